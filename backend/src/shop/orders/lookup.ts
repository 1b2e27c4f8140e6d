/**
 * A guest finds an order by its number and e-mail (POST order/lookup, docs/api/customers.md; docs/adr/0038). Order
 * numbers are sequential, so the e-mail is what keeps an order private: a wrong pair is answered exactly as an
 * unknown number (the same 404, the same work: the e-mail is compared in constant time against a stand-in when no
 * order has the number), and every failure counts against the client (rate-limit.ts ORDER_LOOKUPS). A found order
 * answers its receipt to read, and nothing that opens more: no uid (a guest order's uid is a lasting key to its
 * gift cards, whose codes are money), no gift-card line ids and no delivery address (whoever learns an address and
 * walks the sequential numbers must not learn where someone lives), as the withdrawal lookup gives neither. The gift
 * cards came with the order mail; withdrawing goes through its own lookup.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Pool } from 'pg'
import { dbPool } from '../../db/pool'
import type { ShopContext } from '../context'
import { notFound } from '../errors'
import { claimAttempt, ORDER_LOOKUPS } from '../rate-limit'
import { ORDER_STATUS_LABELS, SHIPMENT_FIELDS, toReceipt, type Receipt } from './view'

const ORDER_NOT_FOUND = {
  da: 'Vi kan ikke finde en ordre med det ordrenummer og den e-mail.',
  en: 'We cannot find an order with that order number and e-mail.',
}

/**
 * The receipt to read: without the order's uid and its gift-card lines' ids, which would open the order's cards, and
 * with the delivery method only, not the person and place it goes to.
 */
export type LookedUpReceipt = Omit<Receipt, 'Uid' | 'GiftCardLines'> & {
  GiftCardLines: Array<Omit<Receipt['GiftCardLines'][number], 'LineId'>>
}

export interface OrderLookup {
  Receipt: LookedUpReceipt
  /** The status as the order list names it (GET order/settings is for customers only). */
  StatusLabel: string
  /** The order belongs to an account: its owner logs in for the rest (buy again, the gift cards). */
  AccountOrder: boolean
}

/** What a customer types: `#100234`, ` 100234 `. */
export function normaliseOrderNumber(input: string): string {
  return input.trim().replace(/^#\s*/, '').toUpperCase()
}

const digest = (email: string) => createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest()

/** Whether two e-mails are the same address, ignoring case and surrounding spaces, in time independent of where they differ. */
export function sameEmail(given: string, stored: string): boolean {
  return timingSafeEqual(digest(given), digest(stored))
}

const NO_ADDRESS = { Name: null, Company: null, Address: null, Zip: null, City: null, ServiceLocation: null }

/** A no-op comparison's partner when no order has the number, so both answers take the same work. */
const STAND_IN = 'no-order@delikat.invalid'

async function findOrder(pool: Pool, orderNumber: string) {
  // As the order list: a card order whose payment never went through is no order to the customer.
  const { rows } = await pool.query<{ id: number; email: string; customer_id: number | null }>(
    `SELECT id, email, customer_id FROM orders
      WHERE order_number = $1
        AND (payment_method NOT IN ('CreditCard', 'MobilePay') OR payment_state IS NULL OR payment_state IN ('Authorized', 'Settled'))
      LIMIT 1`,
    [orderNumber],
  )
  return rows[0]
}

export async function lookupOrder(ctx: ShopContext, request: { OrderNumber: string; Email: string }, client: string): Promise<OrderLookup> {
  const pool = dbPool(ctx.payload)
  const attempt = await claimAttempt(pool, ORDER_LOOKUPS, client, ctx.culture)
  const order = await findOrder(pool, normaliseOrderNumber(request.OrderNumber))
  const matches = sameEmail(request.Email, order?.email ?? STAND_IN) && order !== undefined
  // A miss keeps its claim on the client's attempts; a match gives it back.
  if (!order || !matches) throw notFound('OrderNotFound', ORDER_NOT_FOUND[ctx.culture])
  await attempt.release()
  const doc = await ctx.payload.findByID({
    collection: 'orders',
    id: order.id,
    depth: 1,
    select: { customer: false, invoiceDetails: false, events: false },
    populate: { products: { friendlyUrlName: true }, shipments: SHIPMENT_FIELDS },
    overrideAccess: true,
  })
  const { Uid: _uid, GiftCardLines, ...receipt } = toReceipt(doc as Parameters<typeof toReceipt>[0])
  return {
    Receipt: {
      ...receipt,
      Delivery: { ...receipt.Delivery, ...NO_ADDRESS },
      GiftCardLines: GiftCardLines.map(({ LineId: _lineId, ...line }) => line),
    },
    StatusLabel: ORDER_STATUS_LABELS[ctx.culture][receipt.Status],
    AccountOrder: order.customer_id !== null,
  }
}
