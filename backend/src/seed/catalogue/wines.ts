/**
 * The wine list the demo catalogue is generated from: real regions, appellations and grapes, with made-up
 * producers. Each row is one appellation and how many wines of it the shop carries; prices are whole kroner
 * incl. VAT for a 75 cl bottle (or the row's own size), so the generator only picks within plausible bounds.
 */
import type { WineColour } from '../../shop/catalogue/attributes'
import type { BottleShape } from '../images'

export interface Localized {
  da: string
  en: string
}

export interface Appellation {
  colour: WineColour
  /** The wine's name before the vintage: "Barolo DOCG", "Rioja Reserva". */
  name: string
  /** One or more grapes, as "Grenache, Syrah". */
  grapes: string
  price: readonly [number, number]
  alcohol: readonly [number, number]
  count: number
  bottle?: BottleShape
  /** Sparkling wines blended across years carry no vintage. */
  nonVintage?: boolean
  /** Litres, when not 0.75 (dessert wines come in halves and 50 cl). */
  netContent?: number
  /** The oldest and youngest vintage on the shelf. */
  vintages?: readonly [number, number]
}

export interface WineRegion {
  country: Localized
  region: Localized
  producers: readonly string[]
  appellations: readonly Appellation[]
}

const FRANCE = { da: 'Frankrig', en: 'France' }
const ITALY = { da: 'Italien', en: 'Italy' }
const SPAIN = { da: 'Spanien', en: 'Spain' }
const PORTUGAL = { da: 'Portugal', en: 'Portugal' }
const GERMANY = { da: 'Tyskland', en: 'Germany' }
const AUSTRIA = { da: 'Østrig', en: 'Austria' }

type Row = [
  colour: WineColour,
  name: string,
  grapes: string,
  price: [number, number],
  alcohol: [number, number],
  count: number,
  extra?: Partial<Appellation>,
]

const rows = (list: Row[]): Appellation[] =>
  list.map(([colour, name, grapes, price, alcohol, count, extra]) => ({ colour, name, grapes, price, alcohol, count, ...extra }))

export const WINE_REGIONS: readonly WineRegion[] = [
  {
    country: FRANCE,
    region: { da: 'Bourgogne', en: 'Burgundy' },
    producers: ['Domaine des Chênes', 'Domaine Morel-Vautrin', 'Maison Lefèvre-Barat', 'Domaine des Trois Sources', 'Domaine Page-Rigaud'],
    appellations: rows([
      ['red', 'Bourgogne Pinot Noir', 'Pinot Noir', [169, 229], [12.5, 13], 1, { bottle: 'burgundy' }],
      ['red', 'Gevrey-Chambertin', 'Pinot Noir', [449, 649], [13, 13.5], 1, { bottle: 'burgundy' }],
      ['red', 'Volnay Premier Cru', 'Pinot Noir', [499, 699], [13, 13.5], 1, { bottle: 'burgundy' }],
      ['white', 'Meursault', 'Chardonnay', [449, 599], [13, 13.5], 1, { bottle: 'burgundy' }],
      ['white', 'Pouilly-Fuissé', 'Chardonnay', [229, 299], [13, 13.5], 1, { bottle: 'burgundy' }],
      ['white', 'Mâcon-Villages', 'Chardonnay', [139, 169], [12.5, 13], 1, { bottle: 'burgundy' }],
      ['white', 'Bourgogne Aligoté', 'Aligoté', [129, 159], [12, 12.5], 1, { bottle: 'burgundy' }],
    ]),
  },
  {
    country: FRANCE,
    region: { da: 'Bordeaux', en: 'Bordeaux' },
    producers: ['Château La Garenne', 'Château Belair-Monfort', 'Château des Graves Hautes', 'Château Peyrac', 'Clos Saint-Aubin'],
    appellations: rows([
      ['red', 'Bordeaux Supérieur', 'Merlot, Cabernet Sauvignon', [119, 159], [13, 13.5], 2],
      ['red', 'Saint-Émilion Grand Cru', 'Merlot, Cabernet Franc', [279, 449], [13.5, 14.5], 1],
      ['red', 'Pauillac', 'Cabernet Sauvignon, Merlot', [499, 1149], [13, 13.5], 1],
      ['red', 'Margaux', 'Cabernet Sauvignon, Merlot, Petit Verdot', [399, 799], [13, 13.5], 1],
      ['red', 'Haut-Médoc', 'Cabernet Sauvignon, Merlot', [189, 259], [13, 13.5], 1],
      ['white', 'Pessac-Léognan Blanc', 'Sauvignon Blanc, Sémillon', [279, 399], [13, 13.5], 1],
      [
        'dessert',
        'Sauternes',
        'Sémillon, Sauvignon Blanc',
        [199, 399],
        [13.5, 14],
        2,
        { bottle: 'half', netContent: 0.375, vintages: [2011, 2019] },
      ],
    ]),
  },
  {
    country: FRANCE,
    region: { da: 'Rhône', en: 'Rhône' },
    producers: [
      'Domaine du Vieux Mazet',
      'Cave des Coteaux Brûlés',
      'Domaine Roubaud-Sabon',
      'Mas des Cigales',
      'Domaine de la Pierre Chaude',
    ],
    appellations: rows([
      ['red', 'Côtes du Rhône', 'Grenache, Syrah, Mourvèdre', [99, 139], [13.5, 14.5], 1, { bottle: 'burgundy' }],
      ['red', 'Châteauneuf-du-Pape', 'Grenache, Syrah, Mourvèdre', [329, 549], [14.5, 15], 1, { bottle: 'burgundy' }],
      ['red', 'Crozes-Hermitage', 'Syrah', [179, 239], [13, 13.5], 1, { bottle: 'burgundy' }],
      ['red', 'Gigondas', 'Grenache, Syrah', [229, 299], [14.5, 15], 1, { bottle: 'burgundy' }],
      ['red', 'Saint-Joseph', 'Syrah', [219, 289], [13, 13.5], 1, { bottle: 'burgundy' }],
      ['white', 'Condrieu', 'Viognier', [399, 549], [13.5, 14], 1, { bottle: 'burgundy' }],
      ['rose', 'Tavel', 'Grenache, Cinsault', [149, 189], [13.5, 14], 1, { bottle: 'burgundy', vintages: [2024, 2025] }],
    ]),
  },
  {
    country: FRANCE,
    region: { da: 'Loire', en: 'Loire' },
    producers: ['Domaine de la Roche Blanche', 'Domaine Girault-Pasquier', 'Clos des Perrières', 'Domaine Foucher-Lamy'],
    appellations: rows([
      ['white', 'Sancerre', 'Sauvignon Blanc', [219, 289], [12.5, 13], 1, { bottle: 'burgundy' }],
      ['white', 'Pouilly-Fumé', 'Sauvignon Blanc', [199, 269], [12.5, 13], 1, { bottle: 'burgundy' }],
      ['white', 'Vouvray Sec', 'Chenin Blanc', [159, 219], [12.5, 13], 1, { bottle: 'burgundy' }],
      ['white', 'Muscadet Sèvre et Maine sur Lie', 'Melon de Bourgogne', [99, 129], [12, 12.5], 1, { bottle: 'burgundy' }],
      ['white', 'Savennières', 'Chenin Blanc', [249, 329], [13, 14], 1, { bottle: 'burgundy' }],
      ['red', 'Chinon', 'Cabernet Franc', [149, 199], [12.5, 13], 1, { bottle: 'bordeaux' }],
      ['red', 'Saumur-Champigny', 'Cabernet Franc', [139, 189], [12.5, 13], 1, { bottle: 'bordeaux' }],
      ['rose', 'Rosé de Loire', 'Cabernet Franc, Grolleau', [109, 139], [12, 12.5], 1, { vintages: [2024, 2025] }],
      [
        'sparkling',
        'Crémant de Loire Brut',
        'Chenin Blanc, Cabernet Franc',
        [139, 179],
        [12, 12.5],
        1,
        { bottle: 'champagne', nonVintage: true },
      ],
    ]),
  },
  {
    country: FRANCE,
    region: { da: 'Champagne', en: 'Champagne' },
    producers: ['Champagne Lemaire-Duval', 'Champagne Gérard Aubry', 'Champagne Veuve Marchand', 'Champagne Robin & Fils'],
    appellations: rows([
      [
        'sparkling',
        'Champagne Brut Réserve',
        'Pinot Noir, Pinot Meunier, Chardonnay',
        [349, 449],
        [12, 12.5],
        2,
        { bottle: 'champagne', nonVintage: true },
      ],
      [
        'sparkling',
        'Champagne Blanc de Noirs',
        'Pinot Noir, Pinot Meunier',
        [399, 499],
        [12, 12.5],
        1,
        { bottle: 'champagne', nonVintage: true },
      ],
      [
        'sparkling',
        'Champagne Rosé Brut',
        'Pinot Noir, Pinot Meunier',
        [429, 549],
        [12, 12.5],
        1,
        { bottle: 'champagne', nonVintage: true },
      ],
      [
        'sparkling',
        'Champagne Extra Brut Grand Cru',
        'Pinot Noir, Chardonnay',
        [549, 749],
        [12, 12.5],
        1,
        { bottle: 'champagne', nonVintage: true },
      ],
      [
        'sparkling',
        'Champagne Millésime Brut',
        'Pinot Noir, Chardonnay',
        [649, 999],
        [12, 12.5],
        1,
        { bottle: 'champagne', vintages: [2012, 2018] },
      ],
    ]),
  },
  {
    country: FRANCE,
    region: { da: 'Alsace', en: 'Alsace' },
    producers: ['Domaine Schaller-Kientz', 'Maison Hugelmann', 'Domaine Weinbach-Roth', 'Cave de Riquewihr-Haut'],
    appellations: rows([
      ['white', 'Alsace Riesling', 'Riesling', [149, 199], [12.5, 13], 1, { bottle: 'flute' }],
      ['white', 'Alsace Riesling Grand Cru', 'Riesling', [279, 379], [13, 13.5], 1, { bottle: 'flute' }],
      ['white', 'Alsace Gewurztraminer', 'Gewurztraminer', [169, 229], [13, 13.5], 1, { bottle: 'flute' }],
      ['white', 'Alsace Pinot Gris', 'Pinot Gris', [159, 219], [13, 13.5], 1, { bottle: 'flute' }],
      [
        'sparkling',
        "Crémant d'Alsace Brut",
        'Pinot Blanc, Auxerrois',
        [149, 189],
        [12, 12.5],
        1,
        { bottle: 'champagne', nonVintage: true },
      ],
      ['orange', 'Alsace Pinot Gris Macération', 'Pinot Gris', [219, 279], [12.5, 13], 1, { bottle: 'flute' }],
      [
        'dessert',
        'Gewurztraminer Vendanges Tardives',
        'Gewurztraminer',
        [249, 349],
        [12.5, 13.5],
        1,
        { bottle: 'half', netContent: 0.5, vintages: [2015, 2020] },
      ],
    ]),
  },
  {
    country: FRANCE,
    region: { da: 'Provence', en: 'Provence' },
    producers: ['Château Lumière', 'Domaine des Restanques', 'Château Sainte-Baume', 'Domaine du Cap Roux'],
    appellations: rows([
      ['rose', 'Côtes de Provence Rosé', 'Grenache, Cinsault', [129, 199], [12.5, 13], 3, { bottle: 'flute', vintages: [2024, 2025] }],
      ['rose', 'Bandol Rosé', 'Mourvèdre, Grenache, Cinsault', [199, 269], [13, 13.5], 1, { bottle: 'flute', vintages: [2024, 2025] }],
      ['rose', "Coteaux d'Aix-en-Provence Rosé", 'Grenache, Syrah', [119, 159], [12.5, 13], 1, { bottle: 'flute', vintages: [2024, 2025] }],
      ['red', 'Bandol', 'Mourvèdre, Grenache', [249, 349], [14, 14.5], 1],
    ]),
  },
  {
    country: FRANCE,
    region: { da: 'Languedoc', en: 'Languedoc' },
    producers: ['Mas de la Garrigue', 'Domaine Terres Rouges', 'Château Cazal-Vidal'],
    appellations: rows([
      ['red', 'Pic Saint-Loup', 'Syrah, Grenache, Mourvèdre', [149, 199], [14, 14.5], 1, { bottle: 'burgundy' }],
      ['red', 'Corbières', 'Carignan, Grenache, Syrah', [99, 139], [13.5, 14], 1, { bottle: 'burgundy' }],
      ['red', 'Minervois', 'Syrah, Grenache', [109, 149], [13.5, 14], 1, { bottle: 'burgundy' }],
      ['white', 'Picpoul de Pinet', 'Picpoul', [99, 129], [12.5, 13], 1, { bottle: 'flute' }],
      ['rose', "Pays d'Oc Rosé", 'Cinsault, Grenache', [89, 109], [12, 12.5], 1, { vintages: [2024, 2025] }],
    ]),
  },
  {
    country: ITALY,
    region: { da: 'Piemonte', en: 'Piedmont' },
    producers: ['Cascina Lorenzo', 'Azienda Agricola Ferrero Bruno', "Tenuta Ca' dei Mori", 'Cantina Rocche Alte', 'Poderi Vigna Bianca'],
    appellations: rows([
      ['red', 'Barolo DOCG', 'Nebbiolo', [329, 599], [14, 14.5], 1, { bottle: 'burgundy', vintages: [2016, 2020] }],
      ['red', 'Barbaresco DOCG', 'Nebbiolo', [299, 449], [14, 14.5], 1, { bottle: 'burgundy', vintages: [2017, 2021] }],
      ['red', "Barbera d'Alba", 'Barbera', [139, 189], [13.5, 14.5], 1, { bottle: 'burgundy' }],
      ['red', 'Langhe Nebbiolo', 'Nebbiolo', [169, 219], [13.5, 14], 1, { bottle: 'burgundy' }],
      ['white', 'Gavi di Gavi', 'Cortese', [139, 179], [12, 12.5], 1, { bottle: 'burgundy' }],
      ['white', 'Roero Arneis', 'Arneis', [149, 189], [12.5, 13], 1, { bottle: 'burgundy' }],
    ]),
  },
  {
    country: ITALY,
    region: { da: 'Toscana', en: 'Tuscany' },
    producers: ['Fattoria Le Pievi', 'Castello di Monteverdi', 'Podere Il Leccio', 'Tenuta San Lucchese', 'Fattoria dei Cipressi'],
    appellations: rows([
      ['red', 'Chianti Classico', 'Sangiovese', [139, 189], [13.5, 14], 2],
      ['red', 'Chianti Classico Riserva', 'Sangiovese', [219, 289], [14, 14.5], 1],
      ['red', 'Brunello di Montalcino', 'Sangiovese', [399, 649], [14, 14.5], 1, { vintages: [2016, 2020] }],
      ['red', 'Rosso di Montalcino', 'Sangiovese', [179, 229], [13.5, 14], 1],
      ['red', 'Vino Nobile di Montepulciano', 'Prugnolo Gentile, Canaiolo', [199, 259], [13.5, 14], 1],
      ['red', 'Bolgheri Rosso', 'Cabernet Sauvignon, Merlot, Cabernet Franc', [249, 349], [14, 14.5], 1],
      ['white', 'Vernaccia di San Gimignano', 'Vernaccia', [119, 159], [12.5, 13], 1],
      [
        'dessert',
        'Vin Santo del Chianti',
        'Trebbiano, Malvasia',
        [229, 329],
        [14.5, 15],
        1,
        { bottle: 'half', netContent: 0.375, vintages: [2012, 2018] },
      ],
    ]),
  },
  {
    country: ITALY,
    region: { da: 'Veneto', en: 'Veneto' },
    producers: ["Cantina Ca' Rossa", 'Villa Benedetti', 'Tenuta Colle Alto', 'Azienda Agricola Zanetti'],
    appellations: rows([
      ['red', 'Amarone della Valpolicella Classico', 'Corvina, Corvinone, Rondinella', [349, 549], [15, 15], 1, { vintages: [2015, 2019] }],
      ['red', 'Valpolicella Ripasso Superiore', 'Corvina, Rondinella', [169, 219], [13.5, 14], 1],
      ['red', 'Valpolicella Classico', 'Corvina, Rondinella, Molinara', [109, 139], [12.5, 13], 1],
      ['white', 'Soave Classico', 'Garganega', [109, 149], [12, 12.5], 1],
      ['sparkling', 'Prosecco Superiore Valdobbiadene Brut', 'Glera', [119, 159], [11, 11.5], 2, { bottle: 'champagne', nonVintage: true }],
      ['sparkling', 'Prosecco Superiore Extra Dry', 'Glera', [109, 139], [11, 11.5], 1, { bottle: 'champagne', nonVintage: true }],
      [
        'dessert',
        'Recioto della Valpolicella',
        'Corvina, Rondinella',
        [249, 329],
        [13, 14],
        1,
        { bottle: 'half', netContent: 0.5, vintages: [2016, 2020] },
      ],
    ]),
  },
  {
    country: ITALY,
    region: { da: 'Sicilien', en: 'Sicily' },
    producers: ['Tenuta Lava Nera', 'Baglio San Vito', 'Cantine Monte Ilice'],
    appellations: rows([
      ['red', 'Etna Rosso', 'Nerello Mascalese', [199, 259], [13.5, 14], 1, { bottle: 'burgundy' }],
      ['red', "Sicilia Nero d'Avola", "Nero d'Avola", [99, 139], [13.5, 14], 1],
      ['white', 'Etna Bianco', 'Carricante', [199, 249], [12.5, 13], 1, { bottle: 'burgundy' }],
    ]),
  },
  {
    country: ITALY,
    region: { da: 'Friuli', en: 'Friuli' },
    producers: ['Azienda Agricola Ronco del Castagno', 'Vigneti Borgo Nuovo', 'Cantina Collio Orientale'],
    appellations: rows([
      ['orange', 'Venezia Giulia Ribolla Gialla Macerata', 'Ribolla Gialla', [239, 329], [12.5, 13.5], 1, { bottle: 'burgundy' }],
      ['orange', 'Friuli Pinot Grigio Ramato', 'Pinot Grigio', [169, 219], [12.5, 13], 1, { bottle: 'burgundy' }],
      ['white', 'Collio Friulano', 'Friulano', [159, 209], [13, 13.5], 1, { bottle: 'flute' }],
    ]),
  },
  {
    country: ITALY,
    region: { da: 'Puglia', en: 'Apulia' },
    producers: ['Masseria Ulivo Antico', 'Cantine del Salento Rosso', 'Tenuta Terra di Luce'],
    appellations: rows([
      ['red', 'Primitivo di Manduria', 'Primitivo', [129, 189], [14, 15], 1],
      ['red', 'Salice Salentino Riserva', 'Negroamaro', [109, 149], [13.5, 14], 1],
      ['rose', 'Salento Rosato', 'Negroamaro', [99, 129], [12.5, 13], 1, { vintages: [2024, 2025] }],
    ]),
  },
  {
    country: SPAIN,
    region: { da: 'Rioja', en: 'Rioja' },
    producers: ['Bodegas Viña Olmeda', 'Bodegas Hermanos Ledesma', 'Bodegas Cerro Alto', 'Bodegas Marqués de Iriarte'],
    appellations: rows([
      ['red', 'Rioja Crianza', 'Tempranillo, Garnacha', [109, 149], [13.5, 14], 1, { vintages: [2019, 2021] }],
      ['red', 'Rioja Reserva', 'Tempranillo, Graciano', [169, 249], [13.5, 14], 2, { vintages: [2016, 2019] }],
      ['red', 'Rioja Gran Reserva', 'Tempranillo, Graciano, Mazuelo', [299, 449], [13.5, 14], 1, { vintages: [2012, 2016] }],
      ['white', 'Rioja Blanco', 'Viura', [109, 149], [12.5, 13], 1],
      ['rose', 'Rioja Rosado', 'Garnacha', [99, 129], [13, 13.5], 1, { vintages: [2024, 2025] }],
    ]),
  },
  {
    country: SPAIN,
    region: { da: 'Ribera del Duero', en: 'Ribera del Duero' },
    producers: ['Bodegas Pago del Cerro', 'Finca Valdemoro', 'Bodegas Tierra Alta'],
    appellations: rows([
      ['red', 'Ribera del Duero Roble', 'Tinto Fino', [119, 159], [14, 14.5], 1],
      ['red', 'Ribera del Duero Crianza', 'Tinto Fino', [169, 229], [14, 14.5], 1],
      ['red', 'Ribera del Duero Reserva', 'Tinto Fino, Cabernet Sauvignon', [279, 399], [14, 14.5], 1, { vintages: [2015, 2019] }],
    ]),
  },
  {
    country: SPAIN,
    region: { da: 'Priorat', en: 'Priorat' },
    producers: ['Celler Costers Negres', 'Mas de la Llicorella'],
    appellations: rows([['red', 'Priorat', 'Garnacha, Cariñena', [249, 399], [14.5, 15], 1]]),
  },
  {
    country: SPAIN,
    region: { da: 'Rías Baixas', en: 'Rías Baixas' },
    producers: ['Bodegas Mar de Piedra', 'Pazo de Lourido'],
    appellations: rows([['white', 'Rías Baixas Albariño', 'Albariño', [139, 189], [12.5, 13], 1, { bottle: 'flute' }]]),
  },
  {
    country: SPAIN,
    region: { da: 'Penedès', en: 'Penedès' },
    producers: ['Caves Can Ferrer', 'Cava Mas Roig'],
    appellations: rows([
      [
        'sparkling',
        'Cava Brut Nature Reserva',
        'Macabeo, Xarel·lo, Parellada',
        [99, 149],
        [11.5, 12],
        2,
        { bottle: 'champagne', nonVintage: true },
      ],
    ]),
  },
  {
    country: PORTUGAL,
    region: { da: 'Douro', en: 'Douro' },
    producers: ['Quinta da Ribeira Alta', 'Quinta do Vale Seco', 'Quinta das Xistosas'],
    appellations: rows([
      ['red', 'Douro Tinto', 'Touriga Nacional, Touriga Franca, Tinta Roriz', [119, 169], [13.5, 14], 1],
      ['red', 'Douro Reserva', 'Touriga Nacional, Touriga Franca', [229, 329], [14, 14.5], 1],
      ['white', 'Douro Branco', 'Rabigato, Viosinho, Gouveio', [119, 159], [12.5, 13], 1],
    ]),
  },
  {
    country: PORTUGAL,
    region: { da: 'Vinho Verde', en: 'Vinho Verde' },
    producers: ['Quinta da Lagoa Verde', 'Solar de Monção'],
    appellations: rows([['white', 'Vinho Verde Alvarinho', 'Alvarinho', [109, 149], [12, 13], 1, { bottle: 'flute' }]]),
  },
  {
    country: PORTUGAL,
    region: { da: 'Alentejo', en: 'Alentejo' },
    producers: ['Herdade do Monte Branco', 'Herdade das Azinheiras'],
    appellations: rows([['red', 'Alentejo Tinto', 'Aragonez, Trincadeira, Alicante Bouschet', [99, 139], [14, 14.5], 1]]),
  },
  {
    country: GERMANY,
    region: { da: 'Mosel', en: 'Mosel' },
    producers: ['Weingut Bernhard Kesselring', 'Weingut Schieferhof', 'Weingut Anna Moselberg'],
    appellations: rows([
      ['white', 'Mosel Riesling trocken', 'Riesling', [129, 169], [11.5, 12], 1, { bottle: 'flute' }],
      ['white', 'Riesling Spätlese trocken', 'Riesling', [199, 259], [12, 12.5], 1, { bottle: 'flute' }],
      ['white', 'Riesling Großes Gewächs', 'Riesling', [349, 449], [12.5, 13], 1, { bottle: 'flute' }],
    ]),
  },
  {
    country: GERMANY,
    region: { da: 'Pfalz', en: 'Palatinate' },
    producers: ['Weingut Lindenhof', 'Weingut Sonnenberg-Kraus'],
    appellations: rows([
      ['red', 'Pfalz Spätburgunder', 'Pinot Noir', [169, 229], [13, 13.5], 1, { bottle: 'burgundy' }],
      ['white', 'Pfalz Weißburgunder trocken', 'Pinot Blanc', [129, 169], [12.5, 13], 1, { bottle: 'flute' }],
    ]),
  },
  {
    country: AUSTRIA,
    region: { da: 'Wachau', en: 'Wachau' },
    producers: ['Weingut Steinterrassen Aigner', 'Domäne Donaublick', 'Weingut Hofer-Loibner'],
    appellations: rows([
      ['white', 'Grüner Veltliner Federspiel', 'Grüner Veltliner', [139, 179], [12, 12.5], 1, { bottle: 'flute' }],
      ['white', 'Grüner Veltliner Smaragd', 'Grüner Veltliner', [229, 299], [13.5, 14], 1, { bottle: 'flute' }],
      ['white', 'Riesling Smaragd', 'Riesling', [249, 349], [13, 13.5], 1, { bottle: 'flute' }],
    ]),
  },
  {
    country: AUSTRIA,
    region: { da: 'Burgenland', en: 'Burgenland' },
    producers: ['Weingut Seewinkel-Haider', 'Weingut Leithaberg Pichler'],
    appellations: rows([
      ['red', 'Burgenland Blaufränkisch', 'Blaufränkisch', [149, 199], [13, 13.5], 1, { bottle: 'burgundy' }],
      ['red', 'Burgenland Zweigelt', 'Zweigelt', [119, 149], [12.5, 13], 1, { bottle: 'burgundy' }],
      [
        'dessert',
        'Ruster Ausbruch',
        'Welschriesling, Furmint',
        [279, 379],
        [11.5, 12.5],
        1,
        { bottle: 'half', netContent: 0.375, vintages: [2013, 2019] },
      ],
    ]),
  },
  {
    country: { da: 'Ungarn', en: 'Hungary' },
    region: { da: 'Tokaj', en: 'Tokaj' },
    producers: ['Tokaji Kővirág Pince', 'Hegyalja Dűlő Birtok'],
    appellations: rows([
      [
        'dessert',
        'Tokaji Aszú 5 Puttonyos',
        'Furmint, Hárslevelű',
        [299, 449],
        [11, 12],
        1,
        { bottle: 'half', netContent: 0.5, vintages: [2013, 2018] },
      ],
      ['white', 'Tokaji Furmint Dry', 'Furmint', [149, 199], [12.5, 13], 1, { bottle: 'flute' }],
    ]),
  },
  {
    country: { da: 'Georgien', en: 'Georgia' },
    region: { da: 'Kakheti', en: 'Kakheti' },
    producers: ['Qvevri Marani Alaverdi', 'Gvinis Sakhli Telavi'],
    appellations: rows([
      ['orange', 'Kakheti Rkatsiteli Qvevri', 'Rkatsiteli', [179, 249], [12.5, 13], 1, { bottle: 'burgundy' }],
      ['orange', 'Kakheti Mtsvane Qvevri', 'Mtsvane', [189, 259], [12.5, 13], 1, { bottle: 'burgundy' }],
      ['red', 'Kakheti Saperavi', 'Saperavi', [149, 199], [13.5, 14], 1],
    ]),
  },
  {
    country: { da: 'Slovenien', en: 'Slovenia' },
    region: { da: 'Goriška Brda', en: 'Goriška Brda' },
    producers: ['Kmetija Brdo Rebula'],
    appellations: rows([['orange', 'Goriška Brda Rebula Maceracija', 'Rebula', [229, 299], [12.5, 13.5], 1, { bottle: 'burgundy' }]]),
  },
  {
    country: { da: 'Argentina', en: 'Argentina' },
    region: { da: 'Mendoza', en: 'Mendoza' },
    producers: ['Bodega Altos del Viento', 'Finca Piedra Roja', 'Bodega Cumbre Andina'],
    appellations: rows([
      ['red', 'Mendoza Malbec', 'Malbec', [119, 159], [13.5, 14], 1],
      ['red', 'Valle de Uco Malbec Reserva', 'Malbec', [199, 279], [14, 14.5], 1],
      ['red', 'Luján de Cuyo Cabernet Sauvignon', 'Cabernet Sauvignon', [169, 229], [14, 14.5], 1],
      ['white', 'Mendoza Torrontés', 'Torrontés', [109, 139], [13, 13.5], 1, { bottle: 'flute' }],
    ]),
  },
  {
    country: { da: 'Australien', en: 'Australia' },
    region: { da: 'Barossa', en: 'Barossa' },
    producers: ['Ironbark Hill Estate', 'Redgum Ridge Wines', 'Old Creek Vignerons'],
    appellations: rows([
      ['red', 'Barossa Valley Shiraz', 'Shiraz', [169, 249], [14.5, 15], 1],
      ['red', 'Barossa Old Vine Shiraz', 'Shiraz', [349, 549], [14.5, 15], 1, { vintages: [2016, 2020] }],
      ['red', 'Barossa Grenache Shiraz Mourvèdre', 'Grenache, Shiraz, Mourvèdre', [179, 239], [14.5, 15], 1],
      ['white', 'Eden Valley Riesling', 'Riesling', [159, 209], [12, 12.5], 1, { bottle: 'flute' }],
    ]),
  },
  {
    country: { da: 'New Zealand', en: 'New Zealand' },
    region: { da: 'Marlborough', en: 'Marlborough' },
    producers: ['Kōwhai Bay Wines', 'Southern Tussock Estate'],
    appellations: rows([
      ['white', 'Marlborough Sauvignon Blanc', 'Sauvignon Blanc', [129, 179], [12.5, 13], 1, { bottle: 'burgundy' }],
      ['red', 'Marlborough Pinot Noir', 'Pinot Noir', [199, 269], [13, 13.5], 1, { bottle: 'burgundy' }],
    ]),
  },
  {
    country: { da: 'Sydafrika', en: 'South Africa' },
    region: { da: 'Stellenbosch', en: 'Stellenbosch' },
    producers: ['Klipheuwel Estate', 'Fynbos Ridge Cellars'],
    appellations: rows([
      ['red', 'Stellenbosch Pinotage', 'Pinotage', [129, 179], [14, 14.5], 1],
      ['white', 'Stellenbosch Chenin Blanc', 'Chenin Blanc', [119, 169], [13, 13.5], 1, { bottle: 'burgundy' }],
    ]),
  },
  {
    country: { da: 'Danmark', en: 'Denmark' },
    region: { da: 'Fyn', en: 'Funen' },
    producers: ['Vingården Lille Lyshøj', 'Skærsø Vin'],
    appellations: rows([
      ['white', 'Dansk hvidvin Solaris', 'Solaris', [189, 249], [12, 12.5], 1, { bottle: 'flute' }],
      ['sparkling', 'Dansk mousserende Solaris Brut', 'Solaris', [249, 329], [11.5, 12], 1, { bottle: 'champagne', nonVintage: true }],
    ]),
  },
]

/** Per colour: the words of the short description, in both cultures. */
export interface ColourWords {
  noun: Localized
  adjectives: readonly Localized[]
  notes: readonly Localized[]
  pairings: readonly Localized[]
  making: readonly Localized[]
  serving: Localized
  vintages: readonly [number, number]
  glass: string
  ink: string
  motif: 'redWine' | 'whiteWine' | 'roseWine' | 'sparklingWine' | 'dessertWine' | 'orangeWine'
}

const l = (da: string, en: string): Localized => ({ da, en })

export const COLOUR_WORDS: Record<WineColour, ColourWords> = {
  red: {
    noun: l('rødvin', 'red wine'),
    adjectives: [
      l('Kraftfuld', 'Powerful'),
      l('Elegant', 'Elegant'),
      l('Saftig', 'Juicy'),
      l('Blød', 'Smooth'),
      l('Struktureret', 'Structured'),
      l('Krydret', 'Spicy'),
    ],
    notes: [
      l('kirsebær', 'cherry'),
      l('solbær', 'blackcurrant'),
      l('blomme', 'plum'),
      l('violer', 'violets'),
      l('lakrids', 'liquorice'),
      l('tobak', 'tobacco'),
      l('sort peber', 'black pepper'),
      l('hindbær', 'raspberry'),
      l('cedertræ', 'cedar'),
      l('læder', 'leather'),
      l('mørk chokolade', 'dark chocolate'),
      l('tørrede urter', 'dried herbs'),
    ],
    pairings: [
      l('Til lam og grillet kød.', 'For lamb and grilled meat.'),
      l('Til vildt og lagret ost.', 'For game and aged cheese.'),
      l('Til pasta med kødsauce.', 'For pasta with meat sauce.'),
      l('Til and og svampe.', 'For duck and mushrooms.'),
      l('Til bøf og ovnbagte rodfrugter.', 'For steak and roasted root vegetables.'),
    ],
    making: [
      l(
        'Druerne plukkes med hånd, og vinen lagres 12 måneder på brugte egetræsfade.',
        'The grapes are picked by hand and the wine is aged for 12 months in used oak barrels.',
      ),
      l(
        'Vinen gærer med vildgær og modnes 18 måneder på store fade.',
        'Fermented with wild yeast and matured for 18 months in large casks.',
      ),
      l(
        'En del af druerne gærer som hele klaser, hvilket giver en frisk, let krydret frugt.',
        'Part of the grapes ferment as whole bunches, which gives fresh, lightly spiced fruit.',
      ),
    ],
    serving: l('Serveres ved 16–18 °C', 'Serve at 16–18 °C'),
    vintages: [2017, 2023],
    glass: '#3d0c16',
    ink: '#7a1f2b',
    motif: 'redWine',
  },
  white: {
    noun: l('hvidvin', 'white wine'),
    adjectives: [
      l('Frisk', 'Fresh'),
      l('Mineralsk', 'Mineral'),
      l('Fyldig', 'Full-bodied'),
      l('Aromatisk', 'Aromatic'),
      l('Sprød', 'Crisp'),
      l('Elegant', 'Elegant'),
    ],
    notes: [
      l('citrus', 'citrus'),
      l('grønt æble', 'green apple'),
      l('fersken', 'peach'),
      l('hyldeblomst', 'elderflower'),
      l('honning', 'honey'),
      l('mandel', 'almond'),
      l('flint', 'flint'),
      l('pære', 'pear'),
      l('lime', 'lime'),
      l('hvide blomster', 'white flowers'),
    ],
    pairings: [
      l('Til skaldyr og hvid fisk.', 'For shellfish and white fish.'),
      l('Til kylling i flødesauce.', 'For chicken in cream sauce.'),
      l('Til asparges og salater.', 'For asparagus and salads.'),
      l('Til sushi og det asiatiske køkken.', 'For sushi and Asian food.'),
    ],
    making: [
      l(
        'Gærer ved lav temperatur i ståltank og hviler seks måneder på bærmen.',
        'Fermented cool in steel tanks and rested on its lees for six months.',
      ),
      l(
        'En del af vinen gærer på fad, hvilket giver fylde og en let nøddetone.',
        'Part of the wine ferments in barrel for body and a light nutty tone.',
      ),
      l(
        'Druerne presses skånsomt som hele klaser for en ren og præcis stil.',
        'The grapes are pressed gently as whole bunches for a clean, precise style.',
      ),
    ],
    serving: l('Serveres ved 10–12 °C', 'Serve at 10–12 °C'),
    vintages: [2021, 2024],
    glass: '#9aa63a',
    ink: '#2f4a1e',
    motif: 'whiteWine',
  },
  rose: {
    noun: l('rosé', 'rosé'),
    adjectives: [l('Lys', 'Pale'), l('Tør', 'Dry'), l('Frisk', 'Fresh'), l('Saftig', 'Juicy')],
    notes: [
      l('jordbær', 'strawberry'),
      l('vandmelon', 'watermelon'),
      l('grapefrugt', 'grapefruit'),
      l('rosenblade', 'rose petals'),
      l('hindbær', 'raspberry'),
      l('citrus', 'citrus'),
    ],
    pairings: [
      l('Til tapas og grillet fisk.', 'For tapas and grilled fish.'),
      l('Til salater og sommerens retter.', 'For salads and summer dishes.'),
    ],
    making: [
      l(
        'Druerne presses direkte, så farven bliver lys og smagen sprød.',
        'The grapes are pressed directly for a pale colour and a crisp taste.',
      ),
    ],
    serving: l('Serveres ved 8–10 °C', 'Serve at 8–10 °C'),
    vintages: [2024, 2025],
    glass: '#e88a8f',
    ink: '#a8323e',
    motif: 'roseWine',
  },
  sparkling: {
    noun: l('mousserende vin', 'sparkling wine'),
    adjectives: [l('Fin', 'Fine'), l('Frisk', 'Fresh'), l('Cremet', 'Creamy'), l('Elegant', 'Elegant')],
    notes: [
      l('brioche', 'brioche'),
      l('gult æble', 'yellow apple'),
      l('citronskal', 'lemon zest'),
      l('hasselnød', 'hazelnut'),
      l('pære', 'pear'),
      l('hvide blomster', 'white flowers'),
    ],
    pairings: [
      l('Til aperitif og østers.', 'As an aperitif and with oysters.'),
      l('Til fejringer og tempura.', 'For celebrations and tempura.'),
    ],
    making: [
      l(
        'Lavet efter den traditionelle metode med anden gæring på flasken.',
        'Made by the traditional method with a second fermentation in bottle.',
      ),
      l('Lagret mindst 24 måneder på gæren før degorgering.', 'Aged at least 24 months on the lees before disgorgement.'),
    ],
    serving: l('Serveres ved 6–8 °C', 'Serve at 6–8 °C'),
    vintages: [2014, 2019],
    glass: '#1f3a22',
    ink: '#8a6a1a',
    motif: 'sparklingWine',
  },
  dessert: {
    noun: l('dessertvin', 'dessert wine'),
    adjectives: [l('Sød', 'Sweet'), l('Fyldig', 'Rich'), l('Koncentreret', 'Concentrated')],
    notes: [
      l('abrikos', 'apricot'),
      l('honning', 'honey'),
      l('appelsinmarmelade', 'orange marmalade'),
      l('rosin', 'raisin'),
      l('karamel', 'caramel'),
      l('safran', 'saffron'),
    ],
    pairings: [
      l('Til blåskimmelost og frugtdesserter.', 'For blue cheese and fruit desserts.'),
      l('Til foie gras og æbletærte.', 'For foie gras and apple tart.'),
    ],
    making: [
      l(
        'Druerne høstes sent over flere gennemgange, når de er skrumpet og søde.',
        'The grapes are picked late over several passes, once shrivelled and sweet.',
      ),
    ],
    serving: l('Serveres ved 8–10 °C', 'Serve at 8–10 °C'),
    vintages: [2013, 2020],
    glass: '#c98a1a',
    ink: '#5a3a10',
    motif: 'dessertWine',
  },
  orange: {
    noun: l('orangevin', 'orange wine'),
    adjectives: [l('Skalmaceret', 'Skin-contact'), l('Kompleks', 'Complex'), l('Tekstureret', 'Textured')],
    notes: [
      l('tørret appelsin', 'dried orange'),
      l('sort te', 'black tea'),
      l('urter', 'herbs'),
      l('abrikos', 'apricot'),
      l('valnød', 'walnut'),
    ],
    pairings: [
      l('Til krydrede retter og hårde oste.', 'For spiced dishes and hard cheeses.'),
      l('Til mezze og grøntsager.', 'For mezze and vegetables.'),
    ],
    making: [
      l('Gærer på skallerne i lerkrukker i fire til seks måneder.', 'Fermented on the skins in clay vessels for four to six months.'),
      l(
        'Skallerne bliver i mosten i flere uger, hvilket giver farve og garvesyre.',
        'The skins stay in the must for weeks, giving colour and tannin.',
      ),
    ],
    serving: l('Serveres ved 12–14 °C', 'Serve at 12–14 °C'),
    vintages: [2020, 2023],
    glass: '#c9702a',
    ink: '#6a3410',
    motif: 'orangeWine',
  },
}

export const WINE_REVIEWERS = ['Politiken', 'Berlingske', 'Børsen', 'Vinbladet', 'Jyllands-Posten', 'Weekendavisen'] as const
