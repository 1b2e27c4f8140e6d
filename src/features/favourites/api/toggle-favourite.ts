// PUT /api/product/toggle/{id}/ -> { ProductId, IsFavorite } (the new state); 401 for guests, 404 for an unknown
// product (docs/api/customers.md). The heart flips at once (optimistic) and flips back with an error toast when the
// call fails (SPEC §8: the server's message, else the fallback text).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { useAuth } from '@/features/auth/auth-context'
import { parseAnswer } from '@/lib/apiError'
import { shopApi } from '@/lib/shopApi'
import { favouriteKeys } from './favourite-keys'

export const toggleFavoriteAnswerSchema = z.looseObject({ ProductId: z.number().int(), IsFavorite: z.boolean() })
export type ToggleFavoriteAnswer = z.infer<typeof toggleFavoriteAnswerSchema>

export async function toggleFavorite(productId: number): Promise<ToggleFavoriteAnswer> {
  const { data } = await shopApi.put(`/product/toggle/${encodeURIComponent(String(productId))}`)
  return parseAnswer(toggleFavoriteAnswerSchema, data, 'favourite toggle')
}

/** Toggles a product for the logged-in customer; `isFavourite` is the state the customer saw when clicking. */
export function useToggleFavourite() {
  const queryClient = useQueryClient()
  const { loginKey } = useAuth()
  const showError = useErrorToast()

  return useMutation({
    mutationFn: ({ productId }: { productId: number; isFavourite: boolean }) => toggleFavorite(productId),
    onMutate: async ({ productId, isFavourite }) => {
      const key = favouriteKeys.status(loginKey, productId)
      // A lookup still on its way would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<boolean>(key, !isFavourite)
      return { key, previous: isFavourite }
    },
    onError: (error, _variables, context) => {
      if (context) queryClient.setQueryData<boolean>(context.key, context.previous)
      showError(error)
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<boolean>(favouriteKeys.status(loginKey, answer.ProductId), answer.IsFavorite)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...favouriteKeys.all, 'list'] }),
  })
}
