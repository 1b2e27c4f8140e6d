/**
 * Page components (SPEC §2). Each block's slug is the component type key the storefront's registry uses, so the
 * content service passes it through unchanged. The full set arrives with the content service issue.
 */
import type { Block } from 'payload'

export const HeroSlider: Block = {
  slug: 'heroSlider',
  labels: { singular: 'Hero slider', plural: 'Hero sliders' },
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

export const ProductCarousel: Block = {
  slug: 'productCarousel',
  labels: { singular: 'Product carousel', plural: 'Product carousels' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, required: true },
  ],
}

export const BasketBlock: Block = {
  slug: 'basket',
  labels: { singular: 'Basket', plural: 'Baskets' },
  fields: [],
}

export const pageBlocks: Block[] = [HeroSlider, ProductCarousel, BasketBlock]
