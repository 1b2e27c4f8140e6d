/**
 * The order confirmation mail, sent through the shop's mail transport once an order is placed and paid, and the
 * gift-card codes of an invoice order, sent when its invoice is paid (docs/adr/0019); both carry the issued gift
 * cards as a printable PDF (docs/adr/0034).
 */
import type { Payload } from 'payload'
import { dbPool } from '../../db/pool'
import { env } from '../../env'
import type { Culture } from '../constants'
import { sendMail, type MailAttachment } from '../email'
import { giftCardsMail, orderConfirmationMail } from '../email/templates'
import { formatCode } from '../giftcards/codes'
import { orderGiftCardsPdf } from '../pdf/giftcards'
import { PDF_CONTENT_TYPE } from '../pdf/render'
import { formatPrice } from '@delikat/contract/money'

export const receiptLink = (culture: Culture, orderUid: string) =>
  `${env().STOREFRONT_URL.replace(/\/+$/, '')}${culture === 'en' ? '/en' : ''}/kassen/kvittering/?order=${orderUid}`

/** The storefront's "Fortryd købet her" page for the order (docs/adr/0023); the order number helps a logged-out customer. */
const withdrawalLink = (culture: Culture, orderUid: string, orderNumber: string) =>
  `${env().STOREFRONT_URL.replace(/\/+$/, '')}${culture === 'en' ? '/en' : ''}/fortryd/?order=${orderUid}&number=${encodeURIComponent(orderNumber)}`

async function issuedCards(payload: Payload, orderUid: string) {
  const { rows } = await dbPool(payload).query<{ code: string; initial_amount: string }>(
    'SELECT code, initial_amount FROM gift_cards WHERE order_uid = $1 ORDER BY id',
    [orderUid],
  )
  return rows.map((c) => ({ code: formatCode(c.code), amount: formatPrice(Number(c.initial_amount)) }))
}

/**
 * The printable gift cards an order issued, as the mail's attachment (docs/adr/0034). A card that cannot be drawn
 * must not hold back the mail with its codes: the failure is logged and the mail goes without it.
 */
async function giftCardAttachments(payload: Payload, orderUid: string, culture: Culture): Promise<MailAttachment[]> {
  try {
    const file = await orderGiftCardsPdf(payload, orderUid, culture)
    return file ? [{ filename: file.fileName, content: Buffer.from(file.bytes), contentType: PDF_CONTENT_TYPE }] : []
  } catch (error) {
    payload.logger.error({ err: error, msg: `gift-card PDF of order ${orderUid} could not be made` })
    return []
  }
}

/** Reads the order as placed and mails it; failures are logged (the order stands either way). */
export async function sendOrderConfirmation(payload: Payload, orderUid: string): Promise<void> {
  try {
    const pool = dbPool(payload)
    const { rows } = await pool.query<{
      id: number
      order_number: string
      email: string
      culture: Culture | null
      is_b2_b: boolean | null
      payment_method: string
      delivery_method_name: string | null
      delivery_service_location: string | null
      delivery_address: string | null
      delivery_zip: string | null
      delivery_city: string | null
      totals_total: string
      totals_vat: string
      invoice_details: Record<string, unknown> | null
    }>('SELECT * FROM orders WHERE uid = $1', [orderUid])
    const order = rows[0]
    if (!order) return
    const culture: Culture = order.culture === 'en' ? 'en' : 'da'
    const { rows: lines } = await pool.query<{ name: string; quantity: number; line_price: string }>(
      'SELECT name, quantity, line_price FROM orders_lines WHERE _parent_id = $1 ORDER BY _order',
      [order.id],
    )
    const cards = await issuedCards(payload, orderUid)
    const { rows: bought } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders_gift_card_lines WHERE _parent_id = $1',
      [order.id],
    )
    const where =
      order.delivery_service_location ??
      (order.delivery_address ? `${order.delivery_address}, ${order.delivery_zip ?? ''} ${order.delivery_city ?? ''}`.trim() : null)
    const mail = orderConfirmationMail({
      culture,
      firstName: String(order.invoice_details?.FirstName ?? ''),
      orderNumber: order.order_number,
      lines: lines.map((l) => `${Number(l.quantity)} × ${l.name}: ${formatPrice(Number(l.line_price))}`),
      deliveryText: [order.delivery_method_name, where].filter(Boolean).join(': '),
      totalText: formatPrice(Number(order.totals_total)),
      vatText: formatPrice(Number(order.totals_vat)),
      isB2B: order.is_b2_b === true,
      invoice: order.payment_method === 'Invoice',
      mobilePay: order.payment_method === 'MobilePay',
      giftCards: cards,
      giftCardsWhenPaid: cards.length === 0 && (bought[0]?.n ?? 0) > 0,
      receiptLink: receiptLink(culture, orderUid),
      // Business orders have no statutory right of withdrawal.
      withdrawalLink: order.is_b2_b === true ? null : withdrawalLink(culture, orderUid, order.order_number),
    })
    const attachments = cards.length > 0 ? await giftCardAttachments(payload, orderUid, culture) : []
    await sendMail(payload, { to: order.email, ...mail, ...(attachments.length ? { attachments } : {}) })
  } catch (error) {
    payload.logger.error({ err: error, msg: `order confirmation for ${orderUid} could not be sent` })
  }
}

/** Mails the codes of the gift cards an invoice order bought, once they are issued; failures are logged. */
export async function sendGiftCardCodes(payload: Payload, orderUid: string): Promise<void> {
  try {
    const { rows } = await dbPool(payload).query<{
      order_number: string
      email: string
      culture: Culture | null
      invoice_details: Record<string, unknown> | null
    }>('SELECT order_number, email, culture, invoice_details FROM orders WHERE uid = $1', [orderUid])
    const order = rows[0]
    if (!order) return
    const culture: Culture = order.culture === 'en' ? 'en' : 'da'
    const mail = giftCardsMail({
      culture,
      firstName: String(order.invoice_details?.FirstName ?? ''),
      orderNumber: order.order_number,
      giftCards: await issuedCards(payload, orderUid),
      receiptLink: receiptLink(culture, orderUid),
    })
    const attachments = await giftCardAttachments(payload, orderUid, culture)
    await sendMail(payload, { to: order.email, ...mail, ...(attachments.length ? { attachments } : {}) })
  } catch (error) {
    payload.logger.error({ err: error, msg: `gift-card codes of order ${orderUid} could not be sent` })
  }
}
