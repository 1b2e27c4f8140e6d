/**
 * Delivery methods (docs/product.md §9 DeliveryMethodType): home delivery, PostNord service points, click and collect in the
 * shop, Burd bike courier and no delivery (events, e-gift cards). Staff set each one's price (incl. VAT; business
 * customers see it without), the basket amount from which it is free, and for Burd the postal codes it rides to.
 * Checkout offers the active ones that suit the basket and the address (shop/checkout/delivery.ts).
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isAdmin, isCustomerService } from '../access'
import { DELIVERY_METHOD_TYPES } from '../shop/constants'
import { parsePostalCodeAreas } from '../shop/checkout/postal-areas'

export const DeliveryMethods: CollectionConfig = {
  slug: 'delivery-methods',
  labels: labels({ da: 'Leveringsmåde', en: 'Delivery method' }, { da: 'Leveringsmåder', en: 'Delivery methods' }),
  admin: { useAsTitle: 'name', group: GROUPS.shop, defaultColumns: ['name', 'methodType', 'price', 'freeAbove', 'active', 'sortOrder'] },
  access: { read: isCustomerService, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      admin: { description: 'Shown under the name in checkout, e.g. "1-2 hverdage".' },
    },
    { name: 'methodType', type: 'select', required: true, options: [...DELIVERY_METHOD_TYPES] },
    { name: 'price', type: 'number', required: true, min: 0, defaultValue: 0, admin: { description: 'In øre, incl. VAT.' } },
    {
      name: 'freeAbove',
      type: 'number',
      min: 0,
      admin: { description: 'Free when the goods (after discounts, incl. VAT) reach this amount in øre. Empty: never free.' },
    },
    {
      name: 'postalCodes',
      type: 'text',
      admin: {
        description: 'Burd only: the postal codes it delivers to, as codes and ranges ("1000-2990, 8000-8270"). Empty: everywhere.',
        condition: (data) => data?.methodType === 'Burd',
      },
      validate: (value: string | null | undefined) =>
        !value || parsePostalCodeAreas(value) !== null || 'Use 4-digit postal codes and ranges such as 1000-2990, separated by commas',
    },
    {
      name: 'pickupAddress',
      type: 'text',
      localized: true,
      admin: {
        description: 'Click and collect: where the shopper collects, with opening hours.',
        condition: (data) => data?.methodType === 'SimplePickup',
      },
    },
    { name: 'active', type: 'checkbox', defaultValue: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
