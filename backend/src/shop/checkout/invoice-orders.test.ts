import { describe, expect, it } from 'vitest'
import { DEFAULT_INVOICE_CREDIT_LIMIT } from '../constants'
import { invoiceRefusal, paymentMethodsFor } from './invoice-orders'

describe('the payment methods offered', () => {
  it('offers invoice only to a business customer service approved', () => {
    expect(paymentMethodsFor(null, null)).toEqual(['CreditCard', 'MobilePay'])
    expect(paymentMethodsFor('B2C', { mayPayByInvoice: true, creditLimit: null })).toEqual(['CreditCard', 'MobilePay'])
    expect(paymentMethodsFor('B2B', null)).toEqual(['CreditCard', 'MobilePay'])
    expect(paymentMethodsFor('B2B', { mayPayByInvoice: false, creditLimit: 1_000_000 })).toEqual(['CreditCard', 'MobilePay'])
    expect(paymentMethodsFor('B2B', { mayPayByInvoice: true, creditLimit: null })).toEqual(['CreditCard', 'MobilePay', 'Invoice'])
  })
})

describe('the invoice credit', () => {
  const approved = (creditLimit: number | null) => ({ mayPayByInvoice: true, creditLimit })

  it('refuses a customer who is not approved, whatever the amount', () => {
    for (const account of [null, { mayPayByInvoice: false, creditLimit: 10_000_000 }]) {
      const refusal = invoiceRefusal(account, 0, 100, 'da')
      expect(refusal).toMatchObject({ status: 400, code: 'ErrorMessage' })
      expect(refusal?.message).toContain('godkendt')
    }
    expect(invoiceRefusal(null, 0, 100, 'en')?.message).toContain('Until then you can pay by card')
  })

  it('lets the open invoices and the new order come to the limit, not over it', () => {
    expect(invoiceRefusal(approved(100_000), 60_000, 40_000, 'da')).toBeNull()
    const over = invoiceRefusal(approved(100_000), 60_000, 40_001, 'da')
    expect(over).toMatchObject({ status: 409, code: 'ErrorMessage' })
    expect(over?.message).toBe(
      'Ordren på 400,01 kan ikke betales med faktura: sammen med jeres ubetalte fakturaer på 600,- er den over jeres kreditgrænse på 1.000,- (beløb inkl. moms). Betal med kort, eller kontakt kundeservice.',
    )
    expect(invoiceRefusal(approved(100_000), 60_000, 40_001, 'en')?.message).toContain('over your credit limit of DKK 1.000,-')
  })

  it('gives an approval without a limit the default credit', () => {
    expect(invoiceRefusal(approved(null), 0, DEFAULT_INVOICE_CREDIT_LIMIT, 'da')).toBeNull()
    expect(invoiceRefusal(approved(null), 1, DEFAULT_INVOICE_CREDIT_LIMIT, 'da')).not.toBeNull()
    // A limit of 0 is a limit: nothing on invoice.
    expect(invoiceRefusal(approved(0), 0, 1, 'da')).not.toBeNull()
  })
})
