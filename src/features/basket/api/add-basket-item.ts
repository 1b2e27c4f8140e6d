// POST /api/basket/{uid}/items/ { ProductId, VariantId?, Quantity } -> basket change.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { showSuccessToast, useErrorToast } from '@/components/Toasts/Toasts'
import { isApiError, parseAnswer } from '@/lib/apiError'
import { shopApi } from '@/lib/shopApi'
import { useBasket } from '../BasketProvider'
import { storeBasket } from './basket-cache'
import { getBasket } from './get-basket'
import { basketChangeSchema, type BasketChange } from './schemas'

export const addBasketItemAnswerSchema = basketChangeSchema

export type AddBasketItemBody = { ProductId: number; VariantId?: number | string | null; Quantity: number }

export async function addBasketItem(basketUid: string, body: AddBasketItemBody): Promise<BasketChange> {
  const { ProductId, Quantity, VariantId } = body
  const { data } = await shopApi.post(`/basket/${encodeURIComponent(basketUid)}/items`, {
    ProductId,
    Quantity,
    ...(VariantId !== null && VariantId !== undefined ? { VariantId } : {}),
  })
  return parseAnswer(addBasketItemAnswerSchema, data, 'add to basket')
}

/** Adds to the visitor's basket, creating it on the first add; shows a toast either way. */
export function useAddBasketItem() {
  const queryClient = useQueryClient()
  const { ensureBasketId, forgetBasketId } = useBasket()
  const { t } = useTranslation()
  const showError = useErrorToast()

  return useMutation({
    mutationFn: async ({ body }: { body: AddBasketItemBody; productName: string }) => {
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
    onSuccess: (answer, { productName }) => {
      storeBasket(queryClient, answer.Basket)
      showSuccessToast(t('Basket.AddedToast', { name: productName }))
    },
    onError: showError,
  })
}
