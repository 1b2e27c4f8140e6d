// Query keys of the search feature. The request (query, filters, sort) and the culture make a result list;
// the page count does not: the pages of one list live in one infinite query.
import type { SearchRequest } from '../searchState'

export const searchKeys = {
  all: ['search'] as const,
  products: () => [...searchKeys.all, 'products'] as const,
  productList: (request: SearchRequest, culture: string) => [...searchKeys.products(), culture, request] as const,
  recipes: () => [...searchKeys.all, 'recipes'] as const,
  recipeList: (query: string, culture: string) => [...searchKeys.recipes(), culture, query] as const,
  articles: () => [...searchKeys.all, 'articles'] as const,
  articleList: (query: string, culture: string) => [...searchKeys.articles(), culture, query] as const,
  suggestions: (query: string, culture: string) => [...searchKeys.all, 'suggestions', culture, query] as const,
}
