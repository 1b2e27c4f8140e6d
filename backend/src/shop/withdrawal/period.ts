/**
 * When an order's withdrawal period ends (docs/adr/0023). It runs 14 days from the day the consumer got the goods
 * (art. 9(2)(b)): staff record that day as the order's `deliveredAt` (handed over, or collected in the shop). Until
 * then the period has not started and the consumer may always withdraw, which is the law's answer too (art. 9(3)).
 * An order with nothing to deliver (NoDelivery: tickets and e-gift cards, sent by e-mail at once) starts on the day
 * it was placed. Days count as Regulation (EEC) 1182/71 counts them, which the Directive applies (recital 41): the
 * day of delivery is not counted, the period ends at the end of its last day in Denmark, and a last day that is a
 * Saturday, Sunday or Danish public holiday moves to the next working day.
 */
import { WITHDRAWAL_PERIOD_DAYS } from './constants'

const ZONE = 'Europe/Copenhagen'
const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar day as a UTC midnight (only its date is meant). */
type Day = Date

const dateParts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
const clockParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** The Danish calendar day an instant falls on. */
export function copenhagenDay(instant: Date): Day {
  const [y, m, d] = dateParts.format(instant).split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d!))
}

const addDays = (day: Day, days: number): Day => new Date(day.getTime() + days * DAY_MS)
export const isoDay = (day: Day) => day.toISOString().slice(0, 10)

/** Easter Sunday of a year (the anonymous Gregorian algorithm). */
function easter(year: number): Day {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

/**
 * Danish public holidays and the days the Consumer Contracts Act treats as such (Constitution Day, Christmas Eve,
 * New Year's Eve). Great Prayer Day has not been a holiday since 2024.
 */
export function isDanishHoliday(day: Day): boolean {
  const year = day.getUTCFullYear()
  const md = isoDay(day).slice(5)
  if (['01-01', '06-05', '12-24', '12-25', '12-26', '12-31'].includes(md)) return true
  const sunday = easter(year)
  const offsets = [-3, -2, 0, 1, 39, 49, 50]
  if (year < 2024) offsets.push(26)
  return offsets.some((offset) => isoDay(addDays(sunday, offset)) === isoDay(day))
}

const isWorkingDay = (day: Day) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !isDanishHoliday(day)

/** The instant a Danish calendar day starts (midnight in Copenhagen, winter or summer time). */
function startOfDay(day: Day): Date {
  // Daylight saving changes at 01:00 UTC, after every Danish midnight of that day, so the offset at UTC midnight is
  // the one in force at the Danish midnight too.
  const utc = day.getTime()
  const [date, time] = clockParts.format(new Date(utc)).split(', ')
  const [y, m, d] = date!.split('-').map(Number)
  const [hh, mm] = time!.split(':').map(Number)
  const offset = Date.UTC(y!, m! - 1, d!, hh, mm) - utc
  return new Date(utc - offset)
}

export interface WithdrawalPeriod {
  /** The last day one may withdraw (a Danish calendar day), null while the period has not started. */
  lastDay: string | null
  /** The instant the period closes (the end of the last day), null while it has not started. */
  closesAt: Date | null
}

export interface PeriodFacts {
  placedAt: Date
  deliveredAt: Date | null
  methodType: string | null
}

/** The day the period runs from, or null when the goods have not reached the consumer yet. */
export function periodStart({ placedAt, deliveredAt, methodType }: PeriodFacts): Date | null {
  if (deliveredAt) return deliveredAt
  return methodType === 'NoDelivery' ? placedAt : null
}

export function withdrawalPeriod(facts: PeriodFacts): WithdrawalPeriod {
  const start = periodStart(facts)
  if (!start) return { lastDay: null, closesAt: null }
  let last = addDays(copenhagenDay(start), WITHDRAWAL_PERIOD_DAYS)
  while (!isWorkingDay(last)) last = addDays(last, 1)
  return { lastDay: isoDay(last), closesAt: startOfDay(addDays(last, 1)) }
}

export function periodEnded(period: WithdrawalPeriod, now: Date): boolean {
  return period.closesAt !== null && now.getTime() >= period.closesAt.getTime()
}
