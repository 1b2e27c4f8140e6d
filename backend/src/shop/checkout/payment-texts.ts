/** What placing an order answers when it refuses, in the shopper's culture (payment.ts). */
import type { Culture } from '../constants'

export const TEXTS = {
  da: {
    terms: 'Du skal acceptere handelsbetingelserne for at bestille.',
    empty: 'Din kurv er tom.',
    unavailable: (names: string) => `Nogle varer kan ikke købes, som de ligger i kurven: ${names}. Ret kurven, og prøv igen.`,
    soldOut: (name: string) => `${name} er blevet udsolgt eller findes ikke i det antal længere. Ret kurven, og prøv igen.`,
    giftCard: 'Et gavekort dækker ikke længere det beløb, det skulle. Se kurven, og prøv igen.',
    voucher: 'Rabatkoden er brugt op. Fjern den fra kurven, og prøv igen.',
    delivery: 'Vælg en leveringsmetode, og udfyld leveringsadressen eller vælg et udleveringssted.',
    invoice: 'Udfyld dine oplysninger, før du betaler.',
    invoiceOnly: 'Betaling med faktura er for erhvervskunder.',
    inProgress: 'Din ordre er ved at blive oprettet. Vent et øjeblik.',
    providerDown: 'Betalingen kan ikke startes lige nu. Prøv igen om lidt.',
  },
  en: {
    terms: 'Please accept the terms and conditions to order.',
    empty: 'Your basket is empty.',
    unavailable: (names: string) => `Some items cannot be bought as they are in the basket: ${names}. Adjust the basket and try again.`,
    soldOut: (name: string) => `${name} has sold out or is no longer in stock in that number. Adjust the basket and try again.`,
    giftCard: 'A gift card no longer covers the amount it did. Look at the basket and try again.',
    voucher: 'The voucher has been used up. Remove it from the basket and try again.',
    delivery: 'Choose a delivery method and fill in the delivery address or choose a service point.',
    invoice: 'Please fill in your details before paying.',
    invoiceOnly: 'Paying by invoice is for business customers.',
    inProgress: 'Your order is being placed. Please wait a moment.',
    providerDown: 'The payment cannot be started right now. Please try again shortly.',
  },
} satisfies Record<Culture, unknown>
