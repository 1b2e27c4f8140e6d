// POST /api/product/favorites/lookup/ { ProductIds, CategoryIds? } -> { Products: [{ ProductId, IsFavorite }] }
// (docs/product.md §3 favourite lookup; all false for guests). A product list shows a heart per tile; each heart asks for its
// own product through favouriteStatusQueryOptions, and the asks of one render are gathered into a single lookup
// call (not one per tile) before it goes out.
import { queryOptions } from '@tanstack/react-query'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import { favouriteKeys } from './favourite-keys'

export type LookupFavouritesBody = { ProductIds: number[]; CategoryIds?: number[] }

/** Whether each product is a favourite of the logged-in customer (a product the answer leaves out is not). */
export async function lookupFavourites(body: LookupFavouritesBody): Promise<Map<number, boolean>> {
  const { data } = await shopApi.post('/product/favorites/lookup', {
    ProductIds: body.ProductIds,
    ...(body.CategoryIds && body.CategoryIds.length > 0 ? { CategoryIds: body.CategoryIds } : {}),
  })
  const answer = await parseLazily(
    () => import('./schemas').then((module) => module.lookupFavouritesAnswerSchema),
    data,
    'favourite lookup',
  )
  const found = new Map(answer.Products.map((product) => [product.ProductId, product.IsFavorite]))
  return new Map(body.ProductIds.map((id) => [id, found.get(id) ?? false]))
}

/** Ids per lookup call: a long list is split rather than sent as one huge body. */
export const LOOKUP_BATCH_SIZE = 100

type Waiter = { resolve: (isFavourite: boolean) => void; reject: (error: unknown) => void }
type Batch = { waiters: Map<number, Waiter[]> }

// One open batch per login: a heart asking under the previous login never shares a call with the new one. Module
// state is fine: favourites are only looked up in the browser, where there is one visitor.
const openBatches = new Map<string, Batch>()

async function flush(loginKey: string, batch: Batch): Promise<void> {
  openBatches.delete(loginKey)
  const ids = [...batch.waiters.keys()]
  for (let start = 0; start < ids.length; start += LOOKUP_BATCH_SIZE) {
    const chunk = ids.slice(start, start + LOOKUP_BATCH_SIZE)
    try {
      const states = await lookupFavourites({ ProductIds: chunk })
      for (const id of chunk) for (const waiter of batch.waiters.get(id) ?? []) waiter.resolve(states.get(id) ?? false)
    } catch (error) {
      for (const id of chunk) for (const waiter of batch.waiters.get(id) ?? []) waiter.reject(error)
    }
  }
}

/** Asks whether one product is a favourite; asks made in the same task go out together as one lookup call. */
export function lookupFavouriteBatched(loginKey: string, productId: number): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    let batch = openBatches.get(loginKey)
    if (!batch) {
      const created: Batch = { waiters: new Map() }
      openBatches.set(loginKey, created)
      batch = created
      // A timer rather than a microtask: the tiles of one list mount in one commit, but React Query starts their
      // queries in effects that may run a little apart.
      setTimeout(() => void flush(loginKey, created), 0)
    }
    const waiters = batch.waiters.get(productId) ?? []
    waiters.push({ resolve, reject })
    batch.waiters.set(productId, waiters)
  })
}

export const favouriteStatusQueryOptions = (loginKey: string, productId: number) =>
  queryOptions({
    queryKey: favouriteKeys.status(loginKey, productId),
    queryFn: () => lookupFavouriteBatched(loginKey, productId),
  })
