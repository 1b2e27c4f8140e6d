// GET /api/checkout/{basketUid}/invoicedetails/ -> { Fields, PaymentMethods }: the invoice fields for the caller's
// customer type (guest, consumer, business), with the values given before or from the profile, and the payment
// methods the caller may choose (invoice only for a business the shop approved).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { checkoutKeys } from './checkout-keys'
import { basketPath, useCheckoutScope } from './get-delivery-details'
import { checkoutFieldsSchema, paymentMethodsSchema } from './schemas'

export const invoiceDetailsSchema = z.looseObject({ Fields: checkoutFieldsSchema, PaymentMethods: paymentMethodsSchema })
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>

export async function getInvoiceDetails(basketUid: string, culture: Locale): Promise<InvoiceDetails> {
  const { data } = await shopApi.get(`${basketPath(basketUid)}/invoicedetails`, { params: { culture } })
  return parseAnswer(invoiceDetailsSchema, data, 'invoice details')
}

export const invoiceDetailsQueryOptions = (basketUid: string, loginKey: string, culture: Locale) =>
  queryOptions({
    queryKey: checkoutKeys.invoiceDetails(basketUid, loginKey, culture),
    queryFn: () => getInvoiceDetails(basketUid, culture),
    // The form starts from these values once; a refetch must not replace what the shopper is typing.
    refetchOnWindowFocus: false,
  })

export function useInvoiceDetails(basketUid: string) {
  const { loginKey, culture } = useCheckoutScope(basketUid)
  // A login change (a guest who just created an account) asks again, showing the answer before meanwhile: the
  // checkout stays where it is instead of falling back to its loading state and its first open step.
  return useQuery({ ...invoiceDetailsQueryOptions(basketUid, loginKey, culture), placeholderData: keepPreviousData })
}
