/**
 * The basket's SQL (docs/adr/0004): finding, reading, locking and writing basket rows and their product lines.
 * Every function takes the client to run on (the pool, or the transaction's client) and decides nothing: who may
 * see a basket and what a change may do is the service's (service.ts).
 */
import { randomUUID } from 'node:crypto'
import type { PoolClient } from 'pg'
import { MAX_LINE_QUANTITY, type Culture, type DeliveryMethodType } from '../constants'
import { asRequiredAge, validVerification } from '../age-verification/validity'
import { NO_BASKET_EXTRAS, type BasketExtras, type StoredLine } from './view'

/** The pool or a transaction's client. */
export type Db = Pick<PoolClient, 'query'>

interface BasketRow {
  id: number
  customer_id: number | null
  lines: Array<{ line_uid: string; product_id: number; variant_id: number | null; quantity: number }>
  gift_card_lines: Array<{
    line_uid: string
    amount: number
    quantity: number
    is_gift: boolean | null
    greeting: string | null
    greetings: unknown
  }>
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
export async function readBasket(client: Db, basketUid: string, culture: Culture): Promise<StoredBasket> {
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
    lines: row.lines.map((r) => ({
      lineUid: r.line_uid,
      productId: r.product_id,
      variantId: r.variant_id ?? null,
      quantity: Number(r.quantity),
    })),
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

/** The basket row by uid (locked until the transaction ends when `lock`); undefined when there is none. */
export async function selectBasket(
  client: Db,
  uid: string,
  lock: boolean,
): Promise<{ id: number; customer_id: number | null } | undefined> {
  const { rows } = await client.query<{ id: number; customer_id: number | null }>(
    `SELECT id, customer_id FROM baskets WHERE uid = $1${lock ? ' FOR UPDATE' : ''}`,
    [uid],
  )
  return rows[0]
}

/** A customer's most recently changed basket's uid, if they have one. */
export async function latestCustomerBasketUid(client: Db, customerId: number): Promise<string | undefined> {
  const { rows } = await client.query<{ uid: string }>('SELECT uid FROM baskets WHERE customer_id = $1 ORDER BY updated_at DESC LIMIT 1', [
    customerId,
  ])
  return rows[0]?.uid
}

export async function insertBasket(client: Db, uid: string, customerId: number | null): Promise<void> {
  await client.query('INSERT INTO baskets (uid, customer_id, updated_at, created_at) VALUES ($1, $2, now(), now())', [uid, customerId])
}

/** The basket row by uid with its owner and voucher, locked. */
export async function lockBasketForClaim(
  client: Db,
  uid: string,
): Promise<{ id: number; customer_id: number | null; voucher_id: number | null } | undefined> {
  const { rows } = await client.query<{ id: number; customer_id: number | null; voucher_id: number | null }>(
    'SELECT id, customer_id, voucher_id FROM baskets WHERE uid = $1 FOR UPDATE',
    [uid],
  )
  return rows[0]
}

/** A customer's most recently changed basket, locked. */
export async function lockLatestCustomerBasket(client: Db, customerId: number): Promise<{ id: number; uid: string } | undefined> {
  const { rows } = await client.query<{ id: number; uid: string }>(
    'SELECT id, uid FROM baskets WHERE customer_id = $1 ORDER BY updated_at DESC LIMIT 1 FOR UPDATE',
    [customerId],
  )
  return rows[0]
}

export async function setBasketCustomer(client: Db, basketId: number, customerId: number): Promise<void> {
  await client.query('UPDATE baskets SET customer_id = $1, updated_at = now() WHERE id = $2', [customerId, basketId])
}

/**
 * Moves everything of the basket `from` into the basket `to` and deletes `from`: a product line both hold adds its
 * quantities (up to the line maximum), gift-card lines move, gift cards spent in both are kept once, `from`'s
 * voucher replaces `to`'s when it has one, and age verifications made for `from` (by a guest) go with it.
 */
export async function mergeBasketInto(
  client: Db,
  from: { id: number; uid: string; voucher_id: number | null },
  to: { id: number; uid: string },
): Promise<void> {
  const same = 't.product_id = g.product_id AND t.variant_id IS NOT DISTINCT FROM g.variant_id'
  await client.query(
    `UPDATE basket_lines t SET quantity = least(t.quantity + g.quantity, $3), updated_at = now()
     FROM basket_lines g WHERE g.basket_id = $1 AND t.basket_id = $2 AND ${same}`,
    [from.id, to.id, MAX_LINE_QUANTITY],
  )
  await client.query(
    `UPDATE basket_lines g SET basket_id = $2 WHERE g.basket_id = $1
     AND NOT EXISTS (SELECT 1 FROM basket_lines t WHERE t.basket_id = $2 AND ${same})`,
    [from.id, to.id],
  )
  await client.query('UPDATE gift_card_lines SET basket_id = $2 WHERE basket_id = $1', [from.id, to.id])
  await client.query(
    `UPDATE gift_card_usages g SET basket_id = $2 WHERE g.basket_id = $1
     AND NOT EXISTS (SELECT 1 FROM gift_card_usages t WHERE t.basket_id = $2 AND t.gift_card_id = g.gift_card_id)`,
    [from.id, to.id],
  )
  // The code the shopper typed last wins.
  await client.query('UPDATE baskets SET voucher_id = coalesce($2, voucher_id), updated_at = now() WHERE id = $1', [to.id, from.voucher_id])
  // The age the guest verified a moment ago, in this browser, goes with the goods it was verified for.
  await client.query('UPDATE age_verifications SET basket_uid = $2 WHERE basket_uid = $1 AND customer_id IS NULL', [from.uid, to.uid])
  await client.query('DELETE FROM baskets WHERE id = $1', [from.id])
}

/** The number of items on a basket's product lines. */
export async function sumLineQuantities(client: Db, basketId: number): Promise<number> {
  const { rows } = await client.query<{ quantity: string | null }>(
    'SELECT sum(quantity) AS quantity FROM basket_lines WHERE basket_id = $1',
    [basketId],
  )
  return Number(rows[0]?.quantity ?? 0)
}

/** The basket's line for a product (and variant), if it has one. */
export async function findProductLine(
  client: Db,
  basketId: number,
  productId: number,
  variantId: number | null,
): Promise<{ id: number; quantity: number } | undefined> {
  const { rows } = await client.query<{ id: number; quantity: string }>(
    'SELECT id, quantity FROM basket_lines WHERE basket_id = $1 AND product_id = $2 AND variant_id IS NOT DISTINCT FROM $3',
    [basketId, productId, variantId],
  )
  return rows[0] ? { id: rows[0].id, quantity: Number(rows[0].quantity) } : undefined
}

/** The product (and variant) on a basket's line, by the basket's and the line's uids. */
export async function lineProduct(
  client: Db,
  basketUid: string,
  lineUid: string,
): Promise<{ product_id: number; variant_id: number | null } | undefined> {
  const { rows } = await client.query<{ product_id: number; variant_id: number | null }>(
    'SELECT l.product_id, l.variant_id FROM basket_lines l JOIN baskets b ON b.id = l.basket_id WHERE b.uid = $1 AND l.line_uid = $2',
    [basketUid, lineUid],
  )
  return rows[0]
}

/** A line's row id by its uid, within one basket. */
export async function findLineId(client: Db, basketId: number, lineUid: string): Promise<number | undefined> {
  const { rows } = await client.query<{ id: number }>('SELECT id FROM basket_lines WHERE basket_id = $1 AND line_uid = $2', [
    basketId,
    lineUid,
  ])
  return rows[0]?.id
}

export async function insertLine(
  client: Db,
  basketId: number,
  productId: number,
  variantId: number | null,
  quantity: number,
): Promise<void> {
  await client.query(
    `INSERT INTO basket_lines (line_uid, basket_id, product_id, variant_id, quantity, updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, now(), now())`,
    [randomUUID(), basketId, productId, variantId, quantity],
  )
}

export async function setLineQuantity(client: Db, lineId: number, quantity: number): Promise<void> {
  await client.query('UPDATE basket_lines SET quantity = $1, updated_at = now() WHERE id = $2', [quantity, lineId])
}

export async function deleteLine(client: Db, lineId: number): Promise<void> {
  await client.query('DELETE FROM basket_lines WHERE id = $1', [lineId])
}

/** Sets (or, with null, clears) the basket's voucher. */
export async function setBasketVoucher(client: Db, basketId: number, voucherId: number | null): Promise<void> {
  await client.query('UPDATE baskets SET voucher_id = $1, updated_at = now() WHERE id = $2', [voucherId, basketId])
}

/** Marks the basket changed (the most recently changed basket is a customer's current one). */
export async function touchBasket(client: Db, basketId: number): Promise<void> {
  await client.query('UPDATE baskets SET updated_at = now() WHERE id = $1', [basketId])
}

/** The active delivery methods' prices and free thresholds (incl. VAT, øre), for the free-delivery figure. */
export async function activeDeliveryMethods(
  client: Db,
): Promise<Array<{ id: number; type: DeliveryMethodType; price: number; freeAbove: number | null }>> {
  const { rows } = await client.query<{
    id: number
    method_type: DeliveryMethodType
    price: string | number
    free_above: string | number | null
  }>('SELECT id, method_type, price, free_above FROM delivery_methods WHERE active IS NOT FALSE ORDER BY sort_order, id')
  return rows.map((r) => ({
    id: r.id,
    type: r.method_type,
    price: Number(r.price),
    freeAbove: r.free_above === null ? null : Number(r.free_above),
  }))
}
