/**
 * Checks a password against a stored Payload hash without logging in: Payload's login would start a session on
 * success and count a failure against the account's lock, and checking the current password in "change password"
 * must do neither. Mirrors Payload 3.90's local strategy (auth/strategies/local): PBKDF2-SHA256, either the
 * current `pbkdf2-sha256-v1:` format (600 000 rounds, 32 bytes) or the legacy one (25 000 rounds, 512 bytes).
 * backend/tests/customers.test.ts changes a password set through Payload, so a change of format shows up there.
 */
import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

export interface StoredPassword {
  hash?: string | null
  salt?: string | null
}

export async function verifyPassword(stored: StoredPassword, password: string): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string' || hash === '' || salt === '') return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const actual = await pbkdf2Async(password, salt, iterations, keyLength, 'sha256')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * Spends what checking a real password costs. A login for an unknown e-mail would otherwise answer faster than a
 * wrong password for a known one, and the time would tell which addresses have accounts.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await pbkdf2Async(password, 'delikat-no-such-account', CURRENT.iterations, CURRENT.keyLength, 'sha256')
}
