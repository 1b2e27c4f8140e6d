/** The numbers of order handling after checkout (docs/adr/0044-order-fulfilment.md). */

/**
 * How long a card or MobilePay authorization holds at the provider. Card schemes keep most authorizations for 7
 * days (some longer); MobilePay for 7 days: staff are shown the earliest as the deadline to ship and capture.
 */
export const AUTHORIZATION_VALID_DAYS = 7

/** Staff are warned this many days before the authorization lapses (the dashboard and the order's panel). */
export const AUTHORIZATION_WARNING_DAYS = 2

/**
 * An operation left Pending younger than this is taken to be still running (another click, another instance): the next
 * one on the order waits. Older, it was interrupted (a crash, a provider that did not answer) and is finished first,
 * with its own idempotency key, so the money moves once.
 */
export const PENDING_OPERATION_MS = 30_000

/** A staff member's reason for a cancel or refund. */
export const REASON_MAX_LENGTH = 500

/** The weight put on a label per unit when the catalogue has none (a bottle of wine with packing). */
export const UNIT_WEIGHT_GRAMS = 1_300

/** An invoice falls due this many days after it is issued (net; the shop's terms for business customers). */
export const INVOICE_DUE_DAYS = 14
