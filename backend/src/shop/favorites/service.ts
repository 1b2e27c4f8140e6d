/**
 * A customer's favourite products (docs/product.md §7 product/toggle and product/favorites, the favourite lookup of docs/product.md §3;
 * bodies in docs/api/customers.md). One SQL statement per call: the toggle is a single statement so two clicks at
 * once can neither fail nor leave two rows (the unique index on customer and product decides), and the lookup
 * answers a whole product list, categories included, without a query per product.
 */
import type { ProductCard } from '@delikat/contract/catalogue'
import { dbPool } from '../../db/pool'
import { productCards } from '../catalogue/search'
import type { ShopContext } from '../context'
import { notFound } from '../errors'
import { requireCustomer } from '../customers/account'

/** The most product ids one lookup may name: a page of products or a basket, not the catalogue. */
export const MAX_LOOKUP_PRODUCT_IDS = 200
/** The most categories one lookup may name: the categories a page shows lists of. */
export const MAX_LOOKUP_CATEGORY_IDS = 20

const PRODUCT_NOT_FOUND = { da: 'Produktet findes ikke.', en: 'The product does not exist.' }

export interface FavoriteState {
  ProductId: number
  IsFavorite: boolean
}

/**
 * Adds the product to the customer's favourites, or removes it when it is one; answers the new state. When two
 * toggles race, the one that finds the row inserted by the other meets the unique index, does nothing (ON CONFLICT)
 * and answers "favourite", which is what the customer sees either way.
 */
export async function toggleFavorite(ctx: ShopContext, productId: number): Promise<FavoriteState> {
  const customer = requireCustomer(ctx)
  const { rows } = await dbPool(ctx.payload).query<{ product_exists: boolean; removed: number }>(
    `WITH product AS (SELECT id FROM products WHERE id = $2),
     removed AS (DELETE FROM favorites WHERE customer_id = $1 AND product_id = $2 RETURNING id),
     added AS (
       INSERT INTO favorites (customer_id, product_id)
       SELECT $1, id FROM product WHERE NOT EXISTS (SELECT 1 FROM removed)
       ON CONFLICT (customer_id, product_id) DO NOTHING
       RETURNING id
     )
     SELECT EXISTS (SELECT 1 FROM product) AS product_exists, (SELECT count(*) FROM removed)::int AS removed`,
    [customer.id, productId],
  )
  const row = rows[0]!
  if (!row.product_exists) throw notFound('ProductNotFound', PRODUCT_NOT_FOUND[ctx.culture])
  return { ProductId: productId, IsFavorite: row.removed === 0 }
}

/** The customer's favourites as product cards in the caller's culture and customer type, newest first. */
export async function favoriteProducts(ctx: ShopContext): Promise<ProductCard[]> {
  const customer = requireCustomer(ctx)
  const { rows } = await dbPool(ctx.payload).query<{ product_id: number }>(
    'SELECT product_id FROM favorites WHERE customer_id = $1 ORDER BY created_at DESC, id DESC',
    [customer.id],
  )
  return productCards(
    ctx,
    rows.map((r) => r.product_id),
  )
}

/**
 * Whether each product is a favourite: the ids asked for, in the order asked, then the products of the categories
 * (and of their subcategories, as the category page lists them) not already named, by id. A guest has no
 * favourites: everything is false, with the same list, so a page can render the same way for everyone.
 */
export async function lookupFavorites(ctx: ShopContext, productIds: number[], categoryIds: number[] = []): Promise<FavoriteState[]> {
  if (productIds.length === 0 && categoryIds.length === 0) return []
  const { rows } = await dbPool(ctx.payload).query<{ id: number; is_favorite: boolean }>(
    `WITH asked AS (
       SELECT a.id, min(a.ord) AS ord FROM unnest($1::int[]) WITH ORDINALITY AS a(id, ord) GROUP BY a.id
     ), listed AS (
       SELECT id, ord FROM asked
       UNION ALL
       SELECT s.product_id, NULL FROM product_search s
        WHERE cardinality($2::int[]) > 0 AND s.category_ids && $2::int[]
          AND NOT EXISTS (SELECT 1 FROM asked WHERE asked.id = s.product_id)
     )
     SELECT l.id, EXISTS (SELECT 1 FROM favorites f WHERE f.customer_id = $3 AND f.product_id = l.id) AS is_favorite
       FROM listed l
      ORDER BY l.ord NULLS LAST, l.id`,
    [productIds, categoryIds, ctx.customer?.id ?? null],
  )
  return rows.map((r) => ({ ProductId: r.id, IsFavorite: r.is_favorite }))
}
