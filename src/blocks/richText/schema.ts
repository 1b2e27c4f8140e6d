import * as z from 'zod'
import { blockId } from '../schemaParts'

export const richTextSchema = z.looseObject({
  Type: z.literal('richText'),
  Id: blockId,
  Html: z.string(),
})
export type RichTextBlock = z.output<typeof richTextSchema>
