/** The content service over its HTTP handlers (issue 3): drafts, preview tokens, fallback, search, images. */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signPreviewToken } from '../src/content/preview'
import { createProduct, createTestCustomer, TEST_PASSWORD, TestBrowser, testPayload, testPool } from './helpers'

async function route() {
  await testPayload()
  return import('../src/app/endpoints/[site]/v1/[...path]/route')
}

async function content(path: string, init?: RequestInit) {
  const { GET, POST } = await route()
  const request = new Request(`http://localhost/endpoints/delikat/v1/${path}`, init)
  const segments = path.split('?')[0]!.split('/').filter(Boolean)
  const handler = init?.method === 'POST' ? POST : GET
  const response = await handler(request, { params: Promise.resolve({ site: 'delikat', path: segments }) })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
}

async function page(data: Record<string, unknown>, options: { draft?: boolean } = {}) {
  const { payload } = await testPayload()
  return payload.create({ collection: 'pages', locale: 'da', draft: options.draft, data: { contentType: 'ContentPage', ...data } as never })
}

const unique = () => `/test-${randomUUID().slice(0, 8)}/`

/**
 * Runs a save, and on PostgreSQL waits for its own NOTIFY to come back (db/change-bus.ts): the instance forgets what it
 * keeps once more when it hears it, which must not happen after the test has read what it checks.
 */
async function saved<T>(save: () => Promise<T>): Promise<T> {
  const { changeBus } = await import('../src/db/change-bus')
  if (!changeBus.shared) return save()
  let heard = 0
  const stop = changeBus.subscribe((event) => {
    if (event === 'content') heard += 1
  })
  try {
    const result = await save()
    // Once from the save itself, once more from its notification.
    const started = Date.now()
    while (heard < 2 && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heard).toBeGreaterThanOrEqual(2)
    return result
  } finally {
    stop()
  }
}

describe('content service', () => {
  it('hides drafts, and shows them only with a valid preview token for that page', async () => {
    const url = unique()
    await page({ title: 'Kladde', url, _status: 'draft' }, { draft: true })
    expect((await content(`node/?url=${url}&culture=da`)).status).toBe(404)

    const secret = process.env.PAYLOAD_SECRET!
    const preview = await content(`node/?url=${url}&culture=da&preview=${signPreviewToken(url, secret)}`)
    expect(preview.status).toBe(200)
    expect(preview.body.Name).toBe('Kladde')
    expect(preview.headers.get('cache-control')).toBe('no-store')

    const forged = await content(`node/?url=${url}&preview=${signPreviewToken(url, 'not-the-secret-0123456789')}`)
    expect(forged.status).toBe(401)
    expect(forged.body.ErrorCode).toBe('InvalidPreviewToken')
    const expired = signPreviewToken(url, secret, Math.floor(Date.now() / 1000) - 24 * 3600)
    expect((await content(`node/?url=${url}&preview=${expired}`)).status).toBe(401)
    expect((await content(`node/?url=/&preview=${signPreviewToken(url, secret)}`)).status).toBe(401)
  })

  it("gives the admin's preview button a storefront URL whose token opens the page's draft", async () => {
    const { payload } = await testPayload()
    const url = unique()
    await page({ title: 'Forhåndsvist kladde', url, _status: 'draft' }, { draft: true })
    const preview = payload.collections.pages.config.admin.preview!
    const link = new URL(String(await preview({ url } as never, { locale: 'en' } as never)))
    expect(link.pathname).toBe(`/en${url}`)
    const token = link.searchParams.get('preview')!
    const answer = await content(`node/?url=${url}&culture=en&preview=${encodeURIComponent(token)}`)
    expect(answer.status).toBe(200)
    expect(answer.body.Name).toBe('Forhåndsvist kladde')
  })

  it('serves the published version while an editor works on a newer draft', async () => {
    const { payload } = await testPayload()
    const url = unique()
    const doc = await page({ title: 'Udgivet', url, _status: 'published' })
    await payload.update({ collection: 'pages', id: doc.id, locale: 'da', draft: true, data: { title: 'Ny kladde' } })
    expect((await content(`node/?url=${url}`)).body.Name).toBe('Udgivet')
    const token = signPreviewToken(url, process.env.PAYLOAD_SECRET!)
    expect((await content(`node/?url=${url}&preview=${token}`)).body.Name).toBe('Ny kladde')
  })

  it('falls back to Danish where an English text is missing, and 404s an unknown url', async () => {
    const url = unique()
    await page({ title: 'Kun på dansk', url, _status: 'published' })
    const en = await content(`node/?url=${url}&culture=en`)
    expect(en.status).toBe(200)
    expect(en.body.Name).toBe('Kun på dansk')
    const missing = await content(`node/?url=/findes-ikke-${randomUUID()}/`)
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ ErrorCode: 'NotFound', Message: expect.any(String) })
  })

  it('searches published pages with Danish stemming and prefixes', async () => {
    const url = unique()
    await page({ title: 'Vores bedste opskrift på risotto', teaser: 'Cremet og enkel', url, _status: 'published' })
    await page({ title: 'Hemmelig opskrift på risotto', url: unique(), _status: 'draft' }, { draft: true })
    const post = (body: unknown) =>
      content('node/search/', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
    const stemmed = await post({ Query: 'opskrifter', PageNumber: 1, PageSize: 10 })
    expect(stemmed.status).toBe(200)
    expect(stemmed.body.Nodes.map((n: { Url: string }) => n.Url)).toContain(url)
    expect(stemmed.body.Nodes.some((n: { Title: string }) => n.Title.startsWith('Hemmelig'))).toBe(false)
    const prefix = await post({ Query: 'risot' })
    expect(prefix.body.Nodes.map((n: { Url: string }) => n.Url)).toContain(url)
    expect(prefix.body.TotalNodeCount).toBeGreaterThanOrEqual(1)
    expect((await post({ Query: '' })).status).toBe(400)
    expect((await post({ Query: 'x', PageSize: 500 })).status).toBe(400)
    const bad = await content('node/search/', { method: 'POST', body: '{nope' })
    expect(bad.status).toBe(400)
  })

  it('lists published pages and products for the sitemap', async () => {
    const url = unique()
    await page({ title: 'På kortet', url, _status: 'published' })
    const { body } = await content('sitemap/')
    const urls = body.Urls.map((u: { Url: string }) => u.Url)
    expect(urls).toContain(url)
    expect(body.Urls[0]).toMatchObject({ LastModified: expect.stringMatching(/^\d{4}-/) })
  })

  it('tells search engines to leave the basket, the checkout and the API alone', async () => {
    const { payload } = await testPayload()
    const url = unique()
    await payload.create({ collection: 'pages', data: { title: 'Kassen', url, contentType: 'CheckoutPage', _status: 'published' } })
    const { body } = await content('robots/')
    expect(body.Disallow).toEqual(expect.arrayContaining(['/api/', url]))
  })

  it("carries the food smiley's link to the inspection report while the settings hold a findsmiley.dk id, and null without", async () => {
    const { payload } = await testPayload()
    const before = await payload.findGlobal({ slug: 'settings', depth: 0 })
    const editor = await payload.create({
      collection: 'users',
      data: { email: `smiley-${randomUUID().slice(0, 6)}@example.dk`, name: 'Editor', roles: ['editor'], password: 'Test-password-123' },
    })
    try {
      // Editors set it, and a pasted link to the shop's page is stored as its id.
      await payload.updateGlobal({
        slug: 'settings',
        data: { findSmileyId: ' https://www.findsmiley.dk/123456 ' },
        overrideAccess: false,
        user: { ...editor, collection: 'users' },
      })
      const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
      expect(settings.findSmileyId).toBe('123456')
      expect(settings.menuB2CNode ?? null).toEqual(before.menuB2CNode ?? null)
      const da = await content('footer/?culture=da')
      expect(da.status).toBe(200)
      expect(da.body.Smiley).toEqual({ Url: 'https://www.findsmiley.dk/123456', Label: 'Se vores kontrolrapport' })
      expect((await content('footer/?culture=en')).body.Smiley).toEqual({
        Url: 'https://www.findsmiley.dk/123456',
        Label: 'See our inspection report',
      })

      await expect(payload.updateGlobal({ slug: 'settings', data: { findSmileyId: 'smiley-123' } })).rejects.toThrow(/findsmiley/i)
      await expect(payload.updateGlobal({ slug: 'settings', data: { findSmileyId: '1234567890123' } })).rejects.toThrow(/findsmiley/i)

      await payload.updateGlobal({ slug: 'settings', data: { findSmileyId: '' } })
      const none = await content('footer/?culture=da')
      expect(none.status).toBe(200)
      expect(none.body.Smiley).toBeNull()
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { findSmileyId: before.findSmileyId ?? null } })
      await payload.delete({ collection: 'users', id: editor.id })
    }
  })

  it('carries the e-mærket badge link while the settings hold the id, and null without', async () => {
    const { payload } = await testPayload()
    const before = await payload.findGlobal({ slug: 'settings', depth: 0 })
    try {
      // A pasted certificate address is stored as the id.
      await payload.updateGlobal({ slug: 'settings', data: { emaerketId: ' https://certifikat.emaerket.dk/delikat.dk ' } })
      expect((await payload.findGlobal({ slug: 'settings', depth: 0 })).emaerketId).toBe('delikat.dk')
      const da = await content('footer/?culture=da')
      expect(da.body.Emaerket).toEqual({ Url: 'https://certifikat.emaerket.dk/delikat.dk', Label: 'Se vores e-mærket-certifikat' })
      await expect(payload.updateGlobal({ slug: 'settings', data: { emaerketId: 'not a shop/../x' } })).rejects.toThrow(/e-mærket/i)
      await payload.updateGlobal({ slug: 'settings', data: { emaerketId: '' } })
      expect((await content('footer/?culture=da')).body.Emaerket).toBeNull()
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { emaerketId: before.emaerketId ?? null } })
    }
  })

  it("states the delivery facts from the shop's active delivery methods, in both VAT terms, without exposing the methods", async () => {
    const { payload } = await testPayload()
    const methods = await payload.find({ collection: 'delivery-methods', where: { active: { equals: true } }, pagination: false })
    const shipping = methods.docs.filter((m) => ['DeliveryAddress', 'PostNord', 'Burd'].includes(m.methodType))
    const frees = shipping.map((m) => m.freeAbove).filter((f): f is number => typeof f === 'number' && f > 0)
    const { status, body } = await content('footer/?culture=da')
    expect(status).toBe(200)
    if (frees.length === 0) expect(body.Delivery.FreeAbove).toBeNull()
    else expect(body.Delivery.FreeAbove.InclVat.Amount).toBe(Math.min(...frees))
    if (body.Delivery.FreeAbove)
      expect(body.Delivery.FreeAbove.ExclVat.Amount).toBe(Math.round(body.Delivery.FreeAbove.InclVat.Amount / 1.25))
    expect(Object.keys(body.Delivery).sort()).toEqual(['FreeAbove', 'Pickup', 'PriceFrom'])
  })

  it('keeps the texts, menu and footer until a save changes them: a save through Payload shows at once, a row edited behind its back does not', async () => {
    const { payload } = await testPayload()
    const pool = await testPool()
    const key = `Test.Kept${randomUUID().slice(0, 6)}`
    const text = async () => (await content('translation/?culture=da&ns=common')).body.translations[key]
    const doc = await saved(() =>
      payload.create({ collection: 'translations', locale: 'da', data: { key, namespace: 'common', value: 'Første' } }),
    )
    try {
      expect(await text()).toBe('Første')
      await saved(() => payload.update({ collection: 'translations', id: doc.id, locale: 'da', data: { value: 'Anden' } }))
      expect(await text()).toBe('Anden')
      // Behind Payload's back nothing is announced: the kept answer stands (only a save forgets it).
      await pool.query(`UPDATE translations_locales SET value = 'Tredje' WHERE _parent_id = $1 AND _locale = 'da'`, [doc.id])
      expect(await text()).toBe('Anden')
      // A delivery method's save forgets the footer (its delivery facts) and with it the rest of the kept frame; so
      // does a save of the footer.
      const method = await saved(() =>
        payload.create({
          collection: 'delivery-methods',
          locale: 'da',
          data: { name: 'Kept', methodType: 'NoDelivery', price: 0, active: false },
        }),
      )
      expect(await text()).toBe('Tredje')
      await pool.query(`UPDATE translations_locales SET value = 'Fjerde' WHERE _parent_id = $1 AND _locale = 'da'`, [doc.id])
      await saved(() => payload.delete({ collection: 'delivery-methods', id: method.id }))
      expect(await text()).toBe('Fjerde')
      await pool.query(`UPDATE translations_locales SET value = 'Femte' WHERE _parent_id = $1 AND _locale = 'da'`, [doc.id])
      await saved(() => payload.updateGlobal({ slug: 'footer', data: {} }))
      expect(await text()).toBe('Femte')
    } finally {
      await saved(() => payload.delete({ collection: 'translations', id: doc.id }))
    }
    expect(await text()).toBeUndefined()
  })

  it('answers 404 for another site key and unknown routes', async () => {
    const { GET } = await route()
    const other = await GET(new Request('http://localhost/endpoints/other/v1/footer'), {
      params: Promise.resolve({ site: 'other', path: ['footer'] }),
    })
    expect(other.status).toBe(404)
    expect((await content('nothing-here/')).status).toBe(404)
  })
})

describe('image endpoint', () => {
  async function image(query: string, headers: Record<string, string> = {}) {
    const { payload } = await testPayload()
    const { drawImage } = await import('../src/seed/images')
    const name = `img-${randomUUID().slice(0, 8)}`
    const { data } = await drawImage('cheese')
    await payload.create({
      collection: 'media',
      data: { alt: 'Ost' },
      file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
    })
    const { GET } = await import('../src/app/media/[...path]/route')
    const call = (q: string, h: Record<string, string> = {}) =>
      GET(new Request(`http://localhost/media/${name}.png?${q}`, { headers: h }), { params: Promise.resolve({ path: [`${name}.png`] }) })
    return { first: await call(query, headers), call }
  }

  it('resizes to webp, caches the result on disk and answers the second request from the cache', async () => {
    const { first, call } = await image('width=400&heightratio=0.5625&format=webp&quality=70&bgColor=ffffff')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/webp')
    expect(first.headers.get('cache-control')).toContain('max-age=31536000')
    expect(first.headers.get('x-cache')).toBe('MISS')
    const sharp = (await import('sharp')).default
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata()
    expect([meta.width, meta.height, meta.format]).toEqual([400, 225, 'webp'])

    const second = await call('width=400&heightratio=0.5625&format=webp&quality=70&bgColor=ffffff')
    expect(second.headers.get('x-cache')).toBe('HIT')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    const notModified = await call('width=400&heightratio=0.5625&format=webp&quality=70&bgColor=ffffff', { 'if-none-match': etag })
    expect(notModified.status).toBe(304)
  })

  it('refuses out-of-range parameters with 400', async () => {
    const { call } = await image('width=100')
    for (const q of ['width=4001', 'height=0', 'quality=0', 'quality=101', 'format=gif', 'bgColor=red']) {
      expect((await call(q)).status, q).toBe(400)
    }
  })
})

describe('content service prices for the reader', () => {
  it("prices a page's product cards for a business customer's bearer token excl. VAT, and never lets that be shared", async () => {
    const product = await createProduct({ price: 20000 })
    const url = unique()
    await page({
      title: 'Ugens vine',
      url,
      _status: 'published',
      components: [{ blockType: 'productCarousel', title: 'Vine', products: [product.id] }],
    })
    const cardOf = (body: {
      Components: Array<{ Type: string; Products?: Array<{ ProductId: number; Pricing: { CurrentPrice: { Amount: number } } }> }>
    }) => body.Components.find((c) => c.Type === 'productCarousel')!.Products!.find((p) => p.ProductId === product.id)!

    const guest = await content(`node/?url=${url}&culture=da`)
    expect(cardOf(guest.body).Pricing.CurrentPrice.Amount).toBe(20000)
    expect(guest.headers.get('cache-control')).toContain('public')
    expect(guest.headers.get('vary')).toBe('Authorization')

    const business = await createTestCustomer({ clientType: 'B2B', company: 'Kantinen ApS', cvr: '12345674' })
    const browser = new TestBrowser()
    expect((await browser.call('POST', '/login/', { Email: business.email, Password: TEST_PASSWORD, ClientType: 'B2B' })).body.Result).toBe(
      'Success',
    )
    await browser.refreshToken()
    const asBusiness = await content(`node/?url=${url}&culture=da`, { headers: { authorization: `Bearer ${browser.bearer}` } })
    expect(asBusiness.status).toBe(200)
    expect(cardOf(asBusiness.body).Pricing.CurrentPrice.Amount).toBe(16000)
    expect(asBusiness.headers.get('cache-control')).toBe('private, no-store')

    // A consumer sees the public's prices; a forged or ended token is read as no token at all.
    const consumer = await createTestCustomer()
    const consumerBrowser = new TestBrowser()
    await consumerBrowser.call('POST', '/login/', { Email: consumer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    await consumerBrowser.refreshToken()
    const asConsumer = await content(`node/?url=${url}&culture=da`, { headers: { authorization: `Bearer ${consumerBrowser.bearer}` } })
    expect(cardOf(asConsumer.body).Pricing.CurrentPrice.Amount).toBe(20000)
    const forged = await content(`node/?url=${url}&culture=da`, { headers: { authorization: 'Bearer not.a.token' } })
    expect(forged.status).toBe(200)
    expect(cardOf(forged.body).Pricing.CurrentPrice.Amount).toBe(20000)
    await browser.call('POST', '/logout/')
    const ended = await content(`node/?url=${url}&culture=da`, { headers: { authorization: `Bearer ${browser.bearer}` } })
    expect(cardOf(ended.body).Pricing.CurrentPrice.Amount).toBe(20000)
  })

  it("prices a category page's product list for a business customer too", async () => {
    const { payload } = await testPayload()
    const suffix = randomUUID().slice(0, 8)
    const category = await payload.create({
      collection: 'categories',
      locale: 'da',
      data: { name: `Kategori ${suffix}`, slug: `kategori-${suffix}` } as never,
    })
    const product = await createProduct({ price: 10000, categories: [category.id] })
    const business = await createTestCustomer({ clientType: 'B2B', company: 'Kantinen ApS', cvr: '12345674' })
    const browser = new TestBrowser()
    await browser.call('POST', '/login/', { Email: business.email, Password: TEST_PASSWORD, ClientType: 'B2B' })
    await browser.refreshToken()
    const answer = await content(`node/?url=${encodeURIComponent(String(category.relativeUrl))}&culture=da`, {
      headers: { authorization: `Bearer ${browser.bearer}` },
    })
    expect(answer.status).toBe(200)
    const list = answer.body.Components[0]
    expect(list.Type).toBe('productList')
    expect(list.Products.find((p: { ProductId: number }) => p.ProductId === product.id).Pricing.CurrentPrice.Amount).toBe(8000)
  })
})
