/** Amounts in the PDFs, as everywhere in the shop (formatPrice: `169,-`, `169,50`), with the VAT note of the caller's terms. */
import { formatPrice } from '@delikat/contract/money'
import type { Culture } from '../constants'

/** "169,-", "169,50": as the storefront writes amounts. */
export function kroner(ore: number): string {
  return formatPrice(ore)
}

/** What a list's prices are: B2C incl. VAT, B2B excl. VAT (docs/architecture.md §5). */
export function vatNote(includesVat: boolean, culture: Culture): string {
  if (culture === 'da') return includesVat ? 'Priser inkl. moms' : 'Priser ekskl. moms'
  return includesVat ? 'Prices incl. VAT' : 'Prices excl. VAT'
}

/** A date as the shop writes it: 27.11.2026 in Danish, 27/11/2026 in English. */
export function dateText(date: Date, culture: Culture): string {
  return new Intl.DateTimeFormat(culture === 'da' ? 'da-DK' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Copenhagen',
  }).format(date)
}
