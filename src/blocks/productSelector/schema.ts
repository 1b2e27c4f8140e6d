import * as z from 'zod'
import { blockId, optionalText, products } from '../schemaParts'

export const productSelectorSchema = z.looseObject({
  Type: z.literal('productSelector'),
  Id: blockId,
  Title: optionalText,
  Text: optionalText,
  Products: products,
})
export type ProductSelectorBlock = z.output<typeof productSelectorSchema>
