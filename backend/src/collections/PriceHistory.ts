/**
 * Every regular price a product has had, from when (docs/architecture.md §6, the price-indication rules): written by the
 * products' hook whenever a price is set or changed, never by hand, so the 30-day before price of a campaign
 * (shop/pricing/price-history.ts) rests on the record.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isCustomerService } from '../access'

export const PriceHistory: CollectionConfig = {
  slug: 'price-history',
  labels: labels({ da: 'Prisændring', en: 'Price change' }, { da: 'Prishistorik', en: 'Price history' }),
  admin: {
    group: GROUPS.catalogue,
    defaultColumns: ['product', 'price', 'validFrom'],
    description: 'Written when a product price changes.',
  },
  access: { read: isCustomerService, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'variant', type: 'relationship', relationTo: 'product-variants', index: true },
    { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'Øre incl. VAT' } },
    { name: 'validFrom', type: 'date', required: true, index: true },
  ],
}
