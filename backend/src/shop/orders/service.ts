/**
 * The customer's order history (docs/product.md §7 order/search, order/settings, order/{orderUid}/receipt; bodies in
 * docs/api/customers.md). Orders are not readable by customers through Payload's access control (only customer
 * service reads them there), so every read here names the logged-in customer in its query: someone else's order
 * is simply not found, never "forbidden", so nobody learns that it exists.
 */
import type { Where } from 'payload'
import type { ShopContext } from '../context'
import { notFound } from '../errors'
import { requireCustomer } from '../customers/account'
import { offersAccount } from './account-from-order'
import { ORDER_PAGE_SIZE } from './constants'
import { expectedDelivery, type ExpectedDelivery } from './expected-delivery'
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  SHIPMENT_FIELDS,
  toOrderSummary,
  toReceipt,
  type OrderStatus,
  type OrderSummary,
  type Receipt,
} from './view'

const ORDER_NOT_FOUND = { da: 'Ordren findes ikke.', en: 'The order does not exist.' }

export interface OrderSearchResult {
  Orders: OrderSummary[]
  TotalPages: number
  TotalCount: number
  Page: number
}

/**
 * One page of the customer's orders, newest first. A page past the last is empty, with the true totals. A card
 * order whose payment never went through (waiting, declined, or replaced by a retry) is no order to the customer
 * and is left out; orders from before card payments were recorded (no payment state) are shown.
 */
export async function searchOrders(ctx: ShopContext, page: number): Promise<OrderSearchResult> {
  const customer = requireCustomer(ctx)
  const result = await ctx.payload.find({
    collection: 'orders',
    where: {
      and: [
        { customer: { equals: customer.id } },
        {
          or: [
            { paymentMethod: { not_in: ['CreditCard', 'MobilePay'] } },
            { 'payment.state': { in: ['Authorized', 'Settled'] } },
            { 'payment.state': { exists: false } },
          ],
        },
      ],
    },
    sort: ['-placedAt', '-id'],
    page,
    limit: ORDER_PAGE_SIZE,
    // Depth 1 for the latest shipment's tracking link only (the join below); nothing else is populated.
    depth: 1,
    joins: { shipments: { limit: 1, sort: '-shippedAt' } },
    populate: { shipments: { shippedAt: true, trackingUrl: true } },
    select: {
      shippedAt: true,
      shipments: true,
      uid: true,
      orderNumber: true,
      placedAt: true,
      status: true,
      paymentMethod: true,
      delivery: { methodType: true },
      lines: { quantity: true, isFreeGift: true },
      giftCardLines: { quantity: true },
      totals: { total: true },
      placedByStaffName: true,
    },
    overrideAccess: true,
  })
  return {
    Orders: result.docs.map((doc) => toOrderSummary(doc as Parameters<typeof toOrderSummary>[0])),
    TotalPages: Math.ceil(result.totalDocs / ORDER_PAGE_SIZE),
    TotalCount: result.totalDocs,
    Page: page,
  }
}

export interface OrderSettings {
  PageSize: number
  Statuses: Array<{ Value: OrderStatus; Label: string }>
}

export function orderSettings(ctx: ShopContext): OrderSettings {
  requireCustomer(ctx)
  return {
    PageSize: ORDER_PAGE_SIZE,
    Statuses: ORDER_STATUSES.map((value) => ({ Value: value, Label: ORDER_STATUS_LABELS[ctx.culture][value] })),
  }
}

/**
 * The receipt answer's "what happens next" (docs/api/checkout.md): when the goods are sent and expected, whether the
 * order holds tickets (sent by e-mail), and whether a guest may make an account from it (docs/adr/0042).
 */
export interface OrderReceipt extends Receipt {
  ExpectedDelivery: ExpectedDelivery | null
  HasTickets: boolean
  AccountOffer: boolean
}

/**
 * The receipt of one of the customer's own orders, or of a guest's order (docs/api/checkout.md: its unguessable uid
 * is the guest's key to it); 404 for any other uid, and for a customer's order read by anyone else.
 */
export async function orderReceipt(ctx: ShopContext, orderUid: string): Promise<OrderReceipt> {
  const readable: Where[] = [{ customer: { exists: false } }]
  if (ctx.customer) readable.push({ customer: { equals: ctx.customer.id } })
  const { docs } = await ctx.payload.find({
    collection: 'orders',
    where: { and: [{ uid: { equals: orderUid } }, { or: readable }] },
    limit: 1,
    pagination: false,
    // The products only for their current URL; the rest of a line is the snapshot taken at checkout.
    depth: 1,
    select: { customer: false, invoiceDetails: false, events: false },
    populate: { products: { friendlyUrlName: true }, shipments: SHIPMENT_FIELDS },
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) throw notFound('OrderNotFound', ORDER_NOT_FOUND[ctx.culture])
  const cancelled = doc.status === 'Cancelled'
  return {
    ...toReceipt(doc as Parameters<typeof toReceipt>[0]),
    // Once it has all gone out, the shipments tell it instead of an estimate.
    ExpectedDelivery: cancelled || doc.shippedAt ? null : expectedDelivery(new Date(doc.placedAt), doc.delivery?.methodType),
    HasTickets: (doc.lines ?? []).some((line) => line.withdrawalExemption === 'event'),
    // The customer was left out of the read: found by a guest, it is a guest's order (the `where` above).
    AccountOffer: ctx.customer === null && offersAccount({ ...doc, customer: null }),
  }
}
