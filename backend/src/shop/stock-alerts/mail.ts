/**
 * The two back-in-stock mails in Danish and English (docs/adr/0037): the guest's confirmation with its link, and the
 * one mail when the product is back, with name, picture, price and link. Each carries the unsubscribe link. The frame,
 * and the escaping of every value in the HTML part, is the shop's mail frame (email/templates.ts).
 */
import type { Culture } from '../constants'
import { renderMail, SIGNATURE, type MailBlock, type MailContent } from '../email/templates'
import { CONFIRMATION_LINK_MS } from './constants'

const LINK_DAYS = Math.round(CONFIRMATION_LINK_MS / 86_400_000)

/** A paragraph, a link written "label: address" in the plain-text part, or the product's picture (HTML part only). */
type Block = { text: string } | { link: string; label: string } | { image: string; alt: string }

/** The shop's mail frame (email/templates.ts) with this mail's greeting and signature. */
function render(subject: string, blocks: Block[], culture: Culture): MailContent {
  const framed = blocks.map((b): MailBlock => ('link' in b ? { ...b, labelInText: true } : b))
  return renderMail(subject, culture === 'en' ? 'Hello' : 'Hej', framed, SIGNATURE[culture])
}

export interface ConfirmationMailInput {
  culture: Culture
  productName: string
  confirmLink: string
  unsubscribeLink: string
}

/** A guest's request: nothing is sent about the product until this link is opened (double opt-in). */
export function stockAlertConfirmationMail({ culture, productName, confirmLink, unsubscribeLink }: ConfirmationMailInput): MailContent {
  if (culture === 'en') {
    return render(
      `Confirm: tell me when ${productName} is back`,
      [
        { text: `You asked us to e-mail you when ${productName} is back in stock. Please confirm through the link below.` },
        { link: confirmLink, label: 'Confirm' },
        {
          text: `We use your address for this one e-mail about this product only. Without confirmation we send nothing, and the request is deleted after ${LINK_DAYS} days.`,
        },
        { text: 'If you did not ask for this, you can ignore this e-mail, or delete the request at once:' },
        { link: unsubscribeLink, label: 'Unsubscribe' },
      ],
      culture,
    )
  }
  return render(
    `Bekræft: giv mig besked, når ${productName} er på lager`,
    [
      { text: `Du har bedt os sende en mail, når ${productName} er på lager igen. Bekræft via linket herunder.` },
      { link: confirmLink, label: 'Bekræft' },
      {
        text: `Vi bruger kun din e-mailadresse til denne ene mail om denne vare. Uden bekræftelse sender vi intet, og anmodningen slettes efter ${LINK_DAYS} dage.`,
      },
      { text: 'Har du ikke selv bedt om det, kan du se bort fra mailen eller slette anmodningen med det samme:' },
      { link: unsubscribeLink, label: 'Afmeld' },
    ],
    culture,
  )
}

export interface BackInStockMailInput {
  culture: Culture
  productName: string
  /** The price as the shop writes it ("169,-"), incl. VAT. */
  price: string
  productLink: string
  /** An absolute picture address, or null when the product has none. */
  image: string | null
  unsubscribeLink: string
}

/** The one mail when the product can be bought again; the request is not mailed again. */
export function backInStockMail({ culture, productName, price, productLink, image, unsubscribeLink }: BackInStockMailInput): MailContent {
  const picture: Block[] = image ? [{ image, alt: productName }] : []
  if (culture === 'en') {
    return render(
      `${productName} is back in stock`,
      [
        { text: `Good news: ${productName} is back in stock at Delikat.` },
        ...picture,
        { text: `Price: ${price} kr. incl. VAT (while stock lasts).` },
        { link: productLink, label: `See ${productName}` },
        { text: 'This is the only e-mail you get about it. You asked for it on the product page; to delete your request now:' },
        { link: unsubscribeLink, label: 'Unsubscribe' },
      ],
      culture,
    )
  }
  return render(
    `${productName} er på lager igen`,
    [
      { text: `Godt nyt: ${productName} er på lager igen hos Delikat.` },
      ...picture,
      { text: `Pris: ${price} kr. inkl. moms (så længe lager haves).` },
      { link: productLink, label: `Se ${productName}` },
      { text: 'Det er den eneste mail, du får om varen. Du bad om den på varens side; slet din anmodning nu:' },
      { link: unsubscribeLink, label: 'Afmeld' },
    ],
    culture,
  )
}
