/**
 * The filter, facet and sort attributes of every product, held in memory as columns (docs/adr/0009, 0017).
 *
 * PostgreSQL's full-text search finds which products match the words (search-query.ts `buildMatchSql`); the
 * columns here do the rest of a search over the matches (search-index-query.ts): the customer's price (a running
 * campaign's, B2B without VAT), the filters, every facet's counts with the other filters applied, the ranges, the
 * toggles, the sort and the page. It answers exactly what the one-statement search of `buildSearchSql` answers (a
 * test holds the two equal on a real database), in a fraction of the time.
 *
 * The columns copy `product_search`, which triggers keep in the database; search-index-store.ts reads the copy
 * whole once and then only what changed, and keeps it up to date.
 */
import type { Culture } from '../constants'

export const NONE = -1

export interface SearchIndexRow {
  product_id: number
  price: number
  price_b2b: number
  alcohol: number | null
  vintage: number | null
  review_score: number | null
  views: number
  organic: boolean
  in_stock: boolean
  type: string
  colour: string | null
  producer: string | null
  storage: string | null
  country_da: string | null
  country_en: string | null
  region_da: string | null
  region_en: string | null
  origin_da: string | null
  origin_en: string | null
  grapes: string[]
  category_ids: number[]
  name_key_da: string | null
  name_key_en: string | null
}

type CultureColumn = Record<Culture, Int32Array>
type NumberArray = Int32Array | Float64Array | Uint8Array

function grown<T extends NumberArray>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity)
  next.set(array)
  return next
}

/**
 * The columns, one slot per product. A product keeps its slot while it lives; a removed one leaves a dead slot,
 * skipped by every search. Text values are codes into one dictionary (NONE for null or empty).
 */
export class SearchIndex {
  /** Slots in use, live or dead. */
  size = 0
  /** Moves on with every change, so what was worked out from the columns can tell it is out of date. */
  revision = 0
  /** Where the next reading starts (SEARCH_INDEX_CHANGES_SQL `$1`). */
  seen = '0'
  readonly rowOf = new Map<number, number>()
  readonly values: string[] = []
  readonly codeOf = new Map<string, number>()
  live = new Uint8Array(0)
  productIds = new Int32Array(0)
  price = new Int32Array(0)
  priceB2b = new Int32Array(0)
  /** NaN where the product has none. */
  alcohol = new Float64Array(0)
  vintage = new Float64Array(0)
  reviewScore = new Float64Array(0)
  views = new Int32Array(0)
  organic = new Uint8Array(0)
  inStock = new Uint8Array(0)
  type = new Int32Array(0)
  colour = new Int32Array(0)
  producer = new Int32Array(0)
  storage = new Int32Array(0)
  country: CultureColumn = { da: new Int32Array(0), en: new Int32Array(0) }
  region: CultureColumn = { da: new Int32Array(0), en: new Int32Array(0) }
  origin: CultureColumn = { da: new Int32Array(0), en: new Int32Array(0) }
  readonly grapes: Int32Array[] = []
  readonly categoryIds: Int32Array[] = []
  /** The Danish sort key of the name per culture (search-query.ts sortKey), null sorting last. */
  readonly nameKey: Record<Culture, Array<string | null>> = { da: [], en: [] }

  private code(value: string | null): number {
    if (value === null || value === '') return NONE
    let at = this.codeOf.get(value)
    if (at === undefined) {
      at = this.values.length
      this.values.push(value)
      this.codeOf.set(value, at)
    }
    return at
  }

  private reserve(capacity: number): void {
    if (capacity <= this.productIds.length) return
    const next = Math.max(capacity, this.productIds.length * 2, 1024)
    for (const key of [
      'live',
      'productIds',
      'price',
      'priceB2b',
      'alcohol',
      'vintage',
      'reviewScore',
      'views',
      'organic',
      'inStock',
      'type',
      'colour',
      'producer',
      'storage',
    ] as const) {
      ;(this as Record<typeof key, NumberArray>)[key] = grown(this[key], next)
    }
    for (const column of [this.country, this.region, this.origin]) {
      column.da = grown(column.da, next)
      column.en = grown(column.en, next)
    }
  }

  /** Adds a product or replaces what the index holds of it. */
  put(row: SearchIndexRow): void {
    let r = this.rowOf.get(row.product_id)
    if (r === undefined) {
      this.reserve(this.size + 1)
      r = this.size++
      this.rowOf.set(row.product_id, r)
    }
    const orNaN = (value: number | null) => (value === null ? Number.NaN : Number(value))
    this.live[r] = 1
    this.productIds[r] = row.product_id
    this.price[r] = row.price
    this.priceB2b[r] = row.price_b2b
    this.alcohol[r] = orNaN(row.alcohol)
    this.vintage[r] = orNaN(row.vintage)
    this.reviewScore[r] = orNaN(row.review_score)
    this.views[r] = row.views
    this.organic[r] = row.organic ? 1 : 0
    this.inStock[r] = row.in_stock ? 1 : 0
    this.type[r] = this.code(row.type)
    this.colour[r] = this.code(row.colour)
    this.producer[r] = this.code(row.producer)
    this.storage[r] = this.code(row.storage)
    this.country.da[r] = this.code(row.country_da)
    this.country.en[r] = this.code(row.country_en)
    this.region.da[r] = this.code(row.region_da)
    this.region.en[r] = this.code(row.region_en)
    this.origin.da[r] = this.code(row.origin_da)
    this.origin.en[r] = this.code(row.origin_en)
    // An empty grape is NONE: never an option, never a match.
    this.grapes[r] = Int32Array.from(row.grapes ?? [], (grape) => this.code(grape))
    this.categoryIds[r] = Int32Array.from(row.category_ids ?? [])
    this.nameKey.da[r] = row.name_key_da
    this.nameKey.en[r] = row.name_key_en
    this.revision++
  }

  remove(productId: number): void {
    const r = this.rowOf.get(productId)
    if (r === undefined) return
    this.live[r] = 0
    this.rowOf.delete(productId)
    this.revision++
  }

  /** A reading of SEARCH_INDEX_CHANGES_SQL: rows put, removed ids that are gone dropped, the next start kept. */
  apply(changes: { seen: string; changed: SearchIndexRow[]; removed: number[] }): void {
    for (const row of changes.changed) this.put(row)
    // A removed id that is back among the rows was written again after its removal (the database wrote it anew).
    const present = new Set(changes.changed.map((row) => row.product_id))
    for (const id of changes.removed) if (!present.has(id)) this.remove(id)
    this.seen = changes.seen
  }
}

/** What the words found: product ids and, for the relevance sort, each one's rank. Null: no words, every product. */
export interface TextMatch {
  ids: number[]
  ranks: number[] | null
}

export interface SearchOffers {
  ids: number[]
  prices: number[]
}
