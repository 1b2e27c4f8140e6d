// "Similar products" on the product page: POST /api/product/search/ with the product's category and a page of 8,
// the product itself left out. Fetched by the browser when the row comes near the screen (it is below the fold and
// not needed for the first paint), fresh for an hour like every product list (docs/product.md §9).
import { queryOptions } from '@tanstack/react-query'
import { PRODUCT_SEARCH_FIRST_PAGE, PRODUCT_SEARCH_STALE_TIME_MS, type Locale } from '@/config/constants'
import { parseLazily } from '@/lib/lazyParse'
import type { ProductCard } from '@/lib/schemas'
import { shopApi } from '@/lib/shopApi'
import { productKeys } from './product-keys'

/** How many products the row asks for. */
export const SIMILAR_PRODUCTS_PAGE_SIZE = 8

export async function getSimilarProducts(productId: number, categoryId: number, culture: Locale): Promise<ProductCard[]> {
  const { data } = await shopApi.post(
    '/product/search',
    { CategoryId: categoryId, PageNumber: PRODUCT_SEARCH_FIRST_PAGE, PageSize: SIMILAR_PRODUCTS_PAGE_SIZE },
    { params: { culture } },
  )
  const answer = await parseLazily(
    () => import('./answers').then((module) => module.similarProductsAnswerSchema),
    data,
    `similar products of ${productId}`,
  )
  return answer.Products.filter((product) => product.ProductId !== productId)
}

export const similarProductsQueryOptions = (productId: number, categoryId: number, culture: Locale, signedIn: boolean) =>
  queryOptions({
    queryKey: productKeys.similar(productId, categoryId, culture, signedIn),
    queryFn: () => getSimilarProducts(productId, categoryId, culture),
    staleTime: PRODUCT_SEARCH_STALE_TIME_MS,
  })
