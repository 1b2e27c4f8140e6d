// Data for the search page /soeg/: on the server the result pages the URL asks for are fetched into a React
// Query cache and dehydrated, so the first HTML shows the products (and, with a search type, the first recipes
// and articles the tabs count). In the browser nothing is fetched here: the view reads the app's cache (search
// lists stay fresh for an hour), so going back to a search costs no call.
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import type { NextPageContext } from 'next'
import type { ParsedUrlQuery } from 'node:querystring'
import type { Locale } from '@/config/constants'
import { toLocale } from '@/lib/culture'
import { visitorBearer } from '@/features/product/customerToken'
import { logError } from '@/lib/log'
import { keepPrivate, shareWithGuests } from '@/lib/pageCache'
import { createQueryClient } from '@/lib/queryClient'
import { searchArticlesQueryOptions } from './api/search-articles'
import { searchProductsQueryOptions } from './api/search-products'
import { searchRecipesQueryOptions } from './api/search-recipes'
import { parseSearchState, parseSearchType, toSearchRequest } from './searchState'

export type SearchPageProps = {
  locale?: Locale
  dehydratedState?: DehydratedState
}

export async function loadSearchPage({
  query,
  locale: rawLocale,
  req,
  res,
}: Pick<NextPageContext, 'query' | 'locale'> & Partial<Pick<NextPageContext, 'req' | 'res'>>): Promise<SearchPageProps> {
  const locale = toLocale(rawLocale)
  if (typeof window !== 'undefined') return { locale }
  // A business customer's results are priced excl. VAT from the first HTML on; such HTML is theirs alone.
  const token = visitorBearer(req)
  const [products, types] = await Promise.all([prefetchSearch(query, locale, token), prefetchSearchTypes(query, locale)])
  // A guest's complete results are every guest's (the page cache keeps them); a customer's, or results the browser
  // has to fetch because a search failed here, are nobody else's.
  if (!token && products !== undefined && types.complete) shareWithGuests(res)
  else keepPrivate(res)
  const queries = [...(products?.queries ?? []), ...(types.state?.queries ?? [])]
  return { locale, dehydratedState: queries.length > 0 ? { mutations: [], queries } : undefined }
}

/** The result pages the URL asks for, dehydrated; undefined when the shop API failed (the browser then tries). */
export async function prefetchSearch(query: ParsedUrlQuery, locale: Locale, token?: string | null): Promise<DehydratedState | undefined> {
  const state = parseSearchState(query)
  const queryClient = createQueryClient()
  try {
    // No retries while the visitor waits for the HTML: on failure the browser fetches (with retries) instead.
    await queryClient.fetchInfiniteQuery({
      ...searchProductsQueryOptions(toSearchRequest(state), locale, token),
      pages: state.pages,
      retry: false,
    })
  } catch (error) {
    // docs/product.md §8: logged; the page renders and the browser tries again.
    logError('product search', error)
    return undefined
  }
  return dehydrate(queryClient)
}

/**
 * With a text query or a search type the page shows the tabs: the first page of recipes and of articles (their
 * counts, the overview, or the chosen tab). Each is kept when it succeeds; a failed one is left to the browser.
 */
export async function prefetchSearchTypes(query: ParsedUrlQuery, locale: Locale): Promise<{ state?: DehydratedState; complete: boolean }> {
  const { query: text } = parseSearchState(query)
  if (!text && parseSearchType(query) === undefined) return { complete: true }
  const queryClient = createQueryClient()
  const results = await Promise.allSettled([
    queryClient.fetchInfiniteQuery({ ...searchRecipesQueryOptions(text, locale), retry: false }),
    ...(text ? [queryClient.fetchInfiniteQuery({ ...searchArticlesQueryOptions(text, locale), retry: false })] : []),
  ])
  for (const result of results) if (result.status === 'rejected') logError('recipe or article search', result.reason)
  return { state: dehydrate(queryClient), complete: results.every((result) => result.status === 'fulfilled') }
}
