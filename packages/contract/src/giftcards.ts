/**
 * Gift cards (a shop rule where the product reference is silent, docs/adr/0014): face values from 100 kr. to
 * 10.000 kr. in whole kroner, up to 20 of a kind and 10 kinds per basket, a greeting of at most 300 characters, at
 * most 5 cards spent in one basket, and valid for 3 years from issue (the Danish limitation period). Amounts in øre.
 */
export const GIFT_CARD_MIN_AMOUNT = 10_000
export const GIFT_CARD_MAX_AMOUNT = 1_000_000
export const GIFT_CARD_MAX_QUANTITY = 20
export const GIFT_CARD_MAX_LINES = 10
export const GIFT_CARD_GREETING_MAX_LENGTH = 300
export const GIFT_CARD_MAX_USAGES = 5
export const GIFT_CARD_VALIDITY_YEARS = 3
