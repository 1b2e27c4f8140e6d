import { SPACE_SIZES } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const spaceBlock: BlockConfig<'space'> = {
  slug: 'space',
  labels: { singular: 'Space', plural: 'Spaces' },
  admin: { group: 'Layout' },
  fields: [{ name: 'size', type: 'select', options: [...SPACE_SIZES], defaultValue: 'medium', required: true }],
}
