/** A tasting's when, where and seats (docs/api/catalogue.md "Events", docs/adr/0041): one seat per unit of stock. */
import type { ProductEvent } from '@delikat/contract/catalogue'
import type { Culture } from '../constants'

interface EventInput {
  type: string
  stockQuantity?: number | null
  eventStartsAt?: string | null
  eventDurationMinutes?: number | null
  eventPlace?: string | null
}

/** A tasting that has begun is no longer sold: a seat at it is worth nothing. An undated one is sold as before. */
export function eventHasPassed(input: EventInput, now: Date): boolean {
  if (input.type !== 'Event' || !input.eventStartsAt) return false
  const startsAt = Date.parse(input.eventStartsAt)
  return !Number.isNaN(startsAt) && startsAt <= now.getTime()
}

/** The Event object of a product card: events only, null for everything else. */
export function productEvent(input: EventInput, now: Date): ProductEvent | null {
  if (input.type !== 'Event') return null
  const startsAt = input.eventStartsAt ? new Date(input.eventStartsAt) : null
  const valid = startsAt !== null && !Number.isNaN(startsAt.getTime())
  return {
    StartsAt: valid ? startsAt.toISOString() : null,
    DurationMinutes: input.eventDurationMinutes && input.eventDurationMinutes > 0 ? input.eventDurationMinutes : null,
    Place: input.eventPlace?.trim() || null,
    SeatsLeft: Math.max(0, input.stockQuantity ?? 0),
    HasPassed: eventHasPassed(input, now),
  }
}

const SEATS: Record<Culture, { one: string; other: (n: number) => string; passed: string }> = {
  da: { one: '1 plads tilbage', other: (n) => `${n} pladser tilbage`, passed: 'Arrangementet er afholdt' },
  en: { one: '1 seat left', other: (n) => `${n} seats left`, passed: 'The event has taken place' },
}

/** The stock text of an event: seats rather than stock; null where the ordinary text says it ("Udsolgt"). */
export function eventStockText(input: EventInput, culture: Culture, now: Date): string | null {
  if (input.type !== 'Event') return null
  const texts = SEATS[culture]
  if (eventHasPassed(input, now)) return texts.passed
  const seats = input.stockQuantity ?? 0
  if (seats <= 0) return null
  return seats === 1 ? texts.one : texts.other(seats)
}
