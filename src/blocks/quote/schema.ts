import * as z from 'zod'
import { blockId, optionalImage, optionalText } from '../schemaParts'

export const quoteSchema = z.looseObject({
  Type: z.literal('quote'),
  Id: blockId,
  Quote: z.string().trim().min(1),
  Author: optionalText,
  Image: optionalImage,
})
export type QuoteBlock = z.output<typeof quoteSchema>
