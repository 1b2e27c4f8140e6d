// The content service's POST node/search { Query, PageNumber, PageSize } -> { Nodes: ContentTeaser[],
// TotalNodeCount } (docs/api/README.md): published pages matching the words, as an infinite query of pages of 10. Content keeps
// the default freshness (docs/product.md §9: 10 seconds). The service refuses an empty query, so none is asked for.
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { parseLazily } from '@/lib/lazyParse'
import { contentApi } from '@/lib/contentApi'
import { ARTICLE_SEARCH_FIRST_PAGE, ARTICLE_SEARCH_PAGE_SIZE } from '../constants'
import type { SearchArticlesAnswer } from './schemas'
import { searchKeys } from './search-keys'

export type { ArticleTeaser } from './schemas'

export async function searchArticles(
  query: string,
  pageNumber: number,
  culture: Locale,
  options: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<SearchArticlesAnswer> {
  const { data } = await contentApi.post(
    '/node/search',
    { Query: query, PageNumber: pageNumber, PageSize: options.pageSize ?? ARTICLE_SEARCH_PAGE_SIZE },
    { params: { culture }, signal: options.signal },
  )
  return await parseLazily(() => import('./schemas').then((module) => module.searchArticlesAnswerSchema), data, 'article search')
}

export function nextArticlePage(lastPage: SearchArticlesAnswer, pages: readonly SearchArticlesAnswer[], lastPageNumber: number) {
  if (lastPage.Nodes.length === 0) return undefined
  const fetched = pages.reduce((sum, page) => sum + page.Nodes.length, 0)
  return fetched < lastPage.TotalNodeCount ? lastPageNumber + 1 : undefined
}

export const searchArticlesQueryOptions = (query: string, culture: Locale) =>
  infiniteQueryOptions({
    queryKey: searchKeys.articleList(query, culture),
    queryFn: ({ pageParam, signal }) => searchArticles(query, pageParam, culture, { signal }),
    initialPageParam: ARTICLE_SEARCH_FIRST_PAGE,
    getNextPageParam: nextArticlePage,
    // An empty query is no search: the service would refuse it.
    enabled: query.trim() !== '',
  })
