import * as z from 'zod'
import { blockId, optionalText, products } from '../schemaParts'

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
  })
  // A missing total means "what we got is all there is".
  .transform((block) => ({ ...block, TotalProductCount: Math.max(block.TotalProductCount ?? 0, block.Products.length) }))
export type ProductListBlock = z.output<typeof productListSchema>
