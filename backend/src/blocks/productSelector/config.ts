import { productsField, textField, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const productSelectorBlock: BlockConfig<'productSelector'> = {
  slug: 'productSelector',
  labels: { singular: 'Product selector', plural: 'Product selectors' },
  admin: { group: 'Products' },
  fields: [titleField(), textField(), productsField({ required: true })],
}
