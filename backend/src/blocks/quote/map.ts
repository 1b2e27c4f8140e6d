import type { QuoteComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, type StoredBlock, str, text } from '../shared/mapping'

export function mapQuote(block: StoredBlock): QuoteComponent {
  return { ...base(block), Type: 'quote', Quote: str(block.quote), Author: text(block.author), Image: toImage(block.image) }
}
