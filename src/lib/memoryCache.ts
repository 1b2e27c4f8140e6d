// A small time-boxed cache for content that every page needs (settings, menu, footer, translations) and for the CMS
// pages guests see (src/features/content/loadContentPage.ts). At most MEMORY_CACHE_ENTRIES are kept, the oldest
// forgotten first, however many addresses are asked for. Concurrent callers of a missing key share one request; failures are not kept. On the storefront's own server
// (scripts/serve.ts) the backend's feed of changes (scripts/change-feed.ts) makes a change forget it at once, and
// nothing is kept while that feed is down; without a feed (next dev, tests) the time alone decides.
import { CONTENT_CACHE_TTL_MS, FRAME_CACHE_TTL_MS } from '@/config/constants'
import { contentFeed } from './contentFeed'

type Entry = { expiresAt: number; generation: number; value: Promise<unknown> }

/** Far more than the shop's pages in both languages; a bound against addresses made up by the thousand. */
export const MEMORY_CACHE_ENTRIES = 500

const entries = new Map<string, Entry>()

/**
 * `ttlMs` without a feed; `followedTtlMs`, when given, while the feed is followed: for what changes only when staff
 * save (the frame every page shows), which the feed then forgets at once, so time is only a net. As a function it
 * sees the loaded value, so a stand-in for a failed answer can be kept for `ttlMs` only.
 */
export function cached<T>(
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  followedTtlMs: number | ((value: T) => number) = ttlMs,
): Promise<T> {
  const now = Date.now()
  const state = contentFeed()
  if (state && !state.keeps) {
    entries.clear()
    return load()
  }
  const generation = state?.generation ?? 0
  const hit = entries.get(key)
  if (hit && hit.expiresAt > now && hit.generation === generation) return hit.value as Promise<T>
  const value = load()
  // Set anew, so that it is the newest: the oldest entry is the first in the map.
  entries.delete(key)
  if (entries.size >= MEMORY_CACHE_ENTRIES) entries.delete(entries.keys().next().value as string)
  const entry: Entry = { expiresAt: now + (state && typeof followedTtlMs === 'number' ? followedTtlMs : ttlMs), generation, value }
  entries.set(key, entry)
  value.then(
    (loaded) => {
      if (state && typeof followedTtlMs === 'function') entry.expiresAt = now + followedTtlMs(loaded)
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key)
    },
  )
  return value
}

export function clearMemoryCache(): void {
  entries.clear()
}

/**
 * The frame every page shows (settings, menu, footer, translations): CONTENT_CACHE_TTL_MS without a feed,
 * FRAME_CACHE_TTL_MS while the feed forgets it on every save (docs/adr/0056). `keepFor` may shorten it for a value,
 * as for the built-in texts standing in for an unreachable content service.
 */
export function cachedFrame<T>(key: string, load: () => Promise<T>, keepFor?: (value: T) => number): Promise<T> {
  return cached(key, CONTENT_CACHE_TTL_MS, load, keepFor ?? FRAME_CACHE_TTL_MS)
}
