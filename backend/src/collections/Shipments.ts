/**
 * The parcels an order went out in (docs/adr/0044-order-fulfilment.md): which lines, the carrier, the tracking number
 * and its link, and the label. The shop writes a row when staff ship (shop/orders/fulfilment/); staff read them on
 * the order; nobody edits or deletes one, here or over the REST API. The label itself is fetched through the staff
 * endpoint GET /api/shop/staff/orders/{id}/shipments/{shipmentId}/label.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isCustomerService } from '../access'

const readOnly = { readOnly: true }

export const Shipments: CollectionConfig = {
  slug: 'shipments',
  labels: labels({ da: 'Forsendelse', en: 'Shipment' }, { da: 'Forsendelser', en: 'Shipments' }),
  admin: {
    useAsTitle: 'trackingNumber',
    group: GROUPS.shop,
    defaultColumns: ['shippedAt', 'order', 'carrier', 'trackingNumber', 'shippedByName'],
    description: 'What went out, in which parcel, with its tracking number. Made when an order is shipped; nobody edits it.',
  },
  access: { read: isCustomerService, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-shippedAt',
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: readOnly },
    { name: 'shippedAt', type: 'date', required: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'carrier', type: 'text', admin: readOnly },
    { name: 'methodType', type: 'text', admin: readOnly },
    { name: 'serviceLocation', type: 'text', admin: readOnly },
    { name: 'trackingNumber', type: 'text', index: true, admin: readOnly },
    { name: 'trackingUrl', type: 'text', admin: readOnly },
    {
      name: 'lines',
      type: 'json',
      admin: { ...readOnly, description: 'The order lines in the parcel: [{ lineId, name, quantity }].' },
    },
    { name: 'amount', type: 'number', admin: { ...readOnly, description: 'What the shipment captured, in øre.' } },
    { name: 'shippedBy', type: 'relationship', relationTo: 'users', index: true, admin: readOnly },
    { name: 'shippedByName', type: 'text', admin: readOnly },
    // The label PDF as base64; large and of no use in a form, so it is never sent to the admin or the REST API.
    { name: 'labelPdf', type: 'text', access: { read: () => false }, admin: { hidden: true } },
  ],
}
