/**
 * Campaigns (SPEC §3, §9 CampaignType). This step prices the Regular campaign: a reduced price for the chosen
 * products within a period, shown with its splash text and the 30-day before price (price-history.ts).
 * FreeGift and TakeX and the Conditional variants are priced in the basket (issue 6) on the same documents.
 */
import type { CollectionConfig } from 'payload'
import { anyone, isCustomerService } from '../access'
import { CAMPAIGN_DISCOUNT_KINDS, CAMPAIGN_TYPES } from '../shop/pricing/campaign'
import { searchCatalogueChanged } from '../shop/catalogue/search-cache'

export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  admin: { useAsTitle: 'name', group: 'Catalogue', defaultColumns: ['name', 'type', 'validFrom', 'validTo', 'active'] },
  access: { read: anyone, create: isCustomerService, update: isCustomerService, delete: isCustomerService },
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
    { name: 'splashText', type: 'text', localized: true, admin: { description: 'The badge on the product, e.g. "Spar 20 %". Empty: worked out from the discount.' } },
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
    afterChange: [() => searchCatalogueChanged()],
    afterDelete: [() => searchCatalogueChanged()],
  },
}
