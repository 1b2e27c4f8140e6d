import * as z from 'zod'
import { blockId, oneOf, optionalText, products } from '../schemaParts'

export const recommendationCarouselSchema = z.looseObject({
  Type: z.literal('recommendationCarousel'),
  Id: blockId,
  Title: optionalText,
  Strategy: oneOf(['popular', 'bestsellers', 'new'], 'popular'),
  Products: products,
})
export type RecommendationCarouselBlock = z.output<typeof recommendationCarouselSchema>
