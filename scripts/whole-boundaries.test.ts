import { createRequire } from 'node:module'
import { createElement, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { writeWholeBoundaries } from './whole-boundaries'

type Renderer = { renderToReadableStream: (element: unknown) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }> }

/** The renderer as Next's pages find it (next/dist/server/ReactDOMServerPages.js), and a page rendered as Next does. */
const pages = createRequire(require.resolve('next/dist/server/render.js'))('next/dist/server/ReactDOMServerPages.js') as Renderer

async function render(): Promise<string> {
  // A page whose parts that hydrate apart (Suspense boundaries) come after the first 12.8 kB of markup.
  const page = createElement(
    'main',
    null,
    createElement('p', null, 'x'.repeat(20_000)),
    ...[1, 2, 3].map((n) =>
      createElement(Suspense, { key: n, fallback: null }, createElement('section', null, `part ${n} `, 'y'.repeat(1_000))),
    ),
  )
  const stream = await pages.renderToReadableStream(page)
  await stream.allReady
  return new Response(stream).text()
}

describe('writeWholeBoundaries', () => {
  it('makes the renderer Next uses for pages write every Suspense boundary in place, with no inline script', async () => {
    // React's own default: the boundaries after the first 12.8 kB are moved into place by an inline script, which
    // the shop's script policy refuses.
    expect(await render()).toContain('<script')

    writeWholeBoundaries()
    const html = await render()
    expect(html).not.toContain('<script')
    expect(html.match(/<!--\$-->/g)).toHaveLength(3)
    expect(html).toContain('<section>part 3 ')
    // Once is enough, however often the server starts.
    writeWholeBoundaries()
    expect(await render()).toBe(html)
  })
})
