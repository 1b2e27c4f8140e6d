import { describe, expect, it } from 'vitest'
import { SearchIndex, type SearchIndexRow } from './search-index'
import { firstRows, searchIndex } from './search-index-query'
import { SEARCH_INDEX_MAX_AGE_MS, SEARCH_INDEX_REFRESH_MS, currentSearchIndex } from './search-index-store'
import { productSearchRequest } from './search-query'

function row(id: number, overrides: Partial<SearchIndexRow> = {}): SearchIndexRow {
  return {
    product_id: id,
    price: 10000,
    price_b2b: 8000,
    alcohol: null,
    vintage: null,
    review_score: null,
    views: 0,
    organic: false,
    in_stock: true,
    type: 'Wine',
    colour: null,
    producer: null,
    storage: null,
    country_da: null,
    country_en: null,
    region_da: null,
    region_en: null,
    origin_da: null,
    origin_en: null,
    grapes: [],
    category_ids: [],
    name_key_da: `navn ${id}`,
    name_key_en: `name ${id}`,
    ...overrides,
  }
}

function buildSearchIndex(rows: SearchIndexRow[]): SearchIndex {
  const index = new SearchIndex()
  for (const r of rows) index.put(r)
  return index
}

const request = (body: Record<string, unknown>) => productSearchRequest.parse(body)
const B2C = { culture: 'da' as const, isB2B: false }
const noOffers = { ids: [], prices: [] }

describe('firstRows', () => {
  it('gives the first rows of the full sort, for every page size, ties kept in order', () => {
    const rows = Array.from({ length: 500 }, (_, i) => (i * 7919) % 500)
    const compare = (a: number, b: number) => (a % 37) - (b % 37) || a - b
    const sorted = [...rows].sort(compare)
    for (const count of [0, 1, 18, 36, 62, 63, 64, 499, 500, 800]) expect(firstRows(rows, compare, count)).toEqual(sorted.slice(0, count))
  })
})

describe('searchIndex', () => {
  const index = buildSearchIndex([
    row(1, { country_da: 'Italien', country_en: 'Italy', price: 12500, price_b2b: 10000, alcohol: 13.5, grapes: ['Sangiovese', ''] }),
    row(2, { country_da: 'Frankrig', country_en: 'France', price: 25000, price_b2b: 20000, alcohol: 12, vintage: 2019, organic: true }),
    row(3, {
      country_da: 'Italien',
      country_en: 'Italy',
      price: 5000,
      price_b2b: 4000,
      grapes: ['Sangiovese', 'Merlot'],
      category_ids: [7],
    }),
    row(4, { type: 'Food', country_da: '', price: 3000, price_b2b: 2400, in_stock: false, review_score: 4.5 }),
  ])

  it('counts each option with every other filter applied, and keeps chosen values that match nothing out', () => {
    const result = searchIndex(
      index,
      request({
        Filters: [
          { Key: 'country', Values: ['Italien', 'Atlantis'] },
          { Key: 'price', Max: 130 },
        ],
      }),
      B2C,
      null,
      noOffers,
    )
    expect(result.total).toBe(2)
    // Country counts leave out the country filter (price ≤ 130 kr. only): products 1, 3 and 4 (4 has no country).
    expect(result.options.country).toEqual([{ v: 'Italien', n: 2 }])
    // The price range leaves out the price filter: the Italian wines.
    expect(result.ranges.price).toEqual({ min: 5000, max: 12500 })
    // A product with no alcohol has no share in the range; an empty grape is never an option.
    expect(result.ranges.alcohol).toEqual({ min: 13.5, max: 13.5 })
    expect(result.options.grape).toEqual([
      { v: 'Sangiovese', n: 2 },
      { v: 'Merlot', n: 1 },
    ])
  })

  it('leaves out a product that fails two filters from every count, and a missing value fails its filter', () => {
    const result = searchIndex(
      index,
      request({
        Filters: [
          { Key: 'alcohol', Min: 1 },
          { Key: 'inStock', Value: true },
        ],
      }),
      B2C,
      null,
      noOffers,
    )
    expect(result.total).toBe(2)
    // Product 4 has no alcohol and is not in stock: it fails both and counts nowhere, not even as a type.
    expect(result.options.type).toEqual([{ v: 'Wine', n: 2 }])
    // Product 3 fails only the alcohol filter, so it counts for the in-stock toggle but not for alcohol's range.
    expect(result.toggles.inStock).toBe(2)
    expect(result.options.country).toEqual([
      { v: 'Italien', n: 1 },
      { v: 'Frankrig', n: 1 },
    ])
  })

  it('prices by the running campaign, without VAT for a business customer, and sorts and pages by it', () => {
    const offers = { ids: [2], prices: [4000] }
    const b2c = searchIndex(
      index,
      request({ Sort: 'PricingAscending', PageSize: 2, Filters: [{ Key: 'onOffer', Value: true }] }),
      B2C,
      null,
      offers,
    )
    expect(b2c).toMatchObject({ total: 1, ids: [2], ranges: { price: { min: 4000, max: 4000 } }, toggles: { onOffer: 1 } })
    const b2bView = { culture: 'en' as const, isB2B: true }
    // 24,00 (4), 40,00 × 0,8 = 32,00 (2), 40,00 (3), 100,00 (1)
    expect(searchIndex(index, request({ Sort: 'PricingAscending', PageSize: 2 }), b2bView, null, offers).ids).toEqual([4, 2])
    const b2b = searchIndex(index, request({ Sort: 'PricingAscending', PageSize: 2, PageNumber: 2 }), b2bView, null, offers)
    expect(b2b.ids).toEqual([3, 1])
    expect(b2b.ranges.price).toEqual({ min: 2400, max: 10000 })
    expect(b2b.options.country).toEqual([
      { v: 'Italy', n: 2 },
      { v: 'France', n: 1 },
    ])
  })

  it('keeps to the matched products and the category, and sorts by rank for relevance', () => {
    const match = { ids: [1, 3, 99], ranks: [0.5, 2.1, 3] }
    const result = searchIndex(index, request({ Query: 'sangiovese' }), B2C, match, noOffers)
    expect(result).toMatchObject({ found: true, total: 2, ids: [3, 1] })
    const inCategory = searchIndex(index, request({ Query: 'sangiovese', CategoryId: 7 }), B2C, match, noOffers)
    expect(inCategory.ids).toEqual([3])
    const elsewhere = searchIndex(index, request({ Query: 'sangiovese', CategoryId: 8 }), B2C, match, noOffers)
    expect(elsewhere).toMatchObject({ found: false, total: 0, ids: [] })
  })

  it('puts products without a review score last when sorting by popularity', () => {
    expect(searchIndex(index, request({ Sort: 'Popularity' }), B2C, null, noOffers).ids).toEqual([4, 1, 2, 3])
  })
})

describe('currentSearchIndex', () => {
  /** A pool that answers every reading with one more product, and counts the readings and where they started. */
  function fakePool() {
    const starts: string[] = []
    let release: (() => void) | null = null
    let hold = false
    const pool = {
      query: async (_sql: string, [seen]: [string]) => {
        starts.push(seen)
        if (hold) await new Promise<void>((resolve) => (release = resolve))
        const n = starts.length
        return { rows: [{ seen: String(n * 10), changed: [row(n)], removed: [] }] }
      },
    }
    return {
      pool: pool as unknown as Parameters<typeof currentSearchIndex>[0],
      starts,
      hold: (on: boolean) => (hold = on),
      release: () => release?.(),
    }
  }

  it('reads once for searches arriving together, then only what changed since', async () => {
    const { pool, starts } = fakePool()
    const together = await Promise.all([1, 2, 3].map(() => currentSearchIndex(pool, 0)))
    expect(starts).toEqual(['0'])
    expect(new Set(together).size).toBe(1)
    expect(together[0]!.size).toBe(1)
    // A change saved here moves the generation on: the next search waits for a reading from where the last ended.
    const after = await currentSearchIndex(pool, 1)
    expect(starts).toEqual(['0', '10'])
    expect(after.size).toBe(2)
    expect(await currentSearchIndex(pool, 1)).toBe(after)
    expect(starts).toHaveLength(2)
  })

  it('answers at once but reads in the background after a second, and waits for the reading after ten', async () => {
    const { pool, starts, hold, release } = fakePool()
    const index = await currentSearchIndex(pool, 0)
    hold(true)
    const soon = await currentSearchIndex(pool, 0, { now: Date.now() + SEARCH_INDEX_REFRESH_MS + 100 })
    expect(soon.size).toBe(1)
    expect(starts).toHaveLength(2)
    release()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(index.size).toBe(2)

    hold(true)
    let done = false
    const late = currentSearchIndex(pool, 0, { now: Date.now() + SEARCH_INDEX_MAX_AGE_MS + 100 }).then((answer) => {
      done = true
      return answer
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(done).toBe(false)
    release()
    expect((await late).size).toBe(3)
  })

  it('reads again when asked fresh, for words that matched a product the copy lacks', async () => {
    const { pool, starts } = fakePool()
    await currentSearchIndex(pool, 0)
    const fresh = await currentSearchIndex(pool, 0, { fresh: true })
    expect(starts).toEqual(['0', '10'])
    expect(fresh.rowOf.has(2)).toBe(true)
  })
})
