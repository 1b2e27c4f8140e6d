/**
 * Values kept in process memory for a short time, by key: search answers and matches (catalogue/search-cache.ts)
 * and guests' pages (content/node-cache.ts). Callers asking for the same key while it is being worked out share
 * that one working-out; a failed one is not kept. `clear` forgets everything at once, including what is being
 * worked out, so nothing computed before a change is handed out after it. The oldest keys go beyond `max`. While
 * `keeps` says no, nothing is kept.
 */
export class ShortMemory<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>()

  constructor(
    private readonly max: number,
    private readonly keepMs: number,
    /** Whether to keep anything now (db/change-bus.ts: not while this instance may be missing changes). */
    private readonly keeps: () => boolean = () => true,
  ) {}

  clear(): void {
    this.entries.clear()
  }

  get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    if (!this.keeps()) {
      this.entries.clear()
      return (async () => compute())()
    }
    const hit = this.entries.get(key)
    if (hit && now < hit.expires) return hit.value
    const entry: { value: Promise<T>; expires: number } = { value: Promise.resolve() as Promise<T>, expires: now + this.keepMs }
    // Re-inserted, so the Map's order stays oldest first.
    this.entries.delete(key)
    this.entries.set(key, entry)
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string)
    // In the map before the working-out starts: a change (clear) during it, even at once, drops it.
    entry.value = (async () => compute())()
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return entry.value
  }
}
