import { textField, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const giftCardStatusBlock: BlockConfig<'giftCardStatus'> = {
  slug: 'giftCardStatus',
  labels: { singular: 'Gift card balance', plural: 'Gift card balances' },
  admin: { group: 'Shop' },
  fields: [titleField({ required: true }), textField()],
}
