/**
 * The demo shop: the staff and customer logins of docs/architecture.md §2 and the nine hand-written products the catalogue starts
 * with (ids 1–9, which tests and links use); catalogue/generate.ts adds the rest.
 */
import type { AgeLimitOverride } from '../shop/constants'
import type { Motif, PictureHints } from './images'

export const DEMO_PASSWORD = 'Delikat-demo-2026'

/** A made-up id on findsmiley.dk for the footer's food smiley (Settings); a real shop enters its own. */
export const DEMO_FIND_SMILEY_ID = '598123'

export const DEMO_STAFF = [
  { email: 'admin@delikat.dk', name: 'Anne Admin', roles: ['admin'] as const },
  { email: 'redaktoer@delikat.dk', name: 'Rasmus Redaktør', roles: ['editor'] as const },
  { email: 'kundeservice@delikat.dk', name: 'Karen Kundeservice', roles: ['customerService'] as const },
]

export const DEMO_CUSTOMERS = [
  {
    email: 'kunde@delikat.dk',
    firstName: 'Kirsten',
    lastName: 'Kunde',
    clientType: 'B2C' as const,
    customerType: 'Private',
    phone: '20304050',
    address: 'Vestergade 12, 1. tv.',
    zip: '8000',
    city: 'Aarhus C',
  },
  {
    email: 'firma@delikat.dk',
    firstName: 'Frederik',
    lastName: 'Firma',
    clientType: 'B2B' as const,
    customerType: 'Restaurant',
    phone: '+4570203040',
    address: 'Havnegade 4',
    zip: '1058',
    city: 'København K',
    company: 'Restaurant Smagen ApS',
    cvr: '12345674',
    // A private company: invoiced by e-mail, so no EAN number (that is for public customers).
    // Approved for invoice by customer service, with a credit of 50.000 kr. on open invoices (docs/adr/0019).
    mayPayByInvoice: true,
    invoiceCreditLimit: 5_000_000,
    orderedBy: 'Frederik Firma',
    department: 'Køkkenet',
    costPlace: '4010',
    deliveryAddresses: [
      {
        uid: '5f0c7a52-9d1e-4c83-b6a4-2e7d90c1a001',
        name: 'Restaurant Smagen, varemodtagelsen',
        company: 'Restaurant Smagen ApS',
        address: 'Havnegade 4, gården',
        zip: '1058',
        city: 'København K',
        phone: '70203040',
        isDefault: true,
      },
    ],
  },
]

export interface DemoProduct {
  key: string
  productNumber: string
  type: 'Wine' | 'Event' | 'Food' | 'Nonfood' | 'GiftBasket'
  name: { da: string; en: string }
  shortDescription: { da: string; en: string }
  price: number
  stockQuantity: number
  stockState?: 'OutOfStock' | 'SoonInStock' | 'StockWithDate' | 'AvailableAsPreOrder'
  alcoholPercentage?: number
  netContent?: number
  netContentUnit?: 'l' | 'kg' | 'stk'
  motif: Motif
  review?: { score: number; reviewer: string }
  /** The attributes shoppers filter on (docs/product.md §9 filters); places are localized, names of grapes and producers not. */
  country?: { da: string; en: string }
  region?: { da: string; en: string }
  origin?: { da: string; en: string }
  grape?: string
  vintage?: number
  producer?: string
  colour?: 'red' | 'white' | 'rose' | 'orange' | 'sparkling' | 'dessert'
  organic?: boolean
  storage?: 'ambient' | 'chilled' | 'frozen'
  /** The longer text of the product page. */
  description?: { da: string; en: string }
  /** StockWithDate: the day it is back (ISO). */
  stockDate?: string
  /** How its picture stands apart from others of its motif (catalogue/pictures.ts fills in the rest). */
  picture?: PictureHints
  /** Staff's age limit override; unset follows the alcohol percentage (shop/catalogue/age.ts). */
  ageLimit?: AgeLimitOverride
  /** Events: the start (ISO; the catalogue generator dates a hand-written one from the seeding day), length and place. */
  eventStartsAt?: string
  eventDurationMinutes?: number
  eventPlace?: { da: string; en: string }
}

const ITALY = { da: 'Italien', en: 'Italy' }
const FRANCE = { da: 'Frankrig', en: 'France' }
const DENMARK = { da: 'Danmark', en: 'Denmark' }

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    key: 'barolo',
    productNumber: 'V-1001',
    type: 'Wine',
    name: { da: 'Barolo DOCG 2019, Cascina Lorenzo', en: 'Barolo DOCG 2019, Cascina Lorenzo' },
    shortDescription: {
      da: 'Kraftfuld nebbiolo fra Piemonte med noter af kirsebær, roser og tjære. Til vildt og lagret ost.',
      en: 'Powerful Nebbiolo from Piedmont with notes of cherry, roses and tar. For game and aged cheese.',
    },
    price: 34900,
    stockQuantity: 24,
    alcoholPercentage: 14,
    netContent: 0.75,
    netContentUnit: 'l',
    motif: 'redWine',
    country: ITALY,
    region: { da: 'Piemonte', en: 'Piedmont' },
    grape: 'Nebbiolo',
    vintage: 2019,
    producer: 'Cascina Lorenzo',
    colour: 'red',
    storage: 'ambient',
    review: { score: 4.5, reviewer: 'Politiken' },
  },
  {
    key: 'chablis',
    productNumber: 'V-1002',
    type: 'Wine',
    name: { da: 'Chablis Premier Cru 2021', en: 'Chablis Premier Cru 2021' },
    shortDescription: {
      da: 'Mineralsk chardonnay fra Bourgogne med frisk syre. Perfekt til østers og hvide fisk.',
      en: 'Mineral Chardonnay from Burgundy with fresh acidity. Perfect with oysters and white fish.',
    },
    price: 22900,
    stockQuantity: 12,
    alcoholPercentage: 12.5,
    netContent: 0.75,
    netContentUnit: 'l',
    motif: 'whiteWine',
    country: FRANCE,
    region: { da: 'Bourgogne', en: 'Burgundy' },
    grape: 'Chardonnay',
    vintage: 2021,
    producer: 'Domaine des Chênes',
    colour: 'white',
    storage: 'ambient',
  },
  {
    key: 'rose',
    productNumber: 'V-1003',
    type: 'Wine',
    name: { da: 'Rosé de Provence 2024', en: 'Rosé de Provence 2024' },
    shortDescription: {
      da: 'Lys og tør rosé med jordbær og citrus. Sommer i et glas.',
      en: 'Pale, dry rosé with strawberry and citrus. Summer in a glass.',
    },
    price: 16900,
    stockQuantity: 40,
    alcoholPercentage: 13,
    netContent: 0.75,
    netContentUnit: 'l',
    motif: 'roseWine',
    country: FRANCE,
    region: { da: 'Provence', en: 'Provence' },
    grape: 'Grenache, Cinsault',
    vintage: 2024,
    producer: 'Château Lumière',
    colour: 'rose',
    organic: true,
    storage: 'ambient',
  },
  {
    key: 'gammel-knas',
    productNumber: 'F-2001',
    type: 'Food',
    name: { da: 'Gammel Knas, 250 g', en: 'Gammel Knas aged cheese, 250 g' },
    shortDescription: {
      da: 'Dansk lagret ost med sprøde krystaller og en dyb, nøddeagtig smag.',
      en: 'Danish aged cheese with crunchy crystals and a deep, nutty taste.',
    },
    price: 7995,
    stockQuantity: 30,
    netContent: 0.25,
    netContentUnit: 'kg',
    motif: 'cheese',
    origin: DENMARK,
    producer: 'Arla Unika',
    storage: 'chilled',
  },
  {
    key: 'olivenolie',
    productNumber: 'F-2002',
    type: 'Food',
    name: { da: 'Ekstra jomfru olivenolie, 500 ml', en: 'Extra virgin olive oil, 500 ml' },
    shortDescription: {
      da: 'Koldpresset olie fra Kreta med en frisk, let bitter afslutning.',
      en: 'Cold-pressed oil from Crete with a fresh, slightly bitter finish.',
    },
    price: 12900,
    stockQuantity: 0,
    stockState: 'SoonInStock',
    netContent: 0.5,
    netContentUnit: 'l',
    motif: 'oil',
    origin: { da: 'Grækenland', en: 'Greece' },
    region: { da: 'Kreta', en: 'Crete' },
    producer: 'Kritsa Olive Estate',
    organic: true,
    storage: 'ambient',
  },
  {
    key: 'troeffelchips',
    productNumber: 'F-2003',
    type: 'Food',
    name: { da: 'Trøffelchips, 125 g', en: 'Truffle crisps, 125 g' },
    shortDescription: { da: 'Håndkogte chips med sort trøffel og havsalt.', en: 'Hand-cooked crisps with black truffle and sea salt.' },
    price: 3995,
    stockQuantity: 100,
    netContent: 0.125,
    netContentUnit: 'kg',
    motif: 'chips',
    origin: { da: 'Spanien', en: 'Spain' },
    producer: 'Torres Selecta',
    storage: 'ambient',
  },
  {
    key: 'vinsmagning',
    productNumber: 'E-3001',
    type: 'Event',
    name: { da: 'Vinsmagning: Piemonte, Aarhus', en: 'Wine tasting: Piedmont, Aarhus' },
    shortDescription: {
      da: 'En aften med seks vine fra Piemonte og små retter. Torsdag kl. 19 i butikken.',
      en: 'An evening of six wines from Piedmont and small dishes. Thursday at 7 pm in the shop.',
    },
    price: 49500,
    stockQuantity: 16,
    motif: 'event',
    region: { da: 'Piemonte', en: 'Piedmont' },
    // On the Thursday at 19.00 at least a week after the seeding day (catalogue/generate.ts events()).
    eventDurationMinutes: 150,
    eventPlace: { da: 'Delikat Aarhus, Vestergade 12', en: 'Delikat Aarhus, Vestergade 12' },
  },
  {
    key: 'gavekurv',
    productNumber: 'G-4001',
    type: 'GiftBasket',
    name: { da: 'Gavekurven "Det gode bord"', en: 'Gift basket "The good table"' },
    shortDescription: {
      da: 'Rødvin, ost, olivenolie og trøffelchips i en flettet kurv.',
      en: 'Red wine, cheese, olive oil and truffle crisps in a woven basket.',
    },
    price: 89900,
    stockQuantity: 5,
    motif: 'basket',
    origin: DENMARK,
    storage: 'ambient',
    // It holds red wine but has no percentage of its own.
    ageLimit: '18',
  },
  {
    key: 'skaerebraet',
    productNumber: 'N-5001',
    type: 'Nonfood',
    name: { da: 'Skærebræt i oliventræ', en: 'Olive wood cutting board' },
    shortDescription: { da: 'Håndlavet bræt til ost og charcuteri.', en: 'Handmade board for cheese and charcuterie.' },
    price: 129900,
    stockQuantity: 0,
    stockState: 'AvailableAsPreOrder',
    motif: 'board',
    origin: ITALY,
  },
]
