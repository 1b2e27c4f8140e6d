// A small time-boxed cache for content that every page needs (settings, menu, footer, translations).
// Concurrent callers of a missing key share one request; failures are not kept.
type Entry = { expiresAt: number; value: Promise<unknown> }

const entries = new Map<string, Entry>()

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>
  const value = load()
  entries.set(key, { expiresAt: now + ttlMs, value })
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key)
  })
  return value
}

export function clearMemoryCache(): void {
  entries.clear()
}
