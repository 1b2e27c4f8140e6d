import { describe, expect, it } from 'vitest'
import { escapeHtml, giftCardsMail, orderConfirmationMail, passwordResetMail, welcomeMail } from './templates'

const link = 'https://www.delikat.dk/nulstil-adgangskode/?token=abc123&x=1'

describe('passwordResetMail', () => {
  it('says in Danish what the link does, how long it works, and what to do if it was not you', () => {
    const mail = passwordResetMail({ culture: 'da', firstName: 'Kirsten', link })
    expect(mail.subject).toBe('Nulstil din adgangskode hos Delikat')
    expect(mail.text).toContain('Kære Kirsten')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('virker i én time og kan kun bruges én gang')
    expect(mail.text).toContain('se bort fra denne mail')
    expect(mail.html).toContain('<a href="https://www.delikat.dk/nulstil-adgangskode/?token=abc123&amp;x=1"')
    expect(mail.html).toContain('<html')
  })

  it('is written in English for the English shop', () => {
    const mail = passwordResetMail({ culture: 'en', firstName: 'Kim', link })
    expect(mail.subject).toBe('Reset your Delikat password')
    expect(mail.text).toContain('Dear Kim')
    expect(mail.text).toContain('works for one hour and only once')
    expect(mail.text).toContain(link)
    expect(mail.text).not.toMatch(/adgangskode hos|Kære/)
  })

  it('escapes what the customer typed into the HTML part but keeps the text part as typed', () => {
    const mail = passwordResetMail({ culture: 'da', firstName: '<script>alert("x")</script>', link })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(mail.text).toContain('Kære <script>alert("x")</script>')
  })
})

describe('welcomeMail', () => {
  const accountLink = 'https://www.delikat.dk/konto/'

  it('welcomes a consumer with the login address and the account link', () => {
    const mail = welcomeMail({ culture: 'da', firstName: 'Kirsten', email: 'kunde@delikat.dk', clientType: 'B2C', accountLink })
    expect(mail.subject).toBe('Velkommen til Delikat')
    expect(mail.text).toContain('Du logger ind med kunde@delikat.dk')
    expect(mail.text).toContain(accountLink)
    expect(mail.text).not.toContain('erhverv')
    expect(mail.html).toContain(`href="${accountLink}"`)
  })

  it('tells a business customer to use the business login and that prices are without VAT', () => {
    const da = welcomeMail({
      culture: 'da',
      firstName: 'Frederik',
      email: 'firma@delikat.dk',
      clientType: 'B2B',
      company: 'Smagen & Co ApS',
      accountLink,
    })
    expect(da.text).toContain('erhvervskonto for Smagen & Co ApS')
    expect(da.text).toContain('uden moms')
    expect(da.html).toContain('Smagen &amp; Co ApS')
    const en = welcomeMail({
      culture: 'en',
      firstName: 'Frederik',
      email: 'firma@delikat.dk',
      clientType: 'B2B',
      company: null,
      accountLink,
    })
    expect(en.subject).toBe('Welcome to Delikat')
    expect(en.text).toContain('business login')
    expect(en.text).toContain('without VAT')
  })

  it('tells a new business that invoice waits for customer service, and a consumer nothing of it', () => {
    const da = welcomeMail({ culture: 'da', firstName: 'Frederik', email: 'firma@delikat.dk', clientType: 'B2B', accountLink })
    expect(da.text).toContain('Betaling med faktura kræver, at vores kundeservice har godkendt firmaet. Indtil da betaler I med kort.')
    const en = welcomeMail({ culture: 'en', firstName: 'Frederik', email: 'firma@delikat.dk', clientType: 'B2B', accountLink })
    expect(en.text).toContain('Until then you pay by card.')
    expect(
      welcomeMail({ culture: 'da', firstName: 'Kirsten', email: 'kunde@delikat.dk', clientType: 'B2C', accountLink }).text,
    ).not.toContain('faktura')
  })
})

describe('gift cards on an invoice order', () => {
  const order = {
    culture: 'da' as const,
    firstName: 'Frederik',
    orderNumber: '10042',
    lines: [],
    deliveryText: 'Ingen levering',
    totalText: '1.000,-',
    vatText: '0,-',
    isB2B: true,
    invoice: true,
    receiptLink: 'https://www.delikat.dk/kassen/kvittering/?order=o-1',
  }

  it('the confirmation promises the codes for when the invoice is paid, and shows none', () => {
    const mail = orderConfirmationMail({ ...order, giftCards: [], giftCardsWhenPaid: true })
    expect(mail.text).toContain('sender vi, så snart fakturaen er betalt')
    expect(mail.text).not.toContain('pas på koderne')
    expect(orderConfirmationMail({ ...order, culture: 'en', giftCards: [], giftCardsWhenPaid: true }).text).toContain(
      'as soon as the invoice is paid',
    )
  })

  it('the mail sent when it is paid has every code', () => {
    const cards = [
      { code: 'AAAA-BBBB-CCCC-DDDD', amount: '500,-' },
      { code: 'EEEE-FFFF-GGGG-HHHH', amount: '500,-' },
    ]
    const da = giftCardsMail({
      culture: 'da',
      firstName: 'Frederik',
      orderNumber: '10042',
      giftCards: cards,
      receiptLink: order.receiptLink,
    })
    expect(da.subject).toBe('Jeres gavekort fra ordre 10042')
    expect(da.text).toContain('AAAA-BBBB-CCCC-DDDD: 500,- kr.')
    expect(da.text).toContain('EEEE-FFFF-GGGG-HHHH: 500,- kr.')
    const en = giftCardsMail({
      culture: 'en',
      firstName: 'Frederik',
      orderNumber: '10042',
      giftCards: cards,
      receiptLink: order.receiptLink,
    })
    expect(en.subject).toBe('Your gift cards from order 10042')
  })
})

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})
