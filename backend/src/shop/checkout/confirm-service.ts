/**
 * A card or MobilePay order's payment outcome (docs/api/checkout.md "Payment", docs/adr/0016, docs/adr/0036): the
 * provider's verified callback and the shopper's confirm call both apply the provider's state to the order, which
 * completes it once (idempotent); the confirm answer carries the purchase for analytics and the order's method, so a
 * refused MobilePay shopper is told to try again or pay by card.
 */
import type { Payload } from 'payload'
import { dbPool } from '../../db/pool'
import { inTransaction } from '../../db/transaction'
import type { Culture, PaymentMethod } from '../constants'
import type { ShopContext } from '../context'
import type { PaymentProvider, PaymentState } from '../payments/provider'
import { completeOrder, type ClubJoin, type Reserved } from './order-store'
import { tellCheckoutClubJoin } from '../marketing/service'
import { sendOrderConfirmation } from './order-mail'
import { captureDeliveredAtPurchase } from '../orders/fulfilment/service'
import { configuredPaymentProvider } from '../payments/configured'
import { shippingProvider } from '../shipping'

const TEXTS = {
  da: {
    declined: 'Betalingen blev afvist eller annulleret. Prøv igen, eller brug et andet kort.',
    declinedMobilePay: 'Betalingen med MobilePay blev afvist eller annulleret. Prøv igen, eller betal med kort i stedet.',
    cancelled: 'Ordren er annulleret.',
  },
  en: {
    declined: 'The payment was declined or cancelled. Try again, or use another card.',
    declinedMobilePay: 'The MobilePay payment was declined or cancelled. Try again, or pay by card instead.',
    cancelled: 'The order has been cancelled.',
  },
} satisfies Record<Culture, unknown>

export type ConfirmStatus = 'TooSoon' | 'Created' | 'Authorized' | 'Settled' | 'ValidationFailed' | 'OrderNotFound'

/**
 * The provider's word on a card order (its callback, or the confirm call asking it): an authorized or settled
 * payment completes the order once; a declined or cancelled one leaves it unpaid (the shopper may try again).
 * Answers the order's outcome.
 */
export async function applyPaymentState(
  payload: Payload,
  orderUid: string,
  state: PaymentState,
  amount: number | null,
): Promise<ConfirmStatus> {
  let completed = false
  let joined: ClubJoin | null = null
  const outcome = await inTransaction({ payload }, async (client) => {
    const { rows } = await client.query<{ id: number; status: string; basket_uid: string | null; totals_total: string }>(
      'SELECT id, status, basket_uid, totals_total FROM orders WHERE uid = $1 FOR UPDATE',
      [orderUid],
    )
    const order = rows[0]
    if (!order) return 'OrderNotFound' as const
    // Shipped (or its tickets delivered at purchase): paid and captured (docs/adr/0044).
    if (order.status === 'Shipped') return 'Settled' as const
    if (order.status === 'Authorized' || order.status === 'Settled') {
      if (state === 'Settled' && order.status === 'Authorized')
        await client.query("UPDATE orders SET status = 'Settled', payment_state = 'Settled' WHERE id = $1", [order.id])
      return state === 'Settled' ? ('Settled' as const) : (order.status as 'Authorized' | 'Settled')
    }
    if (order.status !== 'Created') return 'ValidationFailed' as const
    if (state === 'Authorized' || state === 'Settled') {
      // A payment for another amount than the order's is not this order's payment.
      if (amount !== null && amount !== Number(order.totals_total)) {
        await client.query("UPDATE orders SET payment_state = 'Declined' WHERE id = $1", [order.id])
        return 'ValidationFailed' as const
      }
      joined = await completeOrder(client, order.id, order.basket_uid, state)
      completed = true
      return state
    }
    if (state === 'Declined' || state === 'Cancelled') {
      await client.query('UPDATE orders SET payment_state = $2, updated_at = now() WHERE id = $1', [order.id, state])
      return 'ValidationFailed' as const
    }
    return 'TooSoon' as const
  })
  if (completed) {
    void sendOrderConfirmation(payload, orderUid)
    // Tickets and e-gift cards are delivered now: their share is captured at once (docs/adr/0044). Awaited, so the
    // shopper's receipt and the order agree; a failure is logged and left to staff, never to the shopper.
    await captureDeliveredAtPurchase(payload, orderUid, { payments: configuredPaymentProvider(payload), shipping: shippingProvider() })
  }
  // In the background like the mail: the platform is best effort and must not hold the payment's answer.
  if (joined) void tellCheckoutClubJoin(payload, joined)
  return outcome
}

/**
 * POST checkout/payment/{orderUid}/confirm: where the order stands, asking the provider when its callback has not
 * come yet. A customer's order is found only by that customer (OrderNotFound for anyone else); a guest's order by
 * its unguessable uid.
 */
export async function confirmPayment(
  ctx: ShopContext,
  orderUid: string,
  provider: PaymentProvider,
): Promise<{ Status: ConfirmStatus; Message?: string; PaymentMethod?: PaymentMethod; DataLayerPurchase?: DataLayerPurchase }> {
  const answer = await confirmStatus(ctx, orderUid, provider)
  return withPurchase(ctx.payload, orderUid, answer)
}

async function confirmStatus(
  ctx: ShopContext,
  orderUid: string,
  provider: PaymentProvider,
): Promise<{ Status: ConfirmStatus; Message?: string; PaymentMethod?: PaymentMethod }> {
  const text = TEXTS[ctx.culture]
  const { rows } = await dbPool(ctx.payload).query<{
    customer_id: number | null
    status: string
    payment_method: PaymentMethod
    payment_state: PaymentState | null
    payment_provider: string | null
    payment_provider_payment_id: string | null
  }>(
    'SELECT customer_id, status, payment_method, payment_state, payment_provider, payment_provider_payment_id FROM orders WHERE uid = $1',
    [orderUid],
  )
  const order = rows[0]
  if (!order || (order.customer_id !== null && order.customer_id !== ctx.customer?.id)) return { Status: 'OrderNotFound' }
  const method = order.payment_method
  const declined = { Status: 'ValidationFailed' as const, Message: method === 'MobilePay' ? text.declinedMobilePay : text.declined }
  if (order.status === 'Cancelled') return { Status: 'ValidationFailed', Message: text.cancelled, PaymentMethod: method }
  if (order.status === 'Authorized' || order.status === 'Settled') return { Status: order.status, PaymentMethod: method }
  // A shipped order was paid and captured (docs/adr/0044): a reload of its receipt must not read as a decline.
  if (order.status === 'Shipped') return { Status: order.payment_method === 'Invoice' ? 'Created' : 'Settled', PaymentMethod: method }
  if (order.payment_method === 'Invoice' || !order.payment_provider_payment_id) return { Status: 'Created', PaymentMethod: method }
  if (order.payment_state === 'Declined' || order.payment_state === 'Cancelled') return { ...declined, PaymentMethod: method }
  let status
  try {
    status = await provider.getStatus(order.payment_provider_payment_id)
  } catch (error) {
    ctx.payload.logger.error({ err: error, msg: `payment status of order ${orderUid} could not be read` })
    return { Status: 'TooSoon', PaymentMethod: method }
  }
  if (status.state === 'Created') return { Status: 'TooSoon', PaymentMethod: method }
  const outcome = await applyPaymentState(ctx.payload, orderUid, status.state, status.amount)
  return outcome === 'ValidationFailed' ? { ...declined, PaymentMethod: method } : { Status: outcome, PaymentMethod: method }
}

/** docs/product.md §9 `purchase` for analytics (GA4's ecommerce shape), from the order as placed; amounts in kroner. */
export interface DataLayerPurchase {
  transaction_id: string
  currency: 'DKK'
  value: number
  tax: number
  shipping: number
  coupon: string | null
  items: Array<{ item_id: string; item_name: string; price: number; quantity: number }>
}

async function purchaseOf(payload: Payload, orderUid: string): Promise<DataLayerPurchase | null> {
  const pool = dbPool(payload)
  const { rows } = await pool.query<{
    id: number
    order_number: string
    totals_total: string
    totals_vat: string
    totals_delivery: string
    reserved: Reserved | null
  }>('SELECT id, order_number, totals_total, totals_vat, totals_delivery, reserved FROM orders WHERE uid = $1', [orderUid])
  const order = rows[0]
  if (!order) return null
  const { rows: lines } = await pool.query<{
    product_number: string | null
    product_id: number | null
    name: string
    unit_price: string
    quantity: string
  }>('SELECT product_number, product_id, name, unit_price, quantity FROM orders_lines WHERE _parent_id = $1 ORDER BY _order', [order.id])
  const kroner = (ore: string | number) => Number(ore) / 100
  return {
    transaction_id: order.order_number,
    currency: 'DKK',
    value: kroner(order.totals_total),
    tax: kroner(order.totals_vat),
    shipping: kroner(order.totals_delivery),
    coupon: order.reserved?.voucherCode ?? null,
    items: lines.map((l) => ({
      item_id: l.product_number ?? String(l.product_id ?? ''),
      item_name: l.name,
      price: kroner(l.unit_price),
      quantity: Number(l.quantity),
    })),
  }
}

/**
 * The confirm answer, with the purchase for analytics the first time it is asked for once the order stands
 * (docs/product.md §9 purchase, docs/analytics.md): the order is marked as reported in the same statement that finds
 * it unreported, so a reload of the receipt, a second tab or a later visit gets the status without it, and analytics
 * counts the order once, without the browser having to remember anything.
 */
async function withPurchase(
  payload: Payload,
  orderUid: string,
  answer: { Status: ConfirmStatus; Message?: string; PaymentMethod?: PaymentMethod },
) {
  if (answer.Status !== 'Created' && answer.Status !== 'Authorized' && answer.Status !== 'Settled') return answer
  const { rowCount } = await dbPool(payload).query(
    'UPDATE orders SET purchase_reported_at = now() WHERE uid = $1 AND purchase_reported_at IS NULL',
    [orderUid],
  )
  if (rowCount !== 1) return answer
  const purchase = await purchaseOf(payload, orderUid)
  return purchase ? { ...answer, DataLayerPurchase: purchase } : answer
}

/** The provider's callback, verified: finds the order by its payment and applies the state (idempotent). */
export async function paymentCallback(payload: Payload, providerPaymentId: string, state: PaymentState, amount: number): Promise<boolean> {
  const { rows } = await dbPool(payload).query<{ uid: string }>('SELECT uid FROM orders WHERE payment_provider_payment_id = $1', [
    providerPaymentId,
  ])
  if (!rows[0]) return false
  await applyPaymentState(payload, rows[0].uid, state, amount)
  return true
}
