import * as z from 'zod'
import { blockId, listOf, optionalImage, optionalText } from '../schemaParts'

export const recipeTeaserSchema = z.looseObject({
  RecipeId: z.coerce.number(),
  Name: z.string(),
  Url: z.string(),
  Image: optionalImage,
})

export const recipeListSchema = z.looseObject({
  Type: z.literal('recipeList'),
  Id: blockId,
  Title: optionalText,
  Recipes: listOf(recipeTeaserSchema),
})
export type RecipeListBlock = z.output<typeof recipeListSchema>
