/** Shop API: the favorites calls of docs/product.md §7 (bodies in docs/api/customers.md). */
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { requireCustomer } from '../../shop/customers/account'
import {
  favoriteProducts,
  lookupFavorites,
  MAX_LOOKUP_CATEGORY_IDS,
  MAX_LOOKUP_PRODUCT_IDS,
  toggleFavorite,
} from '../../shop/favorites/service'
import { dbId, idParam, params, readBody, shopEndpoint } from '../http'

const lookupRequest = z.object({
  ProductIds: z.array(dbId).max(MAX_LOOKUP_PRODUCT_IDS),
  CategoryIds: z.array(dbId).max(MAX_LOOKUP_CATEGORY_IDS).optional(),
})

export const favoriteEndpoints: Endpoint[] = [
  shopEndpoint('put', '/product/toggle/:id', async (req, ctx) => {
    // A guest is asked to log in whatever the id (the storefront then favourites the product after the login).
    requireCustomer(ctx)
    const { id: productId } = params(req, z.object({ id: idParam }))
    return toggleFavorite(ctx, productId)
  }),

  shopEndpoint('get', '/product/favorites', async (_req, ctx) => ({ Products: await favoriteProducts(ctx) })),

  shopEndpoint(
    'post',
    '/product/favorites/lookup',
    async (req, ctx) => {
      const { ProductIds, CategoryIds } = await readBody(req, lookupRequest)
      return { Products: await lookupFavorites(ctx, ProductIds, CategoryIds) }
    },
    { audit: false },
  ),
]
