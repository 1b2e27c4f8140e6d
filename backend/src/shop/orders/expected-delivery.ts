/**
 * When a placed order is packed and sent, and the days it is expected to arrive (the receipt's `ExpectedDelivery`,
 * docs/api/checkout.md). It keeps the promises the shop's delivery page and the seeded methods make: an order placed
 * on a working day before 14:00 is sent that day, later ones the next working day; PostNord and home delivery then
 * take 1-3 working days; click and collect is ready the next working day; the bike courier comes the same evening
 * for an order placed on a working day before noon, else the next working day. Working days are Monday to Friday
 * without the Danish public holidays (withdrawal/period.ts keeps that calendar). Nothing to send (NoDelivery: tickets
 * and e-gift cards go by e-mail) has no window.
 */
import type { Order } from '../../payload-types'
import { copenhagenDay, isDanishHoliday, isoDay } from '../withdrawal/period'

type DeliveryMethodType = NonNullable<NonNullable<Order['delivery']>['methodType']>

export interface ExpectedDelivery {
  /** The Danish calendar day we pack and send the order (for click and collect: put it ready), YYYY-MM-DD. */
  ShipsOn: string
  /** The first and last day it is expected to arrive (or may be collected from), YYYY-MM-DD. */
  From: string
  To: string
}

/** Placed on a working day before this hour (Danish time), the order leaves the same day. */
const DISPATCH_CUTOFF_HOUR = 14
/** Placed on a working day before this hour, the bike courier brings it the same evening. */
const COURIER_CUTOFF_HOUR = 12
/** PostNord's parcels and home deliveries: working days after the day they are sent. */
const PARCEL_WORKING_DAYS = { from: 1, to: 3 } as const

const DAY_MS = 24 * 60 * 60 * 1000
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Copenhagen', hour: '2-digit', hourCycle: 'h23' })

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS)
const isWorkingDay = (day: Date) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !isDanishHoliday(day)

/** The `n`th working day after `day` (n >= 1). */
function workingDaysAfter(day: Date, n: number): Date {
  let current = day
  for (let left = n; left > 0;) {
    current = addDays(current, 1)
    if (isWorkingDay(current)) left--
  }
  return current
}

/** `day` itself when the order came in on a working day before `cutoffHour`, else the next working day. */
function sameOrNextWorkingDay(placedAt: Date, cutoffHour: number): Date {
  const day = copenhagenDay(placedAt)
  const hour = Number(hourFormat.format(placedAt))
  return isWorkingDay(day) && hour < cutoffHour ? day : workingDaysAfter(day, 1)
}

export function expectedDelivery(placedAt: Date, methodType: DeliveryMethodType | null | undefined): ExpectedDelivery | null {
  switch (methodType) {
    case 'DeliveryAddress':
    case 'PostNord': {
      const sent = sameOrNextWorkingDay(placedAt, DISPATCH_CUTOFF_HOUR)
      return {
        ShipsOn: isoDay(sent),
        From: isoDay(workingDaysAfter(sent, PARCEL_WORKING_DAYS.from)),
        To: isoDay(workingDaysAfter(sent, PARCEL_WORKING_DAYS.to)),
      }
    }
    case 'SimplePickup': {
      const ready = isoDay(workingDaysAfter(copenhagenDay(placedAt), 1))
      return { ShipsOn: ready, From: ready, To: ready }
    }
    case 'Burd': {
      const day = isoDay(sameOrNextWorkingDay(placedAt, COURIER_CUTOFF_HOUR))
      return { ShipsOn: day, From: day, To: day }
    }
    default:
      return null
  }
}
