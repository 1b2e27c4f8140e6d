/**
 * Business constants of the shop (docs/product.md §4 and §9, docs/architecture.md §6). Every number the rules use
 * lives here, named. What the storefront needs as well is defined once in the contract package and gathered here,
 * so the backend's rules read their constants from one module.
 */
export {
  ALCOHOL_ADULT_ABOVE_PERCENTAGE,
  ALCOHOL_ADULT_AGE,
  ALCOHOL_AGE_LIMIT_ABOVE_PERCENTAGE,
  ALCOHOL_MIN_AGE,
  MAX_LINE_QUANTITY,
  PRODUCT_TYPES,
  STOCK_STATES,
  type LineUnavailableReason,
  type ProductType,
  type RequiredAge,
  type StockState,
} from '@delikat/contract/catalogue'
export { DELIVERY_METHOD_TYPES, PAYMENT_METHODS, type DeliveryMethodType, type PaymentMethod } from '@delikat/contract/checkout'
export {
  GIFT_CARD_GREETING_MAX_LENGTH,
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MAX_LINES,
  GIFT_CARD_MAX_QUANTITY,
  GIFT_CARD_MAX_USAGES,
  GIFT_CARD_MIN_AMOUNT,
  GIFT_CARD_VALIDITY_YEARS,
} from '@delikat/contract/giftcards'
export { CULTURES, DEFAULT_CULTURE, type Culture } from '@delikat/contract/locale'
export { BASIS_POINTS, CURRENCY, VAT_RATE_BASIS_POINTS } from '@delikat/contract/money'

/**
 * Invoice is a credit staff grant a business (docs/adr/0019): the open (unpaid, not cancelled) invoice orders of a
 * customer may come to this much incl. VAT when customer service approves invoice without a limit of their own:
 * 25.000 kr.
 */
export const DEFAULT_INVOICE_CREDIT_LIMIT = 2_500_000

/**
 * Card orders waiting for their payment hold stock (checkout/payment.ts UNPAID_ORDER_MINUTES): one client address,
 * and one customer, may have this many at a time. Plenty for a shopper in several tabs, too few to empty a shelf.
 */
export const MAX_UNPAID_CARD_ORDERS = 3

/**
 * Staff's override of a product's age limit (products' `ageLimit`): `auto` follows the alcohol percentage, `none`
 * sells to anyone, `16` and `18` require that age whatever the percentage (a gift basket holding wine has none of
 * its own).
 */
export const AGE_LIMIT_OVERRIDES = ['auto', 'none', '16', '18'] as const
export type AgeLimitOverride = (typeof AGE_LIMIT_OVERRIDES)[number]

/**
 * How long an age verification counts (docs/adr/0022): a logged-in customer's for a year (the age only grows; the
 * account is theirs behind a password), a guest's only for the basket it was made for and a day, since nothing but
 * the basket cookie ties it to the person who verified.
 */
export const CUSTOMER_AGE_VERIFICATION_DAYS = 365
export const GUEST_AGE_VERIFICATION_HOURS = 24
/** Verifications one client may start an hour: each costs the shop a MitID transaction at the broker. */
export const AGE_VERIFICATION_STARTS_PER_HOUR = 30
/** How long the shopper has at the provider before the attempt is void. */
export const AGE_VERIFICATION_ATTEMPT_MINUTES = 15
