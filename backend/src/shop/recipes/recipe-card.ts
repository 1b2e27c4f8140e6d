/**
 * The one mapping from a recipe document to the recipe contract (RecipeCard, RecipeDetail: docs/product.md §7 recipe calls,
 * the contract in docs/adr/0010-recipes.md) and to the content service's recipe teaser. Pure: the product cards
 * an ingredient or the "serve with" row links to are handed in, already priced for the customer.
 */
import type { Image, ProductCard } from '@delikat/contract/catalogue'
import { RECIPE_COURSES } from '../../collections/Recipes'
import { toImage } from '../catalogue/image'

export type RecipeCourse = (typeof RECIPE_COURSES)[number]

export interface RecipeDoc {
  id: number
  name: string
  friendlyUrlName: string
  summary?: string | null
  course?: string | null
  servings?: number | null
  totalMinutes?: number | null
  images?: unknown[] | null
  ingredients?: Array<{ amount?: string | null; text?: string | null; product?: unknown }> | null
  steps?: Array<{ text?: string | null }> | null
  relatedProducts?: unknown[] | null
  seo?: { title?: string | null; description?: string | null } | null
}

export interface RecipeCard {
  RecipeId: number
  Name: string
  FriendlyUrlName: string
  RelativeUrl: string
  Summary: string | null
  PrimaryImage: Image | null
  Images: Image[]
  Course: RecipeCourse | null
  Servings: number | null
  TotalMinutes: number | null
}

export interface RecipeIngredient {
  Amount: string | null
  Text: string
  Product: ProductCard | null
}

export interface RecipeDetail extends RecipeCard {
  Ingredients: RecipeIngredient[]
  Steps: string[]
  RelatedProducts: ProductCard[]
  SeoPageTitle: string
  SeoMetaDescription: string | null
}

/** What a recipe list on a content page shows of a recipe (backend/src/content/components/types.ts). */
export interface RecipeTeaserShape {
  RecipeId: number
  Name: string
  Url: string
  Image: Image | null
  Summary: string | null
  TotalMinutes: number | null
  Course: RecipeCourse | null
}

/** The storefront URL of a recipe: /opskrifter/{friendlyUrlName}/{id}/. */
export function recipeUrl(friendlyUrlName: string, recipeId: number | string): string {
  return `/opskrifter/${friendlyUrlName}/${recipeId}/`
}

export function isRecipeCourse(value: unknown): value is RecipeCourse {
  return (RECIPE_COURSES as readonly unknown[]).includes(value)
}

const trimmed = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const positiveNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null)

/** A relationship as stored or populated: its id, or null when it is empty. */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number') return (value as { id: number }).id
  return null
}

export function toRecipeCard(doc: RecipeDoc): RecipeCard {
  const images = (doc.images ?? []).map(toImage).filter((i): i is Image => i !== null)
  return {
    RecipeId: doc.id,
    Name: doc.name,
    FriendlyUrlName: doc.friendlyUrlName,
    RelativeUrl: recipeUrl(doc.friendlyUrlName, doc.id),
    Summary: trimmed(doc.summary),
    PrimaryImage: images[0] ?? null,
    Images: images,
    Course: isRecipeCourse(doc.course) ? doc.course : null,
    Servings: positiveNumber(doc.servings),
    TotalMinutes: positiveNumber(doc.totalMinutes),
  }
}

/** Every product the recipe links to (ingredients first, then "serve with"), each once, in order. */
export function recipeProductIds(doc: RecipeDoc): number[] {
  const ids = [...(doc.ingredients ?? []).map((i) => relationId(i.product)), ...(doc.relatedProducts ?? []).map(relationId)]
  return [...new Set(ids.filter((id): id is number => id !== null))]
}

/**
 * The recipe page's recipe. `products` holds the cards of the linked products the customer may see; a link to a
 * product that is gone leaves the ingredient as plain text and drops it from "serve with".
 */
export function toRecipeDetail(doc: RecipeDoc, products: ReadonlyMap<number, ProductCard>): RecipeDetail {
  const card = toRecipeCard(doc)
  const productOf = (value: unknown) => {
    const id = relationId(value)
    return id === null ? null : (products.get(id) ?? null)
  }
  const related = [...new Set((doc.relatedProducts ?? []).map(relationId))]
    .map((id) => (id === null ? undefined : products.get(id)))
    .filter((p): p is ProductCard => p !== undefined)
  return {
    ...card,
    Ingredients: (doc.ingredients ?? []).flatMap((ingredient) => {
      const text = trimmed(ingredient.text)
      return text ? [{ Amount: trimmed(ingredient.amount), Text: text, Product: productOf(ingredient.product) }] : []
    }),
    Steps: (doc.steps ?? []).map((step) => trimmed(step.text)).filter((s): s is string => s !== null),
    RelatedProducts: related,
    SeoPageTitle: trimmed(doc.seo?.title) ?? doc.name,
    SeoMetaDescription: trimmed(doc.seo?.description) ?? card.Summary,
  }
}

export function toRecipeTeaser(card: RecipeCard): RecipeTeaserShape {
  return {
    RecipeId: card.RecipeId,
    Name: card.Name,
    Url: card.RelativeUrl,
    Image: card.PrimaryImage,
    Summary: card.Summary,
    TotalMinutes: card.TotalMinutes,
    Course: card.Course,
  }
}
