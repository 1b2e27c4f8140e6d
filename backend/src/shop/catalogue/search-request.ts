/**
 * A product search request (docs/api/README.md `POST product/search`, docs/adr/0009): its validation, sort orders and filter
 * keys, and the text rules both search paths share (accent folding, Danish sort keys, the query's words as tsquery
 * texts, price bounds). Pure; search-query.ts builds the statements from it, search-index-query.ts the in-memory
 * search.
 */
import { z } from 'zod'

/** docs/product.md §9: product search page size 18, first page 1. The largest page is a shop rule of its own. */
export const PRODUCT_SEARCH_PAGE_SIZE = 18
export const PRODUCT_SEARCH_MAX_PAGE_SIZE = 48
export const PRODUCT_SEARCH_FIRST_PAGE = 1
/** Popular products (GET product/popular): how many. */
export const POPULAR_PRODUCT_COUNT = 12

/** docs/product.md §9 product sort orders. Without one: relevance for a text query, else Popularity. */
export const PRODUCT_SORT_ORDERS = ['NameAscending', 'Popularity', 'PricingAscending', 'PricingDescending', 'ProductViews'] as const
export type ProductSortOrder = (typeof PRODUCT_SORT_ORDERS)[number]

/** docs/product.md §9 filter types. */
export const FILTER_TYPES = ['MultiSelect', 'Range', 'Toggle'] as const
export type FilterType = (typeof FILTER_TYPES)[number]

export const MULTI_SELECT_KEYS = ['type', 'country', 'region', 'grape', 'producer', 'colour', 'origin', 'storage'] as const
export const RANGE_KEYS = ['price', 'alcohol', 'vintage'] as const
export const TOGGLE_KEYS = ['organic', 'inStock', 'onOffer'] as const
export type MultiSelectKey = (typeof MULTI_SELECT_KEYS)[number]
export type RangeKey = (typeof RANGE_KEYS)[number]
export type ToggleKey = (typeof TOGGLE_KEYS)[number]
export type FilterKey = MultiSelectKey | RangeKey | ToggleKey
export const FILTER_KEYS = [...MULTI_SELECT_KEYS, ...RANGE_KEYS, ...TOGGLE_KEYS] as const

/** Letters folded for search, on both sides. Frozen in migration 20261122_034020_catalogue_search (a test checks). */
export const ACCENTS_FROM = 'áàâäãéèêëíìîïóòôõöúùûüýÿñç'
export const ACCENTS_TO = 'aaaæaeeeeiiiiooooøuuuuyync'

/**
 * Danish name order as a sort key compared byte by byte: lower case, accents dropped, ä and ö as æ and ø, ü as y,
 * and æ, ø, å turned into the three characters after z. PGlite has no ICU locale data for Danish, so a collation
 * cannot do it there. Frozen in migration 20261122_050100_search_tuning (a test checks).
 */
export const SORT_FROM = 'áàâãéèêëíìîïóòôõúùûýÿñçüäæöøå'
export const SORT_TO = 'aaaaeeeeiiiioooouuuyyncy{{||}'

/** Queries shorter than this are matched by prefix only: trigrams of two letters match nearly everything. */
export const MIN_FUZZY_QUERY_LENGTH = 4
const MAX_QUERY_WORDS = 8

const filterSchema = z
  .object({
    Key: z.enum(FILTER_KEYS),
    Values: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
    Min: z.number().finite().min(0).optional(),
    Max: z.number().finite().min(0).optional(),
    Value: z.boolean().optional(),
  })
  .superRefine((filter, ctx) => {
    const key = filter.Key as string
    if ((MULTI_SELECT_KEYS as readonly string[]).includes(key) && filter.Values === undefined)
      ctx.addIssue({ code: 'custom', path: ['Values'], message: 'A MultiSelect filter needs Values' })
    if ((RANGE_KEYS as readonly string[]).includes(key)) {
      if (filter.Min === undefined && filter.Max === undefined)
        ctx.addIssue({ code: 'custom', path: ['Min'], message: 'A Range filter needs Min or Max' })
      if (filter.Min !== undefined && filter.Max !== undefined && filter.Min > filter.Max)
        ctx.addIssue({ code: 'custom', path: ['Max'], message: 'Max must not be below Min' })
    }
    if ((TOGGLE_KEYS as readonly string[]).includes(key) && filter.Value === undefined)
      ctx.addIssue({ code: 'custom', path: ['Value'], message: 'A Toggle filter needs Value' })
  })

export const productSearchRequest = z
  .object({
    Query: z.string().trim().max(200).optional(),
    // Narrows to the products in this category or any of its subcategories.
    CategoryId: z.number().int().positive().optional(),
    PageNumber: z.number().int().min(PRODUCT_SEARCH_FIRST_PAGE).default(PRODUCT_SEARCH_FIRST_PAGE),
    PageSize: z.number().int().min(1).max(PRODUCT_SEARCH_MAX_PAGE_SIZE).default(PRODUCT_SEARCH_PAGE_SIZE),
    Sort: z.enum(PRODUCT_SORT_ORDERS).optional(),
    Filters: z.array(filterSchema).max(FILTER_KEYS.length).default([]),
    // The words as typed: no typo correction (the "search instead for" link, docs/adr/0040).
    AsTyped: z.boolean().optional(),
  })
  .superRefine((request, ctx) => {
    const seen = new Set<string>()
    request.Filters.forEach((filter, index) => {
      if (seen.has(filter.Key)) ctx.addIssue({ code: 'custom', path: ['Filters', index, 'Key'], message: 'Each filter key once' })
      seen.add(filter.Key)
    })
  })

export type ProductSearchRequest = z.infer<typeof productSearchRequest>
export type FilterRequest = ProductSearchRequest['Filters'][number]

/** The Danish sort key of a name, as the search table keeps it (SORT_FROM/SORT_TO). */
export function sortKey(name: string): string {
  let out = ''
  for (const ch of name.toLowerCase()) {
    const at = SORT_FROM.indexOf(ch)
    out += at >= 0 ? SORT_TO[at] : ch
  }
  return out
}

/** Lower case and the accent folding of the search columns: "Rosé" → "rose"; æ, ø, å stay Danish letters. */
export function foldText(text: string): string {
  let out = ''
  for (const ch of text.toLowerCase()) {
    const at = ACCENTS_FROM.indexOf(ch)
    out += at >= 0 ? ACCENTS_TO[at] : ch
  }
  return out
}

/**
 * Words that say nothing about a product ("gave til far", "gift for dad"): left out of the match, so they never make
 * a query fail. Kept when the query has nothing else. Danish and English, as shoppers type both.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ('til og med for i af en et den det de på fra som er at om eller ved hos ' + 'the and with for of in a an to from or by').split(' '),
)

export interface TextQuery {
  /** The searchable words, folded, stop words left out. */
  words: string[]
  /** Any word as a prefix, to find candidates through the GIN indexes: 'rødvin:* | baro:*'. */
  any: string
  /** Every word as a prefix, which a product must match over all its text: 'rødvin:* & baro:*'. */
  all: string
  /** Every word as a prefix in the name only (weight A), to rank name hits first. */
  allInName: string
  /** Every word as a prefix in the name, producer or grape (weights A and B), the second tier. */
  allInOwner: string
  /** The folded query for trigram similarity, or null when too short to be fuzzy. */
  fuzzy: string | null
}

/** The query's words, folded, stop words left out unless nothing else is left. */
export function queryWords(query: string | undefined): string[] {
  const words = foldText(query ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
  const meaningful = words.filter((w) => !STOP_WORDS.has(w))
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_QUERY_WORDS)
}

/** The query's words as tsquery texts; null when nothing in it is searchable. Words are letters and digits only. */
export function textQuery(query: string | undefined): TextQuery | null {
  const words = queryWords(query)
  if (words.length === 0) return null
  const fuzzy = words.join(' ')
  const each = (suffix: string, join = ' & ') => words.map((w) => `${w}${suffix}`).join(join)
  return {
    words,
    any: each(':*', ' | '),
    all: each(':*'),
    allInName: each(':*A'),
    allInOwner: each(':*AB'),
    fuzzy: fuzzy.length >= MIN_FUZZY_QUERY_LENGTH ? fuzzy : null,
  }
}

/** The whole-kroner bounds of a price range as øre bounds: Max 169 includes 169,95. */
export function priceBounds(min: number | undefined, max: number | undefined): { from: number | null; below: number | null } {
  return { from: min === undefined ? null : Math.round(min) * 100, below: max === undefined ? null : (Math.round(max) + 1) * 100 }
}

export function sortOrder(request: Pick<ProductSearchRequest, 'Sort'>, text: TextQuery | null): ProductSortOrder | 'Relevance' {
  return request.Sort ?? (text ? 'Relevance' : 'Popularity')
}
