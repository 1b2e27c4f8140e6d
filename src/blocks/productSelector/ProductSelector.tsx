// productSelector: a hand-picked selection of products with an introduction, as a grid of product cards.
import { BlockSection } from '@/components/Section/BlockSection'
import { ProductGrid } from '@/features/product/components/ProductGrid'
import type { BlockProps } from '../types'
import type { ProductSelectorBlock } from './schema'

export function ProductSelector({ block }: BlockProps<ProductSelectorBlock>) {
  if (block.Products.length === 0) return null
  return (
    <BlockSection title={block.Title} intro={block.Text}>
      <ProductGrid products={block.Products} listId="product_selector" />
    </BlockSection>
  )
}
