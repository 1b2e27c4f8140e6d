/**
 * Product search and lookups (docs/api/README.md `POST product/search`, docs/product.md §7 product/byids, byproductnumbers, popular,
 * urlsbyids) and the view counter behind the ProductViews sort. The SQL is built in search-query.ts.
 */
import type { ProductCard } from '@delikat/contract/catalogue'
import { dbPool } from '../../db/pool'
import { productUrl } from '../../content/urls'
import type { Culture, ProductType } from '../constants'
import { isB2B, type ShopContext } from '../context'
import { COLOUR_LABELS, PRODUCT_TYPE_LABELS, STORAGE_LABELS, type StorageType, type WineColour } from './attributes'
import { loadPricedProducts } from './products'
import { cachedAnswer, cachedMatch, runningOffers, searchIndexOf } from './search-cache'
import { correctedQuery } from './search-correction'
import type { TextMatch } from './search-index'
import { searchIndex } from './search-index-query'
import {
  MULTI_SELECT_KEYS,
  POPULAR_PRODUCT_COUNT,
  RANGE_KEYS,
  TOGGLE_KEYS,
  buildMatchSql,
  sortOrder,
  textQuery,
  type FilterKey,
  type MatchPass,
  type FilterRequest,
  type FilterType,
  type MultiSelectKey,
  type ProductSearchRequest,
  type SearchSqlResult,
} from './search-query'

export interface FilterOption {
  Value: string
  Label: string
  Count: number
  Selected: boolean
}

export interface Filter {
  Key: FilterKey
  Label: string
  FilterType: FilterType
  Options?: FilterOption[]
  Min?: number | null
  Max?: number | null
  SelectedMin?: number | null
  SelectedMax?: number | null
}

export interface ProductSearchResult {
  Products: ProductCard[]
  TotalProductCount: number
  Filters: Filter[]
  /** The words searched instead of those typed, when these found nothing and their look-alikes did; else null. */
  CorrectedQuery: string | null
  /** True when no product has every word and the answer holds those that have some of them. */
  PartialMatch: boolean
}

const FILTER_LABELS: Record<Culture, Record<FilterKey, string>> = {
  da: {
    type: 'Kategori',
    country: 'Land',
    region: 'Region',
    origin: 'Oprindelse',
    storage: 'Opbevaring',
    grape: 'Drue',
    producer: 'Producent',
    colour: 'Vintype',
    price: 'Pris (kr.)',
    alcohol: 'Alkohol (%)',
    vintage: 'Årgang',
    organic: 'Økologisk',
    inStock: 'På lager',
    onOffer: 'På tilbud',
  },
  en: {
    type: 'Category',
    country: 'Country',
    region: 'Region',
    origin: 'Origin',
    storage: 'Storage',
    grape: 'Grape',
    producer: 'Producer',
    colour: 'Wine type',
    price: 'Price (DKK)',
    alcohol: 'Alcohol (%)',
    vintage: 'Vintage',
    organic: 'Organic',
    inStock: 'In stock',
    onOffer: 'On offer',
  },
}

const pool = (ctx: ShopContext) => dbPool(ctx.payload)

/** Priced cards for ids in the order given; ids of products that do not exist are left out. */
export async function productCards(ctx: ShopContext, ids: number[]): Promise<ProductCard[]> {
  const priced = await loadPricedProducts(ctx, ids)
  const seen = new Set<number>()
  return ids.filter((id) => priced.has(id) && !seen.has(id) && seen.add(id)).map((id) => priced.get(id)!.card)
}

function optionLabel(key: MultiSelectKey, value: string, culture: Culture): string {
  if (key === 'type') return PRODUCT_TYPE_LABELS[culture][value as ProductType] ?? value
  if (key === 'colour') return COLOUR_LABELS[culture][value as WineColour] ?? value
  if (key === 'storage') return STORAGE_LABELS[culture][value as StorageType] ?? value
  return value
}

// Made once: creating a collator costs more than sorting a facet's options with it.
const COLLATORS: Record<Culture, Intl.Collator> = { da: new Intl.Collator('da'), en: new Intl.Collator('en') }
const collator = (culture: Culture) => COLLATORS[culture]

/** The filters of a search answer: options with counts, ranges with their bounds, toggles; selections echoed. */
export function toFilters(result: SearchSqlResult, requested: FilterRequest[], culture: Culture): Filter[] {
  const byKey = new Map(requested.map((f) => [f.Key, f]))
  const labels = FILTER_LABELS[culture]
  const compare = collator(culture)
  const filters: Filter[] = []
  for (const key of MULTI_SELECT_KEYS) {
    const selected = new Set(byKey.get(key)?.Values ?? [])
    const counts = new Map((result.options[key] ?? []).map((o) => [o.v, Number(o.n)]))
    // A chosen value stays visible with count 0, so the shopper can see and undo the choice.
    for (const value of selected) if (!counts.has(value)) counts.set(value, 0)
    if (counts.size === 0) continue
    const options = [...counts].map(([value, count]) => ({
      Value: value,
      Label: optionLabel(key, value, culture),
      Count: count,
      Selected: selected.has(value),
    }))
    options.sort((a, b) => compare.compare(a.Label, b.Label))
    filters.push({ Key: key, Label: labels[key], FilterType: 'MultiSelect', Options: options })
  }
  for (const key of RANGE_KEYS) {
    const range = result.ranges[key]
    const chosen = byKey.get(key)
    if (range.min === null && !chosen) continue
    // Prices are filtered in whole kroner of the price this customer sees (incl. VAT for B2C, excl. for B2B).
    const scale = (value: number | null, round: (n: number) => number) =>
      value === null ? null : key === 'price' ? round(Number(value) / 100) : Number(value)
    filters.push({
      Key: key,
      Label: labels[key],
      FilterType: 'Range',
      Min: scale(range.min, Math.floor),
      Max: scale(range.max, Math.floor),
      SelectedMin: chosen?.Min ?? null,
      SelectedMax: chosen?.Max ?? null,
    })
  }
  for (const key of TOGGLE_KEYS) {
    const on = byKey.get(key)?.Value === true
    filters.push({
      Key: key,
      Label: labels[key],
      FilterType: 'Toggle',
      Options: [{ Value: 'true', Label: labels[key], Count: Number(result.toggles[key]), Selected: on }],
    })
  }
  return filters
}

/** The products a query's words match (PostgreSQL full-text search, or trigrams in the typo pass), kept 10 s. */
async function textMatch(ctx: ShopContext, request: ProductSearchRequest, pass: MatchPass): Promise<TextMatch | null> {
  const relevance = sortOrder(request, textQuery(request.Query)) === 'Relevance'
  const sql = buildMatchSql(request.Query, { pass, relevance })
  if (!sql) return null
  return cachedMatch(JSON.stringify([sql.values, pass, relevance]), async () => {
    const { rows } = await pool(ctx).query<{ ids: number[]; ranks?: number[] }>(sql.text, sql.values)
    return { ids: rows[0].ids, ranks: rows[0].ranks ?? null }
  })
}

/** The words matched in the database; the filters, facets, sort and page worked out in memory (search-index.ts). */
async function runSearch(ctx: ShopContext, request: ProductSearchRequest, pass: MatchPass): Promise<SearchSqlResult> {
  const [offers, match, index] = await Promise.all([runningOffers(pool(ctx)), textMatch(ctx, request, pass), searchIndexOf(pool(ctx))])
  // A product the columns lack was added elsewhere since they were read: read them again before answering.
  const current = match?.ids.some((id) => !index.rowOf.has(id)) ? await searchIndexOf(pool(ctx), { fresh: true }) : index
  return searchIndex(current, request, { culture: ctx.culture, isB2B: isB2B(ctx) }, match, offers)
}

interface SearchAnswer extends SearchSqlResult {
  corrected: string | null
  partial: boolean
}

/** How many of the best look-alikes the correction is read from. */
const CORRECTION_SOURCES = 5

/** The typed words as the look-alikes found them: read from the names, producers and grapes of the first few. */
async function correctionOf(ctx: ShopContext, request: ProductSearchRequest, ids: number[]): Promise<string | null> {
  const text = textQuery(request.Query)
  if (!text || ids.length === 0) return null
  const { rows } = await pool(ctx).query<{ name_fold: string; owner_fold: string }>(
    'SELECT name_fold, owner_fold FROM product_search WHERE product_id = ANY($1::int[])',
    [ids.slice(0, CORRECTION_SOURCES)],
  )
  return correctedQuery(
    text.words,
    rows.flatMap((r) => [r.name_fold ?? '', r.owner_fold ?? '']),
  )
}

async function searchIds(ctx: ShopContext, request: ProductSearchRequest): Promise<SearchAnswer> {
  const result = await runSearch(ctx, request, 'words')
  if (result.found) return { ...result, corrected: null, partial: false }
  const text = textQuery(request.Query)
  // Typo tolerance only when the words themselves find nothing: a second statement in that rare case keeps the
  // trigram indexes out of every other search (and look-alikes out of exact hits). Not when asked for the words
  // as typed.
  if (text?.fuzzy && !request.AsTyped) {
    const typos = await runSearch(ctx, request, 'typos')
    if (typos.found) {
      // The correction is read from the best look-alikes in relevance order, whatever the page's sort, page or filters.
      const best =
        request.Sort || request.PageNumber > 1 || request.Filters.length > 0
          ? await runSearch(ctx, { ...request, Sort: undefined, Filters: [], PageNumber: 1, PageSize: CORRECTION_SOURCES }, 'typos')
          : typos
      // The look-alikes stay the answer, closest first. Searching the corrected words again was tried: it ranked
      // blends (a champagne with some chardonnay) above the wines of the grape, by their reviews (docs/adr/0040).
      return { ...typos, corrected: await correctionOf(ctx, request, best.ids), partial: false }
    }
  }
  // Several words that find nothing together: the products with some of them, the most and best first.
  if (text && text.words.length >= 2) {
    const partial = await runSearch(ctx, request, 'partial')
    if (partial.found) return { ...partial, corrected: null, partial: true }
  }
  return { ...result, corrected: null, partial: false }
}

export async function searchProducts(ctx: ShopContext, request: ProductSearchRequest): Promise<ProductSearchResult> {
  // The same question by the same kind of customer gets the same ids and facets for a few seconds; the cards are
  // always read fresh (search-cache.ts).
  const key = JSON.stringify([ctx.culture, isB2B(ctx), request])
  const result = await cachedAnswer(key, () => searchIds(ctx, request))
  return {
    Products: await productCards(ctx, result.ids),
    TotalProductCount: Number(result.total),
    Filters: toFilters(result, request.Filters, ctx.culture),
    CorrectedQuery: result.corrected,
    PartialMatch: result.partial,
  }
}

/**
 * Every product a search finds, not one page: the first `limit` ids in the search's order, and how many it found
 * (the price list, POST product/search/pdf). The request's own page is ignored.
 */
export async function searchAllProductIds(
  ctx: ShopContext,
  request: ProductSearchRequest,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const result = await searchIds(ctx, { ...request, PageNumber: 1, PageSize: limit })
  return { ids: result.ids, total: Number(result.total) }
}

export async function productIdsByNumbers(ctx: ShopContext, productNumbers: string[]): Promise<number[]> {
  if (productNumbers.length === 0) return []
  const { rows } = await pool(ctx).query<{ id: number; product_number: string }>(
    'SELECT id, product_number FROM products WHERE product_number = ANY($1::text[])',
    [productNumbers],
  )
  const idByNumber = new Map(rows.map((r) => [r.product_number, r.id]))
  return productNumbers.map((n) => idByNumber.get(n)).filter((id): id is number => id !== undefined)
}

/** The most viewed products, then the best reviewed (GET product/popular). */
export async function popularProductIds(ctx: ShopContext): Promise<number[]> {
  const { rows } = await pool(ctx).query<{ id: number }>(
    'SELECT id FROM products ORDER BY views DESC, review_score DESC NULLS LAST, id ASC LIMIT $1',
    [POPULAR_PRODUCT_COUNT],
  )
  return rows.map((r) => r.id)
}

/** ProductRelativeUrl per existing product id, in the order asked (docs/product.md §7 urlsbyids). */
export async function productUrls(ctx: ShopContext, ids: number[]): Promise<Array<{ ProductId: number; ProductRelativeUrl: string }>> {
  if (ids.length === 0) return []
  const { rows } = await pool(ctx).query<{ id: number; friendly_url_name: string }>(
    'SELECT id, friendly_url_name FROM products WHERE id = ANY($1::int[])',
    [ids],
  )
  const byId = new Map(rows.map((r) => [r.id, r.friendly_url_name]))
  return [...new Set(ids)]
    .filter((id) => byId.has(id))
    .map((id) => ({ ProductId: id, ProductRelativeUrl: productUrl(byId.get(id) as string, id) }))
}
