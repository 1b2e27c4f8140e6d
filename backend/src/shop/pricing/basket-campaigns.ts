/**
 * Campaigns over a whole basket (docs/product.md §9 CampaignType, each also Conditional). Pure: lines and campaigns come in,
 * priced lines and free gifts go out. Amounts are integer øre incl. VAT, as stored; a business customer's view
 * (without VAT) is made from these afterwards, like every other price.
 *
 * - Regular: a lower unit price for the campaign's products (campaign.ts), the best one per line.
 * - TakeX: the campaign's products mix and match; the units, dearest first, make groups of `take`. A group costs
 *   its `pay` dearest units ("3 for 2"), or `fixedPrice` ("3 for 300,-") when that is cheaper. Units left over pay
 *   their unit price. A group's saving is shared out over its lines in proportion to their prices, to the øre.
 * - FreeGift: while the condition holds, a line of `giftQuantity` × the gift product at 0,- is in the basket; when
 *   it stops holding, the gift goes.
 * - Conditional: a campaign with a condition counts only while it holds: a minimum quantity of its products, a
 *   minimum basket amount (at the prices before TakeX), a customer type. Every campaign has its period.
 *
 * A unit is in one TakeX group at most; campaigns are tried in the order of their ids. No price goes below 0.
 */
import type { Culture } from '../constants'
import { formatPrice } from '@delikat/contract/money'
import { bestRegularCampaign, splashText, type CampaignDiscountKind, type CampaignRule, type CampaignType } from './campaign'

export interface CampaignCondition {
  /** At least this many units of the campaign's products in the basket. */
  minQuantity?: number | null
  /** A basket of at least this much (øre incl. VAT, at the prices before TakeX). */
  minAmount?: number | null
  /** Only for this kind of customer. */
  customerType?: 'B2C' | 'B2B' | null
}

export interface BasketCampaign {
  id: number
  type: CampaignType
  validFrom: Date
  validTo: Date
  /** The products the campaign is about: discounted (Regular, TakeX) or needed for the gift (FreeGift; none: any). */
  productIds: number[]
  splashText?: string | null
  /** Regular. */
  discountKind?: CampaignDiscountKind | null
  percentage?: number | null
  amount?: number | null
  /** TakeX: groups of `take` units cost their `pay` dearest units, or `fixedPrice` for the group. */
  take?: number | null
  pay?: number | null
  fixedPrice?: number | null
  /** FreeGift. */
  giftProductId?: number | null
  giftQuantity?: number | null
  /** Null or empty: the campaign always counts in its period. */
  condition?: CampaignCondition | null
}

export interface BasketLineInput {
  key: string
  productId: number
  /** A variant's line; a fixed Regular price is for the product's own edition only. */
  variantId: number | null
  quantity: number
  /** The regular unit price, øre incl. VAT. */
  regularUnitPrice: number
}

export interface AppliedCampaign {
  id: number
  type: CampaignType
  text: string
}

export interface PricedBasketLine {
  key: string
  quantity: number
  regularUnitPrice: number
  /** After the Regular campaign, before TakeX. */
  unitPrice: number
  /** What the line costs: unitPrice × quantity less its share of TakeX savings. */
  linePrice: number
  /** regularUnitPrice × quantity − linePrice. */
  discount: number
  campaign: AppliedCampaign | null
}

export interface FreeGift {
  campaignId: number
  productId: number
  quantity: number
  text: string
}

export interface BasketPricing {
  lines: PricedBasketLine[]
  freeGifts: FreeGift[]
  /** The sum of the line prices. */
  subTotal: number
}

export interface BasketPricingContext {
  isB2B: boolean
  now: Date
  culture: Culture
}

const TEXTS: Record<
  Culture,
  { takePay: (take: number, pay: number) => string; takeFor: (take: number, price: string) => string; gift: string }
> = {
  da: { takePay: (t, p) => `${t} for ${p}`, takeFor: (t, price) => `${t} for ${price}`, gift: 'Gratis gave' },
  en: { takePay: (t, p) => `${t} for ${p}`, takeFor: (t, price) => `${t} for ${price}`, gift: 'Free gift' },
}

function running(campaign: BasketCampaign, now: Date): boolean {
  return campaign.validFrom <= now && now < campaign.validTo
}

function isWhole(n: number | null | undefined, min: number): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= min
}

/** Whether a campaign's condition holds for this basket; `amount` is the basket at the prices before TakeX. */
export function conditionHolds(
  campaign: BasketCampaign,
  lines: BasketLineInput[],
  amount: number,
  ctx: Pick<BasketPricingContext, 'isB2B'>,
): boolean {
  const condition = campaign.condition
  if (!condition) return true
  if (condition.customerType && condition.customerType !== (ctx.isB2B ? 'B2B' : 'B2C')) return false
  if (isWhole(condition.minQuantity, 1)) {
    const products = new Set(campaign.productIds)
    const units = lines.filter((l) => products.has(l.productId)).reduce((sum, l) => sum + l.quantity, 0)
    if (units < condition.minQuantity) return false
  }
  if (isWhole(condition.minAmount, 1) && amount < condition.minAmount) return false
  return true
}

/** Shares `total` out over `weights` in proportion, to whole øre, the remainders to the largest fractions. */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum <= 0 || total <= 0) return weights.map(() => 0)
  const exact = weights.map((w) => (total * w) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((a, b) => a + b, 0)
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    shares[i]! += 1
    left -= 1
  }
  return shares
}

export function priceBasket(lines: BasketLineInput[], campaigns: BasketCampaign[], ctx: BasketPricingContext): BasketPricing {
  const active = campaigns.filter((c) => running(c, ctx.now)).sort((a, b) => a.id - b.id)

  // The basket amount a minimum-amount condition looks at: regular prices with the unconditional Regular campaigns.
  const unconditionalRegular = active.filter((c) => c.type === 'Regular' && !c.condition)
  // campaign.ts's choice of Regular campaign, over those about the line's product (a fixed price only for the
  // product's own edition, as on the product page).
  const bestRegular = (line: BasketLineInput, rules: BasketCampaign[]) => {
    const about = rules.filter(
      (c) => c.productIds.includes(line.productId) && c.discountKind && !(line.variantId !== null && c.discountKind === 'FixedPrice'),
    )
    const best = bestRegularCampaign(line.regularUnitPrice, about.map(regularRule), ctx.now)
    return best ? { price: best.price, rule: best.rule } : null
  }
  const amountBefore = lines.reduce((sum, l) => sum + (bestRegular(l, unconditionalRegular)?.price ?? l.regularUnitPrice) * l.quantity, 0)
  const counting = active.filter((c) => conditionHolds(c, lines, amountBefore, ctx))

  // Regular: the best unit price per line.
  const regularRules = counting.filter((c) => c.type === 'Regular')
  const priced = lines.map((line) => {
    const best = bestRegular(line, regularRules)
    const unitPrice = best?.price ?? line.regularUnitPrice
    return {
      line,
      unitPrice,
      takeXDiscount: 0,
      campaign: best
        ? ({
            id: best.rule.id,
            type: 'Regular',
            text: splashText(best.rule, line.regularUnitPrice, best.price, ctx.culture),
          } as AppliedCampaign)
        : null,
    }
  })

  // TakeX: each unit once, dearest first within a campaign's products.
  const freeUnits = new Map(priced.map((p, i) => [i, p.line.quantity]))
  for (const campaign of counting.filter((c) => c.type === 'TakeX')) {
    const take = campaign.take
    if (!isWhole(take, 2)) continue
    const pay = isWhole(campaign.pay, 0) && campaign.pay < take ? campaign.pay : null
    const fixed = isWhole(campaign.fixedPrice, 0) ? campaign.fixedPrice : null
    if (pay === null && fixed === null) continue
    const products = new Set(campaign.productIds)
    const units: Array<{ index: number; price: number }> = []
    priced.forEach((p, index) => {
      if (!products.has(p.line.productId)) return
      for (let n = 0; n < (freeUnits.get(index) ?? 0); n++) units.push({ index, price: p.unitPrice })
    })
    units.sort((a, b) => b.price - a.price || a.index - b.index)
    const groups = Math.floor(units.length / take)
    let applied = false
    for (let g = 0; g < groups; g++) {
      const group = units.slice(g * take, (g + 1) * take)
      const full = group.reduce((sum, u) => sum + u.price, 0)
      const byPay = pay === null ? full : group.slice(0, pay).reduce((sum, u) => sum + u.price, 0)
      const price = Math.min(full, byPay, fixed ?? full)
      const saving = full - price
      if (saving <= 0) continue
      applied = true
      const shares = shareOut(
        saving,
        group.map((u) => u.price),
      )
      group.forEach((u, i) => {
        priced[u.index]!.takeXDiscount += shares[i]!
        freeUnits.set(u.index, (freeUnits.get(u.index) ?? 0) - 1)
      })
    }
    if (!applied) continue
    const text =
      campaign.splashText ||
      (pay === null ? TEXTS[ctx.culture].takeFor(take, formatPrice(fixed ?? 0)) : TEXTS[ctx.culture].takePay(take, pay))
    for (const p of priced)
      if (products.has(p.line.productId) && p.takeXDiscount > 0 && p.campaign?.type !== 'TakeX')
        p.campaign = { id: campaign.id, type: 'TakeX', text }
  }

  // FreeGift: while the condition holds and the basket has one of its products (or any, when it names none).
  const freeGifts: FreeGift[] = []
  for (const campaign of counting.filter((c) => c.type === 'FreeGift')) {
    if (!isWhole(campaign.giftProductId, 1)) continue
    const quantity = isWhole(campaign.giftQuantity, 1) ? campaign.giftQuantity : 1
    const needs = campaign.productIds
    if (needs.length > 0 && !lines.some((l) => needs.includes(l.productId) && l.quantity > 0)) continue
    freeGifts.push({
      campaignId: campaign.id,
      productId: campaign.giftProductId,
      quantity,
      text: campaign.splashText || TEXTS[ctx.culture].gift,
    })
  }

  const out = priced.map((p): PricedBasketLine => {
    const gross = p.unitPrice * p.line.quantity
    const linePrice = Math.max(0, gross - p.takeXDiscount)
    return {
      key: p.line.key,
      quantity: p.line.quantity,
      regularUnitPrice: p.line.regularUnitPrice,
      unitPrice: p.unitPrice,
      linePrice,
      discount: p.line.regularUnitPrice * p.line.quantity - linePrice,
      campaign: p.campaign,
    }
  })
  return { lines: out, freeGifts, subTotal: out.reduce((sum, l) => sum + l.linePrice, 0) }
}

function regularRule(campaign: BasketCampaign): CampaignRule {
  return {
    id: campaign.id,
    type: campaign.type,
    discountKind: campaign.discountKind!,
    percentage: campaign.percentage ?? null,
    amount: campaign.amount ?? null,
    splashText: campaign.splashText ?? null,
    validFrom: campaign.validFrom,
    validTo: campaign.validTo,
  }
}
