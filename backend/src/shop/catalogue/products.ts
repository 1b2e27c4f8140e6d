/** Reads products for the shop rules, in the caller's culture, priced for the caller. */
import type { ProductCard } from '@delikat/contract/catalogue'
import { dbPool } from '../../db/pool'
import { isB2B, type ShopContext } from '../context'
import { extrasOf, loadProductExtras } from '../pricing/load-pricing'
import type { ProductExtras } from '../pricing/product-pricing'
import { toProductCard, type ProductDoc } from './product-card'
import { loadProductDocs } from './product-rows'

/** The products by id, in the caller's culture (one SQL statement, product-rows.ts). */
export async function loadProducts(ctx: ShopContext, ids: number[]): Promise<Map<number, ProductDoc>> {
  return loadProductDocs(dbPool(ctx.payload), ids, ctx.culture)
}

export interface PricedProduct {
  doc: ProductDoc
  extras: ProductExtras
  card: ProductCard
}

/** Products with their campaigns, price history and variants, and their cards for the caller. */
export async function loadPricedProducts(ctx: ShopContext, ids: number[]): Promise<Map<number, PricedProduct>> {
  const [docs, extras] = await Promise.all([loadProducts(ctx, ids), loadProductExtras(dbPool(ctx.payload), ids, ctx.culture)])
  const pricing = { culture: ctx.culture, isB2B: isB2B(ctx) }
  const priced = new Map<number, PricedProduct>()
  for (const [id, doc] of docs) {
    const e = extrasOf(extras, id)
    priced.set(id, { doc, extras: e, card: toProductCard(doc, pricing, e) })
  }
  return priced
}

export async function loadPricedProduct(ctx: ShopContext, id: number): Promise<PricedProduct | undefined> {
  return (await loadPricedProducts(ctx, [id])).get(id)
}
