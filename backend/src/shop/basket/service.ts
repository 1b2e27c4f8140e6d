/**
 * Basket operations (SPEC §4, API.md). Lines are written with plain SQL inside one transaction that locks the
 * basket row, so concurrent changes to one basket serialise and never create two lines for one product.
 */
import { dbPool } from '../../db/pool'
import { randomUUID } from 'node:crypto'
import type { PoolClient } from 'pg'
import { loadPricedProduct, loadPricedProducts } from '../catalogue/products'
import { cachedAnswer, SEARCH_FRESHNESS_MS } from '../catalogue/search-cache'
import { loadBasketCampaigns } from '../pricing/load-pricing'
import { isB2B, type ShopContext } from '../context'
import { notFound, ShopError } from '../errors'
import { lineEdition, toBasket, type Basket, type StoredLine } from './view'

const BASKET_NOT_FOUND = 'BasketNotFound'

const messages = {
  da: {
    basketNotFound: 'Kurven findes ikke.',
    lineNotFound: 'Varen findes ikke i kurven.',
    productNotFound: 'Produktet findes ikke.',
    variantNotFound: 'Varianten findes ikke.',
    soldOut: 'Varen er udsolgt.',
    tooMany: (max: number) => `Der er kun ${max} på lager.`,
  },
  en: {
    basketNotFound: 'The basket does not exist.',
    lineNotFound: 'The item is not in the basket.',
    productNotFound: 'The product does not exist.',
    variantNotFound: 'The variant does not exist.',
    soldOut: 'The item is sold out.',
    tooMany: (max: number) => `Only ${max} in stock.`,
  },
}

function pool(ctx: ShopContext) {
  return dbPool(ctx.payload)
}

async function inTransaction<T>(ctx: ShopContext, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool(ctx).connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

async function readLines(client: Pick<PoolClient, 'query'>, basketUid: string): Promise<StoredLine[]> {
  const { rows } = await client.query<{ line_uid: string; product_id: number; variant_id: number | null; quantity: string }>(
    `SELECT l.line_uid, l.product_id, l.variant_id, l.quantity FROM basket_lines l JOIN baskets b ON b.id = l.basket_id
     WHERE b.uid = $1 ORDER BY l.id`,
    [basketUid],
  )
  return rows.map((r) => ({ lineUid: r.line_uid, productId: r.product_id, variantId: r.variant_id ?? null, quantity: Number(r.quantity) }))
}

async function view(ctx: ShopContext, uid: string, lines: StoredLine[]): Promise<Basket> {
  const now = new Date()
  // The running campaigns are the same for every basket: read once per culture for a few seconds (search-cache.ts
  // forgets them the moment a campaign is saved), with those about to start, so a start is priced on the dot.
  const campaigns = await cachedAnswer(`basket-campaigns:${ctx.culture}`, () =>
    loadBasketCampaigns(dbPool(ctx.payload), ctx.culture, now, SEARCH_FRESHNESS_MS),
  )
  const gifts = campaigns.flatMap((c) => (c.type === 'FreeGift' && c.giftProductId ? [c.giftProductId] : []))
  const products = await loadPricedProducts(ctx, [...lines.map((l) => l.productId), ...(lines.length > 0 ? gifts : [])])
  return toBasket(uid, lines, products, { culture: ctx.culture, isB2B: isB2B(ctx), now }, campaigns)
}

export async function createBasket(ctx: ShopContext): Promise<Basket> {
  const uid = randomUUID()
  await pool(ctx).query(
    'INSERT INTO baskets (uid, customer_id, updated_at, created_at) VALUES ($1, $2, now(), now())',
    [uid, ctx.customer?.id ?? null],
  )
  return view(ctx, uid, [])
}

/** The basket row's id for a read; 404 when unknown or someone else's. */
async function findBasket(ctx: ShopContext, client: Pick<PoolClient, 'query'>, uid: string, lock: boolean): Promise<number> {
  const { rows } = await client.query<{ id: number; customer_id: number | null }>(
    `SELECT id, customer_id FROM baskets WHERE uid = $1${lock ? ' FOR UPDATE' : ''}`,
    [uid],
  )
  const row = rows[0]
  if (!row || (row.customer_id !== null && row.customer_id !== ctx.customer?.id)) {
    throw notFound(BASKET_NOT_FOUND, messages[ctx.culture].basketNotFound)
  }
  return row.id
}

export async function getBasket(ctx: ShopContext, uid: string): Promise<Basket> {
  await findBasket(ctx, pool(ctx), uid, false)
  return view(ctx, uid, await readLines(pool(ctx), uid))
}

export async function getBasketQuantity(ctx: ShopContext, uid: string): Promise<number> {
  const basketId = await findBasket(ctx, pool(ctx), uid, false)
  const { rows } = await pool(ctx).query<{ quantity: string | null }>(
    'SELECT sum(quantity) AS quantity FROM basket_lines WHERE basket_id = $1',
    [basketId],
  )
  return Number(rows[0]?.quantity ?? 0)
}

export async function addItem(
  ctx: ShopContext,
  uid: string,
  item: { productId: number; variantId?: number | null; quantity: number },
): Promise<Basket> {
  const text = messages[ctx.culture]
  const variantId = item.variantId ?? null
  const product = await loadPricedProduct(ctx, item.productId)
  if (!product) throw new ShopError(400, 'ProductNotFound', text.productNotFound, { ProductId: text.productNotFound })
  const edition = lineEdition(product, variantId)
  if (!edition) throw new ShopError(400, 'VariantNotFound', text.variantNotFound, { VariantId: text.variantNotFound })
  const max = edition.MaxQuantity
  if (max <= 0) throw new ShopError(409, 'SoldOutOrUnavailable', text.soldOut)
  const lines = await inTransaction(ctx, async (client) => {
    const basketId = await findBasket(ctx, client, uid, true)
    const { rows } = await client.query<{ id: number; quantity: string }>(
      'SELECT id, quantity FROM basket_lines WHERE basket_id = $1 AND product_id = $2 AND variant_id IS NOT DISTINCT FROM $3',
      [basketId, item.productId, variantId],
    )
    const existing = rows[0]
    const wanted = (existing ? Number(existing.quantity) : 0) + item.quantity
    if (wanted > max) throw new ShopError(409, 'QuantityGreaterThanInventory', text.tooMany(max))
    if (existing) {
      await client.query('UPDATE basket_lines SET quantity = $1, updated_at = now() WHERE id = $2', [wanted, existing.id])
    } else {
      await client.query(
        `INSERT INTO basket_lines (line_uid, basket_id, product_id, variant_id, quantity, updated_at, created_at)
         VALUES ($1, $2, $3, $4, $5, now(), now())`,
        [randomUUID(), basketId, item.productId, variantId, wanted],
      )
    }
    await client.query('UPDATE baskets SET updated_at = now() WHERE id = $1', [basketId])
    return readLines(client, uid)
  })
  return view(ctx, uid, lines)
}

/**
 * Sets a line's quantity; 0 removes the line (API.md). The product is read before the transaction: on the
 * embedded database a second connection must not be needed while this one holds a transaction open.
 */
export async function setLineQuantity(ctx: ShopContext, uid: string, lineUid: string, quantity: number): Promise<Basket> {
  const text = messages[ctx.culture]
  let max = 0
  if (quantity > 0) {
    const { rows } = await pool(ctx).query<{ product_id: number; variant_id: number | null }>(
      'SELECT l.product_id, l.variant_id FROM basket_lines l JOIN baskets b ON b.id = l.basket_id WHERE b.uid = $1 AND l.line_uid = $2',
      [uid, lineUid],
    )
    const product = rows[0] ? await loadPricedProduct(ctx, rows[0].product_id) : undefined
    max = lineEdition(product, rows[0]?.variant_id ?? null)?.MaxQuantity ?? 0
  }
  const lines = await inTransaction(ctx, async (client) => {
    const basketId = await findBasket(ctx, client, uid, true)
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM basket_lines WHERE basket_id = $1 AND line_uid = $2',
      [basketId, lineUid],
    )
    const line = rows[0]
    if (!line) throw notFound('BasketLineNotFound', text.lineNotFound)
    if (quantity === 0) {
      await client.query('DELETE FROM basket_lines WHERE id = $1', [line.id])
    } else {
      if (max <= 0) throw new ShopError(409, 'SoldOutOrUnavailable', text.soldOut)
      if (quantity > max) throw new ShopError(409, 'QuantityGreaterThanInventory', text.tooMany(max))
      await client.query('UPDATE basket_lines SET quantity = $1, updated_at = now() WHERE id = $2', [quantity, line.id])
    }
    await client.query('UPDATE baskets SET updated_at = now() WHERE id = $1', [basketId])
    return readLines(client, uid)
  })
  return view(ctx, uid, lines)
}

export function removeLine(ctx: ShopContext, uid: string, lineUid: string): Promise<Basket> {
  return setLineQuantity(ctx, uid, lineUid, 0)
}
