/**
 * What a product costs now, in one place for the product card, the lists and the basket: the regular price, the
 * best active Regular campaign, the 30-day before price, and the same for each variant. Pure; the rows come from
 * load-pricing.ts.
 */
import type { Culture } from '../constants'
import { bestRegularCampaign, splashText, type CampaignRule, type CampaignType } from './campaign'
import { beforePrice, type PricePoint } from './price-history'

export interface VariantRow {
  id: number
  name: string
  productNumber: string
  price: number
  stockQuantity: number
  netContent: number | null
  netContentUnit: string | null
}

/** The pricing facts of one product, loaded in bulk for a list of products. */
export interface ProductExtras {
  campaigns: CampaignRule[]
  /** Price history by variant id; the product's own under `null`. */
  history: Map<number | null, PricePoint[]>
  variants: VariantRow[]
}

export interface PriceNow {
  /** Øre incl. VAT. */
  current: number
  before: number | null
  campaign: { type: CampaignType; text: string } | null
}

export const NO_EXTRAS: ProductExtras = { campaigns: [], history: new Map(), variants: [] }

/** The price of a product (or one of its variants) with a regular price of `regular`, at `now`. */
export function priceNow(regular: number, extras: ProductExtras, variantId: number | null, culture: Culture, now: Date): PriceNow {
  // A fixed campaign price is the price of the product's own edition; a magnum is not sold at the bottle's price.
  // Percentages and amounts off apply to every edition.
  const rules = variantId === null ? extras.campaigns : extras.campaigns.filter((c) => c.discountKind !== 'FixedPrice')
  const best = bestRegularCampaign(regular, rules, now)
  if (!best) return { current: regular, before: null, campaign: null }
  const history = extras.history.get(variantId) ?? []
  return {
    current: best.price,
    before: beforePrice(history, best.rule.validFrom, regular, best.price),
    campaign: { type: best.rule.type, text: splashText(best.rule, regular, best.price, culture) },
  }
}
