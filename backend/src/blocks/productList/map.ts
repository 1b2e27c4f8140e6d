import type { ProductCard, ProductListCategoryLink, ProductListComponent, ProductListFilter } from '@delikat/contract/components'
import type { Payload } from 'payload'
import { loadCategoryGroup } from '../../shop/catalogue/categories'
import { searchProducts } from '../../shop/catalogue/search'
import { PRODUCT_SEARCH_FIRST_PAGE } from '../../shop/catalogue/search-query'
import type { ShopContext } from '../../shop/context'
import { base, later, text, type MapContext, type StoredBlock } from '../shared/mapping'

/** docs/product.md §9: the first page of a product list holds 18 products. */
export const PRODUCT_LIST_PAGE_SIZE = 18

/** The category the editor chose; its first page of products is searched when the page is read. */
export function mapProductList(block: StoredBlock): ProductListComponent {
  const categoryId = typeof block.categoryId === 'number' && block.categoryId > 0 ? block.categoryId : null
  return later(
    {
      ...base(block),
      Type: 'productList' as const,
      Title: text(block.title),
      CategoryId: categoryId,
      Products: [] as ProductCard[],
      TotalProductCount: 0,
      Filters: [] as ProductListFilter[],
      Breadcrumbs: [] as NonNullable<ProductListComponent['Breadcrumbs']>,
      Subcategories: [] as ProductListCategoryLink[],
    },
    async (c, payload, ctx) => void Object.assign(c, await productListPage(payload, ctx, c.CategoryId, c.Title)),
  )
}

/**
 * A product list's first page: the shop's own search (18, Popularity, no filters) for the category and its
 * subcategories, priced for the reader, with the category's name, trail and subcategories. A category
 * that no longer exists lists nothing rather than the whole catalogue.
 */
export async function productListPage(
  payload: Payload,
  ctx: MapContext,
  categoryId: number | null,
  title: string | null,
): Promise<Omit<ProductListComponent, 'Type' | 'Id' | 'CategoryId'>> {
  const shop: ShopContext = { payload, culture: ctx.culture, customer: ctx.customer ?? null }
  const request = {
    ...(categoryId !== null ? { CategoryId: categoryId } : {}),
    PageNumber: PRODUCT_SEARCH_FIRST_PAGE,
    PageSize: PRODUCT_LIST_PAGE_SIZE,
    Sort: 'Popularity' as const,
    Filters: [],
  }
  const [group, result] = await Promise.all([
    categoryId !== null ? loadCategoryGroup(shop, categoryId) : Promise.resolve(undefined),
    searchProducts(shop, request),
  ])
  if (categoryId !== null && !group) {
    return { Title: title, Products: [], TotalProductCount: 0, Filters: [], Breadcrumbs: [], Subcategories: [] }
  }
  return {
    Title: title ?? group?.Name ?? null,
    Products: result.Products,
    TotalProductCount: result.TotalProductCount,
    Filters: result.Filters,
    Breadcrumbs: group?.Breadcrumbs ?? [],
    Subcategories: (group?.Children ?? []).map((child) => ({
      CategoryId: child.CategoryId,
      Name: child.Name,
      RelativeUrl: child.RelativeUrl,
    })),
  }
}
