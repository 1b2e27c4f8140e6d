/** Access rules shared by the collections. Staff users carry roles; customers never reach the admin. */
import type { Access, FieldAccess, PayloadRequest } from 'payload'

export type StaffRole = 'admin' | 'editor' | 'customerService'

function roles(req: PayloadRequest): StaffRole[] {
  const user = req.user as { collection?: string; roles?: StaffRole[] } | null
  return user?.collection === 'users' ? (user.roles ?? []) : []
}

export const hasRole =
  (...allowed: StaffRole[]) =>
  (req: PayloadRequest): boolean =>
    roles(req).some((r) => r === 'admin' || allowed.includes(r))

export const isStaff: Access = ({ req }) => roles(req).length > 0
export const isAdmin: Access = ({ req }) => hasRole()(req)
export const isEditor: Access = ({ req }) => hasRole('editor')(req)
/** Customer service runs the catalogue, customers and orders (and admins everything). */
export const isCustomerService: Access = ({ req }) => hasRole('customerService')(req)
export const anyone: Access = () => true
export const adminField: FieldAccess = ({ req }) => hasRole()(req)

/** Published documents for everyone, drafts for editors. */
export const publishedOrEditor: Access = ({ req }) =>
  hasRole('editor')(req) ? true : { _status: { equals: 'published' } }
