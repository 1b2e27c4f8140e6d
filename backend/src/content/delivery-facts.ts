/**
 * The delivery facts every page's shell shows before checkout (the selling-points bar, the product page, the basket):
 * the lowest amount from which a method delivers for free, the lowest paid delivery price, and whether the shop
 * offers click and collect. Read from the delivery methods staff keep in the admin, so an amount is never typed twice;
 * both VAT terms are sent, since the footer answer is shared by consumers (incl. VAT) and business customers (excl.).
 */
import type { Payload } from 'payload'
import { customerPrice } from '../shop/catalogue/product-card'
import type { Culture, DeliveryMethodType } from '../shop/constants'
import { money, type Money } from '@delikat/contract/money'

/** Methods that send goods for a price (pickup is free, NoDelivery is for tickets and e-gift cards). */
const SHIPPING_TYPES: readonly DeliveryMethodType[] = ['DeliveryAddress', 'PostNord', 'Burd']

export interface DeliveryMethodFact {
  methodType: DeliveryMethodType
  /** Incl. VAT, in øre. */
  price: number
  freeAbove: number | null
  active: boolean
}

/** An amount in both terms: consumers see InclVat, business customers ExclVat, never both. */
export interface BothTerms {
  InclVat: Money
  ExclVat: Money
}

export interface DeliveryFacts {
  /** The lowest free-delivery amount and the method it is for (the storefront names it), or null: never free. */
  FreeAbove: (BothTerms & { Type: DeliveryMethodType }) | null
  /** The cheapest paid delivery, or null when no method costs anything. */
  PriceFrom: BothTerms | null
  /** Click and collect in the shop is offered. */
  Pickup: boolean
}

const bothTerms = (inclVat: number): BothTerms => ({ InclVat: money(inclVat), ExclVat: money(customerPrice(inclVat, true)) })

export function deliveryFacts(methods: readonly DeliveryMethodFact[]): DeliveryFacts {
  const shipping = methods.filter((m) => m.active && SHIPPING_TYPES.includes(m.methodType))
  const free = shipping
    .filter((m): m is DeliveryMethodFact & { freeAbove: number } => m.freeAbove !== null && m.freeAbove > 0)
    .sort((a, b) => a.freeAbove - b.freeAbove)[0]
  const paid = shipping.map((m) => m.price).filter((price) => price > 0)
  return {
    FreeAbove: free ? { ...bothTerms(free.freeAbove), Type: free.methodType } : null,
    PriceFrom: paid.length > 0 ? bothTerms(Math.min(...paid)) : null,
    Pickup: methods.some((m) => m.active && m.methodType === 'SimplePickup'),
  }
}

/** The facts from the stored methods. Their collection is staff-only; only these sums leave it. */
export async function readDeliveryFacts(payload: Payload, culture: Culture): Promise<DeliveryFacts> {
  const found = await payload.find({
    collection: 'delivery-methods',
    where: { active: { equals: true } },
    locale: culture,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return deliveryFacts(
    found.docs.map((doc) => ({
      methodType: doc.methodType,
      price: doc.price,
      freeAbove: doc.freeAbove ?? null,
      active: doc.active ?? true,
    })),
  )
}
