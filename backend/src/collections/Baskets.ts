/** Baskets and their lines (docs/product.md §3 Basket). Written only through the shop API; staff may look. */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isCustomerService } from '../access'

const staffReadOnly = { read: isCustomerService, create: () => false, update: () => false, delete: isCustomerService }

export const Baskets: CollectionConfig = {
  slug: 'baskets',
  labels: labels({ da: 'Kurv', en: 'Basket' }, { da: 'Kurve', en: 'Baskets' }),
  admin: { useAsTitle: 'uid', group: GROUPS.shop, defaultColumns: ['uid', 'customer', 'updatedAt'] },
  access: staffReadOnly,
  fields: [
    { name: 'uid', type: 'text', required: true, unique: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'voucher', type: 'relationship', relationTo: 'vouchers' },
    // Checkout's state (shop/checkout): what the shopper has chosen and filled in so far, kept with the basket so a
    // reload or another device continues where they were.
    { name: 'deliveryMethod', type: 'relationship', relationTo: 'delivery-methods' },
    { name: 'deliveryAddress', type: 'json' },
    { name: 'serviceLocation', type: 'json', admin: { description: 'The PostNord service point chosen, as it was offered.' } },
    { name: 'invoiceDetails', type: 'json' },
    {
      name: 'submitStartedAt',
      type: 'date',
      admin: { description: 'Set while the basket is being turned into an order: a second submit is refused meanwhile.' },
    },
  ],
}

export const BasketLines: CollectionConfig = {
  slug: 'basket-lines',
  labels: labels({ da: 'Kurvlinje', en: 'Basket line' }, { da: 'Kurvlinjer', en: 'Basket lines' }),
  admin: { useAsTitle: 'lineUid', group: GROUPS.shop },
  access: staffReadOnly,
  fields: [
    { name: 'lineUid', type: 'text', required: true, unique: true, index: true },
    { name: 'basket', type: 'relationship', relationTo: 'baskets', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
    { name: 'variant', type: 'relationship', relationTo: 'product-variants' },
    { name: 'quantity', type: 'number', required: true, min: 1 },
  ],
}
