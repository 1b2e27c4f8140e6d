import * as z from 'zod'
import { ACCORDION_TAG_TYPES, ACCORDION_VARIANTS } from '@/components/Accordion/Accordion'
import { blockId, flag, listOf, oneOf } from '../schemaParts'

export const accordionSchema = z.looseObject({
  Type: z.literal('accordion'),
  Id: blockId,
  // docs/product.md §2: 'boxed-reveal' is always open.
  Variant: oneOf(ACCORDION_VARIANTS, 'default'),
  Color: oneOf(['light', 'cream', 'wine'], 'light'),
  Items: listOf(
    z.looseObject({
      Summary: z.looseObject({
        Content: z.string().min(1),
        Tags: listOf(z.looseObject({ Type: oneOf(ACCORDION_TAG_TYPES, 'misc'), Text: z.string().min(1) })),
        LightFont: flag,
      }),
      Html: z
        .string()
        .nullish()
        .transform((value) => value ?? ''),
      Open: flag,
    }),
  ),
})
export type AccordionBlock = z.output<typeof accordionSchema>
