import * as z from 'zod'
import { blockId, optionalText } from '../schemaParts'

export const giftCardStatusSchema = z.looseObject({
  Type: z.literal('giftCardStatus'),
  Id: blockId,
  Title: z.string().min(1),
  Text: optionalText,
})
export type GiftCardStatusBlock = z.output<typeof giftCardStatusSchema>
