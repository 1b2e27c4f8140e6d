/**
 * Back-in-stock requests ("Giv mig besked", docs/adr/0037): who asked to be mailed when a sold-out product or variant
 * can be bought again. The shop writes and deletes them in SQL (shop/stock-alerts/store.ts); customer service reads
 * them per product to see the demand, and nobody edits them, here or over the REST API: each row is a person's
 * request, kept only until it is sent, unsubscribed or 12 months old.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isCustomerService } from '../access'

const readOnly = { readOnly: true }
const when = { ...readOnly, date: { pickerAppearance: 'dayAndTime' as const } }

export const StockAlerts: CollectionConfig = {
  slug: 'stock-alerts',
  labels: labels({ da: 'Lagerbesked', en: 'Back-in-stock request' }, { da: 'Lagerbeskeder', en: 'Back-in-stock requests' }),
  admin: {
    useAsTitle: 'email',
    group: GROUPS.catalogue,
    defaultColumns: ['product', 'variant', 'email', 'confirmedAt', 'sentAt', 'createdAt'],
    description:
      'Who asked to be mailed when a sold-out product comes back (filter by product). A guest’s request counts once confirmed; the mail goes out once when staff set stock again. Rows are deleted when sent (after 30 days), unsubscribed, or after 12 months.',
  },
  defaultSort: '-createdAt',
  access: { read: isCustomerService, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true, admin: readOnly },
    { name: 'variant', type: 'relationship', relationTo: 'product-variants', index: true, admin: readOnly },
    { name: 'email', type: 'text', required: true, index: true, admin: readOnly },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      admin: { ...readOnly, description: 'Set when a logged-in customer asked with the account’s own address.' },
    },
    { name: 'culture', type: 'select', required: true, defaultValue: 'da', options: ['da', 'en'], admin: readOnly },
    // Only the SHA-256 of the link's token; never shown or answered.
    { name: 'tokenHash', type: 'text', required: true, hidden: true },
    { name: 'confirmedAt', type: 'date', admin: { ...when, description: 'Empty until a guest confirms through the mail’s link.' } },
    { name: 'confirmationSentAt', type: 'date', admin: when },
    { name: 'sentAt', type: 'date', admin: { ...when, description: 'When the back-in-stock mail went out.' } },
  ],
}
