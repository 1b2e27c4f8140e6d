/** Shop API: products and the general settings (SPEC §7, API.md). */
import { z } from 'zod'
import { loadProduct } from '../../shop/catalogue/products'
import { toProductCard } from '../../shop/catalogue/product-card'
import { isB2B } from '../../shop/context'
import { notFound } from '../../shop/errors'
import { idParam, params, shopEndpoint } from '../http'

export const catalogueEndpoints = [
  shopEndpoint('get', '/product/:id', async (req, ctx) => {
    const { id } = params(req, z.object({ id: idParam }))
    const product = await loadProduct(ctx, id)
    if (!product) throw notFound('ProductNotFound', ctx.culture === 'da' ? 'Produktet findes ikke.' : 'The product does not exist.')
    return toProductCard(product, { culture: ctx.culture, isB2B: isB2B(ctx) })
  }),

  shopEndpoint('get', '/general/settings', async (_req, ctx) => {
    const settings = await ctx.payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })
    return {
      CustomerType: isB2B(ctx) ? 'B2B' : 'B2C',
      AllowFavoriteListPdf: settings.allowFavoriteListPdf ?? false,
      AllowPriceListPdf: settings.allowPriceListPdf ?? false,
      AllowProductSheetPdf: settings.allowProductSheetPdf ?? false,
      // Set once the customer's age is verified through an IT solution (MitID broker); nobody is, yet.
      IsAgeVerified: false,
    }
  }),
]
