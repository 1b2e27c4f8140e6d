import * as z from 'zod'
import { blockId, categoryTeaserSchema, listOf, optionalText } from '../schemaParts'

export const categoryGallerySchema = z.looseObject({
  Type: z.literal('categoryGallery'),
  Id: blockId,
  Title: optionalText,
  Categories: listOf(categoryTeaserSchema),
})
export type CategoryGalleryBlock = z.output<typeof categoryGallerySchema>
