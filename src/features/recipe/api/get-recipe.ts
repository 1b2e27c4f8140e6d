// GET /api/recipe/{id}/ -> RecipeDetail (docs/product.md §7); 404 RecipeNotFound when there is no such recipe.
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { recipeKeys } from './recipe-keys'
import { recipeDetailSchema, type RecipeDetail } from './schemas'

export async function getRecipe(recipeId: number, culture: Locale): Promise<RecipeDetail> {
  const { data } = await shopApi.get(`/recipe/${recipeId}`, { params: { culture } })
  return parseAnswer(recipeDetailSchema, data, `recipe ${recipeId}`)
}

export const recipeQueryOptions = (recipeId: number, culture: Locale) =>
  queryOptions({
    queryKey: recipeKeys.detail(recipeId, culture),
    queryFn: () => getRecipe(recipeId, culture),
  })
