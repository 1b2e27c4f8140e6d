// The bearer token in the `token` cookie (docs/product.md §3: secure, same-site strict, path /; it expires with the token).
// shopApi sends it as `Authorization: Bearer …` and next.config.js routes product pages on it, so it is a plain
// cookie; the session itself lives in the backend's HttpOnly cookie (docs/api/customers.md).
//
// The token's payload also names the customer's client type (the backend signs it in). It is read here without
// checking the signature, for one purpose only: choosing the B2B or B2C menu before the customer is loaded. The
// menu is not secret; prices and everything else come from the backend, which does check the token.
import type { IncomingMessage } from 'node:http'
import Cookies from 'js-cookie'
import { TOKEN_COOKIE_NAME } from '@/config/constants'
import { CLIENT_TYPES, type ClientType } from '@/features/customer/api/vocabulary'
import { isPlainHttpLocalhost } from '@/lib/cookies'
import { isUsableToken, tokenFromRequest } from '@/lib/shopApi'

function attributes(): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'strict', secure: !isPlainHttpLocalhost() }
}

export function readTokenCookie(): string | null {
  const value = Cookies.get(TOKEN_COOKIE_NAME)
  return isUsableToken(value) ? value : null
}

export function writeTokenCookie(token: string, expiresAt: Date): void {
  Cookies.set(TOKEN_COOKIE_NAME, token, { ...attributes(), expires: expiresAt })
}

export function removeTokenCookie(): void {
  Cookies.remove(TOKEN_COOKIE_NAME, attributes())
}

/**
 * A hint, readable by scripts, that this browser holds a login session: the session cookie itself is HttpOnly. It
 * keeps a guest who never logged in from asking for a token on every page load, which would only answer 401 and
 * end a session that does not exist; a login, a sign-up (refresh()) and a successful token request set it, a
 * logout and a failed token request clear it. Not a credential: without the session cookie it opens nothing.
 */
export const SESSION_HINT_COOKIE_NAME = 'delikat-login'
/** As long as the backend's session (docs/api/customers.md: 30 days). */
export const SESSION_HINT_EXPIRES_DAYS = 30

export function hasSessionHint(): boolean {
  return Cookies.get(SESSION_HINT_COOKIE_NAME) === '1'
}

export function writeSessionHint(): void {
  Cookies.set(SESSION_HINT_COOKIE_NAME, '1', { ...attributes(), expires: SESSION_HINT_EXPIRES_DAYS })
}

export function removeSessionHint(): void {
  Cookies.remove(SESSION_HINT_COOKIE_NAME, attributes())
}

/** `impersonated`: the token is a customer's bearer held by a staff member acting as them (`imp: true`,
 * docs/api/impersonation.md); read only to end an act in the browser that the server has ended. */
export type TokenClaims = { clientType: ClientType | null; expiresAt: number | null; issuedAt: number | null; impersonated: boolean }

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=')
  const binary = atob(base64)
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

const NO_CLAIMS: TokenClaims = { clientType: null, expiresAt: null, issuedAt: null, impersonated: false }

/** The unverified claims of a bearer token (see above: for choosing a menu and noticing an ended act, nothing else). */
export function tokenClaims(token: string): TokenClaims {
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(token.split('.')[1] ?? ''))
    if (typeof claims !== 'object' || claims === null) return NO_CLAIMS
    const { clientType, exp, iat, imp } = claims as { clientType?: unknown; exp?: unknown; iat?: unknown; imp?: unknown }
    return {
      clientType: CLIENT_TYPES.find((type) => type === clientType) ?? null,
      expiresAt: typeof exp === 'number' ? exp * 1000 : null,
      issuedAt: typeof iat === 'number' ? iat * 1000 : null,
      impersonated: imp === true,
    }
  } catch {
    return NO_CLAIMS
  }
}

/**
 * The client type the visitor's token names, or null for a guest (no token, or an expired one): on the server from
 * the request's cookie, in the browser from document.cookie.
 */
export function visitorClientType(req: Pick<IncomingMessage, 'headers'> | undefined, now: number = Date.now()): ClientType | null {
  const token = req ? tokenFromRequest(req) : typeof window === 'undefined' ? null : readTokenCookie()
  if (!token) return null
  const { clientType, expiresAt } = tokenClaims(token)
  if (expiresAt !== null && expiresAt <= now) return null
  // Every token the backend signs names the type; one that does not still belongs to a customer.
  return clientType ?? 'B2C'
}
