// POST /api/recipe/search/ { Query?, PageNumber, PageSize } -> { Recipes: RecipeCard[], TotalRecipeCount } (the
// recipe contract), as an infinite query: pages of 10 from page 1 while fewer than the total are fetched, fresh
// for 1 hour (docs/product.md §9 "recipe search lists").
import { infiniteQueryOptions } from '@tanstack/react-query'
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/apiError'
import { imageSchema } from '@/lib/schemas'
import { shopApi } from '@/lib/shopApi'
import { RECIPE_SEARCH_FIRST_PAGE, RECIPE_SEARCH_PAGE_SIZE, RECIPE_SEARCH_STALE_TIME_MS } from '../constants'
import { searchKeys } from './search-keys'

export const RECIPE_COURSES = ['starter', 'main', 'dessert', 'side', 'snack', 'drink'] as const

/** The contract's RecipeCard. A course this storefront does not know reads as none rather than failing. */
export const recipeCardSchema = z.looseObject({
  RecipeId: z.coerce.number().int(),
  Name: z.string(),
  FriendlyUrlName: z.string().optional().default(''),
  RelativeUrl: z.string(),
  Summary: z.string().nullish(),
  PrimaryImage: imageSchema.nullish(),
  Images: z.array(imageSchema).nullish(),
  Course: z.enum(RECIPE_COURSES).nullish().catch(null),
  Servings: z.number().int().min(0).nullish().catch(null),
  TotalMinutes: z.number().int().min(0).nullish().catch(null),
})
export type RecipeCard = z.infer<typeof recipeCardSchema>

export const searchRecipesAnswerSchema = z.looseObject({
  Recipes: z.array(recipeCardSchema),
  TotalRecipeCount: z.number().int().min(0),
})
export type SearchRecipesAnswer = z.infer<typeof searchRecipesAnswerSchema>

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
  return parseAnswer(searchRecipesAnswerSchema, data, 'recipe search')
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
