/**
 * Tastings (products of type Event) through the shop API against a real database (docs/adr/0041): their date, place
 * and seats on the product answer and on cards, read by the one-statement reader as Payload reads them, required of
 * staff, and no longer sold once they have begun.
 */
import { describe, expect, it } from 'vitest'
import { dbPool } from '../src/db/pool'
import { toProductCard, type ProductDoc } from '../src/shop/catalogue/product-card'
import { loadProductDocs } from '../src/shop/catalogue/product-rows'
import { api, createProduct, testPayload } from './helpers'

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

async function tasting(overrides: Record<string, unknown> = {}) {
  const { payload } = await testPayload()
  const product = await createProduct({
    type: 'Event',
    name: `Vinsmagning: Bourgogne ${Math.random().toString(36).slice(2, 6)}`,
    price: 49500,
    stockQuantity: 12,
    eventStartsAt: inDays(14),
    eventDurationMinutes: 150,
    eventPlace: 'Delikat Aarhus, Vestergade 12',
    ...overrides,
  })
  return { payload, product }
}

describe('events', () => {
  it('answer when, where and how many seats on the product and on every card, in the culture', async () => {
    const { payload, product } = await tasting()
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'en',
      data: { name: 'Wine tasting: Burgundy', eventPlace: 'Delikat Aarhus (Vestergade 12)' },
    })
    const startsAt = new Date(product.eventStartsAt as string).toISOString()
    const da = await api('GET', `/product/${product.id}/`)
    expect(da.status).toBe(200)
    expect(da.body).toMatchObject({
      Event: { StartsAt: startsAt, DurationMinutes: 150, Place: 'Delikat Aarhus, Vestergade 12', SeatsLeft: 12, HasPassed: false },
      Stock: { State: 'InStock', Text: '12 pladser tilbage' },
      ShowAddToBasket: true,
    })
    const en = await api('GET', `/product/${product.id}/?culture=en`)
    expect(en.body).toMatchObject({ Event: { Place: 'Delikat Aarhus (Vestergade 12)' }, Stock: { Text: '12 seats left' } })

    const wine = await createProduct()
    const cards = await api('POST', '/product/byids/', { ProductIds: [product.id, wine.id] })
    expect(cards.body.Products.map((p: { Event: unknown }) => p.Event)).toEqual([
      { StartsAt: startsAt, DurationMinutes: 150, Place: 'Delikat Aarhus, Vestergade 12', SeatsLeft: 12, HasPassed: false },
      null,
    ])
  })

  it('are read by the one-statement reader exactly as Payload reads them, the place falling back to Danish', async () => {
    const { payload, product } = await tasting()
    const { product: undated } = await tasting()
    // An event from before events had dates: nothing but its type (the migration leaves it so).
    await dbPool(payload).query('UPDATE products SET event_starts_at = NULL WHERE id = $1', [undated.id])
    for (const culture of ['da', 'en'] as const) {
      const viaPayload = await payload.find({
        collection: 'products',
        where: { id: { in: [product.id, undated.id] } },
        depth: 1,
        select: { categories: false, variants: false },
        locale: culture,
        fallbackLocale: 'da',
        pagination: false,
      })
      const rows = await loadProductDocs(dbPool(payload), [product.id, undated.id], culture)
      const ctx = { culture, isB2B: false }
      for (const doc of viaPayload.docs) {
        expect(toProductCard(rows.get(doc.id)!, ctx)).toEqual(toProductCard(doc as unknown as ProductDoc, ctx))
      }
      expect(rows.get(product.id)).toMatchObject({ eventPlace: 'Delikat Aarhus, Vestergade 12', eventDurationMinutes: 150 })
      expect(rows.get(undated.id)?.eventStartsAt).toBeNull()
    }
  })

  it('must have a date and a place when staff save them; other products need neither', async () => {
    await expect(createProduct({ type: 'Event', eventStartsAt: null, eventPlace: 'Delikat Aarhus' })).rejects.toThrow(/Starter|Starts at/)
    await expect(createProduct({ type: 'Event', eventStartsAt: inDays(3), eventPlace: '' })).rejects.toThrow(/Sted|Place/)
    await expect(createProduct({ type: 'Wine' })).resolves.toMatchObject({ type: 'Wine' })
  })

  it('are not sold once they have begun: refused with EventHasPassed, and unavailable where already in a basket', async () => {
    const { product: past } = await tasting({ eventStartsAt: inDays(-1) })
    const answer = await api('GET', `/product/${past.id}/`)
    expect(answer.body).toMatchObject({
      Event: { HasPassed: true, SeatsLeft: 12 },
      ShowAddToBasket: false,
      MaxQuantity: 0,
      Stock: { Text: 'Arrangementet er afholdt' },
    })
    const uid = (await api('POST', '/basket/', {})).body.Uid as string
    const refused = await api('POST', `/basket/${uid}/items/`, { ProductId: past.id, Quantity: 1 })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ ErrorCode: 'EventHasPassed', Message: expect.any(String) })

    // In the basket while it was ahead, then it began: the line can no longer be bought.
    const { payload, product: soon } = await tasting()
    const added = await api('POST', `/basket/${uid}/items/`, { ProductId: soon.id, Quantity: 2 })
    expect(added.status).toBe(200)
    await payload.update({ collection: 'products', id: soon.id, data: { eventStartsAt: inDays(-0.01) } })
    const basket = await api('GET', `/basket/${uid}/`)
    expect(basket.body.Lines).toHaveLength(1)
    expect(basket.body.Lines[0]).toMatchObject({ Unavailable: 'SoldOutOrUnavailable' })
  })
})
