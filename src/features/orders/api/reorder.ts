// POST /api/order/{orderUid}/reorder/ { BasketUid } -> basket change & { Added, NotAdded } ("Køb igen", docs/api/customers.md).
// 401 for a guest; 404 OrderNotFound for an order that is not the customer's, 404 BasketNotFound when the stored
// basket is gone (then a new basket is made and the call is tried once more, as adding to the basket does).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod'
import { storeBasket } from '@/features/basket/api/basket-cache'
import { basketKeys } from '@/features/basket/api/basket-keys'
import { basketChangeSchema, type Basket } from '@/features/basket/api/schemas'
import { useBasket } from '@/features/basket/BasketProvider'
import { useMarketingTracking } from '@/features/marketing/marketing-context'
import { useTrackBasketChange } from '@/features/tracking/useCommerceTracking'
import { isApiError } from '@/lib/apiError'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'

export const reorderAnswerSchema = basketChangeSchema.extend({
  Added: z
    .array(z.looseObject({ ProductId: z.number(), VariantId: z.number().nullish(), Name: z.string(), Quantity: z.number().int() }))
    .default([]),
  NotAdded: z
    .array(z.looseObject({ ProductId: z.number().nullish(), Name: z.string(), Reason: z.string(), Quantity: z.number().int().optional() }))
    .default([]),
})
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>

export async function reorder(orderUid: string, basketUid: string): Promise<ReorderAnswer> {
  const { data } = await shopApi.post(`/order/${encodeURIComponent(orderUid)}/reorder`, { BasketUid: basketUid })
  return parseAnswer(reorderAnswerSchema, data, 'reorder')
}

/** Puts an order's goods into the visitor's basket (creating one first when there is none) and stores the answer's basket. */
export function useReorder(callbacks: { onSuccess?: (answer: ReorderAnswer) => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient()
  const { ensureBasketId, forgetBasketId } = useBasket()
  const trackChange = useTrackBasketChange()
  const marketing = useMarketingTracking()
  return useMutation({
    mutationFn: async (orderUid: string) => {
      const basketUid = await ensureBasketId()
      try {
        return await reorder(orderUid, basketUid)
      } catch (error) {
        if (!isApiError(error) || error.ErrorCode !== 'BasketNotFound') throw error
        forgetBasketId(basketUid)
        return reorder(orderUid, await ensureBasketId())
      }
    },
    onSuccess: (answer) => {
      // Analytics' add_to_cart: the difference from the basket as it was cached before.
      trackChange(queryClient.getQueryData<Basket>(basketKeys.detail(answer.Basket.Uid)), answer.Basket)
      if (answer.MarketingCartUpdate) marketing.track('cart_update', answer.MarketingCartUpdate)
      storeBasket(queryClient, answer.Basket)
      callbacks.onSuccess?.(answer)
    },
    onError: (error) => callbacks.onError?.(error),
  })
}
