/** Shop API: recipes (docs/product.md §7 `GET recipe/{id}`, `POST recipe/byids`, `POST recipe/search`; contract in ADR 0010). */
import { z } from 'zod'
import { notFound } from '../../shop/errors'
import { recipeCards, recipeDetail, searchRecipes } from '../../shop/recipes/recipes'
import { recipeSearchRequest } from '../../shop/recipes/search-query'
import { dbId, idParam, params, readBody, shopEndpoint } from '../http'

/** The most recipes one lookup may ask for, as for products. */
const MAX_LOOKUP_IDS = 200

const recipeIds = z.object({ RecipeIds: z.array(dbId).max(MAX_LOOKUP_IDS) })

export const recipeEndpoints = [
  // Static paths before /recipe/:id so "search" or "byids" is never read as an id.
  shopEndpoint('post', '/recipe/search', async (req, ctx) => searchRecipes(ctx, await readBody(req, recipeSearchRequest)), {
    audit: false,
  }),

  shopEndpoint(
    'post',
    '/recipe/byids',
    async (req, ctx) => {
      const { RecipeIds } = await readBody(req, recipeIds)
      return { Recipes: await recipeCards(ctx, RecipeIds) }
    },
    { audit: false },
  ),

  shopEndpoint('get', '/recipe/:id', async (req, ctx) => {
    const { id } = params(req, z.object({ id: idParam }))
    const recipe = await recipeDetail(ctx, id)
    if (!recipe) throw notFound('RecipeNotFound', ctx.culture === 'da' ? 'Opskriften findes ikke.' : 'The recipe does not exist.')
    return recipe
  }),
]
