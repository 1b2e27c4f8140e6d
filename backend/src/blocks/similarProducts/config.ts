import { productsField, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const similarProductsBlock: BlockConfig<'similarProducts'> = {
  slug: 'similarProducts',
  labels: { singular: 'Similar products', plural: 'Similar products' },
  admin: { group: 'Products' },
  fields: [titleField(), productsField({ required: true })],
}
