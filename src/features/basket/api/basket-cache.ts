// Writes a basket the server sent into the query cache, so no refetch is needed after a change.
import type { QueryClient } from '@tanstack/react-query'
import { basketKeys } from './basket-keys'
import type { Basket } from './schemas'

export function storeBasket(queryClient: QueryClient, basket: Basket): void {
  queryClient.setQueryData(basketKeys.detail(basket.Uid), basket)
}
