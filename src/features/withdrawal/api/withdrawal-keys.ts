// Query keys of the withdrawal feature. A customer's order is read with their login, so the key carries the
// loginKey; the culture is in it because line names and money texts are in it.
export const withdrawalKeys = {
  all: ['withdrawal'] as const,
  /** GET /api/order/{orderUid}/withdrawal/ */
  order: (loginKey: string, culture: string, orderUid: string) => [...withdrawalKeys.all, 'order', loginKey, culture, orderUid] as const,
}
