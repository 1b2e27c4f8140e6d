/** Shop API: catalogue categories (docs/product.md §7 `GET group/{id}`, `POST group/urlsbyids`). */
import { z } from 'zod'
import { categoryUrls, loadCategoryGroup } from '../../shop/catalogue/categories'
import { notFound } from '../../shop/errors'
import { dbId, idParam, params, readBody, shopEndpoint } from '../http'

/** The most categories one lookup may ask for: a menu's worth, not the whole tree. */
const MAX_LOOKUP_IDS = 200

const categoryIds = z.object({ CategoryIds: z.array(dbId).max(MAX_LOOKUP_IDS) })

export const categoryEndpoints = [
  // Before /group/:id so "urlsbyids" is never read as an id. A list of { CategoryId, CategoryRelativeUrl }.
  shopEndpoint(
    'post',
    '/group/urlsbyids',
    async (req, ctx) => {
      const { CategoryIds } = await readBody(req, categoryIds)
      return { UrlByCategoryId: await categoryUrls(ctx, CategoryIds) }
    },
    { audit: false },
  ),

  shopEndpoint('get', '/group/:id', async (req, ctx) => {
    const { id } = params(req, z.object({ id: idParam }))
    const group = await loadCategoryGroup(ctx, id)
    if (!group) throw notFound('CategoryNotFound', ctx.culture === 'da' ? 'Kategorien findes ikke.' : 'The category does not exist.')
    return group
  }),
]
