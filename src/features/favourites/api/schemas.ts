// The favourite answers (docs/product.md §3), loaded with the first answer: the hearts are on every product list, zod need
// not be (docs/architecture.md §7).
import * as z from 'zod'

export const lookupFavouritesAnswerSchema = z.looseObject({
  Products: z.array(z.looseObject({ ProductId: z.number().int(), IsFavorite: z.boolean() })),
})

export const toggleFavouriteAnswerSchema = z.looseObject({ ProductId: z.number().int(), IsFavorite: z.boolean() })
export type ToggleFavouriteAnswer = z.infer<typeof toggleFavouriteAnswerSchema>
