/**
 * Category pages through the content service's HTTP route: `GET node?url=<category url>` answers a Category node
 * whose productList holds the shop's own first search page for the category, an editor's page at the same URL
 * wins, and an unknown URL is still a 404.
 */
import { randomInt } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Node, ProductListComponent } from '@delikat/contract/components'
import { sitemap } from '../src/content/search'
import { changeBus } from '../src/db/change-bus'
import { api, createProduct, testPayload } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

async function route() {
  await testPayload()
  return import('../src/app/endpoints/[site]/v1/[...path]/route')
}

async function nodeAt(url: string, culture: 'da' | 'en' = 'da'): Promise<{ status: number; body: any; cacheControl: string | null }> {
  const { GET } = await route()
  const request = new Request(`http://localhost/endpoints/delikat/v1/node/?url=${encodeURIComponent(url)}&culture=${culture}`)
  const response = await GET(request, { params: Promise.resolve({ site: 'delikat', path: ['node'] }) })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, cacheControl: response.headers.get('cache-control') }
}

function word(): string {
  return Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('')
}

async function createCategory(name: string, parent: number | null, sortOrder = 0, nameEn?: string) {
  const { payload } = await testPayload()
  const doc = await payload.create({ collection: 'categories', locale: 'da', data: { name, slug: '', parent, sortOrder } })
  if (nameEn) await payload.update({ collection: 'categories', id: doc.id, locale: 'en', data: { name: nameEn } })
  return doc
}

const productListOf = (node: Node): ProductListComponent => {
  expect(node.Components).toHaveLength(1)
  const [list] = node.Components
  expect(list?.Type).toBe('productList')
  return list as ProductListComponent
}

const ids = (products: Array<{ ProductId: number }>) => products.map((p) => p.ProductId)

describe('GET node?url= for a category URL', () => {
  it('answers a Category node with the category’s first search page, trail and subcategories', async () => {
    const tag = word()
    const top = await createCategory(`Vin ${tag}`, null, 0, `Wine ${tag}`)
    const red = await createCategory('Rødvin', top.id, 2, 'Red wine')
    const white = await createCategory('Hvidvin', top.id, 1, 'White wine')
    const inTop = await createProduct({ name: `Husets vin ${tag}`, categories: [top.id] })
    const inRed = await createProduct({ name: `Barolo ${tag}`, categories: [red.id], organic: true })
    const inWhite = await createProduct({ name: `Chablis ${tag}`, categories: [white.id] })
    await createProduct({ name: `Ost ${tag}` })

    const answer = await nodeAt(`/vin-${tag}/`)
    expect(answer.status).toBe(200)
    expect(answer.cacheControl).toContain('s-maxage=10')
    const node = answer.body as Node
    expect(node).toMatchObject({
      Id: top.id,
      Name: `Vin ${tag}`,
      Url: `/vin-${tag}/`,
      ContentType: 'Category',
      Seo: { Title: `Vin ${tag}` },
    })
    const list = productListOf(node)
    expect(list).toMatchObject({ CategoryId: top.id, Title: `Vin ${tag}`, TotalProductCount: 3 })
    expect(ids(list.Products).sort()).toEqual([inTop.id, inRed.id, inWhite.id].sort())
    expect(list.Breadcrumbs).toEqual([{ Name: `Vin ${tag}`, RelativeUrl: `/vin-${tag}/` }])
    expect(list.Subcategories).toEqual([
      { CategoryId: white.id, Name: 'Hvidvin', RelativeUrl: `/vin-${tag}/hvidvin/` },
      { CategoryId: red.id, Name: 'Rødvin', RelativeUrl: `/vin-${tag}/roedvin/` },
    ])
    // The facets are counted within the category, as the shop API counts them.
    const organic = list.Filters?.find((f) => f.Key === 'organic')
    expect(organic?.Options?.[0]?.Count).toBe(1)
    const search = await api('POST', '/product/search/', { CategoryId: top.id, PageSize: 18, Sort: 'Popularity' })
    expect(ids(list.Products)).toEqual(ids(search.body.Products))
    expect(list.Filters).toEqual(search.body.Filters)

    const leaf = await nodeAt(`/vin-${tag}/roedvin/`, 'en')
    expect(leaf.status).toBe(200)
    const leafList = productListOf(leaf.body as Node)
    expect(leaf.body.Name).toBe('Red wine')
    expect(leafList).toMatchObject({ CategoryId: red.id, Title: 'Red wine', TotalProductCount: 1, Subcategories: [] })
    expect(ids(leafList.Products)).toEqual([inRed.id])
    expect(leafList.Breadcrumbs).toEqual([
      { Name: `Wine ${tag}`, RelativeUrl: `/vin-${tag}/` },
      { Name: 'Red wine', RelativeUrl: `/vin-${tag}/roedvin/` },
    ])
    // The URL is matched as page URLs are: without the trailing slash and in any case.
    expect((await nodeAt(`/VIN-${tag}/roedvin`)).body.ContentType).toBe('Category')
  })

  it('serves the seeded category pages with the products the shop search finds for them', async () => {
    const payload = await seededPayload()
    const { docs } = await payload.find({ collection: 'categories', where: { relativeUrl: { equals: '/vin/' } }, limit: 1 })
    const wine = docs[0]
    expect(wine).toBeDefined()
    const answer = await nodeAt('/vin/')
    expect(answer.status).toBe(200)
    const list = productListOf(answer.body as Node)
    const search = await api('POST', '/product/search/', { CategoryId: wine!.id, PageSize: 18 })
    expect(list.TotalProductCount).toBe(search.body.TotalProductCount)
    expect(list.TotalProductCount).toBeGreaterThan(0)
    expect(ids(list.Products)).toEqual(ids(search.body.Products))
    expect(list.Products.length).toBe(Math.min(18, list.TotalProductCount))
    // The subcategories are the group's children, in their order: the seed's red, white and rosé among them.
    const group = await api('GET', `/group/${wine!.id}/`)
    expect(list.Subcategories?.map((c) => c.RelativeUrl)).toEqual(group.body.Children.map((c: { RelativeUrl: string }) => c.RelativeUrl))
    expect(list.Subcategories?.map((c) => c.RelativeUrl)).toEqual(expect.arrayContaining(['/vin/roedvin/', '/vin/hvidvin/', '/vin/rose/']))
  })

  it('lets an editor’s published page at the same URL win', async () => {
    const { payload } = await testPayload()
    const tag = word()
    const category = await createCategory(`Gaver ${tag}`, null)
    await createProduct({ name: `Gavekurv ${tag}`, categories: [category.id] })
    expect((await nodeAt(`/gaver-${tag}/`)).body.ContentType).toBe('Category')

    await payload.create({
      collection: 'pages',
      locale: 'da',
      data: { title: `Vores gaver ${tag}`, url: `/gaver-${tag}/`, contentType: 'LandingPage', _status: 'published' } as never,
    })
    const answer = await nodeAt(`/gaver-${tag}/`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ Name: `Vores gaver ${tag}`, ContentType: 'LandingPage' })
    expect(answer.body.Components.some((c: { Type: string }) => c.Type === 'productList')).toBe(false)
  })

  it('is still a 404 for a URL that is neither a page nor a category', async () => {
    const answer = await nodeAt(`/findes-ikke-${word()}/`)
    expect(answer.status).toBe(404)
    expect(answer.body.ErrorCode).toBe('NotFound')
    // A product URL is not a category either.
    expect((await nodeAt(`/vin/${word()}/`)).status).toBe(404)
  })

  it('lists category pages in the sitemap once, and not where an editor’s page took the URL', async () => {
    const { payload } = await testPayload()
    const tag = word()
    await createCategory(`Kaffe ${tag}`, null)
    const taken = await createCategory(`Te ${tag}`, null)
    await payload.create({
      collection: 'pages',
      locale: 'da',
      data: { title: `Vores te ${tag}`, url: taken.relativeUrl, contentType: 'LandingPage', _status: 'published' } as never,
    })
    const { Urls } = await sitemap(payload)
    const urls = Urls.map((u) => u.Url)
    expect(urls).toContain(`/kaffe-${tag}/`)
    expect(urls.filter((u) => u === `/te-${tag}/`)).toHaveLength(1)
  })
})

/**
 * On PostgreSQL this instance hears its own saves a moment after they commit, and forgets its kept pages once more
 * then (docs/adr/0047): waits until it has gone 300 ms without hearing a change, so a page kept next stays kept.
 */
async function changesSettled(): Promise<void> {
  if (!changeBus.shared) return
  let last = Date.now()
  const off = changeBus.subscribe(() => (last = Date.now()))
  try {
    const until = Date.now() + 5000
    while (Date.now() - last < 300 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25))
  } finally {
    off()
  }
}

describe('a guest’s page kept for a few seconds', () => {
  it('is built once and kept, but a product or page saved through the backend shows at once', async () => {
    const { payload } = await testPayload()
    const tag = word()
    const category = await createCategory(`Honning ${tag}`, null)
    const product = await createProduct({ name: `Lynghonning ${tag}`, categories: [category.id] })
    const url = `/honning-${tag}/`
    const names = async () => productListOf((await nodeAt(url)).body as Node).Products.map((p) => p.Name)
    await changesSettled()
    expect(await names()).toEqual([`Lynghonning ${tag}`])

    // Written around the backend (another instance, a script): the kept page stands for up to 10 s.
    const pool = (payload.db as unknown as { pool: { query: (sql: string, values: unknown[]) => Promise<unknown> } }).pool
    await pool.query(`UPDATE products_locales SET name = $1 WHERE _parent_id = $2 AND _locale = 'da'`, [`Skovhonning ${tag}`, product.id])
    expect(await names()).toEqual([`Lynghonning ${tag}`])

    // Saved through the backend: every kept page is forgotten.
    await payload.update({ collection: 'products', id: product.id, locale: 'da', data: { name: `Akaciehonning ${tag}` } })
    expect(await names()).toEqual([`Akaciehonning ${tag}`])
  })
})
