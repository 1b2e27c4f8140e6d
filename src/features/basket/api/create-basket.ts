// POST /api/basket/ {} -> 201 Basket (empty). Called by BasketProvider.ensureBasketId, which makes sure
// concurrent first adds share one new basket; that is why there is no separate mutation hook.
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import type { Basket } from './schemas'

export async function createBasket(): Promise<Basket> {
  const { data } = await shopApi.post('/basket', {})
  return await parseLazily(() => import('./schemas').then((module) => module.basketSchema), data, 'create basket')
}
