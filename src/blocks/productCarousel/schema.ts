import * as z from 'zod'
import { productCardSchema, type ProductCard } from '@/lib/schemas'

export const productCarouselSchema = z.looseObject({
  Type: z.literal('productCarousel'),
  Id: z.string(),
  Title: z.string().nullish(),
  // One malformed product should not hide the others.
  Products: z
    .array(z.unknown())
    .optional()
    .default([])
    .transform((items) =>
      items.flatMap((item): ProductCard[] => {
        const parsed = productCardSchema.safeParse(item)
        return parsed.success ? [parsed.data] : []
      }),
    ),
})
export type ProductCarouselBlock = z.infer<typeof productCarouselSchema>
