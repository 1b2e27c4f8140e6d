// PUT /api/basket/{uid}/basketline/{lineUid}/quantity/{q}/ -> basket change (q = 0 removes the line); run through
// useBasketChange.
import { shopApi } from '@/lib/shopApi'
import { parseBasketChange } from './basket-change'
import type { BasketChange } from './schemas'

export type BasketLineRef = { basketUid: string; basketlineUid: string }

export async function updateBasketLineQuantity({ basketUid, basketlineUid }: BasketLineRef, quantity: number): Promise<BasketChange> {
  const path = `/basket/${encodeURIComponent(basketUid)}/basketline/${encodeURIComponent(basketlineUid)}/quantity/${quantity}`
  const { data } = await shopApi.put(path)
  return parseBasketChange(data, 'change basket line quantity')
}
