/**
 * "Giv mig besked" (docs/api/stock-alerts.md, docs/adr/0037): asking for a mail when a sold-out product comes back,
 * confirming a guest's request by its link, and unsubscribing. A guest's request counts once confirmed (double opt-in);
 * a logged-in customer's own address counts at once. The answer to a request is the same whether the address already
 * asked or not, and every mail goes out in the background, so neither the answer nor its time tells anything.
 */
import { createHash } from 'node:crypto'
import { dbPool } from '../../db/pool'
import { loadPricedProduct } from '../catalogue/products'
import { maxQuantity } from '../catalogue/stock'
import type { ShopContext } from '../context'
import { sendMailInBackground } from '../email'
import { ShopError } from '../errors'
import { assertNotActing } from '../impersonation/limits'
import { claimAttempt, STOCK_ALERT_EMAILS, STOCK_ALERT_REQUESTS, STOCK_ALERT_TOKENS, type Attempt } from '../rate-limit'
import { stockAlertConfirmationMail } from './mail'
import { notifyIfBuyable, storefrontLink, unsubscribeLink } from './notify'
import { activateForCustomer, confirmByToken, deleteByToken, insertAlert, normaliseEmail, purgeExpired, renewConfirmation } from './store'
import { TEXTS } from './texts'
import { hashAlertToken, isAlertTokenShaped, newAlertToken } from './token'

export interface StockAlertRequest {
  ProductId: number
  VariantId?: number | null
  Email?: string
}

/** `Active`: mailed when it is back. `ConfirmationSent`: a guest's address, which must confirm first (or had already). */
export interface StockAlertAnswer {
  Status: 'Active' | 'ConfirmationSent'
}

export interface StockAlertLinkAnswer {
  Status: 'Confirmed' | 'Unsubscribed'
  ProductId: number
  ProductName: string | null
  ProductUrl: string | null
}

/** The key of an address in rate_limits: a hash, so the table (kept a day) holds no addresses. */
const emailKey = (email: string) => `email:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`

async function productFor(ctx: ShopContext, productId: number, variantId: number | null) {
  const { rows } = await dbPool(ctx.payload).query<{
    name: string | null
    stock_quantity: number | null
    stock_state: string | null
    variant_stock: number | null
    variant_found: boolean
  }>(
    `SELECT coalesce(l.name, d.name) AS name, p.stock_quantity, p.stock_state, v.stock_quantity AS variant_stock, v.id IS NOT NULL AS variant_found
       FROM products p
       LEFT JOIN product_variants v ON v.id = $2 AND v.product_id = p.id
       LEFT JOIN products_locales l ON l._parent_id = p.id AND l._locale = $3
       LEFT JOIN products_locales d ON d._parent_id = p.id AND d._locale = 'da'
      WHERE p.id = $1`,
    [productId, variantId ?? 0, ctx.culture],
  )
  const t = TEXTS[ctx.culture]
  const row = rows[0]
  if (!row) throw new ShopError(404, 'ProductNotFound', t.productNotFound)
  if (variantId !== null && !row.variant_found) throw new ShopError(404, 'VariantNotFound', t.variantNotFound)
  const stock = { stockQuantity: variantId === null ? row.stock_quantity : row.variant_stock, stockState: row.stock_state }
  return { name: row.name ?? '', buyable: maxQuantity(stock) > 0 }
}

async function accountEmail(ctx: ShopContext): Promise<string | null> {
  if (!ctx.customer) return null
  const { rows } = await dbPool(ctx.payload).query<{ email: string; account_blocked: boolean | null }>(
    'SELECT email, account_blocked FROM customers WHERE id = $1',
    [ctx.customer.id],
  )
  return rows[0] && !rows[0].account_blocked ? normaliseEmail(rows[0].email) : null
}

/** POST product/{id}/notify: see the file's comment. */
export async function requestStockAlert(ctx: ShopContext, body: StockAlertRequest, client: string): Promise<StockAlertAnswer> {
  const { payload, culture } = ctx
  const t = TEXTS[culture]
  // Asking for mail is the customer's own consent, not staff's to give (docs/adr/0028).
  assertNotActing(ctx, 'consent')
  const pool = dbPool(payload)
  await claimAttempt(pool, STOCK_ALERT_REQUESTS, client, culture)

  const own = await accountEmail(ctx)
  const email = body.Email ? normaliseEmail(body.Email) : own
  if (!email) throw new ShopError(400, 'ValidationError', t.emailRequired, { Email: t.emailRequired })
  const isOwn = own !== null && email === own
  if (!isOwn) {
    await claimAttempt(pool, STOCK_ALERT_EMAILS, emailKey(email), culture)
  }

  const variantId = body.VariantId ?? null
  const product = await productFor(ctx, body.ProductId, variantId)
  // Nothing to wait for: the page shows the basket button again (decided in docs/adr/0037).
  if (product.buyable) throw new ShopError(409, 'ProductInStock', t.inStock)

  if (Math.random() < 0.05) await purgeExpired(pool)
  const key = { productId: body.ProductId, variantId, email }
  const { token, hash } = newAlertToken()
  const saved = await insertAlert(pool, key, { customerId: isOwn ? ctx.customer!.id : null, culture, tokenHash: hash, confirmed: isOwn })

  if (isOwn) {
    if (!saved.created && saved.id) await activateForCustomer(pool, saved.id, ctx.customer!.id)
    return { Status: 'Active' }
  }
  // A guest's address (or another than the account's): confirmation first, mailed at most once per period.
  const mail = saved.created || (saved.id > 0 && !saved.confirmed && (await renewConfirmation(pool, saved.id, hash, culture)))
  if (mail) {
    sendMailInBackground(payload, {
      to: email,
      ...stockAlertConfirmationMail({
        culture,
        productName: product.name,
        confirmLink: storefrontLink(culture, `/lagerbesked/bekraeft/?token=${encodeURIComponent(token)}`),
        unsubscribeLink: unsubscribeLink(culture, token),
      }),
    })
  }
  return { Status: 'ConfirmationSent' }
}

async function linkAnswer(ctx: ShopContext, status: StockAlertLinkAnswer['Status'], productId: number): Promise<StockAlertLinkAnswer> {
  const card = (await loadPricedProduct({ ...ctx, customer: null, impersonation: null }, productId))?.card
  return {
    Status: status,
    ProductId: productId,
    ProductName: card?.Name ?? null,
    ProductUrl: card ? (card.RelativeUrl.endsWith('/') ? card.RelativeUrl : `${card.RelativeUrl}/`) : null,
  }
}

/**
 * An unknown link counts against the client (STOCK_ALERT_TOKENS), a malformed one without asking the database: the
 * attempt is claimed first and given back when the link is found.
 */
async function tokenHashOf(ctx: ShopContext, token: string, client: string): Promise<{ hash: string | null; attempt: Attempt }> {
  const attempt = await claimAttempt(dbPool(ctx.payload), STOCK_ALERT_TOKENS, client, ctx.culture)
  return { hash: isAlertTokenShaped(token) ? hashAlertToken(token) : null, attempt }
}

/** POST product/notify/confirm: the guest's link. Confirming again is fine; sent, unknown or expired links are 404. */
export async function confirmStockAlert(ctx: ShopContext, token: string, client: string): Promise<StockAlertLinkAnswer> {
  const pool = dbPool(ctx.payload)
  const { hash, attempt } = await tokenHashOf(ctx, token, client)
  const confirmed = hash ? await confirmByToken(pool, hash) : null
  if (!confirmed) throw new ShopError(404, 'InvalidToken', TEXTS[ctx.culture].invalidToken)
  await attempt.release()
  // Back already between the request and the confirmation: the mail goes now.
  void notifyIfBuyable(ctx.payload, confirmed.product_id).catch((err: unknown) =>
    ctx.payload.logger.error({ err, msg: 'Back-in-stock mails after a confirmation failed' }),
  )
  return linkAnswer(ctx, 'Confirmed', confirmed.product_id)
}

/** POST product/notify/unsubscribe: any mail's link deletes the request at once; an unknown one is 404. */
export async function unsubscribeStockAlert(ctx: ShopContext, token: string, client: string): Promise<StockAlertLinkAnswer> {
  const pool = dbPool(ctx.payload)
  const { hash, attempt } = await tokenHashOf(ctx, token, client)
  const deleted = hash ? await deleteByToken(pool, hash) : null
  if (!deleted) throw new ShopError(404, 'InvalidToken', TEXTS[ctx.culture].unknownUnsubscribe)
  await attempt.release()
  return linkAnswer(ctx, 'Unsubscribed', deleted.product_id)
}
