/**
 * Gift cards and the basket's gift-card parts (docs/product.md §3 Basket: gift-card lines and gift-card usages).
 * A gift card is issued when a bought one is paid (checkout); staff may issue one by hand (a refund, a prize).
 * Its code is the only thing that spends it: long, random, from an alphabet without look-alike characters.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isAdmin, isCustomerService } from '../access'
import { generateGiftCardCode, normaliseCode } from '../shop/giftcards/codes'

const staffReadOnly = { read: isCustomerService, create: () => false, update: () => false, delete: isCustomerService }

export const GiftCards: CollectionConfig = {
  slug: 'gift-cards',
  labels: labels({ da: 'Gavekort', en: 'Gift card' }, { da: 'Gavekort', en: 'Gift cards' }),
  admin: { useAsTitle: 'code', group: GROUPS.shop, defaultColumns: ['code', 'balance', 'initialAmount', 'status', 'expiresAt'] },
  access: { read: isCustomerService, create: isCustomerService, update: isCustomerService, delete: isAdmin },
  fields: [
    {
      name: 'code',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Made when the card is issued. Give it only to the card holder.' },
      hooks: { beforeChange: [({ value }) => (value ? normaliseCode(String(value)) : generateGiftCardCode())] },
    },
    { name: 'initialAmount', type: 'number', required: true, min: 1, admin: { description: 'In øre.' } },
    {
      name: 'balance',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'In øre. Lowered only by a paid order, never below 0.' },
    },
    { name: 'status', type: 'select', required: true, defaultValue: 'Active', options: ['Active', 'Blocked'] },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'orderUid', type: 'text', index: true, admin: { readOnly: true, description: 'The order that bought it.' } },
  ],
}

export const GiftCardLines: CollectionConfig = {
  slug: 'gift-card-lines',
  labels: labels({ da: 'Gavekortlinje', en: 'Gift card line' }, { da: 'Gavekortlinjer', en: 'Gift card lines' }),
  admin: { useAsTitle: 'lineUid', group: GROUPS.shop },
  access: staffReadOnly,
  fields: [
    { name: 'lineUid', type: 'text', required: true, unique: true, index: true },
    { name: 'basket', type: 'relationship', relationTo: 'baskets', required: true, index: true },
    { name: 'amount', type: 'number', required: true, min: 1 },
    { name: 'quantity', type: 'number', required: true, min: 1 },
    { name: 'isGift', type: 'checkbox', defaultValue: false },
    { name: 'greeting', type: 'textarea' },
    { name: 'greetings', type: 'json', admin: { description: 'One greeting per card, when they differ.' } },
  ],
}

export const GiftCardUsages: CollectionConfig = {
  slug: 'gift-card-usages',
  labels: labels({ da: 'Gavekortindløsning', en: 'Gift card usage' }, { da: 'Gavekortindløsninger', en: 'Gift card usages' }),
  admin: { useAsTitle: 'usageUid', group: GROUPS.shop },
  access: staffReadOnly,
  fields: [
    { name: 'usageUid', type: 'text', required: true, unique: true, index: true },
    { name: 'basket', type: 'relationship', relationTo: 'baskets', required: true, index: true },
    { name: 'giftCard', type: 'relationship', relationTo: 'gift-cards', required: true, index: true },
  ],
}
