import type { TFunction } from 'i18next'
import { deliveryPriceTexts, formatDistance } from './format'

const t = ((key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction

describe('checkout texts', () => {
  it('says a distance in metres below a kilometre, else in kilometres with one decimal', () => {
    expect(formatDistance(450, 'da')).toBe('450 m')
    expect(formatDistance(1230, 'da')).toBe('1,2 km')
    expect(formatDistance(1230, 'en')).toBe('1.2 km')
    expect(formatDistance(12_000, 'da')).toBe('12,0 km')
  })

  it('says a delivery price, "free" at 0, and from when it is free while it still costs', () => {
    const free = { Price: { Amount: 0, Text: '0,-' }, FreeAbove: { Amount: 79900, Text: '799,-' } }
    expect(deliveryPriceTexts(free, t)).toEqual({ price: 'Checkout.Delivery.Free', freeAbove: null })
    const costs = { Price: { Amount: 4900, Text: '49,-' }, FreeAbove: { Amount: 79900, Text: '799,-' } }
    expect(deliveryPriceTexts(costs, t)).toEqual({ price: '49,-', freeAbove: 'Checkout.Delivery.FreeAbove {"amount":"799,-"}' })
    expect(deliveryPriceTexts({ ...costs, FreeAbove: null }, t)).toEqual({ price: '49,-', freeAbove: null })
  })
})
