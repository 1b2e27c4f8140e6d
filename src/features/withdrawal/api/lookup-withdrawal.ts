// POST /api/withdrawal/lookup/ { OrderNumber, Email } -> Withdrawal & { Token } (docs/api/withdrawal.md). 404
// OrderNotFound for a wrong pair (the same whether the number or the e-mail is wrong), 429 TooManyAttempts after
// too many misses from one address.
import { useMutation } from '@tanstack/react-query'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { lookupAnswerSchema, type LookupAnswer } from './schemas'

export async function lookupWithdrawal(body: { OrderNumber: string; Email: string }): Promise<LookupAnswer> {
  const { data } = await shopApi.post('/withdrawal/lookup', body)
  return parseAnswer(lookupAnswerSchema, data, 'withdrawal lookup')
}

export function useLookupWithdrawal() {
  return useMutation({ mutationFn: lookupWithdrawal })
}
