// POST /api/recipe/search/ { Query?, PageNumber, PageSize } -> { Recipes: RecipeCard[], TotalRecipeCount } (the
// recipe contract), as an infinite query: pages of 10 from page 1 while fewer than the total are fetched, fresh
// for 1 hour (docs/product.md §9 "recipe search lists").
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import { RECIPE_SEARCH_FIRST_PAGE, RECIPE_SEARCH_PAGE_SIZE, RECIPE_SEARCH_STALE_TIME_MS } from '../constants'
import type { SearchRecipesAnswer } from './schemas'
import { searchKeys } from './search-keys'

export type { RecipeCard } from './schemas'

export async function searchRecipes(
  query: string,
  pageNumber: number,
  culture: Locale,
  options: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<SearchRecipesAnswer> {
  const { data } = await shopApi.post(
    '/recipe/search',
    { ...(query ? { Query: query } : {}), PageNumber: pageNumber, PageSize: options.pageSize ?? RECIPE_SEARCH_PAGE_SIZE },
    { params: { culture }, signal: options.signal },
  )
  return await parseLazily(() => import('./schemas').then((module) => module.searchRecipesAnswerSchema), data, 'recipe search')
}

/** docs/product.md §9: more pages while the fetched count is below the total; an empty page ends the list. */
export function nextRecipePage(lastPage: SearchRecipesAnswer, pages: readonly SearchRecipesAnswer[], lastPageNumber: number) {
  if (lastPage.Recipes.length === 0) return undefined
  const fetched = pages.reduce((sum, page) => sum + page.Recipes.length, 0)
  return fetched < lastPage.TotalRecipeCount ? lastPageNumber + 1 : undefined
}

export const searchRecipesQueryOptions = (query: string, culture: Locale) =>
  infiniteQueryOptions({
    queryKey: searchKeys.recipeList(query, culture),
    queryFn: ({ pageParam, signal }) => searchRecipes(query, pageParam, culture, { signal }),
    initialPageParam: RECIPE_SEARCH_FIRST_PAGE,
    getNextPageParam: nextRecipePage,
    staleTime: RECIPE_SEARCH_STALE_TIME_MS,
  })
