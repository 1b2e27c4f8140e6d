import * as z from 'zod'
import { productCardSchema } from '@/lib/schemas'
import { blockId, oneOf, optionalImage, optionalText } from '../schemaParts'

export const productFocusSchema = z.looseObject({
  Type: z.literal('productFocus'),
  Id: blockId,
  Title: optionalText,
  Text: optionalText,
  Image: optionalImage,
  ImagePosition: oneOf(['left', 'right'], 'left'),
  Product: productCardSchema
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
})
export type ProductFocusBlock = z.output<typeof productFocusSchema>
