// PUT /api/product/toggle/{id}/ -> { ProductId, IsFavorite } (the new state); 401 for guests, 404 for an unknown
// product (docs/api/customers.md). The heart flips at once (optimistic) and flips back when the call fails; the
// button tells the shopper (onError).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAuth } from '@/features/auth/auth-context'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import { favouriteKeys } from './favourite-keys'
import type { ToggleFavouriteAnswer } from './schemas'

export async function toggleFavourite(productId: number): Promise<ToggleFavouriteAnswer> {
  const { data } = await shopApi.put(`/product/toggle/${encodeURIComponent(String(productId))}`)
  return await parseLazily(() => import('./schemas').then((module) => module.toggleFavouriteAnswerSchema), data, 'favourite toggle')
}

/** Toggles a product for the logged-in customer; `isFavourite` is the state the customer saw when clicking. */
export function useToggleFavourite(callbacks: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient()
  const { loginKey } = useAuth()

  return useMutation({
    mutationFn: ({ productId }: { productId: number; isFavourite: boolean }) => toggleFavourite(productId),
    onMutate: async ({ productId, isFavourite }) => {
      const key = favouriteKeys.status(loginKey, productId)
      // A lookup still on its way would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<boolean>(key, !isFavourite)
      return { key, previous: isFavourite }
    },
    onError: (error, _variables, context) => {
      if (context) queryClient.setQueryData<boolean>(context.key, context.previous)
      callbacks.onError?.(error)
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<boolean>(favouriteKeys.status(loginKey, answer.ProductId), answer.IsFavorite)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...favouriteKeys.all, 'list'] }),
  })
}
