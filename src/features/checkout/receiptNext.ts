// What the receipt answer adds for "what happens next" (docs/api/checkout.md): when the goods are sent and expected
// (`ExpectedDelivery`, Danish calendar days), whether tickets came with the order, and whether a guest may make an
// account from it (`AccountOffer`, docs/adr/0042). Read beside the receipt's own schema, which keeps unknown fields;
// an older answer without them offers nothing.
import * as z from 'zod'
import type { Locale } from '@/config/constants'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

const receiptNextSchema = z.looseObject({
  ExpectedDelivery: z
    .object({ ShipsOn: day, From: day, To: day })
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  HasTickets: z.boolean().catch(false).default(false),
  AccountOffer: z.boolean().catch(false).default(false),
})
export type ReceiptNext = z.infer<typeof receiptNextSchema>

export function receiptNextOf(receipt: unknown): ReceiptNext {
  const parsed = receiptNextSchema.safeParse(receipt)
  return parsed.success ? parsed.data : { ExpectedDelivery: null, HasTickets: false, AccountOffer: false }
}

/**
 * A calendar day in words: "mandag den 30. november", "Monday 30 November". Put together from its parts, since
 * engines differ on the Danish "den".
 */
export function formatDay(isoDay: string, locale: Locale): string {
  const date = new Date(`${isoDay}T12:00:00Z`)
  const tag = locale === 'en' ? 'en-GB' : 'da-DK'
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(date)
  const weekday = part({ weekday: 'long' })
  const month = part({ month: 'long' })
  const day = date.getUTCDate()
  return locale === 'en' ? `${weekday} ${day} ${month}` : `${weekday} den ${day}. ${month}`
}

/** Today in Denmark, YYYY-MM-DD (the days of ExpectedDelivery are Danish ones). */
export function danishToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
