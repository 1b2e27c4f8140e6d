/**
 * The one-statement product reader (shop/catalogue/product-rows.ts) must give the very cards Payload's own read
 * gives: every seeded product, in both cultures, with pictures, focal points, texts that fall back to Danish and
 * every stock state.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { dbPool } from '../src/db/pool'
import { toProductCard, type ProductDoc } from '../src/shop/catalogue/product-card'
import { loadProductDocs } from '../src/shop/catalogue/product-rows'
import type { Culture } from '../src/shop/constants'
import { createProduct, testPayload } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

async function payloadDocs(ids: number[], culture: Culture): Promise<Map<number, ProductDoc>> {
  const { payload } = await testPayload()
  const result = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    depth: 1,
    select: { categories: false, variants: false },
    locale: culture,
    fallbackLocale: 'da',
    pagination: false,
    overrideAccess: false,
  })
  return new Map(result.docs.map((doc) => [doc.id as number, doc as unknown as ProductDoc]))
}

async function expectSameCards(ids: number[], culture: Culture) {
  const payload = await seededPayload()
  const [expected, actual] = await Promise.all([payloadDocs(ids, culture), loadProductDocs(dbPool(payload), ids, culture)])
  expect([...actual.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b))
  const ctx = { culture, isB2B: false, now: new Date('2026-11-24T12:00:00Z') }
  for (const [id, doc] of expected) {
    expect(toProductCard(actual.get(id)!, ctx), `product ${id} (${culture})`).toEqual(toProductCard(doc, ctx))
  }
}

describe('loadProductDocs', () => {
  it('reads every seeded product as Payload does, in Danish and in English', async () => {
    const payload = await seededPayload()
    const { rows } = await dbPool(payload).query<{ id: number }>('SELECT id FROM products ORDER BY id')
    const ids = rows.map((r) => r.id)
    expect(ids.length).toBeGreaterThan(250)
    await expectSameCards(ids, 'da')
    await expectSameCards(ids, 'en')
  })

  it('falls back to the Danish texts and keeps the pictures in their order with their focal points', async () => {
    const { payload } = await testPayload()
    const media = await Promise.all(
      [1, 2].map(async (n) => {
        const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
        return payload.create({
          collection: 'media',
          locale: 'da',
          data: { alt: `Billede ${n}`, focalX: 10 * n, focalY: 20 * n, focalPoints: { square: { x: 5, y: 6 } } },
          file: { data: png, mimetype: 'image/png', name: `rows-${n}-${Date.now()}.png`, size: png.length },
        })
      }),
    )
    const product = await createProduct({
      shortDescription: 'Kort dansk tekst',
      images: [media[1]!.id, media[0]!.id],
      stockState: 'StockWithDate',
      stockDate: '2026-12-01T00:00:00.000Z',
      review: { score: 4, reviewer: 'Politiken' },
    })
    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { name: 'English name', shortDescription: '' } })
    await expectSameCards([product.id], 'en')
    const [doc] = (await loadProductDocs(dbPool(payload), [product.id], 'en')).values()
    expect(doc).toMatchObject({ name: 'English name', shortDescription: 'Kort dansk tekst', stockState: 'StockWithDate' })
    expect(doc!.images!.map((i) => (i as { id: number }).id)).toEqual([media[1]!.id, media[0]!.id])
    expect(await loadProductDocs(dbPool(payload), [], 'da')).toEqual(new Map())
  })
})
