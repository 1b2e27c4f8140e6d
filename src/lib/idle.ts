// Runs work the page does not need for its first paint once the browser is idle (or after a short while where
// requestIdleCallback is missing): e.g. fetching the chunk of a dialog so it opens on the first click. Returns the cancel.
const FALLBACK_DELAY_MS = 1500

export function whenIdle(work: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 4000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(work, FALLBACK_DELAY_MS)
  return () => window.clearTimeout(timer)
}
