import { describe, expect, it } from 'vitest'
import { computeTotals } from './totals'

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
})
