import type { GiftCardStatusComponent } from '@delikat/contract/components'
import { base, type StoredBlock, str, text } from '../shared/mapping'

export function mapGiftCardStatus(block: StoredBlock): GiftCardStatusComponent {
  return { ...base(block), Type: 'giftCardStatus', Title: str(block.title), Text: text(block.text) }
}
