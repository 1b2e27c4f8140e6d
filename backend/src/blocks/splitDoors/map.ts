import type { SplitDoorsComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, link, rows, type StoredBlock, str, text } from '../shared/mapping'

export function mapSplitDoors(block: StoredBlock): SplitDoorsComponent {
  return {
    ...base(block),
    Type: 'splitDoors',
    Doors: rows(block.doors).map((d) => ({ Title: str(d.title), Text: text(d.text), Image: toImage(d.image), Link: link(d.link) })),
  }
}
