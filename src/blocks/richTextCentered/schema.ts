import * as z from 'zod'
import { blockId } from '../schemaParts'

export const richTextCenteredSchema = z.looseObject({
  Type: z.literal('richTextCentered'),
  Id: blockId,
  Html: z.string(),
})
export type RichTextCenteredBlock = z.output<typeof richTextCenteredSchema>
