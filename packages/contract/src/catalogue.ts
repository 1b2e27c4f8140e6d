/**
 * The catalogue's vocabulary and the product card, as the shop API and the content service send them and the
 * storefront renders them (docs/product.md §3, §4 and §9; docs/api/catalogue.md).
 */
import type { Money } from './money'

export const PRODUCT_TYPES = ['Wine', 'Event', 'Food', 'Nonfood', 'GiftBasket'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

export const STOCK_STATES = ['OutOfStock', 'SoonInStock', 'InStock', 'StockWithDate', 'AvailableAsPreOrder'] as const
export type StockState = (typeof STOCK_STATES)[number]

/** Why a basket line cannot be bought as it stands. */
export const LINE_UNAVAILABLE_REASONS = ['SoldOutOrUnavailable', 'QuantityGreaterThanInventory', 'GenericReason'] as const
export type LineUnavailableReason = (typeof LINE_UNAVAILABLE_REASONS)[number]

/** The most of one product a single basket line may hold, whatever the stock (a shop rule). */
export const MAX_LINE_QUANTITY = 99

/** Products per page of a product search (the category and search pages load more in steps of it). */
export const PRODUCT_SEARCH_PAGE_SIZE = 18

export const PRODUCT_SORT_ORDERS = ['NameAscending', 'Popularity', 'PricingAscending', 'PricingDescending', 'ProductViews'] as const
export type ProductSortOrder = (typeof PRODUCT_SORT_ORDERS)[number]

export const CAMPAIGN_TYPES = ['Regular', 'FreeGift', 'TakeX'] as const
export type CampaignType = (typeof CAMPAIGN_TYPES)[number]

/**
 * Alcohol age limits (the Danish rules in force from 1 April 2025): a drink above 1.2 % vol and up to 6 % vol may be
 * sold only to persons of 16 or more, a stronger one only to persons of 18 or more. Percentages in % vol.
 */
export const ALCOHOL_AGE_LIMIT_ABOVE_PERCENTAGE = 1.2
export const ALCOHOL_ADULT_ABOVE_PERCENTAGE = 6
export const ALCOHOL_MIN_AGE = 16
export const ALCOHOL_ADULT_AGE = 18
export type RequiredAge = typeof ALCOHOL_MIN_AGE | typeof ALCOHOL_ADULT_AGE

/** Why a product cannot be withdrawn from (art. 16 of the Consumer Rights Directive), or `none` (docs/adr/0023). */
export const LINE_EXEMPTIONS = ['none', 'perishable', 'event', 'sealedHygiene', 'personalised'] as const
export type LineExemption = (typeof LINE_EXEMPTIONS)[number]

/** The facts a product page lists, each labelled in the culture. */
export const FACT_KEYS = [
  'producer',
  'country',
  'region',
  'grape',
  'vintage',
  'colour',
  'alcohol',
  'netContent',
  'origin',
  'storage',
  'organic',
] as const
export type FactKey = (typeof FACT_KEYS)[number]

export interface ProductFact {
  Key: FactKey
  Label: string
  Value: string
}

export interface FocalPoint {
  X: number
  Y: number
}

/** A picture as the storefront renders it through the backend's image endpoint. */
export interface Image {
  Name: string
  AltText: string | null
  FileName: string
  FileExtension: string
  Width: number | null
  Height: number | null
  BaseUrl: string
  FocalPoints: { Landscape: FocalPoint; Portrait: FocalPoint; Square: FocalPoint }
}

export interface Pricing {
  CurrentPrice: Money
  /** The lowest price of the 30 days before the campaign began (Omnibus); only with a campaign that lowers it. */
  BeforePrice: Money | null
  Campaign: { CampaignType: CampaignType; Text: string } | null
  IncludesVat: boolean
}

/**
 * When and where a tasting (a product of type Event) is, and how many seats are left (docs/api/catalogue.md
 * "Events", docs/adr/0041). StartsAt and Place are null for an event staff have not dated yet.
 */
export interface ProductEvent {
  /** ISO 8601 instant; the storefront shows it in Danish time. */
  StartsAt: string | null
  DurationMinutes: number | null
  /** The place in the culture, e.g. "Delikat Aarhus, Vestergade 12". */
  Place: string | null
  /** The stock quantity: one seat per ticket. */
  SeatsLeft: number
  /** It has begun or is over: no longer sold. */
  HasPassed: boolean
}

/** One edition of a product: the product itself (VariantId null) or one of its variants. */
export interface ProductVariant {
  VariantId: number | null
  Name: string
  ProductNumber: string
  Pricing: Pricing
  Stock: { State: StockState; Text: string }
  MaxQuantity: number
  ShowAddToBasket: boolean
  PricePerNetContent: string | null
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
  Pricing: Pricing
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
  /** The age a buyer must have reached (16 or 18), or null when anyone may buy it; a variant's is its product's. */
  RequiredAge: RequiredAge | null
  /** Why the product cannot be withdrawn from (art. 16), or `none`; `sealedHygiene` only once its seal is broken. */
  WithdrawalExemption: LineExemption
  /** What the product page lists (producer, country, grape, vintage, …), labelled in the culture. */
  Facts: ProductFact[]
  /** Every edition sold on the product page, the product itself first; empty when it has no variants. */
  Variants: ProductVariant[]
  /** When, where and how many seats: on events only, null on every other type (absent from older answers). */
  Event?: ProductEvent | null
}
