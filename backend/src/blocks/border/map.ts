import type { BorderComponent } from '@delikat/contract/components'
import { base, oneOf, type StoredBlock } from '../shared/mapping'
import { BORDER_COLORS } from '../shared/options'

export function mapBorder(block: StoredBlock): BorderComponent {
  return { ...base(block), Type: 'border', Color: oneOf(block.color, BORDER_COLORS, 'light') }
}
