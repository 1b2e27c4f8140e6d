/** Shop API: products, product search and lookups, and the general settings (docs/product.md §7, docs/api/README.md). */
import { z } from 'zod'
import { productBreadcrumbs } from '../../shop/catalogue/categories'
import { loadPricedProduct } from '../../shop/catalogue/products'
import { productViews } from '../../shop/catalogue/views'
import { popularProductIds, productCards, productIdsByNumbers, productUrls, searchProducts } from '../../shop/catalogue/search'
import { productSearchRequest } from '../../shop/catalogue/search-query'
import { currentVerification } from '../../shop/age-verification/service'
import { isB2B } from '../../shop/context'
import { notFound } from '../../shop/errors'
import { dbId, idParam, params, readBody, shopEndpoint, uidParam } from '../http'

/** The most products one lookup may ask for: a favourites list or a basket, not the catalogue. */
const MAX_LOOKUP_IDS = 200

const productIds = z.object({ ProductIds: z.array(dbId).max(MAX_LOOKUP_IDS) })
const productNumbers = z.object({ ProductNumbers: z.array(z.string().trim().min(1).max(64)).max(MAX_LOOKUP_IDS) })

export const catalogueEndpoints = [
  // Static paths before /product/:id so "search" or "popular" is never read as an id.
  shopEndpoint('post', '/product/search', async (req, ctx) => searchProducts(ctx, await readBody(req, productSearchRequest)), {
    audit: false,
  }),

  shopEndpoint(
    'post',
    '/product/byids',
    async (req, ctx) => {
      const { ProductIds } = await readBody(req, productIds)
      return { Products: await productCards(ctx, ProductIds) }
    },
    { audit: false },
  ),

  shopEndpoint(
    'post',
    '/product/byproductnumbers',
    async (req, ctx) => {
      const { ProductNumbers } = await readBody(req, productNumbers)
      return { Products: await productCards(ctx, await productIdsByNumbers(ctx, ProductNumbers)) }
    },
    { audit: false },
  ),

  shopEndpoint('get', '/product/popular', async (_req, ctx) => ({ Products: await productCards(ctx, await popularProductIds(ctx)) })),

  // docs/product.md §7 "UrlByProductId with ProductRelativeUrl": a list of { ProductId, ProductRelativeUrl }, unknown ids left out.
  shopEndpoint(
    'post',
    '/product/urlsbyids',
    async (req, ctx) => {
      const { ProductIds } = await readBody(req, productIds)
      return { UrlByProductId: await productUrls(ctx, ProductIds) }
    },
    { audit: false },
  ),

  shopEndpoint('get', '/product/:id', async (req, ctx) => {
    const { id } = params(req, z.object({ id: idParam }))
    const [product, trail] = await Promise.all([loadPricedProduct(ctx, id), productBreadcrumbs(ctx, id)])
    if (!product) throw notFound('ProductNotFound', ctx.culture === 'da' ? 'Produktet findes ikke.' : 'The product does not exist.')
    productViews(ctx.payload).count(id)
    // The product page's detail: the card, the product's EAN and where the product sits in the catalogue.
    return { ...product.card, Ean: product.doc.ean || null, CategoryId: trail.CategoryId, Breadcrumbs: trail.Breadcrumbs }
  }),

  // IsAgeVerified: whether the visitor holds a valid age verification (docs/adr/0022): the logged-in customer's, or
  // the basket's named by ?basketUid= (a guest's is bound to the basket). VerifiedAge says at which age.
  shopEndpoint('get', '/general/settings', async (req, ctx) => {
    const basketUid = z.object({ basketUid: uidParam.nullish() }).parse({ basketUid: req.searchParams.get('basketUid') }).basketUid ?? null
    const [settings, verification] = await Promise.all([
      ctx.payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false }),
      currentVerification(ctx, basketUid),
    ])
    return {
      CustomerType: isB2B(ctx) ? 'B2B' : 'B2C',
      AllowFavoriteListPdf: settings.allowFavoriteListPdf ?? false,
      AllowPriceListPdf: settings.allowPriceListPdf ?? false,
      AllowProductSheetPdf: settings.allowProductSheetPdf ?? false,
      IsAgeVerified: verification !== null,
      VerifiedAge: verification?.age ?? null,
    }
  }),
]
