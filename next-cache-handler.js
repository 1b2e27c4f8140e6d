// Next's own page cache for the pages it regenerates (the product page, docs/adr/0012), kept in this process's
// memory and told of the backend's changes: on the storefront's own server (scripts/serve.ts) the feed of changes
// (scripts/change-feed.ts, src/lib/contentFeed.ts) bumps a generation on every save through any backend instance,
// and a page kept under an older generation is not given again: the next guest gets a fresh render. Nothing is kept
// while the feed is down. Without a feed (next dev) Next's own times alone decide, as before.
//
// A render that began before a change must not be kept as if after it: the generation an entry is kept under is the
// one seen when Next asked for the page (its miss, or the stale hit it regenerates), not the one at the save.
/* global module -- CommonJS loaded by Next's server (the lint config has no Node globals) */
// The slot src/lib/contentFeed.ts names (CONTENT_FEED_KEY); this file is loaded by Node as it is, so it cannot import it.
const FEED = Symbol.for('delikat.contentFeed')
/** Pages kept at most; the oldest go first (a Map keeps insertion order). */
const MAX_ENTRIES = 5000

const entries = new Map()
/** The generation current when Next last asked for each key: the render that follows belongs to it. */
const askedAt = new Map()

const feed = () => globalThis[FEED]

/** Forgets the oldest keys of a Map beyond MAX_ENTRIES (addresses nobody renders again must not pile up). */
function trim(map) {
  for (const [oldest] of map) {
    if (map.size <= MAX_ENTRIES) break
    map.delete(oldest)
  }
}

module.exports = class FeedAwareCacheHandler {
  async get(key) {
    const state = feed()
    if (state) {
      askedAt.delete(key)
      askedAt.set(key, state.generation)
      trim(askedAt)
    }
    const kept = entries.get(key)
    if (!kept) return null
    if (state && (!state.keeps || kept.generation !== state.generation)) {
      entries.delete(key)
      return null
    }
    return kept.entry
  }

  async set(key, data, ctx) {
    const state = feed()
    const generation = askedAt.get(key) ?? state?.generation ?? 0
    askedAt.delete(key)
    entries.delete(key)
    if (!data || (state && (!state.keeps || generation !== state.generation))) return
    entries.set(key, { generation, entry: { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl } })
    trim(entries)
  }

  async revalidateTag() {}

  resetRequestCache() {}
}
