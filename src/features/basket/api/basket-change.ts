// One mutation shape for every basket change (API.md "basket change"): the answer's basket goes into the cache;
// a failure shows the SPEC §8 toast (the server's message or the fallback) and the basket is read again, so the
// page shows what the server holds.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { parseAnswer } from '@/lib/apiError'
import { storeBasket } from './basket-cache'
import { basketKeys } from './basket-keys'
import { basketChangeSchema, type BasketChange } from './schemas'

export function parseBasketChange(data: unknown, description: string): BasketChange {
  return parseAnswer(basketChangeSchema, data, description)
}

export function useBasketChange<V>(
  change: (variables: V) => Promise<BasketChange>,
  options: { basketUid: string | null; toastErrors?: boolean; onSuccess?: (answer: BasketChange, variables: V) => void },
) {
  const queryClient = useQueryClient()
  const showError = useErrorToast()
  return useMutation({
    mutationFn: change,
    onSuccess: (answer, variables) => {
      storeBasket(queryClient, answer.Basket)
      options.onSuccess?.(answer, variables)
    },
    onError: (error) => {
      if (options.toastErrors !== false) showError(error)
      if (options.basketUid) void queryClient.invalidateQueries({ queryKey: basketKeys.detail(options.basketUid) })
    },
  })
}
