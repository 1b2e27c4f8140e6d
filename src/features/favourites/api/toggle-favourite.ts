// PUT /api/product/toggle/{id}/ -> { ProductId, IsFavorite } (the new state); 401 for guests, 404 for an unknown
// product (docs/api/customers.md). The heart flips at once (optimistic) and flips back when the call fails; the
// button tells the shopper (onError).
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useAuth } from '@/features/auth/auth-context'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import { favouriteKeys } from './favourite-keys'
import type { ToggleFavouriteAnswer } from './schemas'

export async function toggleFavourite(productId: number): Promise<ToggleFavouriteAnswer> {
  const { data } = await shopApi.put(`/product/toggle/${encodeURIComponent(String(productId))}`)
  return await parseLazily(() => import('./schemas').then((module) => module.toggleFavouriteAnswerSchema), data, 'favourite toggle')
}

/**
 * Toggles a product for the logged-in customer; `isFavourite` is the state the customer saw when clicking. A plain
 * function of the click, not a useMutation: a page of product tiles has a heart on each, and an observer per heart
 * cost every render (the server's, and the browser's hydration) for a toggle that is clicked once in a while.
 */
export function useToggleFavourite(callbacks: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient()
  const { loginKey } = useAuth()
  const { onError } = callbacks

  const mutate = useCallback(
    ({ productId, isFavourite }: { productId: number; isFavourite: boolean }) => {
      const key = favouriteKeys.status(loginKey, productId)
      void (async () => {
        // A lookup still on its way would overwrite the optimistic state with the old one.
        await queryClient.cancelQueries({ queryKey: key })
        queryClient.setQueryData<boolean>(key, !isFavourite)
        try {
          const answer = await toggleFavourite(productId)
          queryClient.setQueryData<boolean>(favouriteKeys.status(loginKey, answer.ProductId), answer.IsFavorite)
        } catch (error) {
          queryClient.setQueryData<boolean>(key, isFavourite)
          onError?.(error)
        } finally {
          void queryClient.invalidateQueries({ queryKey: [...favouriteKeys.all, 'list'] })
        }
      })()
    },
    [queryClient, loginKey, onError],
  )
  return { mutate }
}
