// POST /api/auth/validatetoken/ { Token } -> { Valid } (docs/api/customers.md): whether a password-reset link still
// works (known, unused, not older than an hour). A read, so a query: the reset page asks once when it opens and
// never serves a stale answer (a token may be used in another tab).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { customerKeys } from './customer-keys'

export const validateResetTokenAnswerSchema = z.looseObject({ Valid: z.boolean() })
export type ValidateResetTokenAnswer = z.infer<typeof validateResetTokenAnswerSchema>

export async function validateResetToken(token: string): Promise<ValidateResetTokenAnswer> {
  const { data } = await shopApi.post('/auth/validatetoken', { Token: token })
  return parseAnswer(validateResetTokenAnswerSchema, data, 'reset token check')
}

export const validateResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...customerKeys.all, 'reset-token', token] as const,
    queryFn: () => validateResetToken(token),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })

export function useValidateResetToken(token: string | null) {
  return useQuery({ ...validateResetTokenQueryOptions(token ?? ''), enabled: token !== null && token !== '' })
}
