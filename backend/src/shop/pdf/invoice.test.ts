import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import type { InvoiceMailInput } from '../orders/fulfilment/mails'
import { invoiceFileName, invoicePdf } from './invoice'

const shop = {
  name: 'Delikat ApS',
  legal: 'Delikat ApS · Vestergade 12 · 8000 Aarhus C · CVR 12345674',
  site: 'delikat.dk',
  url: 'https://delikat.dk/',
}

/** 24 bottles at 100 kr. and a 500 kr. gift card, 79 kr. delivery, all excl. VAT: VAT 25 % of 2.479 kr. */
const input: InvoiceMailInput = {
  culture: 'da',
  name: 'Frede Firma',
  company: 'Restaurant Smagen ApS',
  orderNumber: '100042',
  invoiceNumber: 'F-100042',
  issuedAt: new Date('2026-11-27T10:00:00Z'),
  dueAt: new Date('2026-12-11T10:00:00Z'),
  lines: [
    { name: 'Rosé de Provence 2024', quantity: 24, amount: 240_000 },
    { name: 'Gavekort', quantity: 1, amount: 50_000, giftCard: true },
  ],
  delivery: 7_900,
  subTotal: 290_000,
  vat: 61_975,
  total: 240_000 + 7_900 + 61_975 + 50_000,
  requisition: 'REK-2318',
  ean: '5790001234567',
  cvr: '12345674',
  address: 'Havnegade 4, 8000 Aarhus C',
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
  return text
}

describe('the invoice PDF', () => {
  it('states what a Danish invoice must: number, dates, seller CVR, buyer, lines excl. VAT, the VAT on the taxable amount, the total, how to pay', async () => {
    const text = await textOf(await invoicePdf(input, shop))
    for (const expected of [
      'Faktura F-100042',
      '27.11.2026',
      '11.12.2026',
      'CVR 12345674',
      'Restaurant Smagen ApS',
      'Att. Frede Firma',
      'Havnegade 4, 8000 Aarhus C',
      'EAN 5790001234567',
      'REK-2318',
      'Rosé de Provence 2024',
      '2.400,- kr.',
      'Gavekort (gavekort, momsfrit)',
      'Moms 25 % af 2.479,- kr.',
      '619,75 kr.',
      'I alt at betale inkl. moms',
      '3.598,75 kr.',
      'F-100042 som tekst på overførslen',
    ])
      expect(text).toContain(expected)
  })

  it('speaks English to an English order and names its file', async () => {
    const text = await textOf(await invoicePdf({ ...input, culture: 'en' }, shop))
    expect(text).toContain('Invoice F-100042')
    expect(text).toContain('VAT 25 % of 2.479,- kr.')
    expect(text).not.toContain('Forfaldsdato')
    expect(invoiceFileName(input)).toBe('faktura-F-100042.pdf')
    expect(invoiceFileName({ ...input, culture: 'en' })).toBe('invoice-F-100042.pdf')
  })
})
