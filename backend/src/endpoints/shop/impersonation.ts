/**
 * Shop API: staff on the storefront acting as customers (docs/api/impersonation.md, docs/adr/0028). The HTTP edge of
 * shop/impersonation: the staff cookie is set and cleared here. Every call needs a staff session whose role may act
 * (customer service, admin); anyone else gets 403, whatever ids they send.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import type { ShopContext } from '../../shop/context'
import {
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
  STAFF_COOKIE_NAME,
  STAFF_SESSION_SECONDS,
} from '../../shop/impersonation/constants'
import {
  createLink,
  endStaffSession,
  forbidden,
  impersonationStatus,
  redeemLink,
  searchCustomers,
  staffSessionOf,
  staffSessionOfUser,
  startActing,
  stopActing,
  type StaffSession,
} from '../../shop/impersonation/service'
import { staffLogin } from '../../shop/impersonation/staff-login'
import { clientAddress } from '../../shop/rate-limit'
import { dbId, json, lineText, readBody, shopEndpoint } from '../http'
import { verifySessionToken } from '../../shop/customers/sessions'
import { cookieAttributes, cookieValue, sessionTokenOf } from './auth'

const staffCookie = (req: PayloadRequest, token: string) =>
  `${STAFF_COOKIE_NAME}=${token}; Max-Age=${STAFF_SESSION_SECONDS}; ${cookieAttributes(req)}`
const clearedStaffCookie = (req: PayloadRequest) =>
  `${STAFF_COOKIE_NAME}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${cookieAttributes(req)}`

/** The staff session of the storefront's cookie, while its role may act. */
export const staffOf = (req: PayloadRequest) => staffSessionOf(req.payload, cookieValue(req, STAFF_COOKIE_NAME))

async function requireStaff(req: PayloadRequest, ctx: ShopContext): Promise<StaffSession> {
  const staff = await staffOf(req)
  if (!staff) throw forbidden(ctx.culture)
  return staff
}

const searchQuery = z.object({
  query: lineText().pipe(z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
})

const customerBody = z.object({ CustomerId: dbId })

/** These calls write their own rows of the audit trail (Start, Stop, Link), not a generic "Call". */
const SELF_AUDITED = { audit: false }

export const impersonationEndpoints = [
  shopEndpoint(
    'post',
    '/auth/staff/login',
    async (req, ctx) => {
      const body = await readBody(req, z.object({ Email: z.string().max(320), Password: z.string().max(1024) }))
      const { staffToken, retryAfterSeconds, ...answer } = await staffLogin(ctx, req, body.Email, body.Password, clientAddress(req.headers))
      const headers: Record<string, string> = {}
      if (staffToken) {
        // A staff session this browser held before ends, like a customer's at a new login.
        const previous = await staffOf(req)
        if (previous) await endStaffSession(ctx.payload, previous)
        headers['Set-Cookie'] = staffCookie(req, staffToken)
      }
      if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
      return json(answer, 200, headers)
    },
    SELF_AUDITED,
  ),

  shopEndpoint(
    'post',
    '/auth/staff/logout',
    async (req, ctx) => {
      const staff = await staffOf(req)
      if (staff) await endStaffSession(ctx.payload, staff)
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store', 'Set-Cookie': clearedStaffCookie(req) } })
    },
    SELF_AUDITED,
  ),

  shopEndpoint('get', '/auth/impersonation/status', async (req, ctx) => impersonationStatus(ctx.payload, await requireStaff(req, ctx))),

  shopEndpoint('get', '/auth/impersonation/search', async (req, ctx) => {
    await requireStaff(req, ctx)
    const query = searchQuery.parse(Object.fromEntries(req.searchParams ?? []))
    return searchCustomers(ctx.payload, query.query, query.page, query.pageSize)
  }),

  shopEndpoint(
    'post',
    '/auth/impersonation/start',
    async (req, ctx) => {
      const staff = await requireStaff(req, ctx)
      const body = await readBody(req, customerBody)
      return startActing(ctx.payload, staff, body.CustomerId, ctx.culture)
    },
    SELF_AUDITED,
  ),

  // OwnSession: whether this browser also holds a customer session of the staff member's own, for the client to
  // ask for its token again rather than end up a guest (docs/api/impersonation.md).
  shopEndpoint(
    'post',
    '/auth/impersonation/stop',
    async (req, ctx) => {
      const status = await stopActing(ctx.payload, await requireStaff(req, ctx))
      const own = await verifySessionToken(ctx.payload, sessionTokenOf(req) ?? '')
      return { ...status, OwnSession: own !== null }
    },
    SELF_AUDITED,
  ),

  // Called by the admin with its own session (the payload-token cookie), which the link stays bound to.
  shopEndpoint(
    'post',
    '/auth/impersonation/link',
    async (req, ctx) => {
      const staff = staffSessionOfUser(req.user)
      if (!staff) throw forbidden(ctx.culture)
      const body = await readBody(req, customerBody)
      return createLink(ctx.payload, staff, body.CustomerId, ctx.culture)
    },
    SELF_AUDITED,
  ),

  shopEndpoint(
    'post',
    '/auth/impersonation/redeem',
    async (req, ctx) => {
      const body = await readBody(req, z.object({ Token: z.string().max(512) }))
      const { staffToken, status } = await redeemLink(ctx.payload, body.Token, ctx.culture)
      const previous = await staffOf(req)
      if (previous) await endStaffSession(ctx.payload, previous)
      return json(status, 200, { 'Set-Cookie': staffCookie(req, staffToken) })
    },
    SELF_AUDITED,
  ),
]
