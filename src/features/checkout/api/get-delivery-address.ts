// GET /api/checkout/{basketUid}/deliveryaddress/{deliveryMethodId}/ -> { DeliveryMethodType, Fields, ServiceLocation }:
// the address fields home delivery and Burd need (filled from the stored address, else the customer's profile),
// none for the other methods; 400 DeliveryMethodNotOffered.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { checkoutKeys } from './checkout-keys'
import { basketPath, useCheckoutScope } from './get-delivery-details'
import { checkoutFieldsSchema, serviceLocationSchema } from './schemas'

export const deliveryAddressFormSchema = z.looseObject({
  DeliveryMethodType: z.string(),
  Fields: checkoutFieldsSchema.default([]),
  ServiceLocation: serviceLocationSchema.nullish().transform((value) => value ?? null),
})
export type DeliveryAddressForm = z.infer<typeof deliveryAddressFormSchema>

export async function getDeliveryAddressForm(basketUid: string, deliveryMethodId: string, culture: Locale): Promise<DeliveryAddressForm> {
  const { data } = await shopApi.get(`${basketPath(basketUid)}/deliveryaddress/${encodeURIComponent(deliveryMethodId)}`, {
    params: { culture },
  })
  return parseAnswer(deliveryAddressFormSchema, data, 'delivery address form')
}

export const deliveryAddressFormQueryOptions = (basketUid: string, loginKey: string, culture: Locale, deliveryMethodId: string) =>
  queryOptions({
    queryKey: checkoutKeys.deliveryAddress(basketUid, loginKey, culture, deliveryMethodId),
    queryFn: () => getDeliveryAddressForm(basketUid, deliveryMethodId, culture),
    // The form is filled in once; a refetch must not replace what the shopper is typing.
    refetchOnWindowFocus: false,
  })

export function useDeliveryAddressForm(basketUid: string, deliveryMethodId: string | null) {
  const { loginKey, culture } = useCheckoutScope(basketUid)
  return useQuery({
    ...deliveryAddressFormQueryOptions(basketUid, loginKey, culture, deliveryMethodId ?? ''),
    enabled: deliveryMethodId !== null,
  })
}
