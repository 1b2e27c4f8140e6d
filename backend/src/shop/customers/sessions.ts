/**
 * Login sessions (docs/adr/0015). Payload's login starts a session (useSessions) and signs a long JWT naming it
 * (`sid`): that JWT lives only in the HttpOnly session cookie. `POST /api/token/` trades it for a short bearer token
 * with the same `sid`, which Payload's JWT strategy accepts on every call while the session exists. Ending the
 * session (logout, password change or reset) therefore ends every bearer token of it at once.
 */
import { JWTAuthentication, jwtSign, type Payload } from 'payload'
import { dbPool } from '../../db/pool'
import type { Customer as CustomerDoc } from '../../payload-types'
import { BEARER_TOKEN_LIFETIME_SECONDS } from './constants'

export interface ValidSession {
  customer: CustomerDoc
  sid: string
  expiresAt: Date
}

/**
 * The user (customer or staff) a token names, checked by Payload's own JWT strategy: the signature, the collection
 * and that the session still exists. So the cookies and the bearer tokens are checked by one piece of code.
 */
export async function userOfToken(payload: Payload, token: string): Promise<unknown> {
  const { user } = await JWTAuthentication({
    headers: new Headers({ Authorization: `Bearer ${token}`, DisableAutologin: 'true' }),
    payload,
    isGraphQL: false,
    strategyName: 'local-jwt',
  })
  return user
}

/** The customer and session a token names, if we signed it and the session has not ended; nothing more. */
export async function readSessionToken(payload: Payload, token: string): Promise<{ customer: CustomerDoc; sid: string } | null> {
  if (!token) return null
  const customer = (await userOfToken(payload, token)) as (CustomerDoc & { collection?: string; _sid?: string }) | null
  if (!customer || customer.collection !== 'customers' || !customer._sid) return null
  return { customer, sid: customer._sid }
}

/**
 * The session a session token names, while it may be used: signed by us, for a customer (not staff), the session
 * neither ended nor expired, and the account not blocked.
 */
export async function verifySessionToken(payload: Payload, token: string): Promise<ValidSession | null> {
  const found = await readSessionToken(payload, token)
  if (!found || found.customer.accountBlocked) return null
  const session = found.customer.sessions?.find((s) => s.id === found.sid)
  const expiresAt = session ? new Date(session.expiresAt) : null
  if (!expiresAt || expiresAt.getTime() <= Date.now()) return null
  return { ...found, expiresAt }
}

/**
 * A bearer token for the session, in Payload's own format (so its JWT strategy accepts it), never outliving the
 * session. It also carries the client type, so the storefront picks the business menu without another call.
 */
export async function signBearerToken(payload: Payload, session: ValidSession): Promise<{ token: string; expiresAt: Date }> {
  const sessionSecondsLeft = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)
  const { exp, token } = await jwtSign({
    fieldsToSign: {
      id: session.customer.id,
      collection: 'customers',
      email: session.customer.email,
      sid: session.sid,
      clientType: session.customer.clientType,
    },
    secret: payload.secret,
    tokenExpiration: Math.max(1, Math.min(BEARER_TOKEN_LIFETIME_SECONDS, sessionSecondsLeft)),
  })
  return { token, expiresAt: new Date(exp * 1000) }
}

/** Ends one session: one statement, so a logout never races a login of the same customer on another device. */
export async function endSession(payload: Payload, customerId: number, sid: string): Promise<void> {
  await dbPool(payload).query('DELETE FROM customers_sessions WHERE _parent_id = $1 AND id = $2', [customerId, sid])
}

/** The session id inside a token we have just been handed by Payload (not a check: see verifySessionToken). */
export function sessionIdOf(token: string): string | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }
    return typeof claims.sid === 'string' ? claims.sid : undefined
  } catch {
    return undefined
  }
}
