/**
 * The product sheet (GET product/{id}/pdf, docs/api/pdf.md): picture, name, producer, the facts the product page
 * lists, descriptions, the price in the caller's terms with the unit price, and on a campaign the campaign price
 * and the lowest price of the 30 days before (docs/architecture.md §6), the product number and EAN, the age sign
 * and the shop.
 */
import { Document, Image, Page, Text, View } from '@react-pdf/renderer'
import type { ProductCard } from '@delikat/contract/catalogue'
import type { Culture } from '../constants'
import { AgeSign } from './age-sign'
import type { PdfImage } from './images'
import { kroner, vatNote } from './money'
import { renderPdf } from './render'
import { ShopFooter, ShopHeader, type ShopDetails } from './shop'
import { COLOURS, styles } from './styles'

export interface ProductSheet {
  culture: Culture
  shop: ShopDetails
  card: ProductCard
  producer: string | null
  /** The product's EAN (GTIN-13), when it has one. */
  ean: string | null
  picture: PdfImage | null
}

const TEXTS = {
  da: {
    title: 'Produktblad',
    facts: 'Fakta',
    description: 'Beskrivelse',
    productNumber: 'Varenummer',
    ean: 'EAN',
    campaign: 'Kampagnepris',
    before: 'Laveste pris de seneste 30 dage',
    age: (age: number) => `Sælges kun til personer på ${age} år eller derover.`,
    stock: 'Lager',
  },
  en: {
    title: 'Product sheet',
    facts: 'Facts',
    description: 'Description',
    productNumber: 'Product number',
    ean: 'EAN',
    campaign: 'Campaign price',
    before: 'Lowest price in the last 30 days',
    age: (age: number) => `Sold only to persons aged ${age} or over.`,
    stock: 'Stock',
  },
} satisfies Record<Culture, Record<string, unknown>>

/** The file name the download is saved as: "produktblad-V-1001.pdf". */
export function productSheetFileName(culture: Culture, productNumber: string): string {
  return `${culture === 'da' ? 'produktblad' : 'product-sheet'}-${productNumber}.pdf`
}

function Price({ card, culture }: { card: ProductCard; culture: Culture }) {
  const text = TEXTS[culture]
  const { CurrentPrice, BeforePrice, Campaign, IncludesVat } = card.Pricing
  return (
    <View style={{ backgroundColor: COLOURS.linen, padding: 10, marginTop: 10 }}>
      {Campaign ? (
        <Text style={{ fontSize: 9, color: COLOURS.campaign, fontWeight: 700 }}>
          {text.campaign}
          {Campaign.Text ? `: ${Campaign.Text}` : ''}
        </Text>
      ) : null}
      <Text style={{ fontSize: 22, fontWeight: 700, color: Campaign ? COLOURS.campaign : COLOURS.ink }}>{kroner(CurrentPrice.Amount)}</Text>
      {BeforePrice ? (
        <Text style={{ fontSize: 9, color: COLOURS.muted }}>
          {text.before}: {kroner(BeforePrice.Amount)}
        </Text>
      ) : null}
      {card.PricePerNetContent ? <Text style={{ fontSize: 9, color: COLOURS.muted }}>{card.PricePerNetContent}</Text> : null}
      <Text style={{ fontSize: 8, color: COLOURS.muted, marginTop: 2 }}>{vatNote(IncludesVat, culture)}</Text>
    </View>
  )
}

function Facts({ card, ean, culture }: { card: ProductCard; ean: string | null; culture: Culture }) {
  const text = TEXTS[culture]
  const rows = [
    ...card.Facts.map((fact) => ({ label: fact.Label, value: fact.Value })),
    { label: text.productNumber, value: card.ProductNumber },
    { label: text.ean, value: ean },
    { label: text.stock, value: card.Stock.Text },
  ].filter((row) => row.value)
  return (
    <View style={{ marginTop: 14 }}>
      <Text style={{ fontSize: 11, fontWeight: 700, marginBottom: 4 }}>{text.facts}</Text>
      {rows.map((row) => (
        <View key={row.label} style={{ flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: COLOURS.line, paddingVertical: 3 }}>
          <Text style={{ width: 110, color: COLOURS.muted }}>{row.label}</Text>
          <Text style={{ flex: 1 }}>{row.value}</Text>
        </View>
      ))}
    </View>
  )
}

export function ProductSheetDocument({ sheet }: { sheet: ProductSheet }) {
  const { card, culture, shop, picture } = sheet
  const text = TEXTS[culture]
  const age = card.RequiredAge
  return (
    <Document title={`${card.Name} · ${shop.name}`} author={shop.name} language={culture}>
      <Page size="A4" style={styles.page}>
        <ShopHeader shop={shop} title={text.title} />
        <View style={{ flexDirection: 'row' }}>
          <View style={{ width: 200, marginRight: 20, alignItems: 'center' }}>
            {picture ? (
              <Image src={{ data: picture.data, format: picture.format }} style={{ maxWidth: 200, maxHeight: 260, objectFit: 'contain' }} />
            ) : null}
          </View>
          <View style={{ flex: 1 }}>
            <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
              <View style={{ flex: 1, paddingRight: 8 }}>
                <Text style={styles.title}>{card.Name}</Text>
                {sheet.producer ? <Text style={styles.subtitle}>{sheet.producer}</Text> : null}
              </View>
              {age ? <AgeSign age={age} /> : null}
            </View>
            {card.ShortDescription ? <Text style={{ fontSize: 11, lineHeight: 1.4 }}>{card.ShortDescription}</Text> : null}
            <Price card={card} culture={culture} />
            {age ? <Text style={{ fontSize: 8, color: COLOURS.muted, marginTop: 4 }}>{text.age(age)}</Text> : null}
          </View>
        </View>
        <Facts card={card} ean={sheet.ean} culture={culture} />
        {card.Description ? (
          <View style={{ marginTop: 14 }}>
            <Text style={{ fontSize: 11, fontWeight: 700, marginBottom: 4 }}>{text.description}</Text>
            <Text style={{ lineHeight: 1.45 }}>{card.Description}</Text>
          </View>
        ) : null}
        <ShopFooter shop={shop} culture={culture} />
      </Page>
    </Document>
  )
}

export function renderProductSheet(sheet: ProductSheet): Promise<Uint8Array> {
  return renderPdf(<ProductSheetDocument sheet={sheet} />)
}
