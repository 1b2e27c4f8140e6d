import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACCENTS_FROM, ACCENTS_TO, buildSearchSql, foldText, priceBounds, productSearchRequest, sortOrder, textQuery } from './search-query'

describe('product search query', () => {
  it('folds case and accents but keeps the Danish letters', () => {
    expect(foldText('Rosé CHÂTEAU Müller Sörensen')).toBe('rose chateau muller sørensen')
    expect(foldText('Rødvin Æble Ål')).toBe('rødvin æble ål')
  })

  it('folds exactly as the migration that built the search columns', () => {
    const migration = readFileSync(path.join(import.meta.dirname, '../../migrations/20261122_034020_catalogue_search.ts'), 'utf8')
    expect(migration).toContain(`'${ACCENTS_FROM}', '${ACCENTS_TO}'`)
  })

  it('turns words into prefix tsqueries, dropping operators, and is fuzzy only from four letters', () => {
    expect(textQuery('Rødvine & Baro!')).toEqual({
      any: 'rødvine:* | baro:*',
      all: 'rødvine:* & baro:*',
      allInName: 'rødvine:*A & baro:*A',
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
    // The colour options are counted with the price filter only; the price range with the colour filter only.
    const colourFacet = text.slice(text.indexOf("'colour', (SELECT"), text.indexOf("'ranges'"))
    expect(colourFacet).toContain('price >=')
    expect(colourFacet).not.toContain('colour = ANY')
    // B2B customers filter and sort on the price without VAT.
    expect(text).toContain('round(p.price * 10000 / 12500)')
  })
})
