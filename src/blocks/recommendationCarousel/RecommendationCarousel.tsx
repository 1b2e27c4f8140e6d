// recommendationCarousel: the recommendation engine's answer as a product row. The marketing platform hears that the
// recommendation was shown and which product was clicked in it (docs/product.md §9 "recommendation",
// docs/marketing-tracking.md), with the strategy as the recommendation's id.
import { recommendationProperties } from '@/features/marketing/events'
import { useMarketingTracking } from '@/features/marketing/marketing-context'
import { useMarketingEventOnce } from '@/features/marketing/useMarketingEvents'
import { ProductRow } from '@/features/product/components/ProductRow'
import type { BlockProps } from '../types'
import type { RecommendationCarouselBlock } from './schema'

export function RecommendationCarousel({ block }: BlockProps<RecommendationCarouselBlock>) {
  const marketing = useMarketingTracking()
  const shown = block.Products.length > 0
  useMarketingEventOnce(
    'recommendation',
    shown ? recommendationProperties('show', block.Strategy, block.Products) : null,
    shown ? block.Id : null,
  )
  const onClickCapture = (event: React.MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a[href]')?.getAttribute('href')
    const clicked = href ? block.Products.find((product) => href.split('?')[0] === product.RelativeUrl) : undefined
    if (clicked) marketing.track('recommendation', recommendationProperties('click', block.Strategy, block.Products, clicked))
  }
  return (
    <div onClickCapture={onClickCapture}>
      <ProductRow
        title={block.Title}
        products={block.Products}
        dataAttributes={{ 'data-recommendation-strategy': block.Strategy }}
        listId={`recommendation_${block.Strategy}`}
      />
    </div>
  )
}
