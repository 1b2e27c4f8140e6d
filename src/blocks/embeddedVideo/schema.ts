import * as z from 'zod'
import { blockId, optionalImage, optionalText } from '../schemaParts'

export const embeddedVideoSchema = z.looseObject({
  Type: z.literal('embeddedVideo'),
  Id: blockId,
  Title: optionalText,
  VideoId: z.string().trim().min(1),
  Thumbnail: optionalImage,
})
export type EmbeddedVideoBlock = z.output<typeof embeddedVideoSchema>
