// GET /api/checkout/{basketUid}/postnordservicelocations/?zip=8000 -> { ServiceLocations } (nearest first). Without
// a zip the server looks near the stored delivery address or the customer's own; 400 ContainsError on Zip when it
// has no postal code to go by; 503 ServiceLocationsUnavailable when PostNord does not answer.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { isApiError } from '@/lib/apiError'
import { parseAnswer } from '@/lib/parseAnswer'
import { shouldRetryQuery } from '@/lib/queryClient'
import { shopApi } from '@/lib/shopApi'
import { checkoutKeys } from './checkout-keys'
import { basketPath, useCheckoutScope } from './get-delivery-details'
import { serviceLocationSchema } from './schemas'

export const serviceLocationsAnswerSchema = z.looseObject({ ServiceLocations: z.array(serviceLocationSchema) })
export type ServiceLocationsAnswer = z.infer<typeof serviceLocationsAnswerSchema>

export async function getServiceLocations(basketUid: string, zip: string | null, culture: Locale): Promise<ServiceLocationsAnswer> {
  const { data } = await shopApi.get(`${basketPath(basketUid)}/postnordservicelocations`, {
    params: { culture, ...(zip ? { zip } : {}) },
  })
  return parseAnswer(serviceLocationsAnswerSchema, data, 'PostNord service locations')
}

export const serviceLocationsQueryOptions = (basketUid: string, loginKey: string, culture: Locale, zip: string | null) =>
  queryOptions({
    queryKey: checkoutKeys.serviceLocations(basketUid, loginKey, culture, zip),
    queryFn: () => getServiceLocations(basketUid, zip, culture),
    // The list the shopper picks from must not change under their pointer.
    refetchOnWindowFocus: false,
    // PostNord being away (503) is said at once; the shopper can search again or choose another method.
    retry: (failureCount: number, error: unknown) => !(isApiError(error) && error.status === 503) && shouldRetryQuery(failureCount, error),
  })

/** `zip`: the postal code searched for; null: near the address the server knows; undefined: not yet searched. */
export function useServiceLocations(basketUid: string, zip: string | null | undefined) {
  const { loginKey, culture } = useCheckoutScope(basketUid)
  return useQuery({ ...serviceLocationsQueryOptions(basketUid, loginKey, culture, zip ?? null), enabled: zip !== undefined })
}
