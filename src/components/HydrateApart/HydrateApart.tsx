// A part of the page that React hydrates apart from the rest (docs/architecture.md §7): a Suspense boundary, which the
// server renders in full, and which the browser leaves as the server's HTML while it hydrates the page around it, then
// hydrates in a later task, in slices that let the browser paint and answer input in between. A click on it before
// then is not lost: React hydrates that part first and replays it. Nothing in it suspends, so the fallback is never
// shown.
import { Suspense, type ReactNode } from 'react'

export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
