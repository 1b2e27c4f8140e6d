/** Shop API: products, product search and lookups, and the general settings (SPEC §7, API.md). */
import { z } from 'zod'
import { productBreadcrumbs } from '../../shop/catalogue/categories'
import { loadPricedProduct } from '../../shop/catalogue/products'
import { productViews } from '../../shop/catalogue/views'
import {
  popularProductIds,
  productCards,
  productIdsByNumbers,
  productUrls,
  searchProducts,
} from '../../shop/catalogue/search'
import { productSearchRequest } from '../../shop/catalogue/search-query'
import { isB2B } from '../../shop/context'
import { notFound } from '../../shop/errors'
import { dbId, idParam, params, readBody, shopEndpoint } from '../http'

/** The most products one lookup may ask for: a favourites list or a basket, not the catalogue. */
const MAX_LOOKUP_IDS = 200

const productIds = z.object({ ProductIds: z.array(dbId).max(MAX_LOOKUP_IDS) })
const productNumbers = z.object({ ProductNumbers: z.array(z.string().trim().min(1).max(64)).max(MAX_LOOKUP_IDS) })

export const catalogueEndpoints = [
  // Static paths before /product/:id so "search" or "popular" is never read as an id.
  shopEndpoint('post', '/product/search', async (req, ctx) => searchProducts(ctx, await readBody(req, productSearchRequest))),

  shopEndpoint('post', '/product/byids', async (req, ctx) => {
    const { ProductIds } = await readBody(req, productIds)
    return { Products: await productCards(ctx, ProductIds) }
  }),

  shopEndpoint('post', '/product/byproductnumbers', async (req, ctx) => {
    const { ProductNumbers } = await readBody(req, productNumbers)
    return { Products: await productCards(ctx, await productIdsByNumbers(ctx, ProductNumbers)) }
  }),

  shopEndpoint('get', '/product/popular', async (_req, ctx) => ({ Products: await productCards(ctx, await popularProductIds(ctx)) })),

  // SPEC §7 "UrlByProductId with ProductRelativeUrl": a list of { ProductId, ProductRelativeUrl }, unknown ids left out.
  shopEndpoint('post', '/product/urlsbyids', async (req, ctx) => {
    const { ProductIds } = await readBody(req, productIds)
    return { UrlByProductId: await productUrls(ctx, ProductIds) }
  }),

  shopEndpoint('get', '/product/:id', async (req, ctx) => {
    const { id } = params(req, z.object({ id: idParam }))
    const [product, trail] = await Promise.all([loadPricedProduct(ctx, id), productBreadcrumbs(ctx, id)])
    if (!product) throw notFound('ProductNotFound', ctx.culture === 'da' ? 'Produktet findes ikke.' : 'The product does not exist.')
    productViews(ctx.payload).count(id)
    // The product page's detail: the card plus where the product sits in the catalogue.
    return { ...product.card, CategoryId: trail.CategoryId, Breadcrumbs: trail.Breadcrumbs }
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
