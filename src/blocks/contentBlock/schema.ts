import * as z from 'zod'
import { blockId, optionalImage, optionalLink, optionalText } from '../schemaParts'

export const contentBlockSchema = z.looseObject({
  Type: z.literal('contentBlock'),
  Id: blockId,
  Media: optionalImage,
  Subtitle: optionalText,
  Title: z.string().min(1),
  Link: optionalLink,
})
export type ContentBlockBlock = z.output<typeof contentBlockSchema>
