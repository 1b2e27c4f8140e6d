/**
 * Basket totals in integer øre (docs/api/README.md Basket.Totals). Line prices are in the customer's terms: incl. VAT for
 * consumers, excl. VAT for business customers, who get the VAT added on top. Totals are never negative.
 *
 * Gift cards bought in the basket are multi-purpose vouchers: no VAT when sold (it is paid when they are spent),
 * the same face value for consumers and businesses, no voucher discount on them, and they cannot be paid with
 * another gift card. Gift cards spent in the basket are a means of payment: they lower what is left to pay, not
 * the VAT.
 */
import { vatContainedIn, vatOn } from '@delikat/contract/money'

export interface TotalsInput {
  /** The goods' line prices, in the customer's terms. */
  lineTotals: number[]
  isB2B: boolean
  /** The voucher's discount on the goods (capped at the goods). */
  discount?: number
  delivery?: number
  /** The face value of the gift cards being bought. */
  giftCardPurchases?: number
  /** What the gift cards spent in the basket hold between them (capped at what they may pay). */
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
  const goods = input.lineTotals.reduce((a, b) => a + b, 0)
  const purchases = input.giftCardPurchases ?? 0
  const discount = Math.max(0, Math.min(input.discount ?? 0, goods))
  const delivery = input.delivery ?? 0
  const taxable = goods - discount + delivery
  const vat = input.isB2B ? vatOn(taxable) : vatContainedIn(taxable)
  const payableByGiftCard = input.isB2B ? taxable + vat : taxable
  const giftCards = Math.max(0, Math.min(input.giftCards ?? 0, payableByGiftCard))
  return {
    SubTotal: goods + purchases,
    Discount: discount,
    Delivery: delivery,
    GiftCards: giftCards,
    Vat: vat,
    Total: payableByGiftCard + purchases - giftCards,
  }
}

/** Shares what the gift cards pay between them in the order they were added, each up to its balance. */
export function allocateGiftCards(toPay: number, balances: readonly number[]): number[] {
  let left = Math.max(0, toPay)
  return balances.map((balance) => {
    const used = Math.min(left, Math.max(0, balance))
    left -= used
    return used
  })
}
