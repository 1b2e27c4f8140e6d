/**
 * The back-in-stock mail (docs/adr/0037): when a product or variant can be bought again, every active request for
 * it gets one mail. Called after a save of the product or variant (collections' afterChange), after a confirmation,
 * and from anything else that puts stock back. Runs in the background: a save never waits for mail or fails by it;
 * a failure is logged and the request stays due for the next save.
 */
import type { Payload } from 'payload'
import { dbPool } from '../../db/pool'
import { env } from '../../env'
import { loadPricedProduct } from '../catalogue/products'
import { maxQuantity, type StockInput } from '../catalogue/stock'
import type { Culture } from '../constants'
import { sendMail } from '../email'
import { backInStockMail } from './mail'
import { claimDue, purgeExpired, releaseClaim, setToken, type AlertRow } from './store'
import { newAlertToken } from './token'

const buyable = (stock: StockInput) => maxQuantity(stock) > 0

/** The storefront's address in a mail's culture. */
export function storefrontLink(culture: Culture, path: string): string {
  return `${env().STOREFRONT_URL}${culture === 'en' ? '/en' : ''}${path}`
}

export const unsubscribeLink = (culture: Culture, token: string) =>
  storefrontLink(culture, `/lagerbesked/afmeld/?token=${encodeURIComponent(token)}`)

/** The editions (variant ids, 0 for the product itself) that can be bought, from the product's stock and its variants'. */
export function buyableEditions(product: StockInput, variants: Array<{ id: number; stockQuantity: number | null }>): number[] {
  const editions = buyable(product) ? [0] : []
  // A variant has a quantity only; out of it, it takes the product's state (a pre-order is buyable), as its card does.
  for (const v of variants) if (buyable({ ...product, stockQuantity: v.stockQuantity })) editions.push(v.id)
  return editions
}

async function variantsOf(payload: Payload, productId: number) {
  const { rows } = await dbPool(payload).query<{ id: number; stock_quantity: number | null }>(
    'SELECT id, stock_quantity FROM product_variants WHERE product_id = $1',
    [productId],
  )
  return rows.map((r) => ({ id: r.id, stockQuantity: r.stock_quantity }))
}

async function productStock(payload: Payload, productId: number): Promise<StockInput | null> {
  const { rows } = await dbPool(payload).query<{ stock_quantity: number | null; stock_state: string | null }>(
    'SELECT stock_quantity, stock_state FROM products WHERE id = $1',
    [productId],
  )
  return rows[0] ? { stockQuantity: rows[0].stock_quantity, stockState: rows[0].stock_state } : null
}

async function mailOne(payload: Payload, row: AlertRow, cards: Map<Culture, Awaited<ReturnType<typeof loadPricedProduct>>>) {
  if (!cards.has(row.culture)) {
    cards.set(row.culture, await loadPricedProduct({ payload, culture: row.culture, customer: null, impersonation: null }, row.product_id))
  }
  const card = cards.get(row.culture)?.card
  if (!card) return
  const variant = row.variant_id === null ? null : card.Variants.find((v) => v.VariantId === row.variant_id)
  const path = card.RelativeUrl.endsWith('/') ? card.RelativeUrl : `${card.RelativeUrl}/`
  const { token, hash } = newAlertToken()
  // The confirmation mail's token stops working; this mail's unsubscribe link deletes the request (kept 30 days).
  await setToken(dbPool(payload), row.id, hash)
  const image = card.PrimaryImage ? `${env().STOREFRONT_URL}${card.PrimaryImage.BaseUrl}?width=480` : null
  await sendMail(payload, {
    to: row.email,
    ...backInStockMail({
      culture: row.culture,
      productName: variant ? `${card.Name} (${variant.Name})` : card.Name,
      price: (variant?.Pricing ?? card.Pricing).CurrentPrice.Text,
      productLink: storefrontLink(row.culture, variant ? `${path}?variant=${variant.VariantId}` : path),
      image,
      unsubscribeLink: unsubscribeLink(row.culture, token),
    }),
  })
}

/**
 * Mails every active request for the given editions of a product, once: the claim (claimDue) is one conditional
 * UPDATE, so two saves in a row or two instances never both mail a request. Answers how many were mailed.
 */
export async function notifyEditions(payload: Payload, productId: number, editions: number[]): Promise<number> {
  const pool = dbPool(payload)
  const due = await claimDue(pool, productId, editions)
  const cards = new Map<Culture, Awaited<ReturnType<typeof loadPricedProduct>>>()
  let sent = 0
  for (const row of due) {
    try {
      await mailOne(payload, row, cards)
      sent += 1
    } catch (err) {
      payload.logger.error({ err, msg: `Back-in-stock mail for product ${productId} could not be sent; due again at the next save` })
      await releaseClaim(pool, row.id).catch(() => undefined)
    }
  }
  if (due.length > 0) await purgeExpired(pool).catch(() => undefined)
  return sent
}

/** From the database as committed: for a confirmation, or any path that puts stock back outside a save hook. */
export async function notifyIfBuyable(payload: Payload, productId: number): Promise<number> {
  const product = await productStock(payload, productId)
  if (!product) return 0
  return notifyEditions(payload, productId, buyableEditions(product, await variantsOf(payload, productId)))
}

const inBackground = (payload: Payload, work: Promise<unknown>) =>
  void work.catch((err: unknown) => payload.logger.error({ err, msg: 'Back-in-stock mails failed' }))

/**
 * A product was saved (admin, REST, Local API). Its own stock comes from the saved document: on PostgreSQL the hook
 * runs inside Payload's transaction, so another connection would still read the old row. Its variants are unchanged
 * by this save and read as committed.
 */
export function productSaved(payload: Payload, doc: { id: number; stockQuantity?: number | null; stockState?: string | null }): void {
  const product = { stockQuantity: doc.stockQuantity, stockState: doc.stockState }
  inBackground(
    payload,
    variantsOf(payload, doc.id).then((variants) => notifyEditions(payload, doc.id, buyableEditions(product, variants))),
  )
}

/** A variant was saved: its quantity from the saved document, the product's state (a pre-order) as committed. */
export function variantSaved(payload: Payload, doc: { id: number; product: number | { id: number }; stockQuantity?: number | null }): void {
  const productId = typeof doc.product === 'object' ? doc.product.id : doc.product
  inBackground(
    payload,
    productStock(payload, productId).then((product) =>
      product && buyable({ ...product, stockQuantity: doc.stockQuantity }) ? notifyEditions(payload, productId, [doc.id]) : 0,
    ),
  )
}
