// The one query-key factory of the orders feature. Orders belong to the logged-in customer, so every key carries
// the loginKey ('guest' or the customer's HardId): one customer's history never shows for another, and a login
// change drops them all through `orderKeys.all`. The culture is in the keys because labels and amounts are texts
// in it.
export const orderKeys = {
  all: ['orders'] as const,
  /** GET /api/order/search/?requestModel.page=N: one page of the history. */
  list: (loginKey: string, culture: string, page: number) => [...orderKeys.all, 'list', loginKey, culture, page] as const,
  /** GET /api/order/settings/: page size and status labels. */
  settings: (loginKey: string, culture: string) => [...orderKeys.all, 'settings', loginKey, culture] as const,
  /** POST /api/order/{orderUid}/receipt/: one order's receipt. */
  receipt: (loginKey: string, culture: string, orderUid: string) => [...orderKeys.all, 'receipt', loginKey, culture, orderUid] as const,
}
