import { describe, expect, it } from 'vitest'
import { copenhagenInstant, demoEventStart, eventPlace } from './event-dates'

describe('copenhagenInstant', () => {
  it('stores 19.00 Danish time as 18.00 UTC in winter and 17.00 UTC in summer', () => {
    expect(copenhagenInstant(new Date('2026-12-10T00:00:00Z'), 19, 0).toISOString()).toBe('2026-12-10T18:00:00.000Z')
    expect(copenhagenInstant(new Date('2027-06-17T00:00:00Z'), 18, 30).toISOString()).toBe('2027-06-17T16:30:00.000Z')
  })
})

describe('eventPlace', () => {
  it('names the shop of the city with its street, in both languages', () => {
    expect(eventPlace({ da: 'Aarhus', en: 'Aarhus' })).toEqual({ da: 'Delikat Aarhus, Vestergade 12', en: 'Delikat Aarhus, Vestergade 12' })
    expect(eventPlace({ da: 'København', en: 'Copenhagen' }).en).toBe('Delikat Copenhagen, Landemærket 10')
    expect(eventPlace({ da: 'Skagen', en: 'Skagen' }).da).toBe('Delikat Skagen')
  })
})

describe('demoEventStart', () => {
  it('is the Thursday at 19.00 Danish time a week or more after the seeding day', () => {
    // Sunday 22 November 2026: a week on is Sunday the 29th, then Thursday 3 December.
    expect(demoEventStart(new Date('2026-11-22T09:00:00Z'))).toBe('2026-12-03T18:00:00.000Z')
    // Thursday 26 November: exactly a week on.
    expect(demoEventStart(new Date('2026-11-26T23:00:00Z'))).toBe('2026-12-03T18:00:00.000Z')
  })
})
