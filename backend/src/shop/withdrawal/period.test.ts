import { describe, expect, it } from 'vitest'
import { copenhagenDay, isDanishHoliday, periodEnded, periodStart, withdrawalPeriod } from './period'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)
const delivered = (deliveredAt: string) =>
  withdrawalPeriod({ placedAt: new Date('2026-11-01T10:00:00Z'), deliveredAt: new Date(deliveredAt), methodType: 'PostNord' })

describe('withdrawalPeriod', () => {
  it('ends at the end of the 14th day after delivery, Danish time', () => {
    // Thursday 26 November 2026: the period's last day is Thursday 10 December, until midnight (CET, UTC+1).
    expect(delivered('2026-11-26T15:00:00Z')).toEqual({ lastDay: '2026-12-10', closesAt: new Date('2026-12-10T23:00:00Z') })
  })

  it('counts the Danish day of delivery, not the UTC one', () => {
    // 23:30 in Copenhagen on 26 November is still the 26th there.
    expect(delivered('2026-11-26T22:30:00Z').lastDay).toBe('2026-12-10')
    // 00:30 on the 27th in Copenhagen is the 27th, though UTC still says the 26th.
    expect(delivered('2026-11-26T23:30:00Z').lastDay).toBe('2026-12-11')
  })

  it('moves a last day on a weekend to the Monday', () => {
    // Saturday 14 November + 14 days = Saturday 28 November: Monday 30 November.
    expect(delivered('2026-11-14T12:00:00Z').lastDay).toBe('2026-11-30')
  })

  it('moves a last day over Christmas and over Easter, in summer time', () => {
    // 24, 25, 26 (Saturday) and 27 December (Sunday) 2026 are no working days.
    expect(delivered('2026-12-10T12:00:00Z').lastDay).toBe('2026-12-28')
    // Maundy Thursday 25 March 2027 to Easter Monday the 29th; Denmark is on summer time (UTC+2) from the 28th.
    expect(delivered('2027-03-11T12:00:00Z')).toEqual({ lastDay: '2027-03-30', closesAt: new Date('2027-03-30T22:00:00Z') })
  })

  it('has not started before delivery; tickets and e-gift cards start when the order is placed', () => {
    const placedAt = new Date('2026-11-20T09:00:00Z')
    expect(withdrawalPeriod({ placedAt, deliveredAt: null, methodType: 'SimplePickup' })).toEqual({ lastDay: null, closesAt: null })
    expect(periodStart({ placedAt, deliveredAt: null, methodType: 'NoDelivery' })).toBe(placedAt)
    expect(withdrawalPeriod({ placedAt, deliveredAt: null, methodType: 'NoDelivery' }).lastDay).toBe('2026-12-04')
  })

  it('is open up to the last millisecond and closed from midnight', () => {
    const period = delivered('2026-11-26T15:00:00Z')
    expect(periodEnded(period, new Date('2026-12-10T22:59:59.999Z'))).toBe(false)
    expect(periodEnded(period, new Date('2026-12-10T23:00:00.000Z'))).toBe(true)
    expect(periodEnded({ lastDay: null, closesAt: null }, new Date('2099-01-01T00:00:00Z'))).toBe(false)
  })
})

describe('isDanishHoliday', () => {
  it('knows the fixed days, the Easter days and that Great Prayer Day ended in 2024', () => {
    for (const holiday of [
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-05-14',
      '2026-05-24',
      '2026-05-25',
      '2026-06-05',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-31',
    ]) {
      expect(isDanishHoliday(day(holiday)), holiday).toBe(true)
    }
    expect(isDanishHoliday(day('2023-05-05'))).toBe(true)
    for (const workday of ['2026-05-01', '2026-04-07', '2026-12-23', '2026-12-28'])
      expect(isDanishHoliday(day(workday)), workday).toBe(false)
  })

  it('reads the Danish calendar day of an instant', () => {
    expect(copenhagenDay(new Date('2026-07-01T22:30:00Z')).toISOString()).toBe('2026-07-02T00:00:00.000Z')
  })
})
