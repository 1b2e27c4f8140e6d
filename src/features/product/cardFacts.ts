// The facts a product card shows, by product type, in this order (keys of the server's Facts). A card has room for a
// line; the product page lists the rest. A CMS page's cards carry only these (src/features/content/slimNode.ts).
import type { ProductCard, ProductFact } from '@/lib/schemas'

const CARD_FACTS: Record<string, readonly string[]> = {
  Wine: ['country', 'grape', 'netContent'],
  Food: ['origin', 'netContent'],
}
const DEFAULT_CARD_FACTS = ['netContent'] as const

export function cardFacts(product: Pick<ProductCard, 'Type' | 'Facts'>): ProductFact[] {
  const keys = CARD_FACTS[product.Type ?? ''] ?? DEFAULT_CARD_FACTS
  return keys.flatMap((key) => product.Facts.find((fact) => fact.Key === key && fact.Value.trim()) ?? [])
}
