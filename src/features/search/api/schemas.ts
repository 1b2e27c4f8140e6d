// The search answers (docs/product.md §5 search), loaded with the first answer (src/lib/lazyParse.ts): search lists are
// on every category page, zod need not be part of their first load (docs/architecture.md §7).
import * as z from 'zod'
import { FILTER_TYPES } from '@/config/constants'
import { imageSchema, productCardSchema } from '@/lib/schemas'

export const searchFilterOptionSchema = z.looseObject({
  Value: z.string(),
  Label: z.string(),
  Count: z.number().int().min(0),
  Selected: z.boolean().optional().default(false),
})

export const searchFilterSchema = z.looseObject({
  Key: z.string(),
  Label: z.string(),
  FilterType: z.enum(FILTER_TYPES),
  Options: z.array(searchFilterOptionSchema).nullish(),
  Min: z.number().nullish(),
  Max: z.number().nullish(),
  SelectedMin: z.number().nullish(),
  SelectedMax: z.number().nullish(),
  /** The storefront's own: how many options there are when only the folded ones came with a page (foldedOptions.ts). */
  OptionTotal: z.number().int().min(0).optional(),
})
export type SearchFilter = z.infer<typeof searchFilterSchema>

export const searchProductsAnswerSchema = z.looseObject({
  Products: z.array(productCardSchema),
  TotalProductCount: z.number().int().min(0),
  // A filter this storefront does not know (a new type) is left out rather than failing the whole search.
  Filters: z
    .array(z.unknown())
    .optional()
    .default([])
    .transform((filters) =>
      filters.flatMap((filter) => {
        const parsed = searchFilterSchema.safeParse(filter)
        return parsed.success ? [parsed.data] : []
      }),
    ),
  // docs/adr/0040: the words searched instead of those typed, and whether only some of the words matched. An older
  // backend sends neither.
  CorrectedQuery: z.string().nullish().catch(null),
  PartialMatch: z.boolean().optional().catch(undefined),
})
export type SearchProductsAnswer = z.infer<typeof searchProductsAnswerSchema>

const RECIPE_COURSES = ['starter', 'main', 'dessert', 'side', 'snack', 'drink'] as const

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

export const articleTeaserSchema = z.looseObject({
  Id: z.union([z.number(), z.string()]).transform(String),
  Title: z.string(),
  Teaser: z.string().nullish(),
  Url: z.string(),
  Image: imageSchema.nullish(),
  Date: z.string().nullish(),
})
export type ArticleTeaser = z.infer<typeof articleTeaserSchema>

export const searchArticlesAnswerSchema = z.looseObject({
  Nodes: z.array(articleTeaserSchema),
  TotalNodeCount: z.number().int().min(0),
})
export type SearchArticlesAnswer = z.infer<typeof searchArticlesAnswerSchema>
