// POST /api/checkout/{basketUid}/invoicedetails/ with `{ <Name>: value }` for every field -> { Fields } (stored);
// 400 ContainsError with `Errors` by field name, and nothing stored. A guest who gave a password has an account
// now (`SignedUp: true`, the session cookie set): the caller asks for a token (AuthProvider's refresh).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { checkoutKeys } from './checkout-keys'
import { basketPath, useCheckoutScope } from './get-delivery-details'
import * as z from 'zod'
import { invoiceDetailsSchema } from './get-invoice-details'

/** Every field's value by its name (children included), as the form holds them. */
export type InvoiceValues = Record<string, unknown>

const savedInvoiceDetailsSchema = invoiceDetailsSchema.extend({ SignedUp: z.boolean().optional() })
export type SavedInvoiceDetails = z.infer<typeof savedInvoiceDetailsSchema>

export async function saveInvoiceDetails(basketUid: string, values: InvoiceValues, culture: Locale): Promise<SavedInvoiceDetails> {
  const { data } = await shopApi.post(`${basketPath(basketUid)}/invoicedetails`, values, { params: { culture } })
  return parseAnswer(savedInvoiceDetailsSchema, data, 'save invoice details')
}

export function useSaveInvoiceDetails(basketUid: string) {
  const queryClient = useQueryClient()
  const { loginKey, culture } = useCheckoutScope(basketUid)
  return useMutation({
    mutationFn: (values: InvoiceValues) => saveInvoiceDetails(basketUid, values, culture),
    onSuccess: (answer) => queryClient.setQueryData(checkoutKeys.invoiceDetails(basketUid, loginKey, culture), answer),
  })
}
