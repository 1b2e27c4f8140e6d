// productCarousel: a titled row of product cards.
import type { BlockProps } from '../types'
import { ProductRow } from '@/features/product/components/ProductRow'
import type { ProductCarouselBlock } from './schema'

export function ProductCarousel({ block }: BlockProps<ProductCarouselBlock>) {
  return <ProductRow title={block.Title} products={block.Products} listId="product_carousel" />
}
