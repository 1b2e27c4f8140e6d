// POST /api/token/ (no body: the HttpOnly session cookie) -> { token, ExpiresAt }; 401 when there is no valid
// session (docs/api/customers.md, docs/product.md §4 Auth). AuthProvider asks on load, after every login, before the token
// expires and when the tab comes back with an expired one.
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import type { TokenAnswer } from './schemas'

export async function requestToken(): Promise<TokenAnswer> {
  const { data } = await shopApi.post('/token')
  return await parseLazily(() => import('./schemas').then((module) => module.requestTokenAnswerSchema), data, 'token')
}
