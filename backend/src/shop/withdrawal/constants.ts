/** The withdrawal function's rules and numbers (Consumer Rights Directive art. 9–16 and 11a; docs/adr/0023). */
import type { RateLimit } from '../rate-limit'

/** A consumer may withdraw within 14 days (art. 9); when they start is period.ts's business. */
export const WITHDRAWAL_PERIOD_DAYS = 14

/** The shop refunds within 14 days of the withdrawal (art. 13); the acknowledgement says so. */
export const REFUND_DAYS = 14

/** The consumer sends the goods back within 14 days of withdrawing (art. 14(1)). */
export const RETURN_DAYS = 14

/**
 * Staff's setting on a product (products' `withdrawalExemption`): `auto` derives it from the product (exemption.ts),
 * `none` keeps the right of withdrawal whatever the product is, the others name the art. 16 exemption that applies.
 */
export const WITHDRAWAL_EXEMPTION_SETTINGS = ['auto', 'none', 'perishable', 'event', 'sealedHygiene', 'personalised'] as const
export type WithdrawalExemptionSetting = (typeof WITHDRAWAL_EXEMPTION_SETTINGS)[number]

/** What an order line carries: the setting resolved when the order was placed (no `auto` any more). */
export { LINE_EXEMPTIONS, type LineExemption } from '@delikat/contract/catalogue'

/**
 * Why a line cannot be withdrawn, as the API names it. Perishable food (art. 16(d)), a ticket for a dated event
 * (art. 16(l)), goods made to the consumer's specification (art. 16(c)), a free gift (nothing was paid for it), an
 * e-gift card already (partly) spent. Sealed hygiene goods (art. 16(e)) are not here: they may be withdrawn while
 * the seal is unbroken, so they are offered with that condition (`Condition: "SealUnbroken"`).
 */
export const WITHDRAWAL_REFUSALS = ['Perishable', 'Event', 'Personalised', 'FreeGift', 'GiftCardUsed'] as const
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number]

/**
 * Where an order stands: `Open` (something may be withdrawn), or why nothing may: the period ended, a business order
 * (no statutory right between traders), every line exempt, everything already withdrawn, or the order cancelled.
 */
export const WITHDRAWAL_STATUSES = ['Open', 'PeriodEnded', 'BusinessOrder', 'NothingToWithdraw', 'AllWithdrawn', 'Cancelled'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** How a withdrawal reached us: from the account, through the order's own link (its uid), or by order number + e-mail. */
export const WITHDRAWAL_CHANNELS = ['account', 'orderLink', 'lookup'] as const
export type WithdrawalChannel = (typeof WITHDRAWAL_CHANNELS)[number]

/** A reason is optional (the law asks for none); long enough for a few sentences. */
export const WITHDRAWAL_REASON_MAX_LENGTH = 1000

/** How long a lookup by order number and e-mail lets its finder confirm: ample to choose lines, short if leaked. */
export const WITHDRAWAL_TOKEN_LIFETIME_MS = 30 * 60 * 1000

/**
 * Failed lookups by order number + e-mail per client: 10 per 15 minutes. Order numbers are sequential and e-mail
 * addresses guessable, so without a limit the form would tell a script which pairs exist.
 */
export const WITHDRAWAL_LOOKUPS: RateLimit = {
  bucket: 'withdrawal-lookup',
  max: 10,
  windowMs: 15 * 60 * 1000,
  message: {
    da: (minutes) => `For mange forsøg på at finde en ordre. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `Too many attempts to find an order. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/**
 * Where withdrawn goods go back to, as the terms and conditions state it (the shop in Aarhus, which also takes them
 * over the counter). One shop, one address: a second warehouse would make this a setting.
 */
export const RETURN_ADDRESS = 'Delikat ApS, Vestergade 12, 8000 Aarhus C'
