/**
 * Product search (API.md `POST product/search`) as one SQL statement: the request is validated here, turned into
 * text queries (Danish stemming, prefixes, accent folding, trigram typo tolerance) and into one statement that
 * answers the page, the total and every filter's options with counts. Pure: no database, unit-tested.
 */
import { z } from 'zod'
import { BASIS_POINTS, VAT_RATE_BASIS_POINTS, type Culture } from '../constants'

/** SPEC §9: product search page size 18, first page 1. The largest page is a shop rule (SPEC silent). */
export const PRODUCT_SEARCH_PAGE_SIZE = 18
export const PRODUCT_SEARCH_MAX_PAGE_SIZE = 48
export const PRODUCT_SEARCH_FIRST_PAGE = 1
/** Popular products (GET product/popular): how many. */
export const POPULAR_PRODUCT_COUNT = 12

/** SPEC §9 product sort orders. Without one: relevance for a text query, else Popularity. */
export const PRODUCT_SORT_ORDERS = ['NameAscending', 'Popularity', 'PricingAscending', 'PricingDescending', 'ProductViews'] as const
export type ProductSortOrder = (typeof PRODUCT_SORT_ORDERS)[number]

/** SPEC §9 filter types. */
export const FILTER_TYPES = ['MultiSelect', 'Range', 'Toggle'] as const
export type FilterType = (typeof FILTER_TYPES)[number]

export const MULTI_SELECT_KEYS = ['type', 'country', 'grape', 'producer', 'colour'] as const
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

/** Lower case and the accent folding of the search columns: "Rosé" → "rose"; æ, ø, å stay Danish letters. */
export function foldText(text: string): string {
  let out = ''
  for (const ch of text.toLowerCase()) {
    const at = ACCENTS_FROM.indexOf(ch)
    out += at >= 0 ? ACCENTS_TO[at] : ch
  }
  return out
}

export interface TextQuery {
  /** Any word as a prefix, to find candidates through the GIN indexes: 'rødvin:* | baro:*'. */
  any: string
  /** Every word as a prefix, which a product must match over all its text: 'rødvin:* & baro:*'. */
  all: string
  /** Every word as a prefix in the name only (weight A), to rank name hits first. */
  allInName: string
  /** The folded query for trigram similarity, or null when too short to be fuzzy. */
  fuzzy: string | null
}

/** The query's words as tsquery texts; null when nothing in it is searchable. Words are letters and digits only. */
export function textQuery(query: string | undefined): TextQuery | null {
  const folded = foldText(query ?? '')
  const words = folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_QUERY_WORDS)
  if (words.length === 0) return null
  const fuzzy = words.join(' ')
  return {
    any: words.map((w) => `${w}:*`).join(' | '),
    all: words.map((w) => `${w}:*`).join(' & '),
    allInName: words.map((w) => `${w}:*A`).join(' & '),
    fuzzy: fuzzy.length >= MIN_FUZZY_QUERY_LENGTH ? fuzzy : null,
  }
}

/** Collects positional parameters: `p(value)` → `$n`. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** The whole-kroner bounds of a price range as øre bounds: Max 169 includes 169,95. */
export function priceBounds(min: number | undefined, max: number | undefined): { from: number | null; below: number | null } {
  return { from: min === undefined ? null : Math.round(min) * 100, below: max === undefined ? null : (Math.round(max) + 1) * 100 }
}

/** The predicate of one requested filter over the `base` rows, or null when it does not narrow anything. */
function predicate(filter: FilterRequest, params: Params): string | null {
  switch (filter.Key) {
    case 'type':
    case 'country':
    case 'producer':
    case 'colour':
      return filter.Values?.length ? `${filter.Key} = ANY(${params.add(filter.Values)}::text[])` : null
    case 'grape':
      return filter.Values?.length ? `grapes && ${params.add(filter.Values)}::text[]` : null
    case 'price': {
      const { from, below } = priceBounds(filter.Min, filter.Max)
      const parts = [from === null ? null : `price >= ${params.add(from)}`, below === null ? null : `price < ${params.add(below)}`]
      return parts.filter(Boolean).join(' AND ') || null
    }
    case 'alcohol':
    case 'vintage': {
      const parts = [
        filter.Min === undefined ? null : `${filter.Key} >= ${params.add(filter.Min)}`,
        filter.Max === undefined ? null : `${filter.Key} <= ${params.add(filter.Max)}`,
      ]
      return parts.filter(Boolean).join(' AND ') || null
    }
    case 'organic':
      return filter.Value ? 'organic' : null
    case 'inStock':
      return filter.Value ? 'in_stock' : null
    case 'onOffer':
      // No campaigns exist yet, so nothing is on offer; this becomes a join on the active campaigns.
      return filter.Value ? 'false' : null
  }
}

const ORDER_BY: Record<ProductSortOrder | 'Relevance', string> = {
  NameAscending: 'name ASC, id ASC',
  Popularity: 'review_score DESC NULLS LAST, views DESC, id ASC',
  PricingAscending: 'price ASC, id ASC',
  PricingDescending: 'price DESC, id ASC',
  ProductViews: 'views DESC, review_score DESC NULLS LAST, id ASC',
  Relevance: 'rank DESC, name ASC, id ASC',
}

export function sortOrder(request: Pick<ProductSearchRequest, 'Sort'>, text: TextQuery | null): ProductSortOrder | 'Relevance' {
  return request.Sort ?? (text ? 'Relevance' : 'Popularity')
}

export interface SearchSql {
  text: string
  values: unknown[]
}

/** The statement's single row is `{ result: SearchSqlResult }`. */
export interface SearchSqlResult {
  total: number
  ids: number[]
  options: Record<MultiSelectKey, Array<{ v: string; n: number }> | null>
  ranges: Record<RangeKey, { min: number | null; max: number | null }>
  toggles: Record<ToggleKey, number>
}

/**
 * One statement: the products matching the text (found through the GIN indexes, then checked over all their
 * text), their filter attributes in the culture (falling back to Danish), then the page, the total and, per
 * filter, its options counted with every other filter applied.
 */
export function buildSearchSql(request: ProductSearchRequest, ctx: { culture: Culture; isB2B: boolean }): SearchSql {
  const params = new Params()
  // Typed once as text, so the one parameter can be compared with the locale enum wherever it is used.
  const culture = `${params.add(ctx.culture)}::text::"_locales"`
  const text = textQuery(request.Query)

  let hits = ''
  let textMatch = 'true'
  let rank = '0'
  if (text) {
    const any = `to_tsquery('danish', ${params.add(text.any)})`
    const all = `to_tsquery('danish', ${params.add(text.all)})`
    const inName = `to_tsquery('danish', ${params.add(text.allInName)})`
    const fuzzy = text.fuzzy === null ? null : params.add(text.fuzzy)
    const fuzzyOn = (column: string) => (fuzzy === null ? 'false' : `${column} %> ${fuzzy}`)
    hits = `hits AS (
      SELECT l._parent_id AS id FROM products_locales l
       WHERE l._locale IN (${culture}, 'da') AND (l.search_document @@ ${any} OR ${fuzzyOn('l.search_name')})
      UNION
      SELECT p.id FROM products p WHERE p.search_document @@ ${any} OR ${fuzzyOn('p.search_name')}
    ),`
    const document = `(coalesce(lc.search_document, ''::tsvector) || coalesce(ld.search_document, ''::tsvector) || p.search_document)`
    const nameHit = `(coalesce(lc.search_document @@ ${inName}, false) OR coalesce(ld.search_document @@ ${inName}, false) OR ${fuzzyOn('lc.search_name')} OR ${fuzzyOn('ld.search_name')})`
    const ownerHit = `(p.search_document @@ ${all} OR ${fuzzyOn('p.search_name')})`
    textMatch = `(${document} @@ ${all} OR ${fuzzyOn('lc.search_name')} OR ${fuzzyOn('ld.search_name')} OR ${fuzzyOn('p.search_name')})`
    // Name hits first, then producer or grape, then the rest (places, descriptions); ts_rank orders within a tier.
    const similarity = fuzzy === null ? '0' : `greatest(word_similarity(${fuzzy}, coalesce(lc.search_name, ld.search_name, '')), word_similarity(${fuzzy}, p.search_name))`
    rank = `(CASE WHEN ${nameHit} THEN 2 WHEN ${ownerHit} THEN 1 ELSE 0 END + ts_rank(${document}, ${all}) + ${similarity} / 10)`
  }

  // The category and all its descendants (UNION, not UNION ALL, so even a cycle ends), then their products.
  let tree = ''
  let inCategory = ''
  if (request.CategoryId !== undefined) {
    tree = `category_tree AS (
      SELECT id FROM categories WHERE id = ${params.add(request.CategoryId)}
      UNION
      SELECT c.id FROM categories c JOIN category_tree t ON c.parent_id = t.id
    ),`
    inCategory = ` AND p.id IN (SELECT r.parent_id FROM products_rels r JOIN category_tree t ON t.id = r.categories_id WHERE r.path = 'categories')`
  }

  const price = ctx.isB2B ? `round(p.price * ${BASIS_POINTS} / ${BASIS_POINTS + VAT_RATE_BASIS_POINTS})` : 'p.price'
  const localized = (column: string) => `coalesce(nullif(lc.${column}, ''), ld.${column})`
  const base = `base AS MATERIALIZED (
    SELECT p.id, ${localized('name')} AS name, p.type::text AS type, ${localized('country')} AS country,
           p.producer, p.colour::text AS colour,
           CASE WHEN coalesce(p.grape, '') = '' THEN '{}'::text[] ELSE regexp_split_to_array(trim(p.grape), '\\s*,\\s*') END AS grapes,
           ${price} AS price, p.alcohol_percentage AS alcohol, p.vintage, coalesce(p.organic, false) AS organic,
           p.stock_quantity > 0 AS in_stock, p.review_score, p.views, ${rank} AS rank
      FROM products p
      ${text ? 'JOIN hits h ON h.id = p.id' : ''}
      LEFT JOIN products_locales lc ON lc._parent_id = p.id AND lc._locale = ${culture}
      LEFT JOIN products_locales ld ON ld._parent_id = p.id AND ld._locale = 'da'
     WHERE ${textMatch}${inCategory}
  )`

  const predicates = new Map<FilterKey, string>()
  for (const filter of request.Filters) {
    const sql = predicate(filter, params)
    if (sql) predicates.set(filter.Key, sql)
  }
  const where = (except?: FilterKey) => {
    const parts = [...predicates].filter(([key]) => key !== except).map(([, sql]) => `(${sql})`)
    return parts.length ? parts.join(' AND ') : 'true'
  }

  const limit = params.add(request.PageSize)
  const offset = params.add((request.PageNumber - 1) * request.PageSize)
  const order = ORDER_BY[sortOrder(request, text)]

  const optionCounts = (key: MultiSelectKey) => {
    const value = key === 'grape' ? 'g' : key
    const from = key === 'grape' ? 'base, unnest(grapes) AS g' : 'base'
    return `'${key}', (SELECT json_agg(json_build_object('v', v, 'n', n)) FROM (
        SELECT ${value} AS v, count(*) AS n FROM ${from} WHERE ${value} IS NOT NULL AND ${value} <> '' AND ${where(key)} GROUP BY 1
      ) o)`
  }
  const rangeOf = (key: RangeKey) =>
    `'${key}', (SELECT json_build_object('min', min(${key}), 'max', max(${key})) FROM base WHERE ${where(key)})`
  const toggleCount = (key: ToggleKey, on: string) => `'${key}', (SELECT count(*) FROM base WHERE ${on} AND ${where(key)})`

  const statement = `WITH ${tree ? `RECURSIVE ${tree}` : ''}${hits}
  ${base}
  SELECT json_build_object(
    'total', (SELECT count(*) FROM base WHERE ${where()}),
    'ids', (SELECT coalesce(json_agg(id), '[]'::json) FROM (SELECT id FROM base WHERE ${where()} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page),
    'options', json_build_object(${MULTI_SELECT_KEYS.map(optionCounts).join(', ')}),
    'ranges', json_build_object(${RANGE_KEYS.map(rangeOf).join(', ')}),
    'toggles', json_build_object(${toggleCount('organic', 'organic')}, ${toggleCount('inStock', 'in_stock')}, 'onOffer', 0)
  ) AS result`
  return { text: statement, values: params.values }
}
