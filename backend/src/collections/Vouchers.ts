/**
 * Vouchers (rabatkoder): a code that takes a percentage or an amount off the goods in the basket, with an optional
 * period, minimum amount, customer type and number of uses. Staff in customer service manage them.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isCustomerService } from '../access'
import { normaliseCode } from '../shop/giftcards/codes'

export const Vouchers: CollectionConfig = {
  slug: 'vouchers',
  labels: labels({ da: 'Rabatkode', en: 'Voucher' }, { da: 'Rabatkoder', en: 'Vouchers' }),
  admin: { useAsTitle: 'code', group: GROUPS.shop, defaultColumns: ['code', 'kind', 'percent', 'amount', 'validTo', 'active'] },
  access: { read: isCustomerService, create: isCustomerService, update: isCustomerService, delete: isCustomerService },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Letters and digits; case, spaces and dashes do not matter to the shopper.' },
      hooks: { beforeChange: [({ value }) => (value ? normaliseCode(String(value)) : value)] },
      validate: (value: string | null | undefined) =>
        (value && /^[A-Z0-9]{4,32}$/.test(normaliseCode(value))) || 'Use 4 to 32 letters or digits',
    },
    { name: 'description', type: 'text', localized: true, admin: { description: 'Shown in the basket, e.g. "10 % på vin".' } },
    { name: 'kind', type: 'select', required: true, defaultValue: 'Percent', options: ['Percent', 'Amount'] },
    {
      name: 'percent',
      type: 'number',
      min: 1,
      max: 100,
      admin: { condition: (data) => data?.kind === 'Percent', description: 'Whole per cent off the goods.' },
    },
    {
      name: 'amount',
      type: 'number',
      min: 1,
      admin: {
        condition: (data) => data?.kind === 'Amount',
        description: 'In øre, off the goods as the customer sees them (incl. VAT for consumers, excl. for businesses).',
      },
    },
    { name: 'minimumAmount', type: 'number', min: 0, admin: { description: 'In øre: the goods must come to at least this.' } },
    { name: 'customerType', type: 'select', defaultValue: 'All', options: ['All', 'B2C', 'B2B'] },
    { name: 'validFrom', type: 'date' },
    { name: 'validTo', type: 'date' },
    { name: 'maxUses', type: 'number', min: 1, admin: { description: 'Empty: no limit. Counted by paid orders.' } },
    { name: 'usedCount', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true } },
    { name: 'active', type: 'checkbox', defaultValue: true },
  ],
}
