/** The checkout's vocabulary: how an order is delivered and paid (docs/product.md §4 and §9, docs/api/checkout.md). */

export const DELIVERY_METHOD_TYPES = ['DeliveryAddress', 'NoDelivery', 'PostNord', 'SimplePickup', 'Burd'] as const
export type DeliveryMethodType = (typeof DELIVERY_METHOD_TYPES)[number]

/**
 * The payment methods a shopper can choose, in the order they are offered (Undefined is the state before a choice).
 * MobilePay extends the specified CreditCard/Invoice (docs/adr/0036-mobilepay.md).
 */
export const PAYMENT_METHODS = ['CreditCard', 'MobilePay', 'Invoice'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * The methods paid at the payment provider's page (card or wallet), as opposed to invoice: the same rules hold for
 * both (held stock while unpaid, closed to staff acting as the customer, docs/adr/0036-mobilepay.md).
 */
export const PROVIDER_PAYMENT_METHODS = ['CreditCard', 'MobilePay'] as const
export type ProviderPaymentMethod = (typeof PROVIDER_PAYMENT_METHODS)[number]

export function isProviderPaymentMethod(method: string): method is ProviderPaymentMethod {
  return (PROVIDER_PAYMENT_METHODS as readonly string[]).includes(method)
}

/** What a delivery method needs before payment: a delivery address, a PostNord service point, or nothing. */
export type DeliveryKind = 'address' | 'serviceLocation' | 'none'

export function deliveryKindOf(type: string): DeliveryKind {
  if (type === 'DeliveryAddress' || type === 'Burd') return 'address'
  if (type === 'PostNord') return 'serviceLocation'
  return 'none'
}
