/**
 * `POST auth/staff/login` (docs/api/impersonation.md): staff sign in on the storefront with their admin account.
 * Payload's login checks the password, counts failures and locks the account as in the admin; the shop adds the
 * per-client limit of customer logins and keeps only sessions of roles that may act as customers.
 */
import { AuthenticationError, LockedAuth, ValidationError, type PayloadRequest } from 'payload'
import { dbPool } from '../../db/pool'
import type { User } from '../../payload-types'
import type { ShopContext } from '../context'
import { sessionIdOf } from '../customers/sessions'
import { spendPasswordCheck } from '../customers/password'
import { LOGIN_ATTEMPTS, tryClaim } from '../rate-limit'
import { mayAct } from './service'
import * as store from './store'
import { TEXTS } from './texts'

export interface StaffLoginAnswer {
  Result: 'Success' | 'InvalidCredentials' | 'NotAllowed' | 'TooManyAttempts'
  Message?: string
  LockedUntil?: string
  Staff?: { Name: string; Email: string }
  /** Success only: the token for the HttpOnly staff cookie, never in the body. */
  staffToken?: string
  retryAfterSeconds?: number
}

const LOCK_FALLBACK_MS = 10 * 60 * 1000

export async function staffLogin(
  ctx: ShopContext,
  req: PayloadRequest,
  email: string,
  password: string,
  client: string,
): Promise<StaffLoginAnswer> {
  const t = TEXTS[ctx.culture]
  const pool = dbPool(ctx.payload)
  const locked = (until: Date): StaffLoginAnswer => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000))
    return {
      Result: 'TooManyAttempts',
      Message: t.locked(Math.ceil(seconds / 60)),
      LockedUntil: until.toISOString(),
      retryAfterSeconds: seconds,
    }
  }
  const claim = await tryClaim(pool, LOGIN_ATTEMPTS, client)
  if (!claim.admitted) return locked(new Date(Date.now() + claim.retryAfterSeconds * 1000))
  let result: Awaited<ReturnType<typeof ctx.payload.login<'users'>>>
  try {
    result = await ctx.payload.login({ collection: 'users', data: { email, password }, req, depth: 0 })
  } catch (error) {
    if (error instanceof LockedAuth) {
      // The account's own lock answers; the attempt was no guess.
      await claim.attempt.release()
      return locked(new Date(Date.now() + LOCK_FALLBACK_MS))
    }
    if (error instanceof AuthenticationError || error instanceof ValidationError) {
      // A wrong password keeps its claim on the client's attempts.
      // An unknown address costs the same hashing time as a wrong password, so the answer's time tells nothing.
      const known = await pool.query('SELECT 1 FROM users WHERE email = $1', [email.trim().toLowerCase()])
      if (!known.rowCount) await spendPasswordCheck(password)
      return { Result: 'InvalidCredentials', Message: t.invalidCredentials }
    }
    throw error
  }
  await claim.attempt.release()
  const user = result.user as User
  const sid = result.token ? sessionIdOf(result.token) : undefined
  if (!mayAct(user.roles)) {
    // The password was right, but an editor does not act as customers: the session just started ends again.
    if (sid) await store.deleteStaffSession(pool, user.id, sid)
    return { Result: 'NotAllowed', Message: t.notAllowed }
  }
  if (!result.token) throw new Error('Payload answered a login without a token')
  return { Result: 'Success', Staff: { Name: user.name, Email: user.email }, staffToken: result.token }
}
