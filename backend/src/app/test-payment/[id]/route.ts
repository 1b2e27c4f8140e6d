/**
 * The built-in TEST payment provider's hosted page (shop/payments/test-provider.ts): what the demo and the tests
 * pay on instead of a real provider. GET shows the page; POST decides the payment with a test card (or MobilePay's
 * Godkend/Afvis), sends the signed server-to-server callback, and returns the shopper to the storefront (303), which
 * confirms. It exists only while QuickPay is not configured.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { dbPool } from '../../../db/pool'
import { testPaymentsAllowed } from '../../../deployment'
import { env } from '../../../env'
import { shopStorefrontOrigins } from '../../../net/storefront-origin'
import { renderTestPaymentPage, sendTestCallback, submitTestPayment } from '../../../shop/payments/test-provider'
import { databaseTestPaymentStore } from '../../../shop/payments/test-store'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  // Its own policy (next.config.mjs leaves this path to it): the form posts here and the answer redirects to the shop.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self' " +
    shopStorefrontOrigins(env().STOREFRONT_URL, env().ALLOWED_ORIGINS).join(' '),
}

const notFound = () =>
  new Response('Unknown payment', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    },
  })

async function store() {
  const payload = await getPayload({ config })
  return databaseTestPaymentStore(dbPool(payload))
}

/** Only while the test provider stands in for QuickPay, and never in production unless test payments are allowed. */
function enabled() {
  const { QUICKPAY_API_KEY, QUICKPAY_PRIVATE_KEY } = env()
  return !(QUICKPAY_API_KEY && QUICKPAY_PRIVATE_KEY) && testPaymentsAllowed(process.env)
}

export async function GET(_request: Request, context: Context) {
  if (!enabled()) return notFound()
  const { id } = await context.params
  const record = await (await store()).get(id)
  if (!record) return notFound()
  return new Response(renderTestPaymentPage(record), { headers: PAGE_HEADERS })
}

export async function POST(request: Request, context: Context) {
  if (!enabled()) return notFound()
  const { id } = await context.params
  const form = await request.formData().catch(() => null)
  const field = (name: string) => String(form?.get(name) ?? '')
  const payments = await store()
  const result = await submitTestPayment(payments, id, {
    cardNumber: field('cardNumber'),
    expiry: field('expiry'),
    cvc: field('cvc'),
    // A MobilePay payment's page (docs/adr/0036-mobilepay.md): the phone number and the button pressed.
    phone: field('phone'),
    decision: field('decision'),
  })
  if (!result) return notFound()
  if (result.outcome === 'invalid') {
    return new Response(renderTestPaymentPage(result.record, { error: result.error, errorField: result.errorField }), {
      status: 400,
      headers: PAGE_HEADERS,
    })
  }
  // The provider tells the shop first, server to server, as a real one does; the shopper's confirm is the fallback.
  await sendTestCallback(result.record, env().PAYLOAD_SECRET)
  return new Response(null, { status: 303, headers: { Location: result.redirectTo ?? env().STOREFRONT_URL, 'Cache-Control': 'no-store' } })
}
