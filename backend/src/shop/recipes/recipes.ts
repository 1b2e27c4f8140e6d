/**
 * Reads recipes for the shop API (docs/product.md §7 recipe/{id}, recipe/byids, recipe/search) and the content service's
 * recipe lists, in the caller's culture (Danish where a text is not translated), as public reads.
 */
import type { Payload, Where } from 'payload'
import { dbPool } from '../../db/pool'
import { productCards } from '../catalogue/search'
import type { Culture } from '../constants'
import type { ShopContext } from '../context'
import {
  recipeProductIds,
  toRecipeCard,
  toRecipeDetail,
  type RecipeCard,
  type RecipeCourse,
  type RecipeDetail,
  type RecipeDoc,
} from './recipe-card'
import { buildRecipeSearchSql, type RecipeSearchRequest, type RecipeSearchSqlResult } from './search-query'

/** What a card needs; ingredients and steps are many tables and only the recipe page shows them. */
const CARD_FIELDS = {
  name: true,
  friendlyUrlName: true,
  summary: true,
  course: true,
  servings: true,
  totalMinutes: true,
  images: true,
} as const

async function findRecipes(payload: Payload, culture: Culture, ids: number[], detail: boolean): Promise<Map<number, RecipeDoc>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const result = await payload.find({
    collection: 'recipes',
    where: { id: { in: unique } },
    // Depth 1 for the images; a linked product is priced separately, so only its id is wanted here.
    depth: 1,
    ...(detail ? { populate: { products: { productNumber: true } } } : { select: CARD_FIELDS }),
    locale: culture,
    fallbackLocale: 'da',
    limit: unique.length,
    pagination: false,
    overrideAccess: false,
  })
  return new Map(result.docs.map((doc) => [doc.id, doc as unknown as RecipeDoc]))
}

/** Cards for ids in the order given; unknown ids are left out, repeated ones answered once. */
export async function recipeCards(ctx: Pick<ShopContext, 'payload' | 'culture'>, ids: number[]): Promise<RecipeCard[]> {
  const docs = await findRecipes(ctx.payload, ctx.culture, ids, false)
  const seen = new Set<number>()
  return ids.filter((id) => docs.has(id) && !seen.has(id) && seen.add(id)).map((id) => toRecipeCard(docs.get(id) as RecipeDoc))
}

/** The recipe page's recipe, with the linked products as cards priced for this customer; undefined if unknown. */
export async function recipeDetail(ctx: ShopContext, id: number): Promise<RecipeDetail | undefined> {
  const doc = (await findRecipes(ctx.payload, ctx.culture, [id], true)).get(id)
  if (!doc) return undefined
  const cards = await productCards(ctx, recipeProductIds(doc))
  return toRecipeDetail(doc, new Map(cards.map((card) => [card.ProductId, card])))
}

export interface RecipeSearchResult {
  Recipes: RecipeCard[]
  TotalRecipeCount: number
}

export async function searchRecipes(ctx: ShopContext, request: RecipeSearchRequest): Promise<RecipeSearchResult> {
  const { text, values } = buildRecipeSearchSql(request, ctx.culture)
  const { rows } = await dbPool(ctx.payload).query<{ result: RecipeSearchSqlResult }>(text, values)
  const result = rows[0].result
  return { Recipes: await recipeCards(ctx, result.ids), TotalRecipeCount: Number(result.total) }
}

/** The newest recipes, of one course when given: a recipe list on a content page that the editor left empty. */
export async function newestRecipeCards(
  payload: Payload,
  culture: Culture,
  options: { course: RecipeCourse | null; limit: number },
): Promise<RecipeCard[]> {
  const where: Where = options.course ? { course: { equals: options.course } } : {}
  const result = await payload.find({
    collection: 'recipes',
    where,
    sort: ['-createdAt', '-id'],
    limit: options.limit,
    depth: 1,
    select: CARD_FIELDS,
    locale: culture,
    fallbackLocale: 'da',
    overrideAccess: false,
  })
  return result.docs.map((doc) => toRecipeCard(doc as unknown as RecipeDoc))
}
