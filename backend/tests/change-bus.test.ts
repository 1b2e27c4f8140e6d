/**
 * Changes across backend instances through PostgreSQL's LISTEN/NOTIFY (backend/src/db/change-bus.ts,
 * docs/adr/0047). This process is one instance (its Payload listens from onInit); a second ChangeBus on its own
 * connection stands for another. PostgreSQL only: the embedded database serves one instance, whose bus is local.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ChangeBus, CHANGE_CHANNEL } from '../src/db/change-bus'
import { dbPool } from '../src/db/pool'
import { createProduct, shopResponse, testPayload } from './helpers'

const onPostgres = process.env.INTEGRATION_DB === 'postgres'

async function otherInstance() {
  const name = `test instance ${randomUUID().slice(0, 8)}`
  const bus = new ChangeBus(name)
  const heard = { content: vi.fn(), catalogue: vi.fn() }
  bus.on('content', heard.content)
  bus.on('catalogue', heard.catalogue)
  await bus.listen(process.env.DATABASE_URL!)
  heard.content.mockClear()
  heard.catalogue.mockClear()
  return { bus, heard, name }
}

describe.skipIf(!onPostgres)('changes across instances', () => {
  beforeAll(async () => {
    await testPayload()
  }, 300_000)

  it('a product saved through this instance is forgotten by another within a second of its commit', async () => {
    const { payload } = await testPayload()
    const product = await createProduct({ price: 10_000 })
    const { bus, heard } = await otherInstance()
    try {
      const saved = Date.now()
      await payload.update({ collection: 'products', id: product.id, data: { price: 12_000 } })
      await vi.waitFor(() => expect(heard.catalogue).toHaveBeenCalled(), { timeout: 1000, interval: 20 })
      await vi.waitFor(() => expect(heard.content).toHaveBeenCalled(), { timeout: 1000, interval: 20 })
      expect(Date.now() - saved).toBeLessThan(2000)
    } finally {
      await bus.stop()
    }
  })

  it('hears a change only when its transaction commits, and never one rolled back', async () => {
    const { payload } = await testPayload()
    const { bus, heard } = await otherInstance()
    const client = await dbPool(payload).connect()
    try {
      await client.query('BEGIN')
      await client.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, 'content'])
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(heard.content).not.toHaveBeenCalled()
      await client.query('ROLLBACK')
      await client.query('BEGIN')
      await client.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, 'content'])
      await client.query('COMMIT')
      await vi.waitFor(() => expect(heard.content).toHaveBeenCalledTimes(1), { timeout: 1000, interval: 20 })
      expect(heard.catalogue).not.toHaveBeenCalled()
    } finally {
      client.release()
      await bus.stop()
    }
  })

  it('an instance whose listener drops forgets everything, keeps nothing while deaf, and forgets again once back', async () => {
    const { payload } = await testPayload()
    const { bus, heard, name } = await otherInstance()
    try {
      expect(bus.keeps).toBe(true)
      await dbPool(payload).query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name])
      await vi.waitFor(() => expect(heard.content).toHaveBeenCalledTimes(1), { timeout: 2000, interval: 10 })
      expect(heard.catalogue).toHaveBeenCalledTimes(1)
      expect(bus.keeps).toBe(false)
      // Back within its first pause, and everything is forgotten once more (what changed meanwhile was missed).
      await vi.waitFor(() => expect(bus.keeps).toBe(true), { timeout: 3000, interval: 20 })
      expect(heard.content).toHaveBeenCalledTimes(2)
      await dbPool(payload).query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, 'catalogue'])
      await vi.waitFor(() => expect(heard.catalogue).toHaveBeenCalledTimes(3), { timeout: 1000, interval: 20 })
    } finally {
      await bus.stop()
    }
  })
})

describe("the storefronts' feed of changes (GET /api/shop/changes)", () => {
  beforeAll(async () => {
    await testPayload()
  }, 300_000)

  it('is only for a storefront calling for itself (a trusted proxy), not for a browser it passes on', async () => {
    const browser = await shopResponse('GET', '/changes/', undefined, { 'x-forwarded-for': '203.0.113.9' })
    expect(browser.status).toBe(403)
    expect((await browser.json()).ErrorCode).toBe('Forbidden')
  })

  it('says it is listening, then tells of every save as it commits, on this instance or another', async () => {
    const { payload } = await testPayload()
    const product = await createProduct({ price: 10_000 })
    const feed = await shopResponse('GET', '/changes/', undefined, { 'x-forwarded-for': '127.0.0.1' })
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = feed.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`the feed ended before ${pattern}: ${text}`)
        text += value
      }
    }
    try {
      await until(/event: ready\n/)
      await payload.update({ collection: 'products', id: product.id, data: { price: 11_000 } })
      await until(/event: change\ndata: catalogue\n\n/)
      await until(/event: change\ndata: content\n\n/)
    } finally {
      await reader.cancel()
    }
  })
})
