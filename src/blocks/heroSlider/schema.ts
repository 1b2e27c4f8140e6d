import * as z from 'zod'
import { blockId, optionalImage, optionalText, requiredText } from '../schemaParts'

export const heroSliderSchema = z.looseObject({
  Type: z.literal('heroSlider'),
  Id: blockId,
  Slides: z
    .array(
      z.looseObject({
        Title: requiredText,
        Text: optionalText,
        Image: optionalImage,
        Link: z
          .looseObject({ Url: z.string().min(1), Text: requiredText })
          .nullish()
          .catch(null)
          .transform((value) => value ?? null),
      }),
    )
    .optional()
    .default([]),
})
export type HeroSliderBlock = z.output<typeof heroSliderSchema>
