import { categoryTeasersField, described, titleField } from '../shared/fields'
import { SHORT_TABLE } from '../shared/tables'
import type { BlockConfig } from '../shared/types'

export const categoryGalleryBlock: BlockConfig<'categoryGallery'> = {
  slug: 'categoryGallery',
  dbName: SHORT_TABLE.categoryGallery,
  labels: { singular: 'Category gallery', plural: 'Category galleries' },
  admin: { group: 'Layout' },
  fields: [titleField(), described(categoryTeasersField(), 'A teaser without a working link leads to the site root (/).')],
}
