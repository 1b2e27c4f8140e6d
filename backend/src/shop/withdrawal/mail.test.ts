import { describe, expect, it } from 'vitest'
import { orderConfirmationMail, withdrawalAcknowledgementMail, type WithdrawalAcknowledgementMailInput } from '../email/templates'

const ack = (over: Partial<WithdrawalAcknowledgementMailInput> = {}): WithdrawalAcknowledgementMailInput => ({
  culture: 'da',
  firstName: 'Kim',
  orderNumber: '10023',
  date: '26. november 2026',
  time: '16.10',
  lines: [
    { quantity: 2, name: 'Olivenolie', amount: '258,-', giftCard: false, sealed: false },
    { quantity: 1, name: 'Pesto', amount: '49,-', giftCard: false, sealed: true },
  ],
  reason: null,
  returnAddress: 'Delikat ApS, Vestergade 12, 8000 Aarhus C',
  returnBy: '10. december 2026',
  wholeOrder: false,
  ...over,
})

describe('withdrawalAcknowledgementMail', () => {
  it('states the order, the lines and quantities, the date and time, the return and the refund', () => {
    const mail = withdrawalAcknowledgementMail(ack())
    expect(mail.subject).toBe('Kvittering for fortrydelse af ordre 10023')
    expect(mail.text).toContain('Vi har modtaget din fortrydelse af ordre 10023, foretaget den 26. november 2026 kl. 16.10 (dansk tid).')
    expect(mail.text).toContain('2 × Olivenolie: 258,-')
    expect(mail.text).toContain('1 × Pesto: 49,- (kun med ubrudt forsegling)')
    expect(mail.text).toContain('Send varerne tilbage til Delikat ApS, Vestergade 12, 8000 Aarhus C senest den 10. december 2026')
    expect(mail.text).toContain('senest 14 dage efter, at vi har modtaget din fortrydelse')
    expect(mail.text).not.toContain('standardlevering')
    expect(mail.text).not.toContain('begrundelse')
  })

  it('refunds delivery for a whole order, mentions blocked gift cards, and escapes the reason in HTML', () => {
    const mail = withdrawalAcknowledgementMail(
      ack({
        wholeOrder: true,
        reason: '<b>for dyrt</b>',
        lines: [{ quantity: 1, name: 'E-gavekort på 500,- kr.', amount: '500,-', giftCard: true, sealed: false }],
      }),
    )
    expect(mail.text).toContain('og det, du betalte for standardlevering,')
    expect(mail.text).toContain('De fortrudte e-gavekort er spærret')
    expect(mail.text).not.toContain('Send varerne tilbage')
    expect(mail.text).toContain('Din begrundelse: <b>for dyrt</b>')
    expect(mail.html).toContain('&lt;b&gt;for dyrt&lt;/b&gt;')
  })

  it('is written in English for the English shop', () => {
    const mail = withdrawalAcknowledgementMail(ack({ culture: 'en', date: '26 November 2026', time: '16:10' }))
    expect(mail.subject).toBe('Withdrawal from order 10023 received')
    expect(mail.text).toContain('made on 26 November 2026 at 16:10 (Danish time)')
    expect(mail.text).not.toContain('Kære')
  })
})

describe('orderConfirmationMail', () => {
  const base = {
    firstName: 'Kim',
    orderNumber: '10023',
    lines: ['1 × Olivenolie: 129,-'],
    deliveryText: 'Hent i butikken',
    totalText: '129,-',
    vatText: '25,80',
    invoice: false,
    giftCards: [],
    receiptLink: 'https://www.delikat.dk/kassen/kvittering/?order=abc',
    withdrawalLink: 'https://www.delikat.dk/fortryd/?order=abc&number=10023',
  }

  it('links a consumer to "Fortryd købet her"', () => {
    const da = orderConfirmationMail({ ...base, culture: 'da', isB2B: false })
    expect(da.text).toContain('Du kan fortryde købet inden for 14 dage')
    expect(da.text).toContain('https://www.delikat.dk/fortryd/?order=abc&number=10023')
    expect(da.html).toContain(
      '<a href="https://www.delikat.dk/fortryd/?order=abc&amp;number=10023" style="color:#6b2d3c">Fortryd købet her</a>',
    )
    const en = orderConfirmationMail({ ...base, culture: 'en', isB2B: false })
    expect(en.html).toContain('>Withdraw from your purchase here</a>')
  })

  it('offers no withdrawal to a business', () => {
    const mail = orderConfirmationMail({ ...base, culture: 'da', isB2B: true })
    expect(mail.text).not.toContain('fortryd')
  })
})
