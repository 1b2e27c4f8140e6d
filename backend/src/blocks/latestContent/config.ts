import { titleField } from '../shared/fields'
import { MAX_CONTENT_ITEMS } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const latestContentBlock: BlockConfig<'latestContent'> = {
  slug: 'latestContent',
  labels: { singular: 'Latest content', plural: 'Latest content' },
  admin: { group: 'Articles' },
  fields: [
    titleField(),
    {
      name: 'limit',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: MAX_CONTENT_ITEMS,
      required: true,
      admin: { step: 1, description: 'How many of the newest articles to show.' },
    },
  ],
}
