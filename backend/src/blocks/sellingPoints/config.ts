import { textField } from '../shared/fields'
import { SELLING_POINT_ICONS } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const sellingPointsBlock: BlockConfig<'sellingPoints'> = {
  slug: 'sellingPoints',
  labels: { singular: 'Selling points', plural: 'Selling points' },
  admin: { group: 'Layout' },
  fields: [
    {
      name: 'points',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'icon', type: 'select', options: [...SELLING_POINT_ICONS], defaultValue: 'star', required: true },
            { name: 'title', type: 'text', required: true },
          ],
        },
        textField(),
      ],
    },
  ],
}
