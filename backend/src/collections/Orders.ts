/**
 * Orders (docs/product.md §3 Order, identified by orderUid). A placed order is a snapshot: its lines, prices, addresses and
 * totals are copied from the basket at checkout, so a later price or name change never rewrites a receipt.
 * Checkout writes them; customers read their own through the shop API (order/search, order/{uid}/receipt).
 */
import { APIError, type CollectionConfig, type Field, type FieldAccess } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { hasRole, isAdmin, isCustomerService } from '../access'
import { issueInvoiceGiftCards } from '../shop/checkout/invoice-orders'
import { LINE_EXEMPTIONS } from '../shop/withdrawal/constants'

const customerService: FieldAccess = ({ req }) => hasRole('customerService')(req)

const money = (name: string): Field => ({ name, type: 'number', required: true, defaultValue: 0, admin: { description: 'In øre.' } })

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: labels({ da: 'Ordre', en: 'Order' }, { da: 'Ordrer', en: 'Orders' }),
  admin: { useAsTitle: 'orderNumber', group: GROUPS.shop, defaultColumns: ['orderNumber', 'customer', 'status', 'placedAt'] },
  access: { read: isCustomerService, create: isAdmin, update: isCustomerService, delete: isAdmin },
  hooks: {
    // Marking an invoice paid issues the gift cards the order bought and mails their codes, once (docs/adr/0019).
    afterChange: [
      async ({ doc, req }) => {
        await issueInvoiceGiftCards(req.payload, doc)
        return doc
      },
    ],
  },
  fields: [
    { name: 'uid', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'orderNumber', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'email', type: 'email', required: true },
    { name: 'culture', type: 'select', options: ['da', 'en'], defaultValue: 'da' },
    { name: 'isB2B', type: 'checkbox', defaultValue: false },
    { name: 'placedAt', type: 'date', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'Created',
      // docs/product.md §4 payment outcomes a stored order can be in, plus the shop's own fulfilment states.
      options: ['Created', 'Authorized', 'Settled', 'Shipped', 'Cancelled'],
    },
    {
      name: 'deliveredAt',
      type: 'date',
      access: { create: customerService, update: customerService },
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'When the customer got the goods (delivered, or collected in the shop). The 14-day withdrawal period runs from this day; until it is set the customer may always withdraw (docs/adr/0023). Orders of tickets and e-gift cards only count from the day they were placed.',
      },
    },
    { name: 'paymentMethod', type: 'select', required: true, options: ['CreditCard', 'MobilePay', 'Invoice'] },
    {
      name: 'invoicePaidAt',
      type: 'date',
      access: { create: customerService, update: customerService },
      admin: {
        condition: (data) => data?.paymentMethod === 'Invoice',
        date: { pickerAppearance: 'dayAndTime' },
        description:
          "When the invoice was paid. Setting it issues the gift cards the order bought and mails their codes (once); until then the order counts against the customer's invoice credit limit.",
      },
      hooks: {
        // Not a validate: Payload skips validating a field its admin condition hides, and a card order hides this one.
        beforeChange: [
          ({ value, siblingData, originalDoc }) => {
            const method =
              (siblingData as { paymentMethod?: string }).paymentMethod ??
              (originalDoc as { paymentMethod?: string } | undefined)?.paymentMethod
            if (value && method !== 'Invoice')
              throw new APIError('Only an invoice order has an invoice to mark paid.', 400, undefined, true)
            return value
          },
        ],
      },
    },
    {
      name: 'delivery',
      type: 'group',
      fields: [
        { name: 'methodType', type: 'select', options: ['DeliveryAddress', 'NoDelivery', 'PostNord', 'SimplePickup', 'Burd'] },
        { name: 'methodName', type: 'text' },
        { name: 'name', type: 'text' },
        { name: 'company', type: 'text' },
        { name: 'address', type: 'text' },
        { name: 'zip', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'serviceLocation', type: 'text', admin: { description: 'PostNord service point, when chosen.' } },
      ],
    },
    {
      name: 'lines',
      type: 'array',
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products' },
        { name: 'productNumber', type: 'text' },
        { name: 'name', type: 'text', required: true },
        { name: 'quantity', type: 'number', required: true, min: 1 },
        money('unitPrice'),
        money('linePrice'),
        { name: 'isFreeGift', type: 'checkbox', defaultValue: false },
        {
          name: 'withdrawalExemption',
          type: 'select',
          options: [...LINE_EXEMPTIONS],
          admin: { readOnly: true, description: 'The product’s withdrawal exemption when the order was placed (docs/adr/0023).' },
        },
      ],
    },
    {
      name: 'giftCardLines',
      type: 'array',
      fields: [
        money('amount'),
        { name: 'quantity', type: 'number', required: true, min: 1 },
        { name: 'isGift', type: 'checkbox' },
        { name: 'greeting', type: 'textarea' },
      ],
    },
    {
      name: 'totals',
      type: 'group',
      fields: [money('subTotal'), money('discount'), money('delivery'), money('giftCards'), money('vat'), money('total')],
    },
    {
      // Read-only by nature: a join lists the withdrawals that point at this order (collections/OrderWithdrawals.ts).
      name: 'withdrawals',
      type: 'join',
      collection: 'order-withdrawals',
      on: 'order',
      defaultSort: '-withdrawnAt',
      admin: {
        defaultColumns: ['withdrawnAt', 'total', 'reason', 'acknowledgedAt'],
        description: 'What the customer withdrew from ("Fortryd købet her"). Refund it by hand.',
      },
    },
    {
      name: 'invoiceDetails',
      type: 'json',
      admin: { description: 'The invoice fields as the customer filled them in (docs/product.md §3).' },
    },
    {
      name: 'payment',
      type: 'group',
      admin: { description: 'The card payment at the provider (none for invoice orders).' },
      fields: [
        { name: 'provider', type: 'select', options: ['test', 'quickpay'] },
        { name: 'providerPaymentId', type: 'text', index: true },
        { name: 'state', type: 'select', options: ['Created', 'Authorized', 'Settled', 'Declined', 'Cancelled'] },
        { name: 'paymentUrl', type: 'text' },
      ],
    },
    // Checkout's bookkeeping (shop/checkout/place-order.ts): which basket it came from, the client's idempotency key,
    // and what it holds back (stock, gift-card balances) so a cancelled order gives exactly that back.
    { name: 'basketUid', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'idempotencyKey', type: 'text', unique: true, admin: { readOnly: true } },
    { name: 'reserved', type: 'json', admin: { readOnly: true } },
    {
      name: 'clientAddress',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'The address the order was placed from: unpaid card orders are limited per client address.' },
    },
    {
      name: 'placedByStaff',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Placed by this staff member acting as the customer (docs/adr/0028). Empty: the customer placed it.',
      },
    },
    {
      name: 'placedByStaffName',
      type: 'text',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: "The staff member's name when the order was placed, kept for the receipt.",
      },
    },
    {
      name: 'purchaseReportedAt',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'When the purchase went to analytics (the first confirm after the order stood); it goes only once.',
      },
    },
    {
      name: 'ageVerification',
      type: 'relationship',
      relationTo: 'age-verifications',
      index: true,
      admin: { readOnly: true, description: 'The age check the order was sold under, when it holds age-limited drinks (docs/adr/0022).' },
    },
  ],
}
