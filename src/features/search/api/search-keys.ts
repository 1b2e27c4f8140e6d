// Query keys of the search feature. The request (query, filters, sort) and the culture make a result list;
// the page count does not: the pages of one list live in one infinite query.
import type { SearchRequest } from '../searchState'

export const searchKeys = {
  all: ['search'] as const,
  products: () => [...searchKeys.all, 'products'] as const,
  productList: (request: SearchRequest, culture: string) => [...searchKeys.products(), culture, request] as const,
}
