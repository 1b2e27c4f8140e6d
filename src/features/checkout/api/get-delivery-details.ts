// GET /api/checkout/{basketUid}/deliverydetails/ -> DeliveryDetails: the methods on offer with their prices for
// this basket, the chosen one's address or service point, and the totals with the chosen delivery.
// storeDeliveryDetails puts any answer of that shape (the delivery PUTs answer it too) into the cache, and brings the
// basket's totals along so the header and the basket page agree with the checkout.
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import type { Locale } from '@/config/constants'
import { useAuth } from '@/features/auth/auth-context'
import { basketKeys } from '@/features/basket/api/basket-keys'
import type { Basket } from '@/features/basket/api/schemas'
import { parseAnswer } from '@/lib/parseAnswer'
import { toLocale } from '@/lib/culture'
import { shopApi } from '@/lib/shopApi'
import { checkoutKeys } from './checkout-keys'
import { deliveryDetailsSchema, type DeliveryDetails } from './schemas'

export const basketPath = (basketUid: string) => `/checkout/${encodeURIComponent(basketUid)}`

export async function getDeliveryDetails(basketUid: string, culture: Locale): Promise<DeliveryDetails> {
  const { data } = await shopApi.get(`${basketPath(basketUid)}/deliverydetails`, { params: { culture } })
  return parseAnswer(deliveryDetailsSchema, data, 'delivery details')
}

export const deliveryDetailsQueryOptions = (basketUid: string, loginKey: string, culture: Locale) =>
  queryOptions({
    queryKey: checkoutKeys.deliveryDetails(basketUid, loginKey, culture),
    queryFn: () => getDeliveryDetails(basketUid, culture),
  })

/** Where the checkout's calls take the basket, the login and the culture from. */
export function useCheckoutScope(basketUid: string) {
  const { loginKey } = useAuth()
  const culture = toLocale(useRouter().locale)
  return { basketUid, loginKey, culture }
}

export function useDeliveryDetails(basketUid: string) {
  const { loginKey, culture } = useCheckoutScope(basketUid)
  // A login change (a guest who just created an account) asks again, showing the answer before meanwhile: the
  // checkout stays where it is instead of falling back to its loading state and its first open step.
  return useQuery({ ...deliveryDetailsQueryOptions(basketUid, loginKey, culture), placeholderData: keepPreviousData })
}

/** An answer with delivery details (GET or a delivery PUT) into the cache; the cached basket takes its totals at
 * once and is read again for the rest. */
export function storeDeliveryDetails(
  queryClient: QueryClient,
  scope: { basketUid: string; loginKey: string; culture: Locale },
  details: DeliveryDetails,
): void {
  queryClient.setQueryData(checkoutKeys.deliveryDetails(scope.basketUid, scope.loginKey, scope.culture), details)
  queryClient.setQueryData<Basket>(basketKeys.detail(scope.basketUid), (basket) =>
    basket ? { ...basket, Totals: details.Totals } : basket,
  )
  void queryClient.invalidateQueries({ queryKey: basketKeys.detail(scope.basketUid) })
}
