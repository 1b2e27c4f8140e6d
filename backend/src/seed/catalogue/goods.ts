/**
 * Kitchen and table goods, gift baskets, Danish beer and cider, and tasting events for the demo catalogue. Prices are whole kroner incl.
 * VAT; an event's price is per seat.
 */
import type { Motif } from '../images'
import type { Localized } from './wines'

const l = (da: string, en: string): Localized => ({ da, en })

export interface Good {
  category: string
  name: Localized
  producer: string
  origin: Localized
  price: readonly [number, number]
  description: Localized
  motif: Motif
  colour: string
  accent: string
  short: string
  /** Sets sold by the piece: the number of pieces, so the price per piece shows. */
  pieces?: number
}

const DK = l('Danmark', 'Denmark')
const IT = l('Italien', 'Italy')
const AT = l('Østrig', 'Austria')
const FR = l('Frankrig', 'France')
const PT = l('Portugal', 'Portugal')
const JP = l('Japan', 'Japan')

type GoodRow = [
  category: string,
  da: string,
  en: string,
  producer: string,
  origin: Localized,
  price: [number, number],
  descDa: string,
  descEn: string,
  look: [motif: Motif, colour: string, accent: string, short: string],
  pieces?: number,
]

export const GOODS: readonly Good[] = (
  [
    [
      'glas-og-karafler',
      'Bourgogne-glas, 2 stk.',
      'Burgundy glasses, 2 pcs',
      'Glasværket Alpenkristall',
      AT,
      [349, 449],
      'Mundblæste glas med bred kumme til pinot noir og fyldige hvidvine.',
      'Mouth-blown glasses with a wide bowl for Pinot Noir and rich whites.',
      ['glass', '#7a1f2b', '#9aa3a8', 'Bourgogne'],
      2,
    ],
    [
      'glas-og-karafler',
      'Bordeaux-glas, 2 stk.',
      'Bordeaux glasses, 2 pcs',
      'Glasværket Alpenkristall',
      AT,
      [299, 399],
      'Høje glas til cabernet, merlot og andre kraftige rødvine.',
      'Tall glasses for Cabernet, Merlot and other powerful reds.',
      ['glass', '#4a0f1c', '#9aa3a8', 'Bordeaux'],
      2,
    ],
    [
      'glas-og-karafler',
      'Champagneglas, 2 stk.',
      'Champagne glasses, 2 pcs',
      'Glasværket Alpenkristall',
      AT,
      [279, 349],
      'Tulipanformede glas, der holder på perlerne og duften.',
      'Tulip-shaped glasses that keep the bubbles and the aroma.',
      ['glass', '#e8d27a', '#9aa3a8', 'Champagne'],
      2,
    ],
    [
      'glas-og-karafler',
      'Hvidvinsglas, 2 stk.',
      'White wine glasses, 2 pcs',
      'Nordlys Glas',
      DK,
      [249, 329],
      'Slanke glas i krystalglas til friske hvidvine og rosé.',
      'Slender crystal glasses for fresh whites and rosé.',
      ['glass', '#d8d08a', '#9aa3a8', 'Hvidvin'],
      2,
    ],
    [
      'glas-og-karafler',
      'Universalglas, 6 stk.',
      'All-purpose wine glasses, 6 pcs',
      'Nordlys Glas',
      DK,
      [449, 599],
      'Ét glas til alle vine, tåler opvaskemaskine.',
      'One glass for every wine, dishwasher safe.',
      ['glass', '#a8323e', '#9aa3a8', 'Universal'],
      6,
    ],
    [
      'glas-og-karafler',
      'Karaffel i mundblæst glas, 1 l',
      'Mouth-blown carafe, 1 l',
      'Nordlys Glas',
      DK,
      [299, 399],
      'Enkel karaffel til vand eller unge vine, der skal have luft.',
      'A simple carafe for water or young wines that need air.',
      ['carafe', '#7a1f2b', '#9aa3a8', 'Karaffel'],
    ],
    [
      'glas-og-karafler',
      'Dekanter, 1,5 l',
      'Decanter, 1.5 l',
      'Cristalleria Val d’Elsa',
      IT,
      [499, 699],
      'Bred dekanter i krystalglas, der lader lagrede rødvine ånde.',
      'A wide crystal decanter that lets aged reds breathe.',
      ['carafe', '#4a0f1c', '#9aa3a8', 'Dekanter'],
    ],
    [
      'glas-og-karafler',
      'Vandkaraffel med låg i eg, 1 l',
      'Water carafe with oak lid, 1 l',
      'Nordlys Glas',
      DK,
      [199, 259],
      'Karaffel til bordet med låg i dansk egetræ.',
      'A table carafe with a lid of Danish oak.',
      ['carafe', '#b8d8e0', '#8a5a2b', 'Vand'],
    ],
    [
      'servering',
      'Ostekniv-sæt, 3 dele',
      'Cheese knife set, 3 pieces',
      'Smedien Ry',
      DK,
      [249, 329],
      'Knive til hård, blød og smuldrende ost med skafter i oliventræ.',
      'Knives for hard, soft and crumbly cheese with olive wood handles.',
      ['knife', '#8a5a2b', '#c9a54a', 'Ostekniv'],
      3,
    ],
    [
      'servering',
      'Serveringsfad i stentøj',
      'Stoneware serving dish',
      'Keramikværkstedet Bornholm',
      DK,
      [299, 399],
      'Håndkastet fad med mat glasur. Til ost, pålæg og ovnretter.',
      'Hand-thrown dish with a matt glaze. For cheese, cold cuts and bakes.',
      ['bowl', '#c8b8a0', '#6b7a22', 'Stentøj'],
    ],
    [
      'servering',
      'Osteklokke med egetræsbund',
      'Cheese dome with oak base',
      'Nordlys Glas',
      DK,
      [399, 499],
      'Glasklokke, der holder osten frisk på bordet.',
      'A glass dome that keeps the cheese fresh on the table.',
      ['carafe', '#f3d27a', '#8a5a2b', 'Osteklokke'],
    ],
    [
      'servering',
      'Olivenskål i oliventræ',
      'Olive wood olive bowl',
      'Legno d’Ulivo Umbria',
      IT,
      [129, 169],
      'Lille skål med rum til stenene.',
      'A small bowl with room for the stones.',
      ['bowl', '#a8743a', '#4a2a3a', 'Oliven'],
    ],
    [
      'servering',
      'Serveringsbræt i egetræ, stort',
      'Large oak serving board',
      'Snedkeriet Silkeborg',
      DK,
      [349, 449],
      'Bræt i massiv dansk eg til ost og charcuteri for mange.',
      'A board of solid Danish oak for cheese and charcuterie for many.',
      ['board', '#b08050', '#8a5a2b', 'Egetræ'],
    ],
    [
      'servering',
      'Hørservietter, 4 stk.',
      'Linen napkins, 4 pcs',
      'Væveriet Vejle',
      DK,
      [199, 259],
      'Stenvaskede servietter i hør, der bliver blødere for hver vask.',
      'Stone-washed linen napkins that soften with every wash.',
      ['linen', '#8aa0b0', '#d8d0c0', 'Hør'],
      4,
    ],
    [
      'servering',
      'Tapasskåle i keramik, 4 stk.',
      'Ceramic tapas bowls, 4 pcs',
      'Cerâmica do Alentejo',
      PT,
      [179, 229],
      'Små håndmalede skåle til oliven, nødder og dip.',
      'Small hand-painted bowls for olives, nuts and dips.',
      ['bowl', '#2f5a8a', '#c9a54a', 'Tapas'],
      4,
    ],
    [
      'koekkenredskaber',
      'Tjenerproptrækker',
      'Waiter’s corkscrew',
      'Laguiole du Plateau',
      FR,
      [149, 249],
      'Proptrækker med to trin og skaft i enebær.',
      'A two-step corkscrew with a juniper handle.',
      ['knife', '#5a3a2a', '#c9a54a', 'Proptrækker'],
    ],
    [
      'koekkenredskaber',
      'Vinpumpe med 2 propper',
      'Wine pump with 2 stoppers',
      'Nordlys Glas',
      DK,
      [99, 129],
      'Suger luften ud af den åbne flaske, så vinen holder flere dage.',
      'Draws the air out of an open bottle so the wine keeps for days.',
      ['knife', '#2d2a26', '#9aa3a8', 'Vinpumpe'],
      2,
    ],
    [
      'koekkenredskaber',
      'Champagneprop',
      'Champagne stopper',
      'Nordlys Glas',
      DK,
      [79, 99],
      'Holder perlerne i en åbnet flaske mousserende vin.',
      'Keeps the bubbles in an opened bottle of sparkling wine.',
      ['knife', '#c9a54a', '#2d2a26', 'Champagneprop'],
    ],
    [
      'koekkenredskaber',
      'Morter i granit',
      'Granite mortar and pestle',
      'Stenhuggeriet Bornholm',
      DK,
      [249, 349],
      'Tung morter til krydderier, pesto og aioli.',
      'A heavy mortar for spices, pesto and aioli.',
      ['bowl', '#6a6a6a', '#4a7a2a', 'Morter'],
    ],
    [
      'koekkenredskaber',
      'Kokkekniv, 20 cm',
      'Chef’s knife, 20 cm',
      'Seki Hamono Works',
      JP,
      [699, 1099],
      'Smedet kniv i damaskusstål med skaft i pakkatræ.',
      'Forged Damascus steel knife with a pakka wood handle.',
      ['knife', '#2d2a26', '#c9a54a', 'Kokkekniv'],
    ],
    [
      'koekkenredskaber',
      'Ostehøvl i stål og eg',
      'Steel and oak cheese slicer',
      'Smedien Ry',
      DK,
      [129, 179],
      'Den klassiske danske ostehøvl med skaft i eg.',
      'The classic Danish cheese slicer with an oak handle.',
      ['knife', '#b08050', '#9aa3a8', 'Ostehøvl'],
    ],
    [
      'koekkenredskaber',
      'Saltkværn i bøg',
      'Beech salt mill',
      'Snedkeriet Silkeborg',
      DK,
      [199, 259],
      'Kværn med keramisk kværnværk, der kan indstilles fra groft til fint.',
      'A mill with an adjustable ceramic grinder, coarse to fine.',
      ['board', '#c8a070', '#8a5a2b', 'Saltkværn'],
    ],
    [
      'koekkenredskaber',
      'Stempelkande, 1 l',
      'French press, 1 l',
      'Nordlys Glas',
      DK,
      [299, 399],
      'Stempelkande i borosilikatglas med stel i børstet stål.',
      'A French press in borosilicate glass with a brushed steel frame.',
      ['carafe', '#3a2418', '#9aa3a8', 'Stempelkande'],
    ],
    [
      'koekkenredskaber',
      'Forklæde i hør',
      'Linen apron',
      'Væveriet Vejle',
      DK,
      [249, 329],
      'Forklæde i kraftig hør med lommer og justerbar nakkerem.',
      'An apron of heavy linen with pockets and an adjustable neck strap.',
      ['linen', '#4a5a4a', '#c8b8a0', 'Forklæde'],
    ],
    [
      'koekkenredskaber',
      'Flaskekøler i stål',
      'Steel bottle cooler',
      'Smedien Ry',
      DK,
      [249, 349],
      'Dobbeltvægget køler, der holder flasken kold uden is.',
      'A double-walled cooler that keeps the bottle cold without ice.',
      ['carafe', '#c0c8cc', '#6a6a6a', 'Flaskekøler'],
    ],
  ] as GoodRow[]
).map(([category, da, en, producer, origin, price, descDa, descEn, [motif, colour, accent, short], pieces]) => ({
  category,
  name: l(da, en),
  producer,
  origin,
  price,
  description: l(descDa, descEn),
  motif,
  colour,
  accent,
  short,
  pieces,
}))

export interface Gift {
  category: 'gavekurve' | 'gaveaesker'
  name: Localized
  contents: Localized
  price: readonly [number, number]
  short: string
  colour: string
  accent: string
  /** A gift holding wine has no alcohol percentage of its own, so staff set its age limit (shop/catalogue/age.ts). */
  ageLimit?: '18'
}

export const GIFTS: readonly Gift[] = [
  {
    category: 'gavekurve',
    name: l('Gavekurven "Italiensk aften"', 'Gift basket "Italian evening"'),
    contents: l(
      'Chianti Classico, Parmigiano Reggiano, salame Finocchiona, grissini og olivenolie fra Toscana.',
      'Chianti Classico, Parmigiano Reggiano, salame Finocchiona, grissini and Tuscan olive oil.',
    ),
    price: [899, 1099],
    short: 'Italiensk aften',
    colour: '#a86b32',
    accent: '#4a0f1c',
    ageLimit: '18',
  },
  {
    category: 'gavekurve',
    name: l('Gavekurven "Vin og ost"', 'Gift basket "Wine and cheese"'),
    contents: l(
      'To flasker rødvin, tre udvalgte oste, figenkompot og knækbrød.',
      'Two bottles of red wine, three selected cheeses, fig compote and crispbread.',
    ),
    price: [599, 749],
    short: 'Vin og ost',
    colour: '#b07a3a',
    accent: '#7a1f2b',
    ageLimit: '18',
  },
  {
    category: 'gavekurve',
    name: l('Gavekurven "Bobler og chokolade"', 'Gift basket "Bubbles and chocolate"'),
    contents: l(
      'Champagne, champagnetrøfler, mørk chokolade og karameller med havsalt.',
      'Champagne, champagne truffles, dark chocolate and sea salt caramels.',
    ),
    price: [649, 799],
    short: 'Bobler',
    colour: '#9a6a3a',
    accent: '#1f3a22',
    ageLimit: '18',
  },
  {
    category: 'gavekurve',
    name: l('Gavekurven "Den lille smagsprøve"', 'Gift basket "A little taste"'),
    contents: l(
      'En flaske rosé, oliven, marcona-mandler og trøffelchips.',
      'A bottle of rosé, olives, Marcona almonds and truffle crisps.',
    ),
    price: [349, 449],
    short: 'Smagsprøve',
    colour: '#b8844a',
    accent: '#e88a8f',
    ageLimit: '18',
  },
  {
    category: 'gavekurve',
    name: l('Gavekurven "Julefrokost"', 'Gift basket "Christmas lunch"'),
    contents: l(
      'Spegepølse, rullepølse, grov sennep, sild, rugbrødschips og en flaske dessertvin.',
      'Danish salami, rolled pork, coarse mustard, herring, rye crisps and a bottle of dessert wine.',
    ),
    price: [799, 999],
    short: 'Julefrokost',
    colour: '#8a5a2b',
    accent: '#a8321e',
    ageLimit: '18',
  },
  {
    category: 'gavekurve',
    name: l('Gavekurven "Den store fest"', 'Gift basket "The big celebration"'),
    contents: l(
      'Champagne, Barolo, Comté, Jamón Ibérico, trøfler og balsamico i en stor flettet kurv.',
      'Champagne, Barolo, Comté, Jamón Ibérico, truffles and balsamic in a large woven basket.',
    ),
    price: [1499, 1899],
    short: 'Den store fest',
    colour: '#7a4a1e',
    accent: '#c9a54a',
    ageLimit: '18',
  },
  {
    category: 'gaveaesker',
    name: l('Gaveæsken "Kaffe og chokolade"', 'Gift box "Coffee and chocolate"'),
    contents: l(
      'To poser nyristet kaffe og tre plader mørk chokolade.',
      'Two bags of freshly roasted coffee and three bars of dark chocolate.',
    ),
    price: [249, 329],
    short: 'Kaffe',
    colour: '#2d2a26',
    accent: '#c9a54a',
  },
  {
    category: 'gaveaesker',
    name: l('Gaveæsken "Olie og eddike"', 'Gift box "Oil and vinegar"'),
    contents: l(
      'Olivenolie fra Puglia og balsamico fra Modena i en æske af træ.',
      'Olive oil from Apulia and balsamic from Modena in a wooden box.',
    ),
    price: [299, 379],
    short: 'Olie & eddike',
    colour: '#6b7a22',
    accent: '#f4f1ea',
  },
  {
    category: 'gaveaesker',
    name: l('Gaveæsken "Tak for hjælpen"', 'Gift box "Thank you"'),
    contents: l('En flaske hvidvin, karameller og en lille chokolade.', 'A bottle of white wine, caramels and a small chocolate.'),
    price: [199, 249],
    short: 'Tak',
    colour: '#7a1f2b',
    accent: '#f4f1ea',
    ageLimit: '18',
  },
  {
    category: 'gaveaesker',
    name: l('Gaveæsken "Lakrids og bobler"', 'Gift box "Liquorice and bubbles"'),
    contents: l('Crémant, sød lakrids og saltlakrids fra Bornholm.', 'Crémant, sweet liquorice and salty liquorice from Bornholm.'),
    price: [349, 429],
    short: 'Lakrids',
    colour: '#1f1a1a',
    accent: '#c9a54a',
    ageLimit: '18',
  },
  {
    category: 'gaveaesker',
    name: l('Gaveæsken "Vinkenderen"', 'Gift box "The connoisseur"'),
    contents: l(
      'To vine fra samme producent i to årgange, med smagenoter.',
      'Two wines from one producer in two vintages, with tasting notes.',
    ),
    price: [449, 549],
    short: 'Vinkenderen',
    colour: '#4a0f1c',
    accent: '#c9a54a',
    ageLimit: '18',
  },
]

export interface EventTheme {
  name: Localized
  description: Localized
  price: readonly [number, number]
  seats: readonly [number, number]
  colour: string
  /** Tastings with no wine in them: no age limit. */
  noAlcohol?: boolean
}

export const EVENT_THEMES: readonly EventTheme[] = [
  {
    name: l('Vinsmagning: Bourgogne', 'Wine tasting: Burgundy'),
    description: l(
      'Seks vine fra Chablis til Côte de Nuits, med ost og brød.',
      'Six wines from Chablis to the Côte de Nuits, with cheese and bread.',
    ),
    price: [495, 695],
    seats: [12, 20],
    colour: '#8b1e2d',
  },
  {
    name: l('Champagnesmagning', 'Champagne tasting'),
    description: l(
      'Fra blanc de blancs til rosé: fem champagner og lidt at spise.',
      'From blanc de blancs to rosé: five champagnes and a bite to eat.',
    ),
    price: [595, 795],
    seats: [12, 24],
    colour: '#c9a54a',
  },
  {
    name: l('Ost og vin', 'Cheese and wine'),
    description: l('Otte oste og fire vine, og hvorfor de passer sammen.', 'Eight cheeses and four wines, and why they work together.'),
    price: [395, 495],
    seats: [16, 30],
    colour: '#f2c14e',
  },
  {
    name: l('Rioja og tapas', 'Rioja and tapas'),
    description: l(
      'Crianza, reserva og gran reserva med spanske småretter.',
      'Crianza, reserva and gran reserva with Spanish small plates.',
    ),
    price: [445, 545],
    seats: [16, 28],
    colour: '#8b1e2d',
  },
  {
    name: l('Naturvin og orangevin', 'Natural and orange wine'),
    description: l('Skalmacererede vine fra Georgien, Friuli og Slovenien.', 'Skin-contact wines from Georgia, Friuli and Slovenia.'),
    price: [395, 495],
    seats: [12, 20],
    colour: '#c9702a',
  },
  {
    name: l('Julesmagning', 'Christmas tasting'),
    description: l(
      'Vine til julemaden, med sild, ribbensteg og risalamande.',
      'Wines for the Christmas table, with herring, roast pork and rice pudding.',
    ),
    price: [345, 445],
    seats: [20, 40],
    colour: '#a8321e',
  },
  {
    name: l('Kaffesmagning med risteren', 'Coffee tasting with the roaster'),
    description: l('Fire kaffer fra fire lande, brygget på fire måder.', 'Four coffees from four countries, brewed four ways.'),
    price: [195, 295],
    seats: [8, 14],
    colour: '#5c3524',
    noAlcohol: true,
  },
  {
    name: l('Olivenoliesmagning', 'Olive oil tasting'),
    description: l(
      'Seks olier fra Spanien, Italien og Grækenland, smagt som en professionel.',
      'Six oils from Spain, Italy and Greece, tasted like a professional.',
    ),
    price: [245, 345],
    seats: [10, 18],
    colour: '#6b7a22',
    noAlcohol: true,
  },
  {
    name: l('Chokolade og dessertvin', 'Chocolate and dessert wine'),
    description: l('Sauternes, Tokaji og vin santo med håndlavet chokolade.', 'Sauternes, Tokaji and vin santo with handmade chocolate.'),
    price: [395, 495],
    seats: [12, 20],
    colour: '#5c3524',
  },
  {
    name: l('Barolo og Barbaresco', 'Barolo and Barbaresco'),
    description: l(
      'Nebbiolo fra Langhe i seks årgange, med trøffelpasta.',
      'Nebbiolo from the Langhe in six vintages, with truffle pasta.',
    ),
    price: [695, 895],
    seats: [10, 16],
    colour: '#4a0f1c',
  },
  {
    name: l('Begynderkursus i vin', 'Wine for beginners'),
    description: l(
      'Smag, duft og druer: to timer om at vælge den rigtige vin.',
      'Taste, aroma and grapes: two hours on choosing the right wine.',
    ),
    price: [295, 395],
    seats: [16, 30],
    colour: '#7a1f2b',
  },
]

export const EVENT_CITIES: readonly Localized[] = [
  l('Aarhus', 'Aarhus'),
  l('København', 'Copenhagen'),
  l('Odense', 'Odense'),
  l('Aalborg', 'Aalborg'),
]

export interface Drink {
  name: Localized
  description: Localized
  producer: string
  /** % vol: the age limit follows from it (16 above 1.2 %, 18 above 6 %; shop/catalogue/age.ts). */
  alcoholPercentage: number
  /** Kroner incl. VAT: fixed, since these come after the seeded random source has done its work. */
  price: number
  stockQuantity: number
  netContent: number
  organic?: boolean
  short: string
  colour: string
  accent: string
}

/**
 * Drinks of each age limit below wine's 18: a cider and a lager for 16, and an alcohol-free beer (0.5 %) for anyone.
 * Made-up producers, as everywhere in the demo.
 */
export const DRINKS: readonly Drink[] = [
  {
    name: l('Æblecider, tør, Frugtgården Lyngbakke', 'Dry apple cider, Frugtgården Lyngbakke'),
    description: l(
      'Tør, mousserende cider af danske æbler fra Fyn: frisk syre og et strejf af honning. Til smørrebrød og skaldyr.',
      'Dry sparkling cider from Danish apples grown on Funen: fresh acidity and a hint of honey. For open sandwiches and shellfish.',
    ),
    producer: 'Frugtgården Lyngbakke',
    alcoholPercentage: 5,
    price: 59,
    stockQuantity: 48,
    netContent: 0.75,
    short: 'Cider',
    colour: '#c9a54a',
    accent: '#2f6b3a',
  },
  {
    name: l('Økologisk pilsner, Bryggeriet Stenhøj', 'Organic pilsner, Bryggeriet Stenhøj'),
    description: l(
      'Klassisk dansk pilsner, brygget på økologisk byg og humle: let bitter og tørstslukkende.',
      'A classic Danish pilsner brewed from organic barley and hops: lightly bitter and thirst-quenching.',
    ),
    producer: 'Bryggeriet Stenhøj',
    alcoholPercentage: 4.6,
    price: 29,
    stockQuantity: 96,
    netContent: 0.5,
    organic: true,
    short: 'Pilsner',
    colour: '#5a3a1a',
    accent: '#c9a54a',
  },
  {
    name: l('Alkoholfri IPA, Bryggeriet Stenhøj', 'Alcohol-free IPA, Bryggeriet Stenhøj'),
    description: l(
      'Humlet og frisk med noter af grape og fyrrenåle, med kun 0,5 % alkohol.',
      'Hoppy and fresh with notes of grapefruit and pine, at only 0.5 % alcohol.',
    ),
    producer: 'Bryggeriet Stenhøj',
    alcoholPercentage: 0.5,
    price: 25,
    stockQuantity: 60,
    netContent: 0.33,
    short: 'IPA 0,5 %',
    colour: '#3a2a1a',
    accent: '#6b7a22',
  },
]
