/** The shop's e-mails in Danish and English: a plain-text part and a simple HTML part with every value escaped. */
import type { Culture } from '../constants'
import { RESET_TOKEN_LIFETIME_MS } from '../customers/constants'
import { REFUND_DAYS, WITHDRAWAL_PERIOD_DAYS } from '../withdrawal/constants'

export interface MailContent {
  subject: string
  text: string
  html: string
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/**
 * One paragraph of a mail: escaped text; a link, whose address is its text unless it has a label (the plain-text part
 * writes the bare address, or "label: address" with `labelInText`); or a picture, which only the HTML part shows.
 */
export type MailBlock = { text: string } | { link: string; label?: string; labelInText?: boolean } | { image: string; alt: string }

/** The sign-off under every mail. */
export const SIGNATURE: Record<Culture, readonly string[]> = {
  da: ['Venlig hilsen', 'Delikat'],
  en: ['Kind regards', 'Delikat'],
}

const plainLine = (b: MailBlock): string | null =>
  'image' in b ? null : 'link' in b ? (b.labelInText && b.label ? `${b.label}: ${b.link}` : b.link) : b.text

const htmlParagraph = (b: MailBlock): string =>
  'image' in b
    ? `<p><img src="${escapeHtml(b.image)}" alt="${escapeHtml(b.alt)}" width="240" style="max-width:100%;height:auto"></p>`
    : 'link' in b
      ? `<p><a href="${escapeHtml(b.link)}" style="color:#6b2d3c">${escapeHtml(b.label ?? b.link)}</a></p>`
      : `<p>${escapeHtml(b.text)}</p>`

/** The shop's mail frame: greeting, the blocks and the signature, as plain text and as simple HTML. */
export function renderMail(subject: string, greeting: string, blocks: readonly MailBlock[], signature: readonly string[]): MailContent {
  const lines = blocks.map(plainLine).filter((line): line is string => line !== null)
  const text = [greeting, ...lines, signature.join('\n')].join('\n\n') + '\n'
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Georgia,serif;color:#2b2118;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map(htmlParagraph),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}

const RESET_HOURS = Math.round(RESET_TOKEN_LIFETIME_MS / 3_600_000)

export interface PasswordResetMailInput {
  culture: Culture
  firstName: string
  /** The storefront's reset page with the token. */
  link: string
}

export function passwordResetMail({ culture, firstName, link }: PasswordResetMailInput): MailContent {
  if (culture === 'en') {
    return renderMail(
      'Reset your Delikat password',
      `Dear ${firstName}`,
      [
        { text: 'We received a request to reset the password of your Delikat account. Choose a new password through the link below.' },
        { link },
        { text: `The link works for ${RESET_HOURS === 1 ? 'one hour' : `${RESET_HOURS} hours`} and only once.` },
        { text: 'If you did not ask for a new password, you can ignore this e-mail: your password stays as it is.' },
      ],
      SIGNATURE.en,
    )
  }
  return renderMail(
    'Nulstil din adgangskode hos Delikat',
    `Kære ${firstName}`,
    [
      {
        text: 'Vi har fået en anmodning om at nulstille adgangskoden til din konto hos Delikat. Vælg en ny adgangskode via linket herunder.',
      },
      { link },
      { text: `Linket virker i ${RESET_HOURS === 1 ? 'én time' : `${RESET_HOURS} timer`} og kan kun bruges én gang.` },
      { text: 'Har du ikke bedt om en ny adgangskode, kan du se bort fra denne mail: din adgangskode forbliver den samme.' },
    ],
    SIGNATURE.da,
  )
}

/** A new business pays by card until customer service approves it for invoice (docs/adr/0019). */
const INVOICE_APPROVAL_NOTE: Record<Culture, string> = {
  da: 'Betaling med faktura kræver, at vores kundeservice har godkendt firmaet. Indtil da betaler I med kort.',
  en: 'Paying by invoice requires our customer service to approve your company. Until then you pay by card.',
}

export interface WelcomeMailInput {
  culture: Culture
  firstName: string
  email: string
  clientType: 'B2C' | 'B2B'
  company?: string | null
  /** The storefront's account page. */
  accountLink: string
}

export function welcomeMail({ culture, firstName, email, clientType, company, accountLink }: WelcomeMailInput): MailContent {
  const business = clientType === 'B2B'
  if (culture === 'en') {
    return renderMail(
      'Welcome to Delikat',
      `Dear ${firstName}`,
      [
        {
          text: business
            ? `Thank you for opening a business account${company ? ` for ${company}` : ''} with Delikat. Log in through the business login with ${email}; prices are then shown without VAT.`
            : `Thank you for creating an account with Delikat. You log in with ${email}.`,
        },
        ...(business ? [{ text: INVOICE_APPROVAL_NOTE.en }] : []),
        { text: 'In your account you will find your details, your addresses, your favourites and every order:' },
        { link: accountLink },
      ],
      SIGNATURE.en,
    )
  }
  return renderMail(
    'Velkommen til Delikat',
    `Kære ${firstName}`,
    [
      {
        text: business
          ? `Tak fordi du har oprettet en erhvervskonto${company ? ` for ${company}` : ''} hos Delikat. Log ind via erhvervslogin med ${email}; så vises priserne uden moms.`
          : `Tak fordi du har oprettet en konto hos Delikat. Du logger ind med ${email}.`,
      },
      ...(business ? [{ text: INVOICE_APPROVAL_NOTE.da }] : []),
      { text: 'På din konto finder du dine oplysninger, dine adresser, dine favoritter og alle dine ordrer:' },
      { link: accountLink },
    ],
    SIGNATURE.da,
  )
}

export interface OrderConfirmationMailInput {
  culture: Culture
  firstName: string
  orderNumber: string
  /** "2 × Barolo DOCG 2019: 698,-" lines, prices already formatted. */
  lines: string[]
  deliveryText: string
  totalText: string
  vatText: string
  isB2B: boolean
  invoice: boolean
  /** Paid with MobilePay: the mail says so (docs/adr/0036-mobilepay.md). */
  mobilePay?: boolean
  /** Gift cards the order bought: formatted code and amount. */
  giftCards: Array<{ code: string; amount: string }>
  /** The order bought gift cards that are issued when its invoice is paid (docs/adr/0019), so no codes yet. */
  giftCardsWhenPaid?: boolean
  receiptLink: string
  /** The storefront's "Fortryd købet her" page for the order; consumer orders only (docs/adr/0023). */
  withdrawalLink?: string | null
}

/** The order confirmation (issue 8): what was bought, how it comes, the total, and the gift card codes bought. */
export function orderConfirmationMail(input: OrderConfirmationMailInput): MailContent {
  const en = input.culture === 'en'
  const vatLine = en
    ? `Total ${input.totalText} kr., of which VAT ${input.vatText} kr.${input.isB2B ? ' (prices excl. VAT, VAT added)' : ''}`
    : `I alt ${input.totalText} kr., heraf moms ${input.vatText} kr.${input.isB2B ? ' (priser ekskl. moms, moms lagt til)' : ''}`
  const blocks: MailBlock[] = [
    {
      text: en
        ? `Thank you for your order ${input.orderNumber}. ${input.invoice ? 'You will receive an invoice.' : input.mobilePay ? 'Your MobilePay payment has been approved.' : 'Your payment has been approved.'}`
        : `Tak for din ordre ${input.orderNumber}. ${input.invoice ? 'Du modtager en faktura.' : input.mobilePay ? 'Din betaling med MobilePay er godkendt.' : 'Din betaling er godkendt.'}`,
    },
    ...input.lines.map((text) => ({ text })),
    { text: input.deliveryText },
    { text: vatLine },
  ]
  if (input.giftCards.length > 0) {
    blocks.push({
      text: en ? 'Your gift cards (keep the codes safe, they are like cash):' : 'Dine gavekort (pas på koderne, de er som kontanter):',
    })
    for (const card of input.giftCards) blocks.push({ text: `${card.code}: ${card.amount} kr.` })
  } else if (input.giftCardsWhenPaid) {
    blocks.push({
      text: en
        ? 'We send the codes of the gift cards you bought as soon as the invoice is paid.'
        : 'Koderne til de gavekort, I har købt, sender vi, så snart fakturaen er betalt.',
    })
  }
  blocks.push({ text: en ? 'See your order here:' : 'Se din ordre her:' }, { link: input.receiptLink })
  if (input.withdrawalLink && !input.isB2B) {
    blocks.push(
      {
        text: en
          ? `You may withdraw from the purchase within ${WITHDRAWAL_PERIOD_DAYS} days of receiving the goods. Fresh food and tickets for a set date cannot be withdrawn.`
          : `Du kan fortryde købet inden for ${WITHDRAWAL_PERIOD_DAYS} dage efter, at du har modtaget varerne. Friske fødevarer og billetter til en bestemt dato kan ikke fortrydes.`,
      },
      { link: input.withdrawalLink, label: en ? 'Withdraw from your purchase here' : 'Fortryd købet her' },
    )
  }
  return renderMail(
    en ? `Order confirmation ${input.orderNumber}` : `Ordrebekræftelse ${input.orderNumber}`,
    en ? `Dear ${input.firstName}` : `Kære ${input.firstName}`,
    blocks,
    SIGNATURE[input.culture],
  )
}

export interface GiftCardsMailInput {
  culture: Culture
  firstName: string
  orderNumber: string
  /** Formatted code and amount of each card. */
  giftCards: Array<{ code: string; amount: string }>
  receiptLink: string
}

/** The codes of an invoice order's gift cards, sent when staff mark the invoice paid (docs/adr/0019). */
export function giftCardsMail(input: GiftCardsMailInput): MailContent {
  const en = input.culture === 'en'
  return renderMail(
    en ? `Your gift cards from order ${input.orderNumber}` : `Jeres gavekort fra ordre ${input.orderNumber}`,
    en ? `Dear ${input.firstName}` : `Kære ${input.firstName}`,
    [
      {
        text: en
          ? `Thank you for paying the invoice of order ${input.orderNumber}. Here are the gift cards it bought (keep the codes safe, they are like cash):`
          : `Tak for betalingen af fakturaen for ordre ${input.orderNumber}. Her er de gavekort, I har købt (pas på koderne, de er som kontanter):`,
      },
      ...input.giftCards.map((card) => ({ text: `${card.code}: ${card.amount} kr.` })),
      { text: en ? 'See your order here:' : 'Se ordren her:' },
      { link: input.receiptLink },
    ],
    SIGNATURE[input.culture],
  )
}

export interface AccountDeletedMailInput {
  culture: Culture
  firstName: string
  /** When the account was deleted. */
  deletedAt: Date
  /** Orders kept for the books, without the customer's name and contact details (docs/adr/0024). */
  ordersKept: number
  /** A business customer's orders keep the company name and CVR: the invoice is a bookkeeping document. */
  business: boolean
}

/** The confirmation of an account deletion, sent to the address the account had (docs/adr/0024). */
export function accountDeletedMail({ culture, firstName, deletedAt, ordersKept, business }: AccountDeletedMailInput): MailContent {
  const en = culture === 'en'
  const when = new Intl.DateTimeFormat(en ? 'en-GB' : 'da-DK', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(deletedAt)
  const kept = en
    ? ordersKept === 0
      ? 'You had no orders with us, so nothing about you is kept.'
      : `Danish bookkeeping law requires us to keep your ${ordersKept === 1 ? 'order' : `${ordersKept} orders`} for 5 years: the order number, date, items, amounts and VAT, but no longer your name, e-mail address, phone number or addresses.${business ? ' The company name, CVR number and invoice address stay on the orders, since they are on the invoice.' : ''}`
    : ordersKept === 0
      ? 'Du havde ingen ordrer hos os, så vi gemmer intet om dig.'
      : `Bogføringsloven kræver, at vi gemmer ${ordersKept === 1 ? 'din ordre' : `dine ${ordersKept} ordrer`} i 5 år: ordrenummer, dato, varer, beløb og moms, men ikke længere dit navn, din e-mailadresse, dit telefonnummer eller dine adresser.${business ? ' Firmanavn, CVR-nummer og fakturaadresse bliver på ordrerne, da de står på fakturaen.' : ''}`
  if (en) {
    return renderMail(
      'Your Delikat account has been deleted',
      `Dear ${firstName}`,
      [
        {
          text: `As you asked, we deleted your account with Delikat on ${when}: your profile, delivery addresses, favourites, basket, newsletter and club consents, and every login.`,
        },
        { text: kept },
        { text: 'If you did not ask for this, please contact our customer service at once.' },
      ],
      SIGNATURE.en,
    )
  }
  return renderMail(
    'Din konto hos Delikat er slettet',
    `Kære ${firstName}`,
    [
      {
        text: `Som du bad om, har vi slettet din konto hos Delikat den ${when}: din profil, dine leveringsadresser, favoritter og din kurv, dine samtykker til nyhedsbrev og kundeklub og alle dine logins.`,
      },
      { text: kept },
      { text: 'Har du ikke selv bedt om det, så kontakt vores kundeservice med det samme.' },
    ],
    SIGNATURE.da,
  )
}

export interface WithdrawalAcknowledgementMailInput {
  culture: Culture
  firstName: string
  orderNumber: string
  /** When the withdrawal was recorded, in Danish time, already formatted: "26. november 2026" and "16.10". */
  date: string
  time: string
  lines: Array<{ quantity: number; name: string; amount: string; giftCard: boolean; sealed: boolean }>
  reason: string | null
  returnAddress: string
  /** The last day to send the goods back, formatted. */
  returnBy: string
  /** Every paid line is withdrawn now: the standard delivery is refunded too (art. 13(1)). */
  wholeOrder: boolean
}

/**
 * The acknowledgement of a withdrawal (Consumer Rights Directive art. 11a): what was withdrawn from which order, when,
 * how the goods go back, and when the money comes (docs/adr/0023).
 */
export function withdrawalAcknowledgementMail(input: WithdrawalAcknowledgementMailInput): MailContent {
  const en = input.culture === 'en'
  const goods = input.lines.filter((l) => !l.giftCard)
  const cards = input.lines.some((l) => l.giftCard)
  const line = (l: WithdrawalAcknowledgementMailInput['lines'][number]) =>
    `${l.quantity} × ${l.name}: ${l.amount}${l.sealed ? (en ? ' (only with the seal unbroken)' : ' (kun med ubrudt forsegling)') : ''}`
  const blocks: MailBlock[] = [
    {
      text: en
        ? `We have received your withdrawal from order ${input.orderNumber}, made on ${input.date} at ${input.time} (Danish time).`
        : `Vi har modtaget din fortrydelse af ordre ${input.orderNumber}, foretaget den ${input.date} kl. ${input.time} (dansk tid).`,
    },
    { text: en ? 'You have withdrawn from:' : 'Du har fortrudt købet af:' },
    ...input.lines.map((l) => ({ text: line(l) })),
  ]
  if (input.reason) blocks.push({ text: en ? `Your reason: ${input.reason}` : `Din begrundelse: ${input.reason}` })
  if (goods.length > 0) {
    blocks.push({
      text: en
        ? `Please send the goods back to ${input.returnAddress} by ${input.returnBy} at the latest, or hand them in at the shop. Write the order number ${input.orderNumber} on the parcel. You pay for the return. Goods in a sealed package for health or hygiene reasons can only be returned with the seal unbroken.`
        : `Send varerne tilbage til ${input.returnAddress} senest den ${input.returnBy}, eller aflever dem i butikken. Skriv ordrenummeret ${input.orderNumber} på pakken. Du betaler selv for at sende dem retur. Varer i en forseglet pakning af hensyn til sundhed eller hygiejne kan kun sendes retur med ubrudt forsegling.`,
    })
  }
  if (cards) {
    blocks.push({
      text: en
        ? 'The withdrawn e-gift cards are blocked and can no longer be used. You do not need to return anything for them.'
        : 'De fortrudte e-gavekort er spærret og kan ikke længere bruges. Dem skal du ikke sende noget retur for.',
    })
  }
  blocks.push({
    text: en
      ? `We refund the amount${input.wholeOrder ? ', including what you paid for standard delivery,' : ''} to the card you paid with within ${REFUND_DAYS} days of receiving your withdrawal.${goods.length > 0 ? ' We may wait with the refund until we have the goods back or you have shown that you have sent them.' : ''}`
      : `Vi betaler beløbet${input.wholeOrder ? ' og det, du betalte for standardlevering,' : ''} tilbage til det kort, du betalte med, senest ${REFUND_DAYS} dage efter, at vi har modtaget din fortrydelse.${goods.length > 0 ? ' Vi kan vente med at betale tilbage, til vi har fået varerne retur, eller du har vist, at du har sendt dem.' : ''}`,
  })
  blocks.push({ text: en ? 'Keep this e-mail as your receipt for the withdrawal.' : 'Gem denne mail som din kvittering for fortrydelsen.' })
  return renderMail(
    en ? `Withdrawal from order ${input.orderNumber} received` : `Kvittering for fortrydelse af ordre ${input.orderNumber}`,
    en ? `Dear ${input.firstName}` : `Kære ${input.firstName}`,
    blocks,
    SIGNATURE[input.culture],
  )
}
