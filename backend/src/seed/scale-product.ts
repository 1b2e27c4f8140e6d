/**
 * One scale product from its number alone (docs/adr/0009): a seeded stream per number (random.ts) picks from the
 * vocabulary (scale-vocabulary.ts), so the same number always gives the same product. Pure; scale.ts writes them.
 */
import type { AgeLimitOverride, ProductType } from '../shop/constants'
import type { StorageType, WineColour } from '../shop/catalogue/attributes'
import { slugify } from '../shop/slug'
import { copenhagenInstant, eventPlace } from './catalogue/event-dates'
import { createRandom, type Random } from './random'
import {
  APPELLATIONS,
  BASKETS,
  BASKET_SIZES,
  CITIES,
  COUNTRIES,
  CUVEES,
  DESIGNERS,
  EVENTS,
  FOODS,
  FOOD_MAKERS,
  NONFOOD,
  NOTES,
  PAIRINGS,
  PRODUCERS,
  REVIEWERS,
  STYLES,
  WINE_CATEGORIES,
  type CountryKey,
  type Text,
} from './scale-vocabulary'

export const SCALE_PRODUCT_PREFIX = 'SC-'

export interface ScaleProduct {
  productNumber: string
  friendlyUrlName: string
  type: ProductType
  /** Where the product is listed: the first of these demo categories (slugs of seed/categories.ts names) that exists. */
  categories: string[]
  price: number
  stockQuantity: number
  stockState: 'OutOfStock' | 'SoonInStock' | 'StockWithDate' | 'AvailableAsPreOrder'
  stockDate: string | null
  alcoholPercentage: number | null
  /** Gift baskets hold wine without a percentage of their own: 18 (shop/catalogue/age.ts). */
  ageLimit: AgeLimitOverride
  netContent: number
  netContentUnit: 'l' | 'kg' | 'stk'
  reviewScore: number | null
  reviewReviewer: string | null
  grape: string | null
  producer: string | null
  vintage: number | null
  colour: WineColour | null
  storage: StorageType | null
  organic: boolean
  views: number
  name: Text
  shortDescription: Text
  description: Text
  country: Text | null
  region: Text | null
  origin: Text | null
  /** Events only (docs/adr/0041): the start (ISO), the length in minutes and the place. */
  eventStartsAt: string | null
  eventDurationMinutes: number | null
  eventPlace: Text | null
}

/** The scale tastings fall in this year, so that one number always gives the same event. */
const SCALE_EVENT_YEAR = 2027

/** A price in øre that ends like shop prices do: 149,95 or 150,-. */
function shopPrice(r: Random, minKroner: number, maxKroner: number): number {
  // Squared, so cheap products are common and dear ones rare, as in a real range.
  const kroner = Math.round(minKroner + (maxKroner - minKroner) * r.next() ** 2)
  return r.chance(0.6) ? kroner * 100 - 5 : kroner * 100
}

function stock(r: Random): Pick<ScaleProduct, 'stockQuantity' | 'stockState' | 'stockDate'> {
  if (r.chance(0.75)) return { stockQuantity: r.int(1, 240), stockState: 'OutOfStock', stockDate: null }
  const state = r.pick(['OutOfStock', 'SoonInStock', 'StockWithDate', 'AvailableAsPreOrder'] as const)
  const stockDate = state === 'StockWithDate' ? new Date(Date.UTC(2026, r.int(0, 11), r.int(1, 28))).toISOString() : null
  return { stockQuantity: 0, stockState: state, stockDate }
}

function producerOf(r: Random, country: CountryKey): string {
  const pool = PRODUCERS[country] ?? PRODUCERS.newWorld!
  const house = r.pick(pool.houses)
  const name = r.pick(pool.names)
  return pool === PRODUCERS.newWorld ? `${name} ${house}` : `${house} ${name}`
}

const join = (a: Text, b: Text, separator = ' '): Text => ({ da: `${a.da}${separator}${b.da}`, en: `${a.en}${separator}${b.en}` })
const same = (text: string): Text => ({ da: text, en: text })

/** The product of scale number n (1, 2, ...): always the same product for the same n. */
export function scaleProduct(n: number): ScaleProduct {
  // One stream per product number (random.ts).
  const r = createRandom(n * 2654435761)
  const roll = r.next()
  const type: ProductType = roll < 0.6 ? 'Wine' : roll < 0.85 ? 'Food' : roll < 0.9 ? 'Nonfood' : roll < 0.93 ? 'Event' : 'GiftBasket'
  const productNumber = `${SCALE_PRODUCT_PREFIX}${String(n).padStart(6, '0')}`
  const base = {
    productNumber,
    type,
    ...stock(r),
    reviewScore: null as number | null,
    reviewReviewer: null as string | null,
    grape: null as string | null,
    producer: null as string | null,
    vintage: null as number | null,
    colour: null as WineColour | null,
    storage: null as StorageType | null,
    alcoholPercentage: null as number | null,
    ageLimit: 'auto' as AgeLimitOverride,
    organic: r.chance(0.2),
    // Few products are viewed much, most a little: a long tail.
    views: Math.floor(1500 * r.next() ** 4),
    country: null as Text | null,
    region: null as Text | null,
    origin: null as Text | null,
    eventStartsAt: null as string | null,
    eventDurationMinutes: null as number | null,
    eventPlace: null as Text | null,
  }
  if (r.chance(0.45)) {
    base.reviewScore = r.int(5, 10) / 2
    base.reviewReviewer = r.pick(REVIEWERS)
  }

  let product: Omit<ScaleProduct, 'friendlyUrlName'>
  if (type === 'Wine') {
    const a = r.pick(APPELLATIONS)
    const country = COUNTRIES[a.country]
    const producer = producerOf(r, a.country)
    const vintage = a.nonVintage ? null : r.int(2012, 2024)
    const cuvee = r.chance(0.25) ? ` ${r.pick(CUVEES[a.country] ?? CUVEES.other!)}` : ''
    const name = `${a.name}${cuvee}${vintage ? ` ${vintage}` : ''}, ${producer}`
    const [first, second] = [r.pick(NOTES[a.colour]), r.pick(NOTES[a.colour])]
    const notes = first === second ? first : join(first, second, ' og ')
    const notesEn = first === second ? first.en : `${first.en} and ${second.en}`
    const style = r.pick(STYLES[a.colour])
    const pairing = r.pick(PAIRINGS[a.colour])
    const alcohol = a.colour === 'dessert' ? r.int(110, 200) / 10 : a.colour === 'sparkling' ? r.int(110, 125) / 10 : r.int(115, 150) / 10
    const size = r.chance(0.08) ? r.pick([0.375, 1.5]) : 0.75
    product = {
      ...base,
      categories: WINE_CATEGORIES[a.colour],
      price: Math.round((shopPrice(r, a.colour === 'sparkling' && a.country === 'fr' ? 249 : 79, 899) * (size / 0.75)) / 5) * 5,
      alcoholPercentage: alcohol,
      netContent: size,
      netContentUnit: 'l',
      grape: a.grapes,
      producer,
      vintage,
      colour: a.colour,
      storage: 'ambient',
      country,
      region: a.region,
      name: same(name),
      shortDescription: {
        da: `${style.da} af ${a.grapes} fra ${a.region.da} med noter af ${notes.da}. ${pairing.da}.`,
        en: `${style.en} of ${a.grapes} from ${a.region.en} with notes of ${notesEn}. ${pairing.en}.`,
      },
      description: {
        da: `${producer} laver vin i ${a.region.da}, ${country.da}. ${a.name}${vintage ? ` fra ${vintage}` : ''} er lavet på ${a.grapes}. ${pairing.da}, og god at gemme nogle år.`,
        en: `${producer} makes wine in ${a.region.en}, ${country.en}. ${a.name}${vintage ? ` from ${vintage}` : ''} is made from ${a.grapes}. ${pairing.en}, and good to keep for a few years.`,
      },
    }
  } else if (type === 'Food') {
    const food = r.pick(FOODS)
    const origin = COUNTRIES[r.pick(food.origins)]
    const maker = r.pick(FOOD_MAKERS)
    const size = r.pick(food.sizes)
    const unit = food.categories[0] === 'olie-og-eddike' ? 'l' : 'kg'
    const amount = unit === 'l' ? `${Math.round(size * 100)} cl` : `${Math.round(size * 1000)} g`
    const taste = r.pick(food.taste)
    product = {
      ...base,
      categories: food.categories,
      price: shopPrice(r, 25, food.categories[0] === 'paalaeg' ? 349 : 249),
      netContent: size,
      netContentUnit: unit,
      storage: food.storage,
      origin,
      name: { da: `${food.name.da} ${amount}, ${maker}`, en: `${food.name.en} ${amount}, ${maker}` },
      shortDescription: { da: `${taste.da} fra ${origin.da}.`, en: `${taste.en} from ${origin.en}.` },
      description: {
        da: `${food.name.da} fra ${maker} i ${origin.da}. ${taste.da}, ${food.storage === 'chilled' ? 'opbevares på køl' : food.storage === 'frozen' ? 'opbevares på frost' : 'tåler stuetemperatur'}.`,
        en: `${food.name.en} from ${maker} in ${origin.en}. ${taste.en}, ${food.storage === 'chilled' ? 'keep chilled' : food.storage === 'frozen' ? 'keep frozen' : 'keeps at room temperature'}.`,
      },
    }
  } else if (type === 'Nonfood') {
    const item = r.pick(NONFOOD)
    const designer = r.pick(DESIGNERS)
    product = {
      ...base,
      organic: false,
      categories: item.categories,
      price: shopPrice(r, 99, 799),
      netContent: 1,
      netContentUnit: 'stk',
      producer: designer,
      name: join(item.name, same(designer), ', '),
      shortDescription: {
        da: `${item.name.da} fra ${designer}. Til køkken og bord.`,
        en: `${item.name.en} by ${designer}. For kitchen and table.`,
      },
      description: { da: `Tænkt til hverdag og fest, og en god gave.`, en: `Made for every day and for the party, and a good gift.` },
    }
  } else if (type === 'Event') {
    const event = r.pick(EVENTS)
    const a = r.pick(APPELLATIONS)
    const city = r.pick(CITIES)
    product = {
      ...base,
      organic: false,
      categories: ['arrangementer'],
      price: shopPrice(r, 295, 1495),
      netContent: 1,
      netContentUnit: 'stk',
      name: { da: `${event.da}: ${a.region.da} i ${city}`, en: `${event.en}: ${a.region.en} in ${city}` },
      shortDescription: {
        da: `En aften med vine fra ${a.region.da} og en af vores vinkyndige. Pladser er begrænsede.`,
        en: `An evening with wines from ${a.region.en} and one of our wine experts. Places are limited.`,
      },
      description: {
        da: `Vi smager seks vine og serverer lidt til. Varighed omkring to timer.`,
        en: `We taste six wines and serve a little food. About two hours.`,
      },
      // Drawn last, so the rest of the product is what it was before events had dates.
      eventStartsAt: copenhagenInstant(
        new Date(Date.UTC(SCALE_EVENT_YEAR, 0, 1 + r.int(0, 364))),
        r.pick([18, 19]),
        r.pick([0, 30]),
      ).toISOString(),
      eventDurationMinutes: 120,
      eventPlace: eventPlace({ da: city, en: city === 'København' ? 'Copenhagen' : city }),
    }
  } else {
    const theme = r.pick(BASKETS)
    const size = r.pick(BASKET_SIZES)
    product = {
      ...base,
      organic: false,
      ageLimit: '18',
      categories: ['gavekurve', 'gaver'],
      price: shopPrice(r, 299, 1499),
      netContent: 1,
      netContentUnit: 'stk',
      name: { da: `Gavekurv ${theme.da}, ${size.da}`, en: `Gift basket ${theme.en}, ${size.en}` },
      shortDescription: {
        da: `Gavekurv med vin og delikatesser: ${theme.da.toLowerCase()}.`,
        en: `Gift basket with wine and delicacies: ${theme.en.toLowerCase()}.`,
      },
      description: { da: 'Pakket i kurv med kort. Levering hele landet.', en: 'Packed in a basket with a card. Delivered nationwide.' },
    }
  }
  return { ...product, friendlyUrlName: slugify(product.name.da) }
}
