/**
 * The SQL of order handling (docs/adr/0044-order-fulfilment.md): the order as the operations see it (locked), the
 * audit rows (order_events) that also serialize the operations on one order, and the writes that apply a finished
 * operation. Every function runs inside the caller's transaction.
 */
import type { PoolClient } from 'pg'
import type { Culture } from '../../constants'
import type { Reserved } from '../../checkout/order-store'
import type { RuleLine, RuleOrder } from './rules'

export type OrderAction = 'Ship' | 'HandOver' | 'Capture' | 'Cancel' | 'Refund' | 'InvoicePaid' | 'Invoice' | 'Edit'
export type Outcome = 'Pending' | 'Done' | 'Refused' | 'Failed'

export interface OrderLine extends RuleLine {
  name: string
  unitPrice: number
  returned: number
  productId: number | null
}

export interface FulfilmentOrder extends RuleOrder {
  id: number
  uid: string
  orderNumber: string
  culture: Culture
  email: string
  isB2B: boolean
  placedAt: Date
  provider: 'test' | 'quickpay' | null
  providerPaymentId: string | null
  paymentState: string | null
  authorizationExpiresAt: Date | null
  shippedAt: Date | null
  invoicePaidAt: Date | null
  methodType: 'DeliveryAddress' | 'NoDelivery' | 'PostNord' | 'SimplePickup' | 'Burd' | null
  methodName: string | null
  delivery: number
  receiver: { name: string; company: string | null; address: string; zip: string; city: string; serviceLocation: string | null }
  invoiceDetails: Record<string, unknown> | null
  reserved: Reserved | null
  lines: OrderLine[]
}

interface OrderRow {
  id: number
  uid: string
  order_number: string
  culture: Culture | null
  email: string
  is_b2_b: boolean | null
  placed_at: Date
  status: FulfilmentOrder['status']
  payment_method: FulfilmentOrder['paymentMethod']
  payment_provider: FulfilmentOrder['provider']
  payment_provider_payment_id: string | null
  payment_state: string | null
  payment_captured_amount: string | null
  payment_refunded_amount: string | null
  payment_authorization_expires_at: Date | null
  shipped_at: Date | null
  invoice_paid_at: Date | null
  delivery_method_type: FulfilmentOrder['methodType']
  delivery_method_name: string | null
  delivery_name: string | null
  delivery_company: string | null
  delivery_address: string | null
  delivery_zip: string | null
  delivery_city: string | null
  delivery_service_location: string | null
  totals_total: string
  totals_delivery: string
  invoice_details: Record<string, unknown> | null
  reserved: Reserved | null
}

interface LineRow {
  id: string
  name: string
  quantity: string
  unit_price: string
  line_price: string
  shipped_quantity: string | null
  refunded_quantity: string | null
  returned_quantity: string | null
  product_id: number | null
  product_type: string | null
}

/** The order and its lines; `lock` takes the order's row lock, which every operation holds while it writes. */
export async function loadOrder(client: PoolClient, orderId: number, lock: boolean): Promise<FulfilmentOrder | null> {
  const { rows } = await client.query<OrderRow>(`SELECT * FROM orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [orderId])
  const o = rows[0]
  if (!o) return null
  const { rows: lines } = await client.query<LineRow>(
    `SELECT l.id, l.name, l.quantity, l.unit_price, l.line_price, l.shipped_quantity, l.refunded_quantity, l.returned_quantity,
            l.product_id, p.type AS product_type
       FROM orders_lines l LEFT JOIN products p ON p.id = l.product_id
      WHERE l._parent_id = $1 ORDER BY l._order`,
    [orderId],
  )
  const { rows: purchases } = await client.query<{ sum: string | null }>(
    'SELECT sum(amount * quantity) AS sum FROM orders_gift_card_lines WHERE _parent_id = $1',
    [orderId],
  )
  return {
    id: o.id,
    uid: o.uid,
    orderNumber: o.order_number,
    culture: o.culture ?? 'da',
    email: o.email,
    isB2B: o.is_b2_b === true,
    placedAt: new Date(o.placed_at),
    status: o.status,
    paymentMethod: o.payment_method,
    provider: o.payment_provider,
    providerPaymentId: o.payment_provider_payment_id,
    hasProviderPayment: o.payment_provider !== null && o.payment_provider_payment_id !== null,
    paymentState: o.payment_state,
    invoicePaid: o.invoice_paid_at !== null,
    invoicePaidAt: o.invoice_paid_at ? new Date(o.invoice_paid_at) : null,
    total: Number(o.totals_total),
    delivery: Number(o.totals_delivery),
    giftCardPurchases: Number(purchases[0]?.sum ?? 0),
    captured: Number(o.payment_captured_amount ?? 0),
    refunded: Number(o.payment_refunded_amount ?? 0),
    authorizationExpiresAt: o.payment_authorization_expires_at ? new Date(o.payment_authorization_expires_at) : null,
    shippedAt: o.shipped_at ? new Date(o.shipped_at) : null,
    methodType: o.delivery_method_type,
    methodName: o.delivery_method_name,
    receiver: {
      name: o.delivery_name ?? '',
      company: o.delivery_company,
      address: o.delivery_address ?? '',
      zip: o.delivery_zip ?? '',
      city: o.delivery_city ?? '',
      serviceLocation: o.delivery_service_location,
    },
    invoiceDetails: o.invoice_details,
    reserved: o.reserved,
    lines: lines.map((l) => ({
      id: l.id,
      name: l.name,
      quantity: Number(l.quantity),
      unitPrice: Number(l.unit_price),
      linePrice: Number(l.line_price),
      shipped: Number(l.shipped_quantity ?? 0),
      refunded: Number(l.refunded_quantity ?? 0),
      returned: Number(l.returned_quantity ?? 0),
      productId: l.product_id,
      // Tickets are delivered at purchase (shop/checkout/delivery.ts: everything but an event travels).
      needsDelivery: l.product_type !== 'Event',
    })),
  }
}

export interface EventRow {
  id: number
  action: OrderAction
  outcome: Outcome
  key: string
  amount: number | null
  actorId: number | null
  actorName: string | null
  message: string | null
  request: Record<string, unknown> | null
  providerAnswer: unknown
  createdAt: Date
}

const eventColumns = `id, action, outcome, key, amount, actor_id AS "actorId", actor_name AS "actorName", message, request,
  provider_answer AS "providerAnswer", created_at AS "createdAt"`

const toEvent = (r: EventRow): EventRow => ({ ...r, amount: r.amount === null ? null : Number(r.amount), createdAt: new Date(r.createdAt) })

export async function pendingEvent(client: PoolClient, orderId: number): Promise<EventRow | null> {
  const { rows } = await client.query<EventRow>(
    `SELECT ${eventColumns} FROM order_events WHERE order_id = $1 AND outcome = 'Pending' ORDER BY id LIMIT 1`,
    [orderId],
  )
  return rows[0] ? toEvent(rows[0]) : null
}

export async function orderEvents(client: Pick<PoolClient, 'query'>, orderId: number): Promise<EventRow[]> {
  const { rows } = await client.query<EventRow>(`SELECT ${eventColumns} FROM order_events WHERE order_id = $1 ORDER BY id`, [orderId])
  return rows.map(toEvent)
}

export interface Actor {
  id: number | null
  name: string | null
}

export async function insertEvent(
  client: PoolClient,
  orderId: number,
  event: {
    action: OrderAction
    outcome: Outcome
    key: string
    amount: number | null
    actor: Actor
    message?: string | null
    request?: unknown
    providerAnswer?: unknown
  },
): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO order_events (order_id, action, outcome, key, amount, actor_id, actor_name, message, request, provider_answer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      orderId,
      event.action,
      event.outcome,
      event.key,
      event.amount,
      event.actor.id,
      event.actor.name,
      event.message ?? null,
      event.request === undefined ? null : JSON.stringify(event.request),
      event.providerAnswer === undefined ? null : JSON.stringify(event.providerAnswer),
    ],
  )
  return rows[0]!.id
}

export async function finishEvent(
  client: PoolClient,
  eventId: number,
  outcome: Outcome,
  providerAnswer: unknown,
  message?: string | null,
): Promise<void> {
  await client.query(
    `UPDATE order_events SET outcome = $2, provider_answer = $3, message = coalesce($4, message), updated_at = now() WHERE id = $1`,
    [eventId, outcome, providerAnswer === undefined ? null : JSON.stringify(providerAnswer), message ?? null],
  )
}

/** The provider's running totals after an operation went through. */
export async function recordPayment(
  client: PoolClient,
  orderId: number,
  totals: { state: string; capturedAmount: number; refundedAmount: number },
): Promise<void> {
  await client.query(
    `UPDATE orders SET payment_state = $2, payment_captured_amount = $3, payment_refunded_amount = $4,
            status = CASE WHEN status = 'Authorized' AND $5::boolean THEN 'Settled' ELSE status END, updated_at = now()
      WHERE id = $1`,
    [orderId, totals.state, totals.capturedAmount, totals.refundedAmount, totals.state === 'Settled'],
  )
}

export async function addShipped(client: PoolClient, picks: Array<{ id: string; quantity: number }>): Promise<void> {
  for (const p of picks)
    await client.query('UPDATE orders_lines SET shipped_quantity = coalesce(shipped_quantity, 0) + $2 WHERE id = $1', [p.id, p.quantity])
}

export async function addRefunded(client: PoolClient, picks: Array<{ id: string; quantity: number }>, returned: boolean): Promise<void> {
  for (const p of picks)
    await client.query(
      `UPDATE orders_lines SET refunded_quantity = coalesce(refunded_quantity, 0) + $2,
              returned_quantity = coalesce(returned_quantity, 0) + CASE WHEN $3 THEN $2 ELSE 0 END WHERE id = $1`,
      [p.id, p.quantity, returned],
    )
}

/**
 * Puts returned goods back on the shelf: on the variant the order took them from (its reservation), else the product.
 */
export async function restock(client: PoolClient, order: FulfilmentOrder, picks: Array<{ id: string; quantity: number }>): Promise<void> {
  for (const p of picks) {
    const line = order.lines.find((l) => l.id === p.id)
    if (!line?.productId || p.quantity <= 0) continue
    const held = order.reserved?.stock.find((s) => s.productId === line.productId)
    if (held?.variantId)
      await client.query('UPDATE product_variants SET stock_quantity = stock_quantity + $2 WHERE id = $1', [held.variantId, p.quantity])
    else await client.query('UPDATE products SET stock_quantity = stock_quantity + $2 WHERE id = $1', [line.productId, p.quantity])
  }
}

/** Once nothing is left to ship: the order is Shipped, its authorization no longer matters. Pickup: handed over = delivered. */
export async function markShipped(client: PoolClient, orderId: number, handedOver: boolean): Promise<void> {
  await client.query(
    `UPDATE orders SET status = 'Shipped', shipped_at = now(), payment_authorization_expires_at = NULL,
            delivered_at = CASE WHEN $2 THEN coalesce(delivered_at, now()) ELSE delivered_at END, updated_at = now()
      WHERE id = $1`,
    [orderId, handedOver],
  )
}

export interface NewShipment {
  carrier: string | null
  methodType: string | null
  serviceLocation: string | null
  trackingNumber: string | null
  trackingUrl: string | null
  labelPdf: Uint8Array | null
  lines: Array<{ lineId: string; name: string; quantity: number }>
  amount: number
  actor: Actor
}

export async function insertShipment(client: PoolClient, orderId: number, s: NewShipment): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO shipments (order_id, carrier, method_type, service_location, tracking_number, tracking_url, label_pdf, lines,
                            amount, shipped_by_id, shipped_by_name, shipped_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now()) RETURNING id`,
    [
      orderId,
      s.carrier,
      s.methodType,
      s.serviceLocation,
      s.trackingNumber,
      s.trackingUrl,
      s.labelPdf ? Buffer.from(s.labelPdf).toString('base64') : null,
      JSON.stringify(s.lines),
      s.amount,
      s.actor.id,
      s.actor.name,
    ],
  )
  return rows[0]!.id
}

export interface ShipmentRow {
  id: number
  shippedAt: Date
  carrier: string | null
  trackingNumber: string | null
  trackingUrl: string | null
  hasLabel: boolean
  amount: number
  lines: Array<{ lineId: string; name: string; quantity: number }>
}

export async function shipmentsOf(client: Pick<PoolClient, 'query'>, orderId: number): Promise<ShipmentRow[]> {
  const { rows } = await client.query<ShipmentRow & { amount: string }>(
    `SELECT id, shipped_at AS "shippedAt", carrier, tracking_number AS "trackingNumber", tracking_url AS "trackingUrl",
            label_pdf IS NOT NULL AS "hasLabel", amount, lines
       FROM shipments WHERE order_id = $1 ORDER BY id`,
    [orderId],
  )
  return rows.map((r) => ({ ...r, amount: Number(r.amount), shippedAt: new Date(r.shippedAt), lines: r.lines ?? [] }))
}

export async function shipmentLabel(
  client: Pick<PoolClient, 'query'>,
  orderId: number,
  shipmentId: number,
): Promise<{ pdf: Buffer; trackingNumber: string | null } | null> {
  const { rows } = await client.query<{ label_pdf: string | null; tracking_number: string | null }>(
    'SELECT label_pdf, tracking_number FROM shipments WHERE id = $1 AND order_id = $2',
    [shipmentId, orderId],
  )
  const row = rows[0]
  return row?.label_pdf ? { pdf: Buffer.from(row.label_pdf, 'base64'), trackingNumber: row.tracking_number } : null
}
