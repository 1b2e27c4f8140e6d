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
import { MAX_LINE_QUANTITY, type Culture, type DeliveryMethodType } from '../constants'
import { asRequiredAge, validVerification } from '../age-verification/validity'
import { lineEdition, NO_BASKET_EXTRAS, toBasket, type Basket, type BasketExtras, type StoredLine } from './view'

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

export async function inTransaction<T>(ctx: ShopContext, work: (client: PoolClient) => Promise<T>): Promise<T> {
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

interface BasketRow {
  id: number
  customer_id: number | null
  lines: Array<{ line_uid: string; product_id: number; variant_id: number | null; quantity: number }>
  gift_card_lines: Array<{ line_uid: string; amount: number; quantity: number; is_gift: boolean | null; greeting: string | null; greetings: unknown }>
  usages: Array<{ usage_uid: string; code: string; balance: number; status: 'Active' | 'Blocked'; expires_at: string }>
  voucher: {
    code: string
    description: string | null
    kind: 'Percent' | 'Amount'
    percent: number | null
    amount: number | null
    minimum_amount: number | null
    customer_type: 'All' | 'B2C' | 'B2B' | null
    valid_from: string | null
    valid_to: string | null
    max_uses: number | null
    used_count: number | null
    active: boolean | null
  } | null
  delivery: { id: number; method_type: DeliveryMethodType; price: string | number; free_above: string | number | null } | null
  verified_age: number | null
}

export interface StoredBasket {
  /** Whose basket it is (null: a guest's); undefined when there is no such basket. */
  customerId?: number | null
  lines: StoredLine[]
  extras: BasketExtras
}

/** Everything a basket holds, in one statement (the basket view is on every basket call's path). */
export async function readBasket(client: Pick<PoolClient, 'query'>, basketUid: string, culture: Culture): Promise<StoredBasket> {
  const { rows } = await client.query<BasketRow>(
    `SELECT b.id, b.customer_id,
       (SELECT coalesce(json_agg(json_build_object('line_uid', l.line_uid, 'product_id', l.product_id, 'variant_id', l.variant_id,
          'quantity', l.quantity) ORDER BY l.id), '[]') FROM basket_lines l WHERE l.basket_id = b.id) AS lines,
       (SELECT coalesce(json_agg(json_build_object('line_uid', g.line_uid, 'amount', g.amount, 'quantity', g.quantity,
          'is_gift', g.is_gift, 'greeting', g.greeting, 'greetings', g.greetings) ORDER BY g.id), '[]')
          FROM gift_card_lines g WHERE g.basket_id = b.id) AS gift_card_lines,
       (SELECT coalesce(json_agg(json_build_object('usage_uid', u.usage_uid, 'code', c.code, 'balance', c.balance,
          'status', c.status, 'expires_at', c.expires_at) ORDER BY u.id), '[]')
          FROM gift_card_usages u JOIN gift_cards c ON c.id = u.gift_card_id WHERE u.basket_id = b.id) AS usages,
       (SELECT json_build_object('code', v.code, 'description', vl.description, 'kind', v.kind, 'percent', v.percent,
          'amount', v.amount, 'minimum_amount', v.minimum_amount, 'customer_type', v.customer_type, 'valid_from', v.valid_from,
          'valid_to', v.valid_to, 'max_uses', v.max_uses, 'used_count', v.used_count, 'active', v.active)
          FROM vouchers v LEFT JOIN vouchers_locales vl ON vl._parent_id = v.id AND vl._locale = $2 WHERE v.id = b.voucher_id) AS voucher,
       (SELECT json_build_object('id', d.id, 'method_type', d.method_type, 'price', d.price, 'free_above', d.free_above)
          FROM delivery_methods d WHERE d.id = b.delivery_method_id AND d.active IS NOT FALSE) AS delivery,
       (SELECT max(a.verified_age)::int FROM age_verifications a WHERE ${validVerification('b.uid', 'b.customer_id')}) AS verified_age
     FROM baskets b WHERE b.uid = $1`,
    [basketUid, culture],
  )
  const row = rows[0]
  if (!row) return { customerId: undefined, lines: [], extras: NO_BASKET_EXTRAS }
  const v = row.voucher
  return {
    customerId: row.customer_id,
    lines: row.lines.map((r) => ({ lineUid: r.line_uid, productId: r.product_id, variantId: r.variant_id ?? null, quantity: Number(r.quantity) })),
    extras: {
      giftCardLines: row.gift_card_lines.map((g) => ({
        lineUid: g.line_uid,
        amount: Number(g.amount),
        quantity: Number(g.quantity),
        isGift: g.is_gift === true,
        greeting: g.greeting,
        greetings: Array.isArray(g.greetings) ? g.greetings.map(String) : null,
      })),
      usages: row.usages.map((u) => ({
        usageUid: u.usage_uid,
        code: u.code,
        balance: Number(u.balance),
        status: u.status,
        expiresAt: new Date(u.expires_at),
      })),
      voucher: v
        ? {
            code: v.code,
            description: v.description,
            kind: v.kind,
            percent: v.percent === null ? null : Number(v.percent),
            amount: v.amount === null ? null : Number(v.amount),
            minimumAmount: v.minimum_amount === null ? null : Number(v.minimum_amount),
            customerType: v.customer_type ?? 'All',
            validFrom: v.valid_from ? new Date(v.valid_from) : null,
            validTo: v.valid_to ? new Date(v.valid_to) : null,
            maxUses: v.max_uses === null ? null : Number(v.max_uses),
            usedCount: Number(v.used_count ?? 0),
            active: v.active !== false,
          }
        : null,
      delivery: row.delivery
        ? {
            id: row.delivery.id,
            type: row.delivery.method_type,
            price: Number(row.delivery.price),
            freeAbove: row.delivery.free_above === null ? null : Number(row.delivery.free_above),
          }
        : null,
      verifiedAge: asRequiredAge(row.verified_age),
    },
  }
}

/** The basket as API.md answers it, from what is stored. */
export async function view(ctx: ShopContext, uid: string, stored: StoredBasket): Promise<Basket> {
  const { lines, extras } = stored
  const now = new Date()
  // The running campaigns are the same for every basket: read once per culture for a few seconds (search-cache.ts
  // forgets them the moment a campaign is saved), with those about to start, so a start is priced on the dot.
  const campaigns = await cachedAnswer(`basket-campaigns:${ctx.culture}`, () =>
    loadBasketCampaigns(dbPool(ctx.payload), ctx.culture, now, SEARCH_FRESHNESS_MS),
  )
  const gifts = campaigns.flatMap((c) => (c.type === 'FreeGift' && c.giftProductId ? [c.giftProductId] : []))
  const products = await loadPricedProducts(ctx, [...lines.map((l) => l.productId), ...(lines.length > 0 ? gifts : [])])
  return toBasket(uid, lines, products, { culture: ctx.culture, isB2B: isB2B(ctx), now }, campaigns, extras)
}

/**
 * A new, empty basket. A logged-in customer who already has a basket gets that one instead (a new device, or a
 * cleared cookie), so a customer's basket is never left behind.
 */
export async function createBasket(ctx: ShopContext): Promise<Basket> {
  if (ctx.customer) {
    const { rows } = await pool(ctx).query<{ uid: string }>(
      'SELECT uid FROM baskets WHERE customer_id = $1 ORDER BY updated_at DESC LIMIT 1',
      [ctx.customer.id],
    )
    if (rows[0]) return view(ctx, rows[0].uid, await readBasket(pool(ctx), rows[0].uid, ctx.culture))
  }
  const uid = randomUUID()
  await pool(ctx).query(
    'INSERT INTO baskets (uid, customer_id, updated_at, created_at) VALUES ($1, $2, now(), now())',
    [uid, ctx.customer?.id ?? null],
  )
  return view(ctx, uid, { lines: [], extras: NO_BASKET_EXTRAS })
}

/**
 * A guest basket read by a logged-in customer becomes theirs (SPEC §4: validated on every login change). When they
 * already have a basket, the guest's lines are merged into it (quantities added, up to the line maximum), its gift
 * cards and its voucher move over, and the guest basket is deleted; the answer then carries the customer's basket
 * uid, which the storefront stores (SPEC §4: id changes are persisted).
 */
async function claimGuestBasket(ctx: ShopContext, guestUid: string): Promise<string> {
  const customerId = ctx.customer!.id
  return inTransaction(ctx, async (db) => {
    const { rows } = await db.query<{ id: number; customer_id: number | null; voucher_id: number | null }>(
      'SELECT id, customer_id, voucher_id FROM baskets WHERE uid = $1 FOR UPDATE',
      [guestUid],
    )
    const guest = rows[0]
    if (!guest || (guest.customer_id !== null && guest.customer_id !== customerId)) {
      throw notFound(BASKET_NOT_FOUND, messages[ctx.culture].basketNotFound)
    }
    if (guest.customer_id === customerId) return guestUid
    const { rows: own } = await db.query<{ id: number; uid: string }>(
      'SELECT id, uid FROM baskets WHERE customer_id = $1 ORDER BY updated_at DESC LIMIT 1 FOR UPDATE',
      [customerId],
    )
    const target = own[0]
    if (!target) {
      await db.query('UPDATE baskets SET customer_id = $1, updated_at = now() WHERE id = $2', [customerId, guest.id])
      return guestUid
    }
    const same = 't.product_id = g.product_id AND t.variant_id IS NOT DISTINCT FROM g.variant_id'
    await db.query(
      `UPDATE basket_lines t SET quantity = least(t.quantity + g.quantity, $3), updated_at = now()
       FROM basket_lines g WHERE g.basket_id = $1 AND t.basket_id = $2 AND ${same}`,
      [guest.id, target.id, MAX_LINE_QUANTITY],
    )
    await db.query(
      `UPDATE basket_lines g SET basket_id = $2 WHERE g.basket_id = $1
       AND NOT EXISTS (SELECT 1 FROM basket_lines t WHERE t.basket_id = $2 AND ${same})`,
      [guest.id, target.id],
    )
    await db.query('UPDATE gift_card_lines SET basket_id = $2 WHERE basket_id = $1', [guest.id, target.id])
    await db.query(
      `UPDATE gift_card_usages g SET basket_id = $2 WHERE g.basket_id = $1
       AND NOT EXISTS (SELECT 1 FROM gift_card_usages t WHERE t.basket_id = $2 AND t.gift_card_id = g.gift_card_id)`,
      [guest.id, target.id],
    )
    // The code the shopper typed last wins.
    await db.query('UPDATE baskets SET voucher_id = coalesce($2, voucher_id), updated_at = now() WHERE id = $1', [target.id, guest.voucher_id])
    // The age the guest verified a moment ago, in this browser, goes with the goods it was verified for.
    await db.query('UPDATE age_verifications SET basket_uid = $2 WHERE basket_uid = $1 AND customer_id IS NULL', [guestUid, target.uid])
    await db.query('DELETE FROM baskets WHERE id = $1', [guest.id])
    return target.uid
  })
}

/** The basket row's id for a read; 404 when unknown or someone else's. */
export async function findBasket(ctx: ShopContext, client: Pick<PoolClient, 'query'>, uid: string, lock: boolean): Promise<number> {
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
  const stored = await readBasket(pool(ctx), uid, ctx.culture)
  if (stored.customerId === undefined || (stored.customerId !== null && stored.customerId !== ctx.customer?.id)) {
    throw notFound(BASKET_NOT_FOUND, messages[ctx.culture].basketNotFound)
  }
  if (stored.customerId === null && ctx.customer) {
    const own = await claimGuestBasket(ctx, uid)
    return view(ctx, own, await readBasket(pool(ctx), own, ctx.culture))
  }
  return view(ctx, uid, stored)
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
  const stored = await inTransaction(ctx, async (client) => {
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
    return readBasket(client, uid, ctx.culture)
  })
  return view(ctx, uid, stored)
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
  const stored = await inTransaction(ctx, async (client) => {
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
    return readBasket(client, uid, ctx.culture)
  })
  return view(ctx, uid, stored)
}

export function removeLine(ctx: ShopContext, uid: string, lineUid: string): Promise<Basket> {
  return setLineQuantity(ctx, uid, lineUid, 0)
}
