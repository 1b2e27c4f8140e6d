import { imageField, labelledLink, textField, titleField } from '../shared/fields'
import { SHORT_TABLE } from '../shared/tables'
import type { BlockConfig } from '../shared/types'

export const splitDoorsBlock: BlockConfig<'splitDoors'> = {
  slug: 'splitDoors',
  dbName: SHORT_TABLE.splitDoors,
  labels: { singular: 'Split doors', plural: 'Split doors' },
  admin: { group: 'Layout' },
  fields: [
    {
      name: 'doors',
      type: 'array',
      minRows: 2,
      maxRows: 3,
      fields: [titleField({ required: true }), textField(), imageField(), labelledLink()],
    },
  ],
}
