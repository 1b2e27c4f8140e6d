// Query keys of the product feature. Product texts depend on the culture and prices on the customer (B2C incl.
// VAT, B2B excl. VAT), so both are part of the key: `signedIn` says whether the call carried a token, which keeps
// a guest's and a customer's answers apart in any cache. The token itself never goes into a key (keys are sent
// to the browser in the dehydrated state).
export const productKeys = {
  all: ['product'] as const,
  detail: (productId: number, culture: string, signedIn: boolean) =>
    [...productKeys.all, 'detail', productId, culture, signedIn ? 'customer' : 'guest'] as const,
  similar: (productId: number, categoryId: number, culture: string, signedIn: boolean) =>
    [...productKeys.all, 'similar', productId, categoryId, culture, signedIn ? 'customer' : 'guest'] as const,
}
