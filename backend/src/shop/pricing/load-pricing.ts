/**
 * Loads what product-pricing.ts needs for a list of products in three statements (active campaigns, their price
 * history, variants), whatever the length of the list.
 */
import type { Pool } from 'pg'
import type { Culture } from '../constants'
import type { BasketCampaign } from './basket-campaigns'
import type { CampaignRule } from './campaign'
import { BEFORE_PRICE_DAYS, type PricePoint } from './price-history'
import { NO_EXTRAS, type ProductExtras, type VariantRow } from './product-pricing'

interface CampaignSqlRow {
  product_id: number
  id: number
  type: CampaignRule['type']
  discount_kind: CampaignRule['discountKind']
  percentage: string | null
  amount: string | null
  valid_from: Date
  valid_to: Date
  splash_text: string | null
}

/** A campaign without a condition: only such a Regular campaign is a product's price outside the basket. */
export const UNCONDITIONAL = `c.condition_min_quantity IS NULL AND c.condition_min_amount IS NULL AND c.condition_customer_type IS NULL`

export async function loadProductExtras(
  pool: Pool,
  productIds: number[],
  culture: Culture,
  now = new Date(),
): Promise<Map<number, ProductExtras>> {
  const ids = [...new Set(productIds)]
  const extras = new Map<number, ProductExtras>()
  if (ids.length === 0) return extras
  const get = (id: number) => {
    let e = extras.get(id)
    if (!e) extras.set(id, (e = { campaigns: [], history: new Map(), variants: [] }))
    return e
  }

  const [campaigns, variants] = await Promise.all([
    pool.query<CampaignSqlRow>(
      `SELECT r.products_id AS product_id, c.id, c.type, c.discount_kind, c.percentage, c.amount, c.valid_from, c.valid_to,
              coalesce(nullif(lc.splash_text, ''), ld.splash_text) AS splash_text
         FROM campaigns c
         JOIN campaigns_rels r ON r.parent_id = c.id AND r.path = 'products'
         LEFT JOIN campaigns_locales lc ON lc._parent_id = c.id AND lc._locale = $2::text::"_locales"
         LEFT JOIN campaigns_locales ld ON ld._parent_id = c.id AND ld._locale = 'da'
        WHERE r.products_id = ANY($1::int[]) AND c.active AND c.valid_from <= $3 AND c.valid_to > $3 AND ${UNCONDITIONAL}`,
      [ids, culture, now],
    ),
    pool.query<{
      id: number
      product_id: number
      name: string | null
      product_number: string
      price: string
      stock_quantity: string
      net_content: string | null
      net_content_unit: string | null
    }>(
      `SELECT v.id, v.product_id, coalesce(nullif(lc.name, ''), ld.name) AS name, v.product_number, v.price, v.stock_quantity,
              v.net_content, v.net_content_unit::text AS net_content_unit
         FROM product_variants v
         LEFT JOIN product_variants_locales lc ON lc._parent_id = v.id AND lc._locale = $2::text::"_locales"
         LEFT JOIN product_variants_locales ld ON ld._parent_id = v.id AND ld._locale = 'da'
        WHERE v.product_id = ANY($1::int[])
        ORDER BY v.product_id, v.sort_order, v.id`,
      [ids, culture],
    ),
  ])

  for (const row of campaigns.rows) {
    get(row.product_id).campaigns.push({
      id: row.id,
      type: row.type,
      discountKind: row.discount_kind,
      percentage: row.percentage === null ? null : Number(row.percentage),
      amount: row.amount === null ? null : Number(row.amount),
      splashText: row.splash_text,
      validFrom: new Date(row.valid_from),
      validTo: new Date(row.valid_to),
    })
  }
  for (const row of variants.rows) {
    const variant: VariantRow = {
      id: row.id,
      name: row.name ?? row.product_number,
      productNumber: row.product_number,
      price: Number(row.price),
      stockQuantity: Number(row.stock_quantity),
      netContent: row.net_content === null ? null : Number(row.net_content),
      netContentUnit: row.net_content_unit,
    }
    get(row.product_id).variants.push(variant)
  }

  // The history matters only for products on a campaign, and only the 30 days before its start (plus the price in
  // force when they began), so the read stays small.
  const onCampaign = [...extras].filter(([, e]) => e.campaigns.length > 0).map(([id]) => id)
  if (onCampaign.length > 0) {
    const earliest = Math.min(...onCampaign.flatMap((id) => get(id).campaigns.map((c) => c.validFrom.getTime())))
    const windowStart = new Date(earliest - BEFORE_PRICE_DAYS * 24 * 60 * 60 * 1000)
    const history = await pool.query<{ product_id: number; variant_id: number | null; price: string; valid_from: Date }>(
      `SELECT product_id, variant_id, price, valid_from FROM price_history
        WHERE product_id = ANY($1::int[]) AND valid_from <= $2
          AND (valid_from >= $3 OR id IN (
            SELECT DISTINCT ON (product_id, variant_id) id FROM price_history
             WHERE product_id = ANY($1::int[]) AND valid_from < $3
             ORDER BY product_id, variant_id, valid_from DESC, id DESC))`,
      [onCampaign, now, windowStart],
    )
    for (const row of history.rows) {
      const e = get(row.product_id)
      const key = row.variant_id ?? null
      const points: PricePoint[] = e.history.get(key) ?? []
      points.push({ price: Number(row.price), validFrom: new Date(row.valid_from) })
      e.history.set(key, points)
    }
  }
  return extras
}

export const extrasOf = (extras: Map<number, ProductExtras>, id: number): ProductExtras => extras.get(id) ?? NO_EXTRAS

interface BasketCampaignSqlRow {
  id: number
  type: CampaignRule['type']
  valid_from: Date
  valid_to: Date
  product_ids: number[] | null
  splash_text: string | null
  discount_kind: CampaignRule['discountKind'] | null
  percentage: string | null
  amount: string | null
  take: string | null
  pay: string | null
  fixed_price: string | null
  gift_product_id: number | null
  gift_quantity: string | null
  condition_min_quantity: string | null
  condition_min_amount: string | null
  condition_customer_type: 'B2C' | 'B2B' | null
}

const num = (value: string | null): number | null => (value === null ? null : Number(value))

/**
 * Every campaign running now or starting within `lookAheadMs`, for pricing baskets (basket-campaigns.ts, which
 * looks at each one's period itself): one statement, whatever the basket, and a list that stays right to keep.
 */
export async function loadBasketCampaigns(pool: Pool, culture: Culture, now = new Date(), lookAheadMs = 0): Promise<BasketCampaign[]> {
  const { rows } = await pool.query<BasketCampaignSqlRow>(
    `SELECT c.id, c.type, c.valid_from, c.valid_to, c.discount_kind, c.percentage, c.amount, c.take, c.pay, c.fixed_price,
            c.gift_product_id, c.gift_quantity, c.condition_min_quantity, c.condition_min_amount,
            c.condition_customer_type::text AS condition_customer_type,
            coalesce(nullif(lc.splash_text, ''), ld.splash_text) AS splash_text,
            ARRAY(SELECT r.products_id FROM campaigns_rels r WHERE r.parent_id = c.id AND r.path = 'products' AND r.products_id IS NOT NULL) AS product_ids
       FROM campaigns c
       LEFT JOIN campaigns_locales lc ON lc._parent_id = c.id AND lc._locale = $1::text::"_locales"
       LEFT JOIN campaigns_locales ld ON ld._parent_id = c.id AND ld._locale = 'da'
      WHERE c.active AND c.valid_from <= $3 AND c.valid_to > $2
      ORDER BY c.id`,
    [culture, now, new Date(now.getTime() + lookAheadMs)],
  )
  return rows.map((row) => {
    const condition = {
      minQuantity: num(row.condition_min_quantity),
      minAmount: num(row.condition_min_amount),
      customerType: row.condition_customer_type,
    }
    const conditional = condition.minQuantity !== null || condition.minAmount !== null || condition.customerType !== null
    return {
      id: row.id,
      type: row.type,
      validFrom: new Date(row.valid_from),
      validTo: new Date(row.valid_to),
      productIds: row.product_ids ?? [],
      splashText: row.splash_text,
      discountKind: row.discount_kind,
      percentage: num(row.percentage),
      amount: num(row.amount),
      take: num(row.take),
      pay: num(row.pay),
      fixedPrice: num(row.fixed_price),
      giftProductId: row.gift_product_id,
      giftQuantity: num(row.gift_quantity),
      condition: conditional ? condition : null,
    }
  })
}
