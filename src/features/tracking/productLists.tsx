// Product lists for analytics (docs/analytics.md view_item_list, select_item): a list of cards reports itself once
// it comes into view, and a card clicked in it says which list and place it had. The list's component (a grid, a
// carousel) wraps its cards in TrackedProductList with the element that holds them; the card asks useSelectItem.
import { createContext, useCallback, useContext, useMemo, type ReactNode, type RefObject } from 'react'
import { useNearViewport } from '@/features/product/useNearViewport'
import type { ProductCard } from '@/lib/schemas'
import { selectItemEvent, viewItemListEvent } from './ecommerce'
import type { ProductList } from './items'
import { useTrack, useTrackOnce } from './useTrack'

type ListContextValue = { list: ProductList; products: readonly ProductCard[] }

const ListContext = createContext<ListContextValue | null>(null)

type Props = {
  /** A stable id for the kind of list (search_results, category_12, similar_products …); none: not tracked. */
  listId?: string
  /** What the visitor sees it called (its title or label); the id when it has none. */
  listName?: string | null
  products: readonly ProductCard[]
  /** The element holding the cards: the list counts as viewed once it is on screen. */
  target: RefObject<Element | null>
  children: ReactNode
}

export function TrackedProductList({ listId, listName, products, target, children }: Props) {
  const inView = useNearViewport(target, '0px')
  const value = useMemo(() => (listId ? { list: { id: listId, name: listName || listId }, products } : null), [listId, listName, products])
  // Once per list and page: new results (another query, filter or sort) start with other products and count
  // again; more of the same ("Vis flere") does not.
  const key = value && inView && products.length > 0 ? `${value.list.id}:${products[0]?.ProductId}` : null
  useTrackOnce(value && key ? viewItemListEvent(value.list, products) : null, key)
  return <ListContext.Provider value={value}>{children}</ListContext.Provider>
}

/** The card's click handler: select_item, with the list and place when the card is in a tracked list. */
export function useSelectItem(product: ProductCard): () => void {
  const context = useContext(ListContext)
  const track = useTrack()
  return useCallback(() => {
    const index = context ? context.products.findIndex((candidate) => candidate.ProductId === product.ProductId) : -1
    track(selectItemEvent(product, context && index >= 0 ? { list: context.list, index } : undefined))
  }, [context, product, track])
}
