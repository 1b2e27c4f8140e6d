/**
 * Age verifications (shop/age-verification): each attempt to verify a shopper's age, and for a finished one what the
 * shop must be able to document: the age verified at or above (16 or 18), when, by which provider, and the
 * provider's transaction reference. Never a birth date or a CPR number (docs/adr/0022). Staff read them; only the
 * shop API writes them. The attempt's PKCE verifier and nonce are hidden and cleared once it is finished.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isCustomerService } from '../access'
import { AGE_PROVIDERS } from '../shop/age-verification/provider'
import { AGE_VERIFICATION_STATUSES } from '../shop/age-verification/statuses'

const secret = { access: { read: () => false, create: () => false, update: () => false }, admin: { hidden: true } }

export const AgeVerifications: CollectionConfig = {
  slug: 'age-verifications',
  labels: labels({ da: 'Alderstjek', en: 'Age check' }, { da: 'Alderstjek', en: 'Age checks' }),
  admin: {
    useAsTitle: 'reference',
    group: GROUPS.shop,
    defaultColumns: ['status', 'verifiedAge', 'verifiedAt', 'provider', 'reference', 'customer'],
    description:
      'Age checks before alcohol is sold: who was verified at or above which age, when and by which provider. Birth dates are never stored.',
  },
  access: { read: isCustomerService, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'attempt',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'The OpenID Connect state of the attempt.' },
    },
    { name: 'provider', type: 'select', required: true, options: [...AGE_PROVIDERS], admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'Pending',
      options: [...AGE_VERIFICATION_STATUSES],
      admin: { readOnly: true },
    },
    { name: 'verifiedAge', type: 'number', admin: { readOnly: true, description: 'Verified at or above this age (16 or 18).' } },
    { name: 'verifiedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'reference', type: 'text', admin: { readOnly: true, description: "The provider's transaction reference." } },
    { name: 'basketUid', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: { readOnly: true } },
    { name: 'culture', type: 'select', options: ['da', 'en'], defaultValue: 'da', admin: { readOnly: true } },
    { name: 'returnPath', type: 'text', admin: { readOnly: true } },
    { name: 'codeVerifier', type: 'text', ...secret },
    { name: 'nonce', type: 'text', ...secret },
  ],
}
