// The recipe shapes of the shop API (docs/product.md §7 recipe calls; the contract is in docs/adr/0010-recipes.md): a
// RecipeCard for lists and a RecipeDetail for the recipe page. Objects are loose: the backend may add fields.
import * as z from 'zod'
import { imageSchema, productCardSchema, type ProductCard } from '@/lib/schemas'

export const RECIPE_COURSES = ['starter', 'main', 'dessert', 'side', 'snack', 'drink'] as const
export type RecipeCourse = (typeof RECIPE_COURSES)[number]

/** A course this storefront does not know (a new one) is shown as no course rather than failing the recipe. */
export const recipeCourseSchema = z
  .enum(RECIPE_COURSES)
  .nullish()
  .catch(null)
  .transform((value) => value ?? null)

const count = z
  .number()
  .positive()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null)

export const recipeCardSchema = z.looseObject({
  RecipeId: z.coerce.number().int(),
  Name: z.string(),
  FriendlyUrlName: z.string(),
  RelativeUrl: z.string(),
  Summary: z.string().nullish(),
  PrimaryImage: imageSchema.nullish(),
  Images: z.array(imageSchema).nullish(),
  Course: recipeCourseSchema,
  Servings: count,
  TotalMinutes: count,
})
export type RecipeCard = z.infer<typeof recipeCardSchema>

/** A linked product that does not parse leaves the ingredient as plain text instead of hiding the recipe. */
const linkedProduct = productCardSchema
  .nullish()
  .catch(null)
  .transform((value) => value ?? null)

export const recipeIngredientSchema = z.looseObject({
  Amount: z.string().nullish(),
  Text: z.string(),
  Product: linkedProduct,
})
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>

export const recipeDetailSchema = recipeCardSchema.extend({
  Ingredients: z.array(recipeIngredientSchema),
  Steps: z.array(z.string()),
  RelatedProducts: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((raw): ProductCard[] => {
        const parsed = productCardSchema.safeParse(raw)
        return parsed.success ? [parsed.data] : []
      }),
    ),
  SeoPageTitle: z.string().nullish(),
  SeoMetaDescription: z.string().nullish(),
})
export type RecipeDetail = z.infer<typeof recipeDetailSchema>
