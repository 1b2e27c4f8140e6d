// GET /api/product/{id}/ -> the ProductCard plus CategoryId and Breadcrumbs (docs/api/README.md "Shapes"); 404 when there is
// no such product. Prices depend on the customer: in the browser shopApi sends the token cookie itself, on the
// server the caller hands over the token of the request it serves.
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { parseLazily } from '@/lib/lazyParse'
import type { ProductDetail } from '@/lib/schemas'
import { bearerHeaders, shopApi } from '@/lib/shopApi'
import { productKeys } from './product-keys'

export type CustomerAccess = {
  /** Whether the visitor has a token: part of the query key. */
  signedIn: boolean
  /** Server side only: the token of the request being served. */
  token?: string | null
}

export const GUEST: CustomerAccess = { signedIn: false }

export async function getProduct(productId: number, culture: Locale, token?: string | null): Promise<ProductDetail> {
  const { data } = await shopApi.get(`/product/${productId}`, { params: { culture }, headers: bearerHeaders(token) })
  return await parseLazily(() => import('@/lib/schemas').then((module) => module.productDetailSchema), data, `product ${productId}`)
}

export const productQueryOptions = (productId: number, culture: Locale, access: CustomerAccess = GUEST) =>
  queryOptions({
    queryKey: productKeys.detail(productId, culture, access.signedIn),
    queryFn: () => getProduct(productId, culture, access.token),
  })
