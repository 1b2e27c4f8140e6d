import { describe, expect, it } from 'vitest'
import { expectedDelivery } from './expected-delivery'

// Instants in UTC; Denmark is UTC+1 in winter. 2026-11-27 is a Friday.
describe('expectedDelivery', () => {
  it('sends a parcel the same working day before 14:00 and expects it 1-3 working days later, over the weekend', () => {
    expect(expectedDelivery(new Date('2026-11-27T12:59:00Z'), 'PostNord')).toEqual({
      ShipsOn: '2026-11-27',
      From: '2026-11-30',
      To: '2026-12-02',
    })
  })

  it('sends an order placed at 14:00 Danish time or later the next working day', () => {
    expect(expectedDelivery(new Date('2026-11-27T13:00:00Z'), 'DeliveryAddress')).toEqual({
      ShipsOn: '2026-11-30',
      From: '2026-12-01',
      To: '2026-12-03',
    })
  })

  it('counts the Danish day, not the UTC one: 00:30 on Saturday in Denmark is still Friday in UTC', () => {
    expect(expectedDelivery(new Date('2026-11-27T23:30:00Z'), 'PostNord')?.ShipsOn).toBe('2026-11-30')
  })

  it('skips weekends and the Christmas holidays', () => {
    // Wednesday 23 December 2026 after the cut-off: 24, 25, 26 (Sat), 27 (Sun) December are no working days.
    expect(expectedDelivery(new Date('2026-12-23T15:00:00Z'), 'PostNord')).toEqual({
      ShipsOn: '2026-12-28',
      From: '2026-12-29',
      To: '2027-01-04',
    })
  })

  it('puts click and collect ready the next working day', () => {
    expect(expectedDelivery(new Date('2026-11-27T08:00:00Z'), 'SimplePickup')).toEqual({
      ShipsOn: '2026-11-30',
      From: '2026-11-30',
      To: '2026-11-30',
    })
  })

  it('brings the bike courier the same evening before noon on a working day, else the next working day', () => {
    expect(expectedDelivery(new Date('2026-11-26T10:59:00Z'), 'Burd')?.From).toBe('2026-11-26')
    expect(expectedDelivery(new Date('2026-11-26T11:00:00Z'), 'Burd')?.From).toBe('2026-11-27')
  })

  it('has no window for an order with nothing to send', () => {
    expect(expectedDelivery(new Date('2026-11-27T08:00:00Z'), 'NoDelivery')).toBeNull()
    expect(expectedDelivery(new Date('2026-11-27T08:00:00Z'), null)).toBeNull()
  })
})
