import { imageField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const imagesBlock: BlockConfig<'images'> = {
  slug: 'images',
  labels: { singular: 'Images', plural: 'Images' },
  admin: { group: 'Media' },
  fields: [
    {
      name: 'images',
      type: 'array',
      minRows: 1,
      fields: [imageField('image', true), { name: 'caption', type: 'text' }],
    },
  ],
}
