/**
 * A search over the in-memory index (search-index.ts, docs/adr/0017): the customer's price (a running campaign's,
 * B2B without VAT), the filters, every facet's counts with the other filters applied, the ranges, the toggles, the
 * sort and the page, for the product ids the words matched.
 */
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
import { NONE, type SearchIndex, type SearchOffers, type TextMatch } from './search-index'

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
      // search-query.ts ORDER_BY.Relevance: the tier, then in stock first, then popularity (docs/adr/0040).
      return (a, b) =>
        (rank[b] ?? 0) - (rank[a] ?? 0) ||
        index.inStock[b]! - index.inStock[a]! ||
        viewsDesc(a, b) ||
        reviewDesc(a, b) ||
        name(a, b) ||
        id(a, b)
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
