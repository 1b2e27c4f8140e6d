// GET /api/product/{id}/ -> ProductCard (API.md "Shapes"); 404 when there is no such product.
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/apiError'
import { productCardSchema, type ProductCard } from '@/lib/schemas'
import { shopApi } from '@/lib/shopApi'
import { productKeys } from './product-keys'

export const getProductAnswerSchema = productCardSchema

export async function getProduct(productId: number, culture: Locale): Promise<ProductCard> {
  const { data } = await shopApi.get(`/product/${productId}`, { params: { culture } })
  return parseAnswer(getProductAnswerSchema, data, `product ${productId}`)
}

export const productQueryOptions = (productId: number, culture: Locale) =>
  queryOptions({
    queryKey: productKeys.detail(productId, culture),
    queryFn: () => getProduct(productId, culture),
  })
