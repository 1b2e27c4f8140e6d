import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COLOUR_LABELS, PRODUCT_TYPE_LABELS } from './attributes'
import {
  ACCENTS_FROM,
  ACCENTS_TO,
  SORT_FROM,
  SORT_TO,
  RANK_TIERS,
  buildMatchSql,
  buildSearchSql,
  campaignPriceSql,
  foldText,
  priceBounds,
  productSearchRequest,
  sortKey,
  sortOrder,
  textQuery,
} from './search-query'

const migration = (name: string) => readFileSync(path.join(import.meta.dirname, `../../migrations/${name}.ts`), 'utf8')

describe('product search query', () => {
  it('folds case and accents but keeps the Danish letters', () => {
    expect(foldText('Rosé CHÂTEAU Müller Sörensen')).toBe('rose chateau muller sørensen')
    expect(foldText('Rødvin Æble Ål')).toBe('rødvin æble ål')
  })

  it('folds exactly as the migrations that built the search columns', () => {
    expect(migration('20261122_034020_catalogue_search')).toContain(`'${ACCENTS_FROM}', '${ACCENTS_TO}'`)
    expect(migration('20261122_050100_search_tuning')).toContain(`'${ACCENTS_FROM}', '${ACCENTS_TO}'`)
    expect(migration('20261122_050100_search_tuning')).toContain(`'${SORT_FROM}', '${SORT_TO}'`)
  })

  it('searches the product type and colour words the shop shows, in both languages', () => {
    const text = migration('20261122_050100_search_tuning')
    for (const [type, da] of Object.entries(PRODUCT_TYPE_LABELS.da)) {
      expect(text).toContain(`WHEN '${type}' THEN '${da} ${PRODUCT_TYPE_LABELS.en[type as keyof typeof PRODUCT_TYPE_LABELS.en]}'`)
    }
    for (const [colour, da] of Object.entries(COLOUR_LABELS.da)) {
      expect(text).toContain(`WHEN '${colour}' THEN '${da} ${COLOUR_LABELS.en[colour as keyof typeof COLOUR_LABELS.en]}'`)
    }
  })

  it('sorts names in Danish order: æ, ø, å after z, accents and case ignored', () => {
    const names = ['Ål', 'Øl', 'Zebra', 'Æble', 'abe', 'Émile', 'Ärter', 'Ödegaard', 'Über', 'ost', 'Åben']
    const sorted = [...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0))
    // ä and ö sort as æ and ø, ü as y.
    expect(sorted).toEqual(['abe', 'Émile', 'ost', 'Über', 'Zebra', 'Æble', 'Ärter', 'Ödegaard', 'Øl', 'Åben', 'Ål'])
  })

  it('turns words into prefix tsqueries, dropping operators, and is fuzzy only from four letters', () => {
    expect(textQuery('Rødvine & Baro!')).toEqual({
      words: ['rødvine', 'baro'],
      any: 'rødvine:* | baro:*',
      all: 'rødvine:* & baro:*',
      allInName: 'rødvine:*A & baro:*A',
      allInOwner: 'rødvine:*AB & baro:*AB',
      fuzzy: 'rødvine baro',
    })
    expect(textQuery('vin')?.fuzzy).toBeNull()
    expect(textQuery(' !? ')).toBeNull()
    expect(textQuery(undefined)).toBeNull()
  })

  it('reads a price range in whole kroner, the upper kroner included', () => {
    expect(priceBounds(100, 229)).toEqual({ from: 10000, below: 23000 })
    expect(priceBounds(undefined, undefined)).toEqual({ from: null, below: null })
  })

  it('defaults to page 1 of 18 and sorts by relevance only for a text query', () => {
    const request = productSearchRequest.parse({})
    expect(request).toMatchObject({ PageNumber: 1, PageSize: 18, Filters: [] })
    expect(sortOrder(request, null)).toBe('Popularity')
    expect(sortOrder(request, textQuery('barolo'))).toBe('Relevance')
    expect(sortOrder({ Sort: 'PricingAscending' }, textQuery('barolo'))).toBe('PricingAscending')
  })

  it('rejects filters without their value and keys it does not know', () => {
    expect(productSearchRequest.safeParse({ Filters: [{ Key: 'grape' }] }).success).toBe(false)
    expect(productSearchRequest.safeParse({ Filters: [{ Key: 'vintage', Min: 2020, Max: 2019 }] }).success).toBe(false)
    expect(productSearchRequest.safeParse({ Filters: [{ Key: 'colour', Values: ['red'] }] }).success).toBe(true)
    expect(productSearchRequest.safeParse({ PageSize: 49 }).success).toBe(false)
  })

  it('passes every value as a parameter and leaves a facet its own filter out', () => {
    const request = productSearchRequest.parse({
      Query: "barolo'; DROP TABLE products",
      Filters: [
        { Key: 'colour', Values: ['red'] },
        { Key: 'price', Min: 100 },
      ],
    })
    const { text, values } = buildSearchSql(request, { culture: 'da', isB2B: true })
    expect(text).not.toContain('DROP TABLE')
    expect(values).toContain('barolo:* & drop:* & table:* & products:*')
    expect(values).toEqual(expect.arrayContaining([['red'], 10000, 18, 0]))
    // Each filter is one flag per product, worked out once; the colour options count with the price flag only.
    expect(text).toContain('(s.colour = ANY($')
    expect(text).toMatch(/int4range\(\$\d+::integer, \$\d+::integer\) @> coalesce\(/)
    const colourFacet = text.slice(text.indexOf("'colour', (SELECT"), text.indexOf("'origin', (SELECT"))
    expect(colourFacet).toContain('f_price')
    expect(colourFacet).not.toContain('f_colour')
    // B2B customers filter and sort on the price without VAT: the row's, or a campaign's turned the same way.
    expect(text).toContain('coalesce(round((o.price)::numeric * 10000 / 12500)::integer, s.price_b2b) AS price')
    expect(migration('20261122_050100_search_tuning')).toContain('round(p.price * 10000 / 12500)::integer')
  })

  it('uses every parameter it adds, whatever the sort (PostgreSQL cannot type an unused one)', () => {
    const filters = [
      { Key: 'price', Max: 200 },
      { Key: 'grape', Values: ['Syrah'] },
      { Key: 'onOffer', Value: true },
    ]
    for (const Sort of [undefined, 'NameAscending', 'Popularity', 'PricingAscending', 'PricingDescending', 'ProductViews'] as const) {
      for (const Query of [undefined, 'vin', 'chardonay']) {
        for (const typos of [false, true]) {
          const { text, values } = buildSearchSql(
            productSearchRequest.parse({ Query, Sort, CategoryId: 3, Filters: filters }),
            { culture: 'en', isB2B: false },
            { typos },
          )
          values.forEach((_, i) => expect(text, `${Sort} ${Query} $${i + 1}`).toMatch(new RegExp(`\\$${i + 1}(?!\\d)`)))
        }
      }
    }
  })

  it('reads the culture’s columns; the words through the text index, look-alikes only in the typo pass', () => {
    const request = productSearchRequest.parse({ Query: 'chardonay', Sort: 'NameAscending' })
    const words = buildSearchSql(request, { culture: 'en', isB2B: false }).text
    expect(words).toContain('s.country_en AS country')
    expect(words).toContain('s.name_key_en AS name_key')
    expect(words).toContain('s.doc @@')
    expect(words).not.toContain('%>')
    const typos = buildSearchSql(request, { culture: 'en', isB2B: false }, { typos: true }).text
    expect(typos).toContain('s.name_fold %>')
    expect(typos).not.toContain('s.doc @@')
    // Below four letters there is no typo pass at all.
    expect(
      buildSearchSql(productSearchRequest.parse({ Query: 'vin' }), { culture: 'da', isB2B: false }, { typos: true }).text,
    ).not.toContain('%>')
    expect(() => buildSearchSql(productSearchRequest.parse({}), { culture: 'de' as 'da', isB2B: false })).toThrow()
  })

  it('writes the campaign price over SQL expressions, the rule kind decides', () => {
    const sql = campaignPriceSql('p.price', { kind: 'c.kind', percentage: 'c.pct', amount: 'c.amount' })
    expect(sql).toContain("WHEN 'Percentage' THEN")
    expect(sql).toContain("WHEN 'AmountOff' THEN")
    expect(sql).toContain("WHEN 'FixedPrice' THEN")
    expect(sql.startsWith('least(')).toBe(true)
  })
})

describe('ranking what the shopper means (docs/adr/0040)', () => {
  it('leaves stop words out of the match, unless nothing else is left', () => {
    expect(textQuery('gave til far')?.words).toEqual(['gave', 'far'])
    expect(textQuery('Gift for dad')?.words).toEqual(['gift', 'dad'])
    expect(textQuery('ost og vin')?.all).toBe('ost:* & vin:*')
    expect(textQuery('og')?.words).toEqual(['og'])
  })

  it('ranks each word in tiers: what the product is, then whole in the name, the producer or grape, then a prefix', () => {
    // Each tier outweighs every tier below it together, and ts_rank (in tenths, at most 0.9) orders within a tier.
    expect(RANK_TIERS.kind).toBeGreaterThan(RANK_TIERS.name + RANK_TIERS.owner + RANK_TIERS.prefix + 0.9)
    expect(RANK_TIERS.name).toBeGreaterThan(RANK_TIERS.owner + RANK_TIERS.prefix + 0.9)
    expect(RANK_TIERS.owner).toBeGreaterThan(RANK_TIERS.prefix)
    const sql = buildMatchSql('vin', { pass: 'words', relevance: true })!
    // Whole (stemmed) words per weight for the tiers; a description (D) earns nothing but ts_rank.
    expect(sql.values).toEqual(expect.arrayContaining(['vin:C', 'vin:A', 'vin:B', 'vin:*AB', 'vin:*']))
    expect(sql.text).toContain('s.doc @@')
    expect(buildMatchSql('vin', { pass: 'words', relevance: false })!.text).not.toContain('ranks')
    // Every word has its own tiers, so one may name the category and another the producer; all of them in the name
    // count a name tier more.
    const two = buildMatchSql('ost knas', { pass: 'words', relevance: true })!
    expect(two.values).toEqual(expect.arrayContaining(['ost:C', 'knas:A', 'ost:A & knas:A']))
    // A word inside a compound of the name ("sherryeddike") is the lowest tier, as a prefix is.
    expect(buildMatchSql('eddike', { pass: 'words', relevance: true })!.text).toContain('strpos(s.name_fold,')
  })

  it('breaks ties in stock first, then by popularity, in the reference statement too', () => {
    const request = productSearchRequest.parse({ Query: 'ost' })
    const text = buildSearchSql(request, { culture: 'da', isB2B: false }).text
    expect(text).toContain('ORDER BY rank DESC, in_stock DESC, views DESC, review_score DESC NULLS LAST, name_key ASC, id ASC')
  })

  it('has a partial pass only for several words: any word, ranked by how many and how well', () => {
    expect(buildMatchSql('gave', { pass: 'partial', relevance: true })).toBeNull()
    expect(buildMatchSql('gave til', { pass: 'partial', relevance: true })).toBeNull()
    const partial = buildMatchSql('gave til far', { pass: 'partial', relevance: true })!
    expect(partial.values).toContain('gave:* | far:*')
    expect(partial.values).not.toContain('til:*')
    expect(buildMatchSql('gave far', { pass: 'words', relevance: true })!.values).toContain('gave:* & far:*')
  })

  it('takes AsTyped in the request, so a shopper can turn the typo correction off', () => {
    expect(productSearchRequest.parse({ Query: 'chardonay', AsTyped: true }).AsTyped).toBe(true)
    expect(() => productSearchRequest.parse({ Query: 'chardonay', AsTyped: 'yes' })).toThrow()
  })
})
