// Order dates in the page's language and in Danish time (an order placed at 23:30 in Copenhagen is on that day,
// whatever the browser's zone), and the page number of the history's address.
import type { ParsedUrlQuery } from 'node:querystring'
import type { Locale } from '@/config/constants'
import { ORDER_SEARCH_FIRST_PAGE } from './api/search-orders'

const FORMAT_LOCALES: Record<Locale, string> = { da: 'da-DK', en: 'en-GB' }
const TIME_ZONE = 'Europe/Copenhagen'

function format(iso: string, locale: Locale, options: Intl.DateTimeFormatOptions): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(FORMAT_LOCALES[locale], { ...options, timeZone: TIME_ZONE }).format(date)
}

/** The day an order was placed: "3. november 2026" / "3 November 2026"; null for a date that cannot be read. */
export function formatOrderDate(iso: string, locale: Locale): string | null {
  return format(iso, locale, { day: 'numeric', month: 'long', year: 'numeric' })
}

/** The day and time, for the receipt: "3. november 2026 kl. 14.32" / "3 November 2026 at 14:32". */
export function formatOrderDateTime(iso: string, locale: Locale): string | null {
  return format(iso, locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' })
}

/** The history's query parameter: ?page=2. */
export const ORDER_PAGE_PARAM = 'page'

/** The page the address asks for; the first for a missing, unreadable or too small value. */
export function orderPageFromQuery(query: ParsedUrlQuery): number {
  const raw = query[ORDER_PAGE_PARAM]
  const value = Array.isArray(raw) ? raw[0] : raw
  if (!value || !/^\d{1,6}$/.test(value)) return ORDER_SEARCH_FIRST_PAGE
  return Math.max(ORDER_SEARCH_FIRST_PAGE, Number(value))
}
