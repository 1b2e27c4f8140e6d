/** Builds the API.md Basket answer from stored lines and the products they point to. */
import { customerPrice, type PricingContext, type ProductCard, type ProductVariant } from '../catalogue/product-card'
import type { PricedProduct } from '../catalogue/products'
import type { LineUnavailableReason } from '../constants'
import { money, type Money } from '../money'
import { priceBasket, type BasketCampaign } from '../pricing/basket-campaigns'
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

/** The regular unit price (øre incl. VAT) of a line's edition, before any campaign. */
function regularUnitPrice(product: PricedProduct, variantId: number | null): number | null {
  if (variantId === null) return product.doc.price
  return product.extras.variants.find((v) => v.id === variantId)?.price ?? null
}

/**
 * The basket as API.md answers it. Lines that can be bought are priced together by the running campaigns
 * (basket-campaigns.ts: Regular, TakeX, FreeGift and their conditional variants), in øre incl. VAT, and shown in
 * the customer's terms (B2B without VAT). A free gift is a line of its own while its campaign's condition holds.
 */
export function toBasket(
  uid: string,
  stored: StoredLine[],
  products: Map<number, PricedProduct>,
  ctx: PricingContext,
  campaigns: BasketCampaign[] = [],
): Basket {
  const view = (ore: number) => money(customerPrice(ore, ctx.isB2B))
  const editions = stored.map((line) => {
    const product = products.get(line.productId)
    const edition = lineEdition(product, line.variantId)
    const regular = product && edition ? regularUnitPrice(product, line.variantId) : null
    return { line, product, edition, regular, unavailable: unavailable(edition, line.quantity) }
  })
  const buyable = editions.filter((e) => e.unavailable === null && e.regular !== null)
  const pricing = priceBasket(
    buyable.map((e) => ({ key: e.line.lineUid, productId: e.line.productId, variantId: e.line.variantId, quantity: e.line.quantity, regularUnitPrice: e.regular! })),
    campaigns,
    { isB2B: ctx.isB2B, culture: ctx.culture, now: ctx.now ?? new Date() },
  )
  const priced = new Map(pricing.lines.map((l) => [l.key, l]))

  const lines: BasketLine[] = editions.map(({ line, product, edition, unavailable: reason }) => {
    const own = priced.get(line.lineUid)
    // A line that cannot be bought as it is shows its current price and does not count.
    const unit = own ? view(own.unitPrice) : money(edition ? edition.Pricing.CurrentPrice.Amount : 0)
    return {
      basketlineUid: line.lineUid,
      Product: product && edition ? lineCard(product.card, edition) : (product?.card ?? null),
      Quantity: line.quantity,
      MaxQuantity: edition?.MaxQuantity ?? 0,
      UnitPrice: unit,
      // Without a TakeX share the line is its unit price times the quantity, also in a business customer's terms.
      LinePrice: own && own.linePrice !== own.unitPrice * own.quantity ? view(own.linePrice) : money(unit.Amount * line.quantity),
      Campaign: own ? (own.campaign ? { CampaignType: own.campaign.type, Text: own.campaign.text } : null) : (edition?.Pricing.Campaign ?? null),
      IsFreeGift: false,
      Unavailable: reason,
    }
  })
  for (const gift of pricing.freeGifts) {
    const card = products.get(gift.productId)?.card
    if (!card) continue
    lines.push({
      basketlineUid: `freegift-${gift.campaignId}`,
      Product: card,
      Quantity: gift.quantity,
      MaxQuantity: gift.quantity,
      UnitPrice: money(0),
      LinePrice: money(0),
      Campaign: { CampaignType: 'FreeGift', Text: gift.text },
      IsFreeGift: true,
      // A gift that is sold out is shown as such; it never costs anything either way.
      Unavailable: card.MaxQuantity >= gift.quantity ? null : 'SoldOutOrUnavailable',
    })
  }

  const totals = computeTotals({
    lineTotals: lines.filter((l) => l.Unavailable === null).map((l) => l.LinePrice.Amount),
    isB2B: ctx.isB2B,
  })
  return {
    Uid: uid,
    // What the shopper put in the basket; a free gift comes on top.
    Quantity: lines.filter((l) => !l.IsFreeGift).reduce((sum, l) => sum + l.Quantity, 0),
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
