/**
 * Who may print which gift card (POST giftcard/download, docs/api/pdf.md, docs/adr/0034), and the cards of an
 * order for its mail. A card is printed only for the one who bought it: by an order line of an order the caller may
 * read exactly as its receipt (their own order, or a guest order by its uid), or by its code for the logged-in
 * customer whose order issued it (staff acting as that customer are that customer here). Everything else, an
 * unknown line or code as much as another's, is the same 404, counted against the client's code attempts.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { dbPool } from '../../db/pool'
import type { Culture } from '../constants'
import type { ShopContext } from '../context'
import { notFound, ShopError } from '../errors'
import { normaliseCode } from '../giftcards/codes'
import { claimAttempt, CODE_ATTEMPTS } from '../rate-limit'
import { giftCardFileName, renderGiftCards, type PrintableGiftCard } from './gift-card'
import type { PdfFile } from './service'
import { loadShopDetails } from './shop'

export type GiftCardRequest = { OrderUid: string; LineId: string } | { Code: string }

const TEXTS = {
  da: {
    notFound: 'Gavekortet findes ikke.',
    notIssued: 'Gavekortet er ikke udstedt endnu. Det sker, når ordren er betalt.',
  },
  en: {
    notFound: 'The gift card does not exist.',
    notIssued: 'The gift card has not been issued yet. That happens when the order is paid.',
  },
} satisfies Record<Culture, Record<string, string>>

interface OrderLine {
  lineId: string
  greeting: string | null
  cards: Array<PrintableGiftCard & { blocked: boolean }>
}

/**
 * An order's gift-card lines with the cards each issued. Cards point at their order only; issueOrderGiftCards
 * (giftcards/issue.ts) issues them line by line in the lines' order, one per unit, so the n-th card belongs to the
 * line whose units cover n.
 */
async function orderLines(pool: Pool, orderId: number, orderUid: string): Promise<OrderLine[]> {
  const [{ rows: lines }, { rows: cards }] = await Promise.all([
    pool.query<{ id: string; quantity: string; is_gift: boolean | null; greeting: string | null }>(
      'SELECT id, quantity, is_gift, greeting FROM orders_gift_card_lines WHERE _parent_id = $1 ORDER BY _order',
      [orderId],
    ),
    pool.query<{ code: string; initial_amount: string; expires_at: Date; status: string }>(
      'SELECT code, initial_amount, expires_at, status FROM gift_cards WHERE order_uid = $1 ORDER BY id',
      [orderUid],
    ),
  ])
  let next = 0
  return lines.map((line) => {
    const own = cards.slice(next, next + Number(line.quantity))
    next += Number(line.quantity)
    const greeting = line.is_gift && line.greeting?.trim() ? line.greeting.trim() : null
    return {
      lineId: line.id,
      greeting,
      cards: own.map((c) => ({
        amount: Number(c.initial_amount),
        code: c.code,
        expiresAt: new Date(c.expires_at),
        greeting,
        blocked: c.status !== 'Active',
      })),
    }
  })
}

const printable = (cards: OrderLine['cards']): PrintableGiftCard[] =>
  cards.filter((c) => !c.blocked).map(({ amount, code, expiresAt, greeting }) => ({ amount, code, expiresAt, greeting }))

/** The cards the request names, when they are the caller's; null when they are not (or do not exist). */
async function findCards(ctx: ShopContext, pool: Pool, request: GiftCardRequest): Promise<PrintableGiftCard[] | null> {
  if ('Code' in request) {
    if (!ctx.customer) return null
    const { rows } = await pool.query<{ order_id: number; order_uid: string }>(
      `SELECT o.id AS order_id, o.uid AS order_uid FROM gift_cards c JOIN orders o ON o.uid = c.order_uid
        WHERE c.code = $1 AND o.customer_id = $2 LIMIT 1`,
      [normaliseCode(request.Code), ctx.customer.id],
    )
    const order = rows[0]
    if (!order) return null
    const card = (await orderLines(pool, order.order_id, order.order_uid))
      .flatMap((line) => line.cards)
      .find((c) => c.code === normaliseCode(request.Code))
    return card ? printable([card]) : null
  }
  // As POST order/{orderUid}/receipt reads it (orders/service.ts orderReceipt): the caller's own order, or a guest order.
  const { rows } = await pool.query<{ id: number; uid: string }>(
    'SELECT id, uid FROM orders WHERE uid = $1 AND (customer_id IS NULL OR customer_id = $2) LIMIT 1',
    [request.OrderUid, ctx.customer?.id ?? null],
  )
  const order = rows[0]
  if (!order) return null
  const line = (await orderLines(pool, order.id, order.uid)).find((l) => l.lineId === request.LineId)
  if (!line) return null
  if (line.cards.length === 0) throw new ShopError(409, 'GiftCardNotIssued', TEXTS[ctx.culture].notIssued)
  return printable(line.cards)
}

/** POST giftcard/download: the named card(s) as a printable PDF, under the per-client limit on code guessing. */
export async function giftCardDownload(ctx: ShopContext, request: GiftCardRequest, client: string): Promise<PdfFile> {
  const pool = dbPool(ctx.payload)
  const attempt = await claimAttempt(pool, CODE_ATTEMPTS, client, ctx.culture)
  const cards = await findCards(ctx, pool, request)
  // A miss keeps its claim on the client's attempts; cards found give it back.
  if (!cards || cards.length === 0) throw notFound('GiftCardNotFound', TEXTS[ctx.culture].notFound)
  await attempt.release()
  const shop = await loadShopDetails(ctx.payload, ctx.culture)
  const bytes = await renderGiftCards({ culture: ctx.culture, shop, cards })
  const suffix = cards.length === 1 ? cards[0]!.code.slice(-4) : `${cards.length}`
  return { bytes, fileName: giftCardFileName(ctx.culture, suffix) }
}

/** Every active card an order issued, one page each, for the order's mails; null when it issued none. */
export async function orderGiftCardsPdf(payload: Payload, orderUid: string, culture: Culture): Promise<PdfFile | null> {
  const pool = dbPool(payload)
  const { rows } = await pool.query<{ id: number; order_number: string }>('SELECT id, order_number FROM orders WHERE uid = $1', [orderUid])
  const order = rows[0]
  if (!order) return null
  const cards = printable((await orderLines(pool, order.id, orderUid)).flatMap((line) => line.cards))
  if (cards.length === 0) return null
  const shop = await loadShopDetails(payload, culture)
  return { bytes: await renderGiftCards({ culture, shop, cards }), fileName: giftCardFileName(culture, order.order_number) }
}
