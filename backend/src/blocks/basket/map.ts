import type { BasketComponent } from '@delikat/contract/components'
import { base, type StoredBlock } from '../shared/mapping'

export function mapBasket(block: StoredBlock): BasketComponent {
  return { ...base(block), Type: 'basket' }
}
