/**
 * The local provider's test label (docs/adr/0044-order-fulfilment.md): one A6 portrait page as a PostNord parcel
 * label is laid out (sender, receiver, service point, order, contents, the tracking number in large type and as a
 * Code 128 barcode), marked clearly as a test that PostNord will not accept.
 */
import { Document, Page, Rect, Svg, Text, View } from '@react-pdf/renderer'
import type { Culture } from '../constants'
import { renderPdf } from '../pdf/render'
import { COLOURS } from '../pdf/styles'
import { FONT_FAMILY } from '../pdf/fonts'
import { code128Bars, code128Widths, CODE128_QUIET_ZONE } from './code128'
import type { LabelMethod } from './provider'
import type { ShippingSender } from './sender'

export interface LabelContent {
  methodType: LabelMethod
  orderNumber: string
  trackingNumber: string
  sender: ShippingSender
  receiver: { name: string; company?: string | null; address: string; zip: string; city: string; phone?: string | null }
  serviceLocation: string | null
  lines: Array<{ name: string; quantity: number }>
  weightGrams: number
}

const TEXTS = {
  da: {
    product: { DeliveryAddress: 'MyPack Home · levering til døren', PostNord: 'MyPack Collect · til udleveringssted' },
    from: 'Fra',
    to: 'Til',
    servicePoint: 'Udleveringssted',
    order: 'Ordre',
    weight: 'Vægt',
    contents: 'Indhold',
    more: (count: number) => `+ ${count} ${count === 1 ? 'varelinje' : 'varelinjer'} mere`,
    tracking: 'Sporingsnummer',
    testMark: 'Testlabel fra Delikats lokale forsendelsesmodul – ikke gyldig hos PostNord',
    title: (orderNumber: string) => `Fragtlabel til ordre ${orderNumber}`,
  },
  en: {
    product: { DeliveryAddress: 'MyPack Home · delivery to the door', PostNord: 'MyPack Collect · to a service point' },
    from: 'From',
    to: 'To',
    servicePoint: 'Service point',
    order: 'Order',
    weight: 'Weight',
    contents: 'Contents',
    more: (count: number) => `+ ${count} more ${count === 1 ? 'line' : 'lines'}`,
    tracking: 'Tracking number',
    testMark: "Test label from Delikat's local shipping module – not valid with PostNord",
    title: (orderNumber: string) => `Shipping label for order ${orderNumber}`,
  },
} satisfies Record<Culture, Record<string, unknown>>

/** Points: A6 is 105 × 148 mm. */
const A6_WIDTH = 297.64
const PADDING = 14
const CONTENT_WIDTH = A6_WIDTH - 2 * PADDING
const BARCODE_HEIGHT = 56
/** Contents lines printed before "+ n more": the label has room for no more. */
const MAX_LINES = 5

/** "1,3 kg" in Danish, "1.3 kg" in English. */
function kilos(grams: number, culture: Culture): string {
  return `${new Intl.NumberFormat(culture === 'da' ? 'da-DK' : 'en-GB', { maximumFractionDigits: 1 }).format(grams / 1000)} kg`
}

/** "12345 67890 12345 67890": groups of five, as carriers print their numbers. */
export function groupedNumber(trackingNumber: string): string {
  return trackingNumber.replace(/(.{5})(?=.)/g, '$1 ')
}

function Barcode({ value }: { value: string }) {
  const modules = code128Widths(value).reduce((sum, width) => sum + width, 0) + 2 * CODE128_QUIET_ZONE
  const module = CONTENT_WIDTH / modules
  return (
    <Svg width={CONTENT_WIDTH} height={BARCODE_HEIGHT} viewBox={`0 0 ${CONTENT_WIDTH} ${BARCODE_HEIGHT}`}>
      {code128Bars(value).map((bar) => (
        <Rect
          key={bar.x}
          x={(CODE128_QUIET_ZONE + bar.x) * module}
          y={0}
          width={bar.width * module}
          height={BARCODE_HEIGHT}
          fill={COLOURS.ink}
        />
      ))}
    </Svg>
  )
}

const caption = { fontSize: 6.5, color: COLOURS.muted, letterSpacing: 0.5, marginBottom: 1 } as const

/**
 * Characters of ordinary text that fit one printed line across the label, by type size.
 * Longer texts are cut with an ellipsis, so the label stays one page whatever the order holds.
 */
const LINE_CHARACTERS = { large: 36, small: 58, contents: 62 } as const

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

function Party({ title, lines, large, rows = 1 }: { title: string; lines: string[]; large?: boolean; rows?: number }) {
  const max = (large ? LINE_CHARACTERS.large : LINE_CHARACTERS.small) * rows
  return (
    <View style={{ marginBottom: 6 }}>
      <Text style={caption}>{title.toUpperCase()}</Text>
      {lines.map((line, i) => (
        <Text key={i} style={{ fontSize: large ? 10.5 : 7.5, fontWeight: large && i === 0 ? 700 : 400 }}>
          {cut(line, max)}
        </Text>
      ))}
    </View>
  )
}

export function LabelDocument({ label, culture }: { label: LabelContent; culture: Culture }) {
  const t = TEXTS[culture]
  const { sender, receiver } = label
  const receiverLines = [
    receiver.company ? receiver.company : null,
    receiver.company ? `Att. ${receiver.name}` : receiver.name,
    receiver.address || null,
    `${receiver.zip} ${receiver.city}`.trim() || null,
    receiver.phone ? `Tlf. ${receiver.phone}` : null,
  ].filter((line): line is string => Boolean(line))
  const shown = label.lines.slice(0, MAX_LINES)
  const hidden = label.lines.length - shown.length
  return (
    <Document title={t.title(label.orderNumber)} author={sender.name} language={culture}>
      <Page size="A6" style={{ fontFamily: FONT_FAMILY, fontSize: 8, color: COLOURS.ink, padding: PADDING }}>
        <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 6 }}>
          <Text style={{ fontSize: 16, fontWeight: 700 }}>PostNord</Text>
          <Text style={{ fontSize: 7.5, color: COLOURS.muted }}>{t.product[label.methodType]}</Text>
        </View>
        <Text
          style={{
            fontSize: 7,
            fontWeight: 700,
            color: '#ffffff',
            backgroundColor: COLOURS.campaign,
            paddingVertical: 3,
            paddingHorizontal: 5,
            marginBottom: 8,
            textAlign: 'center',
          }}
        >
          {t.testMark}
        </Text>
        <Party title={t.from} lines={[sender.name, sender.address, `${sender.zip} ${sender.city}`]} />
        <View style={{ borderWidth: 1, borderColor: COLOURS.ink, padding: 6, marginBottom: 6 }}>
          <Party title={t.to} lines={receiverLines} large />
          {label.serviceLocation ? <Party title={t.servicePoint} lines={[label.serviceLocation]} rows={2} /> : null}
        </View>
        <View style={{ flexDirection: 'row', marginBottom: 6 }}>
          <View style={{ flexGrow: 1 }}>
            <Text style={caption}>{t.order.toUpperCase()}</Text>
            <Text style={{ fontSize: 9, fontWeight: 700 }}>{cut(label.orderNumber, 24)}</Text>
          </View>
          <View style={{ flexGrow: 1 }}>
            <Text style={caption}>{t.weight.toUpperCase()}</Text>
            <Text style={{ fontSize: 9, fontWeight: 700 }}>{kilos(label.weightGrams, culture)}</Text>
          </View>
        </View>
        <View style={{ marginBottom: 6 }}>
          <Text style={caption}>{t.contents.toUpperCase()}</Text>
          {shown.map((line, i) => (
            <Text key={i} style={{ fontSize: 7 }}>
              {cut(`${line.quantity} × ${line.name}`, LINE_CHARACTERS.contents)}
            </Text>
          ))}
          {hidden > 0 ? <Text style={{ fontSize: 7, color: COLOURS.muted }}>{t.more(hidden)}</Text> : null}
        </View>
        <View style={{ marginTop: 'auto' }}>
          <Barcode value={label.trackingNumber} />
          <Text style={{ ...caption, marginTop: 4, textAlign: 'center' }}>{t.tracking.toUpperCase()}</Text>
          <Text style={{ fontSize: 15, fontWeight: 700, textAlign: 'center', letterSpacing: 1 }}>
            {groupedNumber(label.trackingNumber)}
          </Text>
        </View>
      </Page>
    </Document>
  )
}

/** The label as PDF bytes; Danish unless told otherwise, as PostNord's own Danish labels are. */
export function renderLabel(label: LabelContent, culture: Culture = 'da'): Promise<Uint8Array> {
  return renderPdf(<LabelDocument label={label} culture={culture} />)
}
