/**
 * The three catalogue PDFs of docs/api/pdf.md: the data each needs, read with the same code as the JSON calls (the
 * product card and its pricing, the favourites, the product search), and the Settings flag each one answers under.
 */
import { dbPool } from '../../db/pool'
import { loadPricedProduct, loadPricedProducts } from '../catalogue/products'
import { netContentText } from '../catalogue/product-card'
import { searchAllProductIds } from '../catalogue/search'
import type { ProductSearchRequest } from '../catalogue/search-query'
import type { Culture } from '../constants'
import { isB2B, type ShopContext } from '../context'
import { requireCustomer } from '../customers/account'
import { notFound, ShopError } from '../errors'
import { favoriteProducts } from '../favorites/service'
import { renderFavoritesList, favoritesFileName } from './favorites-list'
import { productPicture } from './images'
import { PRICE_LIST_MAX_PRODUCTS, priceListFileName, renderPriceList, type PriceListRow } from './price-list'
import { productSheetFileName, renderProductSheet } from './product-sheet'
import { loadShopDetails } from './shop'

/** The Settings global's switches (globals.ts), as GET general/settings answers them. */
export type PdfFlag = 'allowProductSheetPdf' | 'allowFavoriteListPdf' | 'allowPriceListPdf'

export interface PdfFile {
  bytes: Uint8Array
  fileName: string
}

const TEXTS = {
  da: {
    notAvailable: 'Denne PDF kan ikke hentes.',
    productNotFound: 'Produktet findes ikke.',
    uncategorised: 'Øvrige varer',
    piece: 'stk.',
  },
  en: {
    notAvailable: 'This PDF is not available.',
    productNotFound: 'The product does not exist.',
    uncategorised: 'Other products',
    piece: 'pcs.',
  },
} satisfies Record<Culture, Record<string, string>>

/** Pictures in a list: small, and read a few at a time. */
const LIST_PICTURE_PIXELS = 160
const SHEET_PICTURE_PIXELS = 600

/** 404 PdfNotAvailable while the editors have switched the PDF off, the same answer as an address that does not exist. */
export async function assertPdfAllowed(ctx: ShopContext, flag: PdfFlag): Promise<void> {
  const settings = await ctx.payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })
  if (settings[flag] !== true) throw new ShopError(404, 'PdfNotAvailable', TEXTS[ctx.culture].notAvailable)
}

/** The name a list is made out to: the company for a business customer, else the customer's own name. */
async function customerName(ctx: ShopContext): Promise<string | null> {
  if (!ctx.customer) return null
  const { rows } = await dbPool(ctx.payload).query<{ first_name: string | null; last_name: string | null; company: string | null }>(
    'SELECT first_name, last_name, company FROM customers WHERE id = $1',
    [ctx.customer.id],
  )
  const row = rows[0]
  if (!row) return null
  const person = [row.first_name, row.last_name].filter(Boolean).join(' ')
  return isB2B(ctx) && row.company ? `${row.company}${person ? ` · ${person}` : ''}` : person || null
}

export async function productSheetPdf(ctx: ShopContext, productId: number): Promise<PdfFile> {
  await assertPdfAllowed(ctx, 'allowProductSheetPdf')
  const product = await loadPricedProduct(ctx, productId)
  if (!product) throw notFound('ProductNotFound', TEXTS[ctx.culture].productNotFound)
  const [shop, picture] = await Promise.all([
    loadShopDetails(ctx.payload, ctx.culture),
    productPicture(product.card.PrimaryImage?.FileName, SHEET_PICTURE_PIXELS),
  ])
  const bytes = await renderProductSheet({
    culture: ctx.culture,
    shop,
    card: product.card,
    producer: product.doc.producer ?? null,
    ean: product.doc.ean || null,
    picture,
  })
  return { bytes, fileName: productSheetFileName(ctx.culture, product.card.ProductNumber) }
}

export async function favoritesPdf(ctx: ShopContext): Promise<PdfFile> {
  await assertPdfAllowed(ctx, 'allowFavoriteListPdf')
  requireCustomer(ctx)
  const [cards, shop, name] = await Promise.all([favoriteProducts(ctx), loadShopDetails(ctx.payload, ctx.culture), customerName(ctx)])
  const pictures = await Promise.all(cards.map((card) => productPicture(card.PrimaryImage?.FileName, LIST_PICTURE_PIXELS)))
  const bytes = await renderFavoritesList({
    culture: ctx.culture,
    shop,
    customerName: name ?? '',
    date: new Date(),
    includesVat: !isB2B(ctx),
    products: cards.map((card, i) => ({ card, picture: pictures[i] ?? null })),
  })
  return { bytes, fileName: favoritesFileName(ctx.culture) }
}

/** Each product's first category (as its breadcrumbs pick it) in the culture, with the categories' own order. */
async function firstCategories(ctx: ShopContext, ids: number[]): Promise<Map<number, { name: string; order: number }>> {
  if (ids.length === 0) return new Map()
  const { rows } = await dbPool(ctx.payload).query<{ product_id: number; name: string | null; sort_order: string | null; id: number }>(
    `SELECT DISTINCT ON (r.parent_id) r.parent_id AS product_id, c.id, c.sort_order,
            coalesce(nullif(lc.name, ''), ld.name) AS name
       FROM products_rels r
       JOIN categories c ON c.id = r.categories_id
       LEFT JOIN categories_locales lc ON lc._parent_id = c.id AND lc._locale = $2::text::"_locales"
       LEFT JOIN categories_locales ld ON ld._parent_id = c.id AND ld._locale = 'da'
      WHERE r.parent_id = ANY($1::int[]) AND r.path = 'categories'
      ORDER BY r.parent_id, r."order" NULLS LAST, r.id`,
    [ids, ctx.culture],
  )
  return new Map(rows.map((r) => [r.product_id, { name: r.name ?? '', order: Number(r.sort_order ?? 0) * 1e6 + r.id }]))
}

/** The price list's rows for a search, its categories in their own order, the products in the search's order within each. */
export async function priceListRows(
  ctx: ShopContext,
  request: ProductSearchRequest,
  cap: number = PRICE_LIST_MAX_PRODUCTS,
): Promise<{ rows: PriceListRow[]; total: number }> {
  const { ids, total } = await searchAllProductIds(ctx, request, cap)
  const [priced, categories] = await Promise.all([loadPricedProducts(ctx, ids), firstCategories(ctx, ids)])
  const text = TEXTS[ctx.culture]
  const listed = ids
    .filter((id) => priced.has(id))
    .map((id, index) => {
      const { doc, card } = priced.get(id)!
      const category = categories.get(id)
      return {
        index,
        order: category?.order ?? Number.MAX_SAFE_INTEGER,
        row: {
          productNumber: card.ProductNumber,
          name: card.Name,
          unit: netContentText(doc.netContent, doc.netContentUnit) ?? text.piece,
          price: card.Pricing.CurrentPrice.Amount,
          category: category?.name || text.uncategorised,
        },
      }
    })
  listed.sort((a, b) => a.order - b.order || a.index - b.index)
  return { rows: listed.map((l) => l.row), total }
}

export async function priceListPdf(
  ctx: ShopContext,
  request: ProductSearchRequest,
  cap: number = PRICE_LIST_MAX_PRODUCTS,
): Promise<PdfFile> {
  await assertPdfAllowed(ctx, 'allowPriceListPdf')
  const [{ rows, total }, shop, name] = await Promise.all([
    priceListRows(ctx, request, cap),
    loadShopDetails(ctx.payload, ctx.culture),
    customerName(ctx),
  ])
  const date = new Date()
  const bytes = await renderPriceList({
    culture: ctx.culture,
    shop,
    customerName: name,
    date,
    includesVat: !isB2B(ctx),
    rows,
    total,
    query: request.Query?.trim() || null,
  })
  return { bytes, fileName: priceListFileName(ctx.culture, date) }
}
