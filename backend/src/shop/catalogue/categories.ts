/**
 * Catalogue categories for the shop API (docs/product.md §7 `GET group/{id}`, `POST group/urlsbyids`): one category with its
 * parent, children and breadcrumbs in the request culture (falling back to Danish), and URLs by id.
 */
import type { Image } from '@delikat/contract/catalogue'
import { dbPool } from '../../db/pool'
import type { Category } from '../../payload-types'
import type { ShopContext } from '../context'
import { toImage } from './image'

export interface CategoryRef {
  CategoryId: number
  Name: string
  RelativeUrl: string
}

export interface CategoryGroup extends CategoryRef {
  Description: string | null
  Image: Image | null
  Parent: CategoryRef | null
  Children: Array<CategoryRef & { Image: Image | null }>
  /** From the top-level category down to this one, this one last. */
  Breadcrumbs: Array<{ Name: string; RelativeUrl: string }>
}

const pool = (ctx: ShopContext) => dbPool(ctx.payload)

/** The same limit as the tree itself (collections/Categories.ts), so a stray cycle cannot loop. */
const MAX_DEPTH = 10

const ref = (doc: Category): CategoryRef => ({ CategoryId: doc.id, Name: doc.name, RelativeUrl: doc.relativeUrl ?? '' })

async function findCategories(ctx: ShopContext, where: Parameters<ShopContext['payload']['find']>[0]['where']): Promise<Category[]> {
  const result = await ctx.payload.find({
    collection: 'categories',
    where,
    depth: 1,
    locale: ctx.culture,
    fallbackLocale: 'da',
    sort: ['sortOrder', 'id'],
    limit: 0,
    pagination: false,
    overrideAccess: false,
  })
  return result.docs
}

/** The ids of a category's ancestors, the top-level one first (one recursive query). */
async function ancestorIds(ctx: ShopContext, id: number): Promise<number[]> {
  const { rows } = await pool(ctx).query<{ id: number }>(
    `WITH RECURSIVE up AS (
       SELECT c.parent_id AS id, 1 AS depth FROM categories c WHERE c.id = $1
       UNION ALL
       SELECT c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.id WHERE up.depth < $2
     )
     SELECT id FROM up WHERE id IS NOT NULL ORDER BY depth DESC`,
    [id, MAX_DEPTH],
  )
  return rows.map((r) => r.id)
}

/** `GET group/{id}`; undefined for an unknown category. */
export async function loadCategoryGroup(ctx: ShopContext, id: number): Promise<CategoryGroup | undefined> {
  const [category] = await findCategories(ctx, { id: { equals: id } })
  if (!category) return undefined
  const ancestors = await ancestorIds(ctx, id)
  const [children, ancestorDocs] = await Promise.all([
    findCategories(ctx, { parent: { equals: id } }),
    ancestors.length ? findCategories(ctx, { id: { in: ancestors } }) : Promise.resolve([]),
  ])
  const byId = new Map(ancestorDocs.map((doc) => [doc.id, doc]))
  const trail = [...ancestors.map((a) => byId.get(a)).filter((doc): doc is Category => doc !== undefined), category]
  const parent = ancestors.length ? byId.get(ancestors[ancestors.length - 1]) : undefined
  return {
    ...ref(category),
    Description: category.description?.trim() ? category.description : null,
    Image: toImage(category.image),
    Parent: parent ? ref(parent) : null,
    Children: children.map((child) => ({ ...ref(child), Image: toImage(child.image) })),
    Breadcrumbs: trail.map((doc) => ({ Name: doc.name, RelativeUrl: doc.relativeUrl ?? '' })),
  }
}

/** CategoryRelativeUrl per existing category id, in the order asked, unknown ids left out (docs/product.md §7 urlsbyids). */
export async function categoryUrls(ctx: ShopContext, ids: number[]): Promise<Array<{ CategoryId: number; CategoryRelativeUrl: string }>> {
  if (ids.length === 0) return []
  const { rows } = await pool(ctx).query<{ id: number; relative_url: string | null }>(
    'SELECT id, relative_url FROM categories WHERE id = ANY($1::int[])',
    [ids],
  )
  const byId = new Map(rows.map((r) => [r.id, r.relative_url ?? '']))
  return [...new Set(ids)].filter((id) => byId.has(id)).map((id) => ({ CategoryId: id, CategoryRelativeUrl: byId.get(id) as string }))
}

/**
 * The product page's trail: the product's first category and its ancestors, the top-level one first, in one
 * recursive query. Empty for a product in no category.
 */
export async function productBreadcrumbs(
  ctx: ShopContext,
  productId: number,
): Promise<{ CategoryId: number | null; Breadcrumbs: Array<{ Name: string; RelativeUrl: string }> }> {
  const { rows } = await pool(ctx).query<{ id: number; name: string | null; relative_url: string | null; depth: number }>(
    `WITH RECURSIVE first AS (
       SELECT r.categories_id AS id FROM products_rels r
        WHERE r.parent_id = $1 AND r.path = 'categories' AND r.categories_id IS NOT NULL
        ORDER BY r."order" NULLS LAST, r.id LIMIT 1
     ), up AS (
       SELECT c.id, c.parent_id, 0 AS depth FROM categories c JOIN first f ON f.id = c.id
       UNION ALL
       SELECT c.id, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id WHERE up.depth < $3
     )
     SELECT up.id, up.depth, c.relative_url, coalesce(nullif(lc.name, ''), ld.name) AS name
       FROM up JOIN categories c ON c.id = up.id
       LEFT JOIN categories_locales lc ON lc._parent_id = up.id AND lc._locale = $2::text::"_locales"
       LEFT JOIN categories_locales ld ON ld._parent_id = up.id AND ld._locale = 'da'
      ORDER BY up.depth DESC`,
    [productId, ctx.culture, MAX_DEPTH],
  )
  return {
    CategoryId: rows.length ? rows[rows.length - 1].id : null,
    Breadcrumbs: rows.map((r) => ({ Name: r.name ?? '', RelativeUrl: r.relative_url ?? '' })),
  }
}
