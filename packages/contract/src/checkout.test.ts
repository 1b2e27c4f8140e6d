import { describe, expect, it } from 'vitest'
import { DELIVERY_METHOD_TYPES, deliveryKindOf } from './checkout'

describe('what a delivery method needs', () => {
  it('home delivery and Burd need an address, PostNord a service point, the rest nothing', () => {
    expect(Object.fromEntries(DELIVERY_METHOD_TYPES.map((type) => [type, deliveryKindOf(type)]))).toEqual({
      DeliveryAddress: 'address',
      Burd: 'address',
      PostNord: 'serviceLocation',
      NoDelivery: 'none',
      SimplePickup: 'none',
    })
  })
})
