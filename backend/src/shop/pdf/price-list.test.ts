import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { groupByCategory, renderPriceList, type PriceList, type PriceListRow } from './price-list'

const shop = {
  name: 'Delikat ApS',
  legal: 'Delikat ApS · Vestergade 12 · 8000 Aarhus C · CVR 12345674',
  site: 'delikat.dk',
  url: 'https://delikat.dk/',
}

function rows(count: number): PriceListRow[] {
  return Array.from({ length: count }, (_, i) => ({
    productNumber: `V-${1000 + i}`,
    name: `Rødvin fra Côte-Rôtie, årgang ${2000 + (i % 20)} nr. ${i}`,
    unit: '0,75 l',
    price: 16_900 + i * 5,
    category: ['Rødvin', 'Hvidvin', 'Ost og pålæg'][i % 3]!,
  }))
}

const list = (overrides: Partial<PriceList>): PriceList => ({
  culture: 'da',
  shop,
  customerName: 'Restaurant Smagen ApS',
  date: new Date('2026-11-27T10:00:00Z'),
  includesVat: false,
  rows: rows(3),
  total: 3,
  ...overrides,
})

async function textOf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(bytes)
  const { text, totalPages } = await extractText(pdf, { mergePages: true })
  return { text, pages: totalPages }
}

describe('the price list', () => {
  it('groups the rows by category, each category once, in the order they first appear', () => {
    const items = groupByCategory(rows(6))
    expect(items.filter((i) => i.kind === 'heading').map((i) => (i.kind === 'heading' ? i.category : ''))).toEqual([
      'Rødvin',
      'Hvidvin',
      'Ost og pålæg',
    ])
    expect(items).toHaveLength(9)
  })

  it('lists number, name, unit and price with Danish letters, the customer, the date and the VAT terms', async () => {
    const { text } = await textOf(await renderPriceList(list({})))
    expect(text).toContain('Prisliste')
    expect(text).toContain('Restaurant Smagen ApS')
    expect(text).toContain('27.11.2026')
    expect(text).toContain('Priser ekskl. moms')
    expect(text).toContain('V-1000')
    expect(text).toContain('Rødvin fra Côte-Rôtie, årgang 2000 nr. 0')
    expect(text).toContain('169,-')
    expect(text).toContain('169,10')
    expect(text).toContain('Ost og pålæg')
    expect(text).toContain('CVR 12345674')
    expect(text).not.toContain('Listen viser')
  })

  it('cuts a name too long for one line with an ellipsis', async () => {
    const long = 'Champagne Grand Cru Blanc de Blancs Extra Brut fra Le Mesnil-sur-Oger, magnumflaske i trækasse'
    const { text } = await textOf(await renderPriceList(list({ rows: [{ ...rows(1)[0]!, name: long }], total: 1 })))
    expect(text).toContain('Champagne Grand Cru Blanc de Blancs')
    expect(text).toContain('…')
    expect(text).not.toContain('trækasse')
  })

  it('says so when the list was cut, and calls a guest a guest', async () => {
    const { text } = await textOf(await renderPriceList(list({ customerName: null, total: 1234, culture: 'da' })))
    expect(text).toContain('Listen viser de første 3 af 1234 varer.')
    expect(text).toContain('Gæst')
    const english = await textOf(await renderPriceList(list({ customerName: null, total: 1234, culture: 'en', includesVat: true })))
    expect(english.text).toContain('The list shows the first 3 of 1234 products.')
    expect(english.text).toContain('Guest')
    expect(english.text).toContain('Prices incl. VAT')
  })

  // How fast is the bench's to say (scripts/bench-pdf.ts, `npm run bench`); a timed test would fail on a busy machine.
  it('renders 500 products on pages of their own, every one of them', async () => {
    const many = rows(500)
    const bytes = await renderPriceList(list({ rows: many, total: 500 }))
    const { text, pages } = await textOf(bytes)
    expect(pages).toBeGreaterThan(5)
    for (const row of [many[0]!, many[250]!, many[499]!]) expect(text).toContain(row.productNumber)
  }, 30_000)
})
