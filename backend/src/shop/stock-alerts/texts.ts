/** The back-in-stock answers' texts in Danish and English (docs/api/stock-alerts.md). */
import type { Culture } from '../constants'

export const TEXTS = {
  da: {
    productNotFound: 'Varen findes ikke.',
    variantNotFound: 'Varianten findes ikke.',
    inStock: 'Varen er på lager og kan købes nu.',
    emailRequired: 'Skriv din e-mailadresse.',
    invalidToken: 'Linket er ugyldigt eller udløbet. Bed om besked igen på varens side.',
    unknownUnsubscribe: 'Linket er ugyldigt, eller du er allerede afmeldt.',
  },
  en: {
    productNotFound: 'The product does not exist.',
    variantNotFound: 'The variant does not exist.',
    inStock: 'The product is in stock and can be bought now.',
    emailRequired: 'Enter your e-mail address.',
    invalidToken: 'The link is invalid or has expired. Ask to be notified again on the product page.',
    unknownUnsubscribe: 'The link is invalid, or you have already unsubscribed.',
  },
} satisfies Record<Culture, Record<string, string>>
