import type { BlockConfig } from '../shared/types'

// Field names as in the first slice: the seed and stored pages depend on them.
export const heroSliderBlock: BlockConfig<'heroSlider'> = {
  slug: 'heroSlider',
  labels: { singular: 'Hero slider', plural: 'Hero sliders' },
  admin: { group: 'Media' },
  fields: [
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'linkUrl', type: 'text' },
        { name: 'linkText', type: 'text', localized: true },
      ],
    },
  ],
}
