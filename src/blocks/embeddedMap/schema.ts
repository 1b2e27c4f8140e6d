import * as z from 'zod'
import { EMBED_DEFAULT_HEIGHT_PX } from '@/config/constants'
import { blockId, optionalText, pixels } from '../schemaParts'

export const embeddedMapSchema = z.looseObject({
  Type: z.literal('embeddedMap'),
  Id: blockId,
  Title: optionalText,
  Query: z.string().trim().min(1),
  Height: pixels(EMBED_DEFAULT_HEIGHT_PX),
})
export type EmbeddedMapBlock = z.output<typeof embeddedMapSchema>
