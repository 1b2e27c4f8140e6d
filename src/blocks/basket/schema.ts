import * as z from 'zod'
import { blockId } from '../schemaParts'

export const basketBlockSchema = z.looseObject({
  Type: z.literal('basket'),
  Id: blockId,
})
export type BasketBlock = z.output<typeof basketBlockSchema>
