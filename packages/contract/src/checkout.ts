/** The checkout's vocabulary: how an order is delivered and paid (docs/product.md §4 and §9, docs/api/checkout.md). */

export const DELIVERY_METHOD_TYPES = ['DeliveryAddress', 'NoDelivery', 'PostNord', 'SimplePickup', 'Burd'] as const
export type DeliveryMethodType = (typeof DELIVERY_METHOD_TYPES)[number]

/** The payment methods a shopper can choose (Undefined is the state before a choice). */
export const PAYMENT_METHODS = ['CreditCard', 'Invoice'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** What a delivery method needs before payment: a delivery address, a PostNord service point, or nothing. */
export type DeliveryKind = 'address' | 'serviceLocation' | 'none'

export function deliveryKindOf(type: string): DeliveryKind {
  if (type === 'DeliveryAddress' || type === 'Burd') return 'address'
  if (type === 'PostNord') return 'serviceLocation'
  return 'none'
}
