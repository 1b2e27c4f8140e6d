/**
 * What the demo catalogue's generated products get after they are made (generate.ts): stock, reviews, variants,
 * campaigns and the price history the campaigns' before prices rest on. Pure: every choice comes from the seeded
 * random source it is given, in a fixed order, so the same seed gives the same catalogue.
 */
import type { DemoProduct } from '../demo-data'
import type { Random } from '../random'
import { DELI_KINDS } from './food'
import type { CatalogueCampaign, CatalogueProduct, CatalogueVariant, PriceHistoryEntry } from './generate'
import { WINE_REVIEWERS, type Localized } from './wines'

export const DAY_MS = 24 * 60 * 60 * 1000

/** A price in øre rounded to whole kroner ending in 9, for a variant or an older price. */
export function roundedPrice(ore: number): number {
  return Math.max(900, (Math.round(ore / 1000) * 10 - 1) * 100)
}

/** Midnight UTC of the day `days` after `today`. */
export const dayAfter = (today: Date, days: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY_MS)

const REVIEW_SCORES = [3, 3.5, 3.5, 4, 4, 4, 4.5] as const
const REVIEW_SHARE = 0.36

/** Stock for every generated product: mostly on the shelf, some sold out, coming, dated or for pre-order. */
export function stock(r: Random, products: CatalogueProduct[], today: Date): void {
  const shelved = products.filter((p) => p.type !== 'Event')
  const n = shelved.length
  const states = [
    ...Array<DemoProduct['stockState']>(Math.round(n * 0.05)).fill('OutOfStock'),
    ...Array<DemoProduct['stockState']>(Math.round(n * 0.04)).fill('SoonInStock'),
    ...Array<DemoProduct['stockState']>(Math.round(n * 0.04)).fill('StockWithDate'),
    ...Array<DemoProduct['stockState']>(Math.round(n * 0.03)).fill('AvailableAsPreOrder'),
  ]
  const empty = new Map(r.sample(shelved, states.length).map((p, i) => [p, states[i]]))
  const most: Record<DemoProduct['type'], [number, number]> = {
    Wine: [6, 120],
    Food: [5, 80],
    Nonfood: [2, 30],
    GiftBasket: [2, 15],
    Event: [0, 0],
  }
  for (const p of shelved) {
    const state = empty.get(p)
    if (state) {
      p.stockQuantity = 0
      p.stockState = state
      if (state === 'StockWithDate') p.stockDate = dayAfter(today, r.int(5, 40)).toISOString()
    } else {
      p.stockQuantity = r.int(...most[p.type])
    }
  }
  // One or two tastings are fully booked.
  for (const p of r.sample(
    products.filter((x) => x.type === 'Event'),
    2,
  )) {
    p.stockQuantity = 0
    p.stockState = 'OutOfStock'
  }
}

export function reviews(r: Random, products: CatalogueProduct[]): void {
  const reviewers: Record<string, readonly string[]> = Object.fromEntries(DELI_KINDS.map((k) => [k.category, k.reviewers]))
  for (const p of products) {
    if (p.type === 'Event' || !r.chance(REVIEW_SHARE)) continue
    const from =
      p.type === 'Wine'
        ? WINE_REVIEWERS
        : p.type === 'Food'
          ? (reviewers[p.category] ?? WINE_REVIEWERS)
          : ['Bo Bedre', 'Euroman', 'Politiken']
    p.review = { score: r.pick(REVIEW_SCORES), reviewer: r.pick(from) }
  }
}

export function variants(r: Random, generated: CatalogueProduct[]): CatalogueVariant[] {
  const out: CatalogueVariant[] = []
  const add = (p: CatalogueProduct, suffix: string, name: Localized, factor: number, netContent: number, sortOrder = 1) =>
    out.push({
      productKey: p.key,
      name,
      productNumber: `${p.productNumber}-${suffix}`,
      sortOrder,
      price: roundedPrice(p.price * factor),
      stockQuantity: r.chance(0.15) ? 0 : r.int(2, 24),
      netContent,
      netContentUnit: p.netContentUnit ?? 'kg',
    })
  const pick = (count: number, test: (p: CatalogueProduct) => boolean) => r.sample(generated.filter(test), count)

  for (const wine of pick(
    3,
    (p) => p.colour === 'red' && p.netContent === 0.75 && p.price >= 15000 && p.price <= 50000 && p.stockQuantity > 0,
  )) {
    add(wine, 'MAG', { da: 'Magnum 1,5 l', en: 'Magnum 1.5 l' }, 2.15, 1.5)
  }
  for (const [i, cheese] of pick(3, (p) => p.category === 'ost' && p.netContent === 0.25 && p.stockQuantity > 0).entries()) {
    add(cheese, '500', { da: '500 g', en: '500 g' }, 1.9, 0.5)
    if (i === 0) add(cheese, '1000', { da: '1 kg', en: '1 kg' }, 3.6, 1, 2)
  }
  for (const coffee of pick(2, (p) => p.motif === 'coffee' && p.stockQuantity > 0)) add(coffee, '1000', { da: '1 kg', en: '1 kg' }, 3.6, 1)
  for (const tea of pick(1, (p) => p.motif === 'tea' && p.category === 'kaffe-og-te' && p.netContent === 0.1 && p.stockQuantity > 0)) {
    add(tea, '250', { da: '250 g', en: '250 g' }, 2.3, 0.25)
  }
  for (const oil of pick(1, (p) => p.motif === 'oil' && p.netContent === 0.5 && p.stockQuantity > 0))
    add(oil, '3L', { da: 'Dunk 3 l', en: 'Tin 3 l' }, 5, 3)
  return out
}

interface CampaignPlan extends Omit<CatalogueCampaign, 'productKeys'> {
  products: CatalogueProduct[]
}

export function campaigns(r: Random, generated: CatalogueProduct[], variantList: CatalogueVariant[]): CampaignPlan[] {
  const withVariants = new Set(variantList.map((v) => v.productKey))
  const onShelf = generated.filter((p) => p.stockQuantity > 0)
  /** `count` products passing the test, those with variants first so a campaign shows on a variant too. */
  const choose = (count: number, test: (p: CatalogueProduct) => boolean) => {
    const eligible = onShelf.filter(test)
    const first = eligible.filter((p) => withVariants.has(p.key)).slice(0, 1)
    return [
      ...first,
      ...r.sample(
        eligible.filter((p) => !first.includes(p)),
        count - first.length,
      ),
    ]
  }
  const used = new Set<CatalogueProduct>()
  const fresh = (list: CatalogueProduct[]) => {
    list.forEach((p) => used.add(p))
    return list
  }
  return [
    {
      name: 'Ugens vin',
      splashText: { da: 'Ugens vin', en: 'Wine of the week' },
      discountKind: 'Percentage',
      percentage: 20,
      amount: null,
      fromDay: -3,
      toDay: 4,
      products: fresh(choose(6, (p) => p.colour === 'red' && p.price >= 12900 && p.price <= 49900)),
    },
    {
      name: 'Bobler til weekenden',
      splashText: { da: 'Spar 50 kr.', en: 'Save DKK 50' },
      discountKind: 'AmountOff',
      percentage: null,
      amount: 5000,
      fromDay: -10,
      toDay: 18,
      products: fresh(choose(6, (p) => p.colour === 'sparkling' && p.price >= 14900)),
    },
    {
      name: 'Osteugen',
      splashText: { da: 'Osteugen −15 %', en: 'Cheese week −15%' },
      discountKind: 'Percentage',
      percentage: 15,
      amount: null,
      fromDay: -5,
      toDay: 9,
      products: fresh(choose(7, (p) => p.category === 'ost')),
    },
    {
      name: 'Olivenolie til 99 kr.',
      splashText: { da: 'Nu 99,-', en: 'Now 99,-' },
      discountKind: 'FixedPrice',
      percentage: null,
      amount: 9900,
      fromDay: -7,
      toDay: 14,
      products: fresh(choose(5, (p) => p.motif === 'oil' && p.price >= 12900)),
    },
    // Over: its products are back at their regular price, and the before price of a new campaign must not see it.
    {
      name: 'Sommerrosé',
      splashText: { da: 'Sommerrosé −25 %', en: 'Summer rosé −25%' },
      discountKind: 'Percentage',
      percentage: 25,
      amount: null,
      fromDay: -75,
      toDay: -45,
      products: choose(4, (p) => p.colour === 'rose' && !used.has(p)),
    },
    // Not begun: prices stay regular until it starts.
    {
      name: 'Julegaver',
      splashText: { da: 'Julegave −10 %', en: 'Christmas gift −10%' },
      discountKind: 'Percentage',
      percentage: 10,
      amount: null,
      fromDay: 12,
      toDay: 33,
      products: choose(5, (p) => p.type === 'GiftBasket' && !used.has(p)),
    },
  ]
}

/** The campaign price of a regular price, as shop/pricing/campaign.ts works it out. */
function reduced(plan: CampaignPlan, regular: number): number {
  if (plan.discountKind === 'Percentage') return regular - Math.round((regular * (plan.percentage ?? 0)) / 100)
  if (plan.discountKind === 'AmountOff') return regular - (plan.amount ?? 0)
  return Math.min(regular, plan.amount ?? regular)
}

/**
 * Sixty days ago one price, twenty days ago today's. Where the campaign price stays below it, the older price is
 * lower (raised just before the campaign: the before price must show the lower one, Omnibus art. 6a); otherwise
 * higher (a price that came down).
 */
export function history(plans: CampaignPlan[], variantList: CatalogueVariant[]): PriceHistoryEntry[] {
  const out: PriceHistoryEntry[] = []
  const entries = (productKey: string, regular: number, plan: CampaignPlan, variantNumber?: string) => {
    const lower = roundedPrice(regular * 0.9)
    const older = reduced(plan, regular) < lower ? lower : roundedPrice(regular * 1.1)
    out.push({ productKey, variantNumber, daysAgo: 60, price: older }, { productKey, variantNumber, daysAgo: 20, price: regular })
  }
  for (const plan of plans) {
    if (plan.fromDay > 0 || plan.toDay < 0) continue
    for (const p of plan.products) {
      entries(p.key, p.price, plan)
      for (const v of variantList.filter((x) => x.productKey === p.key)) entries(p.key, v.price, plan, v.productNumber)
    }
  }
  return out
}
