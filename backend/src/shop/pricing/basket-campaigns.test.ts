import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vatContainedIn, withoutVat } from '@delikat/contract/money'
import { computeTotals } from '../basket/totals'
import { conditionHolds, priceBasket, shareOut, type BasketCampaign, type BasketLineInput } from './basket-campaigns'

const NOW = new Date('2026-11-24T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const B2C = { isB2B: false, now: NOW, culture: 'da' as const }
const B2B = { ...B2C, isB2B: true }

const line = (
  key: string,
  productId: number,
  quantity: number,
  regularUnitPrice: number,
  variantId: number | null = null,
): BasketLineInput => ({
  key,
  productId,
  variantId,
  quantity,
  regularUnitPrice,
})

const campaign = (over: Partial<BasketCampaign> & Pick<BasketCampaign, 'id' | 'type' | 'productIds'>): BasketCampaign => ({
  validFrom: new Date(NOW.getTime() - DAY),
  validTo: new Date(NOW.getTime() + DAY),
  ...over,
})

const byKey = (pricing: ReturnType<typeof priceBasket>, key: string) => pricing.lines.find((l) => l.key === key)!

describe('Regular', () => {
  const tenOff = campaign({ id: 1, type: 'Regular', productIds: [10], discountKind: 'Percentage', percentage: 10 })

  it('lowers the unit price of its products only, with the splash text', () => {
    const pricing = priceBasket([line('a', 10, 2, 20000), line('b', 11, 1, 5000)], [tenOff], B2C)
    expect(byKey(pricing, 'a')).toMatchObject({
      unitPrice: 18000,
      linePrice: 36000,
      discount: 4000,
      campaign: { id: 1, type: 'Regular', text: 'Spar 10 %' },
    })
    expect(byKey(pricing, 'b')).toMatchObject({ unitPrice: 5000, linePrice: 5000, discount: 0, campaign: null })
    expect(pricing.subTotal).toBe(41000)
  })

  it('takes the best of several, and a fixed price only for the product itself, not a variant', () => {
    const fixed = campaign({ id: 2, type: 'Regular', productIds: [10], discountKind: 'FixedPrice', amount: 15000 })
    expect(byKey(priceBasket([line('a', 10, 1, 20000)], [tenOff, fixed], B2C), 'a')).toMatchObject({
      unitPrice: 15000,
      campaign: { id: 2 },
    })
    expect(byKey(priceBasket([line('m', 10, 1, 40000, 7)], [tenOff, fixed], B2C), 'm')).toMatchObject({
      unitPrice: 36000,
      campaign: { id: 1 },
    })
  })

  it('counts only in its period', () => {
    const ended = { ...tenOff, validTo: NOW }
    const future = { ...tenOff, validFrom: new Date(NOW.getTime() + 1) }
    expect(priceBasket([line('a', 10, 1, 20000)], [ended, future], B2C).subTotal).toBe(20000)
  })

  it('as Conditional: from a minimum quantity, a minimum amount, for one customer type', () => {
    const fromThree = { ...tenOff, condition: { minQuantity: 3 } }
    expect(priceBasket([line('a', 10, 2, 20000)], [fromThree], B2C).subTotal).toBe(40000)
    expect(priceBasket([line('a', 10, 3, 20000)], [fromThree], B2C).subTotal).toBe(54000)

    const from500 = { ...tenOff, condition: { minAmount: 50000 } }
    expect(priceBasket([line('a', 10, 2, 20000)], [from500], B2C).subTotal).toBe(40000)
    expect(priceBasket([line('a', 10, 2, 20000), line('b', 11, 1, 10000)], [from500], B2C).subTotal).toBe(46000)

    const business = { ...tenOff, condition: { customerType: 'B2B' as const } }
    expect(priceBasket([line('a', 10, 1, 20000)], [business], B2C).subTotal).toBe(20000)
    expect(priceBasket([line('a', 10, 1, 20000)], [business], B2B).subTotal).toBe(18000)
  })
})

describe('TakeX', () => {
  const threeForTwo = campaign({ id: 5, type: 'TakeX', productIds: [10, 11], take: 3, pay: 2 })

  it('3 for 2: the cheapest unit of each group of three is free, mixing the campaign products', () => {
    const pricing = priceBasket([line('a', 10, 2, 10000), line('b', 11, 1, 4000), line('c', 12, 1, 9900)], [threeForTwo], B2C)
    // Group: 100 + 100 + 40 → pay 200: the saving of 40 shared 100:100:40 over the lines.
    expect(byKey(pricing, 'a')).toMatchObject({ linePrice: 20000 - 3334, campaign: { id: 5, type: 'TakeX', text: '3 for 2' } })
    expect(byKey(pricing, 'b')).toMatchObject({ linePrice: 4000 - 666 })
    expect(byKey(pricing, 'c')).toMatchObject({ linePrice: 9900, campaign: null })
    expect(pricing.subTotal).toBe(20000 + 9900)
  })

  it('leaves the units outside whole groups at their price, and needs a whole group', () => {
    expect(priceBasket([line('a', 10, 2, 10000)], [threeForTwo], B2C).subTotal).toBe(20000)
    expect(priceBasket([line('a', 10, 4, 10000)], [threeForTwo], B2C).subTotal).toBe(30000)
    expect(priceBasket([line('a', 10, 6, 10000)], [threeForTwo], B2C).subTotal).toBe(40000)
  })

  it('X for a fixed price, only when that is cheaper, with its own text', () => {
    const threeFor250 = campaign({ id: 6, type: 'TakeX', productIds: [10], take: 3, fixedPrice: 25000 })
    const pricing = priceBasket([line('a', 10, 3, 10000)], [threeFor250], B2C)
    expect(byKey(pricing, 'a')).toMatchObject({ linePrice: 25000, discount: 5000, campaign: { text: '3 for 250,-' } })
    expect(priceBasket([line('a', 10, 3, 8000)], [threeFor250], B2C).subTotal).toBe(24000)
  })

  it('works on the Regular price, and a unit is in one group only', () => {
    const half = campaign({ id: 1, type: 'Regular', productIds: [10], discountKind: 'Percentage', percentage: 50 })
    const also = campaign({ id: 7, type: 'TakeX', productIds: [10], take: 2, pay: 1 })
    const pricing = priceBasket([line('a', 10, 3, 10000)], [half, threeForTwo, also], B2C)
    // 3 × 50,- → 3 for 2 → 100,-; campaign 7 finds no units left.
    expect(byKey(pricing, 'a')).toMatchObject({ unitPrice: 5000, linePrice: 10000, campaign: { id: 5 } })
  })

  it('as Conditional: only for business customers', () => {
    const business = { ...threeForTwo, condition: { customerType: 'B2B' as const } }
    expect(priceBasket([line('a', 10, 3, 10000)], [business], B2C).subTotal).toBe(30000)
    expect(priceBasket([line('a', 10, 3, 10000)], [business], B2B).subTotal).toBe(20000)
  })
})

describe('FreeGift', () => {
  const gift = campaign({ id: 9, type: 'FreeGift', productIds: [10], giftProductId: 99, giftQuantity: 1, condition: { minAmount: 50000 } })

  it('adds the gift while the condition holds, and takes it away when it stops', () => {
    expect(priceBasket([line('a', 10, 3, 20000)], [gift], B2C).freeGifts).toEqual([
      { campaignId: 9, productId: 99, quantity: 1, text: 'Gratis gave' },
    ])
    expect(priceBasket([line('a', 10, 2, 20000)], [gift], B2C).freeGifts).toEqual([])
    expect(priceBasket([line('b', 11, 5, 20000)], [gift], B2C).freeGifts).toEqual([])
  })

  it('needs no particular product when it names none, and says it in English too', () => {
    const any = { ...gift, productIds: [], splashText: null }
    expect(priceBasket([line('b', 11, 5, 20000)], [any], { ...B2C, culture: 'en' }).freeGifts).toEqual([
      { campaignId: 9, productId: 99, quantity: 1, text: 'Free gift' },
    ])
  })
})

describe('conditionHolds and shareOut', () => {
  it('treats no condition as always', () => {
    expect(conditionHolds(campaign({ id: 1, type: 'Regular', productIds: [] }), [], 0, B2C)).toBe(true)
  })

  it('shares to the øre, the remainders to the largest fractions', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(shareOut(4000, [10000, 10000, 4000])).toEqual([1667, 1667, 666])
    expect(shareOut(0, [1, 2])).toEqual([0, 0])
    expect(shareOut(5, [0, 0])).toEqual([0, 0])
  })
})

describe('properties', () => {
  const lineArb = fc.record({
    productId: fc.integer({ min: 1, max: 6 }),
    variantId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    quantity: fc.integer({ min: 1, max: 12 }),
    regularUnitPrice: fc.integer({ min: 0, max: 500_000 }),
  })
  const campaignArb = fc.oneof(
    fc.record({
      type: fc.constant('Regular' as const),
      discountKind: fc.constantFrom('Percentage' as const, 'AmountOff' as const, 'FixedPrice' as const),
      percentage: fc.integer({ min: 0, max: 100 }),
      amount: fc.integer({ min: 0, max: 600_000 }),
    }),
    fc.record({
      type: fc.constant('TakeX' as const),
      take: fc.integer({ min: 2, max: 5 }),
      pay: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
      fixedPrice: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    }),
    fc.record({
      type: fc.constant('FreeGift' as const),
      giftProductId: fc.integer({ min: 1, max: 99 }),
      giftQuantity: fc.integer({ min: 1, max: 3 }),
    }),
  )
  const basketArb = fc.record({
    lines: fc.array(lineArb, { maxLength: 8 }),
    campaigns: fc.array(
      fc.record({
        body: campaignArb,
        productIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
        condition: fc.option(
          fc.record({
            minQuantity: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
            minAmount: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
            customerType: fc.option(fc.constantFrom('B2C' as const, 'B2B' as const), { nil: null }),
          }),
          { nil: null },
        ),
      }),
      { maxLength: 5 },
    ),
    isB2B: fc.boolean(),
  })
  type BasketInput = typeof basketArb extends fc.Arbitrary<infer T> ? T : never
  const build = (input: BasketInput) => {
    const lines = input.lines.map((l, i) => ({ ...l, key: `l${i}` }))
    const campaigns = input.campaigns.map((c, i) => campaign({ id: i + 1, productIds: c.productIds, condition: c.condition, ...c.body }))
    return priceBasket(lines, campaigns, { ...B2C, isB2B: input.isB2B })
  }

  it('never prices a line below 0 or above its regular price, and the discounts add up', () => {
    fc.assert(
      fc.property(basketArb, (input) => {
        const pricing = build(input)
        for (const l of pricing.lines) {
          expect(l.linePrice).toBeGreaterThanOrEqual(0)
          expect(l.linePrice).toBeLessThanOrEqual(l.regularUnitPrice * l.quantity)
          expect(Number.isInteger(l.linePrice)).toBe(true)
          expect(l.discount).toBe(l.regularUnitPrice * l.quantity - l.linePrice)
        }
        expect(pricing.subTotal).toBe(pricing.lines.reduce((sum, l) => sum + l.linePrice, 0))
      }),
      { numRuns: 500 },
    )
  })

  it('gives totals that are never negative, and a consumer total whose VAT share is exactly 20 %', () => {
    fc.assert(
      fc.property(basketArb, fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 3_000_000 }), (input, delivery, giftCards) => {
        const pricing = build({ ...input, isB2B: false })
        const totals = computeTotals({ lineTotals: pricing.lines.map((l) => l.linePrice), isB2B: false, delivery, giftCards })
        expect(totals.Total).toBeGreaterThanOrEqual(0)
        // VAT is a fifth of what a consumer pays before gift cards (25 % on the net), to the øre.
        const gross = totals.SubTotal - totals.Discount + totals.Delivery
        expect(totals.Vat).toBe(vatContainedIn(gross))
        expect(Math.abs(totals.Vat * 5 - gross)).toBeLessThanOrEqual(3)

        const business = computeTotals({ lineTotals: pricing.lines.map((l) => withoutVat(l.linePrice)), isB2B: true, delivery, giftCards })
        expect(business.Total).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 500 },
    )
  })

  it('adds a free gift only when its campaign counts, and prices the same basket the same way twice', () => {
    fc.assert(
      fc.property(basketArb, (input) => {
        const once = build(input)
        expect(build(input)).toEqual(once)
        for (const gift of once.freeGifts) expect(gift.quantity).toBeGreaterThanOrEqual(1)
      }),
      { numRuns: 200 },
    )
  })
})
