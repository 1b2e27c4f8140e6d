// The shop's most viewed products: GET /api/product/popular/ -> { Products } (at most 12, backend
// src/endpoints/shop/catalogue.ts). Suggestions when nothing better is known (the added-to-basket dialog for a
// product whose category the page does not know). Fresh for an hour like every product list (docs/product.md §9); the key
// keeps a guest's and a customer's prices apart (product-keys.ts).
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod'
import { PRODUCT_SEARCH_STALE_TIME_MS, type Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { productCardSchema, type ProductCard } from '@/lib/schemas'
import { shopApi } from '@/lib/shopApi'
import { productKeys } from './product-keys'

const popularProductsAnswerSchema = z.looseObject({ Products: z.array(productCardSchema) })

export async function getPopularProducts(culture: Locale): Promise<ProductCard[]> {
  const { data } = await shopApi.get('/product/popular', { params: { culture } })
  return parseAnswer(popularProductsAnswerSchema, data, 'popular products').Products
}

export const popularProductsQueryOptions = (culture: Locale, signedIn: boolean) =>
  queryOptions({
    queryKey: [...productKeys.all, 'popular', culture, signedIn ? 'customer' : 'guest'] as const,
    queryFn: () => getPopularProducts(culture),
    staleTime: PRODUCT_SEARCH_STALE_TIME_MS,
  })
