import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vatContainedIn } from '@delikat/contract/money'
import { allocateGiftCards, computeTotals } from './totals'

describe('computeTotals', () => {
  it('counts the VAT contained in consumer prices', () => {
    expect(computeTotals({ lineTotals: [16900, 7995], isB2B: false })).toEqual({
      SubTotal: 24895,
      Discount: 0,
      Delivery: 0,
      GiftCards: 0,
      Vat: 4979,
      Total: 24895,
    })
  })

  it('adds 25 % VAT on top of business prices', () => {
    expect(computeTotals({ lineTotals: [10000, 10000], isB2B: true })).toMatchObject({ SubTotal: 20000, Vat: 5000, Total: 25000 })
  })

  it('never goes below zero, whatever the discounts and gift cards', () => {
    const totals = computeTotals({ lineTotals: [5000], isB2B: false, discount: 9000, giftCards: 9000 })
    expect(totals.Total).toBe(0)
    expect(totals.Discount).toBe(5000)
    expect(totals.GiftCards).toBe(0)
  })

  it('takes the voucher off before VAT is counted, and delivery carries VAT', () => {
    expect(computeTotals({ lineTotals: [20000], isB2B: false, discount: 5000, delivery: 4900 })).toEqual({
      SubTotal: 20000,
      Discount: 5000,
      Delivery: 4900,
      GiftCards: 0,
      Vat: 3980,
      Total: 19900,
    })
    expect(computeTotals({ lineTotals: [20000], isB2B: true, discount: 4000, delivery: 3920 })).toMatchObject({ Vat: 4980, Total: 24900 })
  })

  it('sells gift cards without VAT and at face value to businesses too', () => {
    expect(computeTotals({ lineTotals: [], isB2B: false, giftCardPurchases: 50000 })).toMatchObject({
      SubTotal: 50000,
      Vat: 0,
      Total: 50000,
    })
    expect(computeTotals({ lineTotals: [10000], isB2B: true, giftCardPurchases: 50000 })).toMatchObject({
      SubTotal: 60000,
      Vat: 2500,
      Total: 62500,
    })
  })

  it('lets a spent gift card pay for goods, delivery and a business VAT, never for a new gift card', () => {
    expect(computeTotals({ lineTotals: [10000], isB2B: false, giftCardPurchases: 50000, giftCards: 100000 })).toMatchObject({
      GiftCards: 10000,
      Total: 50000,
      Vat: 2000,
    })
    expect(computeTotals({ lineTotals: [10000], isB2B: true, delivery: 2000, giftCards: 100000 })).toMatchObject({
      GiftCards: 15000,
      Total: 0,
    })
  })

  it('is never negative and keeps VAT at a fifth of a consumer goods total (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (lines, discount, delivery, purchases, giftCards) => {
          for (const isB2B of [false, true]) {
            const t = computeTotals({ lineTotals: lines, isB2B, discount, delivery, giftCardPurchases: purchases, giftCards })
            for (const value of Object.values(t)) {
              expect(value).toBeGreaterThanOrEqual(0)
              expect(Number.isInteger(value)).toBe(true)
            }
            expect(t.Total).toBe(t.SubTotal - t.Discount + t.Delivery + (isB2B ? t.Vat : 0) - t.GiftCards)
            if (!isB2B) expect(t.Vat).toBe(vatContainedIn(t.SubTotal - purchases - t.Discount + t.Delivery))
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('allocateGiftCards', () => {
  it('spends the cards in the order they were added, each up to its balance', () => {
    expect(allocateGiftCards(30000, [20000, 20000, 5000])).toEqual([20000, 10000, 0])
    expect(allocateGiftCards(0, [20000])).toEqual([0])
    expect(allocateGiftCards(-5, [100])).toEqual([0])
  })
})
