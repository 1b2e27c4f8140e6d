/** Baskets and their lines (SPEC §3 Basket). Written only through the shop API; staff may look. */
import type { CollectionConfig } from 'payload'
import { isCustomerService } from '../access'

const staffReadOnly = { read: isCustomerService, create: () => false, update: () => false, delete: isCustomerService }

export const Baskets: CollectionConfig = {
  slug: 'baskets',
  admin: { useAsTitle: 'uid', group: 'Shop', defaultColumns: ['uid', 'customer', 'updatedAt'] },
  access: staffReadOnly,
  fields: [
    { name: 'uid', type: 'text', required: true, unique: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'voucher', type: 'relationship', relationTo: 'vouchers' },
  ],
}

export const BasketLines: CollectionConfig = {
  slug: 'basket-lines',
  admin: { useAsTitle: 'lineUid', group: 'Shop' },
  access: staffReadOnly,
  fields: [
    { name: 'lineUid', type: 'text', required: true, unique: true, index: true },
    { name: 'basket', type: 'relationship', relationTo: 'baskets', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
    { name: 'variant', type: 'relationship', relationTo: 'product-variants' },
    { name: 'quantity', type: 'number', required: true, min: 1 },
  ],
}
