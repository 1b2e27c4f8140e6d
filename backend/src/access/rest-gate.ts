/**
 * Payload's REST API serves staff only (docs/security.md, "Payload's REST API"). Visitors and customers reach
 * everything through the shop API (/api/shop/...) and the content service, which answer only what the shop means to
 * show; Payload's own routes would otherwise hand a logged-in customer drafts, other people's locks and preferences,
 * the OG image renderer, and the customers collection's auth operations (login, refresh, forgot-password) that skip
 * the shop's limits. Collection access rules still decide what each staff role may do; this gate is the outer wall,
 * so a collection added later is closed to customers until somebody opens it on purpose.
 */
import { executeAuthStrategies, type Payload } from 'payload'
import { clientAddress, STAFF_RESET_MAIL_REQUESTS, tryClaim } from '../shop/rate-limit'
import { dbPool } from '../db/pool'
import { isStaffUser } from './index'

/** What the admin's login, logout and password reset pages call before anyone is logged in. */
const OPEN_TO_ANYONE: ReadonlyArray<readonly [method: string, path: string]> = [
  ['POST', 'users/login'],
  ['POST', 'users/logout'],
  ['GET', 'users/me'],
  ['POST', 'users/refresh-token'],
  ['POST', 'users/forgot-password'],
  ['POST', 'users/reset-password'],
  // the admin's first-start screen: Payload refuses it as soon as one staff user exists
  ['GET', 'users/init'],
  ['POST', 'users/first-register'],
]

function forbidden(): Response {
  return Response.json(
    {
      errors: [{ message: "Payload's REST API is for staff. Shop clients use /api/shop/ and the content service." }],
      ErrorCode: 'Forbidden',
    },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  )
}

/**
 * null when the request may go on to Payload, else the answer. `segments` is the path below /api/ as the route saw
 * it (decoded), so what is checked is exactly what Payload routes.
 */
export async function gateRestRequest(payload: Payload, request: Request, segments: string[]): Promise<Response | null> {
  if (segments[0] === 'shop') return null
  const method = request.method.toUpperCase()
  const path = segments.join('/').replace(/\/+$/, '')
  if (OPEN_TO_ANYONE.some(([m, p]) => m === method && p === path)) {
    // Payload's own reset mail for staff: per client, like the shop's reset mail (item "unthrottled mail").
    if (path === 'users/forgot-password') {
      const client = clientAddress(request.headers)
      const pool = dbPool(payload)
      const claim = await tryClaim(pool, STAFF_RESET_MAIL_REQUESTS, client)
      if (!claim.admitted) {
        return Response.json(
          { errors: [{ message: 'Too many requests. Try again later.' }], ErrorCode: 'TooManyAttempts' },
          { status: 429, headers: { 'Retry-After': String(claim.retryAfterSeconds) } },
        )
      }
    }
    return null
  }
  // OPTIONS answers CORS preflights with nothing of substance; everything else needs a staff login.
  if (method === 'OPTIONS') return null
  const { user } = await executeAuthStrategies({ payload, headers: request.headers, canSetHeaders: false })
  return isStaffUser(user) ? null : forbidden()
}
