/** The customer's favourites as a list to print (GET product/favorites/pdf): picture, number, name, price and stock. */
import { Document, Image, Page, Text, View } from '@react-pdf/renderer'
import type { ProductCard } from '@delikat/contract/catalogue'
import type { Culture } from '../constants'
import type { PdfImage } from './images'
import { dateText, kroner, vatNote } from './money'
import { renderPdf } from './render'
import { ShopFooter, ShopHeader, type ShopDetails } from './shop'
import { COLOURS, styles } from './styles'

export interface FavoritesList {
  culture: Culture
  shop: ShopDetails
  customerName: string
  date: Date
  includesVat: boolean
  products: Array<{ card: ProductCard; picture: PdfImage | null }>
}

const TEXTS = {
  da: {
    title: 'Mine favoritter',
    none: 'Du har ingen favoritter endnu.',
    columns: ['', 'Varenr.', 'Navn', 'Lager', 'Pris'],
    campaign: 'Kampagne',
  },
  en: {
    title: 'My favourites',
    none: 'You have no favourites yet.',
    columns: ['', 'No.', 'Name', 'Stock', 'Price'],
    campaign: 'Campaign',
  },
} satisfies Record<Culture, Record<string, unknown>>

export function favoritesFileName(culture: Culture): string {
  return culture === 'da' ? 'favoritter.pdf' : 'favourites.pdf'
}

const WIDTHS = [54, 70, undefined, 90, 70] as const
const cell = (i: number, extra: object = {}) => ({ ...(WIDTHS[i] ? { width: WIDTHS[i] } : { flex: 1 }), paddingRight: 6, ...extra })

export function FavoritesDocument({ list }: { list: FavoritesList }) {
  const { culture, shop } = list
  const text = TEXTS[culture]
  return (
    <Document title={`${text.title} · ${shop.name}`} author={shop.name} language={culture}>
      <Page size="A4" style={styles.page}>
        <ShopHeader shop={shop} title={text.title} />
        <Text style={styles.title}>{text.title}</Text>
        <Text style={styles.subtitle}>
          {list.customerName} · {dateText(list.date, culture)} · {vatNote(list.includesVat, culture)}
        </Text>
        <View style={{ flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: COLOURS.ink, paddingBottom: 3 }} fixed>
          {text.columns.map((label, i) => (
            <Text key={i} style={cell(i, { fontWeight: 700, fontSize: 8.5, ...(i === 4 ? { textAlign: 'right', paddingRight: 0 } : {}) })}>
              {label}
            </Text>
          ))}
        </View>
        {list.products.length === 0 ? <Text style={{ marginTop: 12 }}>{text.none}</Text> : null}
        {list.products.map(({ card, picture }) => (
          <View
            key={card.ProductId}
            wrap={false}
            style={{
              flexDirection: 'row',
              alignItems: 'center',
              borderBottomWidth: 0.5,
              borderBottomColor: COLOURS.line,
              paddingVertical: 4,
            }}
          >
            <View style={cell(0, { height: 46, justifyContent: 'center' })}>
              {picture ? (
                <Image src={{ data: picture.data, format: picture.format }} style={{ maxWidth: 46, maxHeight: 46, objectFit: 'contain' }} />
              ) : null}
            </View>
            <Text style={cell(1)}>{card.ProductNumber}</Text>
            <View style={cell(2)}>
              <Text style={{ fontWeight: 700 }}>{card.Name}</Text>
              {card.Pricing.Campaign ? (
                <Text style={{ fontSize: 8, color: COLOURS.campaign }}>{card.Pricing.Campaign.Text ?? text.campaign}</Text>
              ) : null}
            </View>
            <Text style={cell(3, { fontSize: 8.5 })}>{card.Stock.Text}</Text>
            <View style={cell(4, { paddingRight: 0, alignItems: 'flex-end' })}>
              <Text style={{ fontWeight: 700, color: card.Pricing.Campaign ? COLOURS.campaign : COLOURS.ink }}>
                {kroner(card.Pricing.CurrentPrice.Amount)}
              </Text>
              {card.Pricing.BeforePrice ? (
                <Text style={{ fontSize: 7.5, color: COLOURS.muted }}>{kroner(card.Pricing.BeforePrice.Amount)}</Text>
              ) : null}
            </View>
          </View>
        ))}
        <ShopFooter shop={shop} culture={culture} />
      </Page>
    </Document>
  )
}

export function renderFavoritesList(list: FavoritesList): Promise<Uint8Array> {
  return renderPdf(<FavoritesDocument list={list} />)
}
