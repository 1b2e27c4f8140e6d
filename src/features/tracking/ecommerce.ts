// GA4's e-commerce events (docs/analytics.md) built from the storefront's types. Pure functions: the hooks in
// useTrack.ts add who is visiting and push them.
import type { AddBasketItemBody } from '@/features/basket/api/add-basket-item'
import type { Basket, BasketLine } from '@/features/basket/api/schemas'
import type { DeliveryMethod } from '@/features/checkout/api/schemas'
import type { Edition } from '@/features/product/variants'
import type { ProductCard } from '@/lib/schemas'
import { basketItems, cardItem, editionItem, giftCardItem, itemsValue, kroner, lineItem, type Ga4Item, type ProductList } from './items'

export type EcommerceEventName =
  | 'view_item'
  | 'view_item_list'
  | 'select_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'

export type Ecommerce = {
  currency: 'DKK'
  value: number
  items: Ga4Item[]
  item_list_id?: string
  item_list_name?: string
  transaction_id?: string
  tax?: number
  shipping?: number
  coupon?: string
  shipping_tier?: string
  payment_type?: string
}

export type EcommerceEvent = { event: EcommerceEventName; ecommerce: Ecommerce }

const CURRENCY = 'DKK'

function itemsEvent(event: EcommerceEventName, items: Ga4Item[], extra: Partial<Ecommerce> = {}): EcommerceEvent {
  return { event, ecommerce: { currency: CURRENCY, value: itemsValue(items), items, ...extra } }
}

/** The product page, as the edition shown (docs/analytics.md view_item). */
export function viewItemEvent(product: ProductCard, edition: Edition): EcommerceEvent {
  return itemsEvent('view_item', [editionItem(product, edition)])
}

/** A list of product cards shown; index counts from 0 in the order shown. */
export function viewItemListEvent(list: ProductList, products: readonly ProductCard[]): EcommerceEvent {
  const items = products.map((product, index) => cardItem(product, 1, index, list))
  return itemsEvent('view_item_list', items, { item_list_id: list.id, item_list_name: list.name })
}

/** A card clicked; list and index when the card was shown in a tracked list. */
export function selectItemEvent(product: ProductCard, place?: { list: ProductList; index: number }): EcommerceEvent {
  const item = cardItem(product, 1, place?.index, place?.list)
  return itemsEvent('select_item', [item], place ? { item_list_id: place.list.id, item_list_name: place.list.name } : {})
}

const sameEdition = (line: BasketLine, productId: number, variantId: number | string | null | undefined) =>
  line.Product.ProductId === productId && String(line.Product.VariantId ?? '') === String(variantId ?? '')

/**
 * An add: exactly what was asked for (the quantity added, not the line's new quantity), priced by the line the
 * answer's basket holds for it (its unit price is what the visitor pays), or by the card when no line is found.
 */
export function addToCartEvent(basket: Basket, body: AddBasketItemBody, product: ProductCard): EcommerceEvent {
  const line = basket.Lines.find((candidate) => !candidate.IsFreeGift && sameEdition(candidate, body.ProductId, body.VariantId))
  return itemsEvent('add_to_cart', [line ? lineItem(line, body.Quantity) : cardItem(product, body.Quantity)])
}

type Counted = { line: BasketLine; quantity: number }

/** The bought lines by edition. Free gifts come and go with the campaign, not by the visitor's hand: left out. */
function countLines(basket: Basket | undefined): Map<string, Counted> {
  const counted = new Map<string, Counted>()
  for (const line of basket?.Lines ?? []) {
    if (line.IsFreeGift) continue
    const key = `${line.Product.ProductId}:${line.Product.VariantId ?? ''}`
    const seen = counted.get(key)
    counted.set(key, { line: seen?.line ?? line, quantity: (seen?.quantity ?? 0) + line.Quantity })
  }
  return counted
}

/**
 * A quantity change or removal on the basket: the difference between the basket before and after, each edition
 * with the quantity it went up (add_to_cart) or down (remove_from_cart) by. Nothing when the basket before is not
 * known, since the difference would then be a guess.
 */
export function basketChangeEvents(before: Basket | undefined, after: Basket): EcommerceEvent[] {
  if (!before) return []
  const was = countLines(before)
  const now = countLines(after)
  const added: Ga4Item[] = []
  const removed: Ga4Item[] = []
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const delta = (now.get(key)?.quantity ?? 0) - (was.get(key)?.quantity ?? 0)
    if (delta > 0) added.push(lineItem(now.get(key)!.line, delta))
    if (delta < 0) removed.push(lineItem(was.get(key)!.line, -delta))
  }
  // Gift cards bought, by amount (one card of 500,- is like another).
  const countCards = (from: Basket) => {
    const counted = new Map<number, number>()
    for (const line of from.GiftCardLines) counted.set(line.Amount.Amount, (counted.get(line.Amount.Amount) ?? 0) + line.Quantity)
    return counted
  }
  const cardsWas = countCards(before)
  const cardsNow = countCards(after)
  for (const amount of new Set([...cardsWas.keys(), ...cardsNow.keys()])) {
    const delta = (cardsNow.get(amount) ?? 0) - (cardsWas.get(amount) ?? 0)
    const item = giftCardItem({ Amount: { Amount: amount, Text: '' }, Quantity: Math.abs(delta) })
    if (delta > 0) added.push(item)
    if (delta < 0) removed.push(item)
  }
  return [
    ...(added.length > 0 ? [itemsEvent('add_to_cart', added)] : []),
    ...(removed.length > 0 ? [itemsEvent('remove_from_cart', removed)] : []),
  ]
}

/**
 * The whole basket: its items, the goods' value as shown (sub total less the voucher's discount, before delivery:
 * incl. VAT for a consumer, excl. for a business) and the voucher code.
 */
function basketEvent(event: EcommerceEventName, basket: Basket, extra: Partial<Ecommerce> = {}): EcommerceEvent {
  const value = kroner(basket.Totals.SubTotal.Amount - (basket.Totals.Discount?.Amount ?? 0))
  const coupon = basket.Voucher?.Code ? { coupon: basket.Voucher.Code } : {}
  return { event, ecommerce: { currency: CURRENCY, value, items: basketItems(basket), ...coupon, ...extra } }
}

export const viewCartEvent = (basket: Basket) => basketEvent('view_cart', basket)

export const beginCheckoutEvent = (basket: Basket) => basketEvent('begin_checkout', basket)

/** shipping_tier is the method's type (DeliveryAddress, PostNord, …): the same in both languages, unlike its name. */
export const addShippingInfoEvent = (basket: Basket, method: Pick<DeliveryMethod, 'DeliveryMethodType'>) =>
  basketEvent('add_shipping_info', basket, { shipping_tier: method.DeliveryMethodType })

/** payment_type is the method as the API names it (CreditCard, Invoice). */
export const addPaymentInfoEvent = (basket: Basket, paymentMethod: string) =>
  basketEvent('add_payment_info', basket, { payment_type: paymentMethod })
