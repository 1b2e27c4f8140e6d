import { describe, expect, it } from 'vitest'
import { escapeHtml, passwordResetMail, welcomeMail } from './templates'

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
    const da = welcomeMail({ culture: 'da', firstName: 'Frederik', email: 'firma@delikat.dk', clientType: 'B2B', company: 'Smagen & Co ApS', accountLink })
    expect(da.text).toContain('erhvervskonto for Smagen & Co ApS')
    expect(da.text).toContain('uden moms')
    expect(da.html).toContain('Smagen &amp; Co ApS')
    const en = welcomeMail({ culture: 'en', firstName: 'Frederik', email: 'firma@delikat.dk', clientType: 'B2B', company: null, accountLink })
    expect(en.subject).toBe('Welcome to Delikat')
    expect(en.text).toContain('business login')
    expect(en.text).toContain('without VAT')
  })
})

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})
