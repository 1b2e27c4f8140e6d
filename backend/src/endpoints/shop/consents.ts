/** Shop API: cookie consent, the customer club and the legitimate interests (docs/api/marketing.md, docs/adr/0029). */
import { z } from 'zod'
import type { ShopContext } from '../../shop/context'
import { requireCustomer } from '../../shop/customers/account'
import { LEGITIMATE_INTERESTS } from '../../shop/customers/view'
import { assertNotActing } from '../../shop/impersonation/limits'
import { cookieConsentSchema, recordCookieChoice } from '../../shop/marketing/cookie-consent'
import { clubSignup, getClubConsent, getInterests, joinClub, putInterests, withdrawClub } from '../../shop/marketing/service'
import { clientAddress } from '../../shop/rate-limit'
import { json, readBody, shopEndpoint } from '../http'

const version = z.string().min(1).max(40)

const joinSchema = z.strictObject({ Consent: z.literal(true), Version: version })

const withdrawSchema = z.strictObject({ Reason: z.string().trim().max(500).optional() })

const interestsSchema = z.strictObject({ Interests: z.array(z.enum(LEGITIMATE_INTERESTS)).max(LEGITIMATE_INTERESTS.length * 2) })

const signupSchema = z.strictObject({
  Email: z.email().max(254),
  FirstName: z.string().trim().min(1).max(100).optional(),
  Consent: z.literal(true),
  Version: version,
})

/** The customer's own consent calls: a guest is told to log in, and staff acting are refused, before the body is read. */
function ownConsentCall(ctx: ShopContext): void {
  requireCustomer(ctx)
  assertNotActing(ctx, 'consent')
}

export const consentEndpoints = [
  // Anyone, guests included: the banner's choice, kept as proof. 201: a new record each time.
  shopEndpoint('post', '/consent', async (req, ctx) =>
    json(await recordCookieChoice(ctx, req, await readBody(req, cookieConsentSchema), clientAddress(req.headers)), 201),
  ),

  // The club's terms for everybody (the sign-up form needs them), with the customer's membership.
  shopEndpoint('get', '/bloomreach/clubmemberconsent', async (_req, ctx) => getClubConsent(ctx)),
  shopEndpoint('get', '/bloomreach/legitimateinterests', async (_req, ctx) => getInterests(ctx)),

  shopEndpoint('put', '/customer/clubmemberconsent', async (req, ctx) => {
    ownConsentCall(ctx)
    const body = await readBody(req, joinSchema)
    return joinClub(ctx, body.Version)
  }),

  shopEndpoint('delete', '/customer/clubmemberconsentwithdraw', async (req, ctx) => {
    ownConsentCall(ctx)
    const body = await readBody(req, withdrawSchema)
    return withdrawClub(ctx, body.Reason || undefined)
  }),

  shopEndpoint('put', '/customer/legitimateinterests', async (req, ctx) => {
    ownConsentCall(ctx)
    const body = await readBody(req, interestsSchema)
    return putInterests(ctx, body.Interests)
  }),

  shopEndpoint('post', '/bloomreach/clubsignup', async (req, ctx) =>
    json(await clubSignup(ctx, await readBody(req, signupSchema), clientAddress(req.headers)), 201),
  ),
]
