import * as z from 'zod'
import { blockId } from '../schemaParts'

export const checkoutSchema = z.looseObject({
  Type: z.literal('checkout'),
  Id: blockId,
})
export type CheckoutBlock = z.output<typeof checkoutSchema>
