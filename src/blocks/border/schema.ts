import * as z from 'zod'
import { blockId, oneOf } from '../schemaParts'

export const BORDER_COLORS = ['light', 'dark', 'accent'] as const

export const borderSchema = z.looseObject({
  Type: z.literal('border'),
  Id: blockId,
  Color: oneOf(BORDER_COLORS, 'light'),
})
export type BorderBlock = z.output<typeof borderSchema>
