/**
 * How far a basket is from free delivery (Basket.FreeDelivery, docs/api/README.md; docs/adr/0038). It counts exactly
 * what checkout's delivery price counts (checkout/delivery.ts deliveryCharge): the goods after campaigns and after the
 * voucher, in the customer's terms; gift cards bought and gift cards spent do not count. The method is the one chosen
 * at checkout, or, before one is chosen, the cheapest shipping method that has a free threshold.
 */
import { customerPrice } from '../catalogue/product-card'
import type { DeliveryMethodType } from '../constants'
import { money, type Money } from '@delikat/contract/money'
import type { DeliveryMethodConfig } from '../checkout/delivery'

/** Methods that send goods for a price; pickup is free anyway and NoDelivery carries no goods. */
const SHIPPING_TYPES: readonly DeliveryMethodType[] = ['DeliveryAddress', 'PostNord', 'Burd']

export type FreeDeliveryMethod = Pick<DeliveryMethodConfig, 'id' | 'type' | 'price' | 'freeAbove'>

export interface FreeDelivery {
  MethodType: DeliveryMethodType
  /** True when it is the method chosen at checkout; false when it is the cheapest with a threshold. */
  Chosen: boolean
  /** The threshold, in the customer's terms (B2B without VAT). */
  Threshold: Money
  /** What is left to spend on goods; 0 once reached. */
  Remaining: Money
  Reached: boolean
}

/**
 * The free-delivery figure, or null when there is none to show: nothing in the basket travels, the chosen method is
 * never free (pickup, Burd), or no method has a threshold.
 */
export function freeDeliveryOf(input: {
  /** The goods after campaigns and the voucher, in the customer's terms. */
  goods: number
  isB2B: boolean
  physical: boolean
  chosen: FreeDeliveryMethod | null
  methods: readonly FreeDeliveryMethod[]
}): FreeDelivery | null {
  if (!input.physical) return null
  const method = input.chosen ?? cheapestWithThreshold(input.methods)
  if (!method || method.freeAbove === null || method.freeAbove <= 0) return null
  const threshold = customerPrice(method.freeAbove, input.isB2B)
  const remaining = Math.max(0, threshold - input.goods)
  return {
    MethodType: method.type,
    Chosen: input.chosen !== null,
    Threshold: money(threshold),
    Remaining: money(remaining),
    Reached: remaining === 0,
  }
}

function cheapestWithThreshold(methods: readonly FreeDeliveryMethod[]): FreeDeliveryMethod | null {
  return (
    methods
      .filter((m) => SHIPPING_TYPES.includes(m.type) && m.freeAbove !== null && m.freeAbove > 0)
      .sort((a, b) => a.price - b.price || a.freeAbove! - b.freeAbove! || a.id - b.id)[0] ?? null
  )
}
