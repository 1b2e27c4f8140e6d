import * as z from 'zod'
import { blockId, optionalText } from '../schemaParts'

export const clubSignupSchema = z.looseObject({
  Type: z.literal('clubSignup'),
  Id: blockId,
  Title: optionalText,
  Text: optionalText,
})
export type ClubSignupBlock = z.output<typeof clubSignupSchema>
