// The purchase event (docs/analytics.md purchase) and the rule that it is pushed once per order.
//
// Once: the backend's confirm answer carries DataLayerPurchase only the first time it is asked for after the order
// stands (it marks the order as reported), so a reload of the receipt, a second tab or a later visit gets no
// purchase to push, and the browser keeps nothing about it. Within one page the transaction ids pushed are
// remembered, so a re-render (or React's double effects in development) cannot push the same order twice.
import type { DataLayerPurchase } from '@/features/checkout/api/schemas'
import type { EcommerceEvent } from './ecommerce'

const pushed = new Set<string>()

/** Marks the order as pushed in this page; false when it was already. */
export function claimPurchase(transactionId: string): boolean {
  if (pushed.has(transactionId)) return false
  pushed.add(transactionId)
  return true
}

/** The backend's purchase (the confirm answer, amounts already in kroner), as it is. */
export function purchaseEvent(purchase: DataLayerPurchase): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: purchase.transaction_id,
      currency: 'DKK',
      value: purchase.value,
      ...(purchase.tax !== null && purchase.tax !== undefined ? { tax: purchase.tax } : {}),
      ...(purchase.shipping !== null && purchase.shipping !== undefined ? { shipping: purchase.shipping } : {}),
      ...(purchase.coupon ? { coupon: purchase.coupon } : {}),
      items: purchase.items.map((item) => ({
        item_id: item.item_id,
        item_name: item.item_name,
        price: item.price,
        quantity: item.quantity,
      })),
    },
  }
}
