import { describe, expect, it } from 'vitest'
import type { MailContent } from '../../email/templates'
import { cancelledMail, creditNoteMail, DEMO_BANK_ACCOUNT_NUMBER, DEMO_BANK_REGISTRATION_NUMBER, invoiceMail, shippedMail } from './mails'

const hostile = '<script>alert("x")</script>'
const trackingUrl = 'https://tracking.postnord.com/da/?id=00370712345678901234&lang=da'
const orderLink = 'https://www.delikat.dk/kassen/kvittering/?order=abc-123'

/** Danish words of the fixed texts that must not be left in an English mail (the values the mail was given removed). */
const DANISH =
  /\b(kære|venlig|hilsen|din|dit|dine|jeres|ordre|ordren|pakken|sendt|udleveret|annulleret|årsag|beløb|beløbet|moms|heraf|faktura|fakturaen|kreditnota|gavekort|levering|rabat|varer|og|er|til|af|på|med|ikke|vi|har|du|kan|bliver|der|den|det|som|hvis|senest)\b/i

function expectEnglish(mail: MailContent, values: readonly string[]) {
  let text = `${mail.subject}\n${mail.text}`
  for (const value of values) text = text.split(value).join('')
  expect(text).not.toMatch(DANISH)
  expect(text).not.toMatch(/[æøåÆØÅ]/)
}

function expectEscaped(mail: MailContent) {
  expect(mail.html).not.toContain('<script>')
  expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
  expect(mail.text).toContain(hostile)
}

describe('shippedMail', () => {
  const base = {
    culture: 'da' as const,
    name: 'Kirsten',
    orderNumber: '100123',
    lines: [
      { name: 'Barolo DOCG 2019', quantity: 2 },
      { name: 'Olive oil', quantity: 1 },
    ],
    remaining: [],
    methodType: 'PostNord' as const,
    serviceLocation: 'Netto, Vestergade 5, 8000 Aarhus C',
    carrier: 'PostNord',
    trackingNumber: '00370712345678901234',
    trackingUrl,
    orderLink,
  }

  it('tells in Danish what is in the parcel, how to follow it, where to collect it and where the order is', () => {
    const mail = shippedMail(base)
    expect(mail.subject).toBe('Din ordre 100123 er sendt')
    expect(mail.text).toContain('Kære Kirsten')
    expect(mail.text).toContain('Vi har sendt din ordre 100123.')
    expect(mail.text).toContain('Pakken indeholder:\n\n2 × Barolo DOCG 2019\n\n1 × Olive oil')
    expect(mail.text).toContain('Pakken er sendt med PostNord.')
    expect(mail.text).toContain('Sporingsnummer: 00370712345678901234')
    expect(mail.text).toContain(`Følg pakken: ${trackingUrl}`)
    expect(mail.text).toContain('Pakken kan hentes i Netto, Vestergade 5, 8000 Aarhus C, når den er fremme.')
    expect(mail.text).toContain(`Se din ordre her:\n\n${orderLink}`)
    expect(mail.text).not.toContain('Resten')
    expect(mail.text).toMatch(/Venlig hilsen\nDelikat\n$/)
    expect(mail.html).toContain(
      '<a href="https://tracking.postnord.com/da/?id=00370712345678901234&amp;lang=da" style="color:#6b2d3c">Følg pakken</a>',
    )
    expect(mail.html).toContain(`<a href="${orderLink}"`)
  })

  it('says what is still to come when only part of the order is sent', () => {
    const remaining = [{ name: 'Parmigiano Reggiano 24 months', quantity: 3 }]
    const mail = shippedMail({ ...base, lines: [base.lines[0]!], remaining })
    expect(mail.subject).toBe('En del af din ordre 100123 er sendt')
    expect(mail.text).toContain('Vi har sendt en del af din ordre 100123. Resten sender vi, så snart det er klar.')
    expect(mail.text).toContain('Pakken indeholder:\n\n2 × Barolo DOCG 2019\n\n')
    expect(mail.text).not.toContain('Olive oil')
    expect(mail.text).toContain('Resten af din ordre følger senere:\n\n3 × Parmigiano Reggiano 24 months')
    const en = shippedMail({ ...base, culture: 'en', lines: [base.lines[0]!], remaining })
    expect(en.subject).toBe('Part of your order 100123 has been sent')
    expect(en.text).toContain('We have sent part of your order 100123. We will send the rest as soon as it is ready.')
    expect(en.text).toContain('The rest of your order follows later:\n\n3 × Parmigiano Reggiano 24 months')
    expectEnglish(en, [base.name, ...base.lines.map((l) => l.name), remaining[0]!.name, base.serviceLocation, trackingUrl, orderLink])
  })

  it('is complete in English', () => {
    const mail = shippedMail({ ...base, culture: 'en', name: 'Kim' })
    expect(mail.subject).toBe('Your order 100123 has been sent')
    expect(mail.text).toContain('Dear Kim')
    expect(mail.text).toContain('We have sent your order 100123.')
    expect(mail.text).toContain('The parcel contains:\n\n2 × Barolo DOCG 2019')
    expect(mail.text).toContain('The parcel has been sent with PostNord.')
    expect(mail.text).toContain('Tracking number: 00370712345678901234')
    expect(mail.text).toContain(`Track the parcel: ${trackingUrl}`)
    expect(mail.text).toContain('You can collect the parcel at Netto, Vestergade 5, 8000 Aarhus C once it arrives.')
    expect(mail.text).toContain(`See your order here:\n\n${orderLink}`)
    expect(mail.html).toContain('>Track the parcel</a>')
    expectEnglish(mail, ['Kim', ...base.lines.map((l) => l.name), base.serviceLocation, trackingUrl, orderLink])
  })

  it('sends home delivery to the address, and leaves out tracking it was not given', () => {
    const mail = shippedMail({
      ...base,
      methodType: 'DeliveryAddress',
      serviceLocation: null,
      carrier: 'GLS',
      trackingNumber: null,
      trackingUrl: null,
    })
    expect(mail.text).toContain('Pakken er sendt med GLS.')
    expect(mail.text).toContain('Pakken bliver leveret til den adresse, du har opgivet.')
    expect(mail.text).not.toContain('Sporingsnummer')
    expect(mail.text).not.toContain('Følg pakken')
    expect(mail.text).not.toContain('hentes')
    expect(mail.html.match(/<a /g)).toHaveLength(1)
    const en = shippedMail({ ...base, culture: 'en', methodType: 'DeliveryAddress', serviceLocation: null })
    expect(en.text).toContain('The parcel will be delivered to the address you gave.')
  })

  it('has PostNord notify the customer when there is no service point named', () => {
    const mail = shippedMail({ ...base, serviceLocation: null })
    expect(mail.text).toContain('Pakken leveres til et PostNord-udleveringssted. Du får besked, når den er klar til afhentning.')
  })

  it('has Burd bring the parcel, with no tracking even if some was recorded', () => {
    const mail = shippedMail({ ...base, methodType: 'Burd', serviceLocation: null, carrier: 'Burd' })
    expect(mail.subject).toBe('Din ordre 100123 er sendt')
    expect(mail.text).toContain('Burd bringer pakken ud på cykel til den adresse, du har opgivet.')
    expect(mail.text).not.toContain('Sporingsnummer')
    expect(mail.text).not.toContain(trackingUrl)
    expect(mail.html).not.toContain('tracking.postnord.com')
    const en = shippedMail({ ...base, culture: 'en', methodType: 'Burd', serviceLocation: null, carrier: 'Burd' })
    expect(en.text).toContain('Burd brings the parcel by bike to the address you gave.')
    expect(en.text).not.toContain('Tracking')
  })

  it('says an order collected in the shop is handed over, without tracking', () => {
    const mail = shippedMail({ ...base, methodType: 'SimplePickup', serviceLocation: null })
    expect(mail.subject).toBe('Din ordre 100123 er udleveret')
    expect(mail.text).toContain('Din ordre 100123 er udleveret til dig i butikken.')
    expect(mail.text).toContain('Udleveret:\n\n2 × Barolo DOCG 2019')
    expect(mail.text).not.toMatch(/Pakken|Sporingsnummer|sendt/)
    expect(mail.text).not.toContain(trackingUrl)
    const partial = shippedMail({ ...base, methodType: 'SimplePickup', remaining: [{ name: 'Panettone', quantity: 1 }] })
    expect(partial.subject).toBe('En del af din ordre 100123 er udleveret')
    expect(partial.text).toContain('Resten af din ordre kan hentes senere. Vi giver besked, når det er klar:\n\n1 × Panettone')
    const en = shippedMail({ ...base, culture: 'en', methodType: 'SimplePickup' })
    expect(en.subject).toBe('Your order 100123 has been handed over')
    expect(en.text).toContain('Your order 100123 has been handed over to you in the shop.')
    expect(en.text).not.toContain('parcel')
    expectEnglish(en, ['Kirsten', ...base.lines.map((l) => l.name), orderLink])
  })

  it('says an order with nothing to send is completed', () => {
    const mail = shippedMail({
      ...base,
      methodType: 'NoDelivery',
      serviceLocation: null,
      lines: [{ name: 'Wine tasting 12 March', quantity: 2 }],
    })
    expect(mail.subject).toBe('Din ordre 100123 er ekspederet')
    expect(mail.text).toContain('Der kommer ingen pakke: billetter og e-gavekort får du på e-mail.')
    expect(mail.text).not.toContain('Sporingsnummer')
    const en = shippedMail({ ...base, culture: 'en', methodType: 'NoDelivery', serviceLocation: null })
    expect(en.subject).toBe('Your order 100123 has been completed')
    expect(en.text).toContain('No parcel is coming: tickets and e-gift cards are sent to you by e-mail.')
  })

  it('escapes a hostile name and line in the HTML part', () => {
    const mail = shippedMail({ ...base, name: hostile, lines: [{ name: hostile, quantity: 1 }] })
    expectEscaped(mail)
  })
})

describe('cancelledMail', () => {
  const base = {
    culture: 'da' as const,
    name: 'Kirsten',
    orderNumber: '100123',
    paymentMethod: 'CreditCard' as const,
    refunded: 0,
    giftCardsReturned: 0,
    reason: null,
  }

  it('tells a card customer nothing is charged and the reservation is released', () => {
    const mail = cancelledMail(base)
    expect(mail.subject).toBe('Din ordre 100123 er annulleret')
    expect(mail.text).toContain('Kære Kirsten')
    expect(mail.text).toContain('Vi har annulleret din ordre 100123.')
    expect(mail.text).toContain(
      'Du bliver ikke trukket noget, og reservationen af beløbet på dit kort er frigivet. Der kan gå nogle dage, før din bank viser det.',
    )
    expect(mail.text).not.toContain('Årsag')
    expect(mail.text).not.toContain('gavekort')
    expect(mail.text).toContain('Har du spørgsmål')
    const mobilePay = cancelledMail({ ...base, paymentMethod: 'MobilePay', reason: '   ' })
    expect(mobilePay.text).toContain('reservationen af beløbet i MobilePay er frigivet')
    expect(mobilePay.text).not.toContain('Årsag')
  })

  it('tells what was refunded, what went back on the gift cards, and why', () => {
    const mail = cancelledMail({
      ...base,
      paymentMethod: 'MobilePay',
      refunded: 123450,
      giftCardsReturned: 20000,
      reason: 'Varen er udsolgt hos leverandøren',
    })
    expect(mail.text).toContain('Årsag: Varen er udsolgt hos leverandøren')
    expect(mail.text).toContain('Vi har betalt de 1.234,50 kr., du blev trukket, tilbage via MobilePay.')
    expect(mail.text).toContain('200,- kr. er sat tilbage på de gavekort, der blev betalt med, og kan bruges igen.')
    expect(mail.text).not.toContain('reservation')
    const card = cancelledMail({ ...base, refunded: 4995 })
    expect(card.text).toContain('Vi har betalt de 49,95 kr., du blev trukket, tilbage til dit kort.')
  })

  it('voids an invoice: nothing to pay, or a refund of what was paid', () => {
    const mail = cancelledMail({ ...base, paymentMethod: 'Invoice' })
    expect(mail.text).toContain('Vi har annulleret jeres ordre 100123.')
    expect(mail.text).toContain('Fakturaen for ordren er annulleret, så I skal ikke betale noget.')
    expect(mail.text).toContain('Har I spørgsmål')
    expect(mail.text).not.toMatch(/kort|reservation/)
    const paid = cancelledMail({ ...base, paymentMethod: 'Invoice', refunded: 500000 })
    expect(paid.text).toContain('De 5.000,- kr., I har betalt, betaler vi tilbage til jeres bankkonto.')
    const en = cancelledMail({ ...base, culture: 'en', paymentMethod: 'Invoice' })
    expect(en.text).toContain('The invoice for the order is void, so there is nothing to pay.')
    expect(en.text).toContain('We have cancelled your order 100123.')
    expectEnglish(en, ['Kirsten'])
  })

  it('is complete in English', () => {
    const reason = 'Out of stock at the supplier'
    const released = cancelledMail({ ...base, culture: 'en', name: 'Kim' })
    expect(released.subject).toBe('Your order 100123 has been cancelled')
    expect(released.text).toContain('Dear Kim')
    expect(released.text).toContain('We have cancelled your order 100123.')
    expect(released.text).toContain('Nothing is charged, and the reservation of the amount on your card has been released.')
    expectEnglish(released, ['Kim'])
    const refunded = cancelledMail({
      ...base,
      culture: 'en',
      name: 'Kim',
      paymentMethod: 'MobilePay',
      refunded: 123450,
      giftCardsReturned: 20000,
      reason,
    })
    expect(refunded.text).toContain(`Reason: ${reason}`)
    expect(refunded.text).toContain('We have refunded the 1.234,50 kr. you were charged through MobilePay.')
    expect(refunded.text).toContain('200,- kr. has been put back on the gift cards you paid with and can be used again.')
    expectEnglish(refunded, ['Kim', reason])
    expectEnglish(cancelledMail({ ...base, culture: 'en', paymentMethod: 'Invoice', refunded: 100 }), ['Kirsten'])
  })

  it('escapes a hostile name and reason in the HTML part', () => {
    const mail = cancelledMail({ ...base, name: hostile, reason: hostile })
    expectEscaped(mail)
    expect(mail.text).toContain(`Årsag: ${hostile}`)
  })
})

describe('creditNoteMail', () => {
  const base = {
    culture: 'da' as const,
    name: 'Kirsten',
    orderNumber: '100123',
    creditNoteNumber: 'K-100123-1',
    amount: 123457,
    isB2B: false,
    lines: [
      { name: 'Barolo DOCG 2019', quantity: 2, amount: 69800 },
      { name: 'Olive oil', quantity: 1 },
    ],
    reason: 'Flasken var knust',
    paymentMethod: 'CreditCard' as const,
    returned: true,
  }

  it('is the credit note: number, seller, amount with its VAT, lines, reason and when the money comes', () => {
    const mail = creditNoteMail(base)
    expect(mail.subject).toBe('Kreditnota K-100123-1 for ordre 100123')
    expect(mail.text).toContain('Denne mail er kreditnota K-100123-1 for ordre 100123.')
    expect(mail.text).toContain('Udstedt af Delikat ApS, Vestergade 12, 8000 Aarhus C, CVR 12345674.')
    // 1.234,57 kr. incl. 25 % VAT: the VAT is a fifth, 246,91 kr. (rounded to the øre).
    expect(mail.text).toContain('Krediteret beløb: 1.234,57 kr. inkl. moms, heraf moms 246,91 kr.')
    expect(mail.text).not.toContain('ekskl. moms')
    expect(mail.text).toContain('Krediterede varer (priser inkl. moms):\n\n2 × Barolo DOCG 2019: 698,- kr.\n\n1 × Olive oil\n\n')
    expect(mail.text).toContain('Årsag: Flasken var knust')
    expect(mail.text).toContain('Vi har modtaget varerne retur.')
    expect(mail.text).toContain('Beløbet bliver sat ind på det kort, der blev betalt med, inden for nogle få bankdage.')
    expect(mail.text).toContain('Gem denne mail: den er kreditnotaen.')
    expect(mail.text).not.toContain('Dato:')
  })

  it('gives a business the amount excl. VAT, the VAT and the total, which add up', () => {
    const mail = creditNoteMail({ ...base, isB2B: true, amount: 25000, lines: [{ name: 'Barolo DOCG 2019', quantity: 1, amount: 20000 }] })
    expect(mail.text).toContain('Krediteret beløb: 200,- kr. ekskl. moms + moms 25 % 50,- kr. = 250,- kr. inkl. moms.')
    expect(mail.text).toContain('Krediterede varer (priser ekskl. moms):\n\n1 × Barolo DOCG 2019: 200,- kr.')
    const odd = creditNoteMail({ ...base, isB2B: true })
    expect(odd.text).toContain('987,66 kr. ekskl. moms + moms 25 % 246,91 kr. = 1.234,57 kr. inkl. moms.')
    expect(98766 + 24691).toBe(base.amount)
  })

  it('leaves out lines for a refund of an amount, and the return when nothing came back', () => {
    const mail = creditNoteMail({ ...base, lines: [], returned: false, reason: 'Kompensation for sen levering' })
    expect(mail.text).not.toContain('Krediterede varer')
    expect(mail.text).not.toContain('retur')
    expect(mail.text).toContain('Årsag: Kompensation for sen levering')
  })

  it('says how the money comes back for MobilePay and for an invoice', () => {
    expect(creditNoteMail({ ...base, paymentMethod: 'MobilePay' }).text).toContain(
      'Beløbet bliver betalt tilbage via MobilePay til det kort, der blev betalt med, inden for nogle få bankdage.',
    )
    const invoice = creditNoteMail({
      ...base,
      paymentMethod: 'Invoice',
      isB2B: true,
      invoiceNumber: 'F-100123',
      issuedAt: new Date('2026-11-27T10:00:00Z'),
    })
    expect(invoice.text).toContain('bliver beløbet modregnet i den, så I kun skal betale resten')
    expect(invoice.text).toContain('betaler vi beløbet tilbage til den bankkonto, vi har registreret for jer.')
    expect(invoice.text).toContain('Krediterer faktura F-100123.')
    expect(invoice.text).toContain('Dato: 27. november 2026')
    expect(invoice.text).toContain('Har I spørgsmål')
  })

  it('is complete in English', () => {
    const reason = 'The bottle was broken'
    const mail = creditNoteMail({
      ...base,
      culture: 'en',
      name: 'Kim',
      reason,
      issuedAt: new Date('2026-11-27T10:00:00Z'),
      invoiceNumber: 'F-100123',
    })
    expect(mail.subject).toBe('Credit note K-100123-1 for order 100123')
    expect(mail.text).toContain('This e-mail is credit note K-100123-1 for order 100123.')
    expect(mail.text).toContain('Issued by Delikat ApS, Vestergade 12, 8000 Aarhus C, Denmark, VAT no. DK12345674.')
    expect(mail.text).toContain('Date: 27 November 2026')
    expect(mail.text).toContain('Amount credited: 1.234,57 kr. incl. VAT, of which VAT 246,91 kr.')
    expect(mail.text).toContain('Items credited (prices incl. VAT):\n\n2 × Barolo DOCG 2019: 698,- kr.')
    expect(mail.text).toContain(`Reason: ${reason}`)
    expect(mail.text).toContain('We have received the goods back.')
    expect(mail.text).toContain('The amount will be paid back to the card used for payment within a few banking days.')
    expect(mail.text).toContain('Please keep this e-mail: it is the credit note.')
    expectEnglish(mail, ['Kim', reason, ...base.lines.map((l) => l.name), 'Vestergade 12, 8000 Aarhus C'])
    const b2b = creditNoteMail({ ...base, culture: 'en', isB2B: true, paymentMethod: 'Invoice', reason })
    expect(b2b.text).toContain('Amount credited: 987,66 kr. excl. VAT + VAT 25 % 246,91 kr. = 1.234,57 kr. incl. VAT.')
    expect(b2b.text).toContain('we pay the amount back to the bank account we have on file for you.')
    expectEnglish(b2b, ['Kirsten', reason, ...base.lines.map((l) => l.name), 'Vestergade 12, 8000 Aarhus C'])
    expectEnglish(creditNoteMail({ ...base, culture: 'en', paymentMethod: 'MobilePay', reason }), [
      'Kirsten',
      reason,
      ...base.lines.map((l) => l.name),
      'Vestergade 12, 8000 Aarhus C',
    ])
  })

  it('escapes a hostile name and reason in the HTML part', () => {
    const mail = creditNoteMail({ ...base, name: hostile, reason: hostile })
    expectEscaped(mail)
  })
})

describe('invoiceMail', () => {
  // 12 × 450,- and 6 × 125,50 excl. VAT, delivery 99,-: taxable 6.252,- + VAT 25 % 1.563,- = 7.815,-.
  const base = {
    culture: 'da' as const,
    name: 'Frederik',
    company: 'Smagen & Co ApS',
    orderNumber: '100123',
    invoiceNumber: 'F-100123',
    issuedAt: new Date('2026-11-27T10:00:00Z'),
    dueAt: new Date('2026-12-11T10:00:00Z'),
    lines: [
      { name: 'Barolo DOCG 2019', quantity: 12, amount: 540000 },
      { name: 'Olive oil', quantity: 6, amount: 75300 },
    ],
    delivery: 9900,
    subTotal: 615300,
    vat: 156300,
    total: 781500,
    requisition: 'REQ-77',
    ean: '5790001234567',
    cvr: '87654321',
  }

  it('is a Danish invoice a business can book', () => {
    expect(base.subTotal).toBe(base.lines.reduce((sum, l) => sum + l.amount, 0))
    expect(base.vat).toBe((base.subTotal + base.delivery) / 4)
    expect(base.total).toBe(base.subTotal + base.delivery + base.vat)
    const mail = invoiceMail({ ...base, address: 'Havnegade 3, 8000 Aarhus C' })
    expect(mail.subject).toBe('Faktura F-100123 for ordre 100123')
    expect(mail.text).toContain('Kære Frederik')
    expect(mail.text).toContain('Denne mail er fakturaen for den: gem den til bogføringen.')
    expect(mail.text).toContain('Fakturanummer: F-100123')
    expect(mail.text).toContain('Fakturadato: 27. november 2026')
    expect(mail.text).toContain('Forfaldsdato: 11. december 2026')
    expect(mail.text).toContain('Ordrenummer: 100123')
    expect(mail.text).toContain('Sælger: Delikat ApS, Vestergade 12, 8000 Aarhus C, CVR 12345674')
    expect(mail.text).toContain(
      'Køber: Smagen & Co ApS, Havnegade 3, 8000 Aarhus C\n\nAtt.: Frederik\n\nCVR: 87654321\n\nEAN: 5790001234567',
    )
    expect(mail.text).toContain('Rekvisitionsnummer: REQ-77')
    expect(mail.text).toContain('Varer (priser ekskl. moms):\n\n12 × Barolo DOCG 2019: 5.400,- kr.\n\n6 × Olive oil: 753,- kr.')
    expect(mail.text).toContain('Varer i alt ekskl. moms: 6.153,- kr.')
    expect(mail.text).toContain('Levering ekskl. moms: 99,- kr.')
    expect(mail.text).toContain('Moms 25 % af 6.252,- kr.: 1.563,- kr.')
    expect(mail.text).toContain('I alt at betale inkl. moms: 7.815,- kr.')
    expect(mail.text).toContain(
      `Betal senest 11. december 2026 ved bankoverførsel til reg.nr. ${DEMO_BANK_REGISTRATION_NUMBER}, kontonr. ${DEMO_BANK_ACCOUNT_NUMBER}. Skriv fakturanummeret F-100123 som tekst på overførslen.`,
    )
    expect(mail.text).not.toMatch(/Rabat|gavekort/)
    expect(mail.html).toContain('Køber: Smagen &amp; Co ApS')
    // The totals come in the order a reader adds them up.
    const at = (s: string) => mail.text.indexOf(s)
    expect(at('Varer i alt')).toBeLessThan(at('Levering'))
    expect(at('Levering')).toBeLessThan(at('Moms 25 %'))
    expect(at('Moms 25 %')).toBeLessThan(at('I alt at betale'))
  })

  it('leaves out what the buyer did not give, and names a consumer without a company as the buyer', () => {
    const mail = invoiceMail({ ...base, company: null, requisition: null, ean: null, cvr: null })
    expect(mail.text).toContain('Køber: Frederik')
    expect(mail.text).not.toMatch(/Att\.|CVR: |EAN|Rekvisitionsnummer/)
  })

  it('shows a discount, gift cards bought without VAT and gift cards paid with, and the VAT on the taxable amount only', () => {
    // Goods 1.000,- − discount 100,- + delivery 50,- = 950,- taxable, VAT 237,50; a 500,- gift card has no VAT;
    // 200,- paid with a gift card: 950 + 237,50 + 500 − 200 = 1.487,50 to pay.
    const mail = invoiceMail({
      ...base,
      lines: [
        { name: 'Barolo DOCG 2019', quantity: 2, amount: 100000 },
        { name: 'Gift card', quantity: 1, amount: 50000, giftCard: true },
      ],
      subTotal: 150000,
      discount: 10000,
      delivery: 5000,
      vat: 23750,
      giftCards: 20000,
      total: 148750,
    })
    expect(mail.text).toContain('1 × Gift card (gavekort, momsfrit): 500,- kr.')
    expect(mail.text).toContain('Varer i alt ekskl. moms: 1.500,- kr.')
    expect(mail.text).toContain('Rabat: -100,- kr.')
    expect(mail.text).toContain('Heraf momsfrit (gavekort): 500,- kr.')
    expect(mail.text).toContain('Moms 25 % af 950,- kr.: 237,50 kr.')
    expect(mail.text).toContain('Betalt med gavekort: -200,- kr.')
    expect(mail.text).toContain('I alt at betale inkl. moms: 1.487,50 kr.')
  })

  it('is complete in English', () => {
    const mail = invoiceMail({ ...base, culture: 'en', address: 'Havnegade 3, 8000 Aarhus C' })
    expect(mail.subject).toBe('Invoice F-100123 for order 100123')
    expect(mail.text).toContain('Dear Frederik')
    expect(mail.text).toContain('This e-mail is its invoice: please keep it for your books.')
    expect(mail.text).toContain('Invoice number: F-100123')
    expect(mail.text).toContain('Invoice date: 27 November 2026')
    expect(mail.text).toContain('Due date: 11 December 2026')
    expect(mail.text).toContain('Seller: Delikat ApS, Vestergade 12, 8000 Aarhus C, Denmark, VAT no. DK12345674')
    expect(mail.text).toContain('Buyer: Smagen & Co ApS, Havnegade 3, 8000 Aarhus C\n\nAttn.: Frederik')
    expect(mail.text).toContain('Requisition number: REQ-77')
    expect(mail.text).toContain('Items (prices excl. VAT):\n\n12 × Barolo DOCG 2019: 5.400,- kr.')
    expect(mail.text).toContain('Items total excl. VAT: 6.153,- kr.')
    expect(mail.text).toContain('Delivery excl. VAT: 99,- kr.')
    expect(mail.text).toContain('VAT 25 % of 6.252,- kr.: 1.563,- kr.')
    expect(mail.text).toContain('Total to pay incl. VAT: 7.815,- kr.')
    expect(mail.text).toContain(
      `Please pay by 11 December 2026 at the latest by bank transfer to reg. no. ${DEMO_BANK_REGISTRATION_NUMBER}`,
    )
    const values = [
      'Frederik',
      base.company,
      'Havnegade 3, 8000 Aarhus C',
      'Vestergade 12, 8000 Aarhus C',
      ...base.lines.map((l) => l.name),
    ]
    expectEnglish(mail, values)
    const extras = invoiceMail({
      ...base,
      culture: 'en',
      lines: [...base.lines, { name: 'Gift card', quantity: 1, amount: 50000, giftCard: true }],
      discount: 10000,
      giftCards: 10000,
    })
    expect(extras.text).toContain('1 × Gift card (gift card, no VAT): 500,- kr.')
    expect(extras.text).toContain('Discount: -100,- kr.')
    expect(extras.text).toContain('Of which without VAT (gift cards): 500,- kr.')
    expect(extras.text).toContain('Paid with gift cards: -100,- kr.')
    expectEnglish(extras, values)
  })

  it('escapes a hostile name and company in the HTML part', () => {
    const mail = invoiceMail({ ...base, name: hostile, company: hostile })
    expectEscaped(mail)
  })
})
