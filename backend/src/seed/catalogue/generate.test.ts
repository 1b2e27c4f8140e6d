import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { requiredAge } from '../../shop/catalogue/age'
import { WINE_COLOURS } from '../../shop/catalogue/attributes'
import { PRODUCT_TYPES, STOCK_STATES } from '../../shop/constants'
import { campaignPrice } from '../../shop/pricing/campaign'
import { lowestPriceBefore } from '../../shop/pricing/price-history'
import { slugify } from '../../shop/slug'
import { DEMO_CATEGORIES, leafCategoryKeys, type DemoCategory } from '../categories'
import { DEMO_PRODUCTS } from '../demo-data'
import { drawProductImage, type Motif } from '../images'
import { generateCatalogue, type CatalogueProduct } from './generate'
import { DRINKS } from './goods'
import { pictureFor } from './pictures'

const TODAY = new Date('2026-11-22T09:00:00Z')
const DAY_MS = 24 * 60 * 60 * 1000
const catalogue = generateCatalogue({ today: TODAY })
const { products, variants, campaigns, priceHistory } = catalogue
const generated = products.slice(DEMO_PRODUCTS.length)
const kroner = (p: CatalogueProduct) => p.price / 100

describe('the demo catalogue generator', () => {
  it('gives the same catalogue for the same seed and day, and another for another seed', () => {
    expect(generateCatalogue({ today: TODAY })).toEqual(catalogue)
    const other = generateCatalogue({ seed: 7, today: TODAY })
    expect(other.products.map((p) => [p.name.da, p.price])).not.toEqual(products.map((p) => [p.name.da, p.price]))
    // Another day moves the dates only.
    const later = generateCatalogue({ today: new Date(TODAY.getTime() + 10 * DAY_MS) })
    expect(later.products.map((p) => [p.productNumber, p.name, p.price, p.stockQuantity])).toEqual(
      products.map((p) => [p.productNumber, p.name, p.price, p.stockQuantity]),
    )
    expect(later.campaigns).toEqual(campaigns)
  })

  it('starts with the nine hand-written products, unchanged and in order', () => {
    expect(products.slice(0, DEMO_PRODUCTS.length)).toEqual(DEMO_PRODUCTS.map((p) => expect.objectContaining({ ...p })))
    expect(products.slice(0, 3).map((p) => p.key)).toEqual(['barolo', 'chablis', 'rose'])
  })

  it('holds about 300 products with unique product numbers, keys and friendly names', () => {
    expect(products.length).toBeGreaterThanOrEqual(280)
    expect(products.length).toBeLessThanOrEqual(320)
    const numbers = [...products.map((p) => p.productNumber), ...variants.map((v) => v.productNumber)]
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(new Set(products.map((p) => p.key)).size).toBe(products.length)
    expect(new Set(products.map((p) => slugify(p.name.da))).size).toBe(products.length)
    for (const p of products) {
      expect(p.productNumber).toMatch(/^[VFEGN]-\d{4}$/)
      expect(p.name.da.trim()).not.toBe('')
      expect(p.name.en.trim()).not.toBe('')
      expect(p.shortDescription.da.length).toBeGreaterThan(20)
      expect(p.shortDescription.en.length).toBeGreaterThan(20)
    }
    expect(products.filter((p) => p.description).length).toBeGreaterThan(products.length * 0.4)
  })

  it('covers every product type and puts every product in a leaf, using every leaf', () => {
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(PRODUCT_TYPES))
    const leaves = leafCategoryKeys()
    for (const p of products) expect(leaves, p.name.da).toContain(p.category)
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(leaves))
    expect(new Set(products.filter((p) => p.type === 'Wine').map((p) => p.colour))).toEqual(new Set(WINE_COLOURS))
    // Other seeds (seed/scale.ts) find the demo categories by slug, so a key is the slug of the Danish name.
    const all = (list: DemoCategory[]): DemoCategory[] => list.flatMap((c) => [c, ...all(c.children ?? [])])
    for (const c of all(DEMO_CATEGORIES)) expect(c.key).toBe(slugify(c.name.da))
  })

  it('prices in whole øre within believable bounds for each kind', () => {
    const bounds: Record<string, [number, number]> = {
      Wine: [89, 1200],
      ost: [45, 180],
      Event: [195, 895],
      Nonfood: [79, 1300],
      GiftBasket: [199, 1900],
      Food: [25, 460],
    }
    for (const p of products) {
      expect(Number.isInteger(p.price), p.name.da).toBe(true)
      const [min, max] = bounds[p.category] ?? bounds[p.type]
      expect(kroner(p), p.name.da).toBeGreaterThanOrEqual(min)
      expect(kroner(p), p.name.da).toBeLessThanOrEqual(max)
    }
  })

  it('describes wines as wines: real attributes, 11–15 %, mostly 75 cl and some magnums', () => {
    const wines = products.filter((p) => p.type === 'Wine')
    expect(wines.length).toBeGreaterThan(120)
    for (const w of wines) {
      expect(w.alcoholPercentage).toBeGreaterThanOrEqual(11)
      expect(w.alcoholPercentage).toBeLessThanOrEqual(15)
      expect(w.country && w.region && w.grape && w.producer && w.colour).toBeTruthy()
      expect(w.netContentUnit).toBe('l')
      if (w.colour !== 'sparkling') expect(w.vintage, w.name.da).toBeGreaterThan(2000)
    }
    expect(wines.filter((w) => w.netContent === 0.75).length).toBeGreaterThan(wines.length * 0.8)
    expect(wines.some((w) => w.netContent === 1.5 && /magnum/.test(w.name.da))).toBe(true)
    expect(new Set(wines.map((w) => w.region?.da)).size).toBeGreaterThanOrEqual(16)
  })

  it('gives food its storage, origin and a net content for the price per unit', () => {
    for (const p of products.filter((x) => x.type === 'Food')) {
      expect(p.storage, p.name.da).toBeTruthy()
      expect(p.origin, p.name.da).toBeTruthy()
      expect(p.netContent, p.name.da).toBeGreaterThan(0)
      expect(['kg', 'l', 'stk']).toContain(p.netContentUnit)
    }
    expect(products.filter((p) => p.organic).length).toBeGreaterThan(20)
  })

  it('has every stock state, dated ones in the future, and reviews on about a third', () => {
    const state = (p: CatalogueProduct) => (p.stockQuantity > 0 ? 'InStock' : (p.stockState ?? 'OutOfStock'))
    expect(new Set(products.map(state))).toEqual(new Set(STOCK_STATES))
    expect(products.filter((p) => state(p) === 'InStock').length).toBeGreaterThan(products.length * 0.75)
    for (const p of products.filter((x) => state(x) === 'StockWithDate'))
      expect(new Date(p.stockDate!).getTime()).toBeGreaterThan(TODAY.getTime())
    const reviewed = products.filter((p) => p.review).length / products.length
    expect(reviewed).toBeGreaterThan(0.25)
    expect(reviewed).toBeLessThan(0.45)
  })

  it('dates every generated tasting in the coming months, with seats as stock', () => {
    const events = generated.filter((p) => p.type === 'Event')
    expect(events.length).toBeGreaterThanOrEqual(8)
    for (const e of events) {
      const match = /(\d{1,2})\. (\p{L}+) (\d{4}) kl\. \d{2}\.\d{2}/u.exec(e.shortDescription.da)
      expect(match, e.shortDescription.da).not.toBeNull()
      expect(e.shortDescription.en).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4} at \d/)
      expect(e.netContent).toBeUndefined()
    }
    expect(events.filter((e) => e.stockQuantity > 0).length).toBeGreaterThan(events.length / 2)
  })

  it('gives every tasting its start, length and place, the start the same Danish time its text says', () => {
    const danish = (iso: string) =>
      new Intl.DateTimeFormat('da-DK', {
        timeZone: 'Europe/Copenhagen',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(iso))
        .reduce<Record<string, string>>((parts, p) => ({ ...parts, [p.type]: p.value }), {})
    const events = products.filter((p) => p.type === 'Event')
    for (const e of events) {
      expect(new Date(e.eventStartsAt!).getTime(), e.name.da).toBeGreaterThan(TODAY.getTime())
      expect(e.eventDurationMinutes).toBeGreaterThan(0)
      expect(e.eventPlace?.da, e.name.da).toMatch(/^Delikat \p{L}+, \p{L}+ \d+$/u)
      expect(e.eventPlace?.en).toMatch(/^Delikat /)
    }
    for (const e of events.slice(1)) {
      const when = danish(e.eventStartsAt!)
      expect(e.shortDescription.da).toContain(`${when.day}. ${when.month} ${when.year} kl. ${when.hour}.${when.minute}`)
      // The city of the name is the city of the place.
      expect(e.eventPlace!.da).toContain(e.name.da.split(', ').at(-1)!)
    }
    // The hand-written tasting: "Torsdag kl. 19", a week or more ahead.
    const demo = events.find((e) => e.key === 'vinsmagning')!
    const start = new Date(demo.eventStartsAt!)
    expect(danish(demo.eventStartsAt!)).toMatchObject({ hour: '19', minute: '00' })
    expect(start.getUTCDay()).toBe(4)
    expect(start.getTime() - TODAY.getTime()).toBeGreaterThan(6 * DAY_MS)
  })

  it('sells about ten products in more sizes, each with its own number, price and content', () => {
    const owners = new Set(variants.map((v) => v.productKey))
    expect(owners.size).toBeGreaterThanOrEqual(8)
    expect(owners.size).toBeLessThanOrEqual(12)
    for (const v of variants) {
      const p = products.find((x) => x.key === v.productKey)!
      expect(v.productNumber.startsWith(`${p.productNumber}-`)).toBe(true)
      expect(v.netContent).toBeGreaterThan(p.netContent!)
      expect(v.price).toBeGreaterThan(p.price)
      expect(v.netContentUnit).toBe(p.netContentUnit)
    }
  })

  it('runs four Regular campaigns over about 25 products, one ended and one to come', () => {
    const running = campaigns.filter((c) => c.fromDay < 0 && c.toDay > 0)
    expect(running).toHaveLength(4)
    expect(new Set(running.map((c) => c.discountKind))).toEqual(new Set(['Percentage', 'AmountOff', 'FixedPrice']))
    const onOffer = new Set(running.flatMap((c) => c.productKeys))
    expect(onOffer.size).toBeGreaterThanOrEqual(20)
    expect(onOffer.size).toBeLessThanOrEqual(30)
    expect(campaigns.filter((c) => c.toDay < 0)).toHaveLength(1)
    expect(campaigns.filter((c) => c.fromDay > 0)).toHaveLength(1)
    const keys = new Set(products.map((p) => p.key))
    const firstNine = new Set(DEMO_PRODUCTS.map((p) => p.key))
    for (const c of campaigns) {
      expect(c.splashText?.da && c.splashText.en).toBeTruthy()
      for (const key of c.productKeys) {
        expect(keys.has(key)).toBe(true)
        expect(firstNine.has(key)).toBe(false)
      }
    }
  })

  it('records older prices so every running campaign shows a 30-day before price above its price', () => {
    const running = campaigns.filter((c) => c.fromDay < 0 && c.toDay > 0)
    let raisedBeforeCampaign = 0
    for (const c of running) {
      const start = new Date(TODAY.getTime() + c.fromDay * DAY_MS)
      for (const key of c.productKeys) {
        const p = products.find((x) => x.key === key)!
        const rows = priceHistory.filter((h) => h.productKey === key && !h.variantNumber)
        expect(rows.map((h) => h.daysAgo).sort()).toEqual([20, 60])
        // The product's hook adds today's price when it is created; the rows here come before it.
        const history = [
          ...rows.map((h) => ({ price: h.price, validFrom: new Date(TODAY.getTime() - h.daysAgo * DAY_MS) })),
          { price: p.price, validFrom: TODAY },
        ]
        const before = lowestPriceBefore(history, start)!
        const now = campaignPrice(p.price, { discountKind: c.discountKind, percentage: c.percentage, amount: c.amount })
        expect(now, key).toBeLessThan(p.price)
        expect(before, key).toBeGreaterThan(now)
        if (before < p.price) raisedBeforeCampaign++
      }
    }
    // Some were dearer within the 30 days, so the lower older price is the one to show (Omnibus art. 6a).
    expect(raisedBeforeCampaign).toBeGreaterThan(0)
    for (const h of priceHistory.filter((x) => x.variantNumber))
      expect(variants.some((v) => v.productNumber === h.variantNumber)).toBe(true)
  })

  it('sells something for each age: 18 for wine and gift baskets with wine, 16 for beer and cider, none for the rest', () => {
    const age = (p: CatalogueProduct) => requiredAge(p.alcoholPercentage, p.ageLimit)
    for (const w of products.filter((p) => p.type === 'Wine')) expect(age(w), w.name.da).toBe(18)
    const gifts = products.filter((p) => p.type === 'GiftBasket')
    const withWine = gifts.filter((g) => /vin|chianti|champagne|crémant|rosé/i.test(g.shortDescription.da))
    expect(withWine.length).toBeGreaterThan(5)
    for (const g of gifts) expect(age(g), g.name.da).toBe(withWine.includes(g) ? 18 : null)
    expect(products.filter((p) => age(p) === 16).map((p) => p.name.da)).toEqual(
      expect.arrayContaining([expect.stringMatching(/cider/), expect.stringMatching(/pilsner/)]),
    )
    expect(age(products.find((p) => /Alkoholfri/.test(p.name.da))!)).toBeNull()
    // The drinks came last and without the random source, so every product before them kept its data and id.
    expect(products.slice(-DRINKS.length).map((p) => p.name)).toEqual(DRINKS.map((d) => d.name))
  })

  it('draws every product a picture of its own', () => {
    const looks = products.map((p) => {
      const { seed: _seed, ...look } = pictureFor(p)
      return JSON.stringify(look)
    })
    expect(new Set(looks).size).toBeGreaterThan(products.length * 0.95)
    const wine = pictureFor(products[0])
    expect(wine).toMatchObject({ motif: 'redWine', label: ['CL', '2019'] })
  })

  it('renders each kind of picture as an 800 × 800 PNG', async () => {
    const byMotif = new Map<Motif, CatalogueProduct>()
    for (const p of products) if (!byMotif.has(p.motif)) byMotif.set(p.motif, p)
    expect(byMotif.size).toBeGreaterThanOrEqual(20)
    for (const p of byMotif.values()) {
      const { data } = await drawProductImage(pictureFor(p))
      expect(await sharp(data).metadata(), p.motif).toMatchObject({ format: 'png', width: 800, height: 800 })
    }
  })
})
