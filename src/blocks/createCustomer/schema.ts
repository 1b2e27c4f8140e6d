import * as z from 'zod'
import { blockId, oneOf, optionalText } from '../schemaParts'

export const createCustomerSchema = z.looseObject({
  Type: z.literal('createCustomer'),
  Id: blockId,
  Title: optionalText,
  Text: optionalText,
  ClientType: oneOf(['B2C', 'B2B'], 'B2C'),
})
export type CreateCustomerBlock = z.output<typeof createCustomerSchema>
