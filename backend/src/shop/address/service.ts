/**
 * GET checkout/addresssuggestions?q=… (docs/api/checkout.md): up to SUGGESTION_LIMIT addresses for what the shopper
 * has typed, from the configured suggester. Anyone may ask (a guest types an address too), so every question that
 * reaches the suggester is counted per client: the register's key is the shop's, and a script must not spend it.
 * A suggester that fails or is slow is logged and answers no suggestions: the field works without them.
 */
import { dbPool } from '../../db/pool'
import type { Culture } from '../constants'
import type { ShopContext } from '../context'
import { claimAttempt, type RateLimit } from '../rate-limit'
import type { AddressSuggester, AddressSuggestion } from './suggester'

export const SUGGESTION_LIMIT = 8
/** Shorter questions match too much to be worth asking. */
export const MIN_QUERY_LENGTH = 3

const minutes = (m: number, da: boolean) => (da ? (m === 1 ? 'minut' : 'minutter') : m === 1 ? 'minute' : 'minutes')

/** Questions per client: 120 per 10 minutes, a dozen addresses typed letter by letter. */
export const ADDRESS_SUGGESTIONS: RateLimit = {
  bucket: 'address-suggestions',
  max: 120,
  windowMs: 10 * 60 * 1000,
  message: {
    da: (m) => `For mange adresseopslag herfra. Prøv igen om ${m} ${minutes(m, true)}, eller skriv adressen selv.`,
    en: (m) => `Too many address look-ups from here. Try again in ${m} ${minutes(m, false)}, or type the address yourself.`,
  } satisfies Record<Culture, (m: number) => string>,
}

export interface SuggestionsAnswer {
  Suggestions: AddressSuggestion[]
  /** Whether the shop has a suggester at all: the storefront offers the list only then. */
  Available: boolean
}

export async function suggestAddresses(
  ctx: ShopContext,
  query: string,
  client: string,
  suggester: AddressSuggester,
): Promise<SuggestionsAnswer> {
  const text = query.trim().replace(/\s+/g, ' ')
  if (!suggester.configured || text.length < MIN_QUERY_LENGTH) return { Suggestions: [], Available: suggester.configured }
  const pool = dbPool(ctx.payload)
  await claimAttempt(pool, ADDRESS_SUGGESTIONS, client, ctx.culture)
  try {
    return { Suggestions: await suggester.suggest(text, SUGGESTION_LIMIT), Available: true }
  } catch (error) {
    ctx.payload.logger.error({ err: error, msg: 'Address suggestions failed' })
    return { Suggestions: [], Available: true }
  }
}
