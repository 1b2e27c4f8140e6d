import { describe, expect, it } from 'vitest'
import { bestRegularCampaign, campaignPrice, splashText, type CampaignRule } from './campaign'
import { beforePrice, lowestPriceBefore } from './price-history'
import { priceNow, type ProductExtras } from './product-pricing'

const day = (d: string) => new Date(`${d}T00:00:00Z`)

const rule = (over: Partial<CampaignRule> = {}): CampaignRule => ({
  id: 1,
  type: 'Regular',
  discountKind: 'Percentage',
  percentage: 20,
  amount: null,
  splashText: null,
  validFrom: day('2026-11-20'),
  validTo: day('2026-12-01'),
  ...over,
})

describe('campaignPrice', () => {
  it('takes a percentage off, rounded to whole øre', () => {
    expect(campaignPrice(14995, { discountKind: 'Percentage', percentage: 15, amount: null })).toBe(12746)
  })
  it('takes an amount off, never below 0', () => {
    expect(campaignPrice(10000, { discountKind: 'AmountOff', percentage: null, amount: 2500 })).toBe(7500)
    expect(campaignPrice(1000, { discountKind: 'AmountOff', percentage: null, amount: 2500 })).toBe(0)
  })
  it('sets a fixed price, never above the regular one', () => {
    expect(campaignPrice(16900, { discountKind: 'FixedPrice', percentage: null, amount: 12900 })).toBe(12900)
    expect(campaignPrice(9900, { discountKind: 'FixedPrice', percentage: null, amount: 12900 })).toBe(9900)
  })
})

describe('bestRegularCampaign', () => {
  const now = day('2026-11-22')
  it('ignores campaigns outside their period, of other types, or that do not lower the price', () => {
    expect(bestRegularCampaign(10000, [rule({ validFrom: day('2026-11-23') })], now)).toBeNull()
    expect(bestRegularCampaign(10000, [rule({ validTo: now })], now)).toBeNull()
    expect(bestRegularCampaign(10000, [rule({ type: 'TakeX' })], now)).toBeNull()
    expect(bestRegularCampaign(10000, [rule({ discountKind: 'FixedPrice', amount: 12000 })], now)).toBeNull()
  })
  it('picks the lowest price among active campaigns', () => {
    const best = bestRegularCampaign(
      10000,
      [rule({ id: 1, percentage: 10 }), rule({ id: 2, discountKind: 'AmountOff', amount: 3000 })],
      now,
    )
    expect(best).toMatchObject({ price: 7000, rule: { id: 2 } })
  })
})

describe('splashText', () => {
  it("uses the editor's text, else the saving in percent", () => {
    expect(splashText(rule({ splashText: 'Ugens vin' }), 10000, 8000, 'da')).toBe('Ugens vin')
    expect(splashText(rule(), 10000, 8000, 'da')).toBe('Spar 20 %')
    expect(splashText(rule(), 10000, 8000, 'en')).toBe('Save 20%')
  })
})

describe('the 30-day before price', () => {
  const start = day('2026-11-20')
  it('is the lowest price in force during the 30 days before the campaign', () => {
    const history = [
      { price: 15000, validFrom: day('2026-08-01') },
      { price: 12000, validFrom: day('2026-10-30') },
      { price: 16000, validFrom: day('2026-11-05') },
    ]
    expect(lowestPriceBefore(history, start)).toBe(12000)
  })
  it('counts the price in force when the window opened', () => {
    const history = [
      { price: 11000, validFrom: day('2026-09-01') },
      { price: 16000, validFrom: day('2026-11-01') },
    ]
    expect(lowestPriceBefore(history, start)).toBe(11000)
  })
  it('forgets a low price that ended more than 30 days before', () => {
    const history = [
      { price: 9000, validFrom: day('2026-08-01') },
      { price: 15000, validFrom: day('2026-10-01') },
      { price: 16000, validFrom: day('2026-11-01') },
    ]
    expect(lowestPriceBefore(history, start)).toBe(15000)
  })
  it('ignores prices set on or after the start', () => {
    expect(
      lowestPriceBefore(
        [
          { price: 16000, validFrom: day('2026-10-01') },
          { price: 100, validFrom: start },
        ],
        start,
      ),
    ).toBe(16000)
  })
  it('is shown only above the campaign price, and falls back to the regular price without history', () => {
    expect(beforePrice([{ price: 12000, validFrom: day('2026-10-30') }], start, 16000, 12800)).toBeNull()
    expect(beforePrice([], start, 16000, 12800)).toBe(16000)
  })
})

describe('priceNow', () => {
  const extras: ProductExtras = {
    campaigns: [rule({ splashText: null })],
    history: new Map([
      [
        null,
        [
          { price: 14000, validFrom: day('2026-10-25') },
          { price: 16000, validFrom: day('2026-11-10') },
        ],
      ],
      [5, [{ price: 30000, validFrom: day('2026-09-01') }]],
    ]),
    variants: [],
  }
  it('prices the product and each variant from their own history', () => {
    expect(priceNow(16000, extras, null, 'da', day('2026-11-22'))).toEqual({
      current: 12800,
      before: 14000,
      campaign: { type: 'Regular', text: 'Spar 20 %' },
    })
    expect(priceNow(30000, extras, 5, 'da', day('2026-11-22'))).toMatchObject({ current: 24000, before: 30000 })
  })
  it('is the regular price outside the campaign', () => {
    expect(priceNow(16000, extras, null, 'da', day('2026-12-02'))).toEqual({ current: 16000, before: null, campaign: null })
  })
})
