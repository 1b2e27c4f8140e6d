import { imageField, labelledLink, textField, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const carouselBlock: BlockConfig<'carousel'> = {
  slug: 'carousel',
  labels: { singular: 'Carousel', plural: 'Carousels' },
  admin: { group: 'Media' },
  fields: [
    titleField(),
    { name: 'dual', type: 'checkbox', defaultValue: false, admin: { description: 'Two-up carousel: 1.2 slides per view on mobile.' } },
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      fields: [imageField(), { name: 'title', type: 'text' }, textField(), labelledLink()],
    },
  ],
}
