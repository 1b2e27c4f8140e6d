// A small time-boxed cache for content that every page needs (settings, menu, footer, translations) and for the CMS
// pages guests see (src/features/content/loadContentPage.ts). At most MEMORY_CACHE_ENTRIES are kept, the oldest
// forgotten first, however many addresses are asked for. Concurrent callers of a missing key share one request; failures are not kept. On the storefront's own server
// (scripts/serve.ts) the backend's feed of changes (scripts/change-feed.ts) makes a change forget it at once, and
// nothing is kept while that feed is down; without a feed (next dev, tests) the time alone decides.
import { contentFeed } from './contentFeed'

type Entry = { expiresAt: number; generation: number; value: Promise<unknown> }

/** Far more than the shop's pages in both languages; a bound against addresses made up by the thousand. */
export const MEMORY_CACHE_ENTRIES = 500

const entries = new Map<string, Entry>()

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
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
  entries.set(key, { expiresAt: now + ttlMs, generation, value })
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key)
  })
  return value
}

export function clearMemoryCache(): void {
  entries.clear()
}
