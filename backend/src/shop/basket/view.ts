/** Builds the API.md Basket answer from stored lines and the products they point to. */
import type { PricingContext, ProductCard, ProductVariant } from '../catalogue/product-card'
import type { PricedProduct } from '../catalogue/products'
import type { LineUnavailableReason } from '../constants'
import { money, type Money } from '../money'
import { computeTotals } from './totals'

export interface StoredLine {
  lineUid: string
  productId: number
  variantId: number | null
  quantity: number
}

export interface BasketLine {
  basketlineUid: string
  Product: ProductCard | null
  Quantity: number
  MaxQuantity: number
  UnitPrice: Money
  LinePrice: Money
  Campaign: ProductCard['Pricing']['Campaign']
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

/**
 * The edition a line holds: the product itself, or one of its variants (VariantId). Undefined when the product or
 * the variant is gone.
 */
export function lineEdition(product: PricedProduct | undefined, variantId: number | null): ProductVariant | undefined {
  if (!product) return undefined
  const card = product.card
  if (variantId === null) {
    return {
      VariantId: null,
      Name: card.Name,
      ProductNumber: card.ProductNumber,
      Pricing: card.Pricing,
      Stock: card.Stock,
      MaxQuantity: card.MaxQuantity,
      ShowAddToBasket: card.ShowAddToBasket,
      PricePerNetContent: card.PricePerNetContent,
    }
  }
  return card.Variants.find((v) => v.VariantId === variantId)
}

/** The card a line shows: a variant's line names the variant and carries its number, price and stock. */
function lineCard(card: ProductCard, edition: ProductVariant): ProductCard {
  if (edition.VariantId === null) return card
  return {
    ...card,
    VariantId: edition.VariantId,
    Name: `${card.Name}, ${edition.Name}`,
    ProductNumber: edition.ProductNumber,
    Pricing: edition.Pricing,
    Stock: edition.Stock,
    MaxQuantity: edition.MaxQuantity,
    ShowAddToBasket: edition.ShowAddToBasket,
    PricePerNetContent: edition.PricePerNetContent,
  }
}

function unavailable(edition: ProductVariant | undefined, quantity: number): LineUnavailableReason | null {
  if (!edition || edition.MaxQuantity <= 0) return 'SoldOutOrUnavailable'
  if (quantity > edition.MaxQuantity) return 'QuantityGreaterThanInventory'
  return null
}

export function toBasket(uid: string, stored: StoredLine[], products: Map<number, PricedProduct>, ctx: PricingContext): Basket {
  const lines: BasketLine[] = stored.map((line) => {
    const product = products.get(line.productId)
    const edition = lineEdition(product, line.variantId)
    const unit = edition ? edition.Pricing.CurrentPrice.Amount : 0
    return {
      basketlineUid: line.lineUid,
      Product: product && edition ? lineCard(product.card, edition) : (product?.card ?? null),
      Quantity: line.quantity,
      MaxQuantity: edition?.MaxQuantity ?? 0,
      UnitPrice: money(unit),
      LinePrice: money(unit * line.quantity),
      Campaign: edition?.Pricing.Campaign ?? null,
      IsFreeGift: false,
      Unavailable: unavailable(edition, line.quantity),
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
