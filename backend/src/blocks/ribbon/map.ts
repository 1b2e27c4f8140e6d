import type { RibbonComponent } from '@delikat/contract/components'
import { base, link, oneOf, type StoredBlock, str } from '../shared/mapping'
import { RIBBON_COLORS } from '../shared/options'

export function mapRibbon(block: StoredBlock): RibbonComponent {
  return { ...base(block), Type: 'ribbon', Text: str(block.text), Link: link(block.link), Color: oneOf(block.color, RIBBON_COLORS, 'wine') }
}
