import * as z from 'zod'
import { blockId, contentTeaserSchema, listOf, optionalText } from '../schemaParts'

export const latestContentSchema = z.looseObject({
  Type: z.literal('latestContent'),
  Id: blockId,
  Title: optionalText,
  Items: listOf(contentTeaserSchema),
})
export type LatestContentBlock = z.output<typeof latestContentSchema>
