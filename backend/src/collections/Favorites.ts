/** A customer's favourite products (docs/product.md §3 favourite lookup, §7 product/toggle and product/favorites). */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isCustomerService } from '../access'

export const Favorites: CollectionConfig = {
  slug: 'favorites',
  labels: labels({ da: 'Favorit', en: 'Favourite' }, { da: 'Favoritter', en: 'Favourites' }),
  admin: { group: GROUPS.customers, defaultColumns: ['customer', 'product', 'createdAt'] },
  // Written only through the shop API (PUT product/toggle/{id}), which checks the logged-in customer.
  access: { read: isCustomerService, create: () => false, update: () => false, delete: isCustomerService },
  indexes: [{ fields: ['customer', 'product'], unique: true }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
  ],
}
