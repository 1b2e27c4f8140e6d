import * as z from 'zod'
import { blockId, optionalImage, optionalText } from '../schemaParts'

export const articleHeroSchema = z.looseObject({
  Type: z.literal('articleHero'),
  Id: blockId,
  Title: z.string().min(1),
  Subtitle: optionalText,
  Image: optionalImage,
  Date: optionalText,
  Author: optionalText,
})
export type ArticleHeroBlock = z.output<typeof articleHeroSchema>
