// The page cache's rules, on a real HTTP server whose "Next" is a handler that counts its renders.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { CONSENT_VERSION } from '@delikat/contract/consent'
import { PageCache, type PageCacheOptions } from './page-cache'

type Render = (req: IncomingMessage, res: ServerResponse, n: number) => void | Promise<void>

const SHARED = 'public, s-maxage=10'

/** A guest's page as the storefront renders it: status 200, shared for 10 s, the render's number in the body. */
const guestPage: Render = (_req, res, n) => {
  res.setHeader('Cache-Control', SHARED)
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.end(`<html>render ${n}</html>`)
}

let server: Server | undefined
let clock = 1_000_000

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

async function start(render: Render, options: Partial<PageCacheOptions> = {}) {
  const cache = new PageCache({ fixedOrigin: true, now: () => clock, ...options })
  let renders = 0
  server = createServer((req, res) => void cache.handle(req, res, () => void render(req, res, ++renders)))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(origin + path, { headers: { 'accept-encoding': 'identity', ...headers } })
    return { status: response.status, state: response.headers.get('x-page-cache'), body: await response.text(), headers: response.headers }
  }
  return { cache, get, renders: () => renders }
}

describe('the page cache', () => {
  it('keeps nothing while it may not (the backend feed is down), and forgets what it kept', async () => {
    let keeps = true
    const { get, cache } = await start(guestPage, { keeps: () => keeps })
    await get('/vin/')
    expect((await get('/vin/')).state).toBe('HIT')
    keeps = false
    expect(await get('/vin/')).toMatchObject({ state: null, body: '<html>render 2</html>' })
    expect(await get('/vin/')).toMatchObject({ state: null, body: '<html>render 3</html>' })
    expect(cache.size).toBe(0)
    keeps = true
    expect((await get('/vin/')).state).toBe('MISS')
    expect((await get('/vin/')).state).toBe('HIT')
  })

  it('gives a guest page kept within its s-maxage, and renders it again after', async () => {
    const { get, renders } = await start(guestPage)
    expect(await get('/vin/')).toMatchObject({ state: 'MISS', body: '<html>render 1</html>' })
    clock += 9_000
    expect(await get('/vin/')).toMatchObject({ state: 'HIT', body: '<html>render 1</html>' })
    clock += 1_500
    expect(await get('/vin/')).toMatchObject({ state: 'MISS', body: '<html>render 2</html>' })
    expect(renders()).toBe(2)
  })

  it('keeps each address with its query apart (filters, sort, pages, a search)', async () => {
    const { get } = await start(guestPage)
    await get('/vin/roedvin/')
    expect((await get('/vin/roedvin/?sort=PricingAscending')).body).toBe('<html>render 2</html>')
    expect((await get('/vin/roedvin/?sort=PricingAscending')).state).toBe('HIT')
    expect((await get('/soeg/?q=vin')).body).toBe('<html>render 3</html>')
    expect((await get('/en/vin/roedvin/')).body).toBe('<html>render 4</html>')
  })

  it("never answers from or keeps a customer's request (the token cookie) or a draft preview", async () => {
    const { get, cache } = await start(guestPage)
    await get('/vin/')
    const customer = await get('/vin/', { cookie: 'basketId=x; token=eyJhbGciOi.x.y' })
    expect(customer).toMatchObject({ state: null, body: '<html>render 2</html>' })
    expect((await get('/vin/?preview=abc')).state).toBeNull()
    expect((await get('/vin/')).body).toBe('<html>render 1</html>')
    // Other cookies (consent, basket) do not make a visitor a customer.
    expect((await get('/vin/', { cookie: 'basketId=x; cookie_cat_statistic=true' })).state).toBe('HIT')
    expect(cache.size).toBe(1)
  })

  it("keeps the page of a visitor who has answered the cookie dialog apart from a first visit's, which holds the dialog", async () => {
    const { get, cache } = await start(guestPage)
    const answered = { cookie: `delikat_consent=${encodeURIComponent(`id-1|${CONSENT_VERSION}|2026-12-07T10:00:00.000Z`)}` }
    expect((await get('/vin/')).body).toBe('<html>render 1</html>')
    expect(await get('/vin/', answered)).toMatchObject({ state: 'MISS', body: '<html>render 2</html>' })
    expect(await get('/vin/', answered)).toMatchObject({ state: 'HIT', body: '<html>render 2</html>' })
    expect(await get('/vin/')).toMatchObject({ state: 'HIT', body: '<html>render 1</html>' })
    // An answer under older texts is no answer: that visitor is asked again, with the first visit's page.
    expect(await get('/vin/', { cookie: 'delikat_consent=id-1|cookies-2020-01|2020-01-01T00:00:00.000Z' })).toMatchObject({
      state: 'HIT',
      body: '<html>render 1</html>',
    })
    expect(cache.size).toBe(2)
  })

  it('keeps only what the page says may be shared: public, an s-maxage, no cookie set, 200 or 404', async () => {
    const pages: Record<string, [number, Record<string, string>]> = {
      '/private/': [200, { 'cache-control': 'private, no-store' }],
      '/none/': [200, {}],
      '/cookie/': [200, { 'cache-control': SHARED, 'set-cookie': 'a=b' }],
      '/error/': [503, { 'cache-control': SHARED }],
      '/missing/': [404, { 'cache-control': SHARED }],
      '/isr/': [200, { 'cache-control': 's-maxage=10, stale-while-revalidate' }],
    }
    const { get } = await start((req, res, n) => {
      const [status, headers] = pages[req.url!]!
      res.writeHead(status, headers)
      res.end(`render ${n}`)
    })
    for (const path of Object.keys(pages)) await get(path)
    const states = Object.fromEntries(await Promise.all(Object.keys(pages).map(async (path) => [path, (await get(path)).state])))
    expect(states).toEqual({
      '/private/': 'MISS',
      '/none/': 'MISS',
      '/cookie/': 'MISS',
      '/error/': 'MISS',
      '/missing/': 'HIT',
      '/isr/': 'MISS',
    })
    expect((await get('/missing/')).status).toBe(404)
  })

  it('never looks up the shop API, media, content or Next files, nor anything but GET', async () => {
    const { get } = await start(guestPage)
    for (const path of ['/api/basket/', '/media/a.jpg', '/content-api/node/', '/_next/static/x.js', '/en/api/product/1/']) {
      await get(path)
      expect((await get(path)).state).toBeNull()
    }
  })

  it('keeps a compressed page apart from a plain one, and gives each the encoding it was made with', async () => {
    const { get } = await start((req, res, n) => {
      res.setHeader('Cache-Control', SHARED)
      if (/gzip/.test(String(req.headers['accept-encoding']))) {
        res.setHeader('Content-Encoding', 'gzip')
        res.end(gzipSync(`gzipped ${n}`))
      } else res.end(`plain ${n}`)
    })
    await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    await get('/')
    const gzipped = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(gzipped).toMatchObject({ state: 'HIT', body: 'gzipped 1' })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(await get('/')).toMatchObject({ state: 'HIT', body: 'plain 2' })
  })

  it('keeps pages written in chunks and headers handed to writeHead', async () => {
    const { get } = await start((_req, res, n) => {
      res.writeHead(200, { 'Cache-Control': SHARED, ETag: `"v${n}"` })
      res.write('<html>')
      res.write(Buffer.from(`chunk ${n}`))
      res.end('</html>')
    })
    await get('/a/')
    const hit = await get('/a/')
    expect(hit).toMatchObject({ state: 'HIT', body: '<html>chunk 1</html>' })
    expect(hit.headers.get('etag')).toBe('"v1"')
    expect(hit.headers.get('content-length')).toBe(String('<html>chunk 1</html>'.length))
    expect((await get('/a/', { 'if-none-match': '"v1"' })).status).toBe(304)
  })

  it('gives a kept page without an ETag one of its bytes, and answers a match with 304', async () => {
    const { get } = await start((_req, res, n) => {
      res.writeHead(200, { 'Cache-Control': SHARED })
      res.end(`page ${n % 2}`)
    })
    await get('/e/')
    const hit = await get('/e/')
    const etag = hit.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    expect((await get('/e/', { 'if-none-match': etag! })).status).toBe(304)
    // Another page's bytes, another tag.
    await get('/f/')
    expect((await get('/f/')).headers.get('etag')).not.toBe(etag)
  })

  it('lets guests asking together for a page share one render, and gives the kept one while it is made anew', async () => {
    let release: () => void = () => undefined
    const { get, renders } = await start(async (req, res, n) => {
      if (n === 2) await new Promise<void>((resolve) => (release = resolve))
      guestPage(req, res, n)
    })
    // Ten at once for a page nobody has asked for: one render.
    const first = await Promise.all(Array.from({ length: 10 }, () => get('/together/')))
    expect(new Set(first.map((r) => r.body))).toEqual(new Set(['<html>render 1</html>']))
    expect(renders()).toBe(1)
    // Past its time: the first asker waits for the new render, the others get the kept page meanwhile.
    clock += 11_000
    const renewing = get('/together/')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await get('/together/')).toMatchObject({ state: 'STALE', body: '<html>render 1</html>' })
    release()
    expect(await renewing).toMatchObject({ state: 'MISS', body: '<html>render 2</html>' })
    expect(await get('/together/')).toMatchObject({ state: 'HIT', body: '<html>render 2</html>' })
  })

  it('neither keeps nor shares a render begun before a change: it may show what the change replaced', async () => {
    let release: () => void = () => undefined
    const { get, cache, renders } = await start(async (req, res, n) => {
      if (n === 1) await new Promise<void>((resolve) => (release = resolve))
      guestPage(req, res, n)
    })
    const before = get('/soeg/?q=vin')
    await new Promise((resolve) => setTimeout(resolve, 50))
    cache.clear()
    // A guest asking after the change gets a render of their own, not the one under way.
    expect(await get('/soeg/?q=vin')).toMatchObject({ state: 'MISS', body: '<html>render 2</html>' })
    release()
    expect(await before).toMatchObject({ body: '<html>render 1</html>' })
    // The render from before the change was not kept over the one after it.
    expect(await get('/soeg/?q=vin')).toMatchObject({ state: 'HIT', body: '<html>render 2</html>' })
    expect(renders()).toBe(2)
  })

  it('keeps no more than its bytes, forgetting the oldest pages first', async () => {
    const { get, cache } = await start(
      (_req, res, n) => {
        res.setHeader('Cache-Control', SHARED)
        res.end('x'.repeat(400) + n)
      },
      { maxBytes: 1000 },
    )
    await get('/1/')
    await get('/2/')
    await get('/3/')
    expect(cache.size).toBe(2)
    expect((await get('/1/')).state).toBe('MISS')
    expect((await get('/3/')).state).toBe('HIT')
  })

  it('keys on the host when the public origin is not configured (links in the page name it)', async () => {
    const { get } = await start(guestPage, { fixedOrigin: false })
    await get('/')
    expect((await get('/', { 'x-forwarded-host': 'evil.example' })).state).toBe('MISS')
    expect((await get('/')).state).toBe('HIT')
  })
})
