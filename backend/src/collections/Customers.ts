/**
 * Shop customers (docs/product.md §3 Customer): their own auth collection, apart from staff users. Payload hashes the
 * password, counts failed logins and locks the account (maxLoginAttempts, lockTime), and keeps one session per
 * login (useSessions): the storefront's HttpOnly session cookie and every short-lived bearer token carry that
 * session's id, so a logout ends them all at once (docs/adr/0015).
 */
import { randomUUID } from 'node:crypto'
import { APIError, type Access, type CollectionConfig, type Endpoint, type FieldAccess } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { hasRole, isCustomerService, isShopInternal } from '../access'
import { DEFAULT_INVOICE_CREDIT_LIMIT } from '../shop/constants'
import { LOGIN_LOCK_MS, MAX_LOGIN_ATTEMPTS, RESET_TOKEN_LIFETIME_MS, SESSION_LIFETIME_SECONDS } from '../shop/customers/constants'
import { formatPrice } from '@delikat/contract/money'
import { isValidCvr, isValidEan } from '@delikat/contract/identifiers'

/** Fields a customer may not change about themselves: who they are to the shop. */
const staffOnly: FieldAccess = ({ req }) => hasRole('customerService')(req)

/**
 * A customer reads and edits their own record, through the shop's code only (never Payload's REST, docs/security.md);
 * customer service every record.
 */
const ownOrStaff: Access = (args) => {
  const user = args.req.user as { collection?: string; id?: number } | null
  if (user?.collection === 'customers' && typeof user.id === 'number') return isShopInternal(args.req) ? { id: { equals: user.id } } : false
  return isCustomerService(args)
}

/**
 * Payload gives every auth collection REST routes of its own (login, refresh-token, forgot-password ...). Customers
 * log in, reset and end sessions through the shop API only, which keeps the per-client limits and the shop's
 * session rules (docs/adr/0015), so these routes are taken before Payload's and refuse everybody. Unlock stays, for
 * customer service in the admin (access.unlock).
 */
const refused: Endpoint['handler'] = async () =>
  Response.json(
    { errors: [{ message: 'Customers log in through the shop API (/api/shop/login/).' }], ErrorCode: 'Forbidden' },
    { status: 403 },
  )

const CLOSED_AUTH_ROUTES: Array<[Endpoint['method'], string]> = [
  ['post', '/login'],
  ['post', '/logout'],
  ['get', '/me'],
  ['post', '/refresh-token'],
  ['post', '/forgot-password'],
  ['post', '/reset-password'],
  ['get', '/init'],
  ['post', '/first-register'],
  ['post', '/verify/:id'],
]

const isB2B = (data: Record<string, unknown> | undefined) => data?.clientType === 'B2B'

export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: labels({ da: 'Kunde', en: 'Customer' }, { da: 'Kunder', en: 'Customers' }),
  admin: { useAsTitle: 'email', group: GROUPS.customers, defaultColumns: ['email', 'firstName', 'lastName', 'clientType', 'company'] },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOGIN_LOCK_MS,
    tokenExpiration: SESSION_LIFETIME_SECONDS,
    useSessions: true,
    forgotPassword: { expiration: RESET_TOKEN_LIFETIME_MS },
  },
  hooks: {
    // Payload's REST login for customers is closed (CLOSED_AUTH_ROUTES); should any other path reach Payload's login,
    // a blocked account still stays out. The shop's login (shop/customers/login.ts) answers InvalidAccountSetup itself.
    beforeLogin: [
      ({ req, user }) => {
        if ((user as { accountBlocked?: boolean }).accountBlocked && !req.context?.shopLogin) {
          throw new APIError('This account is blocked.', 403)
        }
        return user
      },
    ],
    // Blocking an account ends its sessions (in the same write, so within the update's own transaction), so its
    // bearer tokens stop working at once.
    beforeChange: [
      ({ data, originalDoc }) => {
        if (data?.accountBlocked && !originalDoc?.accountBlocked) return { ...data, sessions: [] }
        return data
      },
    ],
  },
  endpoints: CLOSED_AUTH_ROUTES.map(([method, path]) => ({ method, path, handler: refused })),
  access: {
    read: ownOrStaff,
    create: isCustomerService,
    update: ownOrStaff,
    delete: isCustomerService,
    unlock: isCustomerService,
    admin: () => false,
  },
  fields: [
    // "Handl som kunden": opens the storefront acting as this customer (docs/adr/0028); only for roles that may act.
    { name: 'actAsCustomer', type: 'ui', admin: { position: 'sidebar', components: { Field: '/admin/ActAsCustomer#ActAsCustomer' } } },
    // Payload's own e-mail field, made staff-only: a customer changing it would hand the account to whoever owns the
    // new address at the next reset mail.
    { name: 'email', type: 'email', required: true, unique: true, index: true, access: { update: staffOnly } },
    { name: 'firstName', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', type: 'text', required: true, maxLength: 100 },
    {
      name: 'clientType',
      type: 'select',
      required: true,
      defaultValue: 'B2C',
      options: ['B2C', 'B2B'],
      access: { update: staffOnly },
    },
    {
      name: 'hardId',
      type: 'text',
      unique: true,
      index: true,
      access: { update: staffOnly },
      admin: { readOnly: true, description: 'Stable customer id, also sent (hashed) to marketing tools.' },
      hooks: { beforeChange: [({ value }) => value || randomUUID()] },
    },
    {
      name: 'customerType',
      type: 'text',
      access: { update: staffOnly },
      admin: { description: 'Customer segment, e.g. Private, Restaurant, Public.' },
    },
    { name: 'phone', type: 'text', maxLength: 20 },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', maxLength: 200, admin: { description: 'Street and number (also the invoice address).' } },
        { name: 'zip', type: 'text', maxLength: 4 },
        { name: 'city', type: 'text', maxLength: 100 },
      ],
    },
    {
      name: 'deliveryAddresses',
      type: 'array',
      maxRows: 10,
      admin: { description: 'Saved delivery addresses, offered at checkout.' },
      fields: [
        {
          name: 'uid',
          type: 'text',
          required: true,
          admin: { readOnly: true },
          hooks: { beforeChange: [({ value }) => value || randomUUID()] },
        },
        { name: 'name', type: 'text', required: true, maxLength: 200 },
        { name: 'company', type: 'text', maxLength: 200 },
        { name: 'address', type: 'text', required: true, maxLength: 200 },
        { name: 'zip', type: 'text', required: true, maxLength: 4 },
        { name: 'city', type: 'text', required: true, maxLength: 100 },
        { name: 'phone', type: 'text', maxLength: 20 },
        { name: 'isDefault', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'collapsible',
      label: 'Business (B2B)',
      admin: { condition: isB2B },
      fields: [
        { name: 'company', type: 'text', maxLength: 200 },
        {
          name: 'cvr',
          type: 'text',
          label: 'CVR',
          access: { update: staffOnly },
          validate: (value: string | null | undefined) => !value || isValidCvr(value) || 'CVR must be 8 digits with a valid check digit',
        },
        {
          name: 'ean',
          type: 'text',
          label: 'EAN',
          admin: { description: 'EAN (GLN) location number, for public customers invoiced through NemHandel.' },
          validate: (value: string | null | undefined) =>
            !value || isValidEan(value) || 'EAN must be 13 digits with a valid GS1 check digit',
        },
        // Invoice is credit the shop grants (docs/adr/0019): a business pays by card until customer service approves it.
        {
          name: 'mayPayByInvoice',
          type: 'checkbox',
          label: 'May pay by invoice',
          defaultValue: false,
          access: { create: staffOnly, update: staffOnly },
          admin: { description: 'Approved by customer service: checkout offers invoice. Without it the customer pays by card.' },
        },
        {
          name: 'invoiceCreditLimit',
          type: 'number',
          label: 'Invoice credit limit',
          min: 0,
          access: { create: staffOnly, update: staffOnly },
          admin: {
            condition: (data) => data?.mayPayByInvoice === true,
            description: `In øre incl. VAT: what the customer's unpaid invoice orders may come to. Empty: ${formatPrice(DEFAULT_INVOICE_CREDIT_LIMIT)} kr.`,
          },
        },
        // docs/product.md §3 invoice fields a business customer fills in on most orders: kept as the defaults of the next one.
        { name: 'orderedBy', type: 'text', maxLength: 100 },
        { name: 'department', type: 'text', maxLength: 100 },
        { name: 'placementNumber', type: 'text', maxLength: 50 },
        { name: 'costPlace', type: 'text', maxLength: 50 },
        { name: 'accounting', type: 'text', maxLength: 50 },
      ],
    },
    {
      type: 'collapsible',
      label: 'Club and marketing',
      fields: [
        { name: 'clubMember', type: 'checkbox', defaultValue: false, admin: { description: 'Member of the customer club.' } },
        {
          name: 'clubMemberConsentAt',
          type: 'date',
          admin: { description: 'When the member accepted the club terms. Empty: the next login asks (RequiresClubMemberConsent).' },
        },
        { name: 'newsletter', type: 'checkbox', defaultValue: false },
        {
          name: 'legitimateInterests',
          type: 'select',
          hasMany: true,
          options: ['ProductRecommendations', 'Events', 'Surveys'],
          admin: { description: 'Contact the customer agreed to beyond the purchase itself.' },
        },
      ],
    },
    {
      name: 'accountBlocked',
      type: 'checkbox',
      defaultValue: false,
      access: { update: staffOnly },
      admin: { description: 'Blocked accounts cannot log in (InvalidAccountSetup).' },
    },
  ],
}
