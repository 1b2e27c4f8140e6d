/**
 * Where the storefront's own server (scripts/serve.ts) tells the code inside Next about the backend's feed of changes
 * (scripts/change-feed.ts, docs/adr/0047): a slot on globalThis, since both run in one process but Next loads its own
 * copy of this code.
 */
export const CONTENT_FEED_KEY = Symbol.for('delikat.contentFeed')

export interface ContentFeedState {
  /** Bumped on every change (and whenever the feed is lost or found): what was kept before is stale. */
  generation: number
  /** Whether anything may be kept now. */
  keeps: boolean
}

/** The feed's state, when this process follows one (`next start` behind scripts/serve.ts); undefined otherwise. */
export const contentFeed = (): ContentFeedState | undefined =>
  (globalThis as unknown as Record<symbol, ContentFeedState | undefined>)[CONTENT_FEED_KEY]

/** Called once by the server that follows the feed. */
export function publishContentFeed(state: ContentFeedState): void {
  ;(globalThis as unknown as Record<symbol, ContentFeedState>)[CONTENT_FEED_KEY] = state
}
