import type { SpaceComponent } from '@delikat/contract/components'
import { base, oneOf, type StoredBlock } from '../shared/mapping'
import { SPACE_SIZES } from '../shared/options'

export function mapSpace(block: StoredBlock): SpaceComponent {
  return { ...base(block), Type: 'space', Size: oneOf(block.size, SPACE_SIZES, 'medium') }
}
