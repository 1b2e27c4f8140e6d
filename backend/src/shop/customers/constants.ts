/** Customer accounts and sessions: the limits we chose where docs/product.md is silent (docs/adr/0015). */

/** Failed logins before the account locks (Payload counts them per account). */
export const MAX_LOGIN_ATTEMPTS = 5
/** How long a locked account stays locked. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000
/** A login session (the HttpOnly cookie): 30 days, as long as the basket id is kept (docs/product.md §3). */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60
/** A bearer token from `POST /api/token/`: short, the storefront asks again on load, on focus and before expiry. */
export const BEARER_TOKEN_LIFETIME_SECONDS = 60 * 60
/** A password-reset link works for one hour and once. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000
/** The session cookie's name (HttpOnly; the storefront's `token` cookie holds only the short bearer). */
export const SESSION_COOKIE_NAME = 'delikat-session'
/** The password rule and the field lengths are the storefront's too: defined once in the contract package. */
export {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INVOICE_CODE_MAX_LENGTH,
  INVOICE_TEXT_MAX_LENGTH,
  MAX_DELIVERY_ADDRESSES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@delikat/contract/customers'
/** Failed logins one client address may make in the window before every login from it waits (docs/adr/0015). */
export const CLIENT_LOGIN_FAILURES = 20
export const CLIENT_LOGIN_WINDOW_MS = 15 * 60 * 1000
/** Reset mails one client address may ask for in the window. */
export const CLIENT_RESET_MAILS = 5
export const CLIENT_RESET_MAIL_WINDOW_MS = 15 * 60 * 1000
/** Sign-ups one client address may try in the window (each new account mails its owner; docs/security.md). */
export const CLIENT_SIGNUPS = 5
export const CLIENT_SIGNUP_WINDOW_MS = 60 * 60 * 1000
/** Downloads of "your data" one account may make in the window, every one counted (docs/adr/0024). */
export const DATA_EXPORTS_PER_WINDOW = 5
export const DATA_EXPORT_WINDOW_MS = 60 * 60 * 1000
