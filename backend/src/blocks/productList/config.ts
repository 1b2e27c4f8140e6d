import { titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

/** The products are the shop's own search, run when the page is read (./map.ts). */
export const productListBlock: BlockConfig<'productList'> = {
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
