/**
 * Everything staff (or the shop on its own) did to an order after checkout (docs/adr/0044-order-fulfilment.md): ship,
 * hand over, capture, cancel, refund, invoice paid, and any field changed in the admin: who, what, when, for how
 * much, and the payment provider's answer. The shop writes it in SQL (shop/orders/fulfilment/store.ts); admins read it; nobody changes or deletes a row.
 * `key` is the operation's idempotency key, which the provider call carries too.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isAdmin } from '../access'

const readOnly = { readOnly: true }

export const OrderEvents: CollectionConfig = {
  slug: 'order-events',
  labels: labels({ da: 'Ordrehændelse', en: 'Order event' }, { da: 'Ordrehændelser (log)', en: 'Order events (log)' }),
  admin: {
    useAsTitle: 'action',
    group: GROUPS.administration,
    defaultColumns: ['createdAt', 'order', 'action', 'outcome', 'amount', 'actorName', 'message'],
    description: 'Every shipment, capture, cancellation, refund and paid invoice, with who did it and what the payment provider answered.',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: readOnly },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: ['Ship', 'HandOver', 'Capture', 'Cancel', 'Refund', 'InvoicePaid', 'Invoice', 'Edit'],
      admin: {
        ...readOnly,
        description: 'Edit: staff changed fields of the order in the admin or over REST (which ones, from what to what).',
      },
    },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: ['Pending', 'Done', 'Refused', 'Failed'],
      admin: { ...readOnly, description: 'Pending: begun and not finished (the next operation on the order finishes it first).' },
    },
    { name: 'key', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'amount', type: 'number', admin: { ...readOnly, description: 'In øre.' } },
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true, admin: readOnly },
    { name: 'actorName', type: 'text', admin: { ...readOnly, description: 'Empty: the shop itself (a ticket captured at purchase).' } },
    { name: 'message', type: 'text', admin: { ...readOnly, description: "The reason staff gave, or the provider's refusal." } },
    { name: 'request', type: 'json', admin: readOnly },
    { name: 'providerAnswer', type: 'json', admin: readOnly },
  ],
}
