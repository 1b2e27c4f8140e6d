/** The shop's e-mails in Danish and English: a plain-text part and a simple HTML part with every value escaped. */
import type { Culture } from '../constants'
import { RESET_TOKEN_LIFETIME_MS } from '../customers/constants'

export interface MailContent {
  subject: string
  text: string
  html: string
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/** One paragraph of the HTML part: escaped text, or a link whose address is also its text. */
type Block = { text: string } | { link: string; label?: string }

function render(subject: string, greeting: string, blocks: Block[], signature: string[]): MailContent {
  const text = [greeting, ...blocks.map((b) => ('link' in b ? b.link : b.text)), signature.join('\n')].join('\n\n') + '\n'
  const paragraph = (b: Block) =>
    'link' in b
      ? `<p><a href="${escapeHtml(b.link)}" style="color:#6b2d3c">${escapeHtml(b.label ?? b.link)}</a></p>`
      : `<p>${escapeHtml(b.text)}</p>`
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Georgia,serif;color:#2b2118;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map(paragraph),
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
    return render(
      'Reset your Delikat password',
      `Dear ${firstName}`,
      [
        { text: 'We received a request to reset the password of your Delikat account. Choose a new password through the link below.' },
        { link },
        { text: `The link works for ${RESET_HOURS === 1 ? 'one hour' : `${RESET_HOURS} hours`} and only once.` },
        { text: 'If you did not ask for a new password, you can ignore this e-mail: your password stays as it is.' },
      ],
      ['Kind regards', 'Delikat'],
    )
  }
  return render(
    'Nulstil din adgangskode hos Delikat',
    `Kære ${firstName}`,
    [
      { text: 'Vi har fået en anmodning om at nulstille adgangskoden til din konto hos Delikat. Vælg en ny adgangskode via linket herunder.' },
      { link },
      { text: `Linket virker i ${RESET_HOURS === 1 ? 'én time' : `${RESET_HOURS} timer`} og kan kun bruges én gang.` },
      { text: 'Har du ikke bedt om en ny adgangskode, kan du se bort fra denne mail: din adgangskode forbliver den samme.' },
    ],
    ['Venlig hilsen', 'Delikat'],
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
    return render(
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
      ['Kind regards', 'Delikat'],
    )
  }
  return render(
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
    ['Venlig hilsen', 'Delikat'],
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
  /** Gift cards the order bought: formatted code and amount. */
  giftCards: Array<{ code: string; amount: string }>
  /** The order bought gift cards that are issued when its invoice is paid (docs/adr/0019), so no codes yet. */
  giftCardsWhenPaid?: boolean
  receiptLink: string
}

/** The order confirmation (issue 8): what was bought, how it comes, the total, and the gift card codes bought. */
export function orderConfirmationMail(input: OrderConfirmationMailInput): MailContent {
  const en = input.culture === 'en'
  const vatLine = en
    ? `Total ${input.totalText} kr., of which VAT ${input.vatText} kr.${input.isB2B ? ' (prices excl. VAT, VAT added)' : ''}`
    : `I alt ${input.totalText} kr., heraf moms ${input.vatText} kr.${input.isB2B ? ' (priser ekskl. moms, moms lagt til)' : ''}`
  const blocks: Block[] = [
    {
      text: en
        ? `Thank you for your order ${input.orderNumber}. ${input.invoice ? 'You will receive an invoice.' : 'Your payment has been approved.'}`
        : `Tak for din ordre ${input.orderNumber}. ${input.invoice ? 'Du modtager en faktura.' : 'Din betaling er godkendt.'}`,
    },
    ...input.lines.map((text) => ({ text })),
    { text: input.deliveryText },
    { text: vatLine },
  ]
  if (input.giftCards.length > 0) {
    blocks.push({ text: en ? 'Your gift cards (keep the codes safe, they are like cash):' : 'Dine gavekort (pas på koderne, de er som kontanter):' })
    for (const card of input.giftCards) blocks.push({ text: `${card.code}: ${card.amount} kr.` })
  } else if (input.giftCardsWhenPaid) {
    blocks.push({
      text: en
        ? 'We send the codes of the gift cards you bought as soon as the invoice is paid.'
        : 'Koderne til de gavekort, I har købt, sender vi, så snart fakturaen er betalt.',
    })
  }
  blocks.push({ text: en ? 'See your order here:' : 'Se din ordre her:' }, { link: input.receiptLink })
  return render(
    en ? `Order confirmation ${input.orderNumber}` : `Ordrebekræftelse ${input.orderNumber}`,
    en ? `Dear ${input.firstName}` : `Kære ${input.firstName}`,
    blocks,
    en ? ['Kind regards', 'Delikat'] : ['Venlig hilsen', 'Delikat'],
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
  return render(
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
    en ? ['Kind regards', 'Delikat'] : ['Venlig hilsen', 'Delikat'],
  )
}
