/** Shop API: checkout's delivery step (docs/product.md §7 checkout/{basketUid}/..., paths spelt as docs/product.md §7 spells them). */
import { z } from 'zod'
import { env } from '../../env'
import { PAYMENT_METHODS } from '../../shop/constants'
import { confirmPayment, paymentCallback } from '../../shop/checkout/confirm-service'
import { submitPayment } from '../../shop/checkout/payment'
import * as checkout from '../../shop/checkout/service'
import { getInvoiceDetails, saveInvoiceDetails } from '../../shop/checkout/invoice-service'
import { servicePointProvider } from '../../shop/delivery/service-points'
import { configuredPaymentProvider } from '../../shop/payments/configured'
import { startSession } from '../../shop/customers/login'
import { storefrontOriginFor } from '../../net/storefront-origin'
import { clientAddress } from '../../shop/rate-limit'
import { idParam, json, lineText, params, readBody, shopEndpoint, uidParam } from '../http'
import { sessionCookie } from './auth'

const basketParams = z.object({ basketUid: uidParam })
const methodParams = basketParams.extend({ deliveryMethodId: idParam })
const idParams = basketParams.extend({ id: idParam })
const locationQuery = z.object({ zip: lineText().max(16).nullish(), street: lineText().max(200).nullish() })

const servicePoints = () => servicePointProvider({ apiKey: env().POSTNORD_API_KEY })

/** QuickPay when its keys are set, else the built-in test provider (its payments in the database). */
export const payments = configuredPaymentProvider

const paymentBody = z.object({
  BasketUid: uidParam,
  PaymentMethod: z.enum(PAYMENT_METHODS),
  AcceptTerms: z.boolean().default(false),
})
/** A client's key for one payment attempt: a UUID or similar, never anything that could be a header injection. */
const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/)
  .nullable()

export const checkoutEndpoints = [
  shopEndpoint('post', '/checkout/payment', async (req, ctx) => {
    const body = await readBody(req, paymentBody)
    const key = idempotencyKey.parse(req.headers.get('idempotency-key'))
    const e = env()
    // Back to the storefront the shopper pays from (127.0.0.1 or localhost, www. or not), where their cookies are.
    const storefrontUrl = storefrontOriginFor(req.headers.get('origin'), e.STOREFRONT_URL, e.ALLOWED_ORIGINS)
    return submitPayment(ctx, body, key, payments(req.payload), { storefrontUrl, backendUrl: e.BACKEND_URL }, clientAddress(req.headers))
  }),

  shopEndpoint('post', '/checkout/payment/:orderUid/confirm', async (req, ctx) =>
    confirmPayment(ctx, params(req, z.object({ orderUid: uidParam })).orderUid, payments(req.payload)),
  ),

  // The provider's server-to-server callback (not in docs/product.md §7: the provider calls it). The signature over the raw body
  // decides; anything unsigned is refused without a hint why.
  shopEndpoint('post', '/checkout/payment/callback', async (req) => {
    const raw = req.text ? await req.text() : ''
    let status
    try {
      status = payments(req.payload).verifyCallback(raw, req.headers)
    } catch {
      return json({ ErrorCode: 'InvalidCallback', Message: 'Not a payment.' }, 400)
    }
    if (!status) return json({ ErrorCode: 'InvalidSignature', Message: 'The signature does not verify.' }, 401)
    const known = await paymentCallback(req.payload, status.providerPaymentId, status.state, status.amount)
    return known ? json({ ok: true }) : json({ ErrorCode: 'NotFound', Message: 'Unknown payment.' }, 404)
  }),

  shopEndpoint('get', '/checkout/:basketUid/deliverydetails', async (req, ctx) =>
    checkout.getDeliveryDetails(ctx, params(req, basketParams).basketUid),
  ),

  shopEndpoint('put', '/checkout/:basketUid/deliverymethod/:id', async (req, ctx) => {
    const { basketUid, id } = params(req, idParams)
    return checkout.selectDeliveryMethod(ctx, basketUid, id)
  }),

  shopEndpoint('get', '/checkout/:basketUid/deliveryaddress/:deliveryMethodId', async (req, ctx) => {
    const { basketUid, deliveryMethodId } = params(req, methodParams)
    return checkout.getDeliveryAddressForm(ctx, basketUid, deliveryMethodId)
  }),

  // "deliveryadress": the spelling of docs/product.md §7, which clients use.
  shopEndpoint('put', '/checkout/:basketUid/deliveryadress/:deliveryMethodId', async (req, ctx) => {
    const { basketUid, deliveryMethodId } = params(req, methodParams)
    const body = await readBody(req, z.unknown())
    return checkout.setDeliveryAddress(ctx, basketUid, deliveryMethodId, body, servicePoints())
  }),

  shopEndpoint('get', '/checkout/:basketUid/invoicedetails', async (req, ctx) =>
    getInvoiceDetails(ctx, params(req, basketParams).basketUid),
  ),

  shopEndpoint('post', '/checkout/:basketUid/invoicedetails', async (req, ctx) => {
    const { basketUid } = params(req, basketParams)
    const { Fields, PaymentMethods, account } = await saveInvoiceDetails(ctx, basketUid, await readBody(req, z.unknown()), {
      client: clientAddress(req.headers),
    })
    if (!account) return { Fields, PaymentMethods }
    // A guest created an account with the details: logged in at once, like a sign-up (docs/api/checkout.md).
    const sessionToken = await startSession(ctx, req, account.email, account.password)
    return json({ Fields, PaymentMethods, SignedUp: true }, 200, { 'Set-Cookie': sessionCookie(req, sessionToken) })
  }),

  // docs/product.md §7: PUT invoicedetails/fields (json), without the basket in the path: some fields, from a dialog.
  shopEndpoint('put', '/invoicedetails/fields', async (req, ctx) => {
    const { BasketUid, Values } = await readBody(req, z.object({ BasketUid: uidParam, Values: z.record(z.string(), z.unknown()) }))
    // A dialog changes details; an account is made only with the whole form (POST), so no password here.
    const values = Object.fromEntries(Object.entries(Values).filter(([name]) => name !== 'Password'))
    const { Fields, PaymentMethods } = await saveInvoiceDetails(ctx, BasketUid, values, { client: clientAddress(req.headers), merge: true })
    return { Fields, PaymentMethods }
  }),

  shopEndpoint('get', '/checkout/:basketUid/postnordservicelocations', async (req, ctx) => {
    const { basketUid } = params(req, basketParams)
    const query = locationQuery.parse({ zip: req.searchParams.get('zip'), street: req.searchParams.get('street') })
    return checkout.findServiceLocations(ctx, basketUid, query, servicePoints())
  }),
]
