// What the added-to-basket dialog (docs/product.md §2: "a further modal opens after adding to the basket") is
// told after a successful add. The add-to-basket controls (components/AddToBasket.tsx) open it through this context;
// AddedToBasketProvider holds the state and shows the dialog. Kept apart from the provider so the controls do not
// import the dialog (which itself renders add buttons).
import { createContext, useContext } from 'react'
import type { ProductCard } from '@/lib/schemas'
import type { Basket } from './api/schemas'

export type AddedToBasket = {
  /** The product as the page showed it (image, name, link). */
  product: ProductCard
  /** The edition's own name ("Magnum 1,5 l") when the product page sold one of several editions. */
  editionName: string | null
  /** What was added: the product itself (null) or one of its variants. */
  variantId: number | string | null
  /** How many were added now. */
  quantity: number
  /** The basket as the server answered the add. */
  basket: Basket
  /** The product's category when the page knows it: then the suggestions are products of that category. */
  categoryId: number | null
  /** Gets focus back when the dialog closes (the add button). */
  opener: HTMLElement | null
}

export type ShowAddedToBasket = (added: AddedToBasket) => void

export const AddedToBasketContext = createContext<ShowAddedToBasket | null>(null)

/** Opens (or, when open, updates) the added-to-basket dialog; null where no AddedToBasketProvider is mounted. */
export function useShowAddedToBasket(): ShowAddedToBasket | null {
  return useContext(AddedToBasketContext)
}

/** The product's name as the confirmation says it, with the edition when one was picked. */
export function addedProductName(added: Pick<AddedToBasket, 'product' | 'editionName'>): string {
  return added.editionName ? `${added.product.Name} (${added.editionName})` : added.product.Name
}
