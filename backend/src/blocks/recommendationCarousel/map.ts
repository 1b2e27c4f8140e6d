import type { ProductCard, RecommendationCarouselComponent } from '@delikat/contract/components'
import type { Payload, Where } from 'payload'
import { base, later, oneOf, products, text, type MapContext, type StoredBlock } from '../shared/mapping'
import { RECOMMENDATION_STRATEGIES } from '../shared/options'

/** How many products a recommendation carousel shows. */
export const RECOMMENDATION_COUNT = 8

/** The strategy the editor chose; the products are the shop's answer, read when the page is read. */
export function mapRecommendationCarousel(block: StoredBlock): RecommendationCarouselComponent {
  const strategy = oneOf(block.strategy, RECOMMENDATION_STRATEGIES, 'popular')
  return later(
    {
      ...base(block),
      Type: 'recommendationCarousel' as const,
      Title: text(block.title),
      Strategy: strategy,
      Products: [] as ProductCard[],
    },
    async (c, payload, ctx) => void (c.Products = await recommendations(payload, ctx, strategy)),
  )
}

const productQuery = (payload: Payload, ctx: MapContext, options: { where?: Where; sort: string; limit: number }) =>
  payload.find({
    collection: 'products',
    ...options,
    depth: 1,
    locale: ctx.culture,
    fallbackLocale: 'da',
    overrideAccess: false,
  })

/**
 * The shop's own recommendations: 'new' are the newest products; 'popular' the best reviewed. 'bestsellers' are
 * the best reviewed too until the shop has orders to count.
 */
async function recommendations(
  payload: Payload,
  ctx: MapContext,
  strategy: RecommendationCarouselComponent['Strategy'],
): Promise<ProductCard[]> {
  const result =
    strategy === 'new'
      ? await productQuery(payload, ctx, { sort: '-createdAt', limit: RECOMMENDATION_COUNT })
      : await productQuery(payload, ctx, {
          where: { 'review.score': { exists: true } },
          sort: '-review.score',
          limit: RECOMMENDATION_COUNT,
        })
  return products(result.docs, ctx)
}
