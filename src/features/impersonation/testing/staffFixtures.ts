// Test helpers for staff impersonation: answers shaped like docs/api/impersonation.md.
import type { ImpersonationStatus } from '../api/schemas'
import type { CustomerHit } from '../api/search-customers'

export function statusAnswer(overrides: Partial<ImpersonationStatus> = {}): ImpersonationStatus {
  return {
    CanImpersonate: true,
    Staff: { Name: 'Kirsten Kundeservice', Email: 'kundeservice@delikat.dk' },
    Acting: false,
    Customer: null,
    StartedAt: null,
    IdleTimeoutSeconds: 1800,
    ...overrides,
  }
}

export function actingAnswer(customer: Partial<NonNullable<ImpersonationStatus['Customer']>> = {}): ImpersonationStatus {
  return statusAnswer({
    Acting: true,
    StartedAt: '2026-11-26T10:00:00.000Z',
    Customer: {
      Id: 7,
      Name: 'Anna Jensen',
      Email: 'firma@delikat.dk',
      ClientType: 'B2B',
      Company: 'Restaurant Smagen ApS',
      CustomerNumber: 'C-2001',
      ...customer,
    },
  })
}

export function customerHit(overrides: Partial<CustomerHit> = {}): CustomerHit {
  return {
    Id: 7,
    Name: 'Anna Jensen',
    Email: 'firma@delikat.dk',
    Phone: '12345678',
    ClientType: 'B2B',
    Company: 'Restaurant Smagen ApS',
    Cvr: '12345674',
    CustomerNumber: 'C-2001',
    Blocked: false,
    ...overrides,
  }
}
