/**
 * React's server render writes a Suspense boundary that comes after the first 12.8 kB of a page (its
 * `progressiveChunkSize`) as a hidden segment, which an inline script moves into place. The shop's pages admit no
 * inline script without the response's nonce (src/config/csp.ts), and a page kept for other guests cannot carry one,
 * so such a boundary would stay hidden until React gave up on it and rendered it again in the browser (error #419).
 * Next renders pages with no way to pass the option, so the storefront's server gives it to React's renderer itself:
 * every boundary is written in place, complete (docs/adr/0049). The boundaries are there to hydrate the page in
 * parts (src/components/HydrateApart), not to stream it: Next waits for the whole page before it sends any of it.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type { ReactNode } from 'react'
import type { RenderToReadableStreamOptions } from 'react-dom/server'

type Renderer = { renderToReadableStream: (element: ReactNode, options?: RenderToReadableStreamOptions) => Promise<ReadableStream> }

const WRAPPED = Symbol.for('delikat.wholeBoundaries')

/** The renderer Next's pages use (next/dist/server/ReactDOMServerPages.js): react-dom/server.edge, as Next resolves it. */
function pagesRenderer(root: string): Renderer {
  const fromNext = createRequire(require.resolve('next/dist/server/render.js', { paths: [root] }))
  return fromNext('react-dom/server.edge') as Renderer
}

export function writeWholeBoundaries(root: string = path.resolve(__dirname, '..')): void {
  const renderer = pagesRenderer(root)
  const render = renderer.renderToReadableStream as Renderer['renderToReadableStream'] & { [WRAPPED]?: true }
  if (typeof render !== 'function') throw new Error('react-dom/server.edge has no renderToReadableStream')
  if (render[WRAPPED]) return
  const whole: typeof render = (element, options) => render(element, { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY })
  whole[WRAPPED] = true
  renderer.renderToReadableStream = whole
}
