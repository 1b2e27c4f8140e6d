/**
 * The built-in test payment provider's payments (shop/payments/test-provider.ts): what its hosted page shows and
 * decides. Only the demo and the tests use it; a real shop sets QuickPay's keys and never writes here.
 */
import { PROVIDER_PAYMENT_METHODS } from '@delikat/contract/checkout'
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isCustomerService } from '../access'
import { PAYMENT_STATES } from '../shop/payments/provider'

export const TestPayments: CollectionConfig = {
  slug: 'test-payments',
  labels: labels({ da: 'Testbetaling', en: 'Test payment' }, { da: 'Testbetalinger', en: 'Test payments' }),
  admin: { useAsTitle: 'paymentId', group: GROUPS.shop, description: 'Payments of the built-in TEST provider (no real money).' },
  access: { read: isCustomerService, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'paymentId', type: 'text', required: true, unique: true, index: true },
    { name: 'orderUid', type: 'text', required: true, index: true },
    { name: 'orderNumber', type: 'text', required: true },
    { name: 'amount', type: 'number', required: true },
    { name: 'currency', type: 'text', required: true, defaultValue: 'DKK' },
    { name: 'culture', type: 'select', options: ['da', 'en'], defaultValue: 'da' },
    { name: 'method', type: 'select', options: [...PROVIDER_PAYMENT_METHODS], defaultValue: 'CreditCard' },
    { name: 'continueUrl', type: 'text', required: true },
    { name: 'cancelUrl', type: 'text', required: true },
    { name: 'callbackUrl', type: 'text', required: true },
    { name: 'state', type: 'select', required: true, options: [...PAYMENT_STATES] },
    // Captures, cancels and refunds asked for, by idempotency key (docs/adr/0043-capture-void-refund.md).
    { name: 'operations', type: 'json', admin: { readOnly: true } },
  ],
}
