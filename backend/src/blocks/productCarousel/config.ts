import type { BlockConfig } from '../shared/types'

// Field names as in the first slice: the seed and stored pages depend on them.
export const productCarouselBlock: BlockConfig<'productCarousel'> = {
  slug: 'productCarousel',
  labels: { singular: 'Product carousel', plural: 'Product carousels' },
  admin: { group: 'Products' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, required: true },
  ],
}
