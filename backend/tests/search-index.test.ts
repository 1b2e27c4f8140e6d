/**
 * The in-memory search (search-index.ts) against the one-statement search of search-query.ts `buildSearchSql`, on a
 * real database: for many random requests, both answer the same page, total, facets, ranges and toggles.
 */
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Culture } from '../src/shop/constants'
import { SearchIndex, type SearchIndexRow, type SearchOffers } from '../src/shop/catalogue/search-index'
import { searchIndex } from '../src/shop/catalogue/search-index-query'
import { SEARCH_INDEX_CHANGES_SQL } from '../src/shop/catalogue/search-index-store'
import { runningOffers } from '../src/shop/catalogue/search-cache'
import { createRandom } from '../src/seed/random'
import { SCALE_PRODUCT_PREFIX, seedScale } from '../src/seed/scale'
import {
  buildMatchSql,
  buildSearchSql,
  productSearchRequest,
  PRODUCT_SORT_ORDERS,
  sortOrder,
  textQuery,
  type SearchSqlResult,
} from '../src/shop/catalogue/search-query'
import { api, createProduct, testPayload } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

async function pool(): Promise<Pool> {
  const { payload } = await testPayload()
  return (payload.db as unknown as { pool: Pool }).pool
}

/** The demo catalogue's seeded random source, so a failing case can be run again; `some` is 1 to `most` of them. */
function random(seed: number) {
  const rnd = createRandom(seed)
  const some = <T>(items: readonly T[], most: number): T[] => [...new Set(Array.from({ length: rnd.int(1, most) }, () => rnd.pick(items)))]
  return { ...rnd, some }
}

/** Options in a fixed order and numbers as numbers, so two answers compare as values. */
function normal(result: SearchSqlResult) {
  return {
    found: result.found,
    total: Number(result.total),
    ids: result.ids,
    options: Object.fromEntries(
      Object.entries(result.options).map(([key, options]) => [
        key,
        options === null ? null : options.map((o) => ({ v: o.v, n: Number(o.n) })).sort((a, b) => (a.v < b.v ? -1 : a.v > b.v ? 1 : 0)),
      ]),
    ),
    ranges: Object.fromEntries(
      Object.entries(result.ranges).map(([key, r]) => [
        key,
        { min: r.min === null ? null : Number(r.min), max: r.max === null ? null : Number(r.max) },
      ]),
    ),
    toggles: Object.fromEntries(Object.entries(result.toggles).map(([key, n]) => [key, Number(n)])),
  }
}

describe('the in-memory search', () => {
  it('answers as the one-statement search does, for 300 random requests by both kinds of customer', async () => {
    await seededPayload()
    const db = await pool()
    const index = new SearchIndex()
    index.apply((await db.query<{ seen: string; changed: SearchIndexRow[]; removed: number[] }>(SEARCH_INDEX_CHANGES_SQL, ['0'])).rows[0]!)
    const distinct = async (column: string) =>
      (
        await db.query<{ v: string }>(`SELECT DISTINCT v FROM product_search, LATERAL (SELECT ${column} AS v) x WHERE v IS NOT NULL`)
      ).rows.map((r) => r.v)
    const values = {
      type: await distinct('type'),
      country: [...(await distinct('country_da')), ...(await distinct('country_en'))],
      region: await distinct('region_da'),
      origin: await distinct('origin_da'),
      storage: await distinct('storage'),
      producer: await distinct('producer'),
      colour: await distinct('colour'),
      grape: (await db.query<{ v: string }>('SELECT DISTINCT unnest(grapes) AS v FROM product_search')).rows.map((r) => r.v),
    }
    const categories = (await db.query<{ id: number }>('SELECT id FROM categories')).rows.map((r) => r.id)
    const products = index.productIds
    const real = await runningOffers(db)
    // Made-up campaign prices over many products, besides the real ones, to reach every price path.
    const madeUp: SearchOffers = { ids: [], prices: [] }
    for (let i = 0; i < products.length; i += 3) {
      madeUp.ids.push(products[i]!)
      madeUp.prices.push(Math.max(0, index.price[i]! - 1000 - ((i * 7919) % 20000)))
    }
    const words = [
      'vin',
      'rødvin',
      'rødvine',
      'rose',
      'ost',
      'olie',
      'chardonnay',
      'pinot',
      'chokolade',
      'gave',
      'italien',
      'øko',
      'smagning',
      'xqzvw',
      'chardonay',
      'barolo',
    ]
    const rnd = random(20261126)

    for (let n = 0; n < 300; n++) {
      const filters: Array<Record<string, unknown>> = []
      for (const key of Object.keys(values) as Array<keyof typeof values>) {
        if (rnd.chance(0.2)) filters.push({ Key: key, Values: rnd.chance(0.1) ? ['Ingen sådan'] : rnd.some(values[key], 3) })
      }
      if (rnd.chance(0.4)) {
        const min = Math.floor(rnd.next() * 300)
        filters.push({ Key: 'price', ...(rnd.chance(0.7) ? { Min: min } : {}), Max: min + Math.floor(rnd.next() * 900) })
      }
      if (rnd.chance(0.2)) filters.push({ Key: 'alcohol', Min: Math.floor(rnd.next() * 14) })
      if (rnd.chance(0.2)) filters.push({ Key: 'vintage', Max: 2010 + Math.floor(rnd.next() * 15) })
      for (const key of ['organic', 'inStock', 'onOffer']) if (rnd.chance(0.15)) filters.push({ Key: key, Value: rnd.chance(0.8) })
      const request = productSearchRequest.parse({
        Query: rnd.chance(0.75) ? rnd.pick(words) : undefined,
        CategoryId: rnd.chance(0.2) ? rnd.pick(categories) : undefined,
        Sort: rnd.chance(0.8) ? rnd.pick(PRODUCT_SORT_ORDERS) : undefined,
        PageNumber: rnd.chance(0.7) ? 1 : 1 + Math.floor(rnd.next() * 4),
        PageSize: rnd.pick([18, 18, 5, 48]),
        Filters: filters,
      })
      const ctx = { culture: rnd.pick(['da', 'en'] as Culture[]), isB2B: rnd.chance(0.3) }
      const offers = rnd.chance(0.5) ? real : madeUp
      const relevance = sortOrder(request, textQuery(request.Query)) === 'Relevance'

      for (const typos of [false, true]) {
        const reference = buildSearchSql(request, ctx, { typos, offers })
        const expected = (await db.query<{ result: SearchSqlResult }>(reference.text, reference.values)).rows[0]!.result
        const matchSql = buildMatchSql(request.Query, { pass: typos ? 'typos' : 'words', relevance })
        const match = matchSql ? (await db.query<{ ids: number[]; ranks: number[] | null }>(matchSql.text, matchSql.values)).rows[0]! : null
        const actual = searchIndex(index, request, ctx, match && { ids: match.ids, ranks: match.ranks ?? null }, offers)
        expect(normal(actual), JSON.stringify({ n, typos, request, ctx })).toEqual(normal(expected))
        if (!textQuery(request.Query)?.fuzzy) break
      }
    }
  }, 300_000)
})

type Changes = { seen: string; changed: SearchIndexRow[]; removed: number[] }

describe('keeping the in-memory columns up to date', () => {
  const search = async (body: Record<string, unknown>) => (await api('POST', '/product/search/', body)).body
  const total = async (producer: string, body: Record<string, unknown> = {}) =>
    (await search({ ...body, Filters: [{ Key: 'producer', Values: [producer] }] })).TotalProductCount as number

  /** Asks until `check` holds, as a shopper reloading the page would; the columns catch up within about a second. */
  async function eventually(check: () => Promise<boolean>, withinMs = 5_000): Promise<number> {
    const started = Date.now()
    while (!(await check())) {
      if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return Date.now() - started
  }

  it('shows what was written around the backend: a price changed, a product added and a product removed', async () => {
    await seededPayload()
    const db = await pool()
    const producer = `Vinhuset ${Date.now()}`
    const product = await createProduct({ producer, price: 10000 })
    expect(await total(producer, { PageSize: 17 })).toBe(1)

    // Written straight to the database, as another backend or a script would: no hook tells this process.
    await db.query('UPDATE products SET price = 50000 WHERE id = $1', [product.id])
    // Each ask differs by its page size, so no answer comes from the 10 s memory of whole answers.
    let asked = 0
    const within = await eventually(async () => {
      const answer = await search({
        PageSize: 1 + (asked++ % 40),
        Filters: [
          { Key: 'producer', Values: [producer] },
          { Key: 'price', Max: 200 },
        ],
      })
      return answer.TotalProductCount === 0
    })
    expect(within).toBeLessThan(3_000)

    // A product added elsewhere is found by its words at once: the columns are brought up to date first.
    const client = await db.connect()
    try {
      const added = await seedScale(client, 2)
      const found = await search({ Query: added.first })
      expect(found.Products.map((p: { ProductNumber: string }) => p.ProductNumber)).toEqual([added.first])
    } finally {
      await client.query('DELETE FROM products WHERE product_number LIKE $1', [`${SCALE_PRODUCT_PREFIX}%`])
      await client.query(`DELETE FROM campaigns WHERE name LIKE 'Skala:%'`)
      client.release()
    }

    // A product removed elsewhere leaves the lists within about a second.
    await db.query('DELETE FROM products WHERE id = $1', [product.id])
    expect(await eventually(async () => (await total(producer, { PageSize: 1 + (asked++ % 40) })) === 0)).toBeLessThan(3_000)
  }, 60_000)

  it.runIf(process.env.INTEGRATION_DB === 'postgres')(
    'misses no write of a transaction that was still open at a reading, even when a later one committed first',
    async () => {
      const db = await pool()
      const [first, second] = [await createProduct({ price: 10000 }), await createProduct({ price: 10000 })]
      const read = async (index: SearchIndex) => index.apply((await db.query<Changes>(SEARCH_INDEX_CHANGES_SQL, [index.seen])).rows[0]!)
      const priceOf = (index: SearchIndex, id: number) => index.price[index.rowOf.get(id)!]

      const slow = await db.connect()
      try {
        await slow.query('BEGIN')
        await slow.query('UPDATE products SET price = 11100 WHERE id = $1', [first.id])
        const index = new SearchIndex()
        await read(index)
        expect(priceOf(index, first.id)).toBe(10000)
        // A later transaction commits first.
        await db.query('UPDATE products SET price = 22200 WHERE id = $1', [second.id])
        await read(index)
        expect(priceOf(index, second.id)).toBe(22200)
        expect(priceOf(index, first.id)).toBe(10000)
        await slow.query('COMMIT')
        await read(index)
        expect(priceOf(index, first.id)).toBe(11100)
      } finally {
        await slow.query('ROLLBACK').catch(() => undefined)
        slow.release()
      }
    },
  )
})
