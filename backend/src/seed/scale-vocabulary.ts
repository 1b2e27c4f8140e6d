/**
 * The words the scale catalogue's products are made of (scale-product.ts): countries, appellations, producers,
 * tasting notes, foods, kitchen things, events and gift baskets, in Danish and English, and the demo categories
 * (slugs of seed/categories.ts names) each kind is listed in. Data: changing any of it changes the scale products.
 */
import type { StorageType, WineColour } from '../shop/catalogue/attributes'

export type Text = { da: string; en: string }

export const COUNTRIES = {
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
export type CountryKey = keyof typeof COUNTRIES

/** Wines by appellation: country, region, colour and grapes (several as "A, B", as editors write them). */
export const APPELLATIONS: Array<{
  country: CountryKey
  region: Text
  name: string
  colour: WineColour
  grapes: string
  nonVintage?: boolean
}> = [
  { country: 'it', region: { da: 'Piemonte', en: 'Piedmont' }, name: 'Barolo DOCG', colour: 'red', grapes: 'Nebbiolo' },
  { country: 'it', region: { da: 'Piemonte', en: 'Piedmont' }, name: 'Barbaresco DOCG', colour: 'red', grapes: 'Nebbiolo' },
  { country: 'it', region: { da: 'Piemonte', en: 'Piedmont' }, name: "Barbera d'Alba", colour: 'red', grapes: 'Barbera' },
  { country: 'it', region: { da: 'Piemonte', en: 'Piedmont' }, name: 'Gavi di Gavi', colour: 'white', grapes: 'Cortese' },
  {
    country: 'it',
    region: { da: 'Piemonte', en: 'Piedmont' },
    name: "Moscato d'Asti",
    colour: 'sparkling',
    grapes: 'Moscato Bianco',
    nonVintage: true,
  },
  { country: 'it', region: { da: 'Toscana', en: 'Tuscany' }, name: 'Chianti Classico', colour: 'red', grapes: 'Sangiovese' },
  { country: 'it', region: { da: 'Toscana', en: 'Tuscany' }, name: 'Brunello di Montalcino', colour: 'red', grapes: 'Sangiovese' },
  { country: 'it', region: { da: 'Toscana', en: 'Tuscany' }, name: 'Bolgheri Rosso', colour: 'red', grapes: 'Cabernet Sauvignon, Merlot' },
  { country: 'it', region: { da: 'Toscana', en: 'Tuscany' }, name: 'Vernaccia di San Gimignano', colour: 'white', grapes: 'Vernaccia' },
  {
    country: 'it',
    region: { da: 'Veneto', en: 'Veneto' },
    name: 'Amarone della Valpolicella',
    colour: 'red',
    grapes: 'Corvina, Rondinella',
  },
  { country: 'it', region: { da: 'Veneto', en: 'Veneto' }, name: 'Valpolicella Ripasso', colour: 'red', grapes: 'Corvina, Rondinella' },
  { country: 'it', region: { da: 'Veneto', en: 'Veneto' }, name: 'Soave Classico', colour: 'white', grapes: 'Garganega' },
  {
    country: 'it',
    region: { da: 'Veneto', en: 'Veneto' },
    name: 'Prosecco Superiore',
    colour: 'sparkling',
    grapes: 'Glera',
    nonVintage: true,
  },
  { country: 'it', region: { da: 'Sicilien', en: 'Sicily' }, name: 'Etna Rosso', colour: 'red', grapes: 'Nerello Mascalese' },
  { country: 'it', region: { da: 'Sicilien', en: 'Sicily' }, name: "Nero d'Avola", colour: 'red', grapes: "Nero d'Avola" },
  { country: 'it', region: { da: 'Puglia', en: 'Apulia' }, name: 'Primitivo di Manduria', colour: 'red', grapes: 'Primitivo' },
  { country: 'it', region: { da: 'Friuli', en: 'Friuli' }, name: 'Ribolla Gialla Macerato', colour: 'orange', grapes: 'Ribolla Gialla' },
  { country: 'fr', region: { da: 'Bourgogne', en: 'Burgundy' }, name: 'Chablis Premier Cru', colour: 'white', grapes: 'Chardonnay' },
  { country: 'fr', region: { da: 'Bourgogne', en: 'Burgundy' }, name: 'Meursault', colour: 'white', grapes: 'Chardonnay' },
  { country: 'fr', region: { da: 'Bourgogne', en: 'Burgundy' }, name: 'Gevrey-Chambertin', colour: 'red', grapes: 'Pinot Noir' },
  { country: 'fr', region: { da: 'Bourgogne', en: 'Burgundy' }, name: 'Bourgogne Pinot Noir', colour: 'red', grapes: 'Pinot Noir' },
  {
    country: 'fr',
    region: { da: 'Bourgogne', en: 'Burgundy' },
    name: 'Crémant de Bourgogne',
    colour: 'sparkling',
    grapes: 'Chardonnay, Pinot Noir',
    nonVintage: true,
  },
  {
    country: 'fr',
    region: { da: 'Bordeaux', en: 'Bordeaux' },
    name: 'Saint-Émilion Grand Cru',
    colour: 'red',
    grapes: 'Merlot, Cabernet Franc',
  },
  { country: 'fr', region: { da: 'Bordeaux', en: 'Bordeaux' }, name: 'Pauillac', colour: 'red', grapes: 'Cabernet Sauvignon, Merlot' },
  { country: 'fr', region: { da: 'Bordeaux', en: 'Bordeaux' }, name: 'Margaux', colour: 'red', grapes: 'Cabernet Sauvignon, Merlot' },
  { country: 'fr', region: { da: 'Bordeaux', en: 'Bordeaux' }, name: 'Graves Blanc', colour: 'white', grapes: 'Sauvignon Blanc, Sémillon' },
  { country: 'fr', region: { da: 'Bordeaux', en: 'Bordeaux' }, name: 'Sauternes', colour: 'dessert', grapes: 'Sémillon, Sauvignon Blanc' },
  {
    country: 'fr',
    region: { da: 'Rhônedalen', en: 'Rhône Valley' },
    name: 'Châteauneuf-du-Pape',
    colour: 'red',
    grapes: 'Grenache, Syrah, Mourvèdre',
  },
  { country: 'fr', region: { da: 'Rhônedalen', en: 'Rhône Valley' }, name: 'Côtes du Rhône', colour: 'red', grapes: 'Grenache, Syrah' },
  { country: 'fr', region: { da: 'Rhônedalen', en: 'Rhône Valley' }, name: 'Crozes-Hermitage', colour: 'red', grapes: 'Syrah' },
  { country: 'fr', region: { da: 'Rhônedalen', en: 'Rhône Valley' }, name: 'Condrieu', colour: 'white', grapes: 'Viognier' },
  { country: 'fr', region: { da: 'Loire', en: 'Loire' }, name: 'Sancerre', colour: 'white', grapes: 'Sauvignon Blanc' },
  { country: 'fr', region: { da: 'Loire', en: 'Loire' }, name: 'Vouvray', colour: 'white', grapes: 'Chenin Blanc' },
  { country: 'fr', region: { da: 'Loire', en: 'Loire' }, name: 'Chinon', colour: 'red', grapes: 'Cabernet Franc' },
  {
    country: 'fr',
    region: { da: 'Champagne', en: 'Champagne' },
    name: 'Champagne Brut',
    colour: 'sparkling',
    grapes: 'Chardonnay, Pinot Noir, Pinot Meunier',
    nonVintage: true,
  },
  {
    country: 'fr',
    region: { da: 'Champagne', en: 'Champagne' },
    name: 'Champagne Rosé',
    colour: 'sparkling',
    grapes: 'Pinot Noir, Chardonnay',
    nonVintage: true,
  },
  { country: 'fr', region: { da: 'Alsace', en: 'Alsace' }, name: 'Alsace Riesling', colour: 'white', grapes: 'Riesling' },
  { country: 'fr', region: { da: 'Alsace', en: 'Alsace' }, name: 'Alsace Gewurztraminer', colour: 'white', grapes: 'Gewürztraminer' },
  {
    country: 'fr',
    region: { da: 'Provence', en: 'Provence' },
    name: 'Côtes de Provence Rosé',
    colour: 'rose',
    grapes: 'Grenache, Cinsault',
  },
  { country: 'fr', region: { da: 'Provence', en: 'Provence' }, name: 'Bandol Rosé', colour: 'rose', grapes: 'Mourvèdre, Grenache' },
  { country: 'fr', region: { da: 'Languedoc', en: 'Languedoc' }, name: 'Pic Saint-Loup', colour: 'red', grapes: 'Syrah, Grenache' },
  { country: 'es', region: { da: 'Rioja', en: 'Rioja' }, name: 'Rioja Crianza', colour: 'red', grapes: 'Tempranillo' },
  { country: 'es', region: { da: 'Rioja', en: 'Rioja' }, name: 'Rioja Reserva', colour: 'red', grapes: 'Tempranillo, Garnacha' },
  { country: 'es', region: { da: 'Rioja', en: 'Rioja' }, name: 'Rioja Blanco', colour: 'white', grapes: 'Viura' },
  { country: 'es', region: { da: 'Rioja', en: 'Rioja' }, name: 'Rioja Rosado', colour: 'rose', grapes: 'Garnacha' },
  {
    country: 'es',
    region: { da: 'Castilla y León', en: 'Castile and León' },
    name: 'Ribera del Duero',
    colour: 'red',
    grapes: 'Tempranillo',
  },
  { country: 'es', region: { da: 'Catalonien', en: 'Catalonia' }, name: 'Priorat', colour: 'red', grapes: 'Garnacha, Cariñena' },
  {
    country: 'es',
    region: { da: 'Catalonien', en: 'Catalonia' },
    name: 'Cava Brut Nature',
    colour: 'sparkling',
    grapes: 'Macabeo, Xarel-lo, Parellada',
    nonVintage: true,
  },
  { country: 'es', region: { da: 'Galicien', en: 'Galicia' }, name: 'Rías Baixas Albariño', colour: 'white', grapes: 'Albariño' },
  {
    country: 'es',
    region: { da: 'Andalusien', en: 'Andalusia' },
    name: 'Pedro Ximénez',
    colour: 'dessert',
    grapes: 'Pedro Ximénez',
    nonVintage: true,
  },
  { country: 'pt', region: { da: 'Douro', en: 'Douro' }, name: 'Douro Tinto', colour: 'red', grapes: 'Touriga Nacional, Touriga Franca' },
  {
    country: 'pt',
    region: { da: 'Douro', en: 'Douro' },
    name: 'Tawny Port 10 anos',
    colour: 'dessert',
    grapes: 'Touriga Nacional, Tinta Roriz',
    nonVintage: true,
  },
  { country: 'pt', region: { da: 'Minho', en: 'Minho' }, name: 'Vinho Verde', colour: 'white', grapes: 'Alvarinho, Loureiro' },
  { country: 'de', region: { da: 'Mosel', en: 'Mosel' }, name: 'Mosel Riesling Kabinett', colour: 'white', grapes: 'Riesling' },
  { country: 'de', region: { da: 'Rheingau', en: 'Rheingau' }, name: 'Rheingau Riesling Trocken', colour: 'white', grapes: 'Riesling' },
  { country: 'de', region: { da: 'Pfalz', en: 'Palatinate' }, name: 'Pfalz Spätburgunder', colour: 'red', grapes: 'Pinot Noir' },
  {
    country: 'at',
    region: { da: 'Wachau', en: 'Wachau' },
    name: 'Grüner Veltliner Federspiel',
    colour: 'white',
    grapes: 'Grüner Veltliner',
  },
  { country: 'at', region: { da: 'Burgenland', en: 'Burgenland' }, name: 'Blaufränkisch', colour: 'red', grapes: 'Blaufränkisch' },
  { country: 'at', region: { da: 'Burgenland', en: 'Burgenland' }, name: 'Zweigelt', colour: 'red', grapes: 'Zweigelt' },
  { country: 'gr', region: { da: 'Santorini', en: 'Santorini' }, name: 'Santorini Assyrtiko', colour: 'white', grapes: 'Assyrtiko' },
  { country: 'gr', region: { da: 'Makedonien', en: 'Macedonia' }, name: 'Naoussa Xinomavro', colour: 'red', grapes: 'Xinomavro' },
  { country: 'hu', region: { da: 'Tokaj', en: 'Tokaj' }, name: 'Tokaji Aszú 5 Puttonyos', colour: 'dessert', grapes: 'Furmint' },
  { country: 'ge', region: { da: 'Kakheti', en: 'Kakheti' }, name: 'Rkatsiteli Qvevri', colour: 'orange', grapes: 'Rkatsiteli' },
  {
    country: 'us',
    region: { da: 'Californien', en: 'California' },
    name: 'Napa Valley Cabernet Sauvignon',
    colour: 'red',
    grapes: 'Cabernet Sauvignon',
  },
  {
    country: 'us',
    region: { da: 'Californien', en: 'California' },
    name: 'Sonoma Coast Chardonnay',
    colour: 'white',
    grapes: 'Chardonnay',
  },
  { country: 'us', region: { da: 'Oregon', en: 'Oregon' }, name: 'Willamette Valley Pinot Noir', colour: 'red', grapes: 'Pinot Noir' },
  {
    country: 'cl',
    region: { da: 'Maipo', en: 'Maipo Valley' },
    name: 'Maipo Cabernet Sauvignon',
    colour: 'red',
    grapes: 'Cabernet Sauvignon',
  },
  { country: 'cl', region: { da: 'Colchagua', en: 'Colchagua Valley' }, name: 'Colchagua Carmenère', colour: 'red', grapes: 'Carmenère' },
  {
    country: 'cl',
    region: { da: 'Casablanca', en: 'Casablanca Valley' },
    name: 'Casablanca Sauvignon Blanc',
    colour: 'white',
    grapes: 'Sauvignon Blanc',
  },
  { country: 'ar', region: { da: 'Mendoza', en: 'Mendoza' }, name: 'Mendoza Malbec', colour: 'red', grapes: 'Malbec' },
  { country: 'ar', region: { da: 'Salta', en: 'Salta' }, name: 'Salta Torrontés', colour: 'white', grapes: 'Torrontés' },
  { country: 'za', region: { da: 'Stellenbosch', en: 'Stellenbosch' }, name: 'Stellenbosch Pinotage', colour: 'red', grapes: 'Pinotage' },
  { country: 'za', region: { da: 'Swartland', en: 'Swartland' }, name: 'Swartland Chenin Blanc', colour: 'white', grapes: 'Chenin Blanc' },
  { country: 'au', region: { da: 'Barossa Valley', en: 'Barossa Valley' }, name: 'Barossa Shiraz', colour: 'red', grapes: 'Shiraz' },
  {
    country: 'au',
    region: { da: 'Margaret River', en: 'Margaret River' },
    name: 'Margaret River Chardonnay',
    colour: 'white',
    grapes: 'Chardonnay',
  },
  {
    country: 'nz',
    region: { da: 'Marlborough', en: 'Marlborough' },
    name: 'Marlborough Sauvignon Blanc',
    colour: 'white',
    grapes: 'Sauvignon Blanc',
  },
  {
    country: 'nz',
    region: { da: 'Central Otago', en: 'Central Otago' },
    name: 'Central Otago Pinot Noir',
    colour: 'red',
    grapes: 'Pinot Noir',
  },
  { country: 'dk', region: { da: 'Sjælland', en: 'Zealand' }, name: 'Dansk Solaris', colour: 'white', grapes: 'Solaris' },
  { country: 'dk', region: { da: 'Fyn', en: 'Funen' }, name: 'Dansk Rondo Rosé', colour: 'rose', grapes: 'Rondo' },
  {
    country: 'dk',
    region: { da: 'Jylland', en: 'Jutland' },
    name: 'Dansk Mousserende Solaris',
    colour: 'sparkling',
    grapes: 'Solaris',
    nonVintage: true,
  },
]

/** Producer names by country: a house word and a family or place name. */
export const PRODUCERS: Record<string, { houses: string[]; names: string[] }> = {
  it: {
    houses: ['Cantina', 'Tenuta', 'Fattoria', 'Podere', 'Cascina'],
    names: [
      'Rossi',
      'Bianchi',
      'Lorenzo',
      'Conti',
      'Marchetti',
      'Romano',
      'Moretti',
      'Ricci',
      'Colombo',
      'Fontana',
      'Serra',
      'Vitale',
      'Monti',
      'Valli',
      'Bellini',
      'Santoro',
    ],
  },
  fr: {
    houses: ['Domaine', 'Château', 'Maison', 'Clos'],
    names: [
      'Durand',
      'Lefèvre',
      'Moreau',
      'Girard',
      'Bonnet',
      'Fournier',
      'Lambert',
      'Rousseau',
      'Guérin',
      'Mercier',
      'Chevalier',
      'Dubois',
      'Laurent',
      'Roux',
      'Gauthier',
      'Perrin',
    ],
  },
  es: {
    houses: ['Bodegas', 'Viña', 'Celler'],
    names: ['García', 'Martínez', 'López', 'Romero', 'Navarro', 'Torres', 'Castillo', 'Ortega', 'Delgado', 'Vidal', 'Serrano', 'Molina'],
  },
  pt: { houses: ['Quinta do', 'Quinta da'], names: ['Vale', 'Monte', 'Crasto', 'Passadouro', 'Sol', 'Carvalhal', 'Pinto', 'Costa'] },
  de: { houses: ['Weingut'], names: ['Müller', 'Schmitt', 'Becker', 'Wagner', 'Hofmann', 'Bauer', 'Keller', 'Fischer'] },
  at: { houses: ['Weingut'], names: ['Huber', 'Gruber', 'Steiner', 'Weber', 'Pichler', 'Hirtzberger'] },
  gr: { houses: ['Ktima'], names: ['Papadakis', 'Argyros', 'Alpha', 'Kir-Yianni', 'Sigalas'] },
  hu: { houses: ['Pincészet'], names: ['Királyudvar', 'Szepsy', 'Disznókő', 'Oremus'] },
  ge: { houses: ['Marani'], names: ['Pheasant', 'Alaverdi', 'Okro', 'Iago'] },
  newWorld: {
    houses: ['Estate', 'Vineyards', 'Wines', 'Cellars'],
    names: [
      'Eagle Hill',
      'Stone Creek',
      'Red Ridge',
      'Oak River',
      'Sun Valley',
      'Condor Peak',
      'Cape Point',
      'Southern Cross',
      'Kookaburra',
      'Blue Gum',
      'Silver Fern',
      'Andes Rock',
    ],
  },
  dk: {
    houses: ['Vingården', 'Vinhuset'],
    names: ['Skærsøgaard', 'Dons', 'Kelleris', 'Frederiksdal', 'Ørnberg', 'Aalbæk', 'Ådalen', 'Ærø'],
  },
}

export const CUVEES: Record<string, string[]> = {
  it: ['Riserva', 'Vigna Vecchia', 'Superiore'],
  fr: ['Vieilles Vignes', 'Cuvée Prestige', 'Réserve'],
  es: ['Selección', 'Gran Reserva', 'Viñas Viejas'],
  other: ['Reserve', 'Single Vineyard', 'Old Vines'],
}

export const NOTES: Record<WineColour, Text[]> = {
  red: [
    { da: 'kirsebær', en: 'cherry' },
    { da: 'solbær', en: 'blackcurrant' },
    { da: 'blomme', en: 'plum' },
    { da: 'lakrids', en: 'liquorice' },
    { da: 'tobak', en: 'tobacco' },
    { da: 'violer', en: 'violets' },
    { da: 'sort peber', en: 'black pepper' },
    { da: 'brombær', en: 'blackberry' },
  ],
  white: [
    { da: 'citrus', en: 'citrus' },
    { da: 'grønt æble', en: 'green apple' },
    { da: 'fersken', en: 'peach' },
    { da: 'hyldeblomst', en: 'elderflower' },
    { da: 'honning', en: 'honey' },
    { da: 'flint', en: 'flint' },
    { da: 'mandel', en: 'almond' },
    { da: 'grapefrugt', en: 'grapefruit' },
  ],
  rose: [
    { da: 'jordbær', en: 'strawberry' },
    { da: 'hindbær', en: 'raspberry' },
    { da: 'vandmelon', en: 'watermelon' },
    { da: 'ribs', en: 'redcurrant' },
  ],
  orange: [
    { da: 'abrikos', en: 'apricot' },
    { da: 'sort te', en: 'black tea' },
    { da: 'appelsinskal', en: 'orange peel' },
    { da: 'valnød', en: 'walnut' },
  ],
  sparkling: [
    { da: 'brioche', en: 'brioche' },
    { da: 'gult æble', en: 'yellow apple' },
    { da: 'citron', en: 'lemon' },
    { da: 'ristet brød', en: 'toast' },
  ],
  dessert: [
    { da: 'rosin', en: 'raisin' },
    { da: 'karamel', en: 'caramel' },
    { da: 'figen', en: 'fig' },
    { da: 'marcipan', en: 'marzipan' },
  ],
}

export const STYLES: Record<WineColour, Text[]> = {
  red: [
    { da: 'Kraftfuld rødvin', en: 'Powerful red wine' },
    { da: 'Elegant rødvin', en: 'Elegant red wine' },
    { da: 'Saftig rødvin', en: 'Juicy red wine' },
  ],
  white: [
    { da: 'Frisk hvidvin', en: 'Fresh white wine' },
    { da: 'Fyldig hvidvin', en: 'Full-bodied white wine' },
    { da: 'Mineralsk hvidvin', en: 'Mineral white wine' },
  ],
  rose: [
    { da: 'Lys og tør rosévin', en: 'Pale, dry rosé' },
    { da: 'Frugtig rosévin', en: 'Fruity rosé' },
  ],
  orange: [{ da: 'Skalmaceret orangevin', en: 'Skin-contact orange wine' }],
  sparkling: [
    { da: 'Fin mousserende vin', en: 'Fine sparkling wine' },
    { da: 'Sprød mousserende vin', en: 'Crisp sparkling wine' },
  ],
  dessert: [
    { da: 'Sød dessertvin', en: 'Sweet dessert wine' },
    { da: 'Koncentreret dessertvin', en: 'Concentrated dessert wine' },
  ],
}

export const PAIRINGS: Record<WineColour, Text[]> = {
  red: [
    { da: 'Til vildt og lagret ost', en: 'For game and aged cheese' },
    { da: 'Til grillet kød', en: 'For grilled meat' },
    { da: 'Til pasta med ragù', en: 'For pasta with ragù' },
    { da: 'Til lam', en: 'For lamb' },
  ],
  white: [
    { da: 'Til fisk og skaldyr', en: 'For fish and shellfish' },
    { da: 'Til kylling', en: 'For chicken' },
    { da: 'Til asparges', en: 'For asparagus' },
  ],
  rose: [
    { da: 'Til salater og tapas', en: 'For salads and tapas' },
    { da: 'Til sommerens grill', en: 'For summer barbecues' },
  ],
  orange: [
    { da: 'Til krydret mad', en: 'For spicy food' },
    { da: 'Til modne oste', en: 'For ripe cheeses' },
  ],
  sparkling: [
    { da: 'Til aperitif og østers', en: 'For aperitifs and oysters' },
    { da: 'Til festen', en: 'For the party' },
  ],
  dessert: [
    { da: 'Til blåskimmelost og desserter', en: 'For blue cheese and desserts' },
    { da: 'Til foie gras', en: 'For foie gras' },
  ],
}

/** Food by kind: the demo category it belongs in, how it is kept and sold, and where it may come from. */
export const FOODS: Array<{
  name: Text
  categories: string[]
  storage: StorageType
  origins: CountryKey[]
  sizes: number[]
  taste: Text[]
}> = [
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
    taste: [
      { da: 'Frugtig og frisk', en: 'Fruity and fresh' },
      { da: 'Rund og fyldig', en: 'Round and full' },
    ],
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
    taste: [
      { da: 'Sprød snack til vinen', en: 'A crisp snack for the wine' },
      { da: 'Lille lækkerbisken', en: 'A small treat' },
    ],
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
    taste: [
      { da: 'Klassisk delikatesse', en: 'A classic delicacy' },
      { da: 'Håndværk fra en lille producent', en: 'Craft from a small producer' },
    ],
  })),
]

export const FOOD_MAKERS = [
  'Gårdbutikken',
  'Mejeriet',
  'La Bottega',
  'Casa Rustica',
  'Maison Fine',
  'Ølands Gård',
  'Fattoria Verde',
  'Bodega Sol',
  'Nordisk Spisekammer',
  'Aalborg Delikatesse',
]

const SERVING = ['servering', 'koekken-og-bord', 'gaver']
const GLASSES = ['glas-og-karafler', 'koekken-og-bord', 'gaver']
const TOOLS = ['koekkenredskaber', 'koekken-og-bord', 'gaver']
export const NONFOOD: Array<{ name: Text; categories: string[] }> = [
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
export const DESIGNERS = ['Nordisk Køkken', 'Ærø Træ', 'Skagen Keramik', 'Holm Glas', 'Bornholm Design', 'Studio Øster']

export const EVENTS: Text[] = [
  { da: 'Vinsmagning', en: 'Wine tasting' },
  { da: 'Ostesmagning med vin', en: 'Cheese and wine tasting' },
  { da: 'Vinmiddag', en: 'Wine dinner' },
  { da: 'Champagneaften', en: 'Champagne evening' },
]
export const CITIES = ['København', 'Aarhus', 'Odense', 'Aalborg', 'Esbjerg', 'Roskilde']

export const BASKETS: Text[] = [
  { da: 'Italiensk aften', en: 'Italian evening' },
  { da: 'Fransk picnic', en: 'French picnic' },
  { da: 'Den store ostekurv', en: 'The big cheese basket' },
  { da: 'Julehygge', en: 'Christmas cheer' },
  { da: 'Tapas for to', en: 'Tapas for two' },
  { da: 'Vinelskerens kurv', en: "The wine lover's basket" },
  { da: 'Firmagave deluxe', en: 'Corporate gift deluxe' },
  { da: 'Søndagsbrunch', en: 'Sunday brunch' },
]
export const BASKET_SIZES: Text[] = [
  { da: 'lille', en: 'small' },
  { da: 'mellem', en: 'medium' },
  { da: 'stor', en: 'large' },
]

export const REVIEWERS = ['Politiken', 'Berlingske', 'Jyllands-Posten', 'Børsen', 'Vinbladet', 'Decanter', 'Wine Spectator']

/** The demo categories of each wine colour, most specific first: an older tree has no sparkling, so Vin. */
export const WINE_CATEGORIES: Record<WineColour, string[]> = {
  red: ['roedvin', 'vin'],
  white: ['hvidvin', 'vin'],
  rose: ['rose', 'vin'],
  orange: ['orangevin', 'vin'],
  sparkling: ['mousserende', 'vin'],
  dessert: ['dessertvin', 'vin'],
}
