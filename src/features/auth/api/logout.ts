// POST /api/logout/ -> 204: ends the session of the HttpOnly cookie and of the bearer token the request carries
// (docs/api/customers.md). Called by "Log ud" and when a token request fails (docs/product.md §4 Auth, §8).
import { shopApi } from '@/lib/shopApi'

export async function logout(): Promise<void> {
  await shopApi.post('/logout')
}
