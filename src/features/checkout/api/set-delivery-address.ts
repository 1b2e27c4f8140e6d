// PUT /api/checkout/{basketUid}/deliveryadress/{deliveryMethodId}/ (the spelling of docs/product.md §7) with the DeliveryAddress
// fields, `{ ServiceLocationId }` for PostNord or `{}` for the rest: chooses the method and stores what it needs ->
// DeliveryDetails. 400 ContainsError carries `Errors` by field (Burd outside its area: on Zip); 503
// ServiceLocationsUnavailable when PostNord cannot be asked. Failures are ApiErrors for the step to show.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { basketPath, storeDeliveryDetails, useCheckoutScope } from './get-delivery-details'
import { deliveryDetailsSchema, type DeliveryDetails } from './schemas'

export type DeliveryAddressBody = Record<string, unknown> | { ServiceLocationId: string } | Record<string, never>

export async function setDeliveryAddress(
  basketUid: string,
  deliveryMethodId: string,
  body: DeliveryAddressBody,
  culture: Locale,
): Promise<DeliveryDetails> {
  const { data } = await shopApi.put(`${basketPath(basketUid)}/deliveryadress/${encodeURIComponent(deliveryMethodId)}`, body, {
    params: { culture },
  })
  return parseAnswer(deliveryDetailsSchema, data, 'set delivery address')
}

export function useSetDeliveryAddress(basketUid: string) {
  const queryClient = useQueryClient()
  const scope = useCheckoutScope(basketUid)
  return useMutation({
    mutationFn: ({ deliveryMethodId, body }: { deliveryMethodId: string; body: DeliveryAddressBody }) =>
      setDeliveryAddress(basketUid, deliveryMethodId, body, scope.culture),
    onSuccess: (details) => storeDeliveryDetails(queryClient, scope, details),
  })
}
