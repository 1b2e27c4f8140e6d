import { describe, expect, it } from 'vitest'
import { deliveryCharge, needsDelivery, offeredMethods, type DeliveryMethodConfig } from './delivery'

const method = (id: number, type: DeliveryMethodConfig['type'], extra: Partial<DeliveryMethodConfig> = {}): DeliveryMethodConfig => ({
  id,
  type,
  name: type,
  description: null,
  price: 4900,
  freeAbove: null,
  postalCodes: null,
  pickupAddress: null,
  ...extra,
})

const all = [
  method(1, 'DeliveryAddress'),
  method(2, 'PostNord'),
  method(3, 'SimplePickup'),
  method(4, 'Burd', { postalCodes: '1000-2990, 8000-8270' }),
  method(5, 'NoDelivery'),
]

describe('delivery methods on offer (docs/product.md §9)', () => {
  it('goods that travel need delivery; event tickets and unavailable lines do not', () => {
    expect(needsDelivery([{ productType: 'Wine', available: true }])).toBe(true)
    expect(needsDelivery([{ productType: 'Event', available: true }])).toBe(false)
    expect(
      needsDelivery([
        { productType: 'Event', available: true },
        { productType: 'Food', available: false },
      ]),
    ).toBe(false)
    expect(needsDelivery([])).toBe(false)
  })

  it('offers every method but NoDelivery for goods, Burd only where it rides once the postal code is known', () => {
    expect(offeredMethods(all, { physical: true, zip: null }).map((m) => m.id)).toEqual([1, 2, 3, 4])
    expect(offeredMethods(all, { physical: true, zip: '8000' }).map((m) => m.id)).toEqual([1, 2, 3, 4])
    expect(offeredMethods(all, { physical: true, zip: '5000' }).map((m) => m.id)).toEqual([1, 2, 3])
  })

  it('offers only NoDelivery for tickets and e-gift cards', () => {
    expect(offeredMethods(all, { physical: false, zip: '8000' }).map((m) => m.id)).toEqual([5])
  })

  it('charges the price in the customer terms and nothing from the free-delivery amount', () => {
    const home = method(1, 'DeliveryAddress', { price: 6900, freeAbove: 79900 })
    expect(deliveryCharge(home, 79899, false)).toBe(6900)
    expect(deliveryCharge(home, 79900, false)).toBe(0)
    // A business customer: 69,- incl. VAT is 55,20 excl.; 799,- incl. VAT is 639,20 of goods excl. VAT.
    expect(deliveryCharge(home, 63919, true)).toBe(5520)
    expect(deliveryCharge(home, 63920, true)).toBe(0)
    expect(deliveryCharge(method(2, 'PostNord', { price: 4900 }), 1_000_000, false)).toBe(4900)
  })
})
