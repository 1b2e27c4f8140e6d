/** Builds the docs/api/README.md Basket answer from stored lines and the products they point to. */
import type { ProductCard, ProductVariant } from '@delikat/contract/catalogue'
import { highestRequiredAge } from '../catalogue/age'
import { customerPrice, type PricingContext } from '../catalogue/product-card'
import type { PricedProduct } from '../catalogue/products'
import type { LineUnavailableReason, RequiredAge } from '../constants'
import { maskCode } from '../giftcards/codes'
import { money, type Money } from '@delikat/contract/money'
import { priceBasket, type BasketCampaign } from '../pricing/basket-campaigns'
import { allocateGiftCards, computeTotals } from './totals'
import { evaluateVoucher, type VoucherRule } from './vouchers'
import { deliveryCharge, needsDelivery, type DeliveryMethodConfig } from '../checkout/delivery'
import { freeDeliveryOf, type FreeDelivery, type FreeDeliveryMethod } from './free-delivery'

export interface StoredLine {
  lineUid: string
  productId: number
  variantId: number | null
  quantity: number
}

/** A gift card being bought, as stored. */
export interface StoredGiftCardLine {
  lineUid: string
  amount: number
  quantity: number
  isGift: boolean
  greeting: string | null
  greetings: string[] | null
}

/** A gift card being spent, as stored, with the card's state now. */
export interface StoredGiftCardUsage {
  usageUid: string
  code: string
  balance: number
  status: 'Active' | 'Blocked'
  expiresAt: Date
}

export interface StoredVoucher extends VoucherRule {
  description: string | null
}

/** The delivery method checkout chose for the basket (shop/checkout). */
export type StoredDelivery = Pick<DeliveryMethodConfig, 'id' | 'type' | 'price' | 'freeAbove'>

/** Everything a basket holds besides its product lines. */
export interface BasketExtras {
  giftCardLines: StoredGiftCardLine[]
  usages: StoredGiftCardUsage[]
  voucher: StoredVoucher | null
  delivery?: StoredDelivery | null
  /** The visitor's verified age (age-verification/service.ts validVerification). */
  verifiedAge?: RequiredAge | null
  /** The shop's active delivery methods, for the free-delivery figure (free-delivery.ts); none: no figure. */
  deliveryMethods?: readonly FreeDeliveryMethod[]
}

export const NO_BASKET_EXTRAS: BasketExtras = { giftCardLines: [], usages: [], voucher: null, delivery: null }

export interface GiftCardBasketLine {
  giftCardBasketlineUid: string
  Amount: Money
  Quantity: number
  IsGift: boolean
  Greeting: string
  /** One greeting per card when they differ (PUT giftcardbasketline/{id}/greetings); else empty. */
  Greetings: string[]
  LinePrice: Money
}

export interface GiftCardUsage {
  giftCardUsageUid: string
  MaskedCode: string
  Used: Money
  RemainingBalance: Money
}

export interface BasketVoucher {
  Code: string
  Discount: Money
  Description: string | null
  /** Why the voucher takes nothing off now (e.g. the goods are below its minimum); null when it applies. */
  Message: string | null
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
  GiftCardLines: GiftCardBasketLine[]
  GiftCardUsages: GiftCardUsage[]
  Voucher: BasketVoucher | null
  Totals: { SubTotal: Money; Discount: Money; Delivery: Money; GiftCards: Money; Vat: Money; Total: Money }
  IsB2B: boolean
  /** The highest age the goods ask of the buyer (16 or 18), or null when anyone may buy them. */
  RequiredAge: RequiredAge | null
  /**
   * The age the visitor is verified at or above (16 or 18; shop/age-verification), the customer's or this basket's,
   * or null. Payment needs it to reach RequiredAge; lines asking more than it cannot be bought by this visitor.
   */
  VerifiedAge: RequiredAge | null
  /** How far the goods are from free delivery, as checkout will charge it (free-delivery.ts); null: nothing to show. */
  FreeDelivery: FreeDelivery | null
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
 * The basket as docs/api/README.md answers it. Lines that can be bought are priced together by the running campaigns
 * (basket-campaigns.ts: Regular, TakeX, FreeGift and their conditional variants), in øre incl. VAT, and shown in
 * the customer's terms (B2B without VAT). A free gift is a line of its own while its campaign's condition holds.
 */
export function toBasket(
  uid: string,
  stored: StoredLine[],
  products: Map<number, PricedProduct>,
  ctx: PricingContext,
  campaigns: BasketCampaign[] = [],
  extras: BasketExtras = NO_BASKET_EXTRAS,
): Basket {
  const now = ctx.now ?? new Date()
  const view = (ore: number) => money(customerPrice(ore, ctx.isB2B))
  const editions = stored.map((line) => {
    const product = products.get(line.productId)
    const edition = lineEdition(product, line.variantId)
    const regular = product && edition ? regularUnitPrice(product, line.variantId) : null
    return { line, product, edition, regular, unavailable: unavailable(edition, line.quantity) }
  })
  const buyable = editions.filter((e) => e.unavailable === null && e.regular !== null)
  const pricing = priceBasket(
    buyable.map((e) => ({
      key: e.line.lineUid,
      productId: e.line.productId,
      variantId: e.line.variantId,
      quantity: e.line.quantity,
      regularUnitPrice: e.regular!,
    })),
    campaigns,
    { isB2B: ctx.isB2B, culture: ctx.culture, now },
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
      Campaign: own
        ? own.campaign
          ? { CampaignType: own.campaign.type, Text: own.campaign.text }
          : null
        : (edition?.Pricing.Campaign ?? null),
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

  const goods = lines.filter((l) => l.Unavailable === null).reduce((sum, l) => sum + l.LinePrice.Amount, 0)
  const voucher = extras.voucher ? evaluateVoucher(extras.voucher, { goods, isB2B: ctx.isB2B, now, culture: ctx.culture }) : null
  const giftCardLines: GiftCardBasketLine[] = extras.giftCardLines.map((g) => ({
    giftCardBasketlineUid: g.lineUid,
    Amount: money(g.amount),
    Quantity: g.quantity,
    IsGift: g.isGift,
    Greeting: g.greeting ?? '',
    Greetings: g.greetings ?? [],
    LinePrice: money(g.amount * g.quantity),
  }))
  // A blocked or expired card stays listed (the shopper removes it) but pays nothing.
  const spendable = extras.usages.map((u) => (u.status === 'Active' && u.expiresAt > now ? u.balance : 0))
  const available = spendable.reduce((a, b) => a + b, 0)
  // The chosen delivery is charged while it suits the basket (checkout drops a choice that no longer does).
  const physical = needsDelivery(lines.map((l) => ({ productType: l.Product?.Type ?? null, available: l.Unavailable === null })))
  const delivery = extras.delivery && physical === (extras.delivery.type !== 'NoDelivery') ? extras.delivery : null
  const discount = Math.min(voucher?.discount ?? 0, goods)
  const totals = computeTotals({
    lineTotals: [goods],
    isB2B: ctx.isB2B,
    discount,
    delivery: delivery ? deliveryCharge(delivery, goods - discount, ctx.isB2B) : 0,
    giftCardPurchases: giftCardLines.reduce((sum, g) => sum + g.LinePrice.Amount, 0),
    giftCards: available,
  })
  const used = allocateGiftCards(totals.GiftCards, spendable)
  return {
    Uid: uid,
    // What the shopper put in the basket (gift cards included); a free gift comes on top.
    Quantity:
      lines.filter((l) => !l.IsFreeGift).reduce((sum, l) => sum + l.Quantity, 0) + giftCardLines.reduce((sum, g) => sum + g.Quantity, 0),
    Lines: lines,
    GiftCardLines: giftCardLines,
    GiftCardUsages: extras.usages.map((u, i) => ({
      giftCardUsageUid: u.usageUid,
      MaskedCode: maskCode(u.code),
      Used: money(used[i]!),
      RemainingBalance: money(spendable[i]! - used[i]!),
    })),
    Voucher: extras.voucher
      ? {
          Code: extras.voucher.code,
          Discount: money(totals.Discount),
          Description: extras.voucher.description,
          Message: voucher && voucher.refusal !== null ? voucher.message : null,
        }
      : null,
    Totals: {
      SubTotal: money(totals.SubTotal),
      Discount: money(totals.Discount),
      Delivery: money(totals.Delivery),
      GiftCards: money(totals.GiftCards),
      Vat: money(totals.Vat),
      Total: money(totals.Total),
    },
    IsB2B: ctx.isB2B,
    // What the order would hold, as for the delivery: a free gift counts, a line that cannot be bought does not.
    RequiredAge: highestRequiredAge(lines.filter((l) => l.Unavailable === null).map((l) => l.Product?.RequiredAge ?? null)),
    VerifiedAge: extras.verifiedAge ?? null,
    FreeDelivery: freeDeliveryOf({
      goods: goods - discount,
      isB2B: ctx.isB2B,
      physical,
      chosen: delivery,
      methods: extras.deliveryMethods ?? [],
    }),
  }
}

/** The analytics view of a basket change (docs/product.md §3 datalayer basket, GA4 item shape). */
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

export type CartAction = 'add' | 'update' | 'remove' | 'voucher' | 'giftcard'

/**
 * The marketing platform's cart_update event (docs/product.md §3 marketing cart update, docs/product.md §9 event names): what changed,
 * and the whole cart after it, with the total to pay in kroner.
 */
export function toMarketingCartUpdate(basket: Basket, change: { action: CartAction; productId?: number; quantity?: number }) {
  const products = basket.Lines.filter((l) => l.Product && !l.IsFreeGift)
  return {
    action: change.action,
    ...(change.productId !== undefined ? { product_id: String(change.productId) } : {}),
    ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
    product_list: products.map((l) => ({ product_id: String(l.Product!.ProductId), quantity: l.Quantity })),
    product_ids: products.map((l) => String(l.Product!.ProductId)),
    total_quantity: basket.Quantity,
    total_price: basket.Totals.Total.Amount / 100,
    voucher_code: basket.Voucher?.Code ?? null,
    local_currency: 'DKK',
  }
}
