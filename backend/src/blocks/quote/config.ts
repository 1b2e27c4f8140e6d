import { imageField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const quoteBlock: BlockConfig<'quote'> = {
  slug: 'quote',
  labels: { singular: 'Quote', plural: 'Quotes' },
  admin: { group: 'Text' },
  fields: [{ name: 'quote', type: 'textarea', required: true }, { name: 'author', type: 'text' }, imageField()],
}
