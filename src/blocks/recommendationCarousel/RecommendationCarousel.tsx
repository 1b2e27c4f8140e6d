// recommendationCarousel: the recommendation engine's answer as a product row; the strategy is kept on the
// section for the "recommendation" tracking event (docs/product.md §9) that arrives with tracking.
import { ProductRow } from '@/features/product/components/ProductRow'
import type { BlockProps } from '../types'
import type { RecommendationCarouselBlock } from './schema'

export function RecommendationCarousel({ block }: BlockProps<RecommendationCarouselBlock>) {
  return <ProductRow title={block.Title} products={block.Products} dataAttributes={{ 'data-recommendation-strategy': block.Strategy }} />
}
