// DELETE /api/basket/{uid}/basketline/{lineUid}/ -> basket change (run through useBasketChange).
import { shopApi } from '@/lib/shopApi'
import { parseBasketChange } from './basket-change'
import type { BasketChange } from './schemas'
import type { BasketLineRef } from './update-basket-line-quantity'

export async function removeBasketLine({ basketUid, basketlineUid }: BasketLineRef): Promise<BasketChange> {
  const { data } = await shopApi.delete(`/basket/${encodeURIComponent(basketUid)}/basketline/${encodeURIComponent(basketlineUid)}`)
  return parseBasketChange(data, 'remove basket line')
}
