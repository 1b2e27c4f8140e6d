// GET /api/product/favorites/ -> { Products: ProductCard[] }, newest first; 401 for guests (docs/api/customers.md).
// The account's favourites page lists them. The answer carries the customer's prices (B2B without VAT), so the key
// holds the loginKey, and the query only runs for a logged-in customer.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { useAuth } from '@/features/auth/auth-context'
import { readTokenCookie } from '@/features/auth/session-token'
import { parseAnswer } from '@/lib/parseAnswer'
import { toLocale } from '@/lib/culture'
import { productCardSchema, type ProductCard } from '@/lib/schemas'
import { shopApi } from '@/lib/shopApi'
import { favouriteKeys } from './favourite-keys'

export const getFavouritesAnswerSchema = z.looseObject({ Products: z.array(productCardSchema) })

export async function getFavourites(culture: Locale): Promise<ProductCard[]> {
  const { data } = await shopApi.get('/product/favorites', { params: { culture } })
  return parseAnswer(getFavouritesAnswerSchema, data, 'favourites').Products
}

export const favouritesQueryOptions = (loginKey: string, culture: Locale) =>
  queryOptions({
    queryKey: favouriteKeys.list(loginKey, culture),
    queryFn: () => getFavourites(culture),
  })

/** The logged-in customer's favourites; idle (no call) for guests, while the login is being checked, and in the
 * moment of a logout, when the token is gone before the state says so (a refetch then would only answer 401). */
export function useFavourites() {
  const { status, loginKey } = useAuth()
  const culture = toLocale(useRouter().locale)
  return useQuery({ ...favouritesQueryOptions(loginKey, culture), enabled: () => status === 'authenticated' && readTokenCookie() !== null })
}
