import * as z from 'zod'
import { blockId, optionalText, products } from '../schemaParts'

export const similarProductsSchema = z.looseObject({
  Type: z.literal('similarProducts'),
  Id: blockId,
  Title: optionalText,
  Products: products,
})
export type SimilarProductsBlock = z.output<typeof similarProductsSchema>
