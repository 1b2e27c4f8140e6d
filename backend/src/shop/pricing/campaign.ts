/**
 * Campaign prices on products (docs/product.md §9 CampaignType). Pure: the documents come in, the price goes out.
 * All amounts are integer øre incl. VAT (the consumer price); the customer's view (B2B without VAT) is applied
 * after, in the product card.
 */
import { CAMPAIGN_TYPES, type CampaignType } from '@delikat/contract/catalogue'

export { CAMPAIGN_TYPES, type CampaignType }

/** How a Regular campaign reduces the price. */
export const CAMPAIGN_DISCOUNT_KINDS = ['Percentage', 'AmountOff', 'FixedPrice'] as const
export type CampaignDiscountKind = (typeof CAMPAIGN_DISCOUNT_KINDS)[number]

export interface CampaignRule {
  id: number
  type: CampaignType
  discountKind: CampaignDiscountKind
  percentage: number | null
  amount: number | null
  splashText: string | null
  validFrom: Date
  validTo: Date
}

/** The campaign price of a regular price, never below 0 and never above the regular price. */
export function campaignPrice(regular: number, rule: Pick<CampaignRule, 'discountKind' | 'percentage' | 'amount'>): number {
  let price = regular
  switch (rule.discountKind) {
    case 'Percentage':
      price = regular - Math.round((regular * (rule.percentage ?? 0)) / 100)
      break
    case 'AmountOff':
      price = regular - (rule.amount ?? 0)
      break
    case 'FixedPrice':
      price = rule.amount ?? regular
      break
  }
  return Math.min(regular, Math.max(0, Math.round(price)))
}

/** The Regular campaign that prices a product now: the active one giving the lowest price (ties: earliest start). */
export function bestRegularCampaign(regular: number, rules: CampaignRule[], now: Date): { rule: CampaignRule; price: number } | null {
  let best: { rule: CampaignRule; price: number } | null = null
  for (const rule of rules) {
    if (rule.type !== 'Regular' || rule.validFrom > now || rule.validTo <= now) continue
    const price = campaignPrice(regular, rule)
    if (price >= regular) continue
    if (!best || price < best.price || (price === best.price && rule.validFrom < best.rule.validFrom)) best = { rule, price }
  }
  return best
}

/** The splash text: the editor's, or the saving in whole percent ("-20 %"). */
export function splashText(rule: CampaignRule, regular: number, price: number, culture: 'da' | 'en'): string {
  if (rule.splashText) return rule.splashText
  const percent = Math.round(((regular - price) * 100) / regular)
  return culture === 'da' ? `Spar ${percent} %` : `Save ${percent}%`
}
