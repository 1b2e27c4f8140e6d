import { createRequire } from 'node:module'
import { createElement, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setUpPagesRenderer } from './pages-renderer'

type Renderer = { renderToReadableStream: (element: unknown) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }> }

const fromNext = createRequire(require.resolve('next/dist/server/render.js'))
/** The renderer as Next's pages find it (next/dist/server/ReactDOMServerPages.js), and a page rendered as Next does. */
const pages = fromNext('next/dist/server/ReactDOMServerPages.js') as Renderer

async function render(): Promise<string> {
  // A page whose parts that hydrate apart (Suspense boundaries) come after the first 12.8 kB of markup.
  const page = createElement(
    'main',
    null,
    createElement('p', { title: 'æøå' }, 'x'.repeat(20_000)),
    ...[1, 2, 3].map((n) =>
      createElement(Suspense, { key: n, fallback: null }, createElement('section', null, `part ${n} `, 'y'.repeat(1_000))),
    ),
  )
  const stream = await pages.renderToReadableStream(page)
  await stream.allReady
  return new Response(stream).text()
}

describe('setUpPagesRenderer', () => {
  it('makes the renderer Next uses for pages write every Suspense boundary in place, with no inline script', async () => {
    // React's own default: the boundaries after the first 12.8 kB are moved into place by an inline script, which
    // the shop's script policy refuses.
    expect(await render()).toContain('<script')

    setUpPagesRenderer()
    const html = await render()
    expect(html).not.toContain('<script')
    expect(html.match(/<!--\$-->/g)).toHaveLength(3)
    expect(html).toContain('<p title="æøå">')
    expect(html).toContain('<section>part 3 ')
    // Once is enough, however often the server starts.
    setUpPagesRenderer()
    expect(await render()).toBe(html)
  })

  it("renders with Node's build of React, which writes strings without encoding each one apart", async () => {
    setUpPagesRenderer()
    const node = fromNext('react-dom/server.node') as Renderer
    const spy = vi.spyOn(node, 'renderToReadableStream')
    try {
      await render()
      expect(spy).toHaveBeenCalledTimes(1)
    } finally {
      spy.mockRestore()
    }
  })
})
