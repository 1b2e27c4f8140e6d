/**
 * The audit trail of staff acting as customers (docs/adr/0028): every start, stop, admin link and state-changing
 * shop call made while acting, with who, as whom, what and when. The shop writes it in SQL
 * (shop/impersonation/store.ts); admins read it; nobody changes or deletes a row, here or over the REST API.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isAdmin } from '../access'

const readOnly = { readOnly: true }

export const ImpersonationEvents: CollectionConfig = {
  slug: 'impersonation-events',
  labels: labels({ da: 'Handlet som kunde', en: 'Acted as customer' }, { da: 'Handlet som kunde (log)', en: 'Acting as customers (log)' }),
  admin: {
    useAsTitle: 'action',
    group: GROUPS.administration,
    defaultColumns: ['createdAt', 'action', 'staffName', 'customerEmail', 'method', 'path', 'status', 'reason'],
    description: 'Every time staff shopped as a customer: start, stop and each change made while acting. Nobody can edit or delete it.',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'select', required: true, options: ['Start', 'Stop', 'Link', 'Call'], admin: readOnly },
    {
      name: 'reason',
      type: 'text',
      admin: { ...readOnly, description: 'Why acting stopped: Stop, Switched, Logout, StaffLogout, IdleTimeout, SessionEnded.' },
    },
    { name: 'act', type: 'text', index: true, admin: { ...readOnly, description: 'The act the row belongs to (one start to its stop).' } },
    { name: 'staff', type: 'relationship', relationTo: 'users', index: true, admin: readOnly },
    { name: 'staffName', type: 'text', admin: readOnly },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly },
    { name: 'customerEmail', type: 'text', admin: readOnly },
    { name: 'method', type: 'text', admin: readOnly },
    { name: 'path', type: 'text', admin: readOnly },
    { name: 'status', type: 'number', admin: readOnly },
  ],
}
