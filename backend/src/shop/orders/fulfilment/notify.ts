/**
 * The customer's mails of order handling (docs/adr/0044-order-fulfilment.md): "sendt" (or handed over) with the
 * tracking link, "annulleret", the credit note of a refund, and a business order's invoice once it has all gone out.
 * Read from the database after the operation committed; sent through the shop's mail transport.
 */
import type { Payload } from 'payload'
import { dbPool } from '../../../db/pool'
import { inTransaction } from '../../../db/transaction'
import { receiptLink } from '../../checkout/order-mail'
import { sendMail, type MailAttachment } from '../../email'
import { INVOICE_DUE_DAYS } from './constants'
import { invoiceFileName, invoicePdf } from '../../pdf/invoice'
import { PDF_CONTENT_TYPE } from '../../pdf/render'
import { loadShopDetails } from '../../pdf/shop'
import { cancelledMail, creditNoteMail, invoiceMail, shippedMail, type InvoiceMailInput } from './mails'
import type { OperationRequest } from './service'
import * as store from './store'

const DAY_MS = 24 * 60 * 60 * 1000

const text = (details: Record<string, unknown> | null, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = details?.[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return null
}

export async function notifyCustomer(payload: Payload, orderId: number, request: OperationRequest): Promise<void> {
  const pool = dbPool(payload)
  const client = await pool.connect()
  let order
  let shipments
  let refundsDone = 0
  try {
    order = await store.loadOrder(client, orderId, false)
    shipments = await store.shipmentsOf(client, orderId)
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM order_events WHERE order_id = $1 AND action = 'Refund' AND outcome = 'Done'",
      [orderId],
    )
    refundsDone = Number(rows[0]?.n ?? 0)
  } finally {
    client.release()
  }
  if (!order) return
  const name = order.receiver.name || text(order.invoiceDetails, 'FirstName', 'orderedBy') || order.email
  const to = order.email
  switch (request.kind) {
    case 'capture':
      return
    case 'ship': {
      const shipment = shipments.at(-1)
      const mail = shippedMail({
        culture: order.culture,
        name,
        orderNumber: order.orderNumber,
        lines: request.picks.map((p) => ({ name: order.lines.find((l) => l.id === p.id)?.name ?? '', quantity: p.quantity })),
        remaining: order.lines.filter((l) => l.quantity > l.shipped).map((l) => ({ name: l.name, quantity: l.quantity - l.shipped })),
        methodType: order.methodType ?? 'DeliveryAddress',
        serviceLocation: order.receiver.serviceLocation,
        carrier: shipment?.carrier ?? null,
        trackingNumber: shipment?.trackingNumber ?? null,
        trackingUrl: shipment?.trackingUrl ?? null,
        orderLink: receiptLink(order.culture, order.uid),
      })
      await sendMail(payload, { to, ...mail })
      await sendInvoiceIfDue(payload, order.id)
      return
    }
    case 'cancel': {
      const { rows } = await dbPool(payload).query<{ sum: string | null }>(
        "SELECT sum((g->>'amount')::numeric) AS sum FROM orders o, jsonb_array_elements(coalesce(o.reserved->'giftCards', '[]'::jsonb)) g WHERE o.id = $1",
        [orderId],
      )
      const mail = cancelledMail({
        culture: order.culture,
        name,
        orderNumber: order.orderNumber,
        paymentMethod: order.paymentMethod,
        refunded: request.payment === 'refund' ? request.amount : 0,
        giftCardsReturned: Number(rows[0]?.sum ?? 0),
        reason: request.reason,
      })
      await sendMail(payload, { to, ...mail })
      return
    }
    case 'refund': {
      const mail = creditNoteMail({
        culture: order.culture,
        name,
        orderNumber: order.orderNumber,
        creditNoteNumber: `K-${order.orderNumber}-${refundsDone}`,
        issuedAt: new Date(),
        invoiceNumber: order.paymentMethod === 'Invoice' ? `F-${order.orderNumber}` : null,
        amount: request.amount,
        isB2B: order.isB2B,
        lines: request.picks.map((p) => {
          const line = order.lines.find((l) => l.id === p.id)
          return { name: line?.name ?? '', quantity: p.quantity, amount: line ? line.unitPrice * p.quantity : undefined }
        }),
        reason: request.reason,
        paymentMethod: order.paymentMethod,
        returned: request.returned,
      })
      await sendMail(payload, { to, ...mail })
      return
    }
  }
}

/**
 * A business order on invoice gets its invoice once no goods are left to send: when the last of them goes out (the
 * Danish practice: the invoice follows the goods), or at once when it holds none (tickets, gift cards, which are
 * issued when the invoice is paid). Once per order: the audit trail's Invoice row says it went.
 */
export async function sendInvoiceIfDue(payload: Payload, orderId: number): Promise<void> {
  const client = await dbPool(payload).connect()
  let order
  let sent = false
  try {
    order = await store.loadOrder(client, orderId, false)
    const { rows } = await client.query("SELECT 1 FROM order_events WHERE order_id = $1 AND action = 'Invoice' LIMIT 1", [orderId])
    sent = rows.length > 0
  } finally {
    client.release()
  }
  if (!order || sent || order.paymentMethod !== 'Invoice' || order.status === 'Cancelled' || order.total <= 0) return
  if (order.lines.some((l) => l.needsDelivery && l.shipped < l.quantity)) return
  const name = order.receiver.name || text(order.invoiceDetails, 'FirstName', 'orderedBy') || order.email
  await sendInvoice(payload, order, name)
}

async function sendInvoice(payload: Payload, order: NonNullable<Awaited<ReturnType<typeof store.loadOrder>>>, name: string): Promise<void> {
  const issuedAt = new Date()
  const details = order.invoiceDetails
  const pool = dbPool(payload)
  const { rows } = await pool.query<{ sub: string; vat: string; deliv: string; discount: string; paid: string }>(
    `SELECT totals_sub_total AS sub, totals_vat AS vat, totals_delivery AS deliv, totals_discount AS discount,
            totals_gift_cards AS paid FROM orders WHERE id = $1`,
    [order.id],
  )
  const totals = rows[0]
  const { rows: cards } = await pool.query<{ amount: string; quantity: string }>(
    'SELECT amount, quantity FROM orders_gift_card_lines WHERE _parent_id = $1 ORDER BY _order',
    [order.id],
  )
  const giftCardName = order.culture === 'en' ? 'Gift card' : 'Gavekort'
  const input: InvoiceMailInput = {
    culture: order.culture,
    name,
    company: order.receiver.company ?? text(details, 'Company', 'company'),
    orderNumber: order.orderNumber,
    invoiceNumber: `F-${order.orderNumber}`,
    issuedAt,
    dueAt: new Date(issuedAt.getTime() + INVOICE_DUE_DAYS * DAY_MS),
    lines: [
      ...order.lines.map((l) => ({ name: l.name, quantity: l.quantity, amount: l.linePrice })),
      ...cards.map((c) => ({
        name: giftCardName,
        quantity: Number(c.quantity),
        amount: Number(c.amount) * Number(c.quantity),
        giftCard: true as const,
      })),
    ],
    address:
      [order.receiver.address, [order.receiver.zip, order.receiver.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
    discount: Number(totals?.discount ?? 0),
    giftCards: Number(totals?.paid ?? 0),
    delivery: Number(totals?.deliv ?? order.delivery),
    subTotal: Number(totals?.sub ?? 0),
    vat: Number(totals?.vat ?? 0),
    total: order.total,
    requisition: text(details, 'Requisition', 'requisition'),
    ean: text(details, 'Ean', 'ean'),
    cvr: text(details, 'Cvr', 'cvr'),
  }
  // The PDF is the invoice to book; a mail without it still carries every figure, so a failed drawing does not hold it back.
  const attachments: MailAttachment[] = []
  try {
    const bytes = await invoicePdf(input, await loadShopDetails(payload, order.culture))
    attachments.push({ filename: invoiceFileName(input), content: Buffer.from(bytes), contentType: PDF_CONTENT_TYPE })
  } catch (error) {
    payload.logger.error({ err: error, msg: `the invoice PDF of order ${order.orderNumber} could not be made` })
  }
  await sendMail(payload, { to: order.email, ...invoiceMail(input), attachments })
  await inTransaction({ payload }, (client) =>
    store.insertEvent(client, order.id, {
      action: 'Invoice',
      outcome: 'Done',
      key: `inv-${order.id}-${issuedAt.getTime()}`,
      amount: order.total,
      actor: { id: null, name: null },
      message: `F-${order.orderNumber}`,
    }),
  )
}
