import { describe, expect, it } from 'vitest'
import { WINE_COLOURS } from '../shop/catalogue/attributes'
import { PRODUCT_TYPES } from '../shop/constants'
import { slugify } from '../shop/slug'
import { DEMO_CATEGORIES } from './categories'
import { SCALE_PRODUCT_PREFIX, scaleProduct } from './scale'

const products = Array.from({ length: 2000 }, (_, i) => scaleProduct(i + 1))
// The generator finds the demo categories by their slugs, which the categories collection makes from the name.
const slugs = new Set<string>()
const collect = (tree: typeof DEMO_CATEGORIES) => {
  for (const c of tree) {
    slugs.add(slugify(c.name.da))
    collect(c.children ?? [])
  }
}
collect(DEMO_CATEGORIES)

describe('scale catalogue', () => {
  it('makes the same product from the same number, with unique numbers after the demo ones', () => {
    expect(scaleProduct(42)).toEqual(scaleProduct(42))
    expect(scaleProduct(42)).not.toEqual(scaleProduct(43))
    expect(new Set(products.map((p) => p.productNumber)).size).toBe(products.length)
    expect(products[0]!.productNumber).toBe(`${SCALE_PRODUCT_PREFIX}000001`)
  })

  it('spreads over every product type, wine colour and many countries, producers and vintages', () => {
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(PRODUCT_TYPES))
    const wines = products.filter((p) => p.type === 'Wine')
    expect(wines.length / products.length).toBeGreaterThan(0.5)
    expect(new Set(wines.map((p) => p.colour))).toEqual(new Set(WINE_COLOURS))
    expect(new Set(wines.map((p) => p.country?.da)).size).toBeGreaterThan(12)
    expect(new Set(wines.map((p) => p.producer)).size).toBeGreaterThan(150)
    expect(new Set(wines.map((p) => p.vintage)).size).toBeGreaterThan(10)
    expect(new Set(products.map((p) => p.stockState)).size).toBe(4)
    expect(products.some((p) => p.organic)).toBe(true)
    expect(products.some((p) => p.reviewScore !== null)).toBe(true)
  })

  it('gives every product a believable, complete record in Danish and English', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0, p.productNumber).toBe(true)
      expect(p.name.da && p.name.en && p.shortDescription.da && p.shortDescription.en, p.productNumber).toBeTruthy()
      expect(p.friendlyUrlName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      // Listed in a category of the demo tree: at least one of its preferences exists there.
      expect(
        p.categories.some((slug) => slugs.has(slug)),
        `${p.productNumber} ${p.categories.join(',')}`,
      ).toBe(true)
      if (p.type === 'Wine') {
        expect(p.colour && p.grape && p.producer && p.country && p.region && p.alcoholPercentage, p.productNumber).toBeTruthy()
        expect(p.netContentUnit).toBe('l')
      }
      if (p.type === 'Food') expect(p.origin && p.storage, p.productNumber).toBeTruthy()
      // Every scale gift basket holds wine.
      expect(p.ageLimit, p.productNumber).toBe(p.type === 'GiftBasket' ? '18' : 'auto')
      if (p.stockState === 'StockWithDate') expect(p.stockDate).not.toBeNull()
      // A tasting has its date, length and place; nothing else has them (docs/adr/0041).
      if (p.type === 'Event') {
        expect(new Date(p.eventStartsAt!).getUTCFullYear(), p.productNumber).toBe(2027)
        expect(p.eventPlace?.da && p.eventPlace.en && p.eventDurationMinutes, p.productNumber).toBeTruthy()
      } else expect([p.eventStartsAt, p.eventPlace, p.eventDurationMinutes]).toEqual([null, null, null])
    }
  })
})
