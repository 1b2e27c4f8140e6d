/** Shop customers (SPEC §3 Customer): their own auth collection, apart from staff users. */
import { randomUUID } from 'node:crypto'
import type { CollectionConfig } from 'payload'
import { isCustomerService } from '../access'
import { isValidCvr } from '../shop/validation'

export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: { useAsTitle: 'email', group: 'Customers', defaultColumns: ['email', 'firstName', 'lastName', 'clientType'] },
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000, tokenExpiration: 60 * 60 * 24 * 14 },
  access: {
    read: ({ req }) => (req.user?.collection === 'customers' ? { id: { equals: req.user.id } } : isCustomerService({ req })),
    create: isCustomerService,
    update: isCustomerService,
    delete: isCustomerService,
    admin: () => false,
  },
  fields: [
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    {
      name: 'clientType',
      type: 'select',
      required: true,
      defaultValue: 'B2C',
      options: ['B2C', 'B2B'],
    },
    {
      name: 'hardId',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Stable customer id, also sent (hashed) to marketing tools.' },
      hooks: { beforeChange: [({ value }) => value || randomUUID()] },
    },
    { name: 'customerType', type: 'text', admin: { description: 'Customer segment, e.g. Private, Restaurant, Public.' } },
    { name: 'phone', type: 'text' },
    { name: 'company', type: 'text', admin: { condition: (data) => data?.clientType === 'B2B' } },
    {
      name: 'cvr',
      type: 'text',
      label: 'CVR',
      admin: { condition: (data) => data?.clientType === 'B2B' },
      validate: (value: string | null | undefined) => !value || isValidCvr(value) || 'CVR must be 8 digits with a valid check digit',
    },
  ],
}
