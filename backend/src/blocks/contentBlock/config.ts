import { imageField, labelledLink, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const contentBlockBlock: BlockConfig<'contentBlock'> = {
  slug: 'contentBlock',
  labels: { singular: 'Content block', plural: 'Content blocks' },
  admin: { group: 'Layout' },
  fields: [imageField('media'), { name: 'subtitle', type: 'text' }, titleField({ required: true }), labelledLink()],
}
