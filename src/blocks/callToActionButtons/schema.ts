import * as z from 'zod'
import { blockId, linkSchema, listOf, oneOf } from '../schemaParts'

export const callToActionButtonsSchema = z.looseObject({
  Type: z.literal('callToActionButtons'),
  Id: blockId,
  Alignment: oneOf(['left', 'center', 'right'], 'left'),
  Buttons: listOf(
    z.looseObject({
      Link: linkSchema,
      Variant: oneOf(['primary', 'secondary'], 'primary'),
    }),
  ),
})
export type CallToActionButtonsBlock = z.output<typeof callToActionButtonsSchema>
