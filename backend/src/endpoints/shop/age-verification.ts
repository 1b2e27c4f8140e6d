/** Shop API: age verification before alcohol is sold (docs/api/checkout.md "Age verification", docs/adr/0022). */
import { z } from 'zod'
import { env } from '../../env'
import { assertNotActing } from '../../shop/impersonation/limits'
import { ageVerificationProvider } from '../../shop/age-verification/provider'
import { finishAgeVerification, returnPathSchema, startAgeVerification } from '../../shop/age-verification/service'
import { storefrontOriginFor } from '../../net/storefront-origin'
import { clientAddress } from '../../shop/rate-limit'
import { readBody, shopEndpoint, uidParam } from '../http'

/** MitID through the broker when its client is configured, else the built-in TEST page. */
export function ageProvider() {
  const e = env()
  return ageVerificationProvider({
    issuer: e.MITID_ISSUER,
    clientId: e.MITID_CLIENT_ID,
    clientSecret: e.MITID_CLIENT_SECRET,
    scope: e.MITID_SCOPE,
    acrValues: e.MITID_ACR_VALUES,
    secret: e.PAYLOAD_SECRET,
    backendUrl: e.BACKEND_URL,
  })
}

const startBody = z.object({ BasketUid: uidParam, ReturnPath: returnPathSchema })

/** A query value as the provider sent it; anything absurdly long is no value of ours. */
const queryValue = (value: string | null) => (value && value.length <= 4096 ? value : null)

export const ageVerificationEndpoints = [
  shopEndpoint('post', '/ageverification/start', async (req, ctx) => {
    // The customer's own MitID, never the staff member's (docs/adr/0028).
    assertNotActing(ctx, 'ageVerification')
    const e = env()
    const urls = { backendUrl: e.BACKEND_URL, storefrontUrl: e.STOREFRONT_URL, allowedOrigins: e.ALLOWED_ORIGINS }
    const shopperOrigin = storefrontOriginFor(req.headers.get('origin'), e.STOREFRONT_URL, e.ALLOWED_ORIGINS)
    return startAgeVerification(ctx, await readBody(req, startBody), ageProvider(), { ...urls, shopperOrigin }, clientAddress(req.headers))
  }),

  // The provider sends the shopper's browser here (a top-level GET), and the answer sends it on to the storefront.
  shopEndpoint('get', '/ageverification/callback', async (req) => {
    const e = env()
    const location = await finishAgeVerification(
      req.payload,
      {
        state: queryValue(req.searchParams.get('state')),
        code: queryValue(req.searchParams.get('code')),
        error: queryValue(req.searchParams.get('error')),
      },
      ageProvider(),
      { backendUrl: e.BACKEND_URL, storefrontUrl: e.STOREFRONT_URL, allowedOrigins: e.ALLOWED_ORIGINS },
    )
    return new Response(null, {
      status: 303,
      headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    })
  }),
]
