/** Product blocks. Picked products are relationships; lists the shop computes are filled in when a node is read. */
import type { Block } from 'payload'
import { imageField, labelledLink, productsField, textField, titleField } from './fields'
import { IMAGE_POSITIONS, RECOMMENDATION_STRATEGIES } from './options'

// Field names as in the first slice: the seed and stored pages depend on them.
export const ProductCarousel: Block = {
  slug: 'productCarousel',
  labels: { singular: 'Product carousel', plural: 'Product carousels' },
  admin: { group: 'Products' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, required: true },
  ],
}

export const RecommendationCarousel: Block = {
  slug: 'recommendationCarousel',
  labels: { singular: 'Recommendation carousel', plural: 'Recommendation carousels' },
  admin: { group: 'Products' },
  fields: [
    titleField(),
    {
      name: 'strategy',
      type: 'select',
      options: [...RECOMMENDATION_STRATEGIES],
      defaultValue: 'popular',
      required: true,
      admin: { description: 'Which recommendation to show; the shop picks the products when the page is read.' },
    },
  ],
}

export const ProductFocus: Block = {
  slug: 'productFocus',
  labels: { singular: 'Product focus', plural: 'Product focus' },
  admin: { group: 'Products' },
  fields: [
    titleField(),
    textField(),
    {
      type: 'row',
      fields: [imageField(), { name: 'imagePosition', type: 'select', options: [...IMAGE_POSITIONS], defaultValue: 'left', required: true }],
    },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
  ],
}

export const ProductSelector: Block = {
  slug: 'productSelector',
  labels: { singular: 'Product selector', plural: 'Product selectors' },
  admin: { group: 'Products' },
  fields: [titleField(), textField(), productsField({ required: true })],
}

export const SimilarProducts: Block = {
  slug: 'similarProducts',
  labels: { singular: 'Similar products', plural: 'Similar products' },
  admin: { group: 'Products' },
  fields: [titleField(), productsField({ required: true })],
}

export const ProductList: Block = {
  slug: 'productList',
  labels: { singular: 'Product list', plural: 'Product lists' },
  admin: { group: 'Products' },
  fields: [
    titleField(),
    {
      name: 'categoryId',
      type: 'number',
      min: 1,
      admin: {
        step: 1,
        description:
          'The id of the category to list with its subcategories (filters, sorting and "show more" included); empty lists the whole catalogue. Every category has such a page at its own URL already unless a page here takes that URL.',
      },
    },
  ],
}

export const Campaign: Block = {
  slug: 'campaign',
  labels: { singular: 'Campaign', plural: 'Campaigns' },
  admin: { group: 'Products' },
  fields: [titleField({ required: true }), textField(), imageField(), labelledLink(), productsField()],
}

export const productBlocks: Block[] = [ProductCarousel, RecommendationCarousel, ProductFocus, ProductSelector, SimilarProducts, ProductList, Campaign]
