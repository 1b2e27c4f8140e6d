/**
 * Basket totals in integer øre (API.md Basket.Totals). Line prices are in the customer's terms: incl. VAT for
 * consumers, excl. VAT for business customers, who get the VAT added on top. Totals are never negative.
 */
import { vatContainedIn, vatOn } from '../money'

export interface TotalsInput {
  lineTotals: number[]
  isB2B: boolean
  discount?: number
  delivery?: number
  giftCards?: number
}

export interface Totals {
  SubTotal: number
  Discount: number
  Delivery: number
  GiftCards: number
  Vat: number
  Total: number
}

export function computeTotals(input: TotalsInput): Totals {
  const subTotal = input.lineTotals.reduce((a, b) => a + b, 0)
  const discount = Math.min(input.discount ?? 0, subTotal)
  const delivery = input.delivery ?? 0
  const beforeGiftCards = subTotal - discount + delivery
  if (input.isB2B) {
    const vat = vatOn(beforeGiftCards)
    const gross = beforeGiftCards + vat
    const giftCards = Math.min(input.giftCards ?? 0, gross)
    return { SubTotal: subTotal, Discount: discount, Delivery: delivery, GiftCards: giftCards, Vat: vat, Total: gross - giftCards }
  }
  const giftCards = Math.min(input.giftCards ?? 0, beforeGiftCards)
  return {
    SubTotal: subTotal,
    Discount: discount,
    Delivery: delivery,
    GiftCards: giftCards,
    Vat: vatContainedIn(beforeGiftCards),
    Total: beforeGiftCards - giftCards,
  }
}
