/**
 * Short-lived, process-local memory for product search (docs/adr/0009):
 *
 * - the running Regular campaigns' prices ("offers"): every search needs them for "on offer", the price filter and
 *   the price sorts, and working them out costs more than a narrow search itself. Kept until the next campaign
 *   starts or ends, and never longer than SEARCH_FRESHNESS_MS;
 * - search answers (ids, total, facets; never the cards, which are read fresh with stock and prices) for the same
 *   request by the same kind of customer, for at most SEARCH_FRESHNESS_MS: docs/product.md §9's default freshness;
 * - what the words of a query matched (ids, ranks), for as long: a shopper who refines a search by its filters,
 *   sort or page asks the same words again;
 * - the in-memory columns the search filters, counts and sorts over (search-index.ts), brought up to date at once
 *   after a change here and in the background about every second.
 *
 * `cachedAnswer` also keeps the running campaigns for pricing baskets (basket/service.ts) the same way.
 *
 * A product, category or campaign saved in the admin forgets all of it at once, here and, when it commits, in every
 * other instance (db/change-bus.ts, docs/adr/0047); a change made past Payload (a script) shows within
 * SEARCH_FRESHNESS_MS.
 */
import type { Pool } from 'pg'
import { changeBus } from '../../db/change-bus'
import { ShortMemory } from '../memory'
import { UNCONDITIONAL } from '../pricing/load-pricing'
import type { SearchIndex } from './search-index'
import { currentSearchIndex } from './search-index-store'
import { campaignPriceSql } from './search-query'

export const SEARCH_FRESHNESS_MS = 10_000
const MAX_ANSWERS = 500
/** Matches of broad words hold many ids (up to one per product): fewer of them are kept. */
const MAX_MATCHES = 100

export interface Offers {
  ids: number[]
  /** The lowest running campaign price incl. VAT, per id. */
  prices: number[]
}

const OFFERS_SQL = `
  SELECT r.products_id AS id, min(${campaignPriceSql('p.price', { kind: 'c.discount_kind', percentage: 'c.percentage', amount: 'c.amount' })})::integer AS price
    FROM campaigns c
    JOIN campaigns_rels r ON r.parent_id = c.id AND r.path = 'products'
    JOIN product_search p ON p.product_id = r.products_id
   WHERE c.type = 'Regular' AND c.active AND c.valid_from <= $1 AND c.valid_to > $1 AND ${UNCONDITIONAL}
   GROUP BY r.products_id
  HAVING min(${campaignPriceSql('p.price', { kind: 'c.discount_kind', percentage: 'c.percentage', amount: 'c.amount' })}) < min(p.price)
   ORDER BY 1`

const NEXT_BOUNDARY_SQL = `
  SELECT min(t) AS at FROM (
    SELECT valid_from AS t FROM campaigns c WHERE active AND type = 'Regular' AND valid_from > $1 AND ${UNCONDITIONAL}
    UNION ALL
    SELECT valid_to FROM campaigns c WHERE active AND type = 'Regular' AND valid_to > $1 AND ${UNCONDITIONAL}) b`

interface Entry<T> {
  value: T
  expires: number
}

let generation = 0
let offers: (Entry<Offers> & { generation: number }) | null = null
let loading: Promise<Entry<Offers>> | null = null
const answers = new ShortMemory<unknown>(MAX_ANSWERS, SEARCH_FRESHNESS_MS, () => changeBus.keeps)
const matches = new ShortMemory<unknown>(MAX_MATCHES, SEARCH_FRESHNESS_MS, () => changeBus.keeps)

/** Forget everything: the catalogue, a campaign or the views changed. */
export function searchCatalogueChanged(): void {
  generation++
  offers = null
  loading = null
  answers.clear()
  matches.clear()
}
changeBus.on('catalogue', searchCatalogueChanged)

/**
 * The in-memory search columns of the database behind `pool`; `fresh` brings them up to date first, for a search
 * whose words matched a product they lack (added by another process since).
 */
export function searchIndexOf(pool: Pool, options: { fresh?: boolean } = {}): Promise<SearchIndex> {
  return currentSearchIndex(pool, generation, options)
}

export async function runningOffers(pool: Pool, now = Date.now()): Promise<Offers> {
  if (offers && changeBus.keeps && offers.generation === generation && now < offers.expires) return offers.value
  if (!loading) {
    const asked = generation
    loading = (async () => {
      const at = new Date(now)
      const [list, boundary] = await Promise.all([
        pool.query<{ id: number; price: number }>(OFFERS_SQL, [at]),
        pool.query<{ at: Date | null }>(NEXT_BOUNDARY_SQL, [at]),
      ])
      const next = boundary.rows[0]?.at ? new Date(boundary.rows[0].at).getTime() : Infinity
      const entry = {
        value: { ids: list.rows.map((r) => r.id), prices: list.rows.map((r) => r.price) },
        expires: Math.min(now + SEARCH_FRESHNESS_MS, next),
      }
      if (asked === generation) offers = { ...entry, generation: asked }
      return entry
    })().finally(() => {
      loading = null
    })
  }
  return (await loading).value
}

/** The answer for `key` from the last SEARCH_FRESHNESS_MS, or a fresh one (kept when nothing changed meanwhile). */
export function cachedAnswer<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  return answers.get(key, compute, now) as Promise<T>
}

/** What a query's words matched, from the last SEARCH_FRESHNESS_MS, or a fresh match. */
export function cachedMatch<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  return matches.get(key, compute, now) as Promise<T>
}
