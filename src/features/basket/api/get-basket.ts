// GET /api/basket/{uid}/ -> Basket; 404 when unknown or not the caller's.
import { queryOptions } from '@tanstack/react-query'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import { basketKeys } from './basket-keys'
import type { Basket } from './schemas'

export async function getBasket(basketUid: string): Promise<Basket> {
  const { data } = await shopApi.get(`/basket/${encodeURIComponent(basketUid)}`)
  return await parseLazily(() => import('./schemas').then((module) => module.basketSchema), data, 'basket')
}

export const basketQueryOptions = (basketUid: string) =>
  queryOptions({
    queryKey: basketKeys.detail(basketUid),
    queryFn: () => getBasket(basketUid),
  })
