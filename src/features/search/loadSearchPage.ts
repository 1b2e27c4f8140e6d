// Data for the search page /soeg/: on the server the result pages the URL asks for are fetched into a React
// Query cache and dehydrated, so the first HTML shows the products. In the browser nothing is fetched here: the
// view reads the app's cache (search lists stay fresh for an hour), so going back to a search costs no call.
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import type { NextPageContext } from 'next'
import type { ParsedUrlQuery } from 'node:querystring'
import type { Locale } from '@/config/constants'
import { toLocale } from '@/lib/culture'
import { logError } from '@/lib/log'
import { createQueryClient } from '@/lib/queryClient'
import { searchProductsQueryOptions } from './api/search-products'
import { parseSearchState, toSearchRequest } from './searchState'

export type SearchPageProps = {
  locale?: Locale
  dehydratedState?: DehydratedState
}

export async function loadSearchPage({
  query,
  locale: rawLocale,
}: Pick<NextPageContext, 'query' | 'locale'>): Promise<SearchPageProps> {
  const locale = toLocale(rawLocale)
  if (typeof window !== 'undefined') return { locale }
  return { locale, dehydratedState: await prefetchSearch(query, locale) }
}

/** The result pages the URL asks for, dehydrated; undefined when the shop API failed (the browser then tries). */
export async function prefetchSearch(query: ParsedUrlQuery, locale: Locale): Promise<DehydratedState | undefined> {
  const state = parseSearchState(query)
  const queryClient = createQueryClient()
  try {
    // No retries while the visitor waits for the HTML: on failure the browser fetches (with retries) instead.
    await queryClient.fetchInfiniteQuery({
      ...searchProductsQueryOptions(toSearchRequest(state), locale),
      pages: state.pages,
      retry: false,
    })
  } catch (error) {
    // SPEC §8: logged; the page renders and the browser tries again.
    logError('product search', error)
    return undefined
  }
  return dehydrate(queryClient)
}
