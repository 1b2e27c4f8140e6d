// The browser's `react-dom/client` (next.config.js): the same module, except that the first hydration is a
// transition (docs/adr/0055). Next's pages router calls `hydrateRoot` outside one, so React hydrated the page's shell
// in one task (0.6–1.1 s on a throttled phone); in a transition React works in slices of a few
// milliseconds and lets the browser paint and answer input in between. A click before it is done still works: React
// hydrates the root at once for a discrete event and replays it.
import { startTransition, type ReactNode } from 'react'
import * as client from 'react-dom/client'

export const createRoot = client.createRoot

export function hydrateRoot(container: Document | Element, initialChildren: ReactNode, options?: client.HydrationOptions): client.Root {
  let root: client.Root | undefined
  startTransition(() => {
    root = client.hydrateRoot(container, initialChildren, options)
  })
  return root!
}

const withTransition = { ...client, hydrateRoot }
export default withTransition
