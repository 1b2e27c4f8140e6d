import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COLOUR_LABELS, PRODUCT_TYPE_LABELS } from './attributes'
import {
  ACCENTS_FROM,
  ACCENTS_TO,
  SORT_FROM,
  SORT_TO,
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
