import { describe, expect, it } from 'vitest'
import { startOfDanishDay } from './danish-day'

describe('startOfDanishDay', () => {
  it('is midnight in Denmark, in winter and in summer time', () => {
    expect(startOfDanishDay(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-01-14T23:00:00.000Z')
    expect(startOfDanishDay(new Date('2026-07-15T10:00:00Z')).toISOString()).toBe('2026-07-14T22:00:00.000Z')
  })

  it('takes the Danish date, not the UTC one, around midnight', () => {
    // 23:30 UTC on the 14th is 00:30 on the 15th in Copenhagen (winter).
    expect(startOfDanishDay(new Date('2026-01-14T23:30:00Z')).toISOString()).toBe('2026-01-14T23:00:00.000Z')
    expect(startOfDanishDay(new Date('2026-01-14T22:30:00Z')).toISOString()).toBe('2026-01-13T23:00:00.000Z')
  })

  it('holds on the days the clocks change', () => {
    expect(startOfDanishDay(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(startOfDanishDay(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z')
  })
})
