import { labelledLink } from '../shared/fields'
import { RIBBON_COLORS } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const ribbonBlock: BlockConfig<'ribbon'> = {
  slug: 'ribbon',
  labels: { singular: 'Ribbon', plural: 'Ribbons' },
  admin: { group: 'Layout' },
  fields: [
    { name: 'text', type: 'text', required: true },
    { name: 'color', type: 'select', options: [...RIBBON_COLORS], defaultValue: 'wine', required: true },
    labelledLink(),
  ],
}
