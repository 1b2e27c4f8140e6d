/**
 * The price list PDF's bench row (docs/api/pdf.md): 500 products rendered to a PDF in this process, as the backend
 * renders them (backend/src/shop/pdf/price-list.tsx), after one warm-up render (a running backend has loaded its
 * font and layout code). Target: under 2 s on this machine. An ES module run from backend/ (its JSX settings and
 * react-pdf's ESM build): `cd backend && npx tsx ../scripts/bench-pdf.mts`; `npm run bench` runs it so and prints its line.
 */
import { renderPriceList, type PriceList } from '../backend/src/shop/pdf/price-list.tsx'
import { percentile, round } from './bench-pages.ts'

type PdfRow = { products: number; runs: number; medianMs: number; maxMs: number; pages: number; kB: number }

const PRODUCTS = 500
const RUNS = 5

function priceList(): PriceList {
  return {
    culture: 'da',
    shop: {
      name: 'Delikat',
      legal: 'Delikat ApS · Vestergade 12 · 8000 Aarhus C · CVR 12345674',
      site: 'delikat.dk',
      url: 'https://delikat.dk/',
    },
    customerName: 'Restaurant Smagen ApS',
    date: new Date(),
    includesVat: false,
    rows: Array.from({ length: PRODUCTS }, (_, i) => ({
      productNumber: `V-${10_000 + i}`,
      name: `Rødvin fra Côte-Rôtie, årgang ${2000 + (i % 20)} nr. ${i}`,
      unit: '0,75 l',
      price: 16_900 + i * 5,
      category: ['Rødvin', 'Hvidvin', 'Mousserende vin', 'Ost og pålæg', 'Olie og eddike'][i % 5]!,
    })),
    total: PRODUCTS,
  }
}

async function benchPriceListPdf(): Promise<PdfRow> {
  const list = priceList()
  await renderPriceList(list)
  const times: number[] = []
  let bytes = new Uint8Array()
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    bytes = await renderPriceList(list)
    times.push(performance.now() - started)
  }
  const pages = (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type\s*\/Page[^s]/g) ?? []
  ).length
  return {
    products: PRODUCTS,
    runs: RUNS,
    medianMs: round(percentile(times, 50)),
    maxMs: round(Math.max(...times)),
    pages,
    kB: round(bytes.byteLength / 1024),
  }
}

function printPdfRow(row: PdfRow): void {
  const met = row.medianMs < 2000 ? '' : '  (misses the target)'
  console.info(
    `\nPrice list PDF, ${row.products} products, ${row.runs} renders after a warm-up (target: under 2 s): median ${row.medianMs} ms, ` +
      `slowest ${row.maxMs} ms, ${row.pages} pages, ${row.kB} kB${met}`,
  )
}

if (process.argv[1]?.endsWith('bench-pdf.mts')) {
  benchPriceListPdf()
    .then(printPdfRow)
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
