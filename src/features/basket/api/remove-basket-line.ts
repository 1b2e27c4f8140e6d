// DELETE /api/basket/{uid}/basketline/{lineUid}/ -> basket change.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { parseAnswer } from '@/lib/apiError'
import { shopApi } from '@/lib/shopApi'
import { storeBasket } from './basket-cache'
import { basketKeys } from './basket-keys'
import { basketChangeSchema, type BasketChange } from './schemas'
import type { BasketLineRef } from './update-basket-line-quantity'

export const removeBasketLineAnswerSchema = basketChangeSchema

export async function removeBasketLine({ basketUid, basketlineUid }: BasketLineRef): Promise<BasketChange> {
  const { data } = await shopApi.delete(
    `/basket/${encodeURIComponent(basketUid)}/basketline/${encodeURIComponent(basketlineUid)}`,
  )
  return parseAnswer(removeBasketLineAnswerSchema, data, 'remove basket line')
}

export function useRemoveBasketLine() {
  const queryClient = useQueryClient()
  const showError = useErrorToast()
  return useMutation({
    mutationFn: (line: BasketLineRef) => removeBasketLine(line),
    onSuccess: (answer) => storeBasket(queryClient, answer.Basket),
    onError: (error, line) => {
      showError(error)
      void queryClient.invalidateQueries({ queryKey: basketKeys.detail(line.basketUid) })
    },
  })
}
