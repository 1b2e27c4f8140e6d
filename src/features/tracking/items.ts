// GA4 items (docs/analytics.md "Items") from the storefront's own shapes. One rule for item_id everywhere: the
// product number (a variant's own when one is sold), else the product id, as the backend's DataLayerBasket and
// DataLayerPurchase do. Prices are the ones the visitor is shown: the shop API already answers a business
// customer's without VAT and everyone else's with it (docs/api/README.md Pricing), so no VAT is added or taken off here.
import type { Basket, BasketLine, GiftCardBasketLine } from '@/features/basket/api/schemas'
import type { Edition } from '@/features/product/variants'
import type { Pricing, ProductCard } from '@/lib/schemas'

export type Ga4Item = {
  item_id: string
  item_name: string
  item_variant?: string
  price: number
  quantity: number
  item_category?: string
  discount?: number
  coupon?: string
  index?: number
  item_list_id?: string
  item_list_name?: string
}

/** The list a product card was shown in (view_item_list, select_item). */
export type ProductList = { id: string; name: string }

/** Øre (the API's amounts) to kroner, GA4's unit; rounded so sums of øre never show as 169.00000000000003. */
export function kroner(ore: number): number {
  return Math.round(ore) / 100
}

export function itemIdOf(product: { ProductNumber?: string | null; ProductId: number }): string {
  return product.ProductNumber?.trim() ? product.ProductNumber.trim() : String(product.ProductId)
}

/** What a campaign takes off one unit: the before price (shown only when a campaign lowers it) minus the price paid. */
function discountOf(pricing: Pricing, paidOre: number): { discount?: number } {
  const before = pricing.BeforePrice?.Amount
  return before !== undefined && before > paidOre ? { discount: kroner(before - paidOre) } : {}
}

const categoryOf = (type: string | null | undefined): { item_category?: string } => (type ? { item_category: type } : {})

/** A product card in a list or carousel; `index` and `list` when it was shown in one. */
export function cardItem(product: ProductCard, quantity = 1, index?: number, list?: ProductList): Ga4Item {
  const price = product.Pricing.CurrentPrice.Amount
  return {
    item_id: itemIdOf(product),
    item_name: product.Name,
    price: kroner(price),
    quantity,
    ...categoryOf(product.Type),
    ...discountOf(product.Pricing, price),
    ...(index !== undefined ? { index } : {}),
    ...(list ? { item_list_id: list.id, item_list_name: list.name } : {}),
  }
}

/** The product page's product as the edition the visitor looks at (a variant carries its own number and price). */
export function editionItem(product: ProductCard, edition: Edition, quantity = 1): Ga4Item {
  const price = edition.Pricing.CurrentPrice.Amount
  return {
    item_id: itemIdOf({ ProductNumber: edition.ProductNumber ?? product.ProductNumber, ProductId: product.ProductId }),
    item_name: product.Name,
    ...(edition.VariantId !== null && edition.Name ? { item_variant: edition.Name } : {}),
    price: kroner(price),
    quantity,
    ...categoryOf(product.Type),
    ...discountOf(edition.Pricing, price),
  }
}

/** A basket line; its Product already is the edition sold (a variant's number, name and price). */
export function lineItem(line: BasketLine, quantity = line.Quantity): Ga4Item {
  const price = line.UnitPrice.Amount
  return {
    item_id: itemIdOf(line.Product),
    item_name: line.Product.Name,
    price: kroner(price),
    quantity,
    ...categoryOf(line.Product.Type),
    ...discountOf(line.Product.Pricing, price),
  }
}

/** Gift cards bought in the basket have no product number: one item id for them all. */
export function giftCardItem(line: Pick<GiftCardBasketLine, 'Amount' | 'Quantity'>): Ga4Item {
  return { item_id: 'giftcard', item_name: 'Gift card', price: kroner(line.Amount.Amount), quantity: line.Quantity }
}

/** Everything the basket holds, as items. */
export function basketItems(basket: Basket): Ga4Item[] {
  return [...basket.Lines.map((line) => lineItem(line)), ...basket.GiftCardLines.map(giftCardItem)]
}

/** The sum of the items in kroner, counted in øre so it adds up exactly. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return kroner(items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0))
}
