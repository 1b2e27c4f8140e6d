/**
 * A business order's invoice as a PDF (docs/adr/0044-order-fulfilment.md), attached to the invoice mail: what a
 * Danish invoice must state (date, sequential number, the seller's CVR, the buyer, each line's description, quantity
 * and amount excl. VAT, the VAT rate and amount on the taxable amount, the total) and how to pay. It is drawn from the
 * same input as the mail (orders/fulfilment/mails.ts invoiceMail), so the two never disagree.
 */
import { Document, Page, Text, View } from '@react-pdf/renderer'
import type { Culture } from '../constants'
import { DEMO_BANK_ACCOUNT_NUMBER, DEMO_BANK_REGISTRATION_NUMBER, SELLER, type InvoiceMailInput } from '../orders/fulfilment/mails'
import { dateText, kroner } from './money'
import { renderPdf } from './render'
import { ShopFooter, ShopHeader, type ShopDetails } from './shop'
import { COLOURS, styles } from './styles'

const TEXTS = {
  da: {
    title: 'Faktura',
    number: 'Fakturanr.',
    date: 'Fakturadato',
    due: 'Forfaldsdato',
    order: 'Ordrenr.',
    seller: 'Sælger',
    buyer: 'Køber',
    attention: 'Att.',
    requisition: 'Rekvisitionsnr.',
    columns: ['Vare', 'Antal', 'Beløb ekskl. moms'],
    giftCard: 'gavekort, momsfrit',
    subTotal: 'Varer i alt',
    discount: 'Rabat',
    delivery: 'Levering',
    vat: (base: string) => `Moms 25 % af ${base}`,
    giftCards: 'Betalt med gavekort',
    total: 'I alt at betale inkl. moms',
    pay: (due: string, number: string) =>
      `Betales senest ${due} til reg.nr. ${DEMO_BANK_REGISTRATION_NUMBER}, kontonr. ${DEMO_BANK_ACCOUNT_NUMBER}. Skriv ${number} som tekst på overførslen.`,
  },
  en: {
    title: 'Invoice',
    number: 'Invoice no.',
    date: 'Invoice date',
    due: 'Due date',
    order: 'Order no.',
    seller: 'Seller',
    buyer: 'Buyer',
    attention: 'Attn.',
    requisition: 'Requisition no.',
    columns: ['Item', 'Qty', 'Amount excl. VAT'],
    giftCard: 'gift card, no VAT',
    subTotal: 'Items total',
    discount: 'Discount',
    delivery: 'Delivery',
    vat: (base: string) => `VAT 25 % of ${base}`,
    giftCards: 'Paid with gift cards',
    total: 'Total to pay incl. VAT',
    pay: (due: string, number: string) =>
      `Please pay by ${due} to reg. no. ${DEMO_BANK_REGISTRATION_NUMBER}, account no. ${DEMO_BANK_ACCOUNT_NUMBER}, with ${number} as the reference.`,
  },
} satisfies Record<Culture, Record<string, unknown>>

export function invoiceFileName(input: Pick<InvoiceMailInput, 'culture' | 'invoiceNumber'>): string {
  return `${input.culture === 'da' ? 'faktura' : 'invoice'}-${input.invoiceNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`
}

const COLUMN = [{ flex: 1 }, { width: 50, textAlign: 'right' as const }, { width: 110, textAlign: 'right' as const }]

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 2 }}>
      <Text style={{ width: 90, color: COLOURS.muted }}>{label}</Text>
      <Text>{value}</Text>
    </View>
  )
}

function Sum({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <View style={{ flexDirection: 'row', justifyContent: 'flex-end', marginTop: 3 }}>
      <Text style={{ width: 260, textAlign: 'right', paddingRight: 10, ...(strong ? styles.bold : {}) }}>{label}</Text>
      <Text style={{ width: 110, textAlign: 'right', ...(strong ? styles.bold : {}) }}>{value}</Text>
    </View>
  )
}

export function InvoiceDocument({ input, shop }: { input: InvoiceMailInput; shop: ShopDetails }) {
  const t = TEXTS[input.culture]
  const kr = (ore: number) => `${kroner(ore)} kr.`
  const discount = input.discount ?? 0
  const giftCards = input.giftCards ?? 0
  const vatFree = input.lines.filter((l) => l.giftCard).reduce((sum, l) => sum + l.amount, 0)
  const taxable = input.subTotal - vatFree - discount + input.delivery
  const due = dateText(input.dueAt, input.culture)
  return (
    <Document title={`${t.title} ${input.invoiceNumber}`} author={SELLER.name} language={input.culture}>
      <Page size="A4" style={styles.page}>
        <ShopHeader shop={shop} title={`${t.title} ${input.invoiceNumber}`} />
        <Text style={styles.title}>{t.title}</Text>
        <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 14 }}>
          <View>
            <Fact label={t.number} value={input.invoiceNumber} />
            <Fact label={t.date} value={dateText(input.issuedAt, input.culture)} />
            <Fact label={t.due} value={due} />
            <Fact label={t.order} value={input.orderNumber} />
            {input.requisition ? <Fact label={t.requisition} value={input.requisition} /> : null}
          </View>
          <View style={{ width: 220 }}>
            <Text style={styles.bold}>{t.seller}</Text>
            <Text>{SELLER.name}</Text>
            <Text>{SELLER.address}</Text>
            <Text>CVR {SELLER.cvr}</Text>
          </View>
        </View>
        <View style={{ marginBottom: 14 }}>
          <Text style={styles.bold}>{t.buyer}</Text>
          <Text>{input.company ?? input.name}</Text>
          {input.company ? <Text>{`${t.attention} ${input.name}`}</Text> : null}
          {input.address ? <Text>{input.address}</Text> : null}
          {input.cvr ? <Text>{`CVR ${input.cvr}`}</Text> : null}
          {input.ean ? <Text>{`EAN ${input.ean}`}</Text> : null}
        </View>
        <View style={{ flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: COLOURS.ink, paddingBottom: 3 }}>
          {t.columns.map((label, i) => (
            <Text key={label} style={{ ...COLUMN[i], fontWeight: 700 }}>
              {label}
            </Text>
          ))}
        </View>
        {input.lines.map((line, i) => (
          <View
            key={i}
            style={{ flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: COLOURS.line }}
            wrap={false}
          >
            <Text style={COLUMN[0]}>{line.giftCard ? `${line.name} (${t.giftCard})` : line.name}</Text>
            <Text style={COLUMN[1]}>{String(line.quantity)}</Text>
            <Text style={COLUMN[2]}>{kr(line.amount)}</Text>
          </View>
        ))}
        <View style={{ marginTop: 8 }} wrap={false}>
          <Sum label={t.subTotal} value={kr(input.subTotal)} />
          {discount > 0 ? <Sum label={t.discount} value={`-${kr(discount)}`} /> : null}
          <Sum label={t.delivery} value={kr(input.delivery)} />
          <Sum label={t.vat(kr(taxable))} value={kr(input.vat)} />
          {giftCards > 0 ? <Sum label={t.giftCards} value={`-${kr(giftCards)}`} /> : null}
          <Sum label={t.total} value={kr(input.total)} strong />
        </View>
        <Text style={{ marginTop: 18 }}>{t.pay(due, input.invoiceNumber)}</Text>
        <ShopFooter shop={shop} culture={input.culture} />
      </Page>
    </Document>
  )
}

export function invoicePdf(input: InvoiceMailInput, shop: ShopDetails): Promise<Uint8Array> {
  return renderPdf(<InvoiceDocument input={input} shop={shop} />)
}
