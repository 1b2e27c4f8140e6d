import { eventTime, hoursAndMinutes } from './eventTime'

describe('eventTime', () => {
  it('tells a start in Danish time, in Danish and in English, with the end when the length is known', () => {
    const winter = { StartsAt: '2026-12-10T18:00:00.000Z', DurationMinutes: 150 }
    expect(eventTime(winter, 'da')).toEqual({
      shortDate: 'Tors. 10. dec.',
      longDate: 'Torsdag den 10. december 2026',
      start: '19.00',
      end: '21.30',
      iso: '2026-12-10T18:00:00.000Z',
    })
    expect(eventTime(winter, 'en')).toMatchObject({
      shortDate: 'Thu 10 Dec',
      longDate: 'Thursday, 10 December 2026',
      start: '19:00',
      end: '21:30',
    })
  })

  it('follows summer time and the change of day at midnight', () => {
    expect(eventTime({ StartsAt: '2027-06-17T16:30:00.000Z', DurationMinutes: null }, 'da')).toMatchObject({ start: '18.30', end: null })
    // 23.30 UTC on the 31st is half past midnight on New Year's Day in Copenhagen.
    expect(eventTime({ StartsAt: '2026-12-31T23:30:00.000Z', DurationMinutes: null }, 'en')).toMatchObject({
      shortDate: 'Fri 1 Jan',
      start: '00:30',
    })
  })

  it('is nothing without a valid start', () => {
    expect(eventTime({ StartsAt: null, DurationMinutes: 120 }, 'da')).toBeNull()
    expect(eventTime({ StartsAt: 'snart', DurationMinutes: 120 }, 'da')).toBeNull()
  })
})

describe('hoursAndMinutes', () => {
  it('splits a length in minutes', () => {
    expect(hoursAndMinutes(150)).toEqual([2, 30])
    expect(hoursAndMinutes(120)).toEqual([2, 0])
    expect(hoursAndMinutes(45)).toEqual([0, 45])
  })
})
