import { BORDER_COLORS } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const borderBlock: BlockConfig<'border'> = {
  slug: 'border',
  labels: { singular: 'Border', plural: 'Borders' },
  admin: { group: 'Layout' },
  fields: [{ name: 'color', type: 'select', options: [...BORDER_COLORS], defaultValue: 'light', required: true }],
}
