// The rules of back-in-stock mail without a database (docs/adr/0037): which editions can be bought, the tokens, and
// the mails' texts and escaping, and that they wear the shop's mail frame.
import { describe, expect, it } from 'vitest'
import { passwordResetMail } from '../email/templates'
import { backInStockMail, stockAlertConfirmationMail } from './mail'
import { buyableEditions } from './notify'
import { hashAlertToken, isAlertTokenShaped, newAlertToken } from './token'

describe('buyableEditions', () => {
  it('lists the product itself (0) and the variants that can be bought', () => {
    expect(buyableEditions({ stockQuantity: 3, stockState: 'OutOfStock' }, [])).toEqual([0])
    expect(
      buyableEditions({ stockQuantity: 0, stockState: 'SoonInStock' }, [
        { id: 5, stockQuantity: 2 },
        { id: 6, stockQuantity: 0 },
      ]),
    ).toEqual([5])
    expect(buyableEditions({ stockQuantity: 0, stockState: 'StockWithDate', stockDate: '2026-12-01' }, [])).toEqual([])
  })

  it('counts a pre-order as buyable, for its variants too', () => {
    expect(buyableEditions({ stockQuantity: 0, stockState: 'AvailableAsPreOrder' }, [{ id: 5, stockQuantity: 0 }])).toEqual([0, 5])
  })
})

describe('tokens', () => {
  it('are 43 url-safe characters, kept as a SHA-256 that does not contain them', () => {
    const { token, hash } = newAlertToken()
    expect(isAlertTokenShaped(token)).toBe(true)
    expect(hash).toBe(hashAlertToken(token))
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(newAlertToken().token).not.toBe(token)
    for (const bad of ['', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, '../../etc/passwd'])
      expect(isAlertTokenShaped(bad)).toBe(false)
  })
})

describe('the mails', () => {
  const hostile = 'Olie <script>alert(1)</script> & "co"'

  it('ask a guest to confirm, say what the address is for, and carry the unsubscribe link', () => {
    const mail = stockAlertConfirmationMail({
      culture: 'da',
      productName: hostile,
      confirmLink: 'https://www.delikat.dk/lagerbesked/bekraeft/?token=abc&x=1',
      unsubscribeLink: 'https://www.delikat.dk/lagerbesked/afmeld/?token=abc',
    })
    expect(mail.subject).toContain(hostile)
    expect(mail.text).toContain('Bekræft: https://www.delikat.dk/lagerbesked/bekraeft/?token=abc&x=1')
    expect(mail.text).toContain('denne ene mail om denne vare')
    expect(mail.text).toContain('Afmeld: https://www.delikat.dk/lagerbesked/afmeld/?token=abc')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Olie &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;')
    expect(mail.html).toContain('href="https://www.delikat.dk/lagerbesked/bekraeft/?token=abc&amp;x=1"')
  })

  it('tell the product is back with picture, price and link, in English too', () => {
    const input = {
      productName: 'Olivenolie Extra',
      price: '149,-',
      productLink: 'https://www.delikat.dk/en/produkter/olivenolie-extra/7/',
      image: 'https://www.delikat.dk/media/olie.png?width=480',
      unsubscribeLink: 'https://www.delikat.dk/en/lagerbesked/afmeld/?token=abc',
    }
    const en = backInStockMail({ culture: 'en', ...input })
    expect(en.subject).toBe('Olivenolie Extra is back in stock')
    expect(en.text).toContain('Price: 149,- kr. incl. VAT')
    expect(en.text).toContain(input.productLink)
    expect(en.text).toContain(`Unsubscribe: ${input.unsubscribeLink}`)
    expect(en.html).toContain('<img src="https://www.delikat.dk/media/olie.png?width=480" alt="Olivenolie Extra"')
    const da = backInStockMail({ culture: 'da', ...input, image: null })
    expect(da.subject).toBe('Olivenolie Extra er på lager igen')
    expect(da.html).not.toContain('<img')
  })

  it("wear the shop's mail frame: its page, greeting and signature, as the other mails do", () => {
    const frame = (html: string) => {
      const lines = html.split('\n')
      return { top: [lines[0], lines[2]], bottom: lines.slice(-2) }
    }
    const reset = passwordResetMail({ culture: 'en', firstName: 'Gitte', link: 'https://www.delikat.dk/nulstil-adgangskode/?token=x' })
    const mail = stockAlertConfirmationMail({
      culture: 'en',
      productName: 'Olivenolie Extra',
      confirmLink: 'https://www.delikat.dk/en/lagerbesked/bekraeft/?token=abc',
      unsubscribeLink: 'https://www.delikat.dk/en/lagerbesked/afmeld/?token=abc',
    })
    expect(frame(mail.html)).toEqual(frame(reset.html))
    expect(mail.html).toContain('<title>Confirm: tell me when Olivenolie Extra is back</title>')
    expect(mail.text.startsWith('Hello\n\n')).toBe(true)
    expect(mail.html).toContain('<p>Hello</p>')
    expect(mail.text.endsWith('\n\nKind regards\nDelikat\n')).toBe(true)
    expect(reset.text.endsWith('\n\nKind regards\nDelikat\n')).toBe(true)
    const da = backInStockMail({
      culture: 'da',
      productName: 'Olivenolie Extra',
      price: '149,-',
      productLink: 'https://www.delikat.dk/produkter/olivenolie-extra/7/',
      image: null,
      unsubscribeLink: 'https://www.delikat.dk/lagerbesked/afmeld/?token=abc',
    })
    expect(da.text.startsWith('Hej\n\n')).toBe(true)
    expect(da.text.endsWith('\n\nVenlig hilsen\nDelikat\n')).toBe(true)
    expect(da.html.split('\n').slice(-2)[0]).toBe('<p>Venlig hilsen<br>Delikat</p>')
  })
})
