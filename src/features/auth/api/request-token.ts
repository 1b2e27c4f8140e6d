// POST /api/token/ (no body: the HttpOnly session cookie) -> { token, ExpiresAt }; 401 when there is no valid
// session (docs/api/customers.md, docs/product.md §4 Auth). AuthProvider asks on load, after every login, before the token
// expires and when the tab comes back with an expired one.
import * as z from 'zod'
import { parseAnswer } from '@/lib/apiError'
import { isUsableToken, shopApi } from '@/lib/shopApi'

export const requestTokenAnswerSchema = z.looseObject({
  token: z.string().refine(isUsableToken, 'not a bearer token'),
  ExpiresAt: z.iso.datetime({ offset: true }),
})
export type TokenAnswer = z.infer<typeof requestTokenAnswerSchema>

export async function requestToken(): Promise<TokenAnswer> {
  const { data } = await shopApi.post('/token')
  return parseAnswer(requestTokenAnswerSchema, data, 'token')
}
