import { paymentOffer } from './paymentOffer'

describe('the payment methods offered', () => {
  it('offers the customer what the server offers, card first', () => {
    const offer = paymentOffer(['CreditCard', 'Invoice'], { isB2B: true, acting: false })
    expect(offer.methods).toEqual(['CreditCard', 'Invoice'])
    expect(offer.blocked).toBe(false)
    expect(offer.invoiceNotApproved).toBe(false)
    expect(offer.choose('CreditCard')).toBe('CreditCard')
    expect(offer.choose('Invoice')).toBe('Invoice')
  })

  it('closes card to staff acting as the customer, so invoice is used', () => {
    const offer = paymentOffer(['CreditCard', 'Invoice'], { isB2B: true, acting: true })
    expect(offer.methods).toEqual(['CreditCard', 'Invoice'])
    expect(offer.blocked).toBe(false)
    expect(offer.choose('CreditCard')).toBe('Invoice')
  })

  it('blocks the order while acting for a customer who cannot pay by invoice', () => {
    expect(paymentOffer(['CreditCard'], { isB2B: false, acting: true }).blocked).toBe(true)
    expect(paymentOffer(undefined, { isB2B: true, acting: true })).toMatchObject({ blocked: true, invoiceNotApproved: true })
    expect(paymentOffer(undefined, { isB2B: false, acting: false })).toMatchObject({ blocked: false, methods: ['CreditCard'] })
  })

  it('offers MobilePay beside card, and closes both to staff acting as the customer', () => {
    const offer = paymentOffer(['CreditCard', 'MobilePay'], { isB2B: false, acting: false })
    expect(offer.methods).toEqual(['CreditCard', 'MobilePay'])
    expect(offer.choose('MobilePay')).toBe('MobilePay')
    expect(offer.choose('Invoice')).toBe('CreditCard')

    expect(paymentOffer(['CreditCard', 'MobilePay'], { isB2B: false, acting: true }).blocked).toBe(true)
    const business = paymentOffer(['CreditCard', 'MobilePay', 'Invoice'], { isB2B: true, acting: true })
    expect(business.blocked).toBe(false)
    expect(business.choose('MobilePay')).toBe('Invoice')
  })
})
