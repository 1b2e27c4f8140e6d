import { richTextField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const richTextBlock: BlockConfig<'richText'> = {
  slug: 'richText',
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  admin: { group: 'Text' },
  fields: [richTextField({ required: true })],
}
