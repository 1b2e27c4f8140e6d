// The one query-key factory of the customer feature. There is only ever one customer per browser (the logged-in
// one), so the keys carry no id: AuthProvider removes them all (`customerKeys.all`) on every login change, and
// nothing cached for one customer survives into another's session.
export const customerKeys = {
  all: ['customer'] as const,
  /** GET /api/customer/: the logged-in customer. */
  current: () => [...customerKeys.all, 'current'] as const,
  /** GET /api/bloomreach/customersettings/: club membership, consent, newsletter and interests. */
  settings: () => [...customerKeys.all, 'settings'] as const,
}
