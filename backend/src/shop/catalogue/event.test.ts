import { describe, expect, it } from 'vitest'
import { toProductCard, type ProductDoc } from './product-card'

const tasting = (over: Partial<ProductDoc> = {}): ProductDoc => ({
  id: 7,
  name: 'Vinsmagning: Bourgogne, Aarhus',
  friendlyUrlName: 'vinsmagning-bourgogne-aarhus',
  productNumber: 'E-3002',
  type: 'Event',
  price: 49500,
  stockQuantity: 12,
  images: [],
  eventStartsAt: '2026-12-10T18:00:00.000Z',
  eventDurationMinutes: 150,
  eventPlace: 'Delikat Aarhus, Vestergade 12',
  ...over,
})

const before = new Date('2026-11-27T12:00:00Z')
const da = { culture: 'da' as const, isB2B: false, now: before }
const en = { ...da, culture: 'en' as const }

describe('an event on its card', () => {
  it('says when, where and how many seats are left', () => {
    const card = toProductCard(tasting(), da)
    expect(card.Event).toEqual({
      StartsAt: '2026-12-10T18:00:00.000Z',
      DurationMinutes: 150,
      Place: 'Delikat Aarhus, Vestergade 12',
      SeatsLeft: 12,
      HasPassed: false,
    })
    expect(card.Stock).toEqual({ State: 'InStock', Text: '12 pladser tilbage' })
    expect(toProductCard(tasting(), en).Stock.Text).toBe('12 seats left')
    expect(toProductCard(tasting({ stockQuantity: 1 }), da).Stock.Text).toBe('1 plads tilbage')
    expect(toProductCard(tasting({ stockQuantity: 1 }), en).Stock.Text).toBe('1 seat left')
    expect(card).toMatchObject({ ShowAddToBasket: true, MaxQuantity: 12 })
  })

  it('is sold out with no seats left', () => {
    const card = toProductCard(tasting({ stockQuantity: 0, stockState: 'OutOfStock' }), da)
    expect(card.Stock).toEqual({ State: 'OutOfStock', Text: 'Udsolgt' })
    expect(card.Event?.SeatsLeft).toBe(0)
    expect(toProductCard(tasting({ stockQuantity: 0, stockState: 'OutOfStock' }), en).Stock.Text).toBe('Sold out')
  })

  it('is no longer sold once it has begun, whatever seats are left', () => {
    const card = toProductCard(tasting(), { ...da, now: new Date('2026-12-10T18:00:00.000Z') })
    expect(card.Event).toMatchObject({ HasPassed: true, SeatsLeft: 12 })
    expect(card).toMatchObject({ ShowAddToBasket: false, MaxQuantity: 0 })
    expect(card.Stock).toEqual({ State: 'OutOfStock', Text: 'Arrangementet er afholdt' })
    expect(toProductCard(tasting(), { ...en, now: new Date('2026-12-11T00:00:00Z') }).Stock.Text).toBe('The event has taken place')
  })

  it('is still sold while staff have not dated it, with no date or place', () => {
    const card = toProductCard(tasting({ eventStartsAt: null, eventPlace: '  ', eventDurationMinutes: null }), da)
    expect(card.Event).toEqual({ StartsAt: null, DurationMinutes: null, Place: null, SeatsLeft: 12, HasPassed: false })
    expect(card.ShowAddToBasket).toBe(true)
  })

  it('is absent on every other type of product, even with event fields left over', () => {
    const wine = toProductCard(tasting({ type: 'Wine', eventStartsAt: '2020-01-01T19:00:00Z' }), da)
    expect(wine.Event).toBeNull()
    expect(wine.Stock).toEqual({ State: 'InStock', Text: 'På lager' })
    expect(wine.ShowAddToBasket).toBe(true)
  })
})
