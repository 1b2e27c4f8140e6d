/**
 * The built-in TEST age check's page (shop/age-verification/test-provider.ts): what the demo and the tests verify
 * ages on instead of MitID. GET shows the page for an authorization request; POST picks the age and sends the
 * shopper back to the shop's callback with a code (303), as a broker does. It exists only while no MitID broker is
 * configured, and never in production unless test payments are allowed (a staging shop).
 */
import { testPaymentsAllowed } from '../../../deployment'
import { env } from '../../../env'
import { shopStorefrontOrigins } from '../../../net/storefront-origin'
import { AGE_CALLBACK_PATH } from '../../../shop/age-verification/service'
import { renderTestAgePage, submitTestAgeForm, testAuthorizationSchema } from '../../../shop/age-verification/test-provider'

export const dynamic = 'force-dynamic'

const pageHeaders = () => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
  // Its own policy (next.config.mjs leaves this path to it): the form posts here, and the answer goes on through the
  // callback to the storefront.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self' " +
    shopStorefrontOrigins(env().STOREFRONT_URL, env().ALLOWED_ORIGINS).join(' '),
})

const notFound = () =>
  new Response('No such page', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    },
  })

function enabled() {
  const e = env()
  return !(e.MITID_ISSUER || e.MITID_CLIENT_ID || e.MITID_CLIENT_SECRET) && testPaymentsAllowed(process.env)
}

const callbackUrl = () => `${env().BACKEND_URL.replace(/\/+$/, '')}${AGE_CALLBACK_PATH}`

export async function GET(request: Request) {
  if (!enabled()) return notFound()
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const culture = query.ui_locales === 'en' ? 'en' : 'da'
  const parsed = testAuthorizationSchema.safeParse(query)
  const authorization = parsed.success && parsed.data.redirect_uri === callbackUrl() ? parsed.data : null
  return new Response(renderTestAgePage(authorization, culture), { status: authorization ? 200 : 400, headers: pageHeaders() })
}

export async function POST(request: Request) {
  if (!enabled()) return notFound()
  const form = await request.formData().catch(() => null)
  const fields: Record<string, string> = {}
  for (const [name, value] of form?.entries() ?? []) if (typeof value === 'string' && value.length <= 4096) fields[name] = value
  const result = submitTestAgeForm(fields, env().PAYLOAD_SECRET, callbackUrl())
  if (result.outcome === 'redirect') {
    return new Response(null, {
      status: 303,
      headers: { Location: result.location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    })
  }
  const culture = fields.ui_locales === 'en' ? 'en' : 'da'
  return new Response(renderTestAgePage(result.authorization, culture, result.error), { status: 400, headers: pageHeaders() })
}
