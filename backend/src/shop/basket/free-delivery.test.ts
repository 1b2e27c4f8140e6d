import { describe, expect, it } from 'vitest'
import { freeDeliveryOf, type FreeDeliveryMethod } from './free-delivery'

const home: FreeDeliveryMethod = { id: 1, type: 'DeliveryAddress', price: 6900, freeAbove: 79900 }
const postNord: FreeDeliveryMethod = { id: 2, type: 'PostNord', price: 4900, freeAbove: 49900 }
const pickup: FreeDeliveryMethod = { id: 3, type: 'SimplePickup', price: 0, freeAbove: null }
const burd: FreeDeliveryMethod = { id: 4, type: 'Burd', price: 9900, freeAbove: null }
const methods = [home, postNord, pickup, burd]

describe('freeDeliveryOf', () => {
  it('names the cheapest method with a threshold before one is chosen, and what is left to it', () => {
    const figure = freeDeliveryOf({ goods: 34800, isB2B: false, physical: true, chosen: null, methods })
    expect(figure).toEqual({
      MethodType: 'PostNord',
      Chosen: false,
      Threshold: expect.objectContaining({ Amount: 49900 }),
      Remaining: expect.objectContaining({ Amount: 15100, Text: '151,-' }),
      Reached: false,
    })
  })

  it('follows the chosen method, and says when it is reached (at the threshold exactly, as checkout charges)', () => {
    const chosen = freeDeliveryOf({ goods: 50000, isB2B: false, physical: true, chosen: home, methods })
    expect(chosen).toMatchObject({ MethodType: 'DeliveryAddress', Chosen: true, Remaining: { Amount: 29900 }, Reached: false })
    const reached = freeDeliveryOf({ goods: 79900, isB2B: false, physical: true, chosen: home, methods })
    expect(reached).toMatchObject({ Remaining: { Amount: 0 }, Reached: true })
  })

  it("speaks a business customer's terms: the threshold without VAT", () => {
    const figure = freeDeliveryOf({ goods: 30000, isB2B: true, physical: true, chosen: null, methods })
    expect(figure).toMatchObject({ Threshold: { Amount: 39920 }, Remaining: { Amount: 9920 } })
  })

  it('has nothing to say when nothing travels, the chosen method is never free, or no method has a threshold', () => {
    expect(freeDeliveryOf({ goods: 1000, isB2B: false, physical: false, chosen: null, methods })).toBeNull()
    expect(freeDeliveryOf({ goods: 1000, isB2B: false, physical: true, chosen: burd, methods })).toBeNull()
    expect(freeDeliveryOf({ goods: 1000, isB2B: false, physical: true, chosen: pickup, methods })).toBeNull()
    expect(freeDeliveryOf({ goods: 1000, isB2B: false, physical: true, chosen: null, methods: [pickup, burd] })).toBeNull()
  })
})
