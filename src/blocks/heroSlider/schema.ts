import * as z from 'zod'
import { imageSchema } from '@/lib/schemas'

export const heroSliderSchema = z.looseObject({
  Type: z.literal('heroSlider'),
  Id: z.string(),
  Slides: z
    .array(
      z.looseObject({
        Title: z.string().nullish(),
        Text: z.string().nullish(),
        Image: imageSchema.nullish(),
        Link: z.looseObject({ Url: z.string(), Text: z.string().nullish() }).nullish(),
      }),
    )
    .optional()
    .default([]),
})
export type HeroSliderBlock = z.infer<typeof heroSliderSchema>
