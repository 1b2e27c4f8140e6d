// A product list on a content or category page (the productList block) keeps its filters, sort and pages in the
// page's URL like the search page does (searchState.ts), without a text query, narrowed to its category.
import type { ParsedUrlQuery } from 'node:querystring'
import { hasActiveFilters, parseSearchState, toSearchRequest, type SearchRequest, type SearchState } from '@/features/search/searchState'

export function parseListState(query: ParsedUrlQuery): SearchState {
  return { ...parseSearchState(query), query: '' }
}

export function toListRequest(state: SearchState, categoryId: number | null): SearchRequest {
  return { ...toSearchRequest(state), ...(categoryId !== null ? { CategoryId: categoryId } : {}) }
}

/** The content service's first page is the shop's default list (Popularity, no filters): it stands for this state. */
export function isDefaultList(state: SearchState): boolean {
  return !hasActiveFilters(state) && state.sort === undefined
}
