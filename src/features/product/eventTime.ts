// A tasting's date and time as a shopper reads them (docs/adr/0041), always in Danish time, so the server and the
// browser print the same whatever their own zone: "Tors. 10. dec." and "19.00" in Danish, "Thu 10 Dec" and "19:00"
// in English.
import type { Locale } from '@/config/constants'
import type { ProductEvent } from '@/lib/schemas'

const FORMAT_LOCALES = { da: 'da-DK', en: 'en-GB' } as const
const TIME_ZONE = 'Europe/Copenhagen'

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

function format(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALES[locale], { ...options, timeZone: TIME_ZONE }).format(date)
}

interface EventTime {
  /** "Tors. 10. dec." / "Thu 10 Dec": the card's date. */
  shortDate: string
  /** "Torsdag den 10. december 2026" / "Thursday, 10 December 2026": the product page's. */
  longDate: string
  /** "19.00" / "19:00". */
  start: string
  /** When it ends, with a duration: "21.30". */
  end: string | null
  /** The start as the time element's machine-readable value. */
  iso: string
}

/** The parts of an event's start in the locale, or null without a (valid) start. */
export function eventTime(event: Pick<ProductEvent, 'StartsAt' | 'DurationMinutes'>, locale: Locale): EventTime | null {
  if (!event.StartsAt) return null
  const startsAt = new Date(event.StartsAt)
  if (Number.isNaN(startsAt.getTime())) return null
  const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  const endsAt = event.DurationMinutes ? new Date(startsAt.getTime() + event.DurationMinutes * 60_000) : null
  return {
    shortDate: capitalised(format(startsAt, locale, { weekday: 'short', day: 'numeric', month: 'short' })),
    longDate: capitalised(format(startsAt, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })),
    start: format(startsAt, locale, clock),
    end: endsAt ? format(endsAt, locale, clock) : null,
    iso: startsAt.toISOString(),
  }
}

/** A duration in whole hours and minutes: [2, 30] for 150 minutes. */
export function hoursAndMinutes(minutes: number): [number, number] {
  return [Math.floor(minutes / 60), minutes % 60]
}
