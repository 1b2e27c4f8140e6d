/**
 * Which delivery methods a basket is offered, and what one costs (docs/product.md §9 delivery method types, docs/architecture.md §6).
 * Pure rules; shop/checkout/service.ts reads the methods and the basket and stores the choice.
 *
 * - Goods that travel (anything but event tickets; gift cards are e-gift cards) get home delivery, PostNord
 *   service points, click and collect, and Burd where it rides; a basket of tickets and e-gift cards only gets
 *   NoDelivery, and NoDelivery is never offered for goods.
 * - Burd is offered while the delivery postal code is unknown or inside its area (the shopper learns the area from
 *   its description); once an address outside it is known, it is not offered.
 * - A method with `freeAbove` is free when the goods after discounts reach it, compared in the customer's terms.
 */
import { customerPrice } from '../catalogue/product-card'
import type { DeliveryMethodType, ProductType } from '../constants'
import { inPostalAreas } from './postal-areas'

export interface DeliveryMethodConfig {
  id: number
  type: DeliveryMethodType
  name: string
  description: string | null
  /** Incl. VAT, in øre. */
  price: number
  /** Free from this amount of goods (incl. VAT, øre); null: never free. */
  freeAbove: number | null
  /** Burd's area ("1000-2990, 8000-8270"); null: everywhere. */
  postalCodes: string | null
  pickupAddress: string | null
}

/** A basket line as far as delivery cares. */
export interface DeliveryLine {
  productType: ProductType | null
  /** Lines that cannot be bought as they are do not count. */
  available: boolean
}

/** Whether anything in the basket has to be sent or collected. */
export function needsDelivery(lines: readonly DeliveryLine[]): boolean {
  return lines.some((line) => line.available && line.productType !== 'Event')
}

/** The methods on offer, in the configured order. `zip`: the delivery postal code when one is known. */
export function offeredMethods<M extends Pick<DeliveryMethodConfig, 'type' | 'postalCodes'>>(
  methods: readonly M[],
  options: { physical: boolean; zip: string | null },
): M[] {
  return methods.filter((method) => {
    if (!options.physical) return method.type === 'NoDelivery'
    if (method.type === 'NoDelivery') return false
    if (method.type === 'Burd') return options.zip === null || inPostalAreas(method.postalCodes, options.zip)
    return true
  })
}

/**
 * What the method costs this basket, in the customer's terms (B2C incl. VAT, B2B excl.). `goods`: the goods after
 * discounts, in the same terms.
 */
export function deliveryCharge(method: Pick<DeliveryMethodConfig, 'price' | 'freeAbove'>, goods: number, isB2B: boolean): number {
  if (method.freeAbove !== null && goods >= customerPrice(method.freeAbove, isB2B)) return 0
  return customerPrice(method.price, isB2B)
}
