/** Staff users of the admin: admins, editors and customer service (who may act as customers). */
import type { CollectionConfig } from 'payload'
import { adminField, isAdmin } from '../access'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Administration' },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
  access: {
    read: ({ req }) => (req.user?.collection === 'users' ? (isAdmin({ req }) ? true : { id: { equals: req.user.id } }) : false),
    create: isAdmin,
    update: ({ req }) => (req.user?.collection === 'users' ? (isAdmin({ req }) ? true : { id: { equals: req.user.id } }) : false),
    delete: isAdmin,
    admin: ({ req }) => req.user?.collection === 'users',
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      access: { update: adminField, create: adminField },
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
        { label: 'Customer service', value: 'customerService' },
      ],
    },
  ],
}
