import * as z from 'zod'
import { blockId, contentTeaserSchema, listOf, optionalText } from '../schemaParts'

export const articleListSchema = z.looseObject({
  Type: z.literal('articleList'),
  Id: blockId,
  Title: optionalText,
  Articles: listOf(contentTeaserSchema),
})
export type ArticleListBlock = z.output<typeof articleListSchema>
