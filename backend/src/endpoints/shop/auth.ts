/**
 * Shop API: login, token, logout and the password reset (docs/product.md §7, docs/api/customers.md, docs/adr/0015). The HTTP
 * edge of shop/customers: the session cookie is set and cleared here, and nowhere else but sign-up.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import type { Culture } from '../../shop/constants'
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_SECONDS } from '../../shop/customers/constants'
import { fieldRules } from '../../shop/customers/fields'
import { login } from '../../shop/customers/login'
import { isResetTokenValid, resetPassword, sendResetMail } from '../../shop/customers/reset'
import { endSession, readSessionToken, signBearerToken, verifySessionToken } from '../../shop/customers/sessions'
import { ACT_SESSION_PREFIX, STAFF_COOKIE_NAME } from '../../shop/impersonation/constants'
import { actBearer, staffSessionOf, stopActBySession } from '../../shop/impersonation/service'
import { clientAddress } from '../../shop/rate-limit'
import { json, readBody, shopEndpoint } from '../http'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1'])

/** The host the browser asked for: the storefront's, as its proxy forwards it, else our own. */
function requestHost(req: PayloadRequest): string {
  const forwarded = req.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  const host = forwarded || req.headers.get('host') || (req.url ? new URL(req.url).host : '')
  // "[::1]:3000", "localhost:3000", "www.delikat.dk"
  return host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '')
}

/** Secure everywhere but on the developer's own machine, where the shop runs over plain http. */
export const cookieAttributes = (req: PayloadRequest) =>
  `Path=/; HttpOnly; SameSite=Strict${LOCAL_HOSTS.has(requestHost(req).toLowerCase()) ? '' : '; Secure'}`

export const sessionCookie = (req: PayloadRequest, token: string) =>
  `${SESSION_COOKIE_NAME}=${token}; Max-Age=${SESSION_LIFETIME_SECONDS}; ${cookieAttributes(req)}`

export const clearedSessionCookie = (req: PayloadRequest) =>
  `${SESSION_COOKIE_NAME}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${cookieAttributes(req)}`

/** A cookie of the request by name (the names are ours: no characters a pattern would read specially). */
export function cookieValue(req: PayloadRequest, name: string): string | undefined {
  const cookies = req.headers.get('cookie') ?? ''
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)
  return match?.[1] || undefined
}

export const sessionTokenOf = (req: PayloadRequest) => cookieValue(req, SESSION_COOKIE_NAME)

/**
 * A new login in a browser that still holds another session (someone else's, or an older one of the same customer)
 * ends that one, instead of leaving it alive on the server for its 30 days after the cookie is overwritten.
 */
export async function endPreviousSession(req: PayloadRequest): Promise<void> {
  const cookie = sessionTokenOf(req)
  const previous = cookie ? await readSessionToken(req.payload, cookie) : null
  if (previous) await endSession(req.payload, previous.customer.id, previous.sid)
}

const UNAUTHORIZED: Record<Culture, string> = {
  da: 'Du er ikke logget ind.',
  en: 'You are not logged in.',
}

const loginBody = z.object({
  Email: z.string().max(320),
  Password: z.string().max(1024),
  ClientType: z.enum(['B2C', 'B2B']),
  ClubMemberConsent: z.boolean().optional(),
})

const tokenBody = z.object({ Token: z.string().max(512) })

export const authEndpoints = [
  shopEndpoint('post', '/login', async (req, ctx) => {
    const body = await readBody(req, loginBody)
    const outcome = await login(
      ctx,
      req,
      { email: body.Email, password: body.Password, clientType: body.ClientType, clubMemberConsent: body.ClubMemberConsent === true },
      clientAddress(req.headers),
    )
    const { sessionToken, retryAfterSeconds, ...answer } = outcome
    const headers: Record<string, string> = {}
    if (sessionToken) {
      await endPreviousSession(req)
      headers['Set-Cookie'] = sessionCookie(req, sessionToken)
    }
    if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
    return json(answer, 200, headers)
  }),

  // The storefront asks on load and on every login change; the answer's token goes in the Authorization header.
  // A staff session acting as a customer gets that customer's bearer first (docs/api/impersonation.md).
  shopEndpoint(
    'post',
    '/token',
    async (req, ctx) => {
      const staff = await staffSessionOf(ctx.payload, cookieValue(req, STAFF_COOKIE_NAME))
      const acting = staff ? await actBearer(ctx.payload, staff) : null
      if (acting) return { token: acting.token, ExpiresAt: acting.expiresAt.toISOString() }
      const cookie = sessionTokenOf(req)
      const session = cookie ? await verifySessionToken(ctx.payload, cookie) : null
      if (!session) {
        // A cookie that no longer names a session is dropped, so the browser stops sending it.
        return json(
          { ErrorCode: 'Unauthorized', Message: UNAUTHORIZED[ctx.culture] },
          401,
          cookie ? { 'Set-Cookie': clearedSessionCookie(req) } : {},
        )
      }
      const bearer = await signBearerToken(ctx.payload, session)
      return { token: bearer.token, ExpiresAt: bearer.expiresAt.toISOString() }
    },
    { audit: false },
  ),

  // Ends the session of the cookie and of the bearer token (normally one and the same), and always clears the cookie.
  shopEndpoint(
    'post',
    '/logout',
    async (req, ctx) => {
      const bearer = req.user as { collection?: string; id?: number; _sid?: string } | null
      if (bearer?.collection === 'customers' && typeof bearer.id === 'number' && bearer._sid?.startsWith(ACT_SESSION_PREFIX)) {
        // Staff acting as the customer log out of the customer: the act stops; their own sessions stay as they are.
        await stopActBySession(ctx.payload, bearer.id, bearer._sid, 'Logout')
        return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
      }
      const cookie = sessionTokenOf(req)
      const fromCookie = cookie ? await readSessionToken(ctx.payload, cookie) : null
      if (fromCookie) await endSession(ctx.payload, fromCookie.customer.id, fromCookie.sid)
      const user = req.user as { collection?: string; id?: number; _sid?: string } | null
      if (user?.collection === 'customers' && typeof user.id === 'number' && user._sid && user._sid !== fromCookie?.sid) {
        await endSession(ctx.payload, user.id, user._sid)
      }
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store', 'Set-Cookie': clearedSessionCookie(req) } })
    },
    { audit: false },
  ),

  shopEndpoint(
    'post',
    '/auth/resetpassword/sendmail',
    async (req, ctx) => {
      const body = await readBody(req, z.object({ Email: fieldRules(ctx.culture).email }))
      await sendResetMail(ctx, body.Email, clientAddress(req.headers))
      return { Result: 'Sent' }
    },
    { status: 202 },
  ),

  shopEndpoint(
    'post',
    '/auth/validatetoken',
    async (req, ctx) => {
      const body = await readBody(req, tokenBody)
      return { Valid: await isResetTokenValid(ctx, body.Token) }
    },
    { audit: false },
  ),

  shopEndpoint('put', '/auth/resetpassword/changepassword', async (req, ctx) => {
    const body = await readBody(req, tokenBody.extend({ Password: z.string().max(1024) }))
    await resetPassword(ctx, req, body.Token, body.Password)
    return { Result: 'Success' }
  }),
]
