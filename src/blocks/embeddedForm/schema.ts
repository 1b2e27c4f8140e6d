import * as z from 'zod'
import { EMBED_DEFAULT_HEIGHT_PX } from '@/config/constants'
import { blockId, optionalText, pixels } from '../schemaParts'

export const embeddedFormSchema = z.looseObject({
  Type: z.literal('embeddedForm'),
  Id: blockId,
  Title: optionalText,
  FormId: z.string().trim().min(1),
  Height: pixels(EMBED_DEFAULT_HEIGHT_PX),
})
export type EmbeddedFormBlock = z.output<typeof embeddedFormSchema>
