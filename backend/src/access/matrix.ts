/**
 * The access matrix of Payload's REST API: who may do what to every collection and global over /api/{slug}. It is
 * written down once here; backend/tests/access-matrix.test.ts walks every cell against the running handlers and
 * checks that docs/security.md shows exactly this table (renderAccessMatrix), so the document cannot drift.
 *
 * Cells: yes; no; own (only the caller's own documents); published (published pages only, no drafts).
 */
export const ROLES = ['anonymous', 'customer', 'editor', 'customerService', 'admin'] as const
export type Role = (typeof ROLES)[number]
export type Cell = 'yes' | 'no' | 'own' | 'published'
export type Row = Record<Role, Cell>

export const COLLECTION_OPERATIONS = ['read', 'create', 'update', 'delete'] as const
export const AUTH_OPERATIONS = ['login', 'logout', 'me', 'refresh-token', 'forgot-password', 'reset-password', 'unlock'] as const
export type AuthOperation = (typeof AUTH_OPERATIONS)[number]

/** "no no yes yes yes": the cells in the order of ROLES. */
function row(cells: string): Row {
  const parts = cells.trim().split(/\s+/)
  if (parts.length !== ROLES.length) throw new Error(`access matrix row "${cells}" needs ${ROLES.length} cells`)
  return Object.fromEntries(ROLES.map((role, i) => [role, parts[i] as Cell])) as Row
}

const NOBODY = row('no no no no no')
const CUSTOMER_SERVICE = row('no no no yes yes')
const EDITORS = row('no no yes no yes')
const STAFF = row('no no yes yes yes')
const ADMIN = row('no no no no yes')

const crud = (read: Row, create: Row, update: Row, remove: Row) => ({ read, create, update, delete: remove })
const catalogue = crud(STAFF, CUSTOMER_SERVICE, CUSTOMER_SERVICE, CUSTOMER_SERVICE)
const content = crud(STAFF, EDITORS, EDITORS, EDITORS)
/** What the shop writes itself (baskets and their lines): staff look and may clear, never edit. */
const shopWritten = crud(CUSTOMER_SERVICE, NOBODY, NOBODY, CUSTOMER_SERVICE)

export const COLLECTION_MATRIX: Record<string, Record<(typeof COLLECTION_OPERATIONS)[number], Row> & { readVersions?: Row }> = {
  users: crud(row('no no own own yes'), ADMIN, row('no no own own yes'), ADMIN),
  customers: crud(CUSTOMER_SERVICE, CUSTOMER_SERVICE, CUSTOMER_SERVICE, CUSTOMER_SERVICE),
  media: crud(STAFF, STAFF, STAFF, STAFF),
  categories: catalogue,
  products: catalogue,
  'product-variants': catalogue,
  'price-history': crud(CUSTOMER_SERVICE, NOBODY, NOBODY, NOBODY),
  campaigns: crud(CUSTOMER_SERVICE, CUSTOMER_SERVICE, CUSTOMER_SERVICE, CUSTOMER_SERVICE),
  recipes: content,
  pages: { ...crud(row('no no yes published yes'), EDITORS, EDITORS, EDITORS), readVersions: EDITORS },
  'menu-items': content,
  translations: content,
  baskets: shopWritten,
  'basket-lines': shopWritten,
  'gift-cards': crud(CUSTOMER_SERVICE, CUSTOMER_SERVICE, CUSTOMER_SERVICE, ADMIN),
  'gift-card-lines': shopWritten,
  'gift-card-usages': shopWritten,
  vouchers: crud(CUSTOMER_SERVICE, CUSTOMER_SERVICE, CUSTOMER_SERVICE, CUSTOMER_SERVICE),
  favorites: crud(CUSTOMER_SERVICE, NOBODY, NOBODY, CUSTOMER_SERVICE),
  orders: crud(CUSTOMER_SERVICE, ADMIN, CUSTOMER_SERVICE, ADMIN),
  // A consumer's withdrawal is a record of their legal act: the shop writes it, staff read it (docs/adr/0023).
  'order-withdrawals': crud(CUSTOMER_SERVICE, NOBODY, NOBODY, NOBODY),
  // Parcels and the audit trail of order handling: the shop writes them through the staff API (docs/adr/0044).
  shipments: crud(CUSTOMER_SERVICE, NOBODY, NOBODY, NOBODY),
  'order-events': crud(ADMIN, NOBODY, NOBODY, NOBODY),
  'delivery-methods': crud(CUSTOMER_SERVICE, ADMIN, ADMIN, ADMIN),
  'test-payments': crud(CUSTOMER_SERVICE, NOBODY, NOBODY, NOBODY),
  'age-verifications': crud(CUSTOMER_SERVICE, NOBODY, NOBODY, NOBODY),
  // Staff acting as customers: the shop writes the trail, admins read it, nobody edits it (docs/adr/0028).
  'impersonation-events': crud(ADMIN, NOBODY, NOBODY, NOBODY),
  // Proof of consent and the built-in marketing platform's inbox: the shop writes them, admins read (docs/adr/0029).
  'cookie-consents': crud(ADMIN, NOBODY, NOBODY, NOBODY),
  'consent-events': crud(ADMIN, NOBODY, NOBODY, NOBODY),
  'marketing-platform-calls': crud(ADMIN, NOBODY, NOBODY, NOBODY),
  // Back-in-stock requests: the shop writes and deletes them, customer service reads the demand (docs/adr/0037).
  'stock-alerts': crud(CUSTOMER_SERVICE, NOBODY, NOBODY, NOBODY),
  // Payload's own: the admin's document locks and each staff user's list and column preferences.
  'payload-locked-documents': crud(STAFF, STAFF, STAFF, STAFF),
  'payload-preferences': crud(row('no no own own own'), STAFF, row('no no own own own'), row('no no own own own')),
  'payload-migrations': crud(NOBODY, NOBODY, NOBODY, NOBODY),
  'payload-kv': crud(NOBODY, NOBODY, NOBODY, NOBODY),
}

export const GLOBAL_MATRIX: Record<string, { read: Row; update: Row }> = {
  settings: { read: STAFF, update: EDITORS },
  footer: { read: STAFF, update: EDITORS },
}

/**
 * Payload's auth routes. Customers have none: they log in, reset and end sessions through the shop API. Staff log in
 * to the admin, so its login and reset are open to anyone (the reset mail limited per client); `me`, `logout`,
 * `refresh-token` and `reset-password` act only on the caller's own staff session or reset token.
 */
export const AUTH_MATRIX: Record<'customers' | 'users', Partial<Record<AuthOperation, Row>>> = {
  customers: {
    login: NOBODY,
    logout: NOBODY,
    me: NOBODY,
    'refresh-token': NOBODY,
    'forgot-password': NOBODY,
    'reset-password': NOBODY,
    unlock: CUSTOMER_SERVICE,
  },
  users: {
    login: row('yes yes yes yes yes'),
    'forgot-password': row('yes yes yes yes yes'),
    unlock: ADMIN,
  },
}

const ROLE_HEADINGS: Record<Role, string> = {
  anonymous: 'anonymous',
  customer: 'customer',
  editor: 'editor',
  customerService: 'customer service',
  admin: 'admin',
}

/** The matrix as the Markdown table docs/security.md carries. */
export function renderAccessMatrix(): string {
  const rows: string[][] = [['REST', 'operation', ...ROLES.map((r) => ROLE_HEADINGS[r])]]
  const add = (what: string, operation: string, cells: Row) => rows.push([what, operation, ...ROLES.map((r) => cells[r])])
  for (const [slug, ops] of Object.entries(COLLECTION_MATRIX)) {
    for (const op of COLLECTION_OPERATIONS) add(`\`${slug}\``, op, ops[op])
    if (ops.readVersions) add(`\`${slug}\``, 'readVersions', ops.readVersions)
  }
  for (const [slug, ops] of Object.entries(GLOBAL_MATRIX)) {
    add(`global \`${slug}\``, 'read', ops.read)
    add(`global \`${slug}\``, 'update', ops.update)
  }
  for (const [slug, ops] of Object.entries(AUTH_MATRIX)) {
    for (const [op, cells] of Object.entries(ops)) add(`\`${slug}\` auth`, op, cells as Row)
  }
  // Laid out as Prettier lays out a Markdown table, so docs/security.md stays formatted with the table pasted in.
  const widths = rows[0]!.map((_, column) => Math.max(3, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  const [heading, ...body] = rows
  return [line(heading!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n')
}
