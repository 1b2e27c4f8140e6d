/**
 * The filter, facet and sort attributes of every product, held in memory as columns (docs/adr/0009, 0017).
 *
 * PostgreSQL's full-text search finds which products match the words (search-query.ts `buildMatchSql`); this
 * module does the rest of a search over the matches: the customer's price (a running campaign's, B2B without
 * VAT), the filters, every facet's counts with the other filters applied, the ranges, the toggles, the sort and
 * the page. It answers exactly what the one-statement search of `buildSearchSql` answers (a test holds the two
 * equal on a real database), in a fraction of the time.
 *
 * The columns copy `product_search`, which triggers keep in the database. Each of its rows carries the id of the
 * transaction that last wrote it, and a removed row leaves its id in `product_search_removed` (migration
 * 20261126_050000_search_index_versions). The copy is read whole once, and then only what transactions that were
 * still unfinished at the last reading wrote since: at once after a change saved through this process, and in
 * the background once a second has passed, so a change made anywhere shows within about a second (and never
 * later than SEARCH_INDEX_MAX_AGE_MS, when a search after a quiet spell waits for the reading).
 */
import type { Pool } from 'pg'
import type { Culture } from '../constants'
import { withoutVat } from '@delikat/contract/money'
import {
  MULTI_SELECT_KEYS,
  RANGE_KEYS,
  TOGGLE_KEYS,
  priceBounds,
  sortOrder,
  textQuery,
  type FilterKey,
  type FilterRequest,
  type MultiSelectKey,
  type ProductSearchRequest,
  type SearchSqlResult,
} from './search-query'

const NONE = -1

/** How old the copy may get before a search has it brought up to date in the background. */
export const SEARCH_INDEX_REFRESH_MS = 1_000
/** How old it may ever be: after a quiet spell the first search waits for it (SPEC §9's default freshness). */
export const SEARCH_INDEX_MAX_AGE_MS = 10_000

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

const COLUMNS = `product_id, price, price_b2b, alcohol::float8 AS alcohol, vintage, review_score::float8 AS review_score, views,
  organic, in_stock, type, colour, producer, storage, country_da, country_en, region_da, region_en, origin_da, origin_en,
  grapes, category_ids, name_key_da, name_key_en`

/**
 * The rows written by transactions at or after `$1` (0: every row), the ids removed as well, and the oldest
 * transaction still unfinished now: the `$1` of the next reading. One statement, so one snapshot.
 */
export const SEARCH_INDEX_CHANGES_SQL = `
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS seen,
         (SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT ${COLUMNS} FROM product_search WHERE version >= $1::bigint) x) AS changed,
         (SELECT coalesce(array_agg(product_id), '{}') FROM product_search_removed WHERE version >= $1::bigint) AS removed`

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
    for (const key of ['live', 'productIds', 'price', 'priceB2b', 'alcohol', 'vintage', 'reviewScore', 'views', 'organic', 'inStock', 'type', 'colour', 'producer', 'storage'] as const) {
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

const offerColumns = new WeakMap<SearchIndex, { offers: SearchOffers; revision: number; prices: Int32Array }>()

/** The running campaign price incl. VAT per slot (NONE where none), worked out once per index state and offers. */
function offerPrices(index: SearchIndex, offers: SearchOffers): Int32Array {
  const known = offerColumns.get(index)
  if (known && known.offers === offers && known.revision === index.revision) return known.prices
  const prices = new Int32Array(index.size).fill(NONE)
  offers.ids.forEach((id, i) => {
    const row = index.rowOf.get(id)
    if (row !== undefined) prices[row] = offers.prices[i]!
  })
  offerColumns.set(index, { offers, revision: index.revision, prices })
  return prices
}

type RowTest = (row: number, price: number) => boolean

/**
 * A search over the index: the same answer as `buildSearchSql`'s statement for the same request, customer and
 * running campaigns, given what the words matched (`match`; null when there are no words).
 */
export function searchIndex(
  index: SearchIndex,
  request: ProductSearchRequest,
  ctx: { culture: Culture; isB2B: boolean },
  match: TextMatch | null,
  offers: SearchOffers,
): SearchSqlResult {
  const { culture, isB2B } = ctx
  const offer = offerPrices(index, offers)
  const priceColumn = isB2B ? index.priceB2b : index.price

  // The single-valued option columns, in MULTI_SELECT_KEYS order; grapes are many per product.
  const singleKeys = MULTI_SELECT_KEYS.filter((key): key is Exclude<MultiSelectKey, 'grape'> => key !== 'grape')
  const singleColumn: Record<Exclude<MultiSelectKey, 'grape'>, Int32Array> = {
    type: index.type,
    country: index.country[culture],
    region: index.region[culture],
    origin: index.origin[culture],
    storage: index.storage,
    producer: index.producer,
    colour: index.colour,
  }
  const columns = singleKeys.map((key) => singleColumn[key])

  // The requested filters that narrow anything, as tests over a row and its price. A missing value fails, as a
  // NULL does in SQL.
  const tests: RowTest[] = []
  const testKeys: FilterKey[] = []
  for (const filter of request.Filters) {
    const test = filterTest(filter, index, singleColumn, offer)
    if (test) {
      tests.push(test)
      testKeys.push(filter.Key)
    }
  }
  /** The test a facet leaves out: its own filter's, or none (-2 never equals a failing test's place). */
  const ownTest = (key: FilterKey) => {
    const at = testKeys.indexOf(key)
    return at < 0 ? -2 : at
  }
  const singleOwn = singleKeys.map(ownTest)
  const grapeOwn = ownTest('grape')
  const [priceOwn, alcoholOwn, vintageOwn] = RANGE_KEYS.map(ownTest)
  const [organicOwn, inStockOwn, onOfferOwn] = TOGGLE_KEYS.map(ownTest)

  const dictionary = index.values.length
  const tallies = columns.map(() => new Int32Array(dictionary))
  const grapeTally = new Int32Array(dictionary)
  const bounds = { price: [Infinity, -Infinity], alcohol: [Infinity, -Infinity], vintage: [Infinity, -Infinity] }
  const toggles = { organic: 0, inStock: 0, onOffer: 0 }
  const widen = (bound: number[], value: number) => {
    if (value < bound[0]!) bound[0] = value
    if (value > bound[1]!) bound[1] = value
  }

  const category = request.CategoryId
  const passingRows: number[] = []
  // The price each passing slot is sold at, for the price sorts.
  const priceAt = new Int32Array(index.size)
  let found = false

  const visit = (row: number) => {
    if (category !== undefined && !index.categoryIds[row]!.includes(category)) return
    found = true
    const campaign = offer[row]!
    const price = campaign === NONE ? priceColumn[row]! : isB2B ? withoutVat(campaign) : campaign
    let failed = -1
    for (let t = 0; t < tests.length; t++) {
      if (!tests[t]!(row, price)) {
        // A row failing two filters counts nowhere: each count leaves out one filter at most.
        if (failed >= 0) return
        failed = t
      }
    }
    // A facet counts the rows that pass every filter but its own: all passing rows, and those failing only it.
    const passes = failed < 0
    if (passes) {
      passingRows.push(row)
      priceAt[row] = price
    }
    for (let k = 0; k < columns.length; k++) {
      if (!passes && failed !== singleOwn[k]) continue
      const value = columns[k]![row]!
      if (value !== NONE) tallies[k]![value]!++
    }
    if (passes || failed === grapeOwn) for (const grape of index.grapes[row]!) if (grape !== NONE) grapeTally[grape]!++
    if (passes || failed === priceOwn) widen(bounds.price, price)
    if (passes || failed === alcoholOwn) {
      const alcohol = index.alcohol[row]!
      if (alcohol === alcohol) widen(bounds.alcohol, alcohol)
    }
    if (passes || failed === vintageOwn) {
      const vintage = index.vintage[row]!
      if (vintage === vintage) widen(bounds.vintage, vintage)
    }
    if ((passes || failed === organicOwn) && index.organic[row] === 1) toggles.organic++
    if ((passes || failed === inStockOwn) && index.inStock[row] === 1) toggles.inStock++
    if ((passes || failed === onOfferOwn) && campaign !== NONE) toggles.onOffer++
  }

  const rank = new Float64Array(match?.ranks ? index.size : 0)
  if (match) {
    for (let i = 0; i < match.ids.length; i++) {
      const row = index.rowOf.get(match.ids[i]!)
      if (row === undefined) continue
      if (match.ranks) rank[row] = match.ranks[i]!
      visit(row)
    }
  } else {
    for (let row = 0; row < index.size; row++) if (index.live[row] === 1) visit(row)
  }

  const order = sortOrder(request, textQuery(request.Query))
  const compare = comparator(order, index, culture, priceAt, rank)
  const offset = (request.PageNumber - 1) * request.PageSize
  const page = firstRows(passingRows, compare, offset + request.PageSize).slice(offset)

  const optionsOf = (tally: Int32Array) => {
    const options: Array<{ v: string; n: number }> = []
    for (let value = 0; value < tally.length; value++) if (tally[value]! > 0) options.push({ v: index.values[value]!, n: tally[value]! })
    return options.length === 0 ? null : options
  }
  const options = Object.fromEntries([
    ...singleKeys.map((key, k) => [key, optionsOf(tallies[k]!)]),
    ['grape', optionsOf(grapeTally)],
  ]) as SearchSqlResult['options']
  const range = ([min, max]: number[]) => (min === Infinity ? { min: null, max: null } : { min: min!, max: max! })
  return {
    found,
    total: passingRows.length,
    ids: page.map((row) => index.productIds[row]!),
    options,
    ranges: { price: range(bounds.price), alcohol: range(bounds.alcohol), vintage: range(bounds.vintage) },
    toggles,
  }
}

/** The test of one requested filter (search-query.ts `predicate`), or null when it does not narrow anything. */
function filterTest(
  filter: FilterRequest,
  index: SearchIndex,
  singleColumn: Record<Exclude<MultiSelectKey, 'grape'>, Int32Array>,
  offer: Int32Array,
): RowTest | null {
  const key = filter.Key
  switch (key) {
    case 'type':
    case 'country':
    case 'region':
    case 'origin':
    case 'storage':
    case 'producer':
    case 'colour': {
      if (!filter.Values?.length) return null
      const wanted = codesOf(index, filter.Values)
      const column = singleColumn[key]
      return (row) => wanted.has(column[row]!)
    }
    case 'grape': {
      if (!filter.Values?.length) return null
      const wanted = codesOf(index, filter.Values)
      return (row) => index.grapes[row]!.some((grape) => wanted.has(grape))
    }
    case 'price': {
      const { from, below } = priceBounds(filter.Min, filter.Max)
      if (from === null && below === null) return null
      return (_row, price) => (from === null || price >= from) && (below === null || price < below)
    }
    case 'alcohol':
    case 'vintage': {
      const { Min: min, Max: max } = filter
      if (min === undefined && max === undefined) return null
      const column = key === 'alcohol' ? index.alcohol : index.vintage
      // NaN (no value) fails every comparison, as NULL does.
      return (row) => {
        const value = column[row]!
        return value === value && (min === undefined || value >= min) && (max === undefined || value <= max)
      }
    }
    case 'organic':
      return filter.Value ? (row) => index.organic[row] === 1 : null
    case 'inStock':
      return filter.Value ? (row) => index.inStock[row] === 1 : null
    case 'onOffer':
      return filter.Value ? (row) => offer[row] !== NONE : null
  }
}

/** The codes of the values asked for; a value no product has gets no code and matches nothing. */
function codesOf(index: SearchIndex, values: string[]): Set<number> {
  const codes = new Set<number>()
  for (const value of values) {
    const at = index.codeOf.get(value)
    if (at !== undefined) codes.add(at)
  }
  return codes
}

type Compare = (a: number, b: number) => number

/**
 * search-query.ts ORDER_BY over rows: ties end on the product id, so pages never overlap. Sort keys compare by
 * UTF-16 code units, the byte order of COLLATE "C" for every name without characters beyond the BMP.
 */
function comparator(
  order: ReturnType<typeof sortOrder>,
  index: SearchIndex,
  culture: Culture,
  priceAt: Int32Array,
  rank: Float64Array,
): Compare {
  const id = (a: number, b: number) => index.productIds[a]! - index.productIds[b]!
  const names = index.nameKey[culture]
  // ASC NULLS LAST.
  const name = (a: number, b: number) => {
    const x = names[a] ?? null
    const y = names[b] ?? null
    if (x === y) return 0
    if (x === null || y === null) return x === null ? 1 : -1
    return x < y ? -1 : 1
  }
  // DESC NULLS LAST: a missing review score comes after every score.
  const reviewDesc = (a: number, b: number) => {
    const x = index.reviewScore[a]!
    const y = index.reviewScore[b]!
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1
    return y - x
  }
  const viewsDesc = (a: number, b: number) => index.views[b]! - index.views[a]!
  switch (order) {
    case 'NameAscending':
      return (a, b) => name(a, b) || id(a, b)
    case 'Popularity':
      return (a, b) => reviewDesc(a, b) || viewsDesc(a, b) || id(a, b)
    case 'ProductViews':
      return (a, b) => viewsDesc(a, b) || reviewDesc(a, b) || id(a, b)
    case 'PricingAscending':
      return (a, b) => priceAt[a]! - priceAt[b]! || id(a, b)
    case 'PricingDescending':
      return (a, b) => priceAt[b]! - priceAt[a]! || id(a, b)
    case 'Relevance':
      return (a, b) => (rank[b] ?? 0) - (rank[a] ?? 0) || name(a, b) || id(a, b)
  }
}

/**
 * The first `count` rows in order. A page near the top needs no full sort: the best `count` are kept in a sorted
 * buffer, which most rows pass by with one comparison.
 */
export function firstRows(rows: number[], compare: Compare, count: number): number[] {
  if (count <= 0) return []
  if (count * 8 >= rows.length) return [...rows].sort(compare).slice(0, count)
  const best: number[] = []
  for (const row of rows) {
    if (best.length === count && compare(row, best[count - 1]!) >= 0) continue
    let low = 0
    let high = best.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (compare(row, best[mid]!) < 0) high = mid
      else low = mid + 1
    }
    best.splice(low, 0, row)
    if (best.length > count) best.pop()
  }
  return best
}

interface IndexState {
  index: SearchIndex | null
  /** The search-cache.ts generation the index is up to date with, and when it was last brought up to date. */
  generation: number
  checkedAt: number
  reading: Promise<SearchIndex> | null
  /** The generation asked for when the latest reading was started: it will see every change before it. */
  readingFor: number
}

const states = new WeakMap<Pool, IndexState>()

function stateOf(pool: Pool): IndexState {
  let state = states.get(pool)
  if (!state) {
    state = { index: null, generation: NONE, checkedAt: 0, reading: null, readingFor: NONE }
    states.set(pool, state)
  }
  return state
}

/** One reading of what changed since the last (everything, the first time), applied to the copy. */
async function read(pool: Pool, state: IndexState, generation: number): Promise<SearchIndex> {
  const started = Date.now()
  const index = state.index ?? new SearchIndex()
  const { rows } = await pool.query<{ seen: string; changed: SearchIndexRow[]; removed: number[] }>(SEARCH_INDEX_CHANGES_SQL, [index.seen])
  index.apply(rows[0]!)
  Object.assign(state, { index, generation: Math.max(state.generation, generation), checkedAt: started })
  return index
}

/** A reading that begins after the one under way, if any: it sees everything committed before it was asked for. */
function readAfter(pool: Pool, state: IndexState, generation: number): Promise<SearchIndex> {
  const previous = state.reading
  const reading = (previous ? previous.catch(() => undefined).then(() => read(pool, state, generation)) : read(pool, state, generation)).finally(() => {
    if (state.reading === reading) state.reading = null
  })
  state.reading = reading
  state.readingFor = generation
  return reading
}

/**
 * Brings a copy already read up to date now, for views this process just saved (views.ts): the ProductViews sort
 * shows them at once. A copy nobody has asked for is not read for this. Never fails; a failed reading is logged.
 */
export async function refreshSearchIndex(pool: Pool): Promise<void> {
  const state = states.get(pool)
  if (!state?.index) return
  await readAfter(pool, state, state.generation).catch((error: unknown) => console.error('search index not brought up to date', error))
}

/**
 * The index for the database behind `pool`, brought up to date at once when `generation` (search-cache.ts) moved
 * on, `fresh` is asked or it is older than SEARCH_INDEX_MAX_AGE_MS, and in the background, while it answers as
 * it is, once SEARCH_INDEX_REFRESH_MS have passed. One reading at a time: whoever needs it up to date waits for
 * the reading under way and then one more.
 */
export async function currentSearchIndex(
  pool: Pool,
  generation: number,
  options: { fresh?: boolean; now?: number } = {},
): Promise<SearchIndex> {
  const state = stateOf(pool)
  const age = (options.now ?? Date.now()) - state.checkedAt
  if (options.fresh) return readAfter(pool, state, generation)
  if (!state.index || state.generation !== generation || age > SEARCH_INDEX_MAX_AGE_MS) {
    // Searches arriving together share one reading that began after what they need to see.
    return state.reading && state.readingFor === generation ? state.reading : readAfter(pool, state, generation)
  }
  if (age > SEARCH_INDEX_REFRESH_MS && !state.reading) {
    readAfter(pool, state, generation).catch((error: unknown) => console.error('search index not brought up to date', error))
  }
  return state.index
}
