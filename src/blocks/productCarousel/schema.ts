import * as z from 'zod'
import { blockId, optionalText, products } from '../schemaParts'

export const productCarouselSchema = z.looseObject({
  Type: z.literal('productCarousel'),
  Id: blockId,
  Title: optionalText,
  // One malformed product should not hide the others.
  Products: products,
})
export type ProductCarouselBlock = z.output<typeof productCarouselSchema>
