// POST /api/order/lookup/ { OrderNumber, Email } -> { Receipt, StatusLabel, AccountOrder } (docs/api/customers.md).
// 404 OrderNotFound for a wrong pair (the same whether the number or the e-mail is wrong), 429 TooManyAttempts after
// too many misses from one address. The receipt comes without the order's uid and its gift-card lines' ids: it is
// to read, and opens nothing more (docs/adr/0038).
import { useMutation } from '@tanstack/react-query'
import * as z from 'zod'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { receiptSchema } from './get-receipt'

export const lookupOrderAnswerSchema = z.looseObject({
  // No uid: the receipt view keys nothing on it here (no gift-card PDFs, no withdrawal notice, no "buy again").
  Receipt: receiptSchema.extend({ Uid: z.string().optional().default('') }),
  StatusLabel: z.string().nullish(),
  AccountOrder: z.boolean().default(false),
})
export type LookupOrderAnswer = z.infer<typeof lookupOrderAnswerSchema>

export async function lookupOrder(body: { OrderNumber: string; Email: string }): Promise<LookupOrderAnswer> {
  const { data } = await shopApi.post('/order/lookup', body)
  return parseAnswer(lookupOrderAnswerSchema, data, 'order lookup')
}

export function useLookupOrder() {
  return useMutation({ mutationFn: lookupOrder })
}
