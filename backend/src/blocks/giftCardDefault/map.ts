import type { GiftCardDefaultComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, positive, type StoredBlock, str, text } from '../shared/mapping'
import { GIFT_CARD_AMOUNT_DEFAULTS } from '../shared/options'

export function mapGiftCardDefault(block: StoredBlock): GiftCardDefaultComponent {
  return {
    ...base(block),
    Type: 'giftCardDefault',
    Title: str(block.title),
    Text: text(block.text),
    Image: toImage(block.image),
    // Amounts in øre, as stored.
    Amounts: (Array.isArray(block.amounts) ? block.amounts : []).filter((a): a is number => Number.isInteger(a) && a > 0),
    MinAmount: positive(block.minAmount, GIFT_CARD_AMOUNT_DEFAULTS.min),
    MaxAmount: positive(block.maxAmount, GIFT_CARD_AMOUNT_DEFAULTS.max),
  }
}
