/**
 * Writes a placed order: the snapshot checkout (and the demo seed) hands over, with a new unguessable uid and the
 * next order number. Plain SQL in one transaction, or in the caller's, so an order is never half-written and
 * checkout can place it together with what else it changes (stock, gift cards, the basket). Payload's own writes
 * run without a transaction on the embedded database (docs/adr/0013); these columns are Payload's (collections/
 * Orders.ts), and a test holds what this writes equal to what Payload reads.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { z } from 'zod'
import { inTransaction } from '../../db/transaction'
import { CULTURES } from '../constants'
import { LINE_EXEMPTIONS, type LineExemption } from '../withdrawal/constants'
import { resolveExemption } from '../withdrawal/exemption'
import { ORDER_STATUSES } from './view'

const ore = z.number().int().min(0)
const optionalText = z.string().nullish()

const newOrderSchema = z.object({
  customerId: z.number().int().positive().nullable(),
  email: z.email(),
  culture: z.enum(CULTURES),
  isB2B: z.boolean(),
  /** When the order was placed; now unless given (the seed places its orders in the past). */
  placedAt: z.date().optional(),
  status: z.enum(ORDER_STATUSES).default('Created'),
  paymentMethod: z.enum(['CreditCard', 'MobilePay', 'Invoice']),
  delivery: z.object({
    methodType: z.enum(['DeliveryAddress', 'NoDelivery', 'PostNord', 'SimplePickup', 'Burd']),
    methodName: optionalText,
    name: optionalText,
    company: optionalText,
    address: optionalText,
    zip: optionalText,
    city: optionalText,
    serviceLocation: optionalText,
  }),
  /** In the customer's terms: incl. VAT for consumers, excl. VAT for business customers. */
  lines: z.array(
    z.object({
      productId: z.number().int().positive().nullable(),
      productNumber: optionalText,
      name: z.string().min(1),
      quantity: z.number().int().min(1),
      unitPrice: ore,
      linePrice: ore,
      isFreeGift: z.boolean().default(false),
      /** The art. 16 exemption the line was sold under; worked out from the product when not given (below). */
      withdrawalExemption: z.enum(LINE_EXEMPTIONS).nullish(),
    }),
  ),
  giftCardLines: z
    .array(z.object({ amount: ore, quantity: z.number().int().min(1), isGift: z.boolean().default(false), greeting: optionalText }))
    .default([]),
  /** As shop/basket/totals.ts computes them. */
  totals: z.object({ subTotal: ore, discount: ore, delivery: ore, giftCards: ore, vat: ore, total: ore }),
  /** The invoice fields as the customer filled them in (docs/product.md §3), for business and invoice orders. */
  invoiceDetails: z.record(z.string(), z.unknown()).nullish(),
  /** Checkout's bookkeeping (shop/checkout/place-order.ts); the seed's orders have none. */
  basketUid: z.string().nullish(),
  idempotencyKey: z.string().nullish(),
  reserved: z.record(z.string(), z.unknown()).nullish(),
  paymentProvider: z.enum(['test', 'quickpay']).nullish(),
  paymentState: z.enum(['Created', 'Authorized', 'Settled', 'Declined', 'Cancelled']).nullish(),
  /** Where checkout's request came from (unpaid card orders are counted by it). */
  clientAddress: z.string().nullish(),
  /** An invoice order's invoice paid (the seed's older orders; otherwise staff set it in the admin). */
  invoicePaidAt: z.date().nullish(),
  /** When the goods reached the customer (the seed's older orders; otherwise staff set it in the admin, docs/adr/0023). */
  deliveredAt: z.date().nullish(),
  /** The staff member who placed it acting as the customer (docs/adr/0028); null when the customer did. */
  placedByStaff: z.object({ id: z.number().int().positive(), name: z.string() }).nullish(),
})

export type NewOrder = z.input<typeof newOrderSchema>

export interface CreatedOrder {
  id: number
  uid: string
  orderNumber: string
}

/** Payload's ids for array rows: 24 hex characters, as its own writes make them. */
const rowId = () => randomBytes(12).toString('hex')

/**
 * Each line's withdrawal exemption, resolved now from the product as it is sold (docs/adr/0023). Kept on the line
 * rather than read from the product when the consumer withdraws: what they may withdraw is settled by what the shop
 * said when they bought, so staff changing the product afterwards, or deleting it, must not change it.
 */
async function lineExemptions(client: PoolClient, lines: Array<{ productId: number | null; withdrawalExemption?: LineExemption | null }>) {
  const ids = [...new Set(lines.filter((l) => !l.withdrawalExemption && l.productId !== null).map((l) => l.productId!))]
  const products = new Map<number, LineExemption>()
  if (ids.length) {
    const { rows } = await client.query<{ id: number; type: string; storage: string | null; withdrawal_exemption: string | null }>(
      'SELECT id, type, storage, withdrawal_exemption FROM products WHERE id = ANY($1::int[])',
      [ids],
    )
    for (const row of rows)
      products.set(row.id, resolveExemption({ type: row.type, storage: row.storage, withdrawalExemption: row.withdrawal_exemption }))
  }
  return lines.map((l) => l.withdrawalExemption ?? (l.productId !== null ? (products.get(l.productId) ?? null) : null))
}

async function insertOrder(client: PoolClient, input: NewOrder): Promise<CreatedOrder> {
  // A malformed snapshot is a bug in the caller: it fails loudly here instead of storing a wrong receipt.
  const order = newOrderSchema.parse(input)
  const uid = randomUUID()
  const { delivery: d, totals: t } = order
  const { rows } = await client.query<{ id: number; order_number: string }>(
    `INSERT INTO orders (uid, order_number, customer_id, email, culture, is_b2_b, placed_at, status, payment_method,
                         delivery_method_type, delivery_method_name, delivery_name, delivery_company, delivery_address,
                         delivery_zip, delivery_city, delivery_service_location,
                         totals_sub_total, totals_discount, totals_delivery, totals_gift_cards, totals_vat, totals_total,
                         invoice_details, basket_uid, idempotency_key, reserved, payment_provider, payment_state,
                         client_address, invoice_paid_at, delivered_at, placed_by_staff_id, placed_by_staff_name)
     VALUES ($1, nextval('orders_order_number_seq')::text, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
             $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33)
     RETURNING id, order_number`,
    [
      uid,
      order.customerId,
      order.email,
      order.culture,
      order.isB2B,
      order.placedAt ?? new Date(),
      order.status,
      order.paymentMethod,
      d.methodType,
      d.methodName ?? null,
      d.name ?? null,
      d.company ?? null,
      d.address ?? null,
      d.zip ?? null,
      d.city ?? null,
      d.serviceLocation ?? null,
      t.subTotal,
      t.discount,
      t.delivery,
      t.giftCards,
      t.vat,
      t.total,
      order.invoiceDetails ? JSON.stringify(order.invoiceDetails) : null,
      order.basketUid ?? null,
      order.idempotencyKey ?? null,
      order.reserved ? JSON.stringify(order.reserved) : null,
      order.paymentProvider ?? null,
      order.paymentState ?? null,
      order.clientAddress ?? null,
      order.invoicePaidAt ?? null,
      order.deliveredAt ?? null,
      order.placedByStaff?.id ?? null,
      order.placedByStaff?.name ?? null,
    ],
  )
  const { id, order_number: orderNumber } = rows[0]!
  if (order.lines.length) {
    const exemptions = await lineExemptions(client, order.lines)
    await client.query(
      `INSERT INTO orders_lines (_order, _parent_id, id, product_id, product_number, name, quantity, unit_price, line_price, is_free_gift,
                                withdrawal_exemption)
       SELECT l.ord, $1, l.row_id, l.product_id, l.product_number, l.name, l.quantity, l.unit_price, l.line_price, l.is_free_gift,
              l.withdrawal_exemption::enum_orders_lines_withdrawal_exemption
         FROM unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::boolean[], $10::text[])
              WITH ORDINALITY AS l(row_id, product_id, product_number, name, quantity, unit_price, line_price, is_free_gift, withdrawal_exemption, ord)`,
      [
        id,
        order.lines.map(rowId),
        order.lines.map((l) => l.productId),
        order.lines.map((l) => l.productNumber ?? null),
        order.lines.map((l) => l.name),
        order.lines.map((l) => l.quantity),
        order.lines.map((l) => l.unitPrice),
        order.lines.map((l) => l.linePrice),
        order.lines.map((l) => l.isFreeGift),
        exemptions,
      ],
    )
  }
  if (order.giftCardLines.length) {
    await client.query(
      `INSERT INTO orders_gift_card_lines (_order, _parent_id, id, amount, quantity, is_gift, greeting)
       SELECT g.ord, $1, g.row_id, g.amount, g.quantity, g.is_gift, g.greeting
         FROM unnest($2::text[], $3::int[], $4::int[], $5::boolean[], $6::text[]) WITH ORDINALITY AS g(row_id, amount, quantity, is_gift, greeting, ord)`,
      [
        id,
        order.giftCardLines.map(rowId),
        order.giftCardLines.map((g) => g.amount),
        order.giftCardLines.map((g) => g.quantity),
        order.giftCardLines.map((g) => g.isGift),
        order.giftCardLines.map((g) => (g.isGift ? (g.greeting ?? null) : null)),
      ],
    )
  }
  return { id, uid, orderNumber }
}

/**
 * Creates the order record. Inside the caller's transaction when it passes its client (checkout), else in one of
 * its own. The order number is the next value of a sequence: unique and increasing however many orders are placed
 * at once (numbers of rolled-back orders are skipped, as a sequence does).
 */
export async function createOrder(payload: Payload, input: NewOrder, client?: PoolClient): Promise<CreatedOrder> {
  if (client) return insertOrder(client, input)
  return inTransaction({ payload }, (own) => insertOrder(own, input))
}
