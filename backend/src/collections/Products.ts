/**
 * The catalogue (docs/product.md §3 Product card). Prices are integer øre incl. 25 % VAT, as the shop sets them for consumers.
 * The products table also holds columns Payload does not manage (migration catalogue_search): `views`, counted by
 * `GET product/{id}` in SQL so an editor's save never resets it, and generated search columns with their indexes.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { anyone, isCustomerService } from '../access'
import { STORAGE_TYPES, WINE_COLOURS } from '../shop/catalogue/attributes'
import {
  AGE_LIMIT_OVERRIDES,
  ALCOHOL_ADULT_ABOVE_PERCENTAGE,
  ALCOHOL_ADULT_AGE,
  ALCOHOL_AGE_LIMIT_ABOVE_PERCENTAGE,
  ALCOHOL_MIN_AGE,
  PRODUCT_TYPES,
  STOCK_STATES,
} from '../shop/constants'
import { recordPriceChange } from '../shop/pricing/record-price'
import { WITHDRAWAL_EXEMPTION_SETTINGS } from '../shop/withdrawal/constants'
import { slugify } from '../shop/slug'
import { announceChange } from '../db/announce-change'
import { validateProductEan } from '../shop/catalogue/ean'
import { productSaved } from '../shop/stock-alerts/notify'

/** An event's place is required in Danish; another language falls back to the Danish when left empty. */
function validateEventPlace(value: unknown, { req }: { req: { locale?: string | null } }): true | string {
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== ''
  if (filled(value)) return true
  if (value && typeof value === 'object' && filled((value as Record<string, unknown>).da)) return true
  if (req.locale && req.locale !== 'da') return true
  return 'An event needs its place'
}

export const Products: CollectionConfig = {
  slug: 'products',
  labels: labels({ da: 'Produkt', en: 'Product' }, { da: 'Produkter', en: 'Products' }),
  admin: { useAsTitle: 'name', group: GROUPS.catalogue, defaultColumns: ['name', 'productNumber', 'type', 'price', 'stockQuantity'] },
  access: { read: anyone, create: isCustomerService, update: isCustomerService, delete: isCustomerService },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'friendlyUrlName',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The URL segment: /produkter/{friendlyUrlName}/{id}/. Filled from the Danish name when empty.' },
      hooks: {
        beforeValidate: [({ value, data }) => (value ? slugify(String(value)) : data?.name ? slugify(String(data.name)) : value)],
      },
    },
    { name: 'productNumber', type: 'text', required: true, unique: true, index: true },
    {
      name: 'ean',
      type: 'text',
      label: 'EAN (GTIN-13)',
      admin: { description: 'The 13 digits under the barcode, e.g. 5701234567899; shown on the product page and the product sheet.' },
      validate: validateProductEan,
    },
    { name: 'type', type: 'select', required: true, options: [...PRODUCT_TYPES], defaultValue: 'Food' },
    {
      // A tasting's when and where (docs/adr/0041); its stock quantity is its seats.
      type: 'collapsible',
      label: { da: 'Arrangement', en: 'Event' },
      admin: {
        condition: (data) => data?.type === 'Event',
        description: 'Shown on the card and the product page; the stock quantity is the number of seats. Sale stops when it begins.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'eventStartsAt',
              type: 'date',
              label: { da: 'Starter', en: 'Starts at' },
              admin: {
                date: { pickerAppearance: 'dayAndTime', timeIntervals: 15, timeFormat: 'HH:mm', displayFormat: 'd. MMM yyyy HH:mm' },
              },
              validate: (value: Date | string | null | undefined) =>
                (value != null && !Number.isNaN(new Date(value).getTime())) || 'An event needs its date and time',
            },
            {
              name: 'eventDurationMinutes',
              type: 'number',
              label: { da: 'Varighed (minutter)', en: 'Duration (minutes)' },
              min: 15,
              max: 24 * 60,
              admin: { step: 15 },
            },
          ],
        },
        {
          name: 'eventPlace',
          type: 'text',
          localized: true,
          label: { da: 'Sted', en: 'Place' },
          admin: { description: 'Delikat Aarhus, Vestergade 12' },
          validate: validateEventPlace,
        },
      ],
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { description: 'Where the product is listed; a category also lists the products of its subcategories.' },
    },
    {
      name: 'price',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'Consumer price in øre including VAT (16900 = 169,-).', step: 1 },
      validate: (value: number | null | undefined) =>
        (Number.isInteger(value) && (value ?? -1) >= 0) || 'Price must be a whole number of øre',
    },
    {
      type: 'row',
      fields: [
        { name: 'stockQuantity', type: 'number', required: true, defaultValue: 0, min: 0, admin: { step: 1 } },
        {
          name: 'stockState',
          type: 'select',
          options: STOCK_STATES.filter((s) => s !== 'InStock'),
          defaultValue: 'OutOfStock',
          admin: { description: 'Shown when the quantity is 0.' },
        },
        { name: 'stockDate', type: 'date', admin: { condition: (data) => data?.stockState === 'StockWithDate' } },
      ],
    },
    { name: 'defaultQuantity', type: 'number', defaultValue: 1, min: 1, admin: { step: 1 } },
    { name: 'alcoholPercentage', type: 'number', min: 0, max: 100, admin: { description: '% vol; decides the buyer’s minimum age.' } },
    {
      name: 'ageLimit',
      type: 'select',
      options: [...AGE_LIMIT_OVERRIDES],
      defaultValue: 'auto',
      admin: {
        description:
          `Who may buy it. auto: from the alcohol percentage (above ${ALCOHOL_AGE_LIMIT_ABOVE_PERCENTAGE} %: ${ALCOHOL_MIN_AGE}, ` +
          `above ${ALCOHOL_ADULT_ABOVE_PERCENTAGE} %: ${ALCOHOL_ADULT_AGE}; a 0.5 % "alkoholfri" drink is already free to all). ` +
          'none: anyone, whatever the percentage. 16 / 18: at least that age, for products without a percentage of their own, e.g. a gift basket with wine: 18.',
      },
    },
    {
      name: 'withdrawalExemption',
      type: 'select',
      options: [...WITHDRAWAL_EXEMPTION_SETTINGS],
      defaultValue: 'auto',
      admin: {
        description:
          'Whether a consumer may withdraw from buying it within 14 days (docs/adr/0023). auto: events are exempt (a ticket for a set date), ' +
          'food and gift baskets stored chilled or frozen are exempt (perishable), everything else may be withdrawn. none: may always be withdrawn. ' +
          'perishable / event / personalised (made to the customer’s wishes): exempt. sealedHygiene: may be withdrawn only while the seal is unbroken. ' +
          'Orders keep the setting they were placed under.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'netContent', type: 'number', min: 0, admin: { description: 'For the price per unit, e.g. 0.75' } },
        { name: 'netContentUnit', type: 'select', options: ['l', 'kg', 'stk'] },
      ],
    },
    {
      type: 'collapsible',
      label: 'Attributes shoppers filter on',
      admin: { description: 'Wine: country, region, grape, vintage, producer, colour. Food: origin and storage.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'country', type: 'text', localized: true, admin: { description: 'Italien / Italy' } },
            { name: 'region', type: 'text', localized: true, admin: { description: 'Piemonte / Piedmont' } },
            { name: 'origin', type: 'text', localized: true, admin: { description: 'Food: where it comes from, e.g. Danmark / Denmark' } },
          ],
        },
        {
          type: 'row',
          fields: [
            // Grape and producer are names, the same in every language.
            { name: 'grape', type: 'text', admin: { description: 'Nebbiolo; several as "Grenache, Syrah"' } },
            { name: 'producer', type: 'text' },
            {
              name: 'vintage',
              type: 'number',
              min: 1800,
              max: 2200,
              admin: { step: 1 },
              validate: (value: number | null | undefined) => value == null || Number.isInteger(value) || 'A vintage is a year',
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'colour', type: 'select', options: [...WINE_COLOURS] },
            { name: 'storage', type: 'select', options: [...STORAGE_TYPES] },
            { name: 'organic', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    { name: 'shortDescription', type: 'textarea', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'variants',
      type: 'join',
      collection: 'product-variants',
      on: 'product',
      defaultSort: 'sortOrder',
      admin: { description: 'Sizes or editions sold on this product page; without any, the product is sold as itself.' },
    },
    {
      name: 'review',
      type: 'group',
      fields: [
        { name: 'score', type: 'number', min: 0, max: 5 },
        { name: 'reviewer', type: 'text' },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
  hooks: {
    // The price history behind the 30-day before price (shop/pricing/price-history.ts).
    afterChange: [
      async ({ doc, previousDoc, operation, req }) =>
        recordPriceChange(req, { product: doc.id, price: doc.price, previous: operation === 'create' ? null : previousDoc?.price }),
      // Search answers and campaign prices held for a few seconds are out of date now (search-cache.ts).
      ({ req }) => announceChange(req, 'catalogue'),
      // Back in stock: one mail per waiting request, in the background so the save never waits or fails (docs/adr/0037).
      ({ doc, operation, req }) => {
        if (operation === 'update') productSaved(req.payload, doc)
      },
    ],
    afterDelete: [({ req }) => announceChange(req, 'catalogue')],
  },
}
