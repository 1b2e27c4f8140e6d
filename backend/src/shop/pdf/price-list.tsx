/**
 * The price list (POST product/search/pdf): every product a search finds, up to PRICE_LIST_MAX_PRODUCTS, grouped by
 * category, with number, name, unit and price in the caller's terms. Rows have a fixed height and the pages are cut
 * here rather than by react-pdf's own page breaking, which costs seconds for a long list; so `renderPriceList`
 * takes plain rows and is what the benchmark times (docs/adr/0034).
 */
import { Document, Page, Text, View } from '@react-pdf/renderer'
import type { Culture } from '../constants'
import { dateText, kroner, vatNote } from './money'
import { renderPdf } from './render'
import { ShopFooter, ShopHeader, type ShopDetails } from './shop'
import { COLOURS, styles } from './styles'

/** The most products one price list holds (docs/api/pdf.md). */
export const PRICE_LIST_MAX_PRODUCTS = 1000

export interface PriceListRow {
  productNumber: string
  name: string
  /** "0,75 l", "stk." */
  unit: string
  /** Øre, in the caller's terms. */
  price: number
  category: string
}

export interface PriceList {
  culture: Culture
  shop: ShopDetails
  customerName: string | null
  date: Date
  includesVat: boolean
  /** In the order they are listed within their category. */
  rows: PriceListRow[]
  /** How many products the search found; more than rows.length when the list was cut. */
  total: number
  /** The search's words, shown under the title. */
  query?: string | null
}

const TEXTS = {
  da: {
    title: 'Prisliste',
    guest: 'Gæst',
    columns: ['Varenr.', 'Navn', 'Enhed', 'Pris'],
    count: (n: number) => `${n} ${n === 1 ? 'vare' : 'varer'}`,
    cut: (shown: number, total: number) => `Listen viser de første ${shown} af ${total} varer.`,
    none: 'Søgningen fandt ingen varer.',
    search: 'Søgning',
  },
  en: {
    title: 'Price list',
    guest: 'Guest',
    columns: ['No.', 'Name', 'Unit', 'Price'],
    count: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
    cut: (shown: number, total: number) => `The list shows the first ${shown} of ${total} products.`,
    none: 'The search found no products.',
    search: 'Search',
  },
} satisfies Record<Culture, Record<string, unknown>>

export function priceListFileName(culture: Culture, date: Date): string {
  return `${culture === 'da' ? 'prisliste' : 'price-list'}-${date.toISOString().slice(0, 10)}.pdf`
}

/** Heights in points: A4 is 842 high; the page's padding (styles.page) and the running header and column row. */
const ROW = 14
const FONT_SIZE = 8.5
const HEADING = 24
const CONTENT = 842 - 40 - 60 - 30 - 18
const INTRO = 64

type Item = { kind: 'heading'; category: string } | { kind: 'row'; row: PriceListRow }

/** The rows with a heading before each category, the categories in the order they first appear. */
export function groupByCategory(rows: PriceListRow[]): Item[] {
  const groups = new Map<string, PriceListRow[]>()
  for (const row of rows) {
    const group = groups.get(row.category)
    if (group) group.push(row)
    else groups.set(row.category, [row])
  }
  return [...groups].flatMap(([category, members]) => [
    { kind: 'heading', category } as Item,
    ...members.map((row) => ({ kind: 'row', row }) as Item),
  ])
}

/** Cuts the items into pages; a heading never ends a page, and a category carried over gets its heading again. */
function paginate(items: Item[]): Item[][] {
  const pages: Item[][] = []
  let page: Item[] = []
  let room = CONTENT - INTRO
  let category: string | null = null
  const newPage = () => {
    pages.push(page)
    page = []
    room = CONTENT
  }
  for (const item of items) {
    if (item.kind === 'heading') {
      if (room < HEADING + ROW) newPage()
      category = item.category
      page.push(item)
      room -= HEADING
      continue
    }
    if (room < ROW) {
      newPage()
      if (category !== null) {
        page.push({ kind: 'heading', category })
        room -= HEADING
      }
    }
    page.push(item)
    room -= ROW
  }
  pages.push(page)
  return pages
}

/**
 * What of a name fits the name column on one line (about 290 pt at 8,5 pt Inter): a row has a fixed height. Cut
 * here by length, with an ellipsis; react-pdf's own maxLines doubles the time of a long list.
 */
const NAME_CHARACTERS = 58
const oneLine = (name: string) => (name.length <= NAME_CHARACTERS ? name : `${name.slice(0, NAME_CHARACTERS - 1).trimEnd()}…`)

const COLUMN = [{ width: 80 }, { flex: 1 }, { width: 70 }, { width: 72, textAlign: 'right' as const }]

function ColumnHeads({ culture }: { culture: Culture }) {
  return (
    <View style={{ flexDirection: 'row', height: 18, borderBottomWidth: 1, borderBottomColor: COLOURS.ink, paddingTop: 4 }}>
      {TEXTS[culture].columns.map((label, i) => (
        <Text key={label} style={{ ...COLUMN[i], fontSize: 8.5, fontWeight: 700, paddingRight: i === 3 ? 0 : 6 }}>
          {label}
        </Text>
      ))}
    </View>
  )
}

/**
 * Consecutive rows as four column texts of one line per row, at a fixed line height so the columns line up: a few
 * text nodes for a run of rows instead of five nodes per row, which is what keeps a long list fast.
 */
function Rows({ rows }: { rows: PriceListRow[] }) {
  const column = (i: number, lines: string[]) => (
    <Text style={{ ...COLUMN[i], lineHeight: ROW / FONT_SIZE, paddingRight: i === 3 ? 0 : 6 }}>{lines.join('\n')}</Text>
  )
  return (
    <View style={{ flexDirection: 'row' }}>
      {column(
        0,
        rows.map((r) => r.productNumber),
      )}
      {column(
        1,
        rows.map((r) => oneLine(r.name)),
      )}
      {column(
        2,
        rows.map((r) => r.unit),
      )}
      {column(
        3,
        rows.map((r) => kroner(r.price)),
      )}
    </View>
  )
}

/** A page's items as headings and runs of rows. */
function runs(items: Item[]): Array<{ heading: string } | { rows: PriceListRow[] }> {
  const out: Array<{ heading: string } | { rows: PriceListRow[] }> = []
  for (const item of items) {
    const last = out[out.length - 1]
    if (item.kind === 'heading') out.push({ heading: item.category })
    else if (last && 'rows' in last) last.rows.push(item.row)
    else out.push({ rows: [item.row] })
  }
  return out
}

export function PriceListDocument({ list }: { list: PriceList }) {
  const { culture, shop } = list
  const text = TEXTS[culture]
  const pages = paginate(groupByCategory(list.rows))
  const cut = list.total > list.rows.length
  return (
    <Document title={`${text.title} · ${shop.name}`} author={shop.name} language={culture}>
      {pages.map((items, index) => (
        <Page key={index} size="A4" style={{ ...styles.page, fontSize: FONT_SIZE }} wrap={false}>
          <ShopHeader shop={shop} title={`${text.title} · ${dateText(list.date, culture)}`} />
          {index === 0 ? (
            <View style={{ height: INTRO }}>
              <Text style={styles.title}>{text.title}</Text>
              <Text style={{ fontSize: 9.5 }}>
                {list.customerName ?? text.guest} · {dateText(list.date, culture)} · {vatNote(list.includesVat, culture)} ·{' '}
                {text.count(list.rows.length)}
              </Text>
              {list.query ? <Text style={{ fontSize: 9, color: COLOURS.muted }}>{`${text.search}: "${list.query}"`}</Text> : null}
              {cut ? (
                <Text style={{ fontSize: 9.5, fontWeight: 700, color: COLOURS.campaign }}>{text.cut(list.rows.length, list.total)}</Text>
              ) : null}
              {list.rows.length === 0 ? <Text style={{ fontSize: 9.5 }}>{text.none}</Text> : null}
            </View>
          ) : null}
          <ColumnHeads culture={culture} />
          {runs(items).map((run, i) =>
            'heading' in run ? (
              <Text key={i} style={{ height: HEADING, paddingTop: 9, fontSize: 10.5, fontWeight: 700, color: COLOURS.accent }}>
                {run.heading}
              </Text>
            ) : (
              <Rows key={i} rows={run.rows} />
            ),
          )}
          <ShopFooter shop={shop} culture={culture} page={{ number: index + 1, of: pages.length }} />
        </Page>
      ))}
    </Document>
  )
}

/** Renders a price list from plain rows: the endpoint's path, and what scripts can time without a database. */
export function renderPriceList(list: PriceList): Promise<Uint8Array> {
  return renderPdf(<PriceListDocument list={list} />)
}
