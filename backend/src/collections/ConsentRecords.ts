/**
 * Consent records (docs/adr/0029): the cookie choices browsers made, every change of a customer's club, newsletter
 * and interest consents, and the calls the built-in marketing platform received. The shop writes all three in SQL
 * (shop/marketing/store.ts); admins read them; nobody creates, changes or deletes a row, here or over the REST API,
 * since a record that can be edited proves nothing.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isAdmin } from '../access'

const readOnly = { readOnly: true }
const recordOnly = { read: isAdmin, create: () => false, update: () => false, delete: () => false }

export const CookieConsents: CollectionConfig = {
  slug: 'cookie-consents',
  labels: labels({ da: 'Cookiesamtykke', en: 'Cookie consent' }, { da: 'Cookiesamtykker', en: 'Cookie consents' }),
  admin: {
    useAsTitle: 'consentId',
    group: GROUPS.administration,
    defaultColumns: ['recordedAt', 'consentId', 'method', 'functional', 'statistic', 'marketing', 'version'],
    description: 'Every cookie choice made on the storefront, as proof of consent. No IP address is kept. Nobody can edit or delete it.',
  },
  access: recordOnly,
  defaultSort: '-recordedAt',
  fields: [
    {
      name: 'consentId',
      type: 'text',
      required: true,
      index: true,
      admin: { ...readOnly, description: "The id the browser keeps in its consent cookie: how a visitor's choice is found." },
    },
    { name: 'version', type: 'text', required: true, admin: { ...readOnly, description: 'The version of the cookie text shown.' } },
    { name: 'functional', type: 'checkbox', defaultValue: false, admin: readOnly },
    { name: 'statistic', type: 'checkbox', defaultValue: false, admin: readOnly },
    { name: 'marketing', type: 'checkbox', defaultValue: false, admin: readOnly },
    { name: 'method', type: 'select', required: true, options: ['AcceptAll', 'RejectAll', 'Custom', 'External'], admin: readOnly },
    { name: 'url', type: 'text', admin: { ...readOnly, description: 'The page the choice was made on.' } },
    { name: 'recordedAt', type: 'date', required: true, index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'userAgent', type: 'text', admin: readOnly },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly },
  ],
}

export const ConsentEvents: CollectionConfig = {
  slug: 'consent-events',
  labels: labels({ da: 'Samtykkehændelse', en: 'Consent event' }, { da: 'Samtykker (historik)', en: 'Consents (history)' }),
  admin: {
    useAsTitle: 'kind',
    group: GROUPS.administration,
    defaultColumns: ['recordedAt', 'kind', 'action', 'customer', 'email', 'source', 'version'],
    description: 'Every club, newsletter and interest consent given, changed or withdrawn, and where. Nobody can edit or delete it.',
  },
  access: recordOnly,
  defaultSort: '-recordedAt',
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly },
    { name: 'email', type: 'text', index: true, admin: { ...readOnly, description: 'Set for a club sign-up without an account.' } },
    { name: 'kind', type: 'select', required: true, options: ['club', 'newsletter', 'legitimateInterests'], admin: readOnly },
    { name: 'action', type: 'select', required: true, options: ['granted', 'withdrawn', 'changed'], admin: readOnly },
    { name: 'value', type: 'json', admin: { ...readOnly, description: 'The interests chosen, or the reason given for leaving.' } },
    { name: 'version', type: 'text', admin: { ...readOnly, description: 'The version of the terms consented to.' } },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: ['account', 'signup', 'checkout', 'clubSignupForm', 'login'],
      admin: readOnly,
    },
    { name: 'recordedAt', type: 'date', required: true, index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

export const MarketingPlatformCalls: CollectionConfig = {
  slug: 'marketing-platform-calls',
  labels: labels(
    { da: 'Kald til marketingplatform', en: 'Marketing platform call' },
    { da: 'Marketingplatform (indbygget)', en: 'Marketing platform (built-in)' },
  ),
  admin: {
    useAsTitle: 'operation',
    group: GROUPS.administration,
    defaultColumns: ['createdAt', 'operation', 'email', 'hardId'],
    description:
      'The built-in marketing platform (MARKETING_PLATFORM=builtin): what would have gone to Bloomreach. Empty when Bloomreach is used.',
  },
  access: recordOnly,
  defaultSort: '-createdAt',
  fields: [
    { name: 'operation', type: 'select', required: true, options: ['updateConsents', 'updateAttributes'], admin: readOnly },
    { name: 'hardId', type: 'text', index: true, admin: readOnly },
    { name: 'email', type: 'text', index: true, admin: readOnly },
    { name: 'body', type: 'json', admin: readOnly },
  ],
}
