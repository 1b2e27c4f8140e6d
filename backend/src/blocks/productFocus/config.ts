import { imageField, textField, titleField } from '../shared/fields'
import { IMAGE_POSITIONS } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const productFocusBlock: BlockConfig<'productFocus'> = {
  slug: 'productFocus',
  labels: { singular: 'Product focus', plural: 'Product focus' },
  admin: { group: 'Products' },
  fields: [
    titleField(),
    textField(),
    {
      type: 'row',
      fields: [
        imageField(),
        { name: 'imagePosition', type: 'select', options: [...IMAGE_POSITIONS], defaultValue: 'left', required: true },
      ],
    },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
  ],
}
