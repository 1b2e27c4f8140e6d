/** Staff acting as customers: the limits we chose where docs/product.md is silent (docs/adr/0028). */
import type { StaffRole } from '../../access'

/** The roles that may act as customers on the storefront; editors may not. */
export const ROLES_THAT_MAY_ACT: readonly StaffRole[] = ['customerService', 'admin']
/** An act ends when its staff member has made no shop call for this long. */
export const IDLE_TIMEOUT_SECONDS = 30 * 60
/** An act's last activity is written at most this often (every call reads it; few need to write it). */
export const TOUCH_INTERVAL_MS = 60 * 1000
/** The admin's "Handl som kunden" link works this long, and once. */
export const LINK_LIFETIME_MS = 2 * 60 * 1000
/** The staff session on the storefront, as long as the admin's own (Payload's users token). */
export const STAFF_SESSION_SECONDS = 2 * 60 * 60
/** The HttpOnly cookie of the staff session on the storefront (docs/api/impersonation.md). */
export const STAFF_COOKIE_NAME = 'delikat-staff'
/** A customer session that belongs to an act starts with this, so a shop call knows to look the act up. */
export const ACT_SESSION_PREFIX = 'imp_'
/** Customer search: characters in the query, and hits per page. */
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 100
export const SEARCH_PAGE_SIZE = 10
export const SEARCH_MAX_PAGE_SIZE = 25

export const END_REASONS = ['Stop', 'Switched', 'Logout', 'StaffLogout', 'IdleTimeout', 'SessionEnded'] as const
export type EndReason = (typeof END_REASONS)[number]
