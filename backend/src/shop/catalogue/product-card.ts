/** The one mapping from a product document to the docs/product.md §3 / docs/api/README.md ProductCard. */
import type { Image, Pricing, ProductCard, ProductVariant } from '@delikat/contract/catalogue'
import { money, withoutVat } from '@delikat/contract/money'
import { productUrl } from '../../content/urls'
import type { AgeLimitOverride, Culture, ProductType } from '../constants'
import { NO_EXTRAS, priceNow, type ProductExtras, type VariantRow } from '../pricing/product-pricing'
import { resolveExemption } from '../withdrawal/exemption'
import { requiredAge } from './age'
import { eventHasPassed, eventStockText, productEvent } from './event'
import { productFacts } from './facts'
import { toImage } from './image'
import { maxQuantity, stockState, stockText } from './stock'

export interface ProductDoc {
  id: number
  name: string
  friendlyUrlName: string
  productNumber: string
  /** The EAN (GTIN-13); answered on the product's detail (GET product/{id}) and its sheet, not on cards. */
  ean?: string | null
  type: string
  price: number
  stockQuantity?: number | null
  stockState?: string | null
  stockDate?: string | null
  defaultQuantity?: number | null
  alcoholPercentage?: number | null
  /** Staff's override of the age limit; empty follows the percentage. */
  ageLimit?: AgeLimitOverride | null
  /** Staff's art. 16 setting (shop/withdrawal/exemption.ts); empty follows the type and storage. */
  withdrawalExemption?: string | null
  netContent?: number | null
  netContentUnit?: string | null
  shortDescription?: string | null
  description?: string | null
  images?: unknown[] | null
  review?: { score?: number | null; reviewer?: string | null } | null
  seo?: { title?: string | null; description?: string | null } | null
  country?: string | null
  region?: string | null
  origin?: string | null
  grape?: string | null
  vintage?: number | null
  producer?: string | null
  colour?: string | null
  storage?: string | null
  organic?: boolean | null
  /** Events only (docs/adr/0041): the start (ISO), the length in minutes and the place in the culture. */
  eventStartsAt?: string | null
  eventDurationMinutes?: number | null
  eventPlace?: string | null
}

export interface PricingContext {
  culture: Culture
  isB2B: boolean
  /** The moment prices are worked out for; now unless a test says otherwise. */
  now?: Date
}

/** The price a customer of this type sees: B2C incl. VAT, B2B excl. VAT (docs/architecture.md §5). */
export function customerPrice(priceInclVat: number, isB2B: boolean): number {
  return isB2B ? withoutVat(priceInclVat) : priceInclVat
}

const UNIT_TEXT: Record<string, string> = { l: 'l', kg: 'kg', stk: 'stk.' }

export function pricePerNetContent(price: number, netContent?: number | null, unit?: string | null): string | null {
  if (!netContent || netContent <= 0 || !unit) return null
  const perUnit = Math.round(price / netContent)
  return `${money(perUnit).Text.replace(',-', ',00')} kr./${UNIT_TEXT[unit] ?? unit}`
}

/** The net content as a label for the edition picker: "0,75 l", "250 g". */
export function netContentText(netContent?: number | null, unit?: string | null): string | null {
  if (!netContent || netContent <= 0 || !unit) return null
  if (unit === 'kg' && netContent < 1) return `${Math.round(netContent * 1000)} g`
  if (unit === 'l' && netContent < 1) return `${Math.round(netContent * 100)} cl`
  return `${String(netContent).replace('.', ',')} ${UNIT_TEXT[unit] ?? unit}`
}

function pricing(regular: number, extras: ProductExtras, variantId: number | null, ctx: PricingContext): Pricing {
  const now = priceNow(regular, extras, variantId, ctx.culture, ctx.now ?? new Date())
  const view = (ore: number) => money(customerPrice(ore, ctx.isB2B))
  return {
    CurrentPrice: view(now.current),
    BeforePrice: now.before === null ? null : view(now.before),
    Campaign: now.campaign ? { CampaignType: now.campaign.type, Text: now.campaign.text } : null,
    IncludesVat: !ctx.isB2B,
  }
}

function edition(
  id: number | null,
  name: string,
  productNumber: string,
  regular: number,
  stock: { stockQuantity?: number | null; stockState?: string | null; stockDate?: string | null },
  net: { netContent?: number | null; netContentUnit?: string | null },
  extras: ProductExtras,
  ctx: PricingContext,
): ProductVariant {
  const state = stockState(stock)
  const max = maxQuantity(stock)
  const price = pricing(regular, extras, id, ctx)
  return {
    VariantId: id,
    Name: name,
    ProductNumber: productNumber,
    Pricing: price,
    Stock: { State: state, Text: stockText(state, stock, ctx.culture) },
    MaxQuantity: max,
    ShowAddToBasket: max > 0,
    PricePerNetContent: pricePerNetContent(price.CurrentPrice.Amount, net.netContent, net.netContentUnit),
  }
}

/** The editions of a product: itself first, then its variants; none when it has no variants. */
export function productVariants(doc: ProductDoc, extras: ProductExtras, ctx: PricingContext): ProductVariant[] {
  if (extras.variants.length === 0) return []
  const own = edition(
    null,
    netContentText(doc.netContent, doc.netContentUnit) ?? 'Standard',
    doc.productNumber,
    doc.price,
    doc,
    doc,
    extras,
    ctx,
  )
  const variants = extras.variants.map((v: VariantRow) =>
    // A variant has a quantity only; when it is out, it tells the product's own state (soon in stock, a date).
    edition(v.id, v.name, v.productNumber, v.price, { ...doc, stockQuantity: v.stockQuantity }, v, extras, ctx),
  )
  return [own, ...variants]
}

export function toProductCard(doc: ProductDoc, ctx: PricingContext, extras: ProductExtras = NO_EXTRAS): ProductCard {
  const images = (doc.images ?? []).map(toImage).filter((i): i is Image => i !== null)
  const now = ctx.now ?? new Date()
  // A tasting that has begun sells no more seats, whatever is left (docs/adr/0041).
  const passed = eventHasPassed(doc, now)
  const state = passed ? 'OutOfStock' : stockState(doc)
  const max = passed ? 0 : maxQuantity(doc)
  const price = pricing(doc.price, extras, null, ctx)
  const defaultQuantity = Math.max(1, Math.min(doc.defaultQuantity ?? 1, Math.max(max, 1)))
  return {
    ProductId: doc.id,
    VariantId: null,
    ProductNumber: doc.productNumber,
    Name: doc.name,
    FriendlyUrlName: doc.friendlyUrlName,
    RelativeUrl: productUrl(doc.friendlyUrlName, doc.id),
    Type: doc.type as ProductType,
    ShowAddToBasket: max > 0,
    DefaultQuantity: defaultQuantity,
    MaxQuantity: max,
    Pricing: price,
    PrimaryImage: images[0] ?? null,
    Images: images,
    CampaignSplash: price.Campaign?.Text ?? null,
    ProductReview: doc.review?.score != null && doc.review.reviewer ? { Score: doc.review.score, Reviewer: doc.review.reviewer } : null,
    Stock: { State: state, Text: eventStockText(doc, ctx.culture, now) ?? stockText(state, doc, ctx.culture) },
    PricePerNetContent: pricePerNetContent(price.CurrentPrice.Amount, doc.netContent, doc.netContentUnit),
    ShortDescription: doc.shortDescription ?? null,
    Description: doc.description ?? null,
    SeoPageTitle: doc.seo?.title || doc.name,
    SeoMetaDescription: doc.seo?.description || doc.shortDescription || null,
    OpenGraphImage: images[0] ?? null,
    AlcoholPercentage: doc.alcoholPercentage ?? null,
    RequiredAge: requiredAge(doc.alcoholPercentage, doc.ageLimit),
    // Told before the purchase, as the law asks of goods without a right of withdrawal (docs/adr/0023).
    WithdrawalExemption: resolveExemption({ type: doc.type, storage: doc.storage, withdrawalExemption: doc.withdrawalExemption }),
    Facts: productFacts(doc, ctx.culture),
    Variants: productVariants(doc, extras, ctx),
    Event: productEvent(doc, now),
  }
}
