/**
 * Product search (docs/api/README.md `POST product/search`) over the `product_search` table (migration
 * 20261122_050100_search_tuning, docs/adr/0009, 0017): the request, validated in search-request.ts, is turned
 * into text queries (Danish stemming, prefixes, accent folding, trigram typo tolerance as a fallback) and into the
 * statement that finds the products the words match; search-index.ts does the rest in memory. Pure: no database,
 * unit-tested.
 */
import { BASIS_POINTS, CULTURES, VAT_RATE_BASIS_POINTS, type Culture } from '../constants'
import {
  type ProductSortOrder,
  MULTI_SELECT_KEYS,
  RANGE_KEYS,
  type MultiSelectKey,
  type RangeKey,
  type ToggleKey,
  type FilterKey,
  type ProductSearchRequest,
  type FilterRequest,
  type TextQuery,
  textQuery,
  priceBounds,
  sortOrder,
} from './search-request'

/**
 * The request's rules live in search-request.ts; every name stays importable from here, as before the split.
 * @public
 */
export {
  PRODUCT_SEARCH_PAGE_SIZE,
  PRODUCT_SEARCH_MAX_PAGE_SIZE,
  PRODUCT_SEARCH_FIRST_PAGE,
  POPULAR_PRODUCT_COUNT,
  PRODUCT_SORT_ORDERS,
  type ProductSortOrder,
  FILTER_TYPES,
  type FilterType,
  MULTI_SELECT_KEYS,
  RANGE_KEYS,
  TOGGLE_KEYS,
  type MultiSelectKey,
  type RangeKey,
  type ToggleKey,
  type FilterKey,
  FILTER_KEYS,
  ACCENTS_FROM,
  ACCENTS_TO,
  SORT_FROM,
  SORT_TO,
  MIN_FUZZY_QUERY_LENGTH,
  STOP_WORDS,
  queryWords,
  productSearchRequest,
  type ProductSearchRequest,
  type FilterRequest,
  sortKey,
  foldText,
  type TextQuery,
  textQuery,
  priceBounds,
  sortOrder,
} from './search-request'

/** Collects positional parameters: `p(value)` → `$n`. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/**
 * shop/pricing/campaign.ts `campaignPrice(regular, rule)` in SQL, over SQL expressions for the regular price and
 * the rule's columns. JavaScript computes in doubles and Math.round(x) is floor(x + 0.5); PostgreSQL's numeric is
 * exact and its round() rounds half away from zero, so everything is cast to float8 and rounded with floor to
 * land on the very same øre (a test runs both over a grid of prices and rules).
 */
export function campaignPriceSql(regular: string, rule: { kind: string; percentage: string; amount: string }): string {
  const r = `(${regular})::float8`
  const round = (x: string) => `floor(${x} + 0.5)`
  const price = `CASE (${rule.kind})::text
      WHEN 'Percentage' THEN ${r} - ${round(`${r} * coalesce((${rule.percentage})::float8, 0) / 100`)}
      WHEN 'AmountOff' THEN ${r} - coalesce((${rule.amount})::float8, 0)
      WHEN 'FixedPrice' THEN coalesce((${rule.amount})::float8, ${r})
      ELSE ${r} END`
  return `least(${r}, greatest(0, ${round(price)}))`
}

/**
 * The products a running Regular campaign lowers now, with the lowest price it gives them incl. VAT
 * (shop/pricing/campaign.ts bestRegularCampaign), hash-joined to the matches. Campaigns run by the clock, so
 * this cannot be kept in the search row; search-cache.ts works it out once for many searches and passes it in.
 */
const offersCte = (offers: { ids: number[]; prices: number[] }, params: Params) =>
  `offers AS MATERIALIZED (SELECT * FROM unnest(${params.add(offers.ids)}::integer[], ${params.add(offers.prices)}::integer[]) AS o(id, price))`

/** The SQL of a product's attribute in the search row `s`: a column, or an expression such as the price. */
type Column = (
  name:
    | 'type'
    | 'country'
    | 'region'
    | 'origin'
    | 'storage'
    | 'producer'
    | 'colour'
    | 'grapes'
    | 'price'
    | 'alcohol'
    | 'vintage'
    | 'organic'
    | 'in_stock'
    | 'on_offer',
) => string

/** The predicate of one requested filter over a search row, or null when it does not narrow anything. */
function predicate(filter: FilterRequest, params: Params, col: Column): string | null {
  switch (filter.Key) {
    case 'type':
    case 'country':
    case 'region':
    case 'origin':
    case 'storage':
    case 'producer':
    case 'colour':
      return filter.Values?.length ? `${col(filter.Key)} = ANY(${params.add(filter.Values)}::text[])` : null
    case 'grape':
      return filter.Values?.length ? `${col('grapes')} && ${params.add(filter.Values)}::text[]` : null
    case 'price': {
      const { from, below } = priceBounds(filter.Min, filter.Max)
      if (from === null && below === null) return null
      // One range test, so the price (a campaign's, maybe) is worked out once; a null bound is open.
      return `int4range(${params.add(from)}::integer, ${params.add(below)}::integer) @> ${col('price')}`
    }
    case 'alcohol':
    case 'vintage': {
      const parts = [
        filter.Min === undefined ? null : `${col(filter.Key)} >= ${params.add(filter.Min)}`,
        filter.Max === undefined ? null : `${col(filter.Key)} <= ${params.add(filter.Max)}`,
      ]
      return parts.filter(Boolean).join(' AND ') || null
    }
    case 'organic':
      return filter.Value ? col('organic') : null
    case 'inStock':
      return filter.Value ? col('in_stock') : null
    case 'onOffer':
      return filter.Value ? col('on_offer') : null
  }
}

// Ties end on the id, so pages never overlap. name_key compares byte by byte (COLLATE "C"): Danish order.
const ORDER_BY: Record<ProductSortOrder | 'Relevance', string> = {
  NameAscending: 'name_key ASC, id ASC',
  Popularity: 'review_score DESC NULLS LAST, views DESC, id ASC',
  PricingAscending: 'price ASC, id ASC',
  PricingDescending: 'price DESC, id ASC',
  ProductViews: 'views DESC, review_score DESC NULLS LAST, id ASC',
  // docs/adr/0040: the match's tier, then in stock first, then the most viewed and best reviewed.
  Relevance: 'rank DESC, in_stock DESC, views DESC, review_score DESC NULLS LAST, name_key ASC, id ASC',
}

/**
 * How well a matched row fits the words (docs/adr/0040), in tiers per word, each worth more than all below it
 * together: 8 when the word is whole (stemmed) in what the product is (its type, colour, category or place words),
 * 4 whole in the name, 2 whole in the producer or grape, 1 as a prefix of the name, producer or grape or inside a
 * word of the name; a word only in a description, or only as the start of a longer word elsewhere, earns nothing. The words' tiers are summed;
 * ts_rank, in tenths, orders within a tier; equal rows go by stock and popularity (ORDER_BY.Relevance). Worked out
 * for the matched rows only, as tsvector lookups: a regular expression over the names ("sardiner i olivenolie" as an
 * ingredient) was tried and cost too much per row (docs/adr/0040).
 */
export const RANK_TIERS = { kind: 8, name: 4, owner: 2, prefix: 1 } as const
/** In the partial pass, what each word found is worth before its tier: more than the best tier's 15. */
const PARTIAL_WORD = 16

/**
 * One word's tier over a row (RANK_TIERS), without ts_rank: four lookups in the row's tsvector, and for the lowest
 * tier also the word inside a longer word of the name, where a Danish compound has its head ("sherryeddike" is an
 * "eddike", "champagneglas" a "glas").
 */
function wordTier(word: string, params: Params): string {
  const q = (tsquery: string) => `s.doc @@ to_tsquery('danish', ${params.add(tsquery)})`
  return `(CASE WHEN ${q(`${word}:C`)} THEN ${RANK_TIERS.kind} ELSE 0 END)
        + (CASE WHEN ${q(`${word}:A`)} THEN ${RANK_TIERS.name} ELSE 0 END)
        + (CASE WHEN ${q(`${word}:B`)} THEN ${RANK_TIERS.owner} ELSE 0 END)
        + (CASE WHEN ${q(`${word}:*AB`)} OR strpos(s.name_fold, ${params.add(word)}) > 0 THEN ${RANK_TIERS.prefix} ELSE 0 END)`
}

/**
 * The rank of a row for the words: each word's tier, summed (a word may name the category, another the producer);
 * for several words, every one of them whole in the name is worth a name tier more ("Gaveæsken Kaffe og chokolade"
 * for "kaffe og chokolade"), less than a second word as what the product is ("White wine glasses" stays below white
 * wines for "white wine"); plus ts_rank over all of them in tenths, which orders within a tier.
 */
function tierRank(words: string[], all: string, params: Params): string {
  const allInName =
    words.length > 1
      ? ` + (CASE WHEN s.doc @@ to_tsquery('danish', ${params.add(words.map((w) => `${w}:A`).join(' & '))}) THEN ${RANK_TIERS.name} ELSE 0 END)`
      : ''
  return `((${words.map((w) => wordTier(w, params)).join(' + ')})${allInName}
        + least(floor(ts_rank(s.doc, to_tsquery('danish', ${params.add(all)})) * 10), 9) / 10.0)::float8`
}

/**
 * What the words ask of a row `s` of product_search: every word as a prefix (one GIN index scan); in the typo
 * pass, a name, producer or grape close to the query (trigram indexes); in the partial pass (every word together
 * found nothing), any word, ranked by how many words and how well. And, for the relevance sort, the rank.
 */
function matchCondition(text: TextQuery, pass: MatchPass, relevance: boolean, params: Params): { where: string; rank: string } {
  if (pass === 'typos' && text.fuzzy) {
    const fuzzy = params.add(text.fuzzy)
    return {
      where: `(s.name_fold %> ${fuzzy} OR s.owner_fold %> ${fuzzy})`,
      rank: relevance
        ? // A tenth of the producer and grape's whole similarity puts the closest first among equal look-alikes: the
          // wines of the grape before blends holding some of it, a champagne house's wines before its glasses.
          `(CASE WHEN s.name_fold %> ${fuzzy} THEN 2 ELSE 1 END + greatest(word_similarity(${fuzzy}, s.name_fold), word_similarity(${fuzzy}, s.owner_fold))
             + similarity(${fuzzy}, s.owner_fold) / 10)`
        : '0',
    }
  }
  if (pass === 'partial') {
    // Each word found adds more than any tier can (PARTIAL_WORD), then its own tier: a product with two of three
    // words beats one with one word, however well.
    const one = (w: string) =>
      `(CASE WHEN s.doc @@ to_tsquery('danish', ${params.add(`${w}:*`)}) THEN ${PARTIAL_WORD} + ${wordTier(w, params)} ELSE 0 END)`
    const rank = relevance
      ? `(${text.words.map(one).join(' + ')} + least(floor(ts_rank(s.doc, to_tsquery('danish', ${params.add(text.any)})) * 10), 9) / 10.0)::float8`
      : '0'
    return { where: `s.doc @@ to_tsquery('danish', ${params.add(text.any)})`, rank }
  }
  const all = `to_tsquery('danish', ${params.add(text.all)})`
  return { where: `s.doc @@ ${all}`, rank: relevance ? tierRank(text.words, text.all, params) : '0' }
}

/** The words together (`words`), their look-alikes (`typos`), or any of them (`partial`). */
export type MatchPass = 'words' | 'typos' | 'partial'

/**
 * The products the words match, as one row `{ ids, ranks }` (ranks only for the relevance sort), for the
 * in-memory search (search-index.ts); null when the query has no searchable word or the pass does not apply (no
 * typo pass under four letters, no partial pass for one word).
 */
export function buildMatchSql(query: string | undefined, options: { pass: MatchPass; relevance: boolean }): SearchSql | null {
  const text = textQuery(query)
  if (!text || (options.pass === 'typos' && !text.fuzzy) || (options.pass === 'partial' && text.words.length < 2)) return null
  const params = new Params()
  const { where, rank } = matchCondition(text, options.pass, options.relevance, params)
  const ranks = options.relevance ? `, coalesce(array_agg(${rank}), '{}') AS ranks` : ''
  return {
    text: `SELECT coalesce(array_agg(s.product_id), '{}') AS ids${ranks} FROM product_search s WHERE ${where}`,
    values: params.values,
  }
}

export interface SearchSql {
  text: string
  values: unknown[]
}

/** The statement's single row is `{ result: SearchSqlResult }`. */
export interface SearchSqlResult {
  /** Whether the text (or, in the typo pass, its look-alikes) found any product, before the filters. */
  found: boolean
  total: number
  ids: number[]
  options: Record<MultiSelectKey, Array<{ v: string; n: number }> | null>
  ranges: Record<RangeKey, { min: number | null; max: number | null }>
  toggles: Record<ToggleKey, number>
}

/**
 * The reference search (docs/adr/0017): the shop answers through `buildMatchSql` and search-index.ts, and an
 * integration test holds their answers equal to this statement's. One statement over `product_search`: the
 * products whose text has every word (one GIN index scan) or, for the
 * typo pass (`typos`, run only when the words found nothing), whose name, producer or grape is close to the
 * query (trigram indexes); each with its price as this customer sees it and one flag per requested filter,
 * worked out once; then the page, the total and, per filter, its options, bounds or count with every other
 * filter applied. The totals, ranges and toggles are one pass over the matches; each option list one GROUP BY.
 */
export function buildSearchSql(
  request: ProductSearchRequest,
  ctx: { culture: Culture; isB2B: boolean },
  options: { typos?: boolean; partial?: boolean; offers?: { ids: number[]; prices: number[] } } = {},
): SearchSql {
  // The culture names columns, so it must be one of ours; it is never a value from the request body.
  if (!(CULTURES as readonly string[]).includes(ctx.culture)) throw new Error(`unknown culture ${ctx.culture}`)
  const params = new Params()
  const text = textQuery(request.Query)
  const typos = Boolean(options.typos && text?.fuzzy)
  const order = sortOrder(request, text)

  // The price a customer sees: B2B without VAT (money.ts withoutVat), B2C as stored; the regular one in both views
  // is kept in the row, a campaign's is turned into the B2B view here.
  const view = (ore: string) =>
    ctx.isB2B ? `round((${ore})::numeric * ${BASIS_POINTS} / ${BASIS_POINTS + VAT_RATE_BASIS_POINTS})::integer` : ore
  const regular = ctx.isB2B ? 's.price_b2b' : 's.price'
  const columns: Record<Parameters<Column>[0], string> = {
    type: 's.type',
    country: `s.country_${ctx.culture}`,
    region: `s.region_${ctx.culture}`,
    origin: `s.origin_${ctx.culture}`,
    storage: 's.storage',
    producer: 's.producer',
    colour: 's.colour',
    grapes: 's.grapes',
    price: `coalesce(${view('o.price')}, ${regular})`,
    alcohol: 's.alcohol',
    vintage: 's.vintage',
    organic: 's.organic',
    in_stock: 's.in_stock',
    // On offer when a campaign lowers the consumer price, whoever is looking.
    on_offer: '(o.id IS NOT NULL)',
  }
  const col: Column = (name) => columns[name]

  const pass: MatchPass = typos ? 'typos' : options.partial && text && text.words.length >= 2 ? 'partial' : 'words'
  const matched = text ? matchCondition(text, pass, order === 'Relevance', params) : { where: 'true', rank: '0' }
  let where = matched.where
  const rank = matched.rank
  if (request.CategoryId !== undefined) where += ` AND s.category_ids @> ARRAY[${params.add(request.CategoryId)}]::integer[]`

  const predicates = new Map<FilterKey, string>()
  for (const filter of request.Filters) {
    const sql = predicate(filter, params, col)
    if (sql) predicates.set(filter.Key, sql)
  }

  // The filter and facet attributes, one flag per requested filter, and only the columns the asked sort needs.
  const select = [
    's.product_id AS id',
    `${col('type')} AS type`,
    `${col('colour')} AS colour`,
    `${col('producer')} AS producer`,
    `${col('grapes')} AS grapes`,
    `${col('country')} AS country`,
    `${col('region')} AS region`,
    `${col('origin')} AS origin`,
    `${col('storage')} AS storage`,
    `${col('price')} AS price`,
    `${col('alcohol')} AS alcohol`,
    `${col('vintage')} AS vintage`,
    `${col('organic')} AS organic`,
    `${col('in_stock')} AS in_stock`,
    `${col('on_offer')} AS on_offer`,
    ...[...predicates].map(([key, sql]) => `(${sql}) AS f_${key}`),
    ...(order === 'NameAscending' || order === 'Relevance' ? [`s.name_key_${ctx.culture} AS name_key`] : []),
    ...(order === 'Popularity' || order === 'ProductViews' || order === 'Relevance' ? ['s.review_score', 's.views'] : []),
    ...(order === 'Relevance' ? [`${rank} AS rank`] : []),
  ]
  // A match that fails two filters counts nowhere (each count leaves out one filter at most), so with several
  // filters only the matches failing at most one are kept. A null predicate fails, as it does in the counts.
  const kept =
    predicates.size >= 2 ? ` AND (${[...predicates.values()].map((sql) => `(CASE WHEN ${sql} THEN 0 ELSE 1 END)`).join(' + ')}) <= 1` : ''
  const base = `base AS MATERIALIZED (SELECT ${select.join(', ')} FROM product_search s LEFT JOIN offers o ON o.id = s.product_id WHERE ${where}${kept})`

  /** Rows that pass every requested filter except the one of `except` (a facet counts with the others only). */
  const passing = (except?: FilterKey) =>
    [...predicates.keys()]
      .filter((key) => key !== except)
      .map((key) => `f_${key}`)
      .join(' AND ') || 'true'
  const filtered = (aggregate: string, except?: FilterKey, also?: string) => {
    const condition = [also, passing(except)].filter((c) => c && c !== 'true').join(' AND ')
    return condition ? `${aggregate} FILTER (WHERE ${condition})` : aggregate
  }

  const optionCounts = (key: MultiSelectKey) => {
    if (key === 'grape') {
      // Counted per combination of grapes first, then per grape: unnest runs once per combination, not per wine.
      return `'grape', (SELECT json_agg(json_build_object('v', g, 'n', n)) FROM (
          SELECT g, sum(n)::integer AS n FROM (
            SELECT grapes, count(*) AS n FROM base WHERE cardinality(grapes) > 0 AND ${passing('grape')} GROUP BY grapes
          ) c, unnest(c.grapes) g WHERE g <> '' GROUP BY g
        ) o)`
    }
    return `'${key}', (SELECT json_agg(json_build_object('v', v, 'n', n)) FROM (
        SELECT ${key} AS v, count(*) AS n FROM base WHERE ${key} IS NOT NULL AND ${key} <> '' AND ${passing(key)} GROUP BY 1
      ) o)`
  }
  const range = (key: RangeKey) =>
    `'${key}', json_build_object('min', ${filtered(`min(${key})`, key)}, 'max', ${filtered(`max(${key})`, key)})`
  const summary = `SELECT json_build_object(
      'total', ${filtered('count(*)')},
      'ranges', json_build_object(${RANGE_KEYS.map(range).join(', ')}),
      'toggles', json_build_object('organic', ${filtered('count(*)', 'organic', 'organic')}, 'inStock', ${filtered('count(*)', 'inStock', 'in_stock')},
                                   'onOffer', ${filtered('count(*)', 'onOffer', 'on_offer')})
    ) AS s FROM base`

  const limit = params.add(request.PageSize)
  const offset = params.add((request.PageNumber - 1) * request.PageSize)
  const statement = `WITH ${offersCte(options.offers ?? { ids: [], prices: [] }, params)},
  ${base},
  summary AS (${summary})
  SELECT (SELECT s FROM summary)::jsonb || jsonb_build_object(
    -- Whether the text found anything at all, whatever the filters: only then is no typo pass needed. The second
    -- look runs only when every match failed two filters.
    'found', EXISTS (SELECT 1 FROM base) OR EXISTS (SELECT 1 FROM product_search s WHERE ${where}),
    'ids', (SELECT coalesce(json_agg(id), '[]'::json) FROM (SELECT id FROM base WHERE ${passing()} ORDER BY ${ORDER_BY[order]} LIMIT ${limit} OFFSET ${offset}) page),
    'options', json_build_object(${MULTI_SELECT_KEYS.map(optionCounts).join(', ')})
  ) AS result`
  return { text: statement, values: params.values }
}
