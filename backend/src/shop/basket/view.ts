/** Builds the API.md Basket answer from stored lines and the products they point to. */
import { customerPrice, toProductCard, type PricingContext, type ProductCard, type ProductDoc } from '../catalogue/product-card'
import { maxQuantity } from '../catalogue/stock'
import type { LineUnavailableReason } from '../constants'
import { money, type Money } from '../money'
import { computeTotals } from './totals'

export interface StoredLine {
  lineUid: string
  productId: number
  quantity: number
}

export interface BasketLine {
  basketlineUid: string
  Product: ProductCard | null
  Quantity: number
  MaxQuantity: number
  UnitPrice: Money
  LinePrice: Money
  Campaign: null
  IsFreeGift: boolean
  Unavailable: LineUnavailableReason | null
}

export interface Basket {
  Uid: string
  Quantity: number
  Lines: BasketLine[]
  GiftCardLines: never[]
  GiftCardUsages: never[]
  Voucher: null
  Totals: { SubTotal: Money; Discount: Money; Delivery: Money; GiftCards: Money; Vat: Money; Total: Money }
  IsB2B: boolean
}

function unavailable(product: ProductDoc | undefined, quantity: number): LineUnavailableReason | null {
  if (!product) return 'SoldOutOrUnavailable'
  const max = maxQuantity(product)
  if (max <= 0) return 'SoldOutOrUnavailable'
  if (quantity > max) return 'QuantityGreaterThanInventory'
  return null
}

export function toBasket(uid: string, stored: StoredLine[], products: Map<number, ProductDoc>, ctx: PricingContext): Basket {
  const lines: BasketLine[] = stored.map((line) => {
    const product = products.get(line.productId)
    const unit = product ? customerPrice(product.price, ctx.isB2B) : 0
    const reason = unavailable(product, line.quantity)
    return {
      basketlineUid: line.lineUid,
      Product: product ? toProductCard(product, ctx) : null,
      Quantity: line.quantity,
      MaxQuantity: product ? maxQuantity(product) : 0,
      UnitPrice: money(unit),
      LinePrice: money(unit * line.quantity),
      Campaign: null,
      IsFreeGift: false,
      Unavailable: reason,
    }
  })
  // Lines that cannot be bought as they are stay visible but do not count towards the total.
  const totals = computeTotals({
    lineTotals: lines.filter((l) => l.Unavailable === null).map((l) => l.LinePrice.Amount),
    isB2B: ctx.isB2B,
  })
  return {
    Uid: uid,
    Quantity: lines.reduce((sum, l) => sum + l.Quantity, 0),
    Lines: lines,
    GiftCardLines: [],
    GiftCardUsages: [],
    Voucher: null,
    Totals: {
      SubTotal: money(totals.SubTotal),
      Discount: money(totals.Discount),
      Delivery: money(totals.Delivery),
      GiftCards: money(totals.GiftCards),
      Vat: money(totals.Vat),
      Total: money(totals.Total),
    },
    IsB2B: ctx.isB2B,
  }
}

/** The analytics view of a basket change (SPEC §3 datalayer basket, GA4 item shape). */
export function toDataLayerBasket(basket: Basket) {
  return {
    currency: 'DKK',
    value: basket.Totals.Total.Amount / 100,
    items: basket.Lines.filter((l) => l.Product).map((l) => ({
      item_id: l.Product!.ProductNumber,
      item_name: l.Product!.Name,
      price: l.UnitPrice.Amount / 100,
      quantity: l.Quantity,
    })),
  }
}
