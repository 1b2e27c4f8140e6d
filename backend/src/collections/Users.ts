/** Staff users of the admin: admins, editors and customer service (who may act as customers). */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { adminField, isAdmin } from '../access'
import { env } from '../env'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: labels({ da: 'Medarbejder', en: 'User' }, { da: 'Medarbejdere', en: 'Users' }),
  admin: { useAsTitle: 'email', group: GROUPS.administration },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // The admin session cookie (payload-token): never over plain http once the backend is served over https, and
    // never sent along with a request another site starts.
    cookies: { secure: new URL(env().BACKEND_URL).protocol === 'https:', sameSite: 'Strict' },
  },
  access: {
    read: ({ req }) => (req.user?.collection === 'users' ? (isAdmin({ req }) ? true : { id: { equals: req.user.id } }) : false),
    create: isAdmin,
    update: ({ req }) => (req.user?.collection === 'users' ? (isAdmin({ req }) ? true : { id: { equals: req.user.id } }) : false),
    delete: isAdmin,
    // Payload lets any staff user unlock any other; a locked admin account is for an admin to look at.
    unlock: isAdmin,
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
