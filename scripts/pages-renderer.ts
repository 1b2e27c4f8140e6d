/**
 * The renderer Next's pages are written with, set up by the storefront's server before Next loads it. Next renders
 * pages with react-dom/server.edge (next/dist/server/ReactDOMServerPages.js, whose own comment says Node's build should
 * be used outside an edge runtime) and no way to pass React an option, so two things are settled here, on the module
 * Next resolves:
 *
 * - **Node's build of the same React.** The edge build turns every attribute and text of the page into bytes as it
 *   goes, one `TextEncoder.encode` per string; Node's build keeps strings and writes them into its buffer in one go.
 *   Both have `renderToReadableStream` with the same options and answer; the edge build's encoding was 6 % of the
 *   server's time in a profile of uncached renders (docs/adr/0050).
 * - **Every Suspense boundary written in place, complete.** React writes a boundary that comes after the first
 *   12.8 kB of a page (its `progressiveChunkSize`) as a hidden segment, which an inline script moves into place. The
 *   shop's pages admit no inline script without the response's nonce (src/config/csp.ts), and a page kept for other
 *   guests cannot carry one, so such a boundary would stay hidden until React gave up on it and rendered it again in
 *   the browser (error #419). The boundaries are there to hydrate the page in parts (src/components/HydrateApart,
 *   docs/adr/0049), not to stream it: Next waits for the whole page before it sends any of it.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type { ReactNode } from 'react'
import type { RenderToReadableStreamOptions } from 'react-dom/server'

type Render = (element: ReactNode, options?: RenderToReadableStreamOptions) => Promise<ReadableStream>
type Renderer = { renderToReadableStream: Render }

const SET_UP = Symbol.for('delikat.pagesRenderer')

/** A react-dom server build, as Next resolves it (the same React as the pages'). */
function renderer(root: string, build: 'react-dom/server.edge' | 'react-dom/server.node'): Renderer {
  const fromNext = createRequire(require.resolve('next/dist/server/render.js', { paths: [root] }))
  return fromNext(build) as Renderer
}

export function setUpPagesRenderer(root: string = path.resolve(__dirname, '..')): void {
  const pages = renderer(root, 'react-dom/server.edge')
  const current = pages.renderToReadableStream as Render & { [SET_UP]?: true }
  if (typeof current !== 'function') throw new Error('react-dom/server.edge has no renderToReadableStream')
  if (current[SET_UP]) return
  const node = renderer(root, 'react-dom/server.node')
  if (typeof node.renderToReadableStream !== 'function') throw new Error('react-dom/server.node has no renderToReadableStream')
  const render: typeof current = (element, options) =>
    node.renderToReadableStream(element, { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY })
  render[SET_UP] = true
  pages.renderToReadableStream = render
}
