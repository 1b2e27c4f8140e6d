/**
 * Campaigns (docs/product.md §3, §9 CampaignType), each also Conditional. A Regular campaign without a condition is a reduced
 * price on the product everywhere, with its splash text and the 30-day before price (price-history.ts); TakeX,
 * FreeGift and every conditional campaign are priced in the basket (shop/pricing/basket-campaigns.ts).
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isCustomerService } from '../access'
import { CAMPAIGN_DISCOUNT_KINDS, CAMPAIGN_TYPES } from '../shop/pricing/campaign'
import { announceChange } from '../db/announce-change'

export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  labels: labels({ da: 'Kampagne', en: 'Campaign' }, { da: 'Kampagner', en: 'Campaigns' }),
  admin: { useAsTitle: 'name', group: GROUPS.catalogue, defaultColumns: ['name', 'type', 'validFrom', 'validTo', 'active'] },
  // Future and inactive campaigns are staff knowledge; shoppers see running ones through the shop's prices only.
  access: { read: isCustomerService, create: isCustomerService, update: isCustomerService, delete: isCustomerService },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'For staff; shoppers see the splash text.' } },
    { name: 'type', type: 'select', required: true, options: [...CAMPAIGN_TYPES], defaultValue: 'Regular' },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'validTo', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'splashText',
      type: 'text',
      localized: true,
      admin: { description: 'The badge on the product, e.g. "Spar 20 %". Empty: worked out from the discount.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'discountKind', type: 'select', required: true, options: [...CAMPAIGN_DISCOUNT_KINDS], defaultValue: 'Percentage' },
        {
          name: 'percentage',
          type: 'number',
          min: 1,
          max: 90,
          admin: { condition: (data) => data?.discountKind === 'Percentage', description: 'Off the consumer price, 1–90 %' },
        },
        {
          name: 'amount',
          type: 'number',
          min: 1,
          admin: {
            condition: (data) => data?.discountKind !== 'Percentage',
            description: 'Øre incl. VAT: the amount off (AmountOff) or the campaign price (FixedPrice)',
            step: 1,
          },
        },
      ],
    },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, index: true },
    {
      type: 'row',
      admin: { condition: (data) => data?.type === 'TakeX' },
      fields: [
        { name: 'take', type: 'number', min: 2, admin: { step: 1, description: 'Take this many of the products (mixed)…' } },
        { name: 'pay', type: 'number', min: 0, admin: { step: 1, description: '…and pay for this many ("3 for 2")' } },
        { name: 'fixedPrice', type: 'number', min: 0, admin: { step: 1, description: '…or pay this, øre incl. VAT ("3 for 250,-")' } },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.type === 'FreeGift' },
      fields: [
        {
          name: 'giftProduct',
          type: 'relationship',
          relationTo: 'products',
          admin: { description: 'Put in the basket at 0,- while the condition holds' },
        },
        { name: 'giftQuantity', type: 'number', min: 1, defaultValue: 1, admin: { step: 1 } },
      ],
    },
    {
      name: 'condition',
      type: 'group',
      admin: {
        description:
          'Conditional: the campaign counts only in baskets that meet every condition set here. A conditional campaign is priced in the basket only, not on product pages.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'minQuantity', type: 'number', min: 1, admin: { step: 1, description: 'Units of the products' } },
            { name: 'minAmount', type: 'number', min: 1, admin: { step: 1, description: 'Basket amount, øre incl. VAT' } },
            { name: 'customerType', type: 'select', options: ['B2C', 'B2B'] },
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data?.validFrom && data?.validTo && new Date(data.validTo) <= new Date(data.validFrom)) {
          throw new Error('A campaign must end after it starts')
        }
        return data
      },
    ],
    // Which products are on offer, and at what price, changed (search-cache.ts).
    afterChange: [({ req }) => announceChange(req, 'catalogue')],
    afterDelete: [({ req }) => announceChange(req, 'catalogue')],
  },
}
