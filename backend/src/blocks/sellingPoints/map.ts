import type { SellingPointsComponent } from '@delikat/contract/components'
import { base, oneOf, rows, type StoredBlock, str, text } from '../shared/mapping'
import { SELLING_POINT_ICONS } from '../shared/options'

export function mapSellingPoints(block: StoredBlock): SellingPointsComponent {
  return {
    ...base(block),
    Type: 'sellingPoints',
    Points: rows(block.points).map((p) => ({ Icon: oneOf(p.icon, SELLING_POINT_ICONS, 'star'), Title: str(p.title), Text: text(p.text) })),
  }
}
