// similarProducts: products like the one on the page, as a product row.
import { ProductRow } from '@/features/product/components/ProductRow'
import type { BlockProps } from '../types'
import type { SimilarProductsBlock } from './schema'

export function SimilarProducts({ block }: BlockProps<SimilarProductsBlock>) {
  return <ProductRow title={block.Title} products={block.Products} listId="similar_products" />
}
