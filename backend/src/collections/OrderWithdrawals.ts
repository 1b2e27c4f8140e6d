/**
 * Withdrawals from orders (the "Fortryd købet her" function, docs/adr/0023): what a consumer withdrew from, when, and
 * why if they said. The shop writes them in SQL (shop/withdrawal/service.ts), each under a lock on its order, so no
 * line is withdrawn twice. A record of the consumer's legal act, not a task list: staff read it (also on the order)
 * and never change it. Customer service refunds by hand, through the payment provider, within 14 days.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isCustomerService } from '../access'
import { WITHDRAWAL_CHANNELS } from '../shop/withdrawal/constants'

export const OrderWithdrawals: CollectionConfig = {
  slug: 'order-withdrawals',
  labels: labels({ da: 'Fortrydelse', en: 'Withdrawal' }, { da: 'Fortrydelser', en: 'Withdrawals' }),
  admin: {
    useAsTitle: 'orderNumber',
    group: GROUPS.shop,
    defaultColumns: ['orderNumber', 'withdrawnAt', 'total', 'acknowledgedAt'],
    description:
      'Withdrawals consumers made through "Fortryd købet her". Refund the amount (and the standard delivery when the whole order is withdrawn) through the payment provider within 14 days of the withdrawal, once the goods are back or the customer has shown they were sent; withdrawn e-gift cards are blocked already.',
  },
  defaultSort: '-withdrawnAt',
  access: { read: isCustomerService, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: { readOnly: true } },
    { name: 'orderNumber', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'withdrawnAt', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'channel',
      type: 'select',
      options: [...WITHDRAWAL_CHANNELS],
      admin: {
        readOnly: true,
        description: 'From the account, through the order’s link (receipt or mail), or found by order number and e-mail.',
      },
    },
    {
      name: 'reason',
      type: 'textarea',
      admin: { readOnly: true, description: 'The customer’s own words, if any (the law asks for none).' },
    },
    {
      name: 'total',
      type: 'number',
      required: true,
      admin: { readOnly: true, description: 'In øre: the withdrawn lines at the prices paid, before any share of discount or delivery.' },
    },
    {
      name: 'acknowledgedAt',
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the acknowledgement mail went out; empty if it failed (then send one by hand).',
      },
    },
    {
      name: 'lines',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'orderLineId', type: 'text', required: true, admin: { description: 'The order line (or gift-card line) withdrawn from.' } },
        { name: 'kind', type: 'select', required: true, options: ['product', 'giftCard'] },
        { name: 'name', type: 'text', required: true },
        { name: 'productNumber', type: 'text' },
        { name: 'quantity', type: 'number', required: true, min: 1 },
        { name: 'unitPrice', type: 'number', required: true, admin: { description: 'In øre, as paid.' } },
        {
          name: 'sealCondition',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Sealed for health or hygiene: returnable only with the seal unbroken.' },
        },
      ],
    },
  ],
}
