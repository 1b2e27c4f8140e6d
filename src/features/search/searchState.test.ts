import { parse } from 'node:querystring'
import { SEARCH_MAX_RESTORED_PAGES } from '@/config/constants'
import {
  activeSearchType,
  EMPTY_SEARCH_STATE,
  hasActiveFilters,
  listHref,
  parseSearchType,
  parseSearchState,
  searchHref,
  toSearchQuery,
  toSearchRequest,
  withoutFilters,
  type SearchState,
} from './searchState'

const full: SearchState = {
  query: 'rødvin',
  multiSelect: { country: ['Italien', 'Frankrig'], grape: ['Nebbiolo'] },
  ranges: { price: { min: 100, max: 300 }, alcohol: { min: 12.5 }, vintage: { max: 2018 } },
  toggles: ['organic', 'onOffer'],
  sort: 'PricingAscending',
  pages: 2,
}

describe('search URL state', () => {
  it('reads the documented example URL', () => {
    const state = parseSearchState(parse('q=rødvin&country=Italien&country=Frankrig&price=100-300&organic=1&sort=PricingAscending&pages=2'))
    expect(state).toEqual({
      query: 'rødvin',
      multiSelect: { country: ['Italien', 'Frankrig'] },
      ranges: { price: { min: 100, max: 300 } },
      toggles: ['organic'],
      sort: 'PricingAscending',
      pages: 2,
    })
  })

  it('survives a round trip through the query and through the href', () => {
    expect(parseSearchState(toSearchQuery(full))).toEqual(full)
    const href = searchHref(full)
    expect(href.startsWith('/soeg/?q=r%C3%B8dvin&country=Italien&country=Frankrig')).toBe(true)
    expect(parseSearchState(parse(href.split('?')[1] ?? ''))).toEqual(full)
    expect(parseSearchState(toSearchQuery(EMPTY_SEARCH_STATE))).toEqual(EMPTY_SEARCH_STATE)
    expect(searchHref(EMPTY_SEARCH_STATE)).toBe('/soeg/')
  })

  it('ignores values it does not understand', () => {
    const state = parseSearchState({
      q: ['  ost  ', 'second'],
      country: ['', '  ', 'Italien', 'Italien'],
      unknownKey: 'x',
      price: '300-100',
      alcohol: 'abc',
      vintage: '-',
      organic: 'yes',
      inStock: '1',
      sort: 'Cheapest',
      pages: '0',
    })
    expect(state).toEqual({
      query: 'ost',
      multiSelect: { country: ['Italien'] },
      ranges: {},
      toggles: ['inStock'],
      pages: 1,
    })
    expect(parseSearchState({ price: '-5-10', pages: '2.5' })).toEqual(EMPTY_SEARCH_STATE)
    expect(parseSearchState({ price: '-250' }).ranges).toEqual({ price: { max: 250 } })
    expect(parseSearchState({ pages: '9999' }).pages).toBe(SEARCH_MAX_RESTORED_PAGES)
  })

  it('turns the state into the shop API request', () => {
    expect(toSearchRequest(full)).toEqual({
      Query: 'rødvin',
      Sort: 'PricingAscending',
      Filters: [
        { Key: 'country', Values: ['Italien', 'Frankrig'] },
        { Key: 'grape', Values: ['Nebbiolo'] },
        { Key: 'price', Min: 100, Max: 300 },
        { Key: 'alcohol', Min: 12.5 },
        { Key: 'vintage', Max: 2018 },
        { Key: 'organic', Value: true },
        { Key: 'onOffer', Value: true },
      ],
    })
    expect(toSearchRequest(EMPTY_SEARCH_STATE)).toEqual({ Filters: [] })
  })

  it('resets filters but keeps the query and sort', () => {
    expect(hasActiveFilters(full)).toBe(true)
    const reset = withoutFilters(full)
    expect(hasActiveFilters(reset)).toBe(false)
    expect(reset).toEqual({ ...EMPTY_SEARCH_STATE, query: 'rødvin', sort: 'PricingAscending' })
  })

  it('carries the search type after the query, and the product type filter as productType', () => {
    const state = { ...EMPTY_SEARCH_STATE, query: 'ost', multiSelect: { type: ['Food'] } }
    expect(searchHref(state, 'products')).toBe('/soeg/?q=ost&type=products&productType=Food')
    expect(parseSearchState(parse('q=ost&type=products&productType=Food'))).toEqual(state)
    expect(parseSearchType(parse('q=ost&type=recipes'))).toBe('recipes')
    expect(parseSearchType(parse('q=ost&type=Wine'))).toBeUndefined()
  })

  it('shows all results for a query, and products without one or for a link with product filters', () => {
    expect(activeSearchType(parse('q=ost'))).toBe('all')
    expect(activeSearchType(parse('q=ost&type=articles'))).toBe('articles')
    expect(activeSearchType(parse(''))).toBe('products')
    expect(activeSearchType(parse('q=ost&country=Italien'))).toBe('products')
    expect(activeSearchType(parse('q=ost&sort=NameAscending'))).toBe('products')
  })

  it('writes a list state into any page URL, keeping its path and other parameters', () => {
    const state = { ...EMPTY_SEARCH_STATE, query: 'ignored', multiSelect: { country: ['Italien'] }, pages: 2 }
    expect(listHref('/vin/roedvin/?preview=abc&country=Spanien&sort=NameAscending#top', state)).toBe(
      '/vin/roedvin/?preview=abc&country=Italien&pages=2',
    )
    expect(listHref('/vin/?pages=3', EMPTY_SEARCH_STATE)).toBe('/vin/')
  })
})
