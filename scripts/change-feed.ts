/**
 * The storefront server's feed of the backend's changes (GET /api/shop/changes, docs/adr/0047): on every `change`
 * the storefront forgets the pages it keeps (page-cache.ts) and the layout it keeps inside Next (src/lib/memoryCache.ts,
 * told through src/lib/contentFeed.ts). It keeps nothing while it has no feed (before the first `ready`,
 * after the feed ends or fails) and reconnects, quickly at first, so a storefront that may be missing changes renders
 * afresh rather than serving what may be stale.
 */
import type { ContentFeedState } from '../src/lib/contentFeed'

const RECONNECT_MS = [250, 1000, 2000, 5000]

type Fetch = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>

export class ChangeFeed {
  readonly state: ContentFeedState = { generation: 0, keeps: false }
  private attempts = 0
  private stopped = false
  private abort: AbortController | null = null
  private retry: NodeJS.Timeout | null = null

  constructor(
    private readonly url: string,
    /** Forgets what this storefront keeps. */
    private readonly forget: () => void,
    private readonly fetchFeed: Fetch = fetch,
  ) {}

  start(): void {
    this.stopped = false
    void this.connect()
  }

  stop(): void {
    this.stopped = true
    this.abort?.abort()
    if (this.retry) clearTimeout(this.retry)
    this.lose()
  }

  private changed(): void {
    this.state.generation += 1
    this.forget()
  }

  private lose(): void {
    this.state.keeps = false
    this.changed()
  }

  private async connect(): Promise<void> {
    if (this.stopped) return
    this.abort = new AbortController()
    try {
      const response = await this.fetchFeed(this.url, { headers: { accept: 'text/event-stream' }, signal: this.abort.signal })
      if (!response.ok || !response.body) throw new Error(`the feed answered ${response.status}`)
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          this.onEvent(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // Refused, unreachable or broken off: handled below like an ended feed.
    }
    if (this.stopped) return
    this.lose()
    const pause = RECONNECT_MS[Math.min(this.attempts, RECONNECT_MS.length - 1)]!
    this.attempts += 1
    this.retry = setTimeout(() => void this.connect(), pause)
    this.retry.unref()
  }

  private onEvent(block: string): void {
    const event = /^event: (\w+)$/m.exec(block)?.[1]
    if (event === 'ready') {
      this.attempts = 0
      // What changed before the feed was there is unknown: start from nothing, then keep.
      this.changed()
      this.state.keeps = true
    } else if (event === 'change') this.changed()
  }
}
