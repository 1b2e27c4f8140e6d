/** Catalogue categories: the URL tree, group/{id}, group/urlsbyids, search by category and PimCategory links. */
import { randomInt } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { resolveLink } from '../src/content/links'
import { DEMO_PRODUCTS } from '../src/seed/demo-data'
import { api, createProduct, testPayload } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

/** A made-up word, so each test's categories and products are its own. */
function word(): string {
  return Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('')
}

async function createCategory(data: {
  name: string
  nameEn?: string
  parent?: number | null
  sortOrder?: number
  slug?: string
  description?: string
}) {
  const { payload } = await testPayload()
  const doc = await payload.create({
    collection: 'categories',
    locale: 'da',
    data: {
      name: data.name,
      slug: data.slug ?? '',
      parent: data.parent ?? null,
      sortOrder: data.sortOrder ?? 0,
      description: data.description,
    },
  })
  if (data.nameEn) await payload.update({ collection: 'categories', id: doc.id, locale: 'en', data: { name: data.nameEn } })
  return doc
}

/** A three-level tree: Vin {tag} → Rødvin → Barolo, and a second child Hvidvin. */
async function tree() {
  const tag = word()
  const top = await createCategory({ name: `Vin ${tag}`, nameEn: `Wine ${tag}`, description: 'Alle vine' })
  const red = await createCategory({ name: 'Rødvin', nameEn: 'Red wine', parent: top.id, sortOrder: 2 })
  const white = await createCategory({ name: 'Hvidvin', nameEn: 'White wine', parent: top.id, sortOrder: 1 })
  const barolo = await createCategory({ name: 'Barolo', parent: red.id })
  return { tag, top, red, white, barolo }
}

const relativeUrl = async (id: number) => {
  const { payload } = await testPayload()
  return (await payload.findByID({ collection: 'categories', id, depth: 0 })).relativeUrl
}

describe('categories: relative URLs', () => {
  it('builds the URL from the slugs of the ancestors, the slug from the Danish name', async () => {
    const { tag, top, red, barolo } = await tree()
    expect(top.slug).toBe(`vin-${tag}`)
    expect(top.relativeUrl).toBe(`/vin-${tag}/`)
    expect(red.relativeUrl).toBe(`/vin-${tag}/roedvin/`)
    expect(barolo.relativeUrl).toBe(`/vin-${tag}/roedvin/barolo/`)
    // Saving the English name keeps the Danish slug.
    const { payload } = await testPayload()
    expect(await payload.findByID({ collection: 'categories', id: red.id, depth: 0 })).toMatchObject({ slug: 'roedvin' })
  })

  it('updates every descendant when an ancestor’s slug changes, and when a category moves', async () => {
    const { payload } = await testPayload()
    const { top, red, white, barolo } = await tree()
    const renamed = word()
    await payload.update({ collection: 'categories', id: top.id, data: { slug: renamed } })
    expect(await relativeUrl(top.id)).toBe(`/${renamed}/`)
    expect(await relativeUrl(red.id)).toBe(`/${renamed}/roedvin/`)
    expect(await relativeUrl(barolo.id)).toBe(`/${renamed}/roedvin/barolo/`)
    await payload.update({ collection: 'categories', id: red.id, data: { parent: white.id } })
    expect(await relativeUrl(barolo.id)).toBe(`/${renamed}/hvidvin/roedvin/barolo/`)
  })

  it('refuses a parent that is the category itself or one of its descendants', async () => {
    const { payload } = await testPayload()
    const { top, barolo } = await tree()
    await expect(payload.update({ collection: 'categories', id: top.id, data: { parent: barolo.id } })).rejects.toThrow()
    await expect(payload.update({ collection: 'categories', id: top.id, data: { parent: top.id } })).rejects.toThrow()
  })
})

describe('GET group/{id}', () => {
  it('answers the category with parent, children in order and breadcrumbs, in Danish', async () => {
    const { tag, top, red, white, barolo } = await tree()
    const res = await api('GET', `/group/${red.id}/`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      CategoryId: red.id,
      Name: 'Rødvin',
      RelativeUrl: `/vin-${tag}/roedvin/`,
      Description: null,
      Image: null,
      Parent: { CategoryId: top.id, Name: `Vin ${tag}`, RelativeUrl: `/vin-${tag}/` },
      Children: [{ CategoryId: barolo.id, Name: 'Barolo', RelativeUrl: `/vin-${tag}/roedvin/barolo/`, Image: null }],
      Breadcrumbs: [
        { Name: `Vin ${tag}`, RelativeUrl: `/vin-${tag}/` },
        { Name: 'Rødvin', RelativeUrl: `/vin-${tag}/roedvin/` },
      ],
    })
    const topRes = await api('GET', `/group/${top.id}/`)
    expect(topRes.body.Parent).toBeNull()
    expect(topRes.body.Description).toBe('Alle vine')
    expect(topRes.body.Children.map((c: { CategoryId: number }) => c.CategoryId)).toEqual([white.id, red.id])
    expect(topRes.body.Breadcrumbs).toEqual([{ Name: `Vin ${tag}`, RelativeUrl: `/vin-${tag}/` }])
  })

  it('answers in English, falling back to Danish where nothing is translated', async () => {
    const { tag, red, barolo } = await tree()
    const res = await api('GET', `/group/${barolo.id}/?culture=en`)
    expect(res.status).toBe(200)
    expect(res.body.Name).toBe('Barolo')
    expect(res.body.Parent).toEqual({ CategoryId: red.id, Name: 'Red wine', RelativeUrl: `/vin-${tag}/roedvin/` })
    expect(res.body.Breadcrumbs.map((b: { Name: string }) => b.Name)).toEqual([`Wine ${tag}`, 'Red wine', 'Barolo'])
    expect(res.body.Children).toEqual([])
  })

  it('is a 404 for an unknown category and a 400 for a malformed id', async () => {
    const missing = await api('GET', '/group/99999999/')
    expect(missing.status).toBe(404)
    expect(missing.body.ErrorCode).toBe('CategoryNotFound')
    expect((await api('GET', '/group/abc/')).status).toBe(400)
  })
})

describe('POST group/urlsbyids', () => {
  it('answers the URL of each known category in the order asked, unknown ids left out', async () => {
    const { tag, top, barolo } = await tree()
    const res = await api('POST', '/group/urlsbyids/', { CategoryIds: [barolo.id, 99999999, top.id, barolo.id] })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      UrlByCategoryId: [
        { CategoryId: barolo.id, CategoryRelativeUrl: `/vin-${tag}/roedvin/barolo/` },
        { CategoryId: top.id, CategoryRelativeUrl: `/vin-${tag}/` },
      ],
    })
    expect((await api('POST', '/group/urlsbyids/', { CategoryIds: ['x'] })).status).toBe(400)
  })
})

describe('product search by CategoryId', () => {
  it('finds the products of the category and of all its descendants', async () => {
    const { tag, top, red, white, barolo } = await tree()
    const inTop = await createProduct({ name: `Husets vin ${tag}`, categories: [top.id] })
    const inBarolo = await createProduct({ name: `Barolo ${tag}`, categories: [barolo.id] })
    const inWhite = await createProduct({ name: `Chablis ${tag}`, categories: [white.id] })
    const elsewhere = await createProduct({ name: `Ost ${tag}` })
    const ids = async (CategoryId: number) => {
      const res = await api('POST', '/product/search/', { CategoryId, Query: tag, PageSize: 48 })
      expect(res.status).toBe(200)
      return res.body.Products.map((p: { ProductId: number }) => p.ProductId).sort()
    }
    expect(await ids(top.id)).toEqual([inTop.id, inBarolo.id, inWhite.id].sort())
    expect(await ids(red.id)).toEqual([inBarolo.id])
    expect(await ids(white.id)).toEqual([inWhite.id])
    expect(await ids(barolo.id)).toEqual([inBarolo.id])
    const all = await api('POST', '/product/search/', { Query: tag, PageSize: 48 })
    expect(all.body.Products.map((p: { ProductId: number }) => p.ProductId)).toContain(elsewhere.id)
    // Without a text query too, with the total and the filters counted within the category.
    const browse = await api('POST', '/product/search/', { CategoryId: red.id })
    expect(browse.body.TotalProductCount).toBe(1)
    expect(browse.body.Products[0].ProductId).toBe(inBarolo.id)
  })

  it('finds nothing for an unknown category', async () => {
    const res = await api('POST', '/product/search/', { CategoryId: 99999999 })
    expect(res.status).toBe(200)
    expect(res.body.TotalProductCount).toBe(0)
  })
})

describe('PimCategory links', () => {
  it('resolve to the category’s URL and id, and fall back to a stored path', async () => {
    const { payload } = await testPayload()
    const { tag, red } = await tree()
    const withCategory = await payload.create({
      collection: 'menu-items',
      locale: 'da',
      data: { name: `Rødvin ${tag}`, type: 'item', link: { type: 'PimCategory', category: red.id } },
    })
    const read = await payload.findByID({ collection: 'menu-items', id: withCategory.id, depth: 1 })
    expect(resolveLink(read.link as Record<string, unknown>)).toEqual({
      Type: 'PimCategory',
      Url: `/vin-${tag}/roedvin/`,
      CategoryId: red.id,
      Text: null,
      NewWindow: false,
    })
    const withPath = await payload.create({
      collection: 'menu-items',
      locale: 'da',
      data: { name: `Sti ${tag}`, type: 'item', link: { type: 'PimCategory', url: '/vin/' } },
    })
    const readPath = await payload.findByID({ collection: 'menu-items', id: withPath.id, depth: 1 })
    expect(resolveLink(readPath.link as Record<string, unknown>)).toEqual({
      Type: 'PimCategory',
      Url: '/vin/',
      Text: null,
      NewWindow: false,
    })
  })
})

describe('demo categories', () => {
  it('seeds the tree in Danish and English and puts every demo product in its category', async () => {
    const payload = await seededPayload()
    const red = await payload.find({
      collection: 'categories',
      where: { relativeUrl: { equals: '/vin/roedvin/' } },
      locale: 'en',
      depth: 0,
    })
    expect(red.docs).toHaveLength(1)
    expect(red.docs[0].name).toBe('Red wine')
    const products = await payload.find({
      collection: 'products',
      where: { productNumber: { in: DEMO_PRODUCTS.map((p) => p.productNumber) } },
      depth: 1,
      limit: 0,
      pagination: false,
    })
    const url = (number: string) => {
      const categories = products.docs.find((p) => p.productNumber === number)?.categories ?? []
      return categories.map((c) => (typeof c === 'object' ? c.relativeUrl : c))
    }
    expect(products.docs).toHaveLength(DEMO_PRODUCTS.length)
    for (const p of products.docs) expect(p.categories).toHaveLength(1)
    expect(url('V-1001')).toEqual(['/vin/roedvin/'])
    expect(url('G-4001')).toEqual(['/gaver/gavekurve/'])
    expect(url('E-3001')).toEqual(['/arrangementer/'])
  })
})
