/**
 * The withdrawal function's SQL (docs/adr/0023): an order as withdrawals see it (its lines, what earlier
 * withdrawals took back, the gift cards it issued), read in one go on the pool or under the confirming
 * transaction's lock. What may be withdrawn is view.ts; recording a withdrawal is service.ts.
 */
import type { Pool, PoolClient } from 'pg'
import type { Culture } from '../constants'
import { LINE_EXEMPTIONS, type LineExemption } from './constants'
import type { OrderState } from './view'

export type Db = Pool | PoolClient

/** A card or MobilePay order whose payment never went through is no order to the customer (as orders/service.ts lists them). */
export const PAID = `(o.payment_method NOT IN ('CreditCard', 'MobilePay') OR o.payment_state IN ('Authorized', 'Settled') OR o.payment_state IS NULL)`

export async function loadState(db: Db, orderId: number): Promise<OrderState | null> {
  const { rows } = await db.query<{
    id: number
    uid: string
    order_number: string
    email: string
    culture: Culture | null
    customer_id: number | null
    is_b2_b: boolean | null
    placed_at: Date
    delivered_at: Date | null
    status: string
    delivery_method_type: string | null
    invoice_details: Record<string, unknown> | null
  }>(
    `SELECT id, uid, order_number, email, culture, customer_id, is_b2_b, placed_at, delivered_at, status, delivery_method_type, invoice_details
       FROM orders WHERE id = $1`,
    [orderId],
  )
  const order = rows[0]
  if (!order) return null
  // One after another: inside the confirmation's transaction they share one client, which runs one query at a time.
  const lines = await db.query<{
    id: string
    name: string
    product_number: string | null
    quantity: string
    unit_price: string
    is_free_gift: boolean | null
    withdrawal_exemption: LineExemption | null
    type: string | null
    storage: string | null
    setting: string | null
  }>(
    `SELECT l.id, l.name, l.product_number, l.quantity, l.unit_price, l.is_free_gift, l.withdrawal_exemption,
              p.type, p.storage, p.withdrawal_exemption AS setting
         FROM orders_lines l LEFT JOIN products p ON p.id = l.product_id
        WHERE l._parent_id = $1 ORDER BY l._order`,
    [orderId],
  )
  const giftCardLines = await db.query<{ id: string; amount: string; quantity: string }>(
    'SELECT id, amount, quantity FROM orders_gift_card_lines WHERE _parent_id = $1 ORDER BY _order',
    [orderId],
  )
  const withdrawals = await db.query<{ withdrawal_id: number; withdrawn_at: Date; order_line_id: string; name: string; quantity: string }>(
    `SELECT w.id AS withdrawal_id, w.withdrawn_at, l.order_line_id, l.name, l.quantity
         FROM order_withdrawals w JOIN order_withdrawals_lines l ON l._parent_id = w.id
        WHERE w.order_id = $1 ORDER BY w.withdrawn_at, w.id, l._order`,
    [orderId],
  )
  const cards = await db.query<{ amount: string; issued: string; unused: string }>(
    `SELECT initial_amount AS amount, count(*) AS issued,
              count(*) FILTER (WHERE status = 'Active' AND balance = initial_amount) AS unused
         FROM gift_cards WHERE order_uid = $1 GROUP BY initial_amount`,
    [order.uid],
  )
  const withdrawn = new Map<string, number>()
  const byWithdrawal = new Map<number, OrderState['withdrawals'][number]>()
  for (const row of withdrawals.rows) {
    withdrawn.set(row.order_line_id, (withdrawn.get(row.order_line_id) ?? 0) + Number(row.quantity))
    const entry = byWithdrawal.get(row.withdrawal_id) ?? { withdrawnAt: new Date(row.withdrawn_at), lines: [] }
    entry.lines.push({ name: row.name, quantity: Number(row.quantity) })
    byWithdrawal.set(row.withdrawal_id, entry)
  }
  return {
    id: order.id,
    uid: order.uid,
    orderNumber: order.order_number,
    email: order.email,
    culture: order.culture === 'en' ? 'en' : 'da',
    customerId: order.customer_id,
    isB2B: order.is_b2_b === true,
    placedAt: new Date(order.placed_at),
    deliveredAt: order.delivered_at ? new Date(order.delivered_at) : null,
    status: order.status,
    methodType: order.delivery_method_type,
    firstName: String(order.invoice_details?.FirstName ?? ''),
    lines: lines.rows.map((l) => ({
      id: l.id,
      name: l.name,
      productNumber: l.product_number,
      quantity: Number(l.quantity),
      unitPrice: Number(l.unit_price),
      isFreeGift: l.is_free_gift === true,
      exemption:
        l.withdrawal_exemption && (LINE_EXEMPTIONS as readonly string[]).includes(l.withdrawal_exemption) ? l.withdrawal_exemption : null,
      product: l.type ? { type: l.type, storage: l.storage, setting: l.setting } : null,
    })),
    giftCardLines: giftCardLines.rows.map((g) => ({ id: g.id, amount: Number(g.amount), quantity: Number(g.quantity) })),
    withdrawn,
    giftCards: new Map(cards.rows.map((c) => [Number(c.amount), { issued: Number(c.issued), unused: Number(c.unused) }])),
    withdrawals: [...byWithdrawal.values()],
  }
}
