import * as z from 'zod'
import { blockId, flag, listOf, optionalImage, optionalText } from '../schemaParts'

export const categoryCardsSchema = z.looseObject({
  Type: z.literal('categoryCards'),
  Id: blockId,
  Title: optionalText,
  Cards: listOf(
    z.looseObject({
      Title: z.string().min(1),
      Image: optionalImage,
      // docs/product.md §2: the configured url or the root; the backend sends '/' when none is configured.
      Url: z
        .string()
        .nullish()
        .transform((value) => (value && value.trim() !== '' ? value.trim() : '/')),
      NewWindow: flag,
    }),
  ),
})
export type CategoryCardsBlock = z.output<typeof categoryCardsSchema>
