import { categoryTeasersField, described, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const categoriesBlock: BlockConfig<'categories'> = {
  slug: 'categories',
  labels: { singular: 'Categories', plural: 'Categories' },
  admin: { group: 'Layout' },
  fields: [titleField(), described(categoryTeasersField(), 'A teaser without a working link leads to the site root (/).')],
}
