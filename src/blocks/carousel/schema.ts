import * as z from 'zod'
import { blockId, flag, listOf, optionalImage, optionalLink, optionalText } from '../schemaParts'

export const carouselSchema = z.looseObject({
  Type: z.literal('carousel'),
  Id: blockId,
  Title: optionalText,
  // docs/product.md §9: the dual carousel shows 1.2 per view on mobile.
  Dual: flag,
  Slides: listOf(
    z.looseObject({
      Image: optionalImage,
      Title: optionalText,
      Text: optionalText,
      Link: optionalLink,
    }),
  ),
})
export type CarouselBlock = z.output<typeof carouselSchema>
