/** The storefront's feed of the backend's changes (change-feed.ts, docs/adr/0047), against a feed it is handed. */
import { describe, expect, it, vi } from 'vitest'
import { ChangeFeed } from './change-feed'

/** A feed the test writes to, as the backend's GET /api/shop/changes would. */
function feedServer() {
  const connections: Array<ReadableStreamDefaultController<Uint8Array>> = []
  let refuse = false
  const fetchFeed = vi.fn(async () => {
    if (refuse) return new Response('no', { status: 503 })
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void connections.push(controller) })
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
  })
  const send = (text: string) => connections.at(-1)!.enqueue(new TextEncoder().encode(text))
  return {
    fetchFeed,
    send,
    end: () => connections.at(-1)!.close(),
    refuse: (value: boolean) => void (refuse = value),
    connections: () => connections.length,
  }
}

describe('the change feed', () => {
  it('keeps nothing until the feed is ready, forgets on every change, and nothing else moves it', async () => {
    const server = feedServer()
    const forget = vi.fn()
    const feed = new ChangeFeed('http://backend/api/shop/changes/', forget, server.fetchFeed)
    feed.start()
    await vi.waitFor(() => expect(server.connections()).toBe(1))
    expect(feed.state.keeps).toBe(false)
    server.send('event: ready\ndata: listening\n\n')
    await vi.waitFor(() => expect(feed.state.keeps).toBe(true))
    const ready = feed.state.generation
    expect(forget).toHaveBeenCalledTimes(1)
    // An event may arrive in pieces; a heartbeat changes nothing.
    server.send('event: cha')
    server.send('nge\ndata: content\n\n: alive\n\n')
    await vi.waitFor(() => expect(feed.state.generation).toBe(ready + 1))
    expect(forget).toHaveBeenCalledTimes(2)
    feed.stop()
    expect(feed.state.keeps).toBe(false)
  })

  it('stops keeping when the feed ends or is refused, and keeps again once a new one is ready', async () => {
    const server = feedServer()
    const forget = vi.fn()
    const feed = new ChangeFeed('http://backend/api/shop/changes/', forget, server.fetchFeed)
    feed.start()
    await vi.waitFor(() => expect(server.connections()).toBe(1))
    server.send('event: ready\ndata: listening\n\n')
    await vi.waitFor(() => expect(feed.state.keeps).toBe(true))
    server.refuse(true)
    server.end()
    await vi.waitFor(() => expect(feed.state.keeps).toBe(false))
    const lost = forget.mock.calls.length
    // Refused once (after 250 ms), then let in again (after 1 s more).
    await vi.waitFor(() => expect(server.fetchFeed).toHaveBeenCalledTimes(2), { timeout: 2000 })
    expect(feed.state.keeps).toBe(false)
    server.refuse(false)
    await vi.waitFor(() => expect(server.connections()).toBe(2), { timeout: 3000 })
    server.send('event: ready\ndata: listening\n\n')
    await vi.waitFor(() => expect(feed.state.keeps).toBe(true))
    expect(forget.mock.calls.length).toBeGreaterThan(lost)
    feed.stop()
  })
})
