// The basket state of docs/product.md §4: the basket id lives in the `basketId` cookie; on load the stored id is validated
// by fetching the basket, and an invalid or failing id is logged and removed (docs/product.md §8). The first add creates
// the basket. Id changes are persisted (also when the server answers with the customer's basket after a login);
// clearing removes the id.
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { isApiError } from '@/lib/apiError'
import { readBasketId, removeBasketId, writeBasketId } from '@/lib/cookies'
import { logError, logWarning } from '@/lib/log'
import { storeBasket } from './api/basket-cache'
import { basketKeys } from './api/basket-keys'
import { createBasket } from './api/create-basket'
import { basketQueryOptions } from './api/get-basket'
import type { Basket } from './api/schemas'

export type BasketContextValue = {
  /** The stored basket id, or null when there is none (yet). */
  basketId: string | null
  /** False until the cookie has been read (it is not readable during server rendering). */
  ready: boolean
  basket: Basket | undefined
  basketQuery: UseQueryResult<Basket>
  /** The current basket id, creating a basket first when there is none. */
  ensureBasketId: () => Promise<string>
  /** Drops the id if it is still the current one (the server said the basket is gone). */
  forgetBasketId: (basketUid: string) => void
  /** Removes the stored id and the cached basket (e.g. after an order). */
  clearBasket: () => void
}

const BasketContext = createContext<BasketContextValue | null>(null)

export function BasketProvider({
  children,
  locale,
  loginKey = null,
  acting = false,
}: {
  children: ReactNode
  locale?: string
  /**
   * Who is logged in (e.g. the customer's HardId), null for a guest. At a login the stored basket id is validated
   * again (docs/product.md §4): the server merges a guest basket into the customer's and answers with the customer's id, or
   * 404 for a basket that is not the visitor's, and the id is replaced or removed as on load; without a stored id the
   * customer's own basket is fetched. At a logout the id is forgotten.
   */
  loginKey?: string | null
  /**
   * A staff member acts as the customer (docs/adr/0028). When acting starts or stops the stored basket was someone
   * else's (the staff member's own, or the customer's): it is forgotten, never merged or read again, and the
   * customer's own basket is fetched.
   */
  acting?: boolean
}) {
  const queryClient = useQueryClient()
  const [basketId, setBasketId] = useState<string | null>(null)
  const [ready, setReady] = useState(false)
  const idRef = useRef<string | null>(null)
  const creatingRef = useRef<Promise<string> | null>(null)

  const persist = useCallback((id: string | null) => {
    idRef.current = id
    if (id) writeBasketId(id)
    else removeBasketId()
    setBasketId(id)
  }, [])

  useEffect(() => {
    const stored = readBasketId()
    idRef.current = stored
    // The id at once: what a page does on load with the basket (the payment return keeps the spent basket's id for
    // the receipt) must see it. On a first visit there is none, so nothing changes. Being ready is a transition: it
    // reaches every add button, and the parts of the page still waiting to hydrate (src/components/HydrateApart)
    // then hydrate in slices rather than in one long task.
    setBasketId(stored)
    startTransition(() => setReady(true))
  }, [])

  const basketQuery = useQuery({ ...basketQueryOptions(basketId ?? ''), enabled: basketId !== null })
  const { isError, error, data } = basketQuery

  useEffect(() => {
    if (!basketId || !isError) return
    const gone = isApiError(error) && error.isNotFound
    // A basket that never loaded is treated as invalid (docs/product.md §4 "invalid or failing"); a later refetch
    // failure keeps the basket unless the server says it no longer exists.
    if (gone || data === undefined) {
      logWarning(`Invalid basket id "${basketId}" removed: ${error instanceof Error ? error.message : String(error)}`)
      queryClient.removeQueries({ queryKey: basketKeys.detail(basketId) })
      if (idRef.current === basketId) persist(null)
    }
  }, [basketId, isError, error, data, persist, queryClient])

  // The server may answer with another basket: a guest basket read after login is merged into the customer's
  // basket (docs/api/README.md). The new id is stored (docs/product.md §4: id changes are persisted).
  useEffect(() => {
    if (!basketId || !data || data.Uid === basketId) return
    storeBasket(queryClient, data)
    queryClient.removeQueries({ queryKey: basketKeys.detail(basketId) })
    if (idRef.current === basketId) persist(data.Uid)
  }, [basketId, data, persist, queryClient])

  // Texts in the basket follow the culture; fetch it again after a language switch.
  const previousLocale = useRef(locale)
  useEffect(() => {
    if (previousLocale.current === locale) return
    previousLocale.current = locale
    void queryClient.invalidateQueries({ queryKey: basketKeys.all })
  }, [locale, queryClient])

  const ensureBasketId = useCallback(async () => {
    const existing = idRef.current ?? readBasketId()
    if (existing) return existing
    if (!creatingRef.current) {
      creatingRef.current = createBasket()
        .then((basket) => {
          storeBasket(queryClient, basket)
          persist(basket.Uid)
          return basket.Uid
        })
        .finally(() => {
          creatingRef.current = null
        })
    }
    return creatingRef.current
  }, [persist, queryClient])

  const previousLogin = useRef(loginKey)
  const previousActing = useRef(acting)
  useEffect(() => {
    if (previousLogin.current === loginKey && previousActing.current === acting) return
    const loggedOut = previousLogin.current !== null && loginKey === null
    const actingChanged = previousActing.current !== acting
    previousLogin.current = loginKey
    previousActing.current = acting
    const id = idRef.current
    // Logged out: the basket stays the customer's (waiting for the next login); this browser forgets its id
    // (docs/product.md §4: clearing removes the id) instead of asking for a basket it may no longer read. So does a
    // browser where staff start or stop acting as a customer.
    if (loggedOut || actingChanged) {
      if (id) {
        queryClient.removeQueries({ queryKey: basketKeys.detail(id) })
        persist(null)
      }
      if (!loggedOut && loginKey !== null) void ensureBasketId().catch((error: unknown) => logError('basket at login', error))
      return
    }
    // A basket read under the old login may be shown no longer: fetch it again, and treat a failure as invalid.
    if (id) void queryClient.resetQueries({ queryKey: basketKeys.detail(id) })
    // A customer without a stored id (a new device, or after a logout) gets the basket they already have: the
    // backend answers POST basket with the customer's own basket, or starts one.
    else if (loginKey !== null) void ensureBasketId().catch((error: unknown) => logError('basket at login', error))
  }, [loginKey, acting, queryClient, ensureBasketId, persist])

  const forgetBasketId = useCallback(
    (basketUid: string) => {
      if (idRef.current !== null && idRef.current !== basketUid) return
      queryClient.removeQueries({ queryKey: basketKeys.detail(basketUid) })
      persist(null)
    },
    [persist, queryClient],
  )

  const clearBasket = useCallback(() => {
    queryClient.removeQueries({ queryKey: basketKeys.all })
    persist(null)
  }, [persist, queryClient])

  const value = useMemo<BasketContextValue>(
    () => ({ basketId, ready, basket: data, basketQuery, ensureBasketId, forgetBasketId, clearBasket }),
    [basketId, ready, data, basketQuery, ensureBasketId, forgetBasketId, clearBasket],
  )

  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>
}

export function useBasket(): BasketContextValue {
  const context = useContext(BasketContext)
  if (!context) throw new Error('useBasket must be used inside <BasketProvider>')
  return context
}
