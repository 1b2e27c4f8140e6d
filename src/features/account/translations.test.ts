// The account texts the code picks by a value (payment method, delivery type, interest) exist for every value, in
// both languages; the shared test finds only the literal keys.
import { LEGITIMATE_INTERESTS } from '@/features/customer/api/vocabulary'
import { DELIVERY_METHOD_TYPES, PAYMENT_METHODS } from '@/features/orders/api/schemas'
import { defaultTranslations } from '@delikat/contract/translations'

const keys = [
  ...PAYMENT_METHODS.map((method) => `Account.Receipt.Payment.${method}`),
  ...DELIVERY_METHOD_TYPES.map((type) => `Account.Receipt.DeliveryType.${type}`),
  ...LEGITIMATE_INTERESTS.map((interest) => `Account.Marketing.Interest.${interest}`),
  'Account.Nav.Profile',
  'Account.Nav.Orders',
  'Account.Nav.Favourites',
  'Account.Nav.Addresses',
  'Account.Nav.Password',
]

describe('account texts chosen by value', () => {
  it.each(['da', 'en'] as const)('has a %s text for each', (locale) => {
    expect(keys.filter((key) => !defaultTranslations[locale][key])).toEqual([])
  })
})
