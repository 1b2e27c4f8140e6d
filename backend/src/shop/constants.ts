/** Business constants of the shop (SPEC §4 and §9, DESIGN §6). Every number the rules use lives here, named. */

/** SPEC §9 product types. */
export const PRODUCT_TYPES = ['Wine', 'Event', 'Food', 'Nonfood', 'GiftBasket'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** SPEC §4 stock states. */
export const STOCK_STATES = ['OutOfStock', 'SoonInStock', 'InStock', 'StockWithDate', 'AvailableAsPreOrder'] as const
export type StockState = (typeof STOCK_STATES)[number]

/** SPEC §4 line unavailability reasons. */
export const LINE_UNAVAILABLE_REASONS = ['SoldOutOrUnavailable', 'QuantityGreaterThanInventory', 'GenericReason'] as const
export type LineUnavailableReason = (typeof LINE_UNAVAILABLE_REASONS)[number]

/** DESIGN §6: Danish VAT (moms) 25 %, as basis points to keep the arithmetic in integers. */
export const VAT_RATE_BASIS_POINTS = 2500
export const BASIS_POINTS = 10_000

/** SPEC §1: prices in Danish kroner. */
export const CURRENCY = 'DKK'

/** The most of one product a single basket line may hold, whatever the stock (a shop rule, SPEC silent). */
export const MAX_LINE_QUANTITY = 99

/** Cultures the shop answers in (SPEC §1); da is the default. */
export const CULTURES = ['da', 'en'] as const
export type Culture = (typeof CULTURES)[number]
export const DEFAULT_CULTURE: Culture = 'da'

/**
 * Gift cards (a shop rule, SPEC silent): face values from 100 kr. to 10.000 kr. in whole kroner, up to 20 of a
 * kind and 10 kinds per basket, a greeting of at most 300 characters, at most 5 cards spent in one basket, and
 * valid for 3 years from issue (the Danish limitation period, as Danish shops use it).
 */
export const GIFT_CARD_MIN_AMOUNT = 10_000
export const GIFT_CARD_MAX_AMOUNT = 1_000_000
export const GIFT_CARD_MAX_QUANTITY = 20
export const GIFT_CARD_MAX_LINES = 10
export const GIFT_CARD_GREETING_MAX_LENGTH = 300
export const GIFT_CARD_MAX_USAGES = 5
export const GIFT_CARD_VALIDITY_YEARS = 3

/** SPEC §9 delivery method types. */
export const DELIVERY_METHOD_TYPES = ['DeliveryAddress', 'NoDelivery', 'PostNord', 'SimplePickup', 'Burd'] as const
export type DeliveryMethodType = (typeof DELIVERY_METHOD_TYPES)[number]

/** SPEC §4 payment methods a shopper can choose (Undefined is the state before a choice). */
export const PAYMENT_METHODS = ['CreditCard', 'Invoice'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

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
 * Alcohol age limits (the Danish rules in force from 1 April 2025): a drink above 1.2 % vol and up to 6 % vol may be
 * sold only to persons of 16 or more, a stronger one only to persons of 18 or more. Percentages in % vol.
 */
export const ALCOHOL_AGE_LIMIT_ABOVE_PERCENTAGE = 1.2
export const ALCOHOL_ADULT_ABOVE_PERCENTAGE = 6
export const ALCOHOL_MIN_AGE = 16
export const ALCOHOL_ADULT_AGE = 18
export type RequiredAge = typeof ALCOHOL_MIN_AGE | typeof ALCOHOL_ADULT_AGE

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
