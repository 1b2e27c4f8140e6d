import * as z from 'zod'
import { recipeCourseSchema } from '@/features/recipe/api/schemas'
import { blockId, listOf, optionalImage, optionalText } from '../schemaParts'

export const recipeTeaserSchema = z.looseObject({
  RecipeId: z.coerce.number(),
  Name: z.string(),
  Url: z.string(),
  Image: optionalImage,
  Summary: optionalText,
  TotalMinutes: z
    .number()
    .positive()
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  Course: recipeCourseSchema,
})
export type RecipeTeaser = z.output<typeof recipeTeaserSchema>

export const recipeListSchema = z.looseObject({
  Type: z.literal('recipeList'),
  Id: blockId,
  Title: optionalText,
  Recipes: listOf(recipeTeaserSchema),
})
export type RecipeListBlock = z.output<typeof recipeListSchema>
