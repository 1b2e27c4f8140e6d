// Building blocks of the block schemas. They parse loosely (a missing optional field becomes null, an unknown
// enum value falls back to the default, one malformed list item is dropped rather than hiding the block) and
// output exactly the contract's shapes (backend/src/content/components/types.ts).
import * as z from 'zod'
import { imageSchema, productCardSchema } from '@/lib/schemas'

/** The component's id; the content service may send a number. */
export const blockId = z.union([z.string(), z.number()]).transform(String)

/** A text that may be missing: `string | null`. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null)

/** A required text; a missing one becomes ''. */
export const requiredText = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

export const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false)

/** An optional image; a malformed one is treated as missing. */
export const optionalImage = imageSchema
  .nullish()
  .catch(null)
  .transform((value) => value ?? null)

/** One of the given values, else the fallback (an editor's unknown choice still renders). */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, fallback: Values[number]) {
  return z.enum(values).catch(fallback)
}

/** A positive number of pixels, else the fallback. */
export function pixels(fallback: number) {
  return z
    .number()
    .positive()
    .nullish()
    .catch(null)
    .transform((value) => value ?? fallback)
}

/** A list that keeps the items that parse and drops the others. */
export function listOf<Item extends z.ZodType>(item: Item) {
  return z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((items) =>
      (items ?? []).flatMap((raw): z.output<Item>[] => {
        const parsed = item.safeParse(raw)
        return parsed.success ? [parsed.data] : []
      }),
    )
}

export const LINK_TYPES = ['Content', 'Media', 'External', 'PimProduct', 'PimVariant', 'PimCategory'] as const

/** docs/product.md §2 node link: resolved by the content service to a URL. */
export const linkSchema = z.looseObject({
  Type: oneOf(LINK_TYPES, 'Content'),
  Url: z.string().min(1),
  Text: optionalText,
  NewWindow: flag,
  ProductId: z.number().optional().catch(undefined),
  CategoryId: z.number().optional().catch(undefined),
})

/** An optional link; one without a URL is no link. */
export const optionalLink = linkSchema
  .nullish()
  .catch(null)
  .transform((value) => value ?? null)

export const products = listOf(productCardSchema)

export const contentTeaserSchema = z.looseObject({
  Id: z.coerce.number(),
  Title: z.string(),
  Teaser: optionalText,
  Url: z.string(),
  Image: optionalImage,
  Date: optionalText,
})

export const categoryTeaserSchema = z.looseObject({
  Name: z.string(),
  Url: z.string(),
  Image: optionalImage,
})
