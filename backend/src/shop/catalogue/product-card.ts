/** The one mapping from a product document to the SPEC §3 / API.md ProductCard. */
import { productUrl } from '../../content/urls'
import type { Culture, ProductType, StockState } from '../constants'
import { money, withoutVat, type Money } from '../money'
import { toImage, type Image } from './image'
import { maxQuantity, stockState, stockText } from './stock'

export interface ProductDoc {
  id: number
  name: string
  friendlyUrlName: string
  productNumber: string
  type: string
  price: number
  stockQuantity?: number | null
  stockState?: string | null
  stockDate?: string | null
  defaultQuantity?: number | null
  alcoholPercentage?: number | null
  netContent?: number | null
  netContentUnit?: string | null
  shortDescription?: string | null
  description?: string | null
  images?: unknown[] | null
  review?: { score?: number | null; reviewer?: string | null } | null
  seo?: { title?: string | null; description?: string | null } | null
}

export interface ProductCard {
  ProductId: number
  VariantId: number | null
  ProductNumber: string
  Name: string
  FriendlyUrlName: string
  RelativeUrl: string
  Type: ProductType
  ShowAddToBasket: boolean
  DefaultQuantity: number
  MaxQuantity: number
  Pricing: { CurrentPrice: Money; BeforePrice: Money | null; Campaign: null; IncludesVat: boolean }
  PrimaryImage: Image | null
  Images: Image[]
  CampaignSplash: string | null
  ProductReview: { Score: number; Reviewer: string } | null
  Stock: { State: StockState; Text: string }
  PricePerNetContent: string | null
  ShortDescription: string | null
  Description: string | null
  SeoPageTitle: string
  SeoMetaDescription: string | null
  OpenGraphImage: Image | null
  AlcoholPercentage: number | null
}

export interface PricingContext {
  culture: Culture
  isB2B: boolean
}

/** The price a customer of this type sees: B2C incl. VAT, B2B excl. VAT (DESIGN §5). */
export function customerPrice(priceInclVat: number, isB2B: boolean): number {
  return isB2B ? withoutVat(priceInclVat) : priceInclVat
}

const UNIT_TEXT: Record<string, string> = { l: 'l', kg: 'kg', stk: 'stk.' }

export function pricePerNetContent(price: number, netContent?: number | null, unit?: string | null): string | null {
  if (!netContent || netContent <= 0 || !unit) return null
  const perUnit = Math.round(price / netContent)
  return `${money(perUnit).Text.replace(',-', ',00')} kr./${UNIT_TEXT[unit] ?? unit}`
}

export function toProductCard(doc: ProductDoc, ctx: PricingContext): ProductCard {
  const images = (doc.images ?? []).map(toImage).filter((i): i is Image => i !== null)
  const state = stockState(doc)
  const max = maxQuantity(doc)
  const price = customerPrice(doc.price, ctx.isB2B)
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
    Pricing: { CurrentPrice: money(price), BeforePrice: null, Campaign: null, IncludesVat: !ctx.isB2B },
    PrimaryImage: images[0] ?? null,
    Images: images,
    CampaignSplash: null,
    ProductReview:
      doc.review?.score != null && doc.review.reviewer ? { Score: doc.review.score, Reviewer: doc.review.reviewer } : null,
    Stock: { State: state, Text: stockText(state, doc, ctx.culture) },
    PricePerNetContent: pricePerNetContent(price, doc.netContent, doc.netContentUnit),
    ShortDescription: doc.shortDescription ?? null,
    Description: doc.description ?? null,
    SeoPageTitle: doc.seo?.title || doc.name,
    SeoMetaDescription: doc.seo?.description || doc.shortDescription || null,
    OpenGraphImage: images[0] ?? null,
    AlcoholPercentage: doc.alcoholPercentage ?? null,
  }
}
