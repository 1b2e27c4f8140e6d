import * as z from 'zod'
import { blockId } from '../schemaParts'

export const embeddedPopupToolSchema = z.looseObject({
  Type: z.literal('embeddedPopupTool'),
  Id: blockId,
  ToolId: z.string().trim().min(1),
})
export type EmbeddedPopupToolBlock = z.output<typeof embeddedPopupToolSchema>
