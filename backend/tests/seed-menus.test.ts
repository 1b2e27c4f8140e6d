/** The demo menus reach the whole catalogue: every entry of both menus opens a page that answers, in both cultures. */
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CATEGORIES, type DemoCategory } from '../src/seed/categories'
import { slugify } from '../src/shop/slug'
import { api, testPayload } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

type MenuItem = {
  id: number
  parentId: number | null
  type: string
  name: string
  link: { type: string; url: string; categoryId?: number } | null
}

/** The content service over HTTP, as the storefront calls it (src/features/content/api). */
async function content(path: string) {
  await testPayload()
  const { GET } = await import('../src/app/endpoints/[site]/v1/[...path]/route')
  const request = new Request(`http://localhost/endpoints/delikat/v1/${path}`)
  const segments = path.split('?')[0]!.split('/').filter(Boolean)
  const response = await GET(request, { params: Promise.resolve({ site: 'delikat', path: segments }) })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

async function menus(culture: 'da' | 'en'): Promise<Record<'B2C' | 'B2B', MenuItem[]>> {
  const settings = await content(`global/settings/?culture=${culture}`)
  expect(settings.status).toBe(200)
  const read = async (id: number) => {
    const answer = await content(`menu/?menuNodeId=${id}&culture=${culture}`)
    expect(answer.status).toBe(200)
    return answer.body.menuItems as MenuItem[]
  }
  return { B2C: await read(settings.body.menuB2CNodeId), B2B: await read(settings.body.menuB2BNodeId) }
}

const allCategories = (categories: DemoCategory[]): DemoCategory[] => categories.flatMap((c) => [c, ...allCategories(c.children ?? [])])

beforeAll(async () => {
  await seededPayload()
}, 180_000)

describe('the demo menus', () => {
  for (const culture of ['da', 'en'] as const) {
    it(`lead from every entry to a page that answers 200, in ${culture}`, async () => {
      for (const [customerType, items] of Object.entries(await menus(culture))) {
        expect(items.length, customerType).toBeGreaterThan(20)
        for (const item of items) {
          const where = `${customerType} ${item.name}`
          const children = items.filter((i) => i.parentId === item.id)
          // A heading may be a plain label, but only when it opens entries; everything else leads somewhere.
          if (!item.link) {
            expect(item.type, where).toBe('header')
            expect(children.length, where).toBeGreaterThan(0)
            continue
          }
          const url = new URL(item.link.url, 'http://localhost')
          expect(url.origin, where).toBe('http://localhost')
          // Lists, campaigns and content pages: not one product.
          expect(url.pathname, where).not.toMatch(/^\/produkter\//)
          const page = await content(`node/?url=${encodeURIComponent(url.pathname)}&culture=${culture}`)
          expect(page.status, `${where}: ${url.pathname}`).toBe(200)
          // A filtered category page shows products for the filter, in the culture's own facet values.
          const filters = [...new Set(url.searchParams.keys())].map((key) => ({ Key: key, Values: url.searchParams.getAll(key) }))
          if (filters.length > 0) {
            expect(item.link.type, where).toBe('PimCategory')
            const search = await api('POST', `/product/search/?culture=${culture}`, {
              CategoryId: page.body.Id,
              Filters: filters,
              PageSize: 1,
            })
            expect(search.status, where).toBe(200)
            expect(search.body.TotalProductCount, `${where}: ${item.link.url}`).toBeGreaterThan(0)
          }
        }
      }
    })
  }

  it('link every category page, the recipes, the gift cards, the events and who we are', async () => {
    const { B2C, B2B } = await menus('da')
    const urls = (items: MenuItem[]) => new Set(items.flatMap((i) => (i.link ? [new URL(i.link.url, 'http://localhost').pathname] : [])))
    const b2c = urls(B2C)
    // The seed's own category pages, from the seed's tree (other test files add categories of the same names).
    const seededUrls = (categories: DemoCategory[], parent = '/'): string[] =>
      categories.flatMap((c) => {
        const url = `${parent}${slugify(c.name.da)}/`
        return [url, ...seededUrls(c.children ?? [], url)]
      })
    const expected = seededUrls(DEMO_CATEGORIES)
    expect(expected.length).toBe(allCategories(DEMO_CATEGORIES).length)
    for (const url of expected) expect(b2c, url).toContain(url)
    for (const url of ['/opskrifter/', '/gavekort/', '/gavekort/saldo/', '/arrangementer/', '/om-os/']) expect(b2c, url).toContain(url)
    for (const url of ['/opskrifter/', '/gavekort/', '/arrangementer/']) expect(urls(B2B), url).toContain(url)
  })

  it('make the headings of the wine menu links to their category pages, and sort wine by colour and by country', async () => {
    for (const culture of ['da', 'en'] as const) {
      const { B2C } = await menus(culture)
      const wine = B2C.find(
        (i) => i.parentId !== null && i.link?.url === '/vin/' && B2C.some((c) => c.parentId === i.id && c.type === 'header'),
      )!
      expect(wine, culture).toBeDefined()
      const headings = B2C.filter((i) => i.parentId === wine.id && i.type === 'header')
      for (const heading of headings) expect(heading.link?.type, heading.name).toBe('PimCategory')
      const byCountry = headings.find((h) => h.name === (culture === 'da' ? 'Vin efter land' : 'Wine by country'))!
      const italy = B2C.find((i) => i.parentId === byCountry.id && i.name === (culture === 'da' ? 'Italien' : 'Italy'))
      expect(italy?.link?.url).toBe(culture === 'da' ? '/vin/?country=Italien' : '/vin/?country=Italy')
      // The tiles open lists too.
      for (const tile of B2C.filter((i) => i.type === 'image')) expect(tile.link?.url, tile.name).not.toMatch(/^\/produkter\//)
    }
  })

  it('give business customers business gifts under "Firmagaver", not the consumer gift entries', async () => {
    const { B2C, B2B } = await menus('da')
    const below = (items: MenuItem[], name: string) => {
      const root = items.find((i) => i.name === name && i.type === 'header')!
      expect(root, name).toBeDefined()
      const ids = new Set([root.id])
      for (const item of items) if (item.parentId !== null && ids.has(item.parentId)) ids.add(item.id)
      return items.filter((i) => ids.has(i.id) && i.id !== root.id).map((i) => i.name)
    }
    const business = below(B2B, 'Firmagaver')
    const consumer = below(B2C, 'Gaver')
    expect(business).toContain('Julekurve til medarbejdere')
    expect(business.filter((name) => consumer.includes(name))).toEqual([])
    expect(B2B.some((i) => i.name === 'Gaver' && i.type === 'header')).toBe(false)
  })
})
