// Dates of the withdrawal function in the page's language: a Danish calendar day the backend names (the period's
// last day, YYYY-MM-DD) and instants in Danish time (when a withdrawal was made).
import type { Locale } from '@/config/constants'
import { formatOrderDateTime } from '@/features/orders/format'

const FORMAT_LOCALES: Record<Locale, string> = { da: 'da-DK', en: 'en-GB' }

/** "10. december 2026" / "10 December 2026"; null for anything that is not a day. */
export function formatDay(day: string | null | undefined, locale: Locale): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const date = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(FORMAT_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}

/** "26. november 2026 kl. 16.10" / "26 November 2026 at 16:10" (Danish time). */
export const formatMoment = (iso: string, locale: Locale) => formatOrderDateTime(iso, locale)
