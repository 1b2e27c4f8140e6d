// POST /api/basket/{uid}/items/ { ProductId, VariantId?, Quantity } -> basket change.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMarketingTracking } from '@/features/marketing/marketing-context'
import { useTrackAddToCart } from '@/features/tracking/useCommerceTracking'
import { isApiError } from '@/lib/apiError'
import { parseLazily } from '@/lib/lazyParse'
import type { ProductCard } from '@/lib/schemas'
import { shopApi } from '@/lib/shopApi'
import { useBasket } from '../BasketProvider'
import { storeBasket } from './basket-cache'
import { getBasket } from './get-basket'
import type { BasketChange } from './schemas'

export type AddBasketItemBody = { ProductId: number; VariantId?: number | string | null; Quantity: number }

export async function addBasketItem(basketUid: string, body: AddBasketItemBody): Promise<BasketChange> {
  const { ProductId, Quantity, VariantId } = body
  const { data } = await shopApi.post(`/basket/${encodeURIComponent(basketUid)}/items`, {
    ProductId,
    Quantity,
    ...(VariantId !== null && VariantId !== undefined ? { VariantId } : {}),
  })
  return await parseLazily(() => import('./schemas').then((module) => module.basketChangeSchema), data, 'add to basket')
}

export type AddBasketItemVariables = {
  body: AddBasketItemBody
  /** The product as the page shows it, for the confirmation. */
  product: ProductCard
  /** The edition's own name when the product page sold one of several editions. */
  editionName?: string | null
  /** The product's category when the page knows it (the product page): the confirmation suggests from it. */
  categoryId?: number | null
  /** The control that added: it gets focus back when the confirmation closes. */
  opener?: HTMLElement | null
}

/**
 * Adds to the visitor's basket, creating it on the first add, and stores the answer's basket. What the shopper is
 * shown after it (the added-to-basket dialog, a toast) is the calling component's choice: `onSuccess`, `onError`.
 */
export function useAddBasketItem(
  callbacks: {
    onSuccess?: (answer: BasketChange, variables: AddBasketItemVariables) => void
    onError?: (error: unknown, variables: AddBasketItemVariables) => void
  } = {},
) {
  const queryClient = useQueryClient()
  const { ensureBasketId, forgetBasketId } = useBasket()
  const trackAdd = useTrackAddToCart()
  const marketing = useMarketingTracking()

  return useMutation({
    mutationFn: async ({ body }: AddBasketItemVariables) => {
      const basketUid = await ensureBasketId()
      try {
        return await addBasketItem(basketUid, body)
      } catch (error) {
        // A 404 may mean the stored basket expired; then start a new one once. If the basket still exists the
        // 404 was about the product and is reported as is.
        if (!isApiError(error) || !error.isNotFound) throw error
        const basketGone = await getBasket(basketUid).then(
          () => false,
          (reason: unknown) => isApiError(reason) && reason.isNotFound,
        )
        if (!basketGone) throw error
        forgetBasketId(basketUid)
        return addBasketItem(await ensureBasketId(), body)
      }
    },
    onSuccess: (answer, variables) => {
      storeBasket(queryClient, answer.Basket)
      trackAdd(answer.Basket, variables.body, variables.product)
      if (answer.MarketingCartUpdate) marketing.track('cart_update', answer.MarketingCartUpdate)
      callbacks.onSuccess?.(answer, variables)
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
  })
}
