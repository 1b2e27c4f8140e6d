import type { CreateCustomerComponent } from '@delikat/contract/components'
import { base, oneOf, type StoredBlock, text } from '../shared/mapping'
import { CLIENT_TYPES } from '../shared/options'

export function mapCreateCustomer(block: StoredBlock): CreateCustomerComponent {
  return {
    ...base(block),
    Type: 'createCustomer',
    Title: text(block.title),
    Text: text(block.text),
    ClientType: oneOf(block.clientType, CLIENT_TYPES, 'B2C'),
  }
}
