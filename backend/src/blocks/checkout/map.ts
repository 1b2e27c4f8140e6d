import type { CheckoutComponent } from '@delikat/contract/components'
import { base, type StoredBlock } from '../shared/mapping'

export function mapCheckout(block: StoredBlock): CheckoutComponent {
  return { ...base(block), Type: 'checkout' }
}
