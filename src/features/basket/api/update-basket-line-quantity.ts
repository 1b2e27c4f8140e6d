// PUT /api/basket/{uid}/basketline/{lineUid}/quantity/{q}/ -> basket change (q = 0 removes the line).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { parseAnswer } from '@/lib/apiError'
import { shopApi } from '@/lib/shopApi'
import { storeBasket } from './basket-cache'
import { basketKeys } from './basket-keys'
import { basketChangeSchema, type BasketChange } from './schemas'

export const updateBasketLineQuantityAnswerSchema = basketChangeSchema

export type BasketLineRef = { basketUid: string; basketlineUid: string }

export async function updateBasketLineQuantity(
  { basketUid, basketlineUid }: BasketLineRef,
  quantity: number,
): Promise<BasketChange> {
  const path = `/basket/${encodeURIComponent(basketUid)}/basketline/${encodeURIComponent(basketlineUid)}/quantity/${quantity}`
  const { data } = await shopApi.put(path)
  return parseAnswer(updateBasketLineQuantityAnswerSchema, data, 'change basket line quantity')
}

export function useUpdateBasketLineQuantity() {
  const queryClient = useQueryClient()
  const showError = useErrorToast()
  return useMutation({
    mutationFn: ({ line, quantity }: { line: BasketLineRef; quantity: number }) =>
      updateBasketLineQuantity(line, quantity),
    onSuccess: (answer) => storeBasket(queryClient, answer.Basket),
    onError: (error, { line }) => {
      // SPEC §8: toast; then show the server's quantities again.
      showError(error)
      void queryClient.invalidateQueries({ queryKey: basketKeys.detail(line.basketUid) })
    },
  })
}
