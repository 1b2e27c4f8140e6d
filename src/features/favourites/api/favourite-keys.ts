// The one query-key factory of the favourites feature. Favourites belong to the logged-in customer, so every key
// carries the loginKey ('guest' or the customer's HardId): a login change never shows the previous visitor's
// hearts, and AuthProvider can drop them all through `favouriteKeys.all`.
export const favouriteKeys = {
  all: ['favourites'] as const,
  /** GET /api/product/favorites/ (the account's favourites page). */
  list: (loginKey: string, culture: string) => [...favouriteKeys.all, 'list', loginKey, culture] as const,
  /** One product's state from POST /api/product/favorites/lookup/ (batched per page, see lookup-favourites.ts). */
  status: (loginKey: string, productId: number) => [...favouriteKeys.all, 'status', loginKey, productId] as const,
}
