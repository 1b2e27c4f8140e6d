/**
 * The printable gift card (POST giftcard/download, and attached to the order mail): one A4 page per card with the
 * amount, the buyer's greeting, the code, the expiry date and how to redeem it on the shop's site.
 */
import { Document, Page, Text, View } from '@react-pdf/renderer'
import type { Culture } from '../constants'
import { formatCode } from '../giftcards/codes'
import { dateText, kroner } from './money'
import { renderPdf } from './render'
import type { ShopDetails } from './shop'
import { COLOURS, styles } from './styles'

export interface PrintableGiftCard {
  /** Øre. */
  amount: number
  code: string
  expiresAt: Date
  greeting: string | null
}

export interface GiftCardSet {
  culture: Culture
  shop: ShopDetails
  cards: PrintableGiftCard[]
}

const TEXTS = {
  da: {
    title: 'Gavekort',
    value: 'Værdi',
    code: 'Gavekortkode',
    expires: (date: string) => `Gyldigt til og med ${date}`,
    how: 'Sådan bruger du gavekortet',
    steps: (url: string) => [
      `Gå ind på ${url} og læg dine varer i kurven.`,
      'Skriv koden under "Betal med gavekort" i kurven, og tryk "Brug gavekort".',
      'Beløbet trækkes, når du betaler. Er der noget tilbage, kan resten bruges en anden gang.',
    ],
    keep: 'Pas på koden: den, der har koden, kan bruge gavekortet.',
  },
  en: {
    title: 'Gift card',
    value: 'Value',
    code: 'Gift card code',
    expires: (date: string) => `Valid until ${date} inclusive`,
    how: 'How to use the gift card',
    steps: (url: string) => [
      `Go to ${url} and put your items in the basket.`,
      'Enter the code under "Pay with a gift card" in the basket and press "Use gift card".',
      'The amount is taken when you pay. What is left can be used another time.',
    ],
    keep: 'Keep the code safe: whoever has it can use the gift card.',
  },
} satisfies Record<Culture, Record<string, unknown>>

export function giftCardFileName(culture: Culture, suffix: string): string {
  return `${culture === 'da' ? 'gavekort' : 'gift-card'}-${suffix}.pdf`
}

function Card({ card, culture, shop }: { card: PrintableGiftCard; culture: Culture; shop: ShopDetails }) {
  const text = TEXTS[culture]
  return (
    <Page size="A4" style={{ ...styles.page, backgroundColor: COLOURS.paper, padding: 0 }}>
      <View style={{ margin: 36, flexGrow: 1, borderWidth: 2, borderColor: COLOURS.brass, padding: 6 }}>
        <View style={{ flexGrow: 1, borderWidth: 0.75, borderColor: COLOURS.brass, paddingHorizontal: 48, paddingVertical: 40 }}>
          <Text style={{ textAlign: 'center', fontSize: 14, fontWeight: 700, color: COLOURS.accent, letterSpacing: 4 }}>
            {shop.name.toUpperCase()}
          </Text>
          <Text style={{ textAlign: 'center', fontSize: 40, fontWeight: 700, marginTop: 36 }}>{text.title}</Text>
          <View style={{ alignSelf: 'center', width: 80, borderBottomWidth: 2, borderBottomColor: COLOURS.brass, marginVertical: 18 }} />
          <Text style={{ textAlign: 'center', fontSize: 10, color: COLOURS.muted, letterSpacing: 2 }}>{text.value.toUpperCase()}</Text>
          <Text style={{ textAlign: 'center', fontSize: 48, fontWeight: 700, color: COLOURS.accent }}>{kroner(card.amount)}</Text>
          {card.greeting ? (
            <View
              style={{
                marginTop: 28,
                marginHorizontal: 20,
                padding: 16,
                backgroundColor: '#ffffff',
                borderLeftWidth: 3,
                borderLeftColor: COLOURS.brass,
              }}
            >
              <Text style={{ fontSize: 13, fontStyle: 'italic', lineHeight: 1.5 }}>{card.greeting}</Text>
            </View>
          ) : null}
          <View style={{ marginTop: 32, alignItems: 'center' }}>
            <Text style={{ fontSize: 9, color: COLOURS.muted, letterSpacing: 2 }}>{text.code.toUpperCase()}</Text>
            <Text
              style={{
                marginTop: 6,
                fontSize: 22,
                fontWeight: 700,
                letterSpacing: 3,
                paddingVertical: 10,
                paddingHorizontal: 18,
                borderWidth: 1,
                borderColor: COLOURS.ink,
                borderStyle: 'dashed',
              }}
            >
              {formatCode(card.code)}
            </Text>
            <Text style={{ marginTop: 8, fontSize: 10 }}>{text.expires(dateText(card.expiresAt, culture))}</Text>
          </View>
          <View style={{ marginTop: 'auto', paddingTop: 24 }}>
            <Text style={{ fontSize: 11, fontWeight: 700, marginBottom: 6 }}>{text.how}</Text>
            {text.steps(shop.url).map((step, i) => (
              <Text key={i} style={{ fontSize: 9.5, marginBottom: 3 }}>
                {`${i + 1}. ${step}`}
              </Text>
            ))}
            <Text style={{ fontSize: 8, color: COLOURS.muted, marginTop: 8 }}>{text.keep}</Text>
            <Text style={{ fontSize: 8, color: COLOURS.muted, marginTop: 2 }}>{shop.legal}</Text>
          </View>
        </View>
      </View>
    </Page>
  )
}

export function GiftCardDocument({ set }: { set: GiftCardSet }) {
  return (
    <Document title={`${TEXTS[set.culture].title} · ${set.shop.name}`} author={set.shop.name} language={set.culture}>
      {set.cards.map((card) => (
        <Card key={card.code} card={card} culture={set.culture} shop={set.shop} />
      ))}
    </Document>
  )
}

export function renderGiftCards(set: GiftCardSet): Promise<Uint8Array> {
  return renderPdf(<GiftCardDocument set={set} />)
}
