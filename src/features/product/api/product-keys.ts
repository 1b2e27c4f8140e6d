// Query keys of the product feature. Product texts depend on the culture, so it is part of the key.
export const productKeys = {
  all: ['product'] as const,
  detail: (productId: number, culture: string) => [...productKeys.all, 'detail', productId, culture] as const,
}
