/**
 * Orders (docs/product.md §3 Order, identified by orderUid). A placed order is a snapshot: its lines, prices, addresses and
 * totals are copied from the basket at checkout, so a later price or name change never rewrites a receipt.
 * Checkout writes them; customers read their own through the shop API (order/search, order/{uid}/receipt).
 */
import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'
import { dbPool } from '../db/pool'
import { ShopError } from '../shop/errors'
import { cancelOrderByStaff, recordFormEdit, recordInvoicePaidInForm, shipOrder } from '../shop/orders/fulfilment/service'
import { configuredPaymentProvider } from '../shop/payments/configured'
import { shippingProvider } from '../shop/shipping'
import { GROUPS, labels } from '../admin/labels'
import { hasRole, isAdmin, isCustomerService } from '../access'
import { issueInvoiceGiftCards } from '../shop/checkout/invoice-orders'
import { LINE_EXEMPTIONS } from '../shop/withdrawal/constants'

const customerService: FieldAccess = ({ req }) => hasRole('customerService')(req)
const never: FieldAccess = () => false

const money = (name: string): Field => ({ name, type: 'number', required: true, defaultValue: 0, admin: { description: 'In øre.' } })

const actorOf = (req: PayloadRequest) => {
  const user = req.user as { id?: number; name?: string | null; email?: string } | null
  return { id: typeof user?.id === 'number' ? user.id : null, name: user?.name?.trim() || user?.email || null }
}

/**
 * Staff setting `status` (the admin's select, or PATCH /api/orders/{id}) run the operation it names before Payload
 * saves: Shipped ships what remains, Cancelled cancels. Any other change is refused: the status follows the
 * payment and the shipments. A refusal (the provider's reason too) reaches staff as the save's error.
 */
const statusChangeRunsOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || req.payloadAPI === 'local') return args
  const data = (args as { data?: { status?: string } }).data
  if (!data?.status) return args
  const id = (args as { id?: number | string }).id
  if (id === undefined) throw new APIError('Change the status of one order at a time.', 400, undefined, true)
  const orderId = Number(id)
  const current = await currentStatus(req, orderId)
  if (current === null || data.status === current) return args
  const culture = req.locale === 'en' ? 'en' : 'da'
  const providers = { payments: configuredPaymentProvider(req.payload), shipping: shippingProvider() }
  try {
    if (data.status === 'Shipped') await shipOrder(req.payload, orderId, undefined, actorOf(req), culture, providers)
    else if (data.status === 'Cancelled')
      await cancelOrderByStaff(
        req.payload,
        orderId,
        culture === 'en' ? 'Status set to Cancelled in the admin' : 'Status sat til Annulleret i admin',
        actorOf(req),
        culture,
        providers,
      )
    else
      throw new APIError(
        culture === 'en'
          ? `The status follows the order's handling and cannot be set to ${data.status}.`
          : `Status følger ordrens håndtering og kan ikke sættes til ${data.status}.`,
        400,
        undefined,
        true,
      )
  } catch (error) {
    if (error instanceof ShopError) throw new APIError(error.message, error.status >= 500 ? 400 : error.status, undefined, true)
    throw error
  }
  data.status = (await currentStatus(req, orderId)) ?? data.status
  return args
}

async function currentStatus(req: PayloadRequest, orderId: number): Promise<string | null> {
  const { rows } = await dbPool(req.payload).query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])
  return rows[0]?.status ?? null
}

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: labels({ da: 'Ordre', en: 'Order' }, { da: 'Ordrer', en: 'Orders' }),
  admin: {
    useAsTitle: 'orderNumber',
    group: GROUPS.shop,
    defaultColumns: ['orderNumber', 'customer', 'status', 'paymentMethod', 'placedAt', 'shippedAt'],
    listSearchableFields: ['orderNumber', 'email'],
  },
  access: { read: isCustomerService, create: isAdmin, update: isCustomerService, delete: isAdmin },
  hooks: {
    // A status set by staff over the admin or REST runs the operation it names (docs/adr/0044-order-fulfilment.md).
    beforeOperation: [statusChangeRunsOperation],
    // Marking an invoice paid issues the gift cards the order bought and mails their codes, once (docs/adr/0019).
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (req.payloadAPI !== 'local' && operation === 'update') {
          await recordFormEdit(req, previousDoc, doc, actorOf(req))
          if (doc.invoicePaidAt && !previousDoc?.invoicePaidAt) await recordInvoicePaidInForm(req, doc, actorOf(req))
        }
        await issueInvoiceGiftCards(req.payload, doc)
        return doc
      },
    ],
  },
  fields: [
    // Ship, cancel, refund and invoice paid, with the shipments and the history (admin/OrderActions.tsx).
    { name: 'orderActions', type: 'ui', admin: { components: { Field: '/admin/OrderActions#OrderActions' } } },
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
      admin: {
        description:
          'Follows the order’s handling. Setting it to Shipped ships what remains (capturing the payment, making the label); Cancelled cancels the order (voiding the payment). Use “Ordrehåndtering” above for part shipments and refunds.',
      },
    },
    {
      name: 'shippedAt',
      type: 'date',
      access: { create: never, update: never },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the last of the order went out (or was handed over in the shop).',
      },
    },
    {
      name: 'cancelledAt',
      type: 'date',
      access: { create: never, update: never },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
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
        // Written by the order operations (shop/orders/fulfilment/), never by a form: a stale admin form cannot undo a shipment.
        { name: 'shippedQuantity', type: 'number', defaultValue: 0, access: { create: never, update: never }, admin: { readOnly: true } },
        { name: 'refundedQuantity', type: 'number', defaultValue: 0, access: { create: never, update: never }, admin: { readOnly: true } },
        {
          name: 'returnedQuantity',
          type: 'number',
          defaultValue: 0,
          access: { create: never, update: never },
          admin: { readOnly: true, description: 'Came back and put back in stock.' },
        },
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
        description:
          'What the customer withdrew from ("Fortryd købet her"). Refund it with “Refunder…” under Ordrehåndtering above, ticking that the goods came back when they have.',
      },
    },
    {
      name: 'shipments',
      type: 'join',
      collection: 'shipments',
      on: 'order',
      defaultSort: 'shippedAt',
      admin: { defaultColumns: ['shippedAt', 'carrier', 'trackingNumber', 'amount', 'shippedByName'] },
    },
    {
      name: 'events',
      type: 'join',
      collection: 'order-events',
      on: 'order',
      defaultSort: 'createdAt',
      admin: {
        defaultColumns: ['createdAt', 'action', 'outcome', 'amount', 'actorName', 'message'],
        description: 'What was done to the order after checkout, with the payment provider’s answers.',
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
        // The provider's side, written by checkout and the order operations only: a stale admin form cannot undo a capture.
        {
          name: 'provider',
          type: 'select',
          options: ['test', 'quickpay'],
          access: { create: never, update: never },
          admin: { readOnly: true },
        },
        { name: 'providerPaymentId', type: 'text', index: true, access: { create: never, update: never }, admin: { readOnly: true } },
        {
          name: 'state',
          type: 'select',
          options: ['Created', 'Authorized', 'Settled', 'Declined', 'Cancelled'],
          access: { create: never, update: never },
          admin: { readOnly: true },
        },
        { name: 'paymentUrl', type: 'text', access: { create: never, update: never }, admin: { readOnly: true } },
        {
          name: 'capturedAmount',
          type: 'number',
          defaultValue: 0,
          access: { create: never, update: never },
          admin: { readOnly: true, description: 'Captured (charged) so far, in øre.' },
        },
        {
          name: 'refundedAmount',
          type: 'number',
          defaultValue: 0,
          access: { create: never, update: never },
          admin: { readOnly: true, description: 'Refunded so far, in øre.' },
        },
        {
          name: 'authorizationExpiresAt',
          type: 'date',
          index: true,
          access: { create: never, update: never },
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            description:
              "When the card's reservation lapses at the provider; ship (capture) before. Empty once nothing is left to capture.",
          },
        },
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
