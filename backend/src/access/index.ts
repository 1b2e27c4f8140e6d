/** Access rules shared by the collections. Staff users carry roles; customers never reach the admin. */
import type { Access, FieldAccess, PayloadRequest } from 'payload'

export type StaffRole = 'admin' | 'editor' | 'customerService'

function rolesOf(user: unknown): StaffRole[] {
  const u = user as { collection?: string; roles?: StaffRole[] } | null | undefined
  return u?.collection === 'users' ? (u.roles ?? []) : []
}

const roles = (req: PayloadRequest): StaffRole[] => rolesOf(req.user)

/** A logged-in staff user with at least one role (a user stripped of every role is nobody). */
export const isStaffUser = (user: unknown): boolean => rolesOf(user).length > 0

/**
 * The shop's own code acting for a visitor or customer: the Local API, or a shop API handler (endpoints/http.ts marks
 * its requests). Payload's REST API is neither: there only staff pass (access/rest-gate.ts, docs/security.md).
 */
export const isShopInternal = (req: PayloadRequest): boolean => req.payloadAPI === 'local' || req.context?.shopApi === true

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
export const publishedOrEditor: Access = ({ req }) => (hasRole('editor')(req) ? true : { _status: { equals: 'published' } })
