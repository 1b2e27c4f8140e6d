// The one query-key factory of the checkout feature. Everything of one basket sits under `basket(uid)`, so a change
// can invalidate it at once; the loginKey is in the keys because a customer gets other fields and prices than a
// guest, and the culture because labels and texts come in it.
export const checkoutKeys = {
  all: ['checkout'] as const,
  basket: (basketUid: string) => [...checkoutKeys.all, 'basket', basketUid] as const,
  /** GET checkout/{basketUid}/deliverydetails/ (and the answers of the delivery PUTs). */
  deliveryDetails: (basketUid: string, loginKey: string, culture: string) =>
    [...checkoutKeys.basket(basketUid), 'deliveryDetails', loginKey, culture] as const,
  /** GET checkout/{basketUid}/deliveryaddress/{deliveryMethodId}/. */
  deliveryAddress: (basketUid: string, loginKey: string, culture: string, deliveryMethodId: string) =>
    [...checkoutKeys.basket(basketUid), 'deliveryAddress', loginKey, culture, deliveryMethodId] as const,
  /** GET checkout/{basketUid}/postnordservicelocations/?zip=: null asks for the server's default address. */
  serviceLocations: (basketUid: string, loginKey: string, culture: string, zip: string | null) =>
    [...checkoutKeys.basket(basketUid), 'serviceLocations', loginKey, culture, zip] as const,
  /** GET checkout/{basketUid}/invoicedetails/ (and the answer of its POST). */
  invoiceDetails: (basketUid: string, loginKey: string, culture: string) =>
    [...checkoutKeys.basket(basketUid), 'invoiceDetails', loginKey, culture] as const,
  /** GET checkout/addresssuggestions/?q=: not of a basket; '' asks whether suggestions are available. */
  addressSuggestions: (query: string, culture: string) => [...checkoutKeys.all, 'addressSuggestions', culture, query] as const,
  /** POST checkout/payment/{orderUid}/confirm/: asked again while the answer is TooSoon. */
  confirm: (orderUid: string) => [...checkoutKeys.all, 'confirm', orderUid] as const,
}
