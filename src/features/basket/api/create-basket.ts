// POST /api/basket/ {} -> 201 Basket (empty). Called by BasketProvider.ensureBasketId, which makes sure
// concurrent first adds share one new basket; that is why there is no separate mutation hook.
import { parseAnswer } from '@/lib/apiError'
import { shopApi } from '@/lib/shopApi'
import { basketSchema, type Basket } from './schemas'

export async function createBasket(): Promise<Basket> {
  const { data } = await shopApi.post('/basket', {})
  return parseAnswer(basketSchema, data, 'create basket')
}
