// Answers of the product lists beside a product (similar products), loaded with the first answer: the list is on every
// product page, zod need not be part of its first load (docs/architecture.md §7).
import * as z from 'zod'
import { productCardSchema } from '@/lib/schemas'

export const similarProductsAnswerSchema = z.looseObject({ Products: z.array(productCardSchema) })
