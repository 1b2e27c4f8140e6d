import { formatOrderDate, formatOrderDateTime, orderPageFromQuery } from './format'

describe('order dates', () => {
  it('prints the day in Danish and in English, in Danish time', () => {
    // 23:30 UTC on 2 November is 00:30 on 3 November in Copenhagen.
    expect(formatOrderDate('2026-11-02T23:30:00.000Z', 'da')).toBe('3. november 2026')
    expect(formatOrderDate('2026-11-02T23:30:00.000Z', 'en')).toBe('3 November 2026')
  })

  it('adds the time for the receipt', () => {
    expect(formatOrderDateTime('2026-06-15T12:05:00.000Z', 'da')).toBe('15. juni 2026 kl. 14.05')
    expect(formatOrderDateTime('2026-06-15T12:05:00.000Z', 'en')).toBe('15 June 2026 at 14:05')
  })

  it('gives null for a date it cannot read', () => {
    expect(formatOrderDate('not a date', 'da')).toBeNull()
  })
})

describe('orderPageFromQuery', () => {
  it('reads the page of the address', () => {
    expect(orderPageFromQuery({ page: '3' })).toBe(3)
    expect(orderPageFromQuery({ page: ['2', '5'] })).toBe(2)
  })

  it('falls back to the first page for anything else', () => {
    expect(orderPageFromQuery({})).toBe(1)
    expect(orderPageFromQuery({ page: '0' })).toBe(1)
    expect(orderPageFromQuery({ page: '-2' })).toBe(1)
    expect(orderPageFromQuery({ page: 'abc' })).toBe(1)
    expect(orderPageFromQuery({ page: '99999999999' })).toBe(1)
  })
})
