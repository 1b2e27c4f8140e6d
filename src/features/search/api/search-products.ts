// POST /api/product/search/ { Query?, PageNumber, PageSize, Sort?, Filters, AsTyped? } -> { Products, TotalProductCount,
// Filters, CorrectedQuery, PartialMatch } (docs/api/README.md, docs/api/catalogue.md), as an infinite query: pages of 18 from page 1 while fewer than the total are fetched
// (docs/product.md §9), fresh for 1 hour (docs/product.md §9 "product search lists").
import { infiniteQueryOptions } from '@tanstack/react-query'
import { PRODUCT_SEARCH_FIRST_PAGE, PRODUCT_SEARCH_PAGE_SIZE, PRODUCT_SEARCH_STALE_TIME_MS, type Locale } from '@/config/constants'
import { parseLazily } from '@/lib/lazyParse'
import { bearerHeaders, shopApi } from '@/lib/shopApi'
import type { SearchRequest } from '../searchState'
import type { SearchProductsAnswer } from './schemas'
import { searchKeys } from './search-keys'

export type { SearchFilter, SearchProductsAnswer } from './schemas'

/** A search's body; `AsTyped` asks for the words as typed, without typo correction (docs/adr/0040). */
type ProductSearchBody = SearchRequest & { AsTyped?: boolean }

export async function searchProducts(
  request: ProductSearchBody,
  pageNumber: number,
  culture: Locale,
  options: { pageSize?: number; signal?: AbortSignal; token?: string | null } = {},
): Promise<SearchProductsAnswer> {
  const { data } = await shopApi.post(
    '/product/search',
    { ...request, PageNumber: pageNumber, PageSize: options.pageSize ?? PRODUCT_SEARCH_PAGE_SIZE },
    { params: { culture }, signal: options.signal, headers: bearerHeaders(options.token) },
  )
  return await parseLazily(() => import('./schemas').then((module) => module.searchProductsAnswerSchema), data, 'product search')
}

/** How many products the fetched pages hold. */
export function fetchedProductCount(pages: readonly SearchProductsAnswer[]): number {
  return pages.reduce((sum, page) => sum + page.Products.length, 0)
}

/** docs/product.md §9: more pages exist while the fetched count is below the total. An empty page ends the list too, so a
 * total that changed between pages cannot make it ask for ever. */
export function nextSearchPage(
  lastPage: SearchProductsAnswer,
  pages: readonly SearchProductsAnswer[],
  lastPageNumber: number,
): number | undefined {
  if (lastPage.Products.length === 0) return undefined
  return fetchedProductCount(pages) < lastPage.TotalProductCount ? lastPageNumber + 1 : undefined
}

/**
 * `token`: server side only, the token of the request being served (in the browser shopApi sends the cookie's).
 * The key holds no login: a login change refetches every list in place (AuthProvider).
 */
export const searchProductsQueryOptions = (request: ProductSearchBody, culture: Locale, token?: string | null) =>
  infiniteQueryOptions({
    queryKey: searchKeys.productList(request, culture),
    queryFn: ({ pageParam, signal }) => searchProducts(request, pageParam, culture, { signal, token }),
    initialPageParam: PRODUCT_SEARCH_FIRST_PAGE,
    getNextPageParam: nextSearchPage,
    staleTime: PRODUCT_SEARCH_STALE_TIME_MS,
  })
