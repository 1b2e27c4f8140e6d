// Whether the visitor carries a customer token, the same way on both sides: on the server (Next hands over the
// request) from the request's `token` cookie, in the browser from document.cookie (shopApi sends it there by
// itself). Prices depend on it (B2C incl. VAT, B2B excl. VAT), so query keys and caching follow it.
import type { IncomingMessage } from 'node:http'
import Cookies from 'js-cookie'
import { TOKEN_COOKIE_NAME } from '@/config/constants'
import { isUsableToken, tokenFromRequest } from '@/lib/shopApi'

export type VisitorToken = { signedIn: boolean; token: string | null }

/**
 * The visitor's bearer token for a call that is not the shop API's (the content service prices a page's product
 * cards for a business customer): on the server the request's `token` cookie, in the browser document.cookie.
 */
export function visitorBearer(req: Pick<IncomingMessage, 'headers'> | undefined): string | null {
  if (req) return tokenFromRequest(req)
  if (typeof window === 'undefined') return null
  const token = Cookies.get(TOKEN_COOKIE_NAME)
  return isUsableToken(token) ? token : null
}

export function visitorToken(req: Pick<IncomingMessage, 'headers'> | undefined): VisitorToken {
  if (req) {
    const token = tokenFromRequest(req)
    return { signedIn: token !== null, token }
  }
  if (typeof window === 'undefined') return { signedIn: false, token: null }
  // The browser's shopApi adds the cookie itself; the token is not handed around.
  return { signedIn: isUsableToken(Cookies.get(TOKEN_COOKIE_NAME)), token: null }
}
