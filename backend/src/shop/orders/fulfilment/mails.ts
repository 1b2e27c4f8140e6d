/**
 * The customer's mails of order handling (docs/adr/0044-order-fulfilment.md), in Danish and English: the order has
 * been sent (or handed over in the shop), it has been cancelled, a credit note for a refund, and a business order's
 * invoice. Pure: they take what notify.ts read and return the mail through the shop's frame (email/templates.ts), which
 * escapes every value in the HTML part. Amounts are øre, shown as the other mails show them ("1.234,50 kr.").
 */
import { VAT_RATE_BASIS_POINTS, type Culture } from '../../constants'
import { renderMail, SIGNATURE, type MailBlock, type MailContent } from '../../email/templates'
import { formatPrice, vatContainedIn } from '@delikat/contract/money'

export interface MailLine {
  name: string
  quantity: number
}

/**
 * The seller on invoices and credit notes: the same name, address and CVR as the footer global the demo is seeded with
 * (seed/index.ts) and the PDFs print. The mails are pure, so they cannot read the global.
 */
export const SELLER = { name: 'Delikat ApS', address: 'Vestergade 12, 8000 Aarhus C', cvr: '12345674', vatNumber: 'DK12345674' } as const

/** The demo shop's bank account for invoice payments (made up for the demo: the repository has no real one). */
export const DEMO_BANK_REGISTRATION_NUMBER = '1234'
export const DEMO_BANK_ACCOUNT_NUMBER = '0001234567'

/** "25 %": the VAT rate as the mails print it. */
const VAT_PERCENT = `${VAT_RATE_BASIS_POINTS / 100} %`

const kr = (ore: number): string => `${formatPrice(ore)} kr.`

const LOCALE: Record<Culture, string> = { da: 'da-DK', en: 'en-GB' }

/** "27. november 2026" / "27 November 2026", in Danish time. */
const formatDate = (culture: Culture, date: Date): string =>
  new Intl.DateTimeFormat(LOCALE[culture], { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(date)

const lineText = (l: MailLine): string => `${l.quantity} × ${l.name}`

const GREETING: Record<Culture, (name: string) => string> = {
  da: (name) => `Kære ${name}`,
  en: (name) => `Dear ${name}`,
}

/** The last line of each mail. Danish says "I" to a business on invoice (as the gift-card mail does), "du" otherwise. */
const CUSTOMER_SERVICE: Record<Culture, (business: boolean) => string> = {
  da: (business) =>
    business
      ? 'Har I spørgsmål, er I velkomne til at kontakte vores kundeservice.'
      : 'Har du spørgsmål, er du velkommen til at kontakte vores kundeservice.',
  en: () => 'If you have any questions, you are welcome to contact our customer service.',
}

// ---------------------------------------------------------------------------------------------------------------
// Sent

export interface ShippedMailInput {
  culture: Culture
  name: string
  orderNumber: string
  /** What is in this shipment. */
  lines: MailLine[]
  /** What is still to come (partial shipment); [] when everything is sent. */
  remaining: MailLine[]
  methodType: 'DeliveryAddress' | 'PostNord' | 'Burd' | 'SimplePickup' | 'NoDelivery'
  /** The PostNord service point's name and address, when there is one. */
  serviceLocation: string | null
  carrier: string | null
  trackingNumber: string | null
  trackingUrl: string | null
  /** The storefront page where the customer sees the order. */
  orderLink: string
}

const SHIPPED_TEXTS = {
  da: {
    subject: (n: string, partial: boolean) => (partial ? `En del af din ordre ${n} er sendt` : `Din ordre ${n} er sendt`),
    pickupSubject: (n: string, partial: boolean) => (partial ? `En del af din ordre ${n} er udleveret` : `Din ordre ${n} er udleveret`),
    noDeliverySubject: (n: string) => `Din ordre ${n} er ekspederet`,
    intro: (n: string, partial: boolean) =>
      partial ? `Vi har sendt en del af din ordre ${n}. Resten sender vi, så snart det er klar.` : `Vi har sendt din ordre ${n}.`,
    pickupIntro: (n: string, partial: boolean) =>
      partial
        ? `En del af din ordre ${n} er udleveret til dig i butikken.`
        : `Din ordre ${n} er udleveret til dig i butikken. God fornøjelse.`,
    noDeliveryIntro: (n: string) => `Din ordre ${n} er ekspederet. Der kommer ingen pakke: billetter og e-gavekort får du på e-mail.`,
    contents: 'Pakken indeholder:',
    handedOver: 'Udleveret:',
    done: 'Ekspederet:',
    carrier: (c: string) => `Pakken er sendt med ${c}.`,
    trackingNumber: (t: string) => `Sporingsnummer: ${t}`,
    trackingLabel: 'Følg pakken',
    servicePoint: (s: string) => `Pakken kan hentes i ${s}, når den er fremme. Du får besked, når den er klar til afhentning.`,
    postNord: 'Pakken leveres til et PostNord-udleveringssted. Du får besked, når den er klar til afhentning.',
    home: 'Pakken bliver leveret til den adresse, du har opgivet.',
    burd: 'Burd bringer pakken ud på cykel til den adresse, du har opgivet.',
    remaining: 'Resten af din ordre følger senere:',
    pickupRemaining: 'Resten af din ordre kan hentes senere. Vi giver besked, når det er klar:',
    order: 'Se din ordre her:',
  },
  en: {
    subject: (n: string, partial: boolean) => (partial ? `Part of your order ${n} has been sent` : `Your order ${n} has been sent`),
    pickupSubject: (n: string, partial: boolean) =>
      partial ? `Part of your order ${n} has been handed over` : `Your order ${n} has been handed over`,
    noDeliverySubject: (n: string) => `Your order ${n} has been completed`,
    intro: (n: string, partial: boolean) =>
      partial ? `We have sent part of your order ${n}. We will send the rest as soon as it is ready.` : `We have sent your order ${n}.`,
    pickupIntro: (n: string, partial: boolean) =>
      partial
        ? `Part of your order ${n} has been handed over to you in the shop.`
        : `Your order ${n} has been handed over to you in the shop. Enjoy.`,
    noDeliveryIntro: (n: string) =>
      `Your order ${n} has been completed. No parcel is coming: tickets and e-gift cards are sent to you by e-mail.`,
    contents: 'The parcel contains:',
    handedOver: 'Handed over:',
    done: 'Completed:',
    carrier: (c: string) => `The parcel has been sent with ${c}.`,
    trackingNumber: (t: string) => `Tracking number: ${t}`,
    trackingLabel: 'Track the parcel',
    servicePoint: (s: string) => `You can collect the parcel at ${s} once it arrives. You will be notified when it is ready to collect.`,
    postNord: 'The parcel goes to a PostNord service point. You will be notified when it is ready to collect.',
    home: 'The parcel will be delivered to the address you gave.',
    burd: 'Burd brings the parcel by bike to the address you gave.',
    remaining: 'The rest of your order follows later:',
    pickupRemaining: 'The rest of your order can be collected later. We will let you know when it is ready:',
    order: 'See your order here:',
  },
} satisfies Record<Culture, unknown>

/**
 * "Din ordre 100123 er sendt": what is in the parcel, how to follow it, where it goes, what is still to come, and the
 * order. Handed over in the shop (SimplePickup) and orders with nothing to send (NoDelivery) say so, without tracking;
 * Burd has no tracking either.
 */
export function shippedMail(input: ShippedMailInput): MailContent {
  const t = SHIPPED_TEXTS[input.culture]
  const partial = input.remaining.length > 0
  const n = input.orderNumber
  const blocks: MailBlock[] = []
  let subject: string
  if (input.methodType === 'SimplePickup') {
    subject = t.pickupSubject(n, partial)
    blocks.push({ text: t.pickupIntro(n, partial) }, { text: t.handedOver }, ...input.lines.map((l) => ({ text: lineText(l) })))
  } else if (input.methodType === 'NoDelivery') {
    subject = t.noDeliverySubject(n)
    blocks.push({ text: t.noDeliveryIntro(n) }, { text: t.done }, ...input.lines.map((l) => ({ text: lineText(l) })))
  } else {
    subject = t.subject(n, partial)
    blocks.push({ text: t.intro(n, partial) }, { text: t.contents }, ...input.lines.map((l) => ({ text: lineText(l) })))
    if (input.methodType === 'Burd') {
      blocks.push({ text: t.burd })
    } else {
      if (input.carrier) blocks.push({ text: t.carrier(input.carrier) })
      if (input.trackingNumber) blocks.push({ text: t.trackingNumber(input.trackingNumber) })
      if (input.trackingUrl) blocks.push({ link: input.trackingUrl, label: t.trackingLabel, labelInText: true })
      if (input.methodType === 'PostNord') blocks.push({ text: input.serviceLocation ? t.servicePoint(input.serviceLocation) : t.postNord })
      else blocks.push({ text: t.home })
    }
  }
  if (partial) {
    blocks.push(
      { text: input.methodType === 'SimplePickup' ? t.pickupRemaining : t.remaining },
      ...input.remaining.map((l) => ({ text: lineText(l) })),
    )
  }
  blocks.push({ text: t.order }, { link: input.orderLink })
  return renderMail(subject, GREETING[input.culture](input.name), blocks, SIGNATURE[input.culture])
}

// ---------------------------------------------------------------------------------------------------------------
// Cancelled

type PaymentMethod = 'CreditCard' | 'MobilePay' | 'Invoice'

export interface CancelledMailInput {
  culture: Culture
  name: string
  orderNumber: string
  paymentMethod: PaymentMethod
  /** Øre already charged and now refunded (0 when the reservation is just released). */
  refunded: number
  /** Øre put back on the customer's gift cards. */
  giftCardsReturned: number
  /** What staff wrote; may be empty. */
  reason: string | null
}

const CANCELLED_TEXTS = {
  da: {
    subject: (n: string) => `Din ordre ${n} er annulleret`,
    intro: (n: string, business: boolean) => `Vi har annulleret ${business ? 'jeres' : 'din'} ordre ${n}.`,
    reason: (r: string) => `Årsag: ${r}`,
    released: {
      CreditCard:
        'Du bliver ikke trukket noget, og reservationen af beløbet på dit kort er frigivet. Der kan gå nogle dage, før din bank viser det.',
      MobilePay:
        'Du bliver ikke trukket noget, og reservationen af beløbet i MobilePay er frigivet. Der kan gå nogle dage, før din bank viser det.',
    },
    refunded: {
      CreditCard: (a: string) =>
        `Vi har betalt de ${a}, du blev trukket, tilbage til dit kort. Der kan gå nogle bankdage, før beløbet står på din konto.`,
      MobilePay: (a: string) =>
        `Vi har betalt de ${a}, du blev trukket, tilbage via MobilePay. Der kan gå nogle bankdage, før beløbet står på din konto.`,
    },
    invoice: 'Fakturaen for ordren er annulleret, så I skal ikke betale noget.',
    invoicePaid: (a: string) => `Fakturaen for ordren er annulleret. De ${a}, I har betalt, betaler vi tilbage til jeres bankkonto.`,
    giftCards: (a: string) => `${a} er sat tilbage på de gavekort, der blev betalt med, og kan bruges igen.`,
  },
  en: {
    subject: (n: string) => `Your order ${n} has been cancelled`,
    intro: (n: string) => `We have cancelled your order ${n}.`,
    reason: (r: string) => `Reason: ${r}`,
    released: {
      CreditCard:
        'Nothing is charged, and the reservation of the amount on your card has been released. It may take a few days before your bank shows it.',
      MobilePay:
        'Nothing is charged, and the reservation of the amount in MobilePay has been released. It may take a few days before your bank shows it.',
    },
    refunded: {
      CreditCard: (a: string) =>
        `We have refunded the ${a} you were charged to your card. It may take a few banking days before the amount is in your account.`,
      MobilePay: (a: string) =>
        `We have refunded the ${a} you were charged through MobilePay. It may take a few banking days before the amount is in your account.`,
    },
    invoice: 'The invoice for the order is void, so there is nothing to pay.',
    invoicePaid: (a: string) => `The invoice for the order is void. We will pay the ${a} you have paid back to your bank account.`,
    giftCards: (a: string) => `${a} has been put back on the gift cards you paid with and can be used again.`,
  },
} satisfies Record<Culture, unknown>

/**
 * "Din ordre 100123 er annulleret": the order is cancelled; nothing is charged and the card's or MobilePay's
 * reservation is released, or what was charged is refunded; an invoice is void; gift cards have their amount back.
 */
export function cancelledMail(input: CancelledMailInput): MailContent {
  const t = CANCELLED_TEXTS[input.culture]
  const invoice = input.paymentMethod === 'Invoice'
  const blocks: MailBlock[] = [{ text: t.intro(input.orderNumber, invoice) }]
  const reason = input.reason?.trim()
  if (reason) blocks.push({ text: t.reason(reason) })
  if (input.paymentMethod === 'Invoice') {
    blocks.push({ text: input.refunded > 0 ? t.invoicePaid(kr(input.refunded)) : t.invoice })
  } else {
    blocks.push({ text: input.refunded > 0 ? t.refunded[input.paymentMethod](kr(input.refunded)) : t.released[input.paymentMethod] })
  }
  if (input.giftCardsReturned > 0) blocks.push({ text: t.giftCards(kr(input.giftCardsReturned)) })
  blocks.push({ text: CUSTOMER_SERVICE[input.culture](invoice) })
  return renderMail(t.subject(input.orderNumber), GREETING[input.culture](input.name), blocks, SIGNATURE[input.culture])
}

// ---------------------------------------------------------------------------------------------------------------
// Credit note

export interface CreditNoteMailInput {
  culture: Culture
  name: string
  orderNumber: string
  /** e.g. "K-100123-1" */
  creditNoteNumber: string
  /** Øre incl. VAT. */
  amount: number
  /** B2B: the amounts are said excl. VAT too. */
  isB2B: boolean
  /**
   * What is credited; may be empty (a refund of an amount, e.g. a complaint). A line's amount is in the order's terms,
   * as its prices are: excl. VAT on a business order, incl. VAT on a consumer's.
   */
  lines: Array<MailLine & { amount?: number }>
  reason: string
  paymentMethod: PaymentMethod
  /** The goods came back. */
  returned: boolean
  /** When the credit note is issued; printed when given (a credit note is dated like an invoice). */
  issuedAt?: Date
  /** The invoice it credits, when the order has one ("F-100123"). */
  invoiceNumber?: string | null
}

const CREDIT_NOTE_TEXTS = {
  da: {
    subject: (k: string, n: string) => `Kreditnota ${k} for ordre ${n}`,
    intro: (k: string, n: string) => `Denne mail er kreditnota ${k} for ordre ${n}.`,
    seller: `Udstedt af ${SELLER.name}, ${SELLER.address}, CVR ${SELLER.cvr}.`,
    date: (d: string) => `Dato: ${d}`,
    invoice: (f: string) => `Krediterer faktura ${f}.`,
    amount: (a: string, v: string) => `Krediteret beløb: ${a} inkl. moms, heraf moms ${v}.`,
    amountB2B: (net: string, v: string, a: string) => `Krediteret beløb: ${net} ekskl. moms + moms ${VAT_PERCENT} ${v} = ${a} inkl. moms.`,
    lines: (b2b: boolean) => (b2b ? 'Krediterede varer (priser ekskl. moms):' : 'Krediterede varer (priser inkl. moms):'),
    reason: (r: string) => `Årsag: ${r}`,
    returned: 'Vi har modtaget varerne retur.',
    money: {
      CreditCard: 'Beløbet bliver sat ind på det kort, der blev betalt med, inden for nogle få bankdage.',
      MobilePay: 'Beløbet bliver betalt tilbage via MobilePay til det kort, der blev betalt med, inden for nogle få bankdage.',
      Invoice:
        'Er fakturaen ikke betalt endnu, bliver beløbet modregnet i den, så I kun skal betale resten. Er den betalt, betaler vi beløbet tilbage til den bankkonto, vi har registreret for jer.',
    },
    keep: 'Gem denne mail: den er kreditnotaen.',
  },
  en: {
    subject: (k: string, n: string) => `Credit note ${k} for order ${n}`,
    intro: (k: string, n: string) => `This e-mail is credit note ${k} for order ${n}.`,
    seller: `Issued by ${SELLER.name}, ${SELLER.address}, Denmark, VAT no. ${SELLER.vatNumber}.`,
    date: (d: string) => `Date: ${d}`,
    invoice: (f: string) => `Credits invoice ${f}.`,
    amount: (a: string, v: string) => `Amount credited: ${a} incl. VAT, of which VAT ${v}.`,
    amountB2B: (net: string, v: string, a: string) => `Amount credited: ${net} excl. VAT + VAT ${VAT_PERCENT} ${v} = ${a} incl. VAT.`,
    lines: (b2b: boolean) => (b2b ? 'Items credited (prices excl. VAT):' : 'Items credited (prices incl. VAT):'),
    reason: (r: string) => `Reason: ${r}`,
    returned: 'We have received the goods back.',
    money: {
      CreditCard: 'The amount will be paid back to the card used for payment within a few banking days.',
      MobilePay: 'The amount will be paid back through MobilePay to the card used for payment within a few banking days.',
      Invoice:
        'If the invoice has not been paid yet, the amount is set off against it, so you only pay the rest. If it has been paid, we pay the amount back to the bank account we have on file for you.',
    },
    keep: 'Please keep this e-mail: it is the credit note.',
  },
} satisfies Record<Culture, unknown>

/**
 * "Kreditnota K-100123-1 for ordre 100123": the mail is the credit note. The amount with its VAT (the part of an amount
 * incl. 25 % VAT that is VAT: a fifth), for a business also excl. VAT; the lines; the reason; and when the money comes.
 */
export function creditNoteMail(input: CreditNoteMailInput): MailContent {
  const t = CREDIT_NOTE_TEXTS[input.culture]
  const vat = vatContainedIn(input.amount)
  const blocks: MailBlock[] = [{ text: t.intro(input.creditNoteNumber, input.orderNumber) }, { text: t.seller }]
  if (input.issuedAt) blocks.push({ text: t.date(formatDate(input.culture, input.issuedAt)) })
  if (input.invoiceNumber) blocks.push({ text: t.invoice(input.invoiceNumber) })
  blocks.push({
    text: input.isB2B ? t.amountB2B(kr(input.amount - vat), kr(vat), kr(input.amount)) : t.amount(kr(input.amount), kr(vat)),
  })
  if (input.lines.length > 0) {
    blocks.push(
      { text: t.lines(input.isB2B) },
      ...input.lines.map((l) => ({ text: l.amount === undefined ? lineText(l) : `${lineText(l)}: ${kr(l.amount)}` })),
    )
  }
  const reason = input.reason.trim()
  if (reason) blocks.push({ text: t.reason(reason) })
  if (input.returned) blocks.push({ text: t.returned })
  blocks.push(
    { text: t.money[input.paymentMethod] },
    { text: t.keep },
    { text: CUSTOMER_SERVICE[input.culture](input.paymentMethod === 'Invoice') },
  )
  return renderMail(
    t.subject(input.creditNoteNumber, input.orderNumber),
    GREETING[input.culture](input.name),
    blocks,
    SIGNATURE[input.culture],
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Invoice

export interface InvoiceMailInput {
  culture: Culture
  name: string
  company: string | null
  orderNumber: string
  /** e.g. "F-100123": the invoice's number in the shop's one sequence. */
  invoiceNumber: string
  issuedAt: Date
  dueAt: Date
  /** Amounts excl. VAT (B2B). A gift card bought is a voucher without VAT (`giftCard: true`, printed as such). */
  lines: Array<MailLine & { amount: number; giftCard?: boolean }>
  /** Øre excl. VAT. */
  delivery: number
  /** The order's sub-total: its lines (goods and gift cards bought) excl. VAT, before discount and delivery. */
  subTotal: number
  vat: number
  /** Incl. VAT: what is to be paid. */
  total: number
  requisition: string | null
  ean: string | null
  cvr: string | null
  /** The buyer's invoice address on one line ("Vestergade 1, 8000 Aarhus C"); a full invoice names it. */
  address?: string | null
  /** A voucher's discount on the goods, excl. VAT. */
  discount?: number
  /** Paid with gift cards: taken off what is left to pay (a means of payment, it does not lower the VAT). */
  giftCards?: number
}

const INVOICE_TEXTS = {
  da: {
    subject: (f: string, n: string) => `Faktura ${f} for ordre ${n}`,
    intro: (n: string) => `Tak for jeres ordre ${n}. Denne mail er fakturaen for den: gem den til bogføringen.`,
    invoiceNumber: (f: string) => `Fakturanummer: ${f}`,
    orderNumber: (n: string) => `Ordrenummer: ${n}`,
    issued: (d: string) => `Fakturadato: ${d}`,
    due: (d: string) => `Forfaldsdato: ${d}`,
    seller: `Sælger: ${SELLER.name}, ${SELLER.address}, CVR ${SELLER.cvr}`,
    buyer: (b: string) => `Køber: ${b}`,
    attention: (n: string) => `Att.: ${n}`,
    cvr: (c: string) => `CVR: ${c}`,
    ean: (e: string) => `EAN: ${e}`,
    requisition: (r: string) => `Rekvisitionsnummer: ${r}`,
    lines: 'Varer (priser ekskl. moms):',
    giftCard: ' (gavekort, momsfrit)',
    subTotal: (a: string) => `Varer i alt ekskl. moms: ${a}`,
    discount: (a: string) => `Rabat: -${a}`,
    delivery: (a: string) => `Levering ekskl. moms: ${a}`,
    vatFree: (a: string) => `Heraf momsfrit (gavekort): ${a}`,
    vat: (base: string, a: string) => `Moms ${VAT_PERCENT} af ${base}: ${a}`,
    giftCards: (a: string) => `Betalt med gavekort: -${a}`,
    total: (a: string) => `I alt at betale inkl. moms: ${a}`,
    pay: (due: string, f: string) =>
      `Betal senest ${due} ved bankoverførsel til reg.nr. ${DEMO_BANK_REGISTRATION_NUMBER}, kontonr. ${DEMO_BANK_ACCOUNT_NUMBER}. Skriv fakturanummeret ${f} som tekst på overførslen.`,
  },
  en: {
    subject: (f: string, n: string) => `Invoice ${f} for order ${n}`,
    intro: (n: string) => `Thank you for your order ${n}. This e-mail is its invoice: please keep it for your books.`,
    invoiceNumber: (f: string) => `Invoice number: ${f}`,
    orderNumber: (n: string) => `Order number: ${n}`,
    issued: (d: string) => `Invoice date: ${d}`,
    due: (d: string) => `Due date: ${d}`,
    seller: `Seller: ${SELLER.name}, ${SELLER.address}, Denmark, VAT no. ${SELLER.vatNumber}`,
    buyer: (b: string) => `Buyer: ${b}`,
    attention: (n: string) => `Attn.: ${n}`,
    cvr: (c: string) => `CVR: ${c}`,
    ean: (e: string) => `EAN: ${e}`,
    requisition: (r: string) => `Requisition number: ${r}`,
    lines: 'Items (prices excl. VAT):',
    giftCard: ' (gift card, no VAT)',
    subTotal: (a: string) => `Items total excl. VAT: ${a}`,
    discount: (a: string) => `Discount: -${a}`,
    delivery: (a: string) => `Delivery excl. VAT: ${a}`,
    vatFree: (a: string) => `Of which without VAT (gift cards): ${a}`,
    vat: (base: string, a: string) => `VAT ${VAT_PERCENT} of ${base}: ${a}`,
    giftCards: (a: string) => `Paid with gift cards: -${a}`,
    total: (a: string) => `Total to pay incl. VAT: ${a}`,
    pay: (due: string, f: string) =>
      `Please pay by ${due} at the latest by bank transfer to reg. no. ${DEMO_BANK_REGISTRATION_NUMBER}, account no. ${DEMO_BANK_ACCOUNT_NUMBER}. Write the invoice number ${f} as the reference of the transfer.`,
  },
} satisfies Record<Culture, unknown>

/**
 * "Faktura F-100123 for ordre 100123": a plain invoice a business can book, with what a Danish invoice must state: date,
 * number, the seller's CVR, the buyer, each line's description, quantity and price excl. VAT, the VAT rate and amount on
 * the taxable amount, and the total; then how to pay. The figures are printed as given: the order's own totals.
 */
export function invoiceMail(input: InvoiceMailInput): MailContent {
  const t = INVOICE_TEXTS[input.culture]
  const discount = input.discount ?? 0
  const giftCards = input.giftCards ?? 0
  const vatFree = input.lines.filter((l) => l.giftCard).reduce((sum, l) => sum + l.amount, 0)
  const taxable = input.subTotal - vatFree - discount + input.delivery
  const due = formatDate(input.culture, input.dueAt)
  const blocks: MailBlock[] = [
    { text: t.intro(input.orderNumber) },
    { text: t.invoiceNumber(input.invoiceNumber) },
    { text: t.issued(formatDate(input.culture, input.issuedAt)) },
    { text: t.due(due) },
    { text: t.orderNumber(input.orderNumber) },
    { text: t.seller },
    { text: t.buyer([input.company ?? input.name, input.address].filter(Boolean).join(', ')) },
  ]
  if (input.company) blocks.push({ text: t.attention(input.name) })
  if (input.cvr) blocks.push({ text: t.cvr(input.cvr) })
  if (input.ean) blocks.push({ text: t.ean(input.ean) })
  if (input.requisition) blocks.push({ text: t.requisition(input.requisition) })
  blocks.push({ text: t.lines }, ...input.lines.map((l) => ({ text: `${lineText(l)}${l.giftCard ? t.giftCard : ''}: ${kr(l.amount)}` })), {
    text: t.subTotal(kr(input.subTotal)),
  })
  if (discount > 0) blocks.push({ text: t.discount(kr(discount)) })
  blocks.push({ text: t.delivery(kr(input.delivery)) })
  if (vatFree > 0) blocks.push({ text: t.vatFree(kr(vatFree)) })
  blocks.push({ text: t.vat(kr(taxable), kr(input.vat)) })
  if (giftCards > 0) blocks.push({ text: t.giftCards(kr(giftCards)) })
  blocks.push(
    { text: t.total(kr(input.total)) },
    { text: t.pay(due, input.invoiceNumber) },
    { text: CUSTOMER_SERVICE[input.culture](true) },
  )
  return renderMail(
    t.subject(input.invoiceNumber, input.orderNumber),
    GREETING[input.culture](input.name),
    blocks,
    SIGNATURE[input.culture],
  )
}
