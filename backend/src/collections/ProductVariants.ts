/**
 * Variants of a product (docs/product.md §3 VariantId, link type PimVariant): the sizes or editions one product page sells,
 * e.g. a wine as 75 cl and as magnum. Each has its own product number, price, stock and net content; the
 * product's own fields describe it, and a product without variants is sold as itself.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { anyone, isCustomerService } from '../access'
import { recordPriceChange } from '../shop/pricing/record-price'
import { variantSaved } from '../shop/stock-alerts/notify'

export const ProductVariants: CollectionConfig = {
  slug: 'product-variants',
  labels: labels({ da: 'Variant', en: 'Product variant' }, { da: 'Varianter', en: 'Product variants' }),
  admin: {
    useAsTitle: 'productNumber',
    group: GROUPS.catalogue,
    defaultColumns: ['productNumber', 'name', 'product', 'price', 'stockQuantity'],
  },
  access: { read: anyone, create: isCustomerService, update: isCustomerService, delete: isCustomerService },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'name', type: 'text', required: true, localized: true, admin: { description: 'What tells it apart: "Magnum 1,5 l"' } },
    { name: 'productNumber', type: 'text', required: true, unique: true, index: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { step: 1 } },
    {
      name: 'price',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'Consumer price in øre including VAT', step: 1 },
      validate: (value: number | null | undefined) =>
        (Number.isInteger(value) && (value ?? -1) >= 0) || 'Price must be a whole number of øre',
    },
    { name: 'stockQuantity', type: 'number', required: true, defaultValue: 0, min: 0, admin: { step: 1 } },
    {
      type: 'row',
      fields: [
        { name: 'netContent', type: 'number', min: 0 },
        { name: 'netContentUnit', type: 'select', options: ['l', 'kg', 'stk'] },
      ],
    },
  ],
  hooks: {
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        const productId = typeof doc.product === 'object' ? doc.product.id : doc.product
        await recordPriceChange(req, {
          product: productId,
          variant: doc.id,
          price: doc.price,
          previous: operation === 'create' ? null : previousDoc?.price,
        })
      },
      // Back in stock: as for products (docs/adr/0037).
      ({ doc, operation, req }) => {
        if (operation === 'update') variantSaved(req.payload, doc)
      },
    ],
  },
}
