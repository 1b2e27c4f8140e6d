/**
 * The link token of a back-in-stock request: 32 random bytes, sent in the mail and kept only as its SHA-256, so a
 * copy of the database opens no link. The same token confirms and unsubscribes; a sent mail gets a fresh one.
 */
import { createHash, randomBytes } from 'node:crypto'

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function newAlertToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashAlertToken(token) }
}

export function hashAlertToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Whether a string can be a token at all; anything else is refused before the database is asked. */
export const isAlertTokenShaped = (token: string) => TOKEN_SHAPE.test(token)
