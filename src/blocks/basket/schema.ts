import * as z from 'zod'

export const basketBlockSchema = z.looseObject({
  Type: z.literal('basket'),
  Id: z.string(),
})
export type BasketBlock = z.infer<typeof basketBlockSchema>
