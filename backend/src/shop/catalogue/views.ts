/**
 * Product views for the ProductViews sort and the popular list. A product page view adds to an in-memory tally,
 * written to the database every few seconds in one statement, so the hot read path never waits on a write and
 * never serialises on the product row. Each backend instance flushes only its own increments (views = views + n),
 * so several instances add up correctly; at most one interval's views are lost if a process dies.
 */
import type { Pool } from 'pg'
import { refreshSearchIndex } from './search-index-store'

export const VIEW_FLUSH_INTERVAL_MS = 5_000

export class ViewCounter {
  private pending = new Map<number, number>()
  private timer: NodeJS.Timeout | null = null
  private flushing: Promise<void> = Promise.resolve()

  constructor(
    private readonly pool: () => Pool,
    private readonly intervalMs = VIEW_FLUSH_INTERVAL_MS,
  ) {}

  count(productId: number): void {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + 1)
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs)
      // A pending flush must not keep a finished process (a test, a script) alive.
      this.timer.unref()
    }
  }

  /** Writes the tally so far; views counted meanwhile go into the next flush. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const batch = this.pending
    this.pending = new Map()
    if (batch.size === 0) return this.flushing
    const ids = [...batch.keys()]
    const counts = ids.map((id) => batch.get(id)!)
    this.flushing = this.flushing
      .then(() =>
        this.pool().query(
          `UPDATE products p SET views = p.views + v.n
             FROM unnest($1::int[], $2::int[]) AS v(id, n) WHERE p.id = v.id`,
          [ids, counts],
        ),
      )
      .then(
        () => refreshSearchIndex(this.pool()),
        (error: unknown) => {
          // Views are a ranking signal, not money: a failed flush is logged and dropped, never retried forever.
          console.error('product views not saved', error)
        },
      )
    return this.flushing
  }
}

const counters = new WeakMap<object, ViewCounter>()

/** The view counter of one backend (one Payload instance and its pool). */
export function productViews(payload: { db: unknown }): ViewCounter {
  let counter = counters.get(payload)
  if (!counter) {
    counter = new ViewCounter(() => (payload.db as { pool: Pool }).pool)
    counters.set(payload, counter)
  }
  return counter
}
