// The state of a product list as it lives in the URL (/soeg/?q=rødvin&country=Italien&price=100-300&organic=1
// &sort=PricingAscending&pages=2, or a category page's /vin/roedvin/?country=Italien), so a link or the back
// button restores the view, and the shop API request it stands for. The search page adds its search type
// (`type=products|recipes|articles`). Pure functions: what is not understood in a URL is ignored, never an error.
import type { ParsedUrlQuery } from 'node:querystring'
import { PRODUCT_SORT_ORDERS, SEARCH_MAX_RESTORED_PAGES, type ProductSortOrder } from '@/config/constants'
import { paths } from '@/config/paths'

/** The filter keys of `POST /api/product/search/` (docs/api/README.md), by filter type. */
export const MULTI_SELECT_KEYS = ['type', 'country', 'region', 'grape', 'producer', 'colour', 'origin', 'storage'] as const
export const RANGE_KEYS = ['price', 'alcohol', 'vintage'] as const
export const TOGGLE_KEYS = ['organic', 'inStock', 'onOffer'] as const
export type MultiSelectKey = (typeof MULTI_SELECT_KEYS)[number]
export type RangeKey = (typeof RANGE_KEYS)[number]
export type ToggleKey = (typeof TOGGLE_KEYS)[number]

/** docs/product.md §9 search types: all results (no `type` in the URL), products, recipes and articles. */
export const SEARCH_TYPES = ['products', 'recipes', 'articles'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]
/** The search page's `type` names the search type, so the product type filter rides as `productType`. */
const URL_PARAM_OF: Partial<Record<MultiSelectKey, string>> = { type: 'productType' }
const paramOf = (key: MultiSelectKey): string => URL_PARAM_OF[key] ?? key

/** The shop API's limits on a request (backend search-query.ts): longer input would be refused with a 400. */
const MAX_QUERY_LENGTH = 200
const MAX_VALUE_LENGTH = 100
const MAX_VALUES_PER_FILTER = 50

export type Range = { min?: number; max?: number }

export type SearchState = {
  /** The text query, trimmed; '' for none. */
  query: string
  multiSelect: Partial<Record<MultiSelectKey, string[]>>
  ranges: Partial<Record<RangeKey, Range>>
  toggles: ToggleKey[]
  /** No sort: relevance with a query, else the shop's default (Popularity). */
  sort?: ProductSortOrder
  /** How many result pages are shown (1 unless "Vis flere" was used). */
  pages: number
}

export const EMPTY_SEARCH_STATE: SearchState = { query: '', multiSelect: {}, ranges: {}, toggles: [], pages: 1 }

export type SearchFilterRequest =
  { Key: MultiSelectKey; Values: string[] } | { Key: RangeKey; Min?: number; Max?: number } | { Key: ToggleKey; Value: boolean }

/** The body of `POST /api/product/search/` without the page. CategoryId is for category pages; /soeg/ never sets it. */
export type SearchRequest = { Query?: string; CategoryId?: number; Sort?: ProductSortOrder; Filters: SearchFilterRequest[] }

const QUERY_PARAM = 'q'
const SORT_PARAM = 'sort'
const PAGES_PARAM = 'pages'
const TYPE_PARAM = 'type'
const TOGGLE_ON = '1'
const RANGE_SEPARATOR = '-'
const RANGE_PATTERN = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/
const PAGES_PATTERN = /^[1-9]\d{0,5}$/

function values(query: ParsedUrlQuery, name: string): string[] {
  const raw = query[name]
  if (raw === undefined) return []
  return Array.isArray(raw) ? raw : [raw]
}

function first(query: ParsedUrlQuery, name: string): string | undefined {
  return values(query, name)[0]
}

function parseRange(raw: string | undefined): Range | null {
  const match = raw === undefined ? null : RANGE_PATTERN.exec(raw.trim())
  if (!match || (match[1] === undefined && match[2] === undefined)) return null
  const min = match[1] === undefined ? undefined : Number(match[1])
  const max = match[2] === undefined ? undefined : Number(match[2])
  if (min !== undefined && max !== undefined && min > max) return null
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
}

function isSort(value: string | undefined): value is ProductSortOrder {
  return (PRODUCT_SORT_ORDERS as readonly (string | undefined)[]).includes(value)
}

export function parseSearchState(query: ParsedUrlQuery): SearchState {
  const state: SearchState = {
    ...EMPTY_SEARCH_STATE,
    query: (first(query, QUERY_PARAM) ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    multiSelect: {},
    ranges: {},
    toggles: [],
  }
  for (const key of MULTI_SELECT_KEYS) {
    const chosen = [
      ...new Set(
        values(query, paramOf(key))
          .map((value) => value.trim())
          .filter((v) => v !== '' && v.length <= MAX_VALUE_LENGTH),
      ),
    ].slice(0, MAX_VALUES_PER_FILTER)
    if (chosen.length > 0) state.multiSelect[key] = chosen
  }
  for (const key of RANGE_KEYS) {
    const range = parseRange(first(query, key))
    if (range) state.ranges[key] = range
  }
  state.toggles = TOGGLE_KEYS.filter((key) => first(query, key) === TOGGLE_ON)
  const sort = first(query, SORT_PARAM)
  if (isSort(sort)) state.sort = sort
  const pages = first(query, PAGES_PARAM)
  if (pages !== undefined && PAGES_PATTERN.test(pages)) state.pages = Math.min(Number(pages), SEARCH_MAX_RESTORED_PAGES)
  return state
}

/** The URL query of a state, in a fixed order; defaults (no query, page 1) are left out. */
export function toSearchQuery(state: SearchState): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  if (state.query) query[QUERY_PARAM] = state.query
  for (const key of MULTI_SELECT_KEYS) {
    const chosen = state.multiSelect[key]
    if (chosen && chosen.length > 0) query[paramOf(key)] = chosen.length === 1 && chosen[0] !== undefined ? chosen[0] : [...chosen]
  }
  for (const key of RANGE_KEYS) {
    const range = state.ranges[key]
    if (range && (range.min !== undefined || range.max !== undefined)) query[key] = `${range.min ?? ''}${RANGE_SEPARATOR}${range.max ?? ''}`
  }
  for (const key of TOGGLE_KEYS) if (state.toggles.includes(key)) query[key] = TOGGLE_ON
  if (state.sort) query[SORT_PARAM] = state.sort
  if (state.pages > 1) query[PAGES_PARAM] = String(state.pages)
  return query
}

/** Every URL parameter a product list's state owns (the rest of a URL is left alone). */
export const STATE_PARAMS: readonly string[] = [
  QUERY_PARAM,
  ...MULTI_SELECT_KEYS.map(paramOf),
  ...RANGE_KEYS,
  ...TOGGLE_KEYS,
  SORT_PARAM,
  PAGES_PARAM,
]

function appendQuery(params: URLSearchParams, query: Record<string, string | string[]>) {
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one)
  }
}

/** The search type a URL asks for; undefined for none (all results) or one this storefront does not know. */
export function parseSearchType(query: ParsedUrlQuery): SearchType | undefined {
  const type = first(query, TYPE_PARAM)
  return SEARCH_TYPES.find((known) => known === type)
}

/**
 * The view the search page shows: the type in the URL, else "all results" for a text query. Without a query there
 * is nothing to look for across types, so the catalogue's products show; a URL with product filters, a sort or
 * more pages (a link from before the tabs) shows the products too.
 */
export function activeSearchType(query: ParsedUrlQuery): SearchType | 'all' {
  const explicit = parseSearchType(query)
  if (explicit) return explicit
  const state = parseSearchState(query)
  if (!state.query || hasActiveFilters(state) || state.sort !== undefined || state.pages > 1) return 'products'
  return 'all'
}

/**
 * The search page's path with the state's query string, e.g. `/soeg/?q=r%C3%B8dvin&pages=2`; the search type
 * follows the query (`/soeg/?q=ost&type=recipes`).
 */
export function searchHref(state: SearchState, type?: SearchType): string {
  const params = new URLSearchParams()
  const { [QUERY_PARAM]: query, ...rest } = toSearchQuery(state)
  if (query !== undefined) appendQuery(params, { [QUERY_PARAM]: query })
  if (type) params.append(TYPE_PARAM, type)
  appendQuery(params, rest)
  const search = params.toString()
  return search ? `${paths.search}?${search}` : paths.search
}

/**
 * The URL of a list on any page (a category page) with a new state: the path and every parameter the state does
 * not own (a preview token) are kept, the state's own are replaced. The list has no text query.
 */
export function listHref(asPath: string, state: SearchState): string {
  const [withoutHash = ''] = asPath.split('#')
  const [path = '/', search = ''] = withoutHash.split('?')
  const params = new URLSearchParams(search)
  for (const name of STATE_PARAMS) params.delete(name)
  appendQuery(params, toSearchQuery({ ...state, query: '' }))
  const next = params.toString()
  return next ? `${path}?${next}` : path
}

export function hasActiveFilters(state: SearchState): boolean {
  return (
    Object.values(state.multiSelect).some((chosen) => chosen.length > 0) || Object.keys(state.ranges).length > 0 || state.toggles.length > 0
  )
}

/** The state without filters (query and sort stay), back on page 1. */
export function withoutFilters(state: SearchState): SearchState {
  return { ...state, multiSelect: {}, ranges: {}, toggles: [], pages: 1 }
}

/** The shop API request of a state (the page number is added per page). */
export function toSearchRequest(state: SearchState): SearchRequest {
  const Filters: SearchFilterRequest[] = []
  for (const key of MULTI_SELECT_KEYS) {
    const chosen = state.multiSelect[key]
    if (chosen && chosen.length > 0) Filters.push({ Key: key, Values: [...chosen] })
  }
  for (const key of RANGE_KEYS) {
    const range = state.ranges[key]
    if (range && (range.min !== undefined || range.max !== undefined))
      Filters.push({
        Key: key,
        ...(range.min !== undefined ? { Min: range.min } : {}),
        ...(range.max !== undefined ? { Max: range.max } : {}),
      })
  }
  for (const key of TOGGLE_KEYS) if (state.toggles.includes(key)) Filters.push({ Key: key, Value: true })
  return {
    ...(state.query ? { Query: state.query } : {}),
    ...(state.sort ? { Sort: state.sort } : {}),
    Filters,
  }
}
