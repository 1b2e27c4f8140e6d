/**
 * The short-lived key a lookup by order number and e-mail hands back, so its finder can confirm without sending
 * both again. It names the order by its database id (not its uid, which would also open the receipt) and is signed
 * with the Payload secret over the order's e-mail address too: it works for that order only, only while the order
 * still has that address, and only until it expires. HMAC-SHA256, as the preview tokens (content/preview.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { WITHDRAWAL_TOKEN_LIFETIME_MS } from './constants'

interface Claims {
  /** The order's id. */
  o: number
  /** Expiry, ms since the epoch. */
  e: number
}

const signature = (body: string, email: string, secret: string) =>
  createHmac('sha256', secret).update(`delikat-withdrawal.${body}.${email.trim().toLowerCase()}`).digest()

export function signWithdrawalToken(orderId: number, email: string, secret: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ o: orderId, e: now + WITHDRAWAL_TOKEN_LIFETIME_MS } satisfies Claims)).toString('base64url')
  return `${body}.${signature(body, email, secret).toString('base64url')}`
}

/** The order id a token names, before its signature is checked (that needs the order's e-mail); null if malformed or expired. */
export function withdrawalTokenOrder(token: string, now = Date.now()): number | null {
  const [body, sig, extra] = token.split('.')
  if (!body || !sig || extra !== undefined) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>
    if (!Number.isInteger(claims.o) || (claims.o ?? 0) <= 0 || typeof claims.e !== 'number' || claims.e <= now) return null
    return claims.o!
  } catch {
    return null
  }
}

/** Whether the token was signed by us for an order with this e-mail address. */
export function withdrawalTokenSigned(token: string, email: string, secret: string): boolean {
  const [body, sig] = token.split('.')
  if (!body || !sig) return false
  const expected = signature(body, email, secret)
  const given = Buffer.from(sig, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
