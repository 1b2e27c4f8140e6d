import { describe, expect, it } from 'vitest'
import { DEMO_DELIVERY_METHODS } from '../seed/delivery'
import { deliveryFacts, type DeliveryMethodFact } from './delivery-facts'
import { emaerketId, emaerketLink } from './emaerket'

const demo: DeliveryMethodFact[] = DEMO_DELIVERY_METHODS.map((m) => ({
  methodType: m.methodType,
  price: m.price,
  freeAbove: m.freeAbove ?? null,
  active: true,
}))

describe('the delivery facts before checkout', () => {
  it("states the lowest free-delivery amount and the cheapest paid delivery in both terms, from the shop's methods", () => {
    const facts = deliveryFacts(demo)
    expect(facts.FreeAbove).toEqual({
      Type: 'PostNord',
      InclVat: { Amount: 49900, Text: '499,-' },
      ExclVat: { Amount: 39920, Text: '399,20' },
    })
    expect(facts.PriceFrom).toEqual({ InclVat: { Amount: 4900, Text: '49,-' }, ExclVat: { Amount: 3920, Text: '39,20' } })
    expect(facts.Pickup).toBe(true)
  })

  it('promises nothing a switched-off method would give', () => {
    const facts = deliveryFacts(
      demo.map((m) => (m.methodType === 'PostNord' || m.methodType === 'SimplePickup' ? { ...m, active: false } : m)),
    )
    expect(facts.FreeAbove?.Type).toBe('DeliveryAddress')
    expect(facts.FreeAbove?.InclVat.Amount).toBe(79900)
    expect(facts.Pickup).toBe(false)
    expect(deliveryFacts([])).toEqual({ FreeAbove: null, PriceFrom: null, Pickup: false })
  })
})

describe('the e-mærket badge link', () => {
  it('links to the certificate only while a valid id is set, and takes a pasted certificate address', () => {
    expect(emaerketLink('delikat.dk', 'da')).toEqual({
      Url: 'https://certifikat.emaerket.dk/delikat.dk',
      Label: 'Se vores e-mærket-certifikat',
    })
    expect(emaerketLink('delikat.dk', 'en')?.Label).toBe('See our e-mærket certificate')
    expect(emaerketLink(null, 'da')).toBeNull()
    expect(emaerketLink('', 'da')).toBeNull()
    expect(emaerketLink('../x', 'da')).toBeNull()
    expect(emaerketId(' https://certifikat.emaerket.dk/delikat.dk/ ')).toBe('delikat.dk')
    expect(emaerketId('https://example.com/delikat.dk')).toBe('https://example.com/delikat.dk')
  })
})
