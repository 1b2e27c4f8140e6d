/**
 * The demo catalogue: the nine hand-written products first, then about 290 generated from the tables in wines.ts,
 * food.ts and goods.ts with a seeded random source, plus the variants, campaigns and price history that go with
 * them. Pure and deterministic: the same seed and day give the same catalogue. Only dates (events, stock dates)
 * follow `today`; campaigns and history are kept as days from the seeding day and resolved when written. The
 * products are made here; their stock, reviews, variants, campaigns and price history in generate-extras.ts.
 */
import type { WineColour } from '../../shop/catalogue/attributes'
import { slugify } from '../../shop/slug'
import { PRODUCT_CATEGORY } from '../categories'
import { DEMO_PRODUCTS, type DemoProduct } from '../demo-data'
import { DELI_KINDS, type DeliItem, type DeliKind } from './food'
import { DRINKS, EVENT_CITIES, EVENT_THEMES, GIFTS, GOODS } from './goods'
import { createRandom, type Random } from '../random'
import { campaigns, DAY_MS, dayAfter, history, reviews, roundedPrice, stock, variants } from './generate-extras'
import { copenhagenInstant, demoEventStart, eventDateText, eventPlace } from './event-dates'
import { COLOUR_WORDS, WINE_REGIONS, type Appellation, type Localized, type WineRegion } from './wines'

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

const WINE_COLOUR_CATEGORY: Record<WineColour, string> = {
  red: 'roedvin',
  white: 'hvidvin',
  rose: 'rose',
  sparkling: 'mousserende',
  dessert: 'dessertvin',
  orange: 'orangevin',
}

/** Whole kroner within the bounds, ending in 9 as shop prices do, as øre; now and then ,95 instead of ,00. */
function shopPrice(r: Random, [min, max]: readonly [number, number]): number {
  const kroner = Math.min(max, Math.max(min, Math.round((r.int(min, max) + 1) / 10) * 10 - 1))
  return kroner * 100 + (r.chance(0.25) ? 95 : 0)
}

const pickAlcohol = (r: Random, [min, max]: readonly [number, number]) => min + 0.5 * r.int(0, Math.round((max - min) * 2))

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

function grapeList(grapes: string, culture: 'da' | 'en'): string {
  const list = grapes
    .split(',')
    .map((g) => g.trim())
    .map((g) => (culture === 'da' ? g.toLowerCase() : g))
  if (list.length === 1) return list[0]
  return `${list.slice(0, -1).join(', ')} ${culture === 'da' ? 'og' : 'and'} ${list.at(-1)}`
}

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
    const keepYears: Partial<Record<WineColour, [number, number]>> = {
      red: [6, 15],
      white: [3, 8],
      dessert: [15, 30],
      sparkling: [5, 10],
      orange: [3, 6],
    }
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
    picture: {
      colour: item.colour,
      accent: item.accent,
      pattern: item.pattern,
      ...(item.short ? { label: [item.short, sizeLabel(item)] } : {}),
    },
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
        ? {
            da: `Fra ${good.producer} i ${good.origin.da}. Vi pakker gerne ind som gave.`,
            en: `From ${good.producer} in ${good.origin.en}. We gladly gift-wrap it.`,
          }
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
      picture: {
        colour: drink.colour,
        accent: drink.accent,
        label: [drink.short, sizeLabel({ netContent: drink.netContent, netContentUnit: 'l' })],
      },
    })
  }
}

function events(b: Builder, today: Date): void {
  const { r } = b
  for (const p of b.products) if (p.type === 'Event') p.eventStartsAt ??= demoEventStart(today)
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
      shortDescription: {
        da: `${when.da} i butikken i ${city.da}. ${theme.description.da}`,
        en: `${when.en} in our ${city.en} shop. ${theme.description.en}`,
      },
      description: {
        da: `Billetten gælder én person, og aftenen varer cirka to timer med vand og brød til.${theme.noAlcohol ? '' : ' Du skal være fyldt 18 år.'}`,
        en: `The ticket is for one person, and the evening lasts about two hours with water and bread.${theme.noAlcohol ? '' : ' You must be 18 or over.'}`,
      },
      price: (theme.price[0] + 50 * r.int(0, steps)) * 100,
      stockQuantity: r.int(theme.seats[0], theme.seats[1]),
      eventStartsAt: copenhagenInstant(day, hour, minute).toISOString(),
      eventDurationMinutes: 120, // "about two hours", as the description says
      eventPlace: eventPlace(city),
      motif: 'event',
      picture: { colour: theme.colour, label: [`${day.getUTCDate()}.${day.getUTCMonth() + 1}`, city.da] },
    })
  })
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
