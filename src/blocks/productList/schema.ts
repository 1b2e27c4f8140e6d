import * as z from 'zod'
import { searchFilterSchema } from '@/features/search/api/schemas'
import { blockId, listOf, optionalText, products } from '../schemaParts'

const categoryLinkSchema = z.looseObject({ CategoryId: z.coerce.number().int(), Name: z.string(), RelativeUrl: z.string() })
const crumbSchema = z.looseObject({ Name: z.string(), RelativeUrl: z.string() })

export const productListSchema = z
  .looseObject({
    Type: z.literal('productList'),
    Id: blockId,
    Title: optionalText,
    CategoryId: z
      .number()
      .nullish()
      .catch(null)
      .transform((value) => value ?? null),
    Products: products,
    TotalProductCount: z.number().int().min(0).nullish().catch(null),
    // A filter of a type this storefront does not know is dropped, like in the search answer.
    Filters: listOf(searchFilterSchema),
    Breadcrumbs: listOf(crumbSchema),
    Subcategories: listOf(categoryLinkSchema),
  })
  // A missing total means "what we got is all there is".
  .transform((block) => ({ ...block, TotalProductCount: Math.max(block.TotalProductCount ?? 0, block.Products.length) }))
export type ProductListBlock = z.output<typeof productListSchema>
