/** Reads products for the shop rules, in the caller's culture, as anonymous public reads. */
import type { ShopContext } from '../context'
import type { ProductDoc } from './product-card'

export async function loadProducts(ctx: ShopContext, ids: number[]): Promise<Map<number, ProductDoc>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const result = await ctx.payload.find({
    collection: 'products',
    where: { id: { in: unique } },
    depth: 1,
    // The card needs the images populated, not the categories: leaving them out saves their queries.
    select: { categories: false },
    locale: ctx.culture,
    fallbackLocale: 'da',
    limit: unique.length,
    pagination: false,
    overrideAccess: false,
  })
  return new Map(result.docs.map((doc) => [doc.id as number, doc as unknown as ProductDoc]))
}

export async function loadProduct(ctx: ShopContext, id: number): Promise<ProductDoc | undefined> {
  return (await loadProducts(ctx, [id])).get(id)
}
