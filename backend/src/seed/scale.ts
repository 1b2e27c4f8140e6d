/**
 * The scale catalogue (DESIGN §7): N believable synthetic products on top of the demo shop, for benchmarks and
 * for trying the search at size. Wines of many countries, regions, grapes, producers, colours and vintages, food
 * with origin, storage and organic labels, kitchen things, events and gift baskets, in Danish and English, with
 * prices, stock states, reviews, views, category links to the seeded categories, pictures of the demo products of
 * the same category, a price history and a few running campaigns.
 *
 * Written with one multi-row INSERT ... SELECT FROM unnest(...) per table and batch, not through Payload: 20 000
 * products in seconds instead of many minutes. Each product is worked out from its number alone (a seeded PRNG),
 * so the same numbers always give the same products. Numbers are `SC-000001` upwards and continue after the
 * highest one present, so running it twice adds more products rather than failing.
 */
import type { ClientBase } from 'pg'
import type { AgeLimitOverride, ProductType } from '../shop/constants'
import type { StorageType, WineColour } from '../shop/catalogue/attributes'
import { slugify } from '../shop/slug'

export const SCALE_PRODUCT_PREFIX = 'SC-'
export const DEFAULT_SCALE_PRODUCTS = 20_000
const BATCH_SIZE = 2_000

type Text = { da: string; en: string }

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
}

/** mulberry32: a small, fast PRNG; one stream per product number. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  }
}
type Random = ReturnType<typeof random>

const COUNTRIES = {
  it: { da: 'Italien', en: 'Italy' },
  fr: { da: 'Frankrig', en: 'France' },
  es: { da: 'Spanien', en: 'Spain' },
  pt: { da: 'Portugal', en: 'Portugal' },
  de: { da: 'Tyskland', en: 'Germany' },
  at: { da: 'Østrig', en: 'Austria' },
  gr: { da: 'Grækenland', en: 'Greece' },
  hu: { da: 'Ungarn', en: 'Hungary' },
  ge: { da: 'Georgien', en: 'Georgia' },
  us: { da: 'USA', en: 'USA' },
  cl: { da: 'Chile', en: 'Chile' },
  ar: { da: 'Argentina', en: 'Argentina' },
  za: { da: 'Sydafrika', en: 'South Africa' },
  au: { da: 'Australien', en: 'Australia' },
  nz: { da: 'New Zealand', en: 'New Zealand' },
  dk: { da: 'Danmark', en: 'Denmark' },
  ch: { da: 'Schweiz', en: 'Switzerland' },
  nl: { da: 'Holland', en: 'the Netherlands' },
  gb: { da: 'England', en: 'England' },
} as const
type CountryKey = keyof typeof COUNTRIES

/** Wines by appellation: country, region, colour and grapes (several as "A, B", as editors write them). */
const APPELLATIONS: Array<{ country: CountryKey; region: Text; name: string; colour: WineColour; grapes: string; nonVintage?: boolean }> = [
  { country: 'it', region: { da: 'Piemonte', en: 'Piedmont' }, name: 'Barolo DOCG', colour: 'red', grapes: 'Nebbiolo' },
  { country: 'it', region: { da: 'Piemonte', en: 'Piedmont' }, name: 'Barbaresco DOCG', colour: 'red', grapes: 'Nebbiolo' },
  { country: 'it', region: { da: 'Piemonte', en: 'Piedmont' }, name: "Barbera d'Alba", colour: 'red', grapes: 'Barbera' },
  { country: 'it', region: { da: 'Piemonte', en: 'Piedmont' }, name: 'Gavi di Gavi', colour: 'white', grapes: 'Cortese' },
  { country: 'it', region: { da: 'Piemonte', en: 'Piedmont' }, name: "Moscato d'Asti", colour: 'sparkling', grapes: 'Moscato Bianco', nonVintage: true },
  { country: 'it', region: { da: 'Toscana', en: 'Tuscany' }, name: 'Chianti Classico', colour: 'red', grapes: 'Sangiovese' },
  { country: 'it', region: { da: 'Toscana', en: 'Tuscany' }, name: 'Brunello di Montalcino', colour: 'red', grapes: 'Sangiovese' },
  { country: 'it', region: { da: 'Toscana', en: 'Tuscany' }, name: 'Bolgheri Rosso', colour: 'red', grapes: 'Cabernet Sauvignon, Merlot' },
  { country: 'it', region: { da: 'Toscana', en: 'Tuscany' }, name: 'Vernaccia di San Gimignano', colour: 'white', grapes: 'Vernaccia' },
  { country: 'it', region: { da: 'Veneto', en: 'Veneto' }, name: 'Amarone della Valpolicella', colour: 'red', grapes: 'Corvina, Rondinella' },
  { country: 'it', region: { da: 'Veneto', en: 'Veneto' }, name: 'Valpolicella Ripasso', colour: 'red', grapes: 'Corvina, Rondinella' },
  { country: 'it', region: { da: 'Veneto', en: 'Veneto' }, name: 'Soave Classico', colour: 'white', grapes: 'Garganega' },
  { country: 'it', region: { da: 'Veneto', en: 'Veneto' }, name: 'Prosecco Superiore', colour: 'sparkling', grapes: 'Glera', nonVintage: true },
  { country: 'it', region: { da: 'Sicilien', en: 'Sicily' }, name: 'Etna Rosso', colour: 'red', grapes: 'Nerello Mascalese' },
  { country: 'it', region: { da: 'Sicilien', en: 'Sicily' }, name: "Nero d'Avola", colour: 'red', grapes: "Nero d'Avola" },
  { country: 'it', region: { da: 'Puglia', en: 'Apulia' }, name: 'Primitivo di Manduria', colour: 'red', grapes: 'Primitivo' },
  { country: 'it', region: { da: 'Friuli', en: 'Friuli' }, name: 'Ribolla Gialla Macerato', colour: 'orange', grapes: 'Ribolla Gialla' },
  { country: 'fr', region: { da: 'Bourgogne', en: 'Burgundy' }, name: 'Chablis Premier Cru', colour: 'white', grapes: 'Chardonnay' },
  { country: 'fr', region: { da: 'Bourgogne', en: 'Burgundy' }, name: 'Meursault', colour: 'white', grapes: 'Chardonnay' },
  { country: 'fr', region: { da: 'Bourgogne', en: 'Burgundy' }, name: 'Gevrey-Chambertin', colour: 'red', grapes: 'Pinot Noir' },
  { country: 'fr', region: { da: 'Bourgogne', en: 'Burgundy' }, name: 'Bourgogne Pinot Noir', colour: 'red', grapes: 'Pinot Noir' },
  { country: 'fr', region: { da: 'Bourgogne', en: 'Burgundy' }, name: 'Crémant de Bourgogne', colour: 'sparkling', grapes: 'Chardonnay, Pinot Noir', nonVintage: true },
  { country: 'fr', region: { da: 'Bordeaux', en: 'Bordeaux' }, name: 'Saint-Émilion Grand Cru', colour: 'red', grapes: 'Merlot, Cabernet Franc' },
  { country: 'fr', region: { da: 'Bordeaux', en: 'Bordeaux' }, name: 'Pauillac', colour: 'red', grapes: 'Cabernet Sauvignon, Merlot' },
  { country: 'fr', region: { da: 'Bordeaux', en: 'Bordeaux' }, name: 'Margaux', colour: 'red', grapes: 'Cabernet Sauvignon, Merlot' },
  { country: 'fr', region: { da: 'Bordeaux', en: 'Bordeaux' }, name: 'Graves Blanc', colour: 'white', grapes: 'Sauvignon Blanc, Sémillon' },
  { country: 'fr', region: { da: 'Bordeaux', en: 'Bordeaux' }, name: 'Sauternes', colour: 'dessert', grapes: 'Sémillon, Sauvignon Blanc' },
  { country: 'fr', region: { da: 'Rhônedalen', en: 'Rhône Valley' }, name: 'Châteauneuf-du-Pape', colour: 'red', grapes: 'Grenache, Syrah, Mourvèdre' },
  { country: 'fr', region: { da: 'Rhônedalen', en: 'Rhône Valley' }, name: 'Côtes du Rhône', colour: 'red', grapes: 'Grenache, Syrah' },
  { country: 'fr', region: { da: 'Rhônedalen', en: 'Rhône Valley' }, name: 'Crozes-Hermitage', colour: 'red', grapes: 'Syrah' },
  { country: 'fr', region: { da: 'Rhônedalen', en: 'Rhône Valley' }, name: 'Condrieu', colour: 'white', grapes: 'Viognier' },
  { country: 'fr', region: { da: 'Loire', en: 'Loire' }, name: 'Sancerre', colour: 'white', grapes: 'Sauvignon Blanc' },
  { country: 'fr', region: { da: 'Loire', en: 'Loire' }, name: 'Vouvray', colour: 'white', grapes: 'Chenin Blanc' },
  { country: 'fr', region: { da: 'Loire', en: 'Loire' }, name: 'Chinon', colour: 'red', grapes: 'Cabernet Franc' },
  { country: 'fr', region: { da: 'Champagne', en: 'Champagne' }, name: 'Champagne Brut', colour: 'sparkling', grapes: 'Chardonnay, Pinot Noir, Pinot Meunier', nonVintage: true },
  { country: 'fr', region: { da: 'Champagne', en: 'Champagne' }, name: 'Champagne Rosé', colour: 'sparkling', grapes: 'Pinot Noir, Chardonnay', nonVintage: true },
  { country: 'fr', region: { da: 'Alsace', en: 'Alsace' }, name: 'Alsace Riesling', colour: 'white', grapes: 'Riesling' },
  { country: 'fr', region: { da: 'Alsace', en: 'Alsace' }, name: 'Alsace Gewurztraminer', colour: 'white', grapes: 'Gewürztraminer' },
  { country: 'fr', region: { da: 'Provence', en: 'Provence' }, name: 'Côtes de Provence Rosé', colour: 'rose', grapes: 'Grenache, Cinsault' },
  { country: 'fr', region: { da: 'Provence', en: 'Provence' }, name: 'Bandol Rosé', colour: 'rose', grapes: 'Mourvèdre, Grenache' },
  { country: 'fr', region: { da: 'Languedoc', en: 'Languedoc' }, name: 'Pic Saint-Loup', colour: 'red', grapes: 'Syrah, Grenache' },
  { country: 'es', region: { da: 'Rioja', en: 'Rioja' }, name: 'Rioja Crianza', colour: 'red', grapes: 'Tempranillo' },
  { country: 'es', region: { da: 'Rioja', en: 'Rioja' }, name: 'Rioja Reserva', colour: 'red', grapes: 'Tempranillo, Garnacha' },
  { country: 'es', region: { da: 'Rioja', en: 'Rioja' }, name: 'Rioja Blanco', colour: 'white', grapes: 'Viura' },
  { country: 'es', region: { da: 'Rioja', en: 'Rioja' }, name: 'Rioja Rosado', colour: 'rose', grapes: 'Garnacha' },
  { country: 'es', region: { da: 'Castilla y León', en: 'Castile and León' }, name: 'Ribera del Duero', colour: 'red', grapes: 'Tempranillo' },
  { country: 'es', region: { da: 'Catalonien', en: 'Catalonia' }, name: 'Priorat', colour: 'red', grapes: 'Garnacha, Cariñena' },
  { country: 'es', region: { da: 'Catalonien', en: 'Catalonia' }, name: 'Cava Brut Nature', colour: 'sparkling', grapes: 'Macabeo, Xarel-lo, Parellada', nonVintage: true },
  { country: 'es', region: { da: 'Galicien', en: 'Galicia' }, name: 'Rías Baixas Albariño', colour: 'white', grapes: 'Albariño' },
  { country: 'es', region: { da: 'Andalusien', en: 'Andalusia' }, name: 'Pedro Ximénez', colour: 'dessert', grapes: 'Pedro Ximénez', nonVintage: true },
  { country: 'pt', region: { da: 'Douro', en: 'Douro' }, name: 'Douro Tinto', colour: 'red', grapes: 'Touriga Nacional, Touriga Franca' },
  { country: 'pt', region: { da: 'Douro', en: 'Douro' }, name: 'Tawny Port 10 anos', colour: 'dessert', grapes: 'Touriga Nacional, Tinta Roriz', nonVintage: true },
  { country: 'pt', region: { da: 'Minho', en: 'Minho' }, name: 'Vinho Verde', colour: 'white', grapes: 'Alvarinho, Loureiro' },
  { country: 'de', region: { da: 'Mosel', en: 'Mosel' }, name: 'Mosel Riesling Kabinett', colour: 'white', grapes: 'Riesling' },
  { country: 'de', region: { da: 'Rheingau', en: 'Rheingau' }, name: 'Rheingau Riesling Trocken', colour: 'white', grapes: 'Riesling' },
  { country: 'de', region: { da: 'Pfalz', en: 'Palatinate' }, name: 'Pfalz Spätburgunder', colour: 'red', grapes: 'Pinot Noir' },
  { country: 'at', region: { da: 'Wachau', en: 'Wachau' }, name: 'Grüner Veltliner Federspiel', colour: 'white', grapes: 'Grüner Veltliner' },
  { country: 'at', region: { da: 'Burgenland', en: 'Burgenland' }, name: 'Blaufränkisch', colour: 'red', grapes: 'Blaufränkisch' },
  { country: 'at', region: { da: 'Burgenland', en: 'Burgenland' }, name: 'Zweigelt', colour: 'red', grapes: 'Zweigelt' },
  { country: 'gr', region: { da: 'Santorini', en: 'Santorini' }, name: 'Santorini Assyrtiko', colour: 'white', grapes: 'Assyrtiko' },
  { country: 'gr', region: { da: 'Makedonien', en: 'Macedonia' }, name: 'Naoussa Xinomavro', colour: 'red', grapes: 'Xinomavro' },
  { country: 'hu', region: { da: 'Tokaj', en: 'Tokaj' }, name: 'Tokaji Aszú 5 Puttonyos', colour: 'dessert', grapes: 'Furmint' },
  { country: 'ge', region: { da: 'Kakheti', en: 'Kakheti' }, name: 'Rkatsiteli Qvevri', colour: 'orange', grapes: 'Rkatsiteli' },
  { country: 'us', region: { da: 'Californien', en: 'California' }, name: 'Napa Valley Cabernet Sauvignon', colour: 'red', grapes: 'Cabernet Sauvignon' },
  { country: 'us', region: { da: 'Californien', en: 'California' }, name: 'Sonoma Coast Chardonnay', colour: 'white', grapes: 'Chardonnay' },
  { country: 'us', region: { da: 'Oregon', en: 'Oregon' }, name: 'Willamette Valley Pinot Noir', colour: 'red', grapes: 'Pinot Noir' },
  { country: 'cl', region: { da: 'Maipo', en: 'Maipo Valley' }, name: 'Maipo Cabernet Sauvignon', colour: 'red', grapes: 'Cabernet Sauvignon' },
  { country: 'cl', region: { da: 'Colchagua', en: 'Colchagua Valley' }, name: 'Colchagua Carmenère', colour: 'red', grapes: 'Carmenère' },
  { country: 'cl', region: { da: 'Casablanca', en: 'Casablanca Valley' }, name: 'Casablanca Sauvignon Blanc', colour: 'white', grapes: 'Sauvignon Blanc' },
  { country: 'ar', region: { da: 'Mendoza', en: 'Mendoza' }, name: 'Mendoza Malbec', colour: 'red', grapes: 'Malbec' },
  { country: 'ar', region: { da: 'Salta', en: 'Salta' }, name: 'Salta Torrontés', colour: 'white', grapes: 'Torrontés' },
  { country: 'za', region: { da: 'Stellenbosch', en: 'Stellenbosch' }, name: 'Stellenbosch Pinotage', colour: 'red', grapes: 'Pinotage' },
  { country: 'za', region: { da: 'Swartland', en: 'Swartland' }, name: 'Swartland Chenin Blanc', colour: 'white', grapes: 'Chenin Blanc' },
  { country: 'au', region: { da: 'Barossa Valley', en: 'Barossa Valley' }, name: 'Barossa Shiraz', colour: 'red', grapes: 'Shiraz' },
  { country: 'au', region: { da: 'Margaret River', en: 'Margaret River' }, name: 'Margaret River Chardonnay', colour: 'white', grapes: 'Chardonnay' },
  { country: 'nz', region: { da: 'Marlborough', en: 'Marlborough' }, name: 'Marlborough Sauvignon Blanc', colour: 'white', grapes: 'Sauvignon Blanc' },
  { country: 'nz', region: { da: 'Central Otago', en: 'Central Otago' }, name: 'Central Otago Pinot Noir', colour: 'red', grapes: 'Pinot Noir' },
  { country: 'dk', region: { da: 'Sjælland', en: 'Zealand' }, name: 'Dansk Solaris', colour: 'white', grapes: 'Solaris' },
  { country: 'dk', region: { da: 'Fyn', en: 'Funen' }, name: 'Dansk Rondo Rosé', colour: 'rose', grapes: 'Rondo' },
  { country: 'dk', region: { da: 'Jylland', en: 'Jutland' }, name: 'Dansk Mousserende Solaris', colour: 'sparkling', grapes: 'Solaris', nonVintage: true },
]

/** Producer names by country: a house word and a family or place name. */
const PRODUCERS: Record<string, { houses: string[]; names: string[] }> = {
  it: { houses: ['Cantina', 'Tenuta', 'Fattoria', 'Podere', 'Cascina'], names: ['Rossi', 'Bianchi', 'Lorenzo', 'Conti', 'Marchetti', 'Romano', 'Moretti', 'Ricci', 'Colombo', 'Fontana', 'Serra', 'Vitale', 'Monti', 'Valli', 'Bellini', 'Santoro'] },
  fr: { houses: ['Domaine', 'Château', 'Maison', 'Clos'], names: ['Durand', 'Lefèvre', 'Moreau', 'Girard', 'Bonnet', 'Fournier', 'Lambert', 'Rousseau', 'Guérin', 'Mercier', 'Chevalier', 'Dubois', 'Laurent', 'Roux', 'Gauthier', 'Perrin'] },
  es: { houses: ['Bodegas', 'Viña', 'Celler'], names: ['García', 'Martínez', 'López', 'Romero', 'Navarro', 'Torres', 'Castillo', 'Ortega', 'Delgado', 'Vidal', 'Serrano', 'Molina'] },
  pt: { houses: ['Quinta do', 'Quinta da'], names: ['Vale', 'Monte', 'Crasto', 'Passadouro', 'Sol', 'Carvalhal', 'Pinto', 'Costa'] },
  de: { houses: ['Weingut'], names: ['Müller', 'Schmitt', 'Becker', 'Wagner', 'Hofmann', 'Bauer', 'Keller', 'Fischer'] },
  at: { houses: ['Weingut'], names: ['Huber', 'Gruber', 'Steiner', 'Weber', 'Pichler', 'Hirtzberger'] },
  gr: { houses: ['Ktima'], names: ['Papadakis', 'Argyros', 'Alpha', 'Kir-Yianni', 'Sigalas'] },
  hu: { houses: ['Pincészet'], names: ['Királyudvar', 'Szepsy', 'Disznókő', 'Oremus'] },
  ge: { houses: ['Marani'], names: ['Pheasant', 'Alaverdi', 'Okro', 'Iago'] },
  newWorld: { houses: ['Estate', 'Vineyards', 'Wines', 'Cellars'], names: ['Eagle Hill', 'Stone Creek', 'Red Ridge', 'Oak River', 'Sun Valley', 'Condor Peak', 'Cape Point', 'Southern Cross', 'Kookaburra', 'Blue Gum', 'Silver Fern', 'Andes Rock'] },
  dk: { houses: ['Vingården', 'Vinhuset'], names: ['Skærsøgaard', 'Dons', 'Kelleris', 'Frederiksdal', 'Ørnberg', 'Aalbæk', 'Ådalen', 'Ærø'] },
}

const CUVEES: Record<string, string[]> = {
  it: ['Riserva', 'Vigna Vecchia', 'Superiore'],
  fr: ['Vieilles Vignes', 'Cuvée Prestige', 'Réserve'],
  es: ['Selección', 'Gran Reserva', 'Viñas Viejas'],
  other: ['Reserve', 'Single Vineyard', 'Old Vines'],
}

const NOTES: Record<WineColour, Text[]> = {
  red: [
    { da: 'kirsebær', en: 'cherry' }, { da: 'solbær', en: 'blackcurrant' }, { da: 'blomme', en: 'plum' }, { da: 'lakrids', en: 'liquorice' },
    { da: 'tobak', en: 'tobacco' }, { da: 'violer', en: 'violets' }, { da: 'sort peber', en: 'black pepper' }, { da: 'brombær', en: 'blackberry' },
  ],
  white: [
    { da: 'citrus', en: 'citrus' }, { da: 'grønt æble', en: 'green apple' }, { da: 'fersken', en: 'peach' }, { da: 'hyldeblomst', en: 'elderflower' },
    { da: 'honning', en: 'honey' }, { da: 'flint', en: 'flint' }, { da: 'mandel', en: 'almond' }, { da: 'grapefrugt', en: 'grapefruit' },
  ],
  rose: [{ da: 'jordbær', en: 'strawberry' }, { da: 'hindbær', en: 'raspberry' }, { da: 'vandmelon', en: 'watermelon' }, { da: 'ribs', en: 'redcurrant' }],
  orange: [{ da: 'abrikos', en: 'apricot' }, { da: 'sort te', en: 'black tea' }, { da: 'appelsinskal', en: 'orange peel' }, { da: 'valnød', en: 'walnut' }],
  sparkling: [{ da: 'brioche', en: 'brioche' }, { da: 'gult æble', en: 'yellow apple' }, { da: 'citron', en: 'lemon' }, { da: 'ristet brød', en: 'toast' }],
  dessert: [{ da: 'rosin', en: 'raisin' }, { da: 'karamel', en: 'caramel' }, { da: 'figen', en: 'fig' }, { da: 'marcipan', en: 'marzipan' }],
}

const STYLES: Record<WineColour, Text[]> = {
  red: [{ da: 'Kraftfuld rødvin', en: 'Powerful red wine' }, { da: 'Elegant rødvin', en: 'Elegant red wine' }, { da: 'Saftig rødvin', en: 'Juicy red wine' }],
  white: [{ da: 'Frisk hvidvin', en: 'Fresh white wine' }, { da: 'Fyldig hvidvin', en: 'Full-bodied white wine' }, { da: 'Mineralsk hvidvin', en: 'Mineral white wine' }],
  rose: [{ da: 'Lys og tør rosévin', en: 'Pale, dry rosé' }, { da: 'Frugtig rosévin', en: 'Fruity rosé' }],
  orange: [{ da: 'Skalmaceret orangevin', en: 'Skin-contact orange wine' }],
  sparkling: [{ da: 'Fin mousserende vin', en: 'Fine sparkling wine' }, { da: 'Sprød mousserende vin', en: 'Crisp sparkling wine' }],
  dessert: [{ da: 'Sød dessertvin', en: 'Sweet dessert wine' }, { da: 'Koncentreret dessertvin', en: 'Concentrated dessert wine' }],
}

const PAIRINGS: Record<WineColour, Text[]> = {
  red: [{ da: 'Til vildt og lagret ost', en: 'For game and aged cheese' }, { da: 'Til grillet kød', en: 'For grilled meat' }, { da: 'Til pasta med ragù', en: 'For pasta with ragù' }, { da: 'Til lam', en: 'For lamb' }],
  white: [{ da: 'Til fisk og skaldyr', en: 'For fish and shellfish' }, { da: 'Til kylling', en: 'For chicken' }, { da: 'Til asparges', en: 'For asparagus' }],
  rose: [{ da: 'Til salater og tapas', en: 'For salads and tapas' }, { da: 'Til sommerens grill', en: 'For summer barbecues' }],
  orange: [{ da: 'Til krydret mad', en: 'For spicy food' }, { da: 'Til modne oste', en: 'For ripe cheeses' }],
  sparkling: [{ da: 'Til aperitif og østers', en: 'For aperitifs and oysters' }, { da: 'Til festen', en: 'For the party' }],
  dessert: [{ da: 'Til blåskimmelost og desserter', en: 'For blue cheese and desserts' }, { da: 'Til foie gras', en: 'For foie gras' }],
}

/** Food by kind: the demo category it belongs in, how it is kept and sold, and where it may come from. */
const FOODS: Array<{ name: Text; categories: string[]; storage: StorageType; origins: CountryKey[]; sizes: number[]; taste: Text[] }> = [
  ...(
    [
      [{ da: 'Comté AOP', en: 'Comté AOP' }, ['fr']],
      [{ da: 'Parmigiano Reggiano', en: 'Parmigiano Reggiano' }, ['it']],
      [{ da: 'Manchego', en: 'Manchego' }, ['es']],
      [{ da: 'Roquefort', en: 'Roquefort' }, ['fr']],
      [{ da: 'Brie de Meaux', en: 'Brie de Meaux' }, ['fr']],
      [{ da: 'Pecorino Toscano', en: 'Pecorino Toscano' }, ['it']],
      [{ da: 'Gorgonzola Dolce', en: 'Gorgonzola Dolce' }, ['it']],
      [{ da: 'Gruyère', en: 'Gruyère' }, ['ch']],
      [{ da: 'Lagret Danbo', en: 'Aged Danbo' }, ['dk']],
      [{ da: 'Vesterhavsost', en: 'North Sea cheese' }, ['dk']],
      [{ da: 'Blåskimmelost', en: 'Blue cheese' }, ['dk']],
      [{ da: 'Gammel Gouda', en: 'Old Gouda' }, ['nl']],
      [{ da: 'Stilton', en: 'Stilton' }, ['gb']],
      [{ da: 'Feta', en: 'Feta' }, ['gr']],
      [{ da: 'Ørnebjerg Rødkit', en: 'Ørnebjerg washed-rind cheese' }, ['dk']],
    ] as Array<[Text, CountryKey[]]>
  ).map(([name, origins]) => ({
    name,
    categories: ['ost', 'delikatesser'],
    storage: 'chilled' as const,
    origins,
    sizes: [0.15, 0.2, 0.25, 0.5],
    taste: [
      { da: 'Fast og nøddeagtig ost', en: 'Firm, nutty cheese' },
      { da: 'Cremet og mild ost', en: 'Creamy, mild cheese' },
      { da: 'Krydret og kraftig ost', en: 'Spicy, strong cheese' },
    ],
  })),
  ...(
    [
      [{ da: 'Ekstra jomfru olivenolie', en: 'Extra virgin olive oil' }, ['it', 'es', 'gr']],
      [{ da: 'Balsamico di Modena', en: 'Balsamic vinegar of Modena' }, ['it']],
      [{ da: 'Sherryeddike', en: 'Sherry vinegar' }, ['es']],
      [{ da: 'Koldpresset rapsolie', en: 'Cold-pressed rapeseed oil' }, ['dk']],
      [{ da: 'Hvidvinseddike', en: 'White wine vinegar' }, ['fr', 'dk']],
      [{ da: 'Trøffelolie', en: 'Truffle oil' }, ['it']],
      [{ da: 'Æbleeddike', en: 'Apple cider vinegar' }, ['dk']],
    ] as Array<[Text, CountryKey[]]>
  ).map(([name, origins]) => ({
    name,
    categories: ['olie-og-eddike', 'delikatesser'],
    storage: 'ambient' as const,
    origins,
    sizes: [0.25, 0.5, 0.75],
    taste: [{ da: 'Frugtig og frisk', en: 'Fruity and fresh' }, { da: 'Rund og fyldig', en: 'Round and full' }],
  })),
  ...(
    [
      [{ da: 'Trøffelchips', en: 'Truffle crisps' }, ['es']],
      [{ da: 'Marcona-mandler', en: 'Marcona almonds' }, ['es']],
      [{ da: 'Grissini', en: 'Grissini' }, ['it']],
      [{ da: 'Kalamata-oliven', en: 'Kalamata olives' }, ['gr']],
      [{ da: 'Mørk chokolade 70 %', en: 'Dark chocolate 70 %' }, ['dk', 'fr']],
      [{ da: 'Lakridskugler', en: 'Liquorice balls' }, ['dk']],
      [{ da: 'Karamelliserede valnødder', en: 'Caramelised walnuts' }, ['fr']],
    ] as Array<[Text, CountryKey[]]>
  ).map(([name, origins]) => ({
    name,
    categories: ['snacks', 'delikatesser'],
    storage: 'ambient' as const,
    origins,
    sizes: [0.1, 0.15, 0.2, 0.3],
    taste: [{ da: 'Sprød snack til vinen', en: 'A crisp snack for the wine' }, { da: 'Lille lækkerbisken', en: 'A small treat' }],
  })),
  ...(
    [
      [{ da: 'Prosciutto di Parma', en: 'Prosciutto di Parma' }, ['it'], 'chilled'],
      [{ da: 'Jamón Serrano', en: 'Jamón Serrano' }, ['es'], 'chilled'],
      [{ da: 'Chorizo Ibérico', en: 'Chorizo Ibérico' }, ['es'], 'chilled'],
      [{ da: 'Salame Milano', en: 'Salame Milano' }, ['it'], 'chilled'],
      [{ da: 'Rullepølse', en: 'Danish rolled pork' }, ['dk'], 'chilled'],
      [{ da: 'Vaniljeis', en: 'Vanilla ice cream' }, ['dk'], 'frozen'],
      [{ da: 'Hjemmelavede ravioli', en: 'Handmade ravioli' }, ['it'], 'frozen'],
    ] as Array<[Text, CountryKey[], StorageType]>
  ).map(([name, origins, storage]) => ({
    name,
    categories: storage === 'frozen' ? ['delikatesser'] : ['paalaeg', 'delikatesser'],
    storage,
    origins,
    sizes: [0.1, 0.2, 0.5],
    taste: [{ da: 'Klassisk delikatesse', en: 'A classic delicacy' }, { da: 'Håndværk fra en lille producent', en: 'Craft from a small producer' }],
  })),
]

const FOOD_MAKERS = ['Gårdbutikken', 'Mejeriet', 'La Bottega', 'Casa Rustica', 'Maison Fine', 'Ølands Gård', 'Fattoria Verde', 'Bodega Sol', 'Nordisk Spisekammer', 'Aalborg Delikatesse']

const SERVING = ['servering', 'koekken-og-bord', 'gaver']
const GLASSES = ['glas-og-karafler', 'koekken-og-bord', 'gaver']
const TOOLS = ['koekkenredskaber', 'koekken-og-bord', 'gaver']
const NONFOOD: Array<{ name: Text; categories: string[] }> = [
  { name: { da: 'Skærebræt i eg', en: 'Oak cutting board' }, categories: SERVING },
  { name: { da: 'Vinglas Bordeaux, 6 stk.', en: 'Bordeaux wine glasses, set of 6' }, categories: GLASSES },
  { name: { da: 'Proptrækker med kniv', en: "Waiter's corkscrew" }, categories: TOOLS },
  { name: { da: 'Karaffel i mundblæst glas', en: 'Hand-blown decanter' }, categories: GLASSES },
  { name: { da: 'Osteknive, 3 stk.', en: 'Cheese knives, set of 3' }, categories: TOOLS },
  { name: { da: 'Serveringsbræt i skifer', en: 'Slate serving board' }, categories: SERVING },
  { name: { da: 'Forklæde i hør', en: 'Linen apron' }, categories: TOOLS },
  { name: { da: 'Olivenskål i keramik', en: 'Ceramic olive bowl' }, categories: SERVING },
  { name: { da: 'Champagnekøler', en: 'Champagne cooler' }, categories: GLASSES },
]
const DESIGNERS = ['Nordisk Køkken', 'Ærø Træ', 'Skagen Keramik', 'Holm Glas', 'Bornholm Design', 'Studio Øster']

const EVENTS: Text[] = [
  { da: 'Vinsmagning', en: 'Wine tasting' },
  { da: 'Ostesmagning med vin', en: 'Cheese and wine tasting' },
  { da: 'Vinmiddag', en: 'Wine dinner' },
  { da: 'Champagneaften', en: 'Champagne evening' },
]
const CITIES = ['København', 'Aarhus', 'Odense', 'Aalborg', 'Esbjerg', 'Roskilde']

const BASKETS: Text[] = [
  { da: 'Italiensk aften', en: 'Italian evening' },
  { da: 'Fransk picnic', en: 'French picnic' },
  { da: 'Den store ostekurv', en: 'The big cheese basket' },
  { da: 'Julehygge', en: 'Christmas cheer' },
  { da: 'Tapas for to', en: 'Tapas for two' },
  { da: 'Vinelskerens kurv', en: "The wine lover's basket" },
  { da: 'Firmagave deluxe', en: 'Corporate gift deluxe' },
  { da: 'Søndagsbrunch', en: 'Sunday brunch' },
]
const BASKET_SIZES: Text[] = [
  { da: 'lille', en: 'small' },
  { da: 'mellem', en: 'medium' },
  { da: 'stor', en: 'large' },
]

const REVIEWERS = ['Politiken', 'Berlingske', 'Jyllands-Posten', 'Børsen', 'Vinbladet', 'Decanter', 'Wine Spectator']

/** The demo categories of each wine colour, most specific first: an older tree has no sparkling, so Vin. */
const WINE_CATEGORIES: Record<WineColour, string[]> = {
  red: ['roedvin', 'vin'],
  white: ['hvidvin', 'vin'],
  rose: ['rose', 'vin'],
  orange: ['orangevin', 'vin'],
  sparkling: ['mousserende', 'vin'],
  dessert: ['dessertvin', 'vin'],
}

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
  const r = random(n * 2654435761)
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
      price: Math.round(shopPrice(r, a.colour === 'sparkling' && a.country === 'fr' ? 249 : 79, 899) * (size / 0.75) / 5) * 5,
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
      shortDescription: { da: `${item.name.da} fra ${designer}. Til køkken og bord.`, en: `${item.name.en} by ${designer}. For kitchen and table.` },
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
      description: { da: `Vi smager seks vine og serverer lidt til. Varighed omkring to timer.`, en: `We taste six wines and serve a little food. About two hours.` },
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
      shortDescription: { da: `Gavekurv med vin og delikatesser: ${theme.da.toLowerCase()}.`, en: `Gift basket with wine and delicacies: ${theme.en.toLowerCase()}.` },
      description: { da: 'Pakket i kurv med kort. Levering hele landet.', en: 'Packed in a basket with a card. Delivered nationwide.' },
    }
  }
  return { ...product, friendlyUrlName: slugify(product.name.da) }
}

/** How many of n products the running campaigns of the scale catalogue take in: about one in thirty. */
const CAMPAIGN_SHARE = 30

/** A few running Regular campaigns over the scale products, one of each discount kind. */
const SCALE_CAMPAIGNS = [
  { name: 'Skala: 20 % på udvalgte varer', kind: 'Percentage', percentage: 20, amount: null, splash: null },
  { name: 'Skala: 50 kr. rabat', kind: 'AmountOff', percentage: null, amount: 5000, splash: { da: '50 kr. rabat', en: 'DKK 50 off' } },
  { name: 'Skala: fast pris 149 kr.', kind: 'FixedPrice', percentage: null, amount: 14900, splash: { da: 'Kun 149,-', en: 'Only 149,-' } },
] as const

export interface ScaleResult {
  added: number
  first: string | null
  last: string | null
  ms: number
}

/**
 * Adds `count` scale products over `client` (a pg Client or PoolClient on a migrated database), all in one
 * transaction, then refreshes the planner's statistics of the tables it filled.
 */
export async function seedScale(client: ClientBase, count: number, log: (line: string) => void = () => undefined): Promise<ScaleResult> {
  const started = Date.now()
  if (!Number.isInteger(count) || count < 0) throw new Error(`the number of products must be a whole number from 0, not ${count}`)
  const schema = await client.query<{ products: string | null }>(`SELECT to_regclass('public.products')::text AS products`)
  if (!schema.rows[0]?.products) throw new Error('the database has no shop tables yet: start the shop once (npm start) so it migrates, then run this')
  if (count === 0) return { added: 0, first: null, last: null, ms: 0 }

  const highest = await client.query<{ n: number | null }>(
    `SELECT max(substring(product_number FROM ${SCALE_PRODUCT_PREFIX.length + 1})::int) AS n FROM products WHERE product_number ~ $1`,
    [`^${SCALE_PRODUCT_PREFIX}[0-9]+$`],
  )
  const from = (highest.rows[0]?.n ?? 0) + 1

  // The demo categories present, by their slug (the seed's keys are the slugs of the Danish names; the first made
  // wins), and a picture per category from a demo product listed there.
  const categories = await client.query<{ id: number; slug: string }>('SELECT id, slug FROM categories ORDER BY id')
  const categoryByKey = new Map<string, number>()
  for (const c of categories.rows) if (!categoryByKey.has(c.slug)) categoryByKey.set(c.slug, c.id)
  const categoryOf = (p: ScaleProduct) => p.categories.map((key) => categoryByKey.get(key)).find((id) => id !== undefined) ?? null
  const pictures = await client.query<{ category: number; media: number }>(
    `SELECT DISTINCT ON (c.categories_id) c.categories_id AS category, i.media_id AS media
       FROM products_rels c JOIN products_rels i ON i.parent_id = c.parent_id AND i.path = 'images'
      WHERE c.path = 'categories' AND c.categories_id IS NOT NULL AND i.media_id IS NOT NULL
      ORDER BY c.categories_id, c.parent_id`,
  )
  const pictureByCategory = new Map(pictures.rows.map((p) => [p.category, p.media]))
  const anyPicture = pictures.rows[0]?.media ?? null

  const searchTable = await client.query<{ table: string | null }>(`SELECT to_regclass('public.product_search')::text AS table`)
  const hasSearch = Boolean(searchTable.rows[0]?.table)
  const existing = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM products')).rows[0]?.n ?? 0)
  // Building a GIN index in one go is much faster than growing it row by row: when the load at least doubles
  // the catalogue, the search indexes are dropped first and built again at the end, from their own definitions.
  const rebuild = hasSearch && count >= existing
    ? (await client.query<{ name: string; definition: string }>(
        `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'product_search' AND indexdef ILIKE '%USING gin%'`,
      )).rows
    : []

  await client.query('BEGIN')
  try {
    // The search table's triggers would rebuild each product's row once per table written; it is built once below.
    if (hasSearch) await client.query(`SET LOCAL delikat.defer_product_search = 'on'`)
    for (const index of rebuild) await client.query(`DROP INDEX ${index.name}`)
    const campaignIds: number[] = []
    for (const c of SCALE_CAMPAIGNS) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO campaigns (name, type, active, valid_from, valid_to, discount_kind, percentage, amount)
         VALUES ($1, 'Regular', true, now() - interval '7 days', now() + interval '60 days', $2, $3, $4) RETURNING id`,
        [c.name, c.kind, c.percentage, c.amount],
      )
      const id = rows[0]!.id
      campaignIds.push(id)
      if (c.splash) {
        await client.query(
          `INSERT INTO campaigns_locales (splash_text, _locale, _parent_id) VALUES ($1, 'da', $3), ($2, 'en', $3)`,
          [c.splash.da, c.splash.en, id],
        )
      }
    }

    for (let start = from; start < from + count; start += BATCH_SIZE) {
      const batch = Array.from({ length: Math.min(BATCH_SIZE, from + count - start) }, (_, i) => scaleProduct(start + i))
      const col = <K extends keyof ScaleProduct>(key: K) => batch.map((p) => p[key])
      const inserted = await client.query<{ id: number; product_number: string }>(
        `INSERT INTO products (friendly_url_name, product_number, type, price, stock_quantity, stock_state, stock_date, default_quantity,
                               alcohol_percentage, net_content, net_content_unit, review_score, review_reviewer, grape, producer,
                               vintage, colour, storage, organic, views, age_limit)
         SELECT f, n, t::enum_products_type, p, q, s::enum_products_stock_state, d, 1, a, nc, u::enum_products_net_content_unit, rs, rr,
                g, pr, v, c::enum_products_colour, st::enum_products_storage, o, vw, al::enum_products_age_limit
           FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::timestamptz[], $8::numeric[], $9::numeric[],
                       $10::text[], $11::numeric[], $12::text[], $13::text[], $14::text[], $15::int[], $16::text[], $17::text[], $18::bool[], $19::int[],
                       $20::text[])
                AS x(f, n, t, p, q, s, d, a, nc, u, rs, rr, g, pr, v, c, st, o, vw, al)
         RETURNING id, product_number`,
        [
          col('friendlyUrlName'), col('productNumber'), col('type'), col('price'), col('stockQuantity'), col('stockState'), col('stockDate'),
          col('alcoholPercentage'), col('netContent'), col('netContentUnit'), col('reviewScore'), col('reviewReviewer'), col('grape'),
          col('producer'), col('vintage'), col('colour'), col('storage'), col('organic'), col('views'), col('ageLimit'),
        ],
      )
      const idByNumber = new Map(inserted.rows.map((row) => [row.product_number, row.id]))
      const ids = batch.map((p) => idByNumber.get(p.productNumber)!)

      const locales = (['da', 'en'] as const).flatMap((locale) =>
        batch.map((p, i) => ({
          id: ids[i]!,
          locale,
          name: p.name[locale],
          short: p.shortDescription[locale],
          long: p.description[locale],
          country: p.country?.[locale] ?? null,
          region: p.region?.[locale] ?? null,
          origin: p.origin?.[locale] ?? null,
        })),
      )
      await client.query(
        `INSERT INTO products_locales (name, short_description, description, country, region, origin, _locale, _parent_id)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::_locales[], $8::int[])`,
        [
          locales.map((l) => l.name), locales.map((l) => l.short), locales.map((l) => l.long), locales.map((l) => l.country),
          locales.map((l) => l.region), locales.map((l) => l.origin), locales.map((l) => l.locale), locales.map((l) => l.id),
        ],
      )

      const rels: Array<{ parent: number; path: 'categories' | 'images'; category: number | null; media: number | null }> = []
      batch.forEach((p, i) => {
        const category = categoryOf(p)
        if (category !== null) rels.push({ parent: ids[i]!, path: 'categories', category, media: null })
        const picture = (category !== null ? pictureByCategory.get(category) : undefined) ?? anyPicture
        if (picture !== null) rels.push({ parent: ids[i]!, path: 'images', category: null, media: picture })
      })
      await client.query(
        `INSERT INTO products_rels ("order", parent_id, path, categories_id, media_id)
         SELECT 1, * FROM unnest($1::int[], $2::text[], $3::int[], $4::int[])`,
        [rels.map((r) => r.parent), rels.map((r) => r.path), rels.map((r) => r.category), rels.map((r) => r.media)],
      )

      // The price each product has had since it came in: what the 30-day before price of a campaign looks back on.
      await client.query(
        `INSERT INTO price_history (product_id, price, valid_from)
         SELECT id, price, now() - interval '90 days' FROM unnest($1::int[], $2::int[]) AS x(id, price)`,
        [ids, col('price')],
      )

      const onCampaign = batch
        .map((p, i) => ({ p, id: ids[i]! }))
        .filter(({ p }) => Number(p.productNumber.slice(SCALE_PRODUCT_PREFIX.length)) % CAMPAIGN_SHARE === 0)
      if (onCampaign.length > 0) {
        // Amounts off and the fixed price only on products they make a fair offer of; the percentage on the rest.
        const campaignOf = ({ p }: { p: ScaleProduct }, i: number) =>
          p.price >= 20_000 ? campaignIds[1 + (i % 2)]! : campaignIds[0]!
        await client.query(
          `INSERT INTO campaigns_rels ("order", parent_id, path, products_id)
           SELECT 1, c, 'products', p FROM unnest($1::int[], $2::int[]) AS x(c, p)`,
          [onCampaign.map(campaignOf), onCampaign.map(({ id }) => id)],
        )
      }
      if (hasSearch) await client.query('SELECT product_search_refresh($1::integer[])', [ids])
      log(`  ${start - from + batch.length} of ${count} products`)
    }
    for (const index of rebuild) await client.query(index.definition)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
  // PGlite runs no autovacuum: without fresh statistics the planner would guess at 20 000 rows as at 9.
  await client.query(
    `ANALYZE products; ANALYZE products_locales; ANALYZE products_rels; ANALYZE price_history; ANALYZE campaigns; ANALYZE campaigns_rels${hasSearch ? '; ANALYZE product_search' : ''}`,
  )
  const pad = (n: number) => `${SCALE_PRODUCT_PREFIX}${String(n).padStart(6, '0')}`
  return { added: count, first: pad(from), last: pad(from + count - 1), ms: Date.now() - started }
}
