// Server side of a page with product lists (a category page): the node carries each list's first default page,
// but a URL with filters, a sort or more pages (a shared link, a reload) asks for other results. Those are fetched
// here into a React Query cache and dehydrated, so the first HTML already shows what the URL says.
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import type { ParsedUrlQuery } from 'node:querystring'
import type { Locale } from '@/config/constants'
import { searchProductsQueryOptions } from '@/features/search/api/search-products'
import { createQueryClient } from '@/lib/queryClient'
import { logError } from '@/lib/log'
import { isDefaultList, parseListState, toListRequest } from './listState'

/** Undefined when the node's own pages suffice; null when the shop API failed (the browser then fetches). */
export async function prefetchProductLists(
  /** The category of each product list on the page (null: the whole range), as the page's blocks say. */
  categoryIds: readonly (number | null)[],
  query: ParsedUrlQuery,
  locale: Locale,
  /** The visitor's bearer token (server side): a business customer's lists are priced excl. VAT. */
  token?: string | null,
): Promise<DehydratedState | undefined | null> {
  const state = parseListState(query)
  if (isDefaultList(state) && state.pages <= 1) return undefined
  if (categoryIds.length === 0) return undefined
  const queryClient = createQueryClient()
  try {
    // No retries while the visitor waits for the HTML: on failure the browser fetches (with retries) instead.
    await Promise.all(
      categoryIds.map((categoryId) =>
        queryClient.fetchInfiniteQuery({
          ...searchProductsQueryOptions(toListRequest(state, categoryId), locale, token),
          pages: state.pages,
          retry: false,
        }),
      ),
    )
  } catch (error) {
    logError('product list', error)
    return null
  }
  return dehydrate(queryClient)
}
