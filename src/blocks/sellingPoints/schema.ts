import * as z from 'zod'
import { blockId, listOf, oneOf, optionalText } from '../schemaParts'

export const SELLING_POINT_ICONS = ['truck', 'store', 'gift', 'star', 'leaf', 'glass'] as const

export const sellingPointsSchema = z.looseObject({
  Type: z.literal('sellingPoints'),
  Id: blockId,
  Points: listOf(
    z.looseObject({
      Icon: oneOf(SELLING_POINT_ICONS, 'star'),
      Title: z.string().min(1),
      Text: optionalText,
    }),
  ),
})
export type SellingPointsBlock = z.output<typeof sellingPointsSchema>
