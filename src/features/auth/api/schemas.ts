// The token answer (docs/api/customers.md), loaded with the first answer: the token is asked for on every page, zod need
// not be part of its first load (docs/architecture.md §7).
import * as z from 'zod'
import { isUsableToken } from '@/lib/shopApi'

export const requestTokenAnswerSchema = z.looseObject({
  token: z.string().refine(isUsableToken, 'not a bearer token'),
  ExpiresAt: z.iso.datetime({ offset: true }),
})
export type TokenAnswer = z.infer<typeof requestTokenAnswerSchema>
