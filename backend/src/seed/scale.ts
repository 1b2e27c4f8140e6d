/**
 * The scale catalogue (docs/architecture.md §7): N believable synthetic products on top of the demo shop, for benchmarks and
 * for trying the search at size. Wines of many countries, regions, grapes, producers, colours and vintages, food
 * with origin, storage and organic labels, kitchen things, events and gift baskets, in Danish and English, with
 * prices, stock states, reviews, views, category links to the seeded categories, pictures of the demo products of
 * the same category, a price history and a few running campaigns.
 *
 * Written with one multi-row INSERT ... SELECT FROM unnest(...) per table and batch, not through Payload: 20 000
 * products in seconds instead of many minutes. Each product is worked out from its number alone (a seeded PRNG),
 * so the same numbers always give the same products. Numbers are `SC-000001` upwards and continue after the
 * highest one present, so running it twice adds more products rather than failing.
 */
import type { ClientBase } from 'pg'
import { scaleProduct, SCALE_PRODUCT_PREFIX, type ScaleProduct } from './scale-product'

export { scaleProduct, SCALE_PRODUCT_PREFIX } from './scale-product'

export const DEFAULT_SCALE_PRODUCTS = 20_000
const BATCH_SIZE = 2_000

/** How many of n products the running campaigns of the scale catalogue take in: about one in thirty. */
const CAMPAIGN_SHARE = 30

/** A few running Regular campaigns over the scale products, one of each discount kind. */
const SCALE_CAMPAIGNS = [
  { name: 'Skala: 20 % på udvalgte varer', kind: 'Percentage', percentage: 20, amount: null, splash: null },
  { name: 'Skala: 50 kr. rabat', kind: 'AmountOff', percentage: null, amount: 5000, splash: { da: '50 kr. rabat', en: 'DKK 50 off' } },
  { name: 'Skala: fast pris 149 kr.', kind: 'FixedPrice', percentage: null, amount: 14900, splash: { da: 'Kun 149,-', en: 'Only 149,-' } },
] as const

export interface ScaleResult {
  added: number
  first: string | null
  last: string | null
  ms: number
}

/**
 * Adds `count` scale products over `client` (a pg Client or PoolClient on a migrated database), all in one
 * transaction, then refreshes the planner's statistics of the tables it filled.
 */
export async function seedScale(client: ClientBase, count: number, log: (line: string) => void = () => undefined): Promise<ScaleResult> {
  const started = Date.now()
  if (!Number.isInteger(count) || count < 0) throw new Error(`the number of products must be a whole number from 0, not ${count}`)
  const schema = await client.query<{ products: string | null }>(`SELECT to_regclass('public.products')::text AS products`)
  if (!schema.rows[0]?.products)
    throw new Error('the database has no shop tables yet: start the shop once (npm start) so it migrates, then run this')
  if (count === 0) return { added: 0, first: null, last: null, ms: 0 }

  const highest = await client.query<{ n: number | null }>(
    `SELECT max(substring(product_number FROM ${SCALE_PRODUCT_PREFIX.length + 1})::int) AS n FROM products WHERE product_number ~ $1`,
    [`^${SCALE_PRODUCT_PREFIX}[0-9]+$`],
  )
  const from = (highest.rows[0]?.n ?? 0) + 1

  // The demo categories present, by their slug (the seed's keys are the slugs of the Danish names; the first made
  // wins), and a picture per category from a demo product listed there.
  const categories = await client.query<{ id: number; slug: string }>('SELECT id, slug FROM categories ORDER BY id')
  const categoryByKey = new Map<string, number>()
  for (const c of categories.rows) if (!categoryByKey.has(c.slug)) categoryByKey.set(c.slug, c.id)
  const categoryOf = (p: ScaleProduct) => p.categories.map((key) => categoryByKey.get(key)).find((id) => id !== undefined) ?? null
  const pictures = await client.query<{ category: number; media: number }>(
    `SELECT DISTINCT ON (c.categories_id) c.categories_id AS category, i.media_id AS media
       FROM products_rels c JOIN products_rels i ON i.parent_id = c.parent_id AND i.path = 'images'
      WHERE c.path = 'categories' AND c.categories_id IS NOT NULL AND i.media_id IS NOT NULL
      ORDER BY c.categories_id, c.parent_id`,
  )
  const pictureByCategory = new Map(pictures.rows.map((p) => [p.category, p.media]))
  const anyPicture = pictures.rows[0]?.media ?? null

  const searchTable = await client.query<{ table: string | null }>(`SELECT to_regclass('public.product_search')::text AS table`)
  const hasSearch = Boolean(searchTable.rows[0]?.table)
  const existing = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM products')).rows[0]?.n ?? 0)
  // Building a GIN index in one go is much faster than growing it row by row: when the load at least doubles
  // the catalogue, the search indexes are dropped first and built again at the end, from their own definitions.
  const rebuild =
    hasSearch && count >= existing
      ? (
          await client.query<{ name: string; definition: string }>(
            `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'product_search' AND indexdef ILIKE '%USING gin%'`,
          )
        ).rows
      : []

  await client.query('BEGIN')
  try {
    // The search table's triggers would rebuild each product's row once per table written; it is built once below.
    if (hasSearch) await client.query(`SET LOCAL delikat.defer_product_search = 'on'`)
    for (const index of rebuild) await client.query(`DROP INDEX ${index.name}`)
    const campaignIds: number[] = []
    for (const c of SCALE_CAMPAIGNS) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO campaigns (name, type, active, valid_from, valid_to, discount_kind, percentage, amount)
         VALUES ($1, 'Regular', true, now() - interval '7 days', now() + interval '60 days', $2, $3, $4) RETURNING id`,
        [c.name, c.kind, c.percentage, c.amount],
      )
      const id = rows[0]!.id
      campaignIds.push(id)
      if (c.splash) {
        await client.query(`INSERT INTO campaigns_locales (splash_text, _locale, _parent_id) VALUES ($1, 'da', $3), ($2, 'en', $3)`, [
          c.splash.da,
          c.splash.en,
          id,
        ])
      }
    }

    for (let start = from; start < from + count; start += BATCH_SIZE) {
      const batch = Array.from({ length: Math.min(BATCH_SIZE, from + count - start) }, (_, i) => scaleProduct(start + i))
      const col = <K extends keyof ScaleProduct>(key: K) => batch.map((p) => p[key])
      const inserted = await client.query<{ id: number; product_number: string }>(
        `INSERT INTO products (friendly_url_name, product_number, type, price, stock_quantity, stock_state, stock_date, default_quantity,
                               alcohol_percentage, net_content, net_content_unit, review_score, review_reviewer, grape, producer,
                               vintage, colour, storage, organic, views, age_limit, event_starts_at, event_duration_minutes)
         SELECT f, n, t::enum_products_type, p, q, s::enum_products_stock_state, d, 1, a, nc, u::enum_products_net_content_unit, rs, rr,
                g, pr, v, c::enum_products_colour, st::enum_products_storage, o, vw, al::enum_products_age_limit, es, ed
           FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::timestamptz[], $8::numeric[], $9::numeric[],
                       $10::text[], $11::numeric[], $12::text[], $13::text[], $14::text[], $15::int[], $16::text[], $17::text[], $18::bool[], $19::int[],
                       $20::text[], $21::timestamptz[], $22::numeric[])
                AS x(f, n, t, p, q, s, d, a, nc, u, rs, rr, g, pr, v, c, st, o, vw, al, es, ed)
         RETURNING id, product_number`,
        [
          col('friendlyUrlName'),
          col('productNumber'),
          col('type'),
          col('price'),
          col('stockQuantity'),
          col('stockState'),
          col('stockDate'),
          col('alcoholPercentage'),
          col('netContent'),
          col('netContentUnit'),
          col('reviewScore'),
          col('reviewReviewer'),
          col('grape'),
          col('producer'),
          col('vintage'),
          col('colour'),
          col('storage'),
          col('organic'),
          col('views'),
          col('ageLimit'),
          col('eventStartsAt'),
          col('eventDurationMinutes'),
        ],
      )
      const idByNumber = new Map(inserted.rows.map((row) => [row.product_number, row.id]))
      const ids = batch.map((p) => idByNumber.get(p.productNumber)!)

      const locales = (['da', 'en'] as const).flatMap((locale) =>
        batch.map((p, i) => ({
          id: ids[i]!,
          locale,
          name: p.name[locale],
          short: p.shortDescription[locale],
          long: p.description[locale],
          country: p.country?.[locale] ?? null,
          region: p.region?.[locale] ?? null,
          origin: p.origin?.[locale] ?? null,
          place: p.eventPlace?.[locale] ?? null,
        })),
      )
      await client.query(
        `INSERT INTO products_locales (name, short_description, description, country, region, origin, event_place, _locale, _parent_id)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::_locales[], $9::int[])`,
        [
          locales.map((l) => l.name),
          locales.map((l) => l.short),
          locales.map((l) => l.long),
          locales.map((l) => l.country),
          locales.map((l) => l.region),
          locales.map((l) => l.origin),
          locales.map((l) => l.place),
          locales.map((l) => l.locale),
          locales.map((l) => l.id),
        ],
      )

      const rels: Array<{ parent: number; path: 'categories' | 'images'; category: number | null; media: number | null }> = []
      batch.forEach((p, i) => {
        const category = categoryOf(p)
        if (category !== null) rels.push({ parent: ids[i]!, path: 'categories', category, media: null })
        const picture = (category !== null ? pictureByCategory.get(category) : undefined) ?? anyPicture
        if (picture !== null) rels.push({ parent: ids[i]!, path: 'images', category: null, media: picture })
      })
      await client.query(
        `INSERT INTO products_rels ("order", parent_id, path, categories_id, media_id)
         SELECT 1, * FROM unnest($1::int[], $2::text[], $3::int[], $4::int[])`,
        [rels.map((r) => r.parent), rels.map((r) => r.path), rels.map((r) => r.category), rels.map((r) => r.media)],
      )

      // The price each product has had since it came in: what the 30-day before price of a campaign looks back on.
      await client.query(
        `INSERT INTO price_history (product_id, price, valid_from)
         SELECT id, price, now() - interval '90 days' FROM unnest($1::int[], $2::int[]) AS x(id, price)`,
        [ids, col('price')],
      )

      const onCampaign = batch
        .map((p, i) => ({ p, id: ids[i]! }))
        .filter(({ p }) => Number(p.productNumber.slice(SCALE_PRODUCT_PREFIX.length)) % CAMPAIGN_SHARE === 0)
      if (onCampaign.length > 0) {
        // Amounts off and the fixed price only on products they make a fair offer of; the percentage on the rest.
        const campaignOf = ({ p }: { p: ScaleProduct }, i: number) => (p.price >= 20_000 ? campaignIds[1 + (i % 2)]! : campaignIds[0]!)
        await client.query(
          `INSERT INTO campaigns_rels ("order", parent_id, path, products_id)
           SELECT 1, c, 'products', p FROM unnest($1::int[], $2::int[]) AS x(c, p)`,
          [onCampaign.map(campaignOf), onCampaign.map(({ id }) => id)],
        )
      }
      if (hasSearch) await client.query('SELECT product_search_refresh($1::integer[])', [ids])
      log(`  ${start - from + batch.length} of ${count} products`)
    }
    for (const index of rebuild) await client.query(index.definition)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
  // PGlite runs no autovacuum: without fresh statistics the planner would guess at 20 000 rows as at 9.
  await client.query(
    `ANALYZE products; ANALYZE products_locales; ANALYZE products_rels; ANALYZE price_history; ANALYZE campaigns; ANALYZE campaigns_rels${hasSearch ? '; ANALYZE product_search' : ''}`,
  )
  const pad = (n: number) => `${SCALE_PRODUCT_PREFIX}${String(n).padStart(6, '0')}`
  return { added: count, first: pad(from), last: pad(from + count - 1), ms: Date.now() - started }
}
