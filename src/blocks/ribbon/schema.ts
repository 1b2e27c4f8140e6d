import * as z from 'zod'
import { blockId, oneOf, optionalLink } from '../schemaParts'

export const RIBBON_COLORS = ['wine', 'gold', 'green', 'charcoal'] as const

export const ribbonSchema = z.looseObject({
  Type: z.literal('ribbon'),
  Id: blockId,
  Text: z.string().trim().min(1),
  Link: optionalLink,
  Color: oneOf(RIBBON_COLORS, 'wine'),
})
export type RibbonBlock = z.output<typeof ribbonSchema>
