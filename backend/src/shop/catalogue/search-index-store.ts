/**
 * Reading the in-memory search index (search-index.ts) from the database and keeping it up to date
 * (docs/adr/0017).
 *
 * The columns copy `product_search`, which triggers keep in the database. Each of its rows carries the id of the
 * transaction that last wrote it, and a removed row leaves its id in `product_search_removed` (migration
 * 20261126_050000_search_index_versions). The copy is read whole once, and then only what transactions that were
 * still unfinished at the last reading wrote since: at once after a change saved through this process, and in
 * the background once a second has passed, so a change made anywhere shows within about a second (and never
 * later than SEARCH_INDEX_MAX_AGE_MS, when a search after a quiet spell waits for the reading).
 */
import type { Pool } from 'pg'
import { NONE, SearchIndex, type SearchIndexRow } from './search-index'

/** How old the copy may get before a search has it brought up to date in the background. */
export const SEARCH_INDEX_REFRESH_MS = 1_000
/** How old it may ever be: after a quiet spell the first search waits for it (docs/product.md §9's default freshness). */
export const SEARCH_INDEX_MAX_AGE_MS = 10_000

const COLUMNS = `product_id, price, price_b2b, alcohol::float8 AS alcohol, vintage, review_score::float8 AS review_score, views,
  organic, in_stock, type, colour, producer, storage, country_da, country_en, region_da, region_en, origin_da, origin_en,
  grapes, category_ids, name_key_da, name_key_en`

/**
 * The rows written by transactions at or after `$1` (0: every row), the ids removed as well, and the oldest
 * transaction still unfinished now: the `$1` of the next reading. One statement, so one snapshot.
 */
export const SEARCH_INDEX_CHANGES_SQL = `
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS seen,
         (SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT ${COLUMNS} FROM product_search WHERE version >= $1::bigint) x) AS changed,
         (SELECT coalesce(array_agg(product_id), '{}') FROM product_search_removed WHERE version >= $1::bigint) AS removed`

interface IndexState {
  index: SearchIndex | null
  /** The search-cache.ts generation the index is up to date with, and when it was last brought up to date. */
  generation: number
  checkedAt: number
  reading: Promise<SearchIndex> | null
  /** The generation asked for when the latest reading was started: it will see every change before it. */
  readingFor: number
}

const states = new WeakMap<Pool, IndexState>()

function stateOf(pool: Pool): IndexState {
  let state = states.get(pool)
  if (!state) {
    state = { index: null, generation: NONE, checkedAt: 0, reading: null, readingFor: NONE }
    states.set(pool, state)
  }
  return state
}

/** One reading of what changed since the last (everything, the first time), applied to the copy. */
async function read(pool: Pool, state: IndexState, generation: number): Promise<SearchIndex> {
  const started = Date.now()
  const index = state.index ?? new SearchIndex()
  const { rows } = await pool.query<{ seen: string; changed: SearchIndexRow[]; removed: number[] }>(SEARCH_INDEX_CHANGES_SQL, [index.seen])
  index.apply(rows[0]!)
  Object.assign(state, { index, generation: Math.max(state.generation, generation), checkedAt: started })
  return index
}

/** A reading that begins after the one under way, if any: it sees everything committed before it was asked for. */
function readAfter(pool: Pool, state: IndexState, generation: number): Promise<SearchIndex> {
  const previous = state.reading
  const reading = (
    previous ? previous.catch(() => undefined).then(() => read(pool, state, generation)) : read(pool, state, generation)
  ).finally(() => {
    if (state.reading === reading) state.reading = null
  })
  state.reading = reading
  state.readingFor = generation
  return reading
}

/**
 * Brings a copy already read up to date now, for views this process just saved (views.ts): the ProductViews sort
 * shows them at once. A copy nobody has asked for is not read for this. Never fails; a failed reading is logged.
 */
export async function refreshSearchIndex(pool: Pool): Promise<void> {
  const state = states.get(pool)
  if (!state?.index) return
  await readAfter(pool, state, state.generation).catch((error: unknown) => console.error('search index not brought up to date', error))
}

/**
 * The index for the database behind `pool`, brought up to date at once when `generation` (search-cache.ts) moved
 * on, `fresh` is asked or it is older than SEARCH_INDEX_MAX_AGE_MS, and in the background, while it answers as
 * it is, once SEARCH_INDEX_REFRESH_MS have passed. One reading at a time: whoever needs it up to date waits for
 * the reading under way and then one more.
 */
export async function currentSearchIndex(
  pool: Pool,
  generation: number,
  options: { fresh?: boolean; now?: number } = {},
): Promise<SearchIndex> {
  const state = stateOf(pool)
  const age = (options.now ?? Date.now()) - state.checkedAt
  if (options.fresh) return readAfter(pool, state, generation)
  if (!state.index || state.generation !== generation || age > SEARCH_INDEX_MAX_AGE_MS) {
    // Searches arriving together share one reading that began after what they need to see.
    return state.reading && state.readingFor === generation ? state.reading : readAfter(pool, state, generation)
  }
  if (age > SEARCH_INDEX_REFRESH_MS && !state.reading) {
    readAfter(pool, state, generation).catch((error: unknown) => console.error('search index not brought up to date', error))
  }
  return state.index
}
