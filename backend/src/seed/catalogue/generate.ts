/**
 * The demo catalogue: the nine hand-written products first, then about 290 generated from the tables in wines.ts,
 * food.ts and goods.ts with a seeded random source, plus the variants, campaigns and price history that go with
 * them. Pure and deterministic: the same seed and day give the same catalogue. Only dates (events, stock dates)
 * follow `today`; campaigns and history are kept as days from the seeding day and resolved when written.
 */
import type { WineColour } from '../../shop/catalogue/attributes'
import { slugify } from '../../shop/slug'
import { PRODUCT_CATEGORY } from '../categories'
import { DEMO_PRODUCTS, type DemoProduct } from '../demo-data'
import { DELI_KINDS, type DeliItem, type DeliKind } from './food'
import { DRINKS, EVENT_CITIES, EVENT_THEMES, GIFTS, GOODS } from './goods'
import { createRandom, type Random } from './random'
import { COLOUR_WORDS, WINE_REGIONS, WINE_REVIEWERS, type Appellation, type Localized, type WineRegion } from './wines'

export const DEMO_SEED = 20261122

export interface CatalogueProduct extends DemoProduct {
  /** The leaf category's key (categories.ts). */
  category: string
}

export interface CatalogueVariant {
  productKey: string
  name: Localized
  productNumber: string
  sortOrder: number
  price: number
  stockQuantity: number
  netContent: number
  netContentUnit: 'l' | 'kg' | 'stk'
}

export interface CatalogueCampaign {
  name: string
  splashText: Localized | null
  discountKind: 'Percentage' | 'AmountOff' | 'FixedPrice'
  percentage: number | null
  amount: number | null
  /** Days from the seeding day: negative is in the past. */
  fromDay: number
  toDay: number
  productKeys: string[]
}

/** An older regular price, written after the product so the 30-day before price has a record to rest on. */
export interface PriceHistoryEntry {
  productKey: string
  /** Set for a variant's own price. */
  variantNumber?: string
  daysAgo: number
  price: number
}

export interface Catalogue {
  products: CatalogueProduct[]
  variants: CatalogueVariant[]
  campaigns: CatalogueCampaign[]
  priceHistory: PriceHistoryEntry[]
}

const DAY_MS = 24 * 60 * 60 * 1000
const WINE_COLOUR_CATEGORY: Record<WineColour, string> = {
  red: 'roedvin',
  white: 'hvidvin',
  rose: 'rose',
  sparkling: 'mousserende',
  dessert: 'dessertvin',
  orange: 'orangevin',
}
const REVIEW_SCORES = [3, 3.5, 3.5, 4, 4, 4, 4.5] as const
const REVIEW_SHARE = 0.36

/** Whole kroner within the bounds, ending in 9 as shop prices do, as øre; now and then ,95 instead of ,00. */
function shopPrice(r: Random, [min, max]: readonly [number, number]): number {
  const kroner = Math.min(max, Math.max(min, Math.round((r.int(min, max) + 1) / 10) * 10 - 1))
  return kroner * 100 + (r.chance(0.25) ? 95 : 0)
}

/** A price in øre rounded to whole kroner ending in 9, for a variant or an older price. */
function roundedPrice(ore: number): number {
  return Math.max(900, (Math.round(ore / 1000) * 10 - 1) * 100)
}

const pickAlcohol = (r: Random, [min, max]: readonly [number, number]) => min + 0.5 * r.int(0, Math.round((max - min) * 2))

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

function grapeList(grapes: string, culture: 'da' | 'en'): string {
  const list = grapes.split(',').map((g) => g.trim()).map((g) => (culture === 'da' ? g.toLowerCase() : g))
  if (list.length === 1) return list[0]
  return `${list.slice(0, -1).join(', ')} ${culture === 'da' ? 'og' : 'and'} ${list.at(-1)}`
}

const DA_DAYS = ['Søndag', 'Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag']
const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const DA_MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december']
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "Torsdag 10. december 2026 kl. 19.00" and "Thursday 10 December 2026 at 7 pm". */
export function eventDateText(day: Date, hour: number, minute: number): Localized {
  const d = day.getUTCDate()
  const y = day.getUTCFullYear()
  const m = day.getUTCMonth()
  const w = day.getUTCDay()
  const hour12 = hour > 12 ? hour - 12 : hour
  return {
    da: `${DA_DAYS[w]} ${d}. ${DA_MONTHS[m]} ${y} kl. ${hour}.${String(minute).padStart(2, '0')}`,
    en: `${EN_DAYS[w]} ${d} ${EN_MONTHS[m]} ${y} at ${hour12}${minute ? `.${String(minute).padStart(2, '0')}` : ''} ${hour >= 12 ? 'pm' : 'am'}`,
  }
}

/** Midnight UTC of the day `days` after `today`. */
const dayAfter = (today: Date, days: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY_MS)

class Builder {
  readonly products: CatalogueProduct[] = []
  private readonly names = new Set<string>()
  /** The last number used per prefix: V wine, F food, E event, G gift, N nonfood, each series by the thousand. */
  private readonly numbers: Record<string, number> = { V: 1000, F: 2000, E: 3000, G: 4000, N: 5000 }

  constructor(readonly r: Random) {
    for (const p of DEMO_PRODUCTS) {
      this.add({ ...p, category: PRODUCT_CATEGORY[p.key] })
      const [prefix, number] = p.productNumber.split('-')
      this.numbers[prefix] = Math.max(this.numbers[prefix] ?? 0, Number(number))
    }
  }

  taken(nameDa: string): boolean {
    return this.names.has(slugify(nameDa))
  }

  nextNumber(prefix: 'V' | 'F' | 'E' | 'G' | 'N'): string {
    this.numbers[prefix] += 1
    return `${prefix}-${this.numbers[prefix]}`
  }

  add(p: CatalogueProduct): void {
    const slug = slugify(p.name.da)
    if (this.names.has(slug)) throw new Error(`Two demo products named ${p.name.da}`)
    this.names.add(slug)
    this.products.push(p)
  }
}

function wineProduct(b: Builder, region: WineRegion, a: Appellation, producer: string, today: Date): CatalogueProduct | null {
  const { r } = b
  const words = COLOUR_WORDS[a.colour]
  const [oldest, youngest] = a.vintages ?? words.vintages
  let vintage: number | undefined
  let name = ''
  for (let attempt = 0; attempt < 8; attempt++) {
    vintage = a.nonVintage ? undefined : r.int(oldest, youngest)
    name = `${a.name}${vintage ? ` ${vintage}` : ''}, ${producer}`
    if (!b.taken(name)) break
  }
  if (b.taken(name)) return null

  // A few big bottles of reds and sparkling: the same wine, priced a little over twice the 75 cl.
  const magnum = !a.netContent && (a.colour === 'red' || a.colour === 'sparkling') && a.price[1] <= 600 && r.chance(0.05)
  let price = shopPrice(r, a.price)
  if (magnum) price = Math.min(119900, roundedPrice(price * 2.15))
  const netContent = magnum ? 1.5 : (a.netContent ?? 0.75)
  const displayName = magnum ? { da: `${name}, magnum 1,5 l`, en: `${name}, magnum 1.5 l` } : { da: name, en: name }
  if (b.taken(displayName.da)) return null

  const organic = r.chance(0.25)
  const [n1, n2, n3] = r.sample(words.notes, 3)
  const adjective = r.pick(words.adjectives)
  const pairing = r.pick(words.pairings)
  const shortDescription = {
    da: `${adjective.da} ${words.noun.da} af ${grapeList(a.grapes, 'da')} fra ${region.region.da} med noter af ${n1.da}, ${n2.da} og ${n3.da}. ${pairing.da}`,
    en: `${adjective.en} ${words.noun.en} made from ${grapeList(a.grapes, 'en')} in ${region.region.en}, with notes of ${n1.en}, ${n2.en} and ${n3.en}. ${pairing.en}`,
  }
  let description: Localized | undefined
  if (r.chance(0.65)) {
    const hectares = String(r.int(4, 40))
    const owner = organic
      ? { da: `arbejder økologisk på ${hectares} hektar i`, en: `farms ${hectares} hectares organically in` }
      : r.pick([
          { da: 'er en familieejet producent i', en: 'is a family-owned producer in' },
          { da: `dyrker omkring ${hectares} hektar i`, en: `farms about ${hectares} hectares in` },
          { da: 'har lavet vin i tre generationer i', en: 'has made wine for three generations in' },
        ])
    const making = r.pick(words.making)
    const keepYears: Partial<Record<WineColour, [number, number]>> = { red: [6, 15], white: [3, 8], dessert: [15, 30], sparkling: [5, 10], orange: [3, 6] }
    const keep = keepYears[a.colour]
    const until = vintage && keep ? Math.max(today.getUTCFullYear() + 1, vintage + r.int(keep[0], keep[1])) : null
    description = {
      da: `${producer} ${owner.da} ${region.region.da}. ${making.da} ${words.serving.da}${until ? `; vinen kan gemmes til ${until}` : ''}.`,
      en: `${producer} ${owner.en} ${region.region.en}. ${making.en} ${words.serving.en}${until ? `; it will keep until ${until}` : ''}.`,
    }
  }
  return {
    key: slugify(displayName.da),
    productNumber: b.nextNumber('V'),
    type: 'Wine',
    category: WINE_COLOUR_CATEGORY[a.colour],
    name: displayName,
    shortDescription,
    description,
    price,
    stockQuantity: 0,
    alcoholPercentage: pickAlcohol(r, a.alcohol),
    netContent,
    netContentUnit: 'l',
    motif: words.motif,
    country: region.country,
    region: region.region,
    grape: a.grapes,
    vintage,
    producer,
    colour: a.colour,
    organic,
    storage: 'ambient',
    picture: a.bottle ? { shape: a.bottle } : undefined,
  }
}

function wines(b: Builder, today: Date): void {
  for (const region of WINE_REGIONS) {
    // Each region's producers take turns, starting at a random one, so the appellations spread over them.
    let turn = b.r.int(0, region.producers.length - 1)
    for (const appellation of region.appellations) {
      for (let i = 0; i < appellation.count; i++) {
        const producer = region.producers[turn++ % region.producers.length]
        const wine = wineProduct(b, region, appellation, producer, today)
        if (wine) b.add(wine)
      }
    }
  }
}

function deliProduct(b: Builder, kind: DeliKind, item: DeliItem): CatalogueProduct {
  const { r } = b
  const organic = item.organic === 1 || r.chance(item.organic ?? 0.08)
  const care = r.pick(kind.care)
  const values = (culture: 'da' | 'en') => ({ producer: item.producer, origin: item.origin[culture] })
  const description = r.chance(0.7)
    ? { da: `${fill(kind.maker.da, values('da'))} ${care.da}`, en: `${fill(kind.maker.en, values('en'))} ${care.en}` }
    : undefined
  return {
    key: slugify(item.name.da),
    productNumber: b.nextNumber('F'),
    type: 'Food',
    category: kind.category,
    name: item.name,
    shortDescription: item.description,
    description,
    price: shopPrice(r, item.price),
    stockQuantity: 0,
    netContent: item.netContent,
    netContentUnit: item.netContentUnit,
    motif: item.motif,
    origin: item.origin,
    region: item.region,
    producer: item.producer,
    organic,
    storage: item.storage,
    picture: { colour: item.colour, accent: item.accent, pattern: item.pattern, ...(item.short ? { label: [item.short, sizeLabel(item)] } : {}) },
  }
}

function sizeLabel(item: Pick<DeliItem, 'netContent' | 'netContentUnit'>): string {
  if (item.netContentUnit === 'stk') return `${item.netContent} stk.`
  const small = item.netContent < 1
  if (item.netContentUnit === 'kg') return small ? `${Math.round(item.netContent * 1000)} g` : `${item.netContent} kg`
  return small ? `${Math.round(item.netContent * 1000)} ml` : `${String(item.netContent).replace('.', ',')} l`
}

function goods(b: Builder): void {
  const { r } = b
  for (const good of GOODS) {
    b.add({
      key: slugify(good.name.da),
      productNumber: b.nextNumber('N'),
      type: 'Nonfood',
      category: good.category,
      name: good.name,
      shortDescription: good.description,
      description: r.chance(0.5)
        ? { da: `Fra ${good.producer} i ${good.origin.da}. Vi pakker gerne ind som gave.`, en: `From ${good.producer} in ${good.origin.en}. We gladly gift-wrap it.` }
        : undefined,
      price: shopPrice(r, good.price),
      stockQuantity: 0,
      netContent: good.pieces,
      netContentUnit: good.pieces ? 'stk' : undefined,
      motif: good.motif,
      origin: good.origin,
      producer: good.producer,
      picture: { colour: good.colour, accent: good.accent, label: [good.short, good.pieces ? `${good.pieces} stk.` : undefined] },
    })
  }
  for (const gift of GIFTS) {
    b.add({
      key: slugify(gift.name.da),
      productNumber: b.nextNumber('G'),
      type: 'GiftBasket',
      category: gift.category,
      name: gift.name,
      shortDescription: gift.contents,
      description: {
        da: 'Pakkes i butikken og kan sendes med et personligt kort. Indholdet kan variere lidt med sæsonen.',
        en: 'Packed in the shop and can be sent with a personal card. The contents may vary a little with the season.',
      },
      price: shopPrice(r, gift.price),
      stockQuantity: 0,
      motif: gift.category === 'gavekurve' ? 'basket' : 'giftBox',
      origin: { da: 'Danmark', en: 'Denmark' },
      storage: 'ambient',
      picture: { colour: gift.colour, accent: gift.accent, label: [gift.short] },
      ageLimit: gift.ageLimit,
    })
  }
}

/** Beer and cider, written without the random source: they came after the rest, whose data must not move. */
function drinks(b: Builder): void {
  for (const drink of DRINKS) {
    b.add({
      key: slugify(drink.name.da),
      productNumber: b.nextNumber('F'),
      type: 'Food',
      category: 'oel-og-cider',
      name: drink.name,
      shortDescription: drink.description,
      price: drink.price * 100,
      stockQuantity: drink.stockQuantity,
      alcoholPercentage: drink.alcoholPercentage,
      netContent: drink.netContent,
      netContentUnit: 'l',
      motif: 'sparklingWine',
      origin: { da: 'Danmark', en: 'Denmark' },
      producer: drink.producer,
      organic: drink.organic ?? false,
      storage: 'ambient',
      picture: { colour: drink.colour, accent: drink.accent, label: [drink.short, sizeLabel({ netContent: drink.netContent, netContentUnit: 'l' })] },
    })
  }
}

function events(b: Builder, today: Date): void {
  const { r } = b
  const cities = r.shuffle(EVENT_CITIES)
  EVENT_THEMES.forEach((theme, i) => {
    const city = cities[i % cities.length]
    // Spread over the coming three months, on a Tuesday, Wednesday or Thursday evening.
    let day = dayAfter(today, 6 + i * 8 + r.int(0, 3))
    const weekday = r.pick([2, 3, 4])
    while (day.getUTCDay() !== weekday) day = new Date(day.getTime() + DAY_MS)
    const [hour, minute] = r.pick([
      [18, 30],
      [19, 0],
      [19, 0],
    ] as const)
    const when = eventDateText(day, hour, minute)
    const steps = Math.floor((theme.price[1] - theme.price[0]) / 50)
    b.add({
      key: slugify(`${theme.name.da} ${city.da}`),
      productNumber: b.nextNumber('E'),
      type: 'Event',
      category: 'arrangementer',
      name: { da: `${theme.name.da}, ${city.da}`, en: `${theme.name.en}, ${city.en}` },
      shortDescription: { da: `${when.da} i butikken i ${city.da}. ${theme.description.da}`, en: `${when.en} in our ${city.en} shop. ${theme.description.en}` },
      description: {
        da: `Billetten gælder én person, og aftenen varer cirka to timer med vand og brød til.${theme.noAlcohol ? '' : ' Du skal være fyldt 18 år.'}`,
        en: `The ticket is for one person, and the evening lasts about two hours with water and bread.${theme.noAlcohol ? '' : ' You must be 18 or over.'}`,
      },
      price: (theme.price[0] + 50 * r.int(0, steps)) * 100,
      stockQuantity: r.int(theme.seats[0], theme.seats[1]),
      motif: 'event',
      picture: { colour: theme.colour, label: [`${day.getUTCDate()}.${day.getUTCMonth() + 1}`, city.da] },
    })
  })
}

/** Stock for every generated product: mostly on the shelf, some sold out, coming, dated or for pre-order. */
function stock(r: Random, products: CatalogueProduct[], today: Date): void {
  const shelved = products.filter((p) => p.type !== 'Event')
  const n = shelved.length
  const states = [
    ...Array<DemoProduct['stockState']>(Math.round(n * 0.05)).fill('OutOfStock'),
    ...Array<DemoProduct['stockState']>(Math.round(n * 0.04)).fill('SoonInStock'),
    ...Array<DemoProduct['stockState']>(Math.round(n * 0.04)).fill('StockWithDate'),
    ...Array<DemoProduct['stockState']>(Math.round(n * 0.03)).fill('AvailableAsPreOrder'),
  ]
  const empty = new Map(r.sample(shelved, states.length).map((p, i) => [p, states[i]]))
  const most: Record<DemoProduct['type'], [number, number]> = { Wine: [6, 120], Food: [5, 80], Nonfood: [2, 30], GiftBasket: [2, 15], Event: [0, 0] }
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
  for (const p of r.sample(products.filter((x) => x.type === 'Event'), 2)) {
    p.stockQuantity = 0
    p.stockState = 'OutOfStock'
  }
}

function reviews(r: Random, products: CatalogueProduct[]): void {
  const reviewers: Record<string, readonly string[]> = Object.fromEntries(DELI_KINDS.map((k) => [k.category, k.reviewers]))
  for (const p of products) {
    if (p.type === 'Event' || !r.chance(REVIEW_SHARE)) continue
    const from = p.type === 'Wine' ? WINE_REVIEWERS : p.type === 'Food' ? (reviewers[p.category] ?? WINE_REVIEWERS) : ['Bo Bedre', 'Euroman', 'Politiken']
    p.review = { score: r.pick(REVIEW_SCORES), reviewer: r.pick(from) }
  }
}

function variants(r: Random, generated: CatalogueProduct[]): CatalogueVariant[] {
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

  for (const wine of pick(3, (p) => p.colour === 'red' && p.netContent === 0.75 && p.price >= 15000 && p.price <= 50000 && p.stockQuantity > 0)) {
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
  for (const oil of pick(1, (p) => p.motif === 'oil' && p.netContent === 0.5 && p.stockQuantity > 0)) add(oil, '3L', { da: 'Dunk 3 l', en: 'Tin 3 l' }, 5, 3)
  return out
}

interface CampaignPlan extends Omit<CatalogueCampaign, 'productKeys'> {
  products: CatalogueProduct[]
}

function campaigns(r: Random, generated: CatalogueProduct[], variantList: CatalogueVariant[]): CampaignPlan[] {
  const withVariants = new Set(variantList.map((v) => v.productKey))
  const onShelf = generated.filter((p) => p.stockQuantity > 0)
  /** `count` products passing the test, those with variants first so a campaign shows on a variant too. */
  const choose = (count: number, test: (p: CatalogueProduct) => boolean) => {
    const eligible = onShelf.filter(test)
    const first = eligible.filter((p) => withVariants.has(p.key)).slice(0, 1)
    return [...first, ...r.sample(eligible.filter((p) => !first.includes(p)), count - first.length)]
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
function history(plans: CampaignPlan[], variantList: CatalogueVariant[]): PriceHistoryEntry[] {
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

export function generateCatalogue(options: { seed?: number; today?: Date } = {}): Catalogue {
  const r = createRandom(options.seed ?? DEMO_SEED)
  const today = options.today ?? new Date()
  const b = new Builder(r)
  wines(b, today)
  for (const kind of DELI_KINDS) for (const item of kind.items) if (!b.taken(item.name.da)) b.add(deliProduct(b, kind, item))
  goods(b)
  events(b, today)
  const generated = b.products.slice(DEMO_PRODUCTS.length)
  stock(r, generated, today)
  reviews(r, generated)
  const variantList = variants(r, generated)
  const plans = campaigns(r, generated, variantList)
  drinks(b)
  return {
    products: b.products,
    variants: variantList,
    campaigns: plans.map(({ products, ...rest }) => ({ ...rest, productKeys: products.map((p) => p.key) })),
    priceHistory: history(plans, variantList),
  }
}
