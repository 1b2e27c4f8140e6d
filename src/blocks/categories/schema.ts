import * as z from 'zod'
import { blockId, categoryTeaserSchema, listOf, optionalText } from '../schemaParts'

export const categoriesSchema = z.looseObject({
  Type: z.literal('categories'),
  Id: blockId,
  Title: optionalText,
  Categories: listOf(categoryTeaserSchema),
})
export type CategoriesBlock = z.output<typeof categoriesSchema>
