import * as z from 'zod'
import { EMBED_DEFAULT_HEIGHT_PX } from '@/config/constants'
import { blockId, optionalText, pixels } from '../schemaParts'

export const EMBED_PROVIDERS = ['google-maps', 'typeform', 'youtube'] as const

export const embedSchema = z.looseObject({
  Type: z.literal('embed'),
  Id: blockId,
  // An unknown provider cannot be framed safely: the block is not rendered.
  Provider: z.enum(EMBED_PROVIDERS),
  Value: z.string().trim().min(1),
  Title: optionalText,
  Height: pixels(EMBED_DEFAULT_HEIGHT_PX),
})
export type EmbedBlock = z.output<typeof embedSchema>
