// POST /api/basket/{uid}/items/ { ProductId, VariantId?, Quantity } -> basket change.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { showSuccessToast, useErrorToast } from '@/components/Toasts/Toasts'
import { isApiError, parseAnswer } from '@/lib/apiError'
import type { ProductCard } from '@/lib/schemas'
import { shopApi } from '@/lib/shopApi'
import { addedProductName, useShowAddedToBasket } from '../added-to-basket'
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
 * Adds to the visitor's basket, creating it on the first add. A success opens the added-to-basket dialog (a toast
 * where no AddedToBasketProvider is mounted); a failure shows the SPEC §8 error toast and no dialog.
 */
export function useAddBasketItem() {
  const queryClient = useQueryClient()
  const { ensureBasketId, forgetBasketId } = useBasket()
  const showAdded = useShowAddedToBasket()
  const { t } = useTranslation()
  const showError = useErrorToast()

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
    onSuccess: (answer, { body, product, editionName = null, categoryId = null, opener = null }) => {
      storeBasket(queryClient, answer.Basket)
      const added = {
        product,
        editionName,
        variantId: body.VariantId ?? null,
        quantity: body.Quantity,
        basket: answer.Basket,
        categoryId,
        opener,
      }
      if (showAdded) showAdded(added)
      else showSuccessToast(t('Basket.AddedToast', { name: addedProductName(added) }))
    },
    onError: showError,
  })
}
