// One mutation shape for every basket change (docs/api/README.md "basket change"): the answer's basket goes into the cache;
// after a failure the basket is read again, so the page shows what the server holds. What the shopper is told
// (the error toast of docs/product.md §8, a message beneath a field) is the calling component's choice: it passes
// onSuccess / onError.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMarketingTracking } from '@/features/marketing/marketing-context'
import { useTrackBasketChange } from '@/features/tracking/useCommerceTracking'
import { parseAnswer } from '@/lib/parseAnswer'
import { storeBasket } from './basket-cache'
import { basketKeys } from './basket-keys'
import { basketChangeSchema, type Basket, type BasketChange } from './schemas'

export function parseBasketChange(data: unknown, description: string): BasketChange {
  return parseAnswer(basketChangeSchema, data, description)
}

export function useBasketChange<V>(
  change: (variables: V) => Promise<BasketChange>,
  options: {
    basketUid: string | null
    onSuccess?: (answer: BasketChange, variables: V) => void
    onError?: (error: unknown, variables: V) => void
  },
) {
  const queryClient = useQueryClient()
  const trackChange = useTrackBasketChange()
  const marketing = useMarketingTracking()
  return useMutation({
    mutationFn: change,
    onSuccess: (answer, variables) => {
      // Analytics' add_to_cart / remove_from_cart: the difference from the basket as it was cached before.
      trackChange(queryClient.getQueryData<Basket>(basketKeys.detail(answer.Basket.Uid)), answer.Basket)
      // The marketing platform's cart_update, as the backend worded it (docs/marketing-tracking.md).
      if (answer.MarketingCartUpdate) marketing.track('cart_update', answer.MarketingCartUpdate)
      storeBasket(queryClient, answer.Basket)
      options.onSuccess?.(answer, variables)
    },
    onError: (error, variables) => {
      options.onError?.(error, variables)
      if (options.basketUid) void queryClient.invalidateQueries({ queryKey: basketKeys.detail(options.basketUid) })
    },
  })
}
