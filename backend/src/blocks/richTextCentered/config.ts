import { richTextField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const richTextCenteredBlock: BlockConfig<'richTextCentered'> = {
  slug: 'richTextCentered',
  labels: { singular: 'Rich text (centred)', plural: 'Rich texts (centred)' },
  admin: { group: 'Text' },
  fields: [richTextField({ required: true })],
}
