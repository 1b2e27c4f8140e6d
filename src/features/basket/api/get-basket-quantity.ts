// GET /api/basket/{uid}/quantity/ -> { Quantity }. Every basket change also stores the quantity, so this
// query is only needed where the full basket is not.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod'
import { parseAnswer } from '@/lib/apiError'
import { shopApi } from '@/lib/shopApi'
import { basketKeys } from './basket-keys'

export const basketQuantitySchema = z.looseObject({ Quantity: z.number().int() })
export type BasketQuantity = z.infer<typeof basketQuantitySchema>

export async function getBasketQuantity(basketUid: string): Promise<BasketQuantity> {
  const { data } = await shopApi.get(`/basket/${encodeURIComponent(basketUid)}/quantity`)
  return parseAnswer(basketQuantitySchema, data, 'basket quantity')
}

export const basketQuantityQueryOptions = (basketUid: string) =>
  queryOptions({
    queryKey: basketKeys.quantity(basketUid),
    queryFn: () => getBasketQuantity(basketUid),
  })
