import { labelledLink } from '../shared/fields'
import { ALIGNMENTS, BUTTON_VARIANTS } from '../shared/options'
import { SHORT_TABLE } from '../shared/tables'
import type { BlockConfig } from '../shared/types'

export const callToActionButtonsBlock: BlockConfig<'callToActionButtons'> = {
  slug: 'callToActionButtons',
  dbName: SHORT_TABLE.callToActionButtons,
  labels: { singular: 'Call-to-action buttons', plural: 'Call-to-action buttons' },
  admin: { group: 'Layout' },
  fields: [
    { name: 'alignment', type: 'select', options: [...ALIGNMENTS], defaultValue: 'center', required: true },
    {
      name: 'buttons',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      fields: [
        { name: 'variant', type: 'select', options: [...BUTTON_VARIANTS], defaultValue: 'primary', required: true },
        labelledLink({ required: true }),
      ],
    },
  ],
}
