import * as z from 'zod'
import { imageSchema } from '@/lib/schemas'
import { blockId, listOf, optionalText } from '../schemaParts'

export const imagesSchema = z.looseObject({
  Type: z.literal('images'),
  Id: blockId,
  Images: listOf(z.looseObject({ Image: imageSchema, Caption: optionalText })),
})
export type ImagesBlock = z.output<typeof imagesSchema>
