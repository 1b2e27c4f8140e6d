// PUT /api/checkout/{basketUid}/deliverymethod/{id}/ -> DeliveryDetails (the price of the chosen method is in the
// answer's totals); 400 DeliveryMethodNotOffered when the basket or address no longer allows it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { checkoutKeys } from './checkout-keys'
import { basketPath, storeDeliveryDetails, useCheckoutScope } from './get-delivery-details'
import { deliveryDetailsSchema, type DeliveryDetails } from './schemas'

export async function selectDeliveryMethod(basketUid: string, deliveryMethodId: string, culture: Locale): Promise<DeliveryDetails> {
  const { data } = await shopApi.put(`${basketPath(basketUid)}/deliverymethod/${encodeURIComponent(deliveryMethodId)}`, undefined, {
    params: { culture },
  })
  return parseAnswer(deliveryDetailsSchema, data, 'select delivery method')
}

export function useSelectDeliveryMethod(basketUid: string) {
  const queryClient = useQueryClient()
  const scope = useCheckoutScope(basketUid)
  return useMutation({
    mutationFn: (deliveryMethodId: string) => selectDeliveryMethod(basketUid, deliveryMethodId, scope.culture),
    onSuccess: (details) => storeDeliveryDetails(queryClient, scope, details),
    // The offer may have changed under the shopper: show what the server holds now.
    onError: () => void queryClient.invalidateQueries({ queryKey: checkoutKeys.deliveryDetails(basketUid, scope.loginKey, scope.culture) }),
  })
}
