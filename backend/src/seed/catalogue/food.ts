/**
 * The delicacies the demo catalogue is generated from: real kinds of cheese, charcuterie, oil, chocolate, coffee,
 * tea, snacks and preserves, with made-up producers. Prices are whole kroner incl. VAT for the stated size.
 */
import type { StorageType } from '../../shop/catalogue/attributes'
import type { Motif } from '../images'
import type { Localized } from './wines'

export interface DeliItem {
  name: Localized
  producer: string
  origin: Localized
  price: readonly [number, number]
  netContent: number
  netContentUnit: 'kg' | 'l' | 'stk'
  description: Localized
  motif: Motif
  /** The picture's main and second colour. */
  colour: string
  accent: string
  storage: StorageType
  /** The share of this kind that is organic: 1 always, 0 never. */
  organic?: number
  pattern?: 'veins' | 'holes' | 'bloomy' | 'plain'
  /** The word on the picture's label, when the name's first words are too long. */
  short?: string
  region?: Localized
}

export interface DeliKind {
  category: string
  items: readonly DeliItem[]
  /** Who made it, for the longer description: {producer} and {origin} are filled in. */
  maker: Localized
  /** A sentence or two for the longer description of every item of the kind. */
  care: readonly Localized[]
  reviewers: readonly string[]
}

const l = (da: string, en: string): Localized => ({ da, en })

const DK = l('Danmark', 'Denmark')
const FR = l('Frankrig', 'France')
const IT = l('Italien', 'Italy')
const ES = l('Spanien', 'Spain')
const GR = l('Grækenland', 'Greece')
const UK = l('England', 'England')
const PT = l('Portugal', 'Portugal')

type ItemRow = [
  da: string,
  en: string,
  origin: Localized,
  producer: string,
  price: [number, number],
  net: number,
  unit: 'kg' | 'l' | 'stk',
  descDa: string,
  descEn: string,
  look: Pick<DeliItem, 'motif' | 'colour' | 'accent'> & Partial<Pick<DeliItem, 'pattern' | 'short' | 'organic' | 'storage' | 'region'>>,
]

const items = (storage: StorageType, list: ItemRow[]): DeliItem[] =>
  list.map(([da, en, origin, producer, price, netContent, netContentUnit, descDa, descEn, look]) => ({
    name: l(da, en),
    origin,
    producer,
    price,
    netContent,
    netContentUnit,
    description: l(descDa, descEn),
    storage,
    ...look,
  }))

const hard = (colour: string, short?: string) => ({ motif: 'cheese' as const, colour, accent: '#c98f2c', pattern: 'plain' as const, short })
const holes = (colour: string, short?: string) => ({ motif: 'cheese' as const, colour, accent: '#d9a53a', pattern: 'holes' as const, short })
const blue = (short?: string) => ({ motif: 'cheese' as const, colour: '#f1ead8', accent: '#9aa8b8', pattern: 'veins' as const, short })
const bloomy = (colour: string, short?: string) => ({ motif: 'cheese' as const, colour, accent: '#f4f1ea', pattern: 'bloomy' as const, short })
const washed = (short?: string) => ({ motif: 'cheese' as const, colour: '#f3dc9a', accent: '#d0742a', pattern: 'plain' as const, short })

export const CHEESES: DeliKind = {
  category: 'ost',
  maker: l('Lavet af {producer} i {origin}.', 'Made by {producer} in {origin}.'),
  reviewers: ['Politiken', 'Berlingske', 'Gastro', 'Jyllands-Posten'],
  care: [
    l('Tag osten ud af køleskabet en time før servering, så smagen folder sig ud.', 'Take the cheese out of the fridge an hour before serving so the flavour opens up.'),
    l('Opbevares i ostepapir i køleskabets grøntsagsskuffe og holder sig bedst i to uger efter åbning.', 'Keep it in cheese paper in the fridge’s vegetable drawer; it is best within two weeks of opening.'),
    l('Skæres fra midten og ud, så hvert stykke får både kerne og skorpe.', 'Cut from the centre outwards so every piece gets both heart and rind.'),
  ],
  items: items('chilled', [
    ['Danablu 60+, 200 g', 'Danablu blue cheese, 200 g', DK, 'Mejeriet Skovlund', [45, 55], 0.2, 'kg', 'Dansk blåskimmelost med skarp, salt smag og cremet konsistens.', 'Danish blue cheese with a sharp, salty taste and a creamy texture.', blue('Danablu')],
    ['Esrom 45+, 250 g', 'Esrom cheese, 250 g', DK, 'Hjulby Ostehus', [49, 65], 0.25, 'kg', 'Mild og smøragtig klosterost med små huller og en let krydret duft.', 'Mild, buttery monastery cheese with small holes and a lightly spicy aroma.', holes('#f6e2a0', 'Esrom')],
    ['Havarti lagret 12 måneder, 250 g', 'Havarti aged 12 months, 250 g', DK, 'Vestjyllands Gårdmejeri', [55, 69], 0.25, 'kg', 'Cremet havarti lagret et helt år til en fyldig, let sødlig smag.', 'Creamy Havarti aged a full year for a rich, slightly sweet taste.', holes('#f3dc8a', 'Havarti')],
    ['Samsø 45+ lagret, 300 g', 'Aged Samsø cheese, 300 g', DK, 'Mejeriet Skovlund', [55, 69], 0.3, 'kg', 'Klassisk dansk skæreost med runde huller og en nøddeagtig, mild smag.', 'Classic Danish slicing cheese with round holes and a nutty, mild taste.', holes('#f2d27a', 'Samsø')],
    ['Gammel Danbo, 300 g', 'Aged Danbo, 300 g', DK, 'Thorsholm Mejeri', [59, 75], 0.3, 'kg', 'Lagret danbo med kraftig duft og fast, lidt krummet konsistens. Til rugbrød.', 'Aged Danbo with a strong aroma and a firm, slightly crumbly texture. For rye bread.', hard('#eccb6a', 'Danbo')],
    ['Rygeost fra Fyn, 200 g', 'Smoked fresh cheese from Funen, 200 g', DK, 'Fynsk Gårdmejeri', [45, 55], 0.2, 'kg', 'Let syrlig frisk ost røget over halm og brændenælder, drysset med kommen.', 'Mildly tangy fresh cheese smoked over straw and nettles, sprinkled with caraway.', { ...bloomy('#faf6ec', 'Rygeost'), accent: '#b8894a', region: l('Fyn', 'Funen') }],
    ['Fanø Rødkit, 200 g', 'Fanø washed-rind cheese, 200 g', DK, 'Fanø Ostekælder', [59, 79], 0.2, 'kg', 'Rødkitost med smøret konsistens og en dyb, aromatisk smag.', 'Washed-rind cheese with a smooth texture and a deep, aromatic taste.', washed('Rødkit')],
    ['Klitost lagret 14 måneder, 250 g', 'Dune cheese aged 14 months, 250 g', DK, 'Thy Ostemejeri', [69, 89], 0.25, 'kg', 'Lagret i en gammel bunker ved Vesterhavet: fast, krystallinsk og let salt.', 'Aged in an old bunker by the North Sea: firm, crystalline and lightly salty.', { ...hard('#efcf72', 'Klitost'), organic: 0.5 }],
    ['Comté AOP 18 måneder, 250 g', 'Comté AOP 18 months, 250 g', FR, 'Fromagerie du Haut-Jura', [89, 119], 0.25, 'kg', 'Fast og kompleks ost fra Jura med noter af brunet smør og ristede nødder.', 'Firm, complex cheese from the Jura with notes of browned butter and roasted nuts.', hard('#f3d27a', 'Comté')],
    ['Roquefort AOP, 150 g', 'Roquefort AOP, 150 g', FR, 'Caves du Causse', [59, 79], 0.15, 'kg', 'Blåskimmelost af fåremælk, salt og cremet, lagret i kalkstenshuler.', 'Blue sheep’s milk cheese, salty and creamy, aged in limestone caves.', blue('Roquefort')],
    ['Brie de Meaux AOP, 300 g', 'Brie de Meaux AOP, 300 g', FR, 'Fromagerie de la Marne', [79, 99], 0.3, 'kg', 'Blød hvidskimmelost med smag af champignon og smør.', 'Soft bloomy-rind cheese tasting of mushroom and butter.', bloomy('#f6e7b4', 'Brie')],
    ['Camembert de Normandie AOP, 250 g', 'Camembert de Normandie AOP, 250 g', FR, 'Fromagerie du Pays d’Auge', [55, 69], 0.25, 'kg', 'Lavet af rå komælk og modnet til en blød, fyldig kerne.', 'Made from raw cow’s milk and ripened to a soft, rich heart.', bloomy('#f4e2a8', 'Camembert')],
    ['Époisses AOP, 250 g', 'Époisses AOP, 250 g', FR, 'Fromagerie de la Côte-d’Or', [99, 129], 0.25, 'kg', 'Rødkitost vasket med marc de Bourgogne: intens duft, mild og cremet smag.', 'Washed-rind cheese rinsed with marc de Bourgogne: pungent aroma, mild and creamy taste.', washed('Époisses')],
    ['Tomme de Savoie, 250 g', 'Tomme de Savoie, 250 g', FR, 'Coopérative des Aravis', [69, 85], 0.25, 'kg', 'Halvfast bjergost med grå skorpe og en mild, let jordet smag.', 'Semi-firm mountain cheese with a grey rind and a mild, slightly earthy taste.', { ...hard('#f5e3a6', 'Tomme'), accent: '#8f8a80' }],
    ['Sainte-Maure de Touraine AOP, 250 g', 'Sainte-Maure de Touraine AOP, 250 g', FR, 'Chèvrerie des Varennes', [79, 99], 0.25, 'kg', 'Gedeost med aske og et halmstrå gennem midten: frisk, syrlig og let nøddeagtig.', 'Goat’s cheese with ash and a straw through its centre: fresh, tangy and lightly nutty.', { ...bloomy('#fbf8f0', 'Sainte-Maure'), accent: '#6f6f6f' }],
    ['Parmigiano Reggiano 24 måneder, 300 g', 'Parmigiano Reggiano 24 months, 300 g', IT, 'Caseificio San Prospero', [79, 109], 0.3, 'kg', 'Den klassiske fra Emilia-Romagna med sprøde krystaller. Til pasta og som snack.', 'The classic from Emilia-Romagna with crunchy crystals. For pasta and as a snack.', hard('#f0d68a', 'Parmigiano')],
    ['Gorgonzola Dolce DOP, 200 g', 'Gorgonzola Dolce DOP, 200 g', IT, 'Caseificio Valle Ticino', [49, 65], 0.2, 'kg', 'Mild og blød blåskimmelost, der næsten kan smøres. Til risotto og pære.', 'Mild, soft blue cheese you can almost spread. For risotto and pears.', blue('Gorgonzola')],
    ['Taleggio DOP, 250 g', 'Taleggio DOP, 250 g', IT, 'Latteria Valsassina Alta', [65, 79], 0.25, 'kg', 'Firkantet rødkitost fra Lombardiet med mild, frugtig kerne.', 'Square washed-rind cheese from Lombardy with a mild, fruity heart.', washed('Taleggio')],
    ['Pecorino Toscano stagionato, 250 g', 'Aged Pecorino Toscano, 250 g', IT, 'Caseificio Pienza Colli', [75, 95], 0.25, 'kg', 'Lagret fåreost med nøddeagtig, let pikant smag. Til honning og pærer.', 'Aged sheep’s cheese with a nutty, slightly piquant taste. For honey and pears.', hard('#f2dfa6', 'Pecorino')],
    ['Manchego DOP 12 måneder, 250 g', 'Manchego DOP 12 months, 250 g', ES, 'Quesería La Mancha Real', [69, 89], 0.25, 'kg', 'Fåreost fra La Mancha med fast konsistens og en smag af nødder og karamel.', 'Sheep’s cheese from La Mancha with a firm texture and notes of nuts and caramel.', { ...hard('#f4e0a0', 'Manchego'), accent: '#6a5a3a' }],
    ['Idiazabal DOP røget, 250 g', 'Smoked Idiazabal DOP, 250 g', ES, 'Gazta Etxea Ordizia', [85, 105], 0.25, 'kg', 'Baskisk fåreost røget over bøgetræ med en dyb, røget smag.', 'Basque sheep’s cheese smoked over beech wood with a deep, smoky taste.', { ...hard('#ecd08a', 'Idiazabal'), accent: '#8a5a2b' }],
    ['Gammel Gouda 24 måneder, 250 g', 'Old Gouda 24 months, 250 g', l('Holland', 'the Netherlands'), 'Kaasboerderij De Graaf', [69, 89], 0.25, 'kg', 'Gouda lagret i to år med sprøde krystaller og smag af karamel.', 'Gouda aged two years with crunchy crystals and a taste of caramel.', { ...hard('#e8b850', 'Gouda'), accent: '#2d2a26' }],
    ['Gruyère AOP, 250 g', 'Gruyère AOP, 250 g', l('Schweiz', 'Switzerland'), 'Laiterie du Moléson', [89, 109], 0.25, 'kg', 'Schweizisk bjergost med fyldig, let frugtig smag. Til fondue og gratiner.', 'Swiss mountain cheese with a full, slightly fruity taste. For fondue and gratins.', hard('#f1d47e', 'Gruyère')],
    ['Blue Stilton, 200 g', 'Blue Stilton, 200 g', UK, 'Dovedale Creamery', [79, 99], 0.2, 'kg', 'Engelsk blåskimmelost med cremet, krummet konsistens. Til portvin og kiks.', 'English blue cheese with a creamy, crumbly texture. For port and crackers.', blue('Stilton')],
    ['Cheddar lagret 18 måneder, 250 g', 'Cheddar aged 18 months, 250 g', UK, 'Quantock Farm Dairy', [65, 85], 0.25, 'kg', 'Lagret i klæde i Somerset: skarp, fast og med lang eftersmag.', 'Clothbound and aged in Somerset: sharp, firm and long.', hard('#f0c860', 'Cheddar')],
    ['Feta PDO i lage, 200 g', 'Feta PDO in brine, 200 g', GR, 'Tyrokomeio Zagori', [45, 55], 0.2, 'kg', 'Fåre- og gedeost i lage, frisk og salt. Til salater og ovnretter.', 'Sheep and goat cheese in brine, fresh and salty. For salads and bakes.', bloomy('#fbfaf4', 'Feta')],
  ]),
}

const cured = (colour: string, accent: string, short?: string) => ({ motif: 'charcuterie' as const, colour, accent, short })

export const CHARCUTERIE: DeliKind = {
  category: 'paalaeg',
  maker: l('Fra {producer} i {origin}.', 'From {producer} in {origin}.'),
  reviewers: ['Gastro', 'Politiken', 'Børsen'],
  care: [
    l('Tag pålægget ud af køleskabet et kvarter før servering; så kommer fedtet og smagen til sin ret.', 'Take it out of the fridge a quarter of an hour before serving so the fat and flavour come through.'),
    l('Opbevares på køl og spises inden for tre dage efter åbning.', 'Keep refrigerated and eat within three days of opening.'),
  ],
  items: items('chilled', [
    ['Prosciutto di Parma 24 måneder, 100 g', 'Prosciutto di Parma 24 months, 100 g', IT, 'Prosciuttificio Langhirano Alto', [69, 89], 0.1, 'kg', 'Tyndt skåret skinke lagret i to år. Sødlig, mør og let salt.', 'Thinly sliced ham aged two years. Sweet, tender and lightly salty.', cured('#c9605a', '#e89a90', 'Parma')],
    ['Prosciutto di San Daniele, 100 g', 'Prosciutto di San Daniele, 100 g', IT, 'Salumificio Friulano', [69, 85], 0.1, 'kg', 'Lufttørret skinke fra Friuli med mild, nøddeagtig smag.', 'Air-dried ham from Friuli with a mild, nutty taste.', cured('#c65a56', '#ea9c94', 'San Daniele')],
    ['Jamón Ibérico de Bellota, 80 g', 'Jamón Ibérico de Bellota, 80 g', ES, 'Dehesa Los Encinares', [129, 169], 0.08, 'kg', 'Fra sorte grise, der æder agern i dehesaen. Lagret 36 måneder, håndskåret.', 'From black pigs fed on acorns in the dehesa. Aged 36 months, cut by hand.', cured('#8a2a2a', '#c4544c', 'Bellota')],
    ['Jamón Serrano Gran Reserva, 100 g', 'Jamón Serrano Gran Reserva, 100 g', ES, 'Secaderos de Trevélez', [49, 65], 0.1, 'kg', 'Bjergskinke lagret mindst 15 måneder i Sierra Nevada.', 'Mountain ham aged at least 15 months in the Sierra Nevada.', cured('#a83a36', '#d8746a', 'Serrano')],
    ['Chorizo Ibérico, 200 g', 'Chorizo Ibérico, 200 g', ES, 'Embutidos Sierra de Huelva', [59, 79], 0.2, 'kg', 'Lufttørret pølse med røget paprika og hvidløg.', 'Air-dried sausage with smoked paprika and garlic.', cured('#a8321e', '#d0583a', 'Chorizo')],
    ['Salame Finocchiona, 150 g', 'Salame Finocchiona, 150 g', IT, 'Salumeria Chianti Vecchio', [55, 69], 0.15, 'kg', 'Toscansk salami med fennikelfrø og en mild, aromatisk smag.', 'Tuscan salami with fennel seeds and a mild, aromatic taste.', cured('#8a2a2a', '#c4544c', 'Finocchiona')],
    ['Salame Milano, 150 g', 'Salame Milano, 150 g', IT, 'Salumificio Brianza', [45, 59], 0.15, 'kg', 'Fintkornet salami med hvidløg og peber. Til antipasti.', 'Fine-grained salami with garlic and pepper. For antipasti.', cured('#9a3030', '#d06a64', 'Milano')],
    ['Bresaola della Valtellina, 80 g', 'Bresaola della Valtellina, 80 g', IT, 'Salumificio Valtellina Alta', [59, 75], 0.08, 'kg', 'Lufttørret oksekød fra Alperne, magert og mørt. Med rucola og citron.', 'Air-dried beef from the Alps, lean and tender. With rocket and lemon.', cured('#6a1a22', '#a83a40', 'Bresaola')],
    ['Coppa di Parma, 100 g', 'Coppa di Parma, 100 g', IT, 'Prosciuttificio Langhirano Alto', [49, 65], 0.1, 'kg', 'Nakkefilet lagret med sort peber og vin. Saftig og marmoreret.', 'Pork neck cured with black pepper and wine. Juicy and marbled.', cured('#b04848', '#e8a0a0', 'Coppa')],
    ['Saucisson sec med hasselnødder, 200 g', 'Saucisson sec with hazelnuts, 200 g', FR, 'Charcuterie des Monts d’Auvergne', [59, 75], 0.2, 'kg', 'Fransk tørret pølse med hele hasselnødder.', 'French dry sausage with whole hazelnuts.', cured('#7a2a2a', '#b86a5a', 'Saucisson')],
    ['Rillettes de canard, 180 g', 'Duck rillettes, 180 g', FR, 'Conserverie du Périgord Noir', [55, 69], 0.18, 'kg', 'Langtidskogt and i eget fedt. Til ristet brød og cornichoner.', 'Duck slow-cooked in its own fat. For toast and cornichons.', { motif: 'jar', colour: '#c89a6a', accent: '#8a5a2b', short: 'Rillettes', storage: 'ambient' }],
    ['Gammeldags spegepølse, 250 g', 'Traditional Danish salami, 250 g', DK, 'Slagter Hougaard', [59, 79], 0.25, 'kg', 'Røget og lufttørret efter slagterens opskrift fra 1950’erne.', 'Smoked and air-dried to the butcher’s recipe from the 1950s.', cured('#7a2424', '#b45a50', 'Spegepølse')],
    ['Hjemmelavet rullepølse, 200 g', 'Homemade rolled pork, 200 g', DK, 'Slagter Hougaard', [45, 59], 0.2, 'kg', 'Krydret med timian og allehånde, kogt og presset. Til rugbrød med sky.', 'Seasoned with thyme and allspice, boiled and pressed. For rye bread with aspic.', cured('#d8a090', '#f0c8b8', 'Rullepølse')],
    ['Røget andebryst, 120 g', 'Smoked duck breast, 120 g', DK, 'Fjordgården Røgeri', [79, 99], 0.12, 'kg', 'Koldrøget over bøg og enebær. Tyndt skåret.', 'Cold-smoked over beech and juniper. Thinly sliced.', cured('#8a3a3a', '#c87a6a', 'Andebryst')],
    ['Fenalår, 150 g', 'Fenalår cured lamb, 150 g', l('Norge', 'Norway'), 'Hardanger Spekehus', [89, 109], 0.15, 'kg', 'Norsk saltet og tørret lammekølle med dyb, vildtagtig smag.', 'Norwegian salted and dried leg of lamb with a deep, gamey taste.', cured('#6a2a2a', '#a85a50', 'Fenalår')],
  ]),
}

const oil = (colour: string, short: string, organic = 0) => ({ motif: 'oil' as const, colour, accent: '#3d4a1a', short, organic })
const vinegar = (colour: string, short: string) => ({ motif: 'vinegar' as const, colour, accent: '#8a5a2b', short })

export const OILS: DeliKind = {
  category: 'olie-og-eddike',
  maker: l('Fra {producer} i {origin}.', 'From {producer} in {origin}.'),
  reviewers: ['Gastro', 'Politiken', 'Berlingske'],
  care: [
    l('Opbevares mørkt og køligt, men ikke i køleskabet, og bruges inden for tre måneder efter åbning.', 'Keep it dark and cool, but not in the fridge, and use it within three months of opening.'),
    l('Smag den til sidst på retten, så de friske noter bevares.', 'Add it at the end of cooking to keep the fresh notes.'),
  ],
  items: items('ambient', [
    ['Olivenolie Coratina fra Puglia, 500 ml', 'Coratina olive oil from Apulia, 500 ml', IT, 'Frantoio Masseria Ulivo', [129, 159], 0.5, 'l', 'Intens og peberagtig olie af tidligt høstede oliven. Til grillet kød og bønner.', 'Intense, peppery oil from early-harvested olives. For grilled meat and beans.', oil('#6b7a22', 'Coratina', 1)],
    ['Toscano IGP ekstra jomfru olivenolie, 500 ml', 'Toscano IGP extra virgin olive oil, 500 ml', IT, 'Frantoio Colline Senesi', [159, 199], 0.5, 'l', 'Grøn og frisk med noter af artiskok og nyslået græs.', 'Green and fresh with notes of artichoke and cut grass.', oil('#7a8a2a', 'Toscano')],
    ['Picual ekstra jomfru olivenolie, 500 ml', 'Picual extra virgin olive oil, 500 ml', ES, 'Almazara Sierra Mágina', [99, 129], 0.5, 'l', 'Robust olie fra Jaén med smag af tomatblad og mandel.', 'Robust oil from Jaén tasting of tomato leaf and almond.', oil('#8a9a2a', 'Picual', 0.5)],
    ['Arbequina ekstra jomfru olivenolie, 500 ml', 'Arbequina extra virgin olive oil, 500 ml', ES, 'Molí de les Garrigues', [109, 139], 0.5, 'l', 'Mild og frugtig olie fra Catalonien. Til fisk og salater.', 'Mild, fruity oil from Catalonia. For fish and salads.', oil('#a8a83a', 'Arbequina')],
    ['Koroneiki olivenolie fra Kalamata, 750 ml', 'Koroneiki olive oil from Kalamata, 750 ml', GR, 'Messinia Olive Grove', [139, 169], 0.75, 'l', 'Græsk olie med frisk, grøn smag og en let bitter finish.', 'Greek oil with a fresh, green taste and a slightly bitter finish.', oil('#6a7a1a', 'Koroneiki', 1)],
    ['Nocellara del Belice olivenolie, 500 ml', 'Nocellara del Belice olive oil, 500 ml', IT, 'Frantoio Valle del Belice', [149, 179], 0.5, 'l', 'Siciliansk olie med noter af tomat og frisk mandel.', 'Sicilian oil with notes of tomato and fresh almond.', { ...oil('#7a8a3a', 'Nocellara'), region: l('Sicilien', 'Sicily') }],
    ['Koldpresset rapsolie, 500 ml', 'Cold-pressed rapeseed oil, 500 ml', DK, 'Stevns Oliemølle', [59, 79], 0.5, 'l', 'Dansk rapsolie med nøddeagtig smag. Til salater og stegning ved middel varme.', 'Danish rapeseed oil with a nutty taste. For salads and medium-heat frying.', oil('#e0b020', 'Rapsolie', 1)],
    ['Valnøddeolie, 250 ml', 'Walnut oil, 250 ml', FR, 'Huilerie du Quercy', [89, 119], 0.25, 'l', 'Ristede valnødder presset i stenmølle. Til salater med ged og rødbede.', 'Roasted walnuts pressed in a stone mill. For salads with goat’s cheese and beetroot.', oil('#b88a2a', 'Valnød')],
    ['Olivenolie med sort trøffel, 250 ml', 'Olive oil with black truffle, 250 ml', IT, 'Tartufi Valnerina', [119, 149], 0.25, 'l', 'Ekstra jomfru olivenolie aromatiseret med sort trøffel fra Umbrien.', 'Extra virgin olive oil flavoured with black truffle from Umbria.', oil('#5a5a1a', 'Trøffel')],
    ['Aceto Balsamico di Modena IGP, 250 ml', 'Aceto Balsamico di Modena IGP, 250 ml', IT, 'Acetaia San Geminiano', [89, 119], 0.25, 'l', 'Lagret på egetræsfade; sødlig og syrlig i balance.', 'Aged in oak casks; sweet and sour in balance.', vinegar('#3a1a10', 'Balsamico')],
    ['Aceto Balsamico Tradizionale di Modena DOP 12 år, 100 ml', 'Aceto Balsamico Tradizionale di Modena DOP 12 years, 100 ml', IT, 'Acetaia San Geminiano', [349, 449], 0.1, 'l', 'Lagret 12 år i fade af eg, kirsebær og enebær. Få dråber på parmesan eller jordbær.', 'Aged 12 years in oak, cherry and juniper casks. A few drops on Parmesan or strawberries.', vinegar('#2a0e08', 'Tradizionale')],
    ['Sherryeddike Reserva, 250 ml', 'Sherry vinegar Reserva, 250 ml', ES, 'Vinagres de Jerez Solera', [69, 89], 0.25, 'l', 'Lagret i solera; nøddeagtig og dyb. Til gazpacho og saucer.', 'Aged in a solera; nutty and deep. For gazpacho and sauces.', vinegar('#6a3a1a', 'Sherry')],
    ['Æblecidereddike, 500 ml', 'Apple cider vinegar, 500 ml', DK, 'Frugtgården Kerteminde', [45, 59], 0.5, 'l', 'Ufiltreret eddike af fynske æbler. Til syltning og dressinger.', 'Unfiltered vinegar from Funen apples. For pickling and dressings.', { ...vinegar('#c89a3a', 'Æble'), organic: 1 }],
    ['Hindbæreddike, 250 ml', 'Raspberry vinegar, 250 ml', DK, 'Frugtgården Kerteminde', [59, 75], 0.25, 'l', 'Frisk og frugtig eddike. Til salater med and og nødder.', 'Fresh, fruity vinegar. For salads with duck and nuts.', vinegar('#a82a4a', 'Hindbær')],
    ['Moscatel-eddike, 250 ml', 'Moscatel vinegar, 250 ml', ES, 'Vinagres de Jerez Solera', [65, 85], 0.25, 'l', 'Blid og sødlig eddike af muskatdruer. Til fisk og skaldyr.', 'Gentle, sweetish vinegar from Muscat grapes. For fish and shellfish.', vinegar('#c8a050', 'Moscatel')],
  ]),
}

const chocolateBar = (colour: string, short: string, organic = 0) => ({ motif: 'chocolate' as const, colour, accent: '#c9a54a', short, organic })
const sweetsBox = (colour: string, accent: string, short: string) => ({ motif: 'sweets' as const, colour, accent, short })

export const SWEETS: DeliKind = {
  category: 'chokolade-og-konfekt',
  maker: l('Lavet i hånden af {producer}.', 'Made by hand by {producer}.'),
  reviewers: ['Gastro', 'Politiken', 'Euroman'],
  care: [
    l('Opbevares tørt ved 15–18 °C, ikke i køleskabet, hvor chokoladen kan få sukkerblomst.', 'Keep dry at 15–18 °C, not in the fridge, where chocolate can bloom.'),
    l('Lavet i små portioner uden kunstige aromaer.', 'Made in small batches without artificial flavourings.'),
  ],
  items: items('ambient', [
    ['Mørk chokolade 70 % Ecuador, 100 g', 'Dark chocolate 70% Ecuador, 100 g', DK, 'Chokolademageriet Aarhus', [45, 59], 0.1, 'kg', 'Bean-to-bar chokolade med noter af rød frugt og kaffe.', 'Bean-to-bar chocolate with notes of red fruit and coffee.', chocolateBar('#7a1f2b', 'Ecuador 70 %', 1)],
    ['Mørk chokolade 85 % Madagaskar, 100 g', 'Dark chocolate 85% Madagascar, 100 g', DK, 'Chokolademageriet Aarhus', [49, 65], 0.1, 'kg', 'Intens og frisk med syrlige noter af citrus og hindbær.', 'Intense and fresh with tangy notes of citrus and raspberry.', chocolateBar('#1f3a5a', 'Madagaskar 85 %', 1)],
    ['Mælkechokolade med havsalt og karamel, 100 g', 'Milk chocolate with sea salt and caramel, 100 g', DK, 'Chokolademageriet Aarhus', [45, 55], 0.1, 'kg', 'Cremet mælkechokolade med sprøde stykker saltkaramel.', 'Creamy milk chocolate with crunchy pieces of salted caramel.', chocolateBar('#c9702a', 'Havsalt')],
    ['Hvid chokolade med hindbær, 100 g', 'White chocolate with raspberry, 100 g', DK, 'Chokolademageriet Aarhus', [45, 55], 0.1, 'kg', 'Hvid chokolade med frysetørrede hindbær.', 'White chocolate with freeze-dried raspberries.', chocolateBar('#c83a5a', 'Hindbær')],
    ['Champagnetrøfler, 12 stk.', 'Champagne truffles, 12 pcs', DK, 'Konditori Kronborg', [129, 169], 12, 'stk', 'Håndrullede trøfler med ganache af champagne, rullet i flormelis.', 'Hand-rolled truffles with a champagne ganache, rolled in icing sugar.', sweetsBox('#2d2a26', '#c9a54a', 'Trøfler')],
    ['Flødeboller med lakrids, 8 stk.', 'Chocolate-coated marshmallows with liquorice, 8 pcs', DK, 'Flødebollehuset Svendborg', [89, 119], 8, 'stk', 'Luftigt skum på marcipanbund, overtrukket med mørk chokolade og lakridspulver.', 'Airy meringue on a marzipan base, coated in dark chocolate and liquorice powder.', sweetsBox('#1f3a5a', '#c9a54a', 'Flødeboller')],
    ['Sød lakrids, 250 g', 'Sweet liquorice, 250 g', DK, 'Lakridsværkstedet Bornholm', [59, 75], 0.25, 'kg', 'Blød lakrids kogt på ren lakridsrod.', 'Soft liquorice boiled on pure liquorice root.', sweetsBox('#2d2a26', '#d8d0c0', 'Lakrids')],
    ['Saltlakrids med salmiak, 250 g', 'Salty liquorice with salmiak, 250 g', DK, 'Lakridsværkstedet Bornholm', [59, 75], 0.25, 'kg', 'Kraftig saltlakrids for dem, der kan lide det salte.', 'Strong salty liquorice for those who like it salty.', sweetsBox('#2d2a26', '#f4f1ea', 'Salmiak')],
    ['Nougat fra Montélimar, 150 g', 'Nougat from Montélimar, 150 g', FR, 'Nougaterie du Tricastin', [69, 89], 0.15, 'kg', 'Blød nougat med lavendelhonning, mandler og pistacie.', 'Soft nougat with lavender honey, almonds and pistachio.', sweetsBox('#f4f1ea', '#6a8a4a', 'Nougat')],
    ['Turrón de Jijona, 200 g', 'Turrón de Jijona, 200 g', ES, 'Turrones Artesanos de Jijona', [69, 89], 0.2, 'kg', 'Blød spansk mandelnougat med honning.', 'Soft Spanish almond nougat with honey.', sweetsBox('#c9a54a', '#7a1f2b', 'Turrón')],
    ['Marcipanbrød med mørk chokolade, 6 stk.', 'Marzipan bars with dark chocolate, 6 pcs', DK, 'Konditori Kronborg', [59, 79], 6, 'stk', 'Marcipan med 63 % mandler, overtrukket med mørk chokolade.', 'Marzipan with 63% almonds, coated in dark chocolate.', sweetsBox('#7a1f2b', '#c9a54a', 'Marcipan')],
    ['Karameller med havsalt, 200 g', 'Sea salt caramels, 200 g', DK, 'Karamelkompagniet Læsø', [49, 65], 0.2, 'kg', 'Bløde karameller kogt på fløde og smør med salt fra Læsø.', 'Soft caramels boiled with cream and butter and salt from Læsø.', sweetsBox('#c9702a', '#f4f1ea', 'Karamel')],
    ['Chokoladeovertrukne mandler, 200 g', 'Chocolate-coated almonds, 200 g', DK, 'Chokolademageriet Aarhus', [69, 85], 0.2, 'kg', 'Ristede mandler i mørk chokolade med et drys kakao.', 'Roasted almonds in dark chocolate with a dusting of cocoa.', sweetsBox('#5c3524', '#c9a54a', 'Mandler')],
    ['Calissons d’Aix, 200 g', 'Calissons d’Aix, 200 g', FR, 'Confiserie des Calanques', [99, 129], 0.2, 'kg', 'Provencalsk konfekt af mandler og kandiseret melon med glasur.', 'Provençal sweets of almonds and candied melon under icing.', sweetsBox('#f4f1ea', '#c9a54a', 'Calissons')],
    ['Florentinere, 150 g', 'Florentines, 150 g', DK, 'Konditori Kronborg', [69, 85], 0.15, 'kg', 'Sprøde mandelflager i karamel med mørk chokoladebund.', 'Crisp almond flakes in caramel on a dark chocolate base.', sweetsBox('#8a5a2b', '#c9a54a', 'Florentinere')],
  ]),
}

const coffee = (colour: string, short: string, organic = 0) => ({ motif: 'coffee' as const, colour, accent: '#c9a54a', short, organic })
const tea = (colour: string, short: string, organic = 0) => ({ motif: 'tea' as const, colour, accent: '#c9a54a', short, organic })

export const COFFEE_AND_TEA: DeliKind = {
  category: 'kaffe-og-te',
  maker: l('Udvalgt og pakket af {producer}.', 'Selected and packed by {producer}.'),
  reviewers: ['Politiken', 'Euroman', 'Gastro'],
  care: [
    l('Opbevares lufttæt, mørkt og tørt; kaffen er bedst inden for en måned efter ristning.', 'Keep airtight, dark and dry; coffee is best within a month of roasting.'),
    l('Brug blødt vand lige under kogepunktet for den reneste smag.', 'Use soft water just off the boil for the cleanest taste.'),
  ],
  items: items('ambient', [
    ['Kaffe Etiopien Yirgacheffe, hele bønner, 250 g', 'Coffee Ethiopia Yirgacheffe, whole beans, 250 g', l('Etiopien', 'Ethiopia'), 'Risteriet Nørrebro', [79, 99], 0.25, 'kg', 'Lys ristning med noter af jasmin, bergamot og fersken.', 'Light roast with notes of jasmine, bergamot and peach.', coffee('#2d2a26', 'Etiopien', 1)],
    ['Kaffe Colombia Huila, hele bønner, 250 g', 'Coffee Colombia Huila, whole beans, 250 g', l('Colombia', 'Colombia'), 'Risteriet Nørrebro', [69, 89], 0.25, 'kg', 'Medium ristning med smag af rørsukker, rød æble og mælkechokolade.', 'Medium roast tasting of cane sugar, red apple and milk chocolate.', coffee('#7a1f2b', 'Colombia')],
    ['Kaffe Brasilien Cerrado, formalet, 250 g', 'Coffee Brazil Cerrado, ground, 250 g', l('Brasilien', 'Brazil'), 'Kaffekompagniet Vestergade', [59, 75], 0.25, 'kg', 'Blød og rund kaffe med noter af nødder og kakao. Til stempelkanden.', 'Soft, round coffee with notes of nuts and cocoa. For the French press.', coffee('#2f5a3a', 'Brasilien')],
    ['Kaffe Guatemala Antigua, hele bønner, 250 g', 'Coffee Guatemala Antigua, whole beans, 250 g', l('Guatemala', 'Guatemala'), 'Kaffekompagniet Vestergade', [79, 95], 0.25, 'kg', 'Dyrket i vulkansk jord: krydret, fyldig og med toner af karamel.', 'Grown in volcanic soil: spicy, full and with hints of caramel.', coffee('#1f3a5a', 'Guatemala')],
    ['Kaffe Kenya AA, hele bønner, 250 g', 'Coffee Kenya AA, whole beans, 250 g', l('Kenya', 'Kenya'), 'Brænderiet Bornholm', [99, 125], 0.25, 'kg', 'Saftig og syrlig med noter af solbær og grapefrugt.', 'Juicy and bright with notes of blackcurrant and grapefruit.', coffee('#a8321e', 'Kenya AA')],
    ['Espressoblanding Milano, hele bønner, 250 g', 'Espresso blend Milano, whole beans, 250 g', l('Brasilien', 'Brazil'), 'Brænderiet Bornholm', [69, 89], 0.25, 'kg', 'Mørk ristning af brasiliansk og indisk kaffe. Tæt crema og lav syre.', 'Dark roast of Brazilian and Indian coffee. Dense crema and low acidity.', coffee('#5c3524', 'Espresso')],
    ['Koffeinfri kaffe Colombia, formalet, 250 g', 'Decaf coffee Colombia, ground, 250 g', l('Colombia', 'Colombia'), 'Risteriet Nørrebro', [69, 85], 0.25, 'kg', 'Koffeinfri med vandmetoden, med bevaret sødme og fylde.', 'Decaffeinated by the water process, with its sweetness and body intact.', coffee('#6a7a8a', 'Koffeinfri')],
    ['Darjeeling First Flush, 100 g', 'Darjeeling First Flush, 100 g', l('Indien', 'India'), 'Tehuset Kongens Have', [89, 119], 0.1, 'kg', 'Forårshøstet sort te med blomstret, muskatagtig duft.', 'Spring-picked black tea with a floral, muscatel aroma.', tea('#7a1f2b', 'Darjeeling', 1)],
    ['Assam Breakfast, 125 g', 'Assam Breakfast, 125 g', l('Indien', 'India'), 'Tehuset Kongens Have', [55, 69], 0.125, 'kg', 'Kraftig, malty morgente, der tåler et skvæt mælk.', 'Strong, malty morning tea that takes a dash of milk.', tea('#8a3a1a', 'Assam')],
    ['Earl Grey med bergamot, 100 g', 'Earl Grey with bergamot, 100 g', l('Sri Lanka', 'Sri Lanka'), 'Tehuset Kongens Have', [55, 69], 0.1, 'kg', 'Ceylon-te med ægte bergamotolie og kornblomster.', 'Ceylon tea with real bergamot oil and cornflowers.', tea('#1f3a5a', 'Earl Grey')],
    ['Japansk sencha, 100 g', 'Japanese sencha, 100 g', l('Japan', 'Japan'), 'Temakeriet', [79, 99], 0.1, 'kg', 'Dampet grøn te med frisk, græsagtig og let sødlig smag.', 'Steamed green tea with a fresh, grassy and slightly sweet taste.', tea('#2f5a3a', 'Sencha', 1)],
    ['Jasminte, grøn, 100 g', 'Jasmine green tea, 100 g', l('Kina', 'China'), 'Temakeriet', [69, 89], 0.1, 'kg', 'Grøn te duftet med friske jasminblomster over flere nætter.', 'Green tea scented with fresh jasmine flowers over several nights.', tea('#6a8a4a', 'Jasmin')],
    ['Rooibos med vanilje, 100 g', 'Rooibos with vanilla, 100 g', l('Sydafrika', 'South Africa'), 'Tehuset Kongens Have', [49, 59], 0.1, 'kg', 'Koffeinfri rødbusk-te med bourbonvanilje.', 'Caffeine-free redbush tea with Bourbon vanilla.', tea('#a8321e', 'Rooibos', 1)],
    ['Lapsang Souchong, 100 g', 'Lapsang Souchong, 100 g', l('Kina', 'China'), 'Temakeriet', [69, 85], 0.1, 'kg', 'Sort te røget over fyrretræ. Til vinteraftener og røget fisk.', 'Black tea smoked over pine. For winter evenings and smoked fish.', tea('#2d2a26', 'Lapsang')],
    ['Matcha, ceremoniel kvalitet, 30 g', 'Ceremonial grade matcha, 30 g', l('Japan', 'Japan'), 'Temakeriet', [149, 189], 0.03, 'kg', 'Stenmalet grøn te fra Uji. Piskes med vand ved 80 °C.', 'Stone-ground green tea from Uji. Whisk with water at 80 °C.', tea('#4a7a2a', 'Matcha')],
  ]),
}

const bagOf = (colour: string, accent: string, short: string) => ({ motif: 'chips' as const, colour, accent, short })
const bowlOf = (accent: string, short: string) => ({ motif: 'nuts' as const, colour: '#b8c4c8', accent, short })
const jarOf = (colour: string, accent: string, short: string, organic = 0) => ({ motif: 'jar' as const, colour, accent, short, organic })

export const SNACKS: DeliKind = {
  category: 'snacks',
  maker: l('Fra {producer} i {origin}.', 'From {producer} in {origin}.'),
  reviewers: ['Politiken', 'Gastro'],
  care: [
    l('Lukkes godt efter åbning, så de holder sig sprøde.', 'Close tightly after opening to keep them crisp.'),
    l('Godt til et glas mousserende eller en kold øl.', 'Good with a glass of sparkling wine or a cold beer.'),
  ],
  items: items('ambient', [
    ['Kartoffelchips med havsalt, 150 g', 'Potato crisps with sea salt, 150 g', DK, 'Chipsfabrikken Lolland', [29, 39], 0.15, 'kg', 'Tykke, håndkogte chips af lollandske kartofler.', 'Thick, hand-cooked crisps from Lolland potatoes.', bagOf('#1f3a5a', '#d9b26f', 'Havsalt')],
    ['Chips med rosmarin og olivenolie, 150 g', 'Crisps with rosemary and olive oil, 150 g', ES, 'Patatas Sierra Nevada', [35, 45], 0.15, 'kg', 'Kogt i olivenolie og krydret med rosmarin.', 'Cooked in olive oil and seasoned with rosemary.', bagOf('#2f5a3a', '#d9b26f', 'Rosmarin')],
    ['Marcona-mandler ristede med salt, 200 g', 'Roasted salted Marcona almonds, 200 g', ES, 'Frutos Secos Alicante', [59, 75], 0.2, 'kg', 'Runde, søde mandler ristet i olivenolie.', 'Round, sweet almonds roasted in olive oil.', bowlOf('#c89a5a', 'Marcona')],
    ['Pistacienødder fra Bronte, 150 g', 'Pistachios from Bronte, 150 g', IT, 'Pistacchio di Bronte Etna', [89, 119], 0.15, 'kg', 'Smaragdgrønne pistacier fra Etnas skråninger.', 'Emerald-green pistachios from the slopes of Etna.', bowlOf('#8aa03a', 'Bronte')],
    ['Grissini med olivenolie, 250 g', 'Grissini with olive oil, 250 g', IT, 'Panificio Torino Antico', [35, 45], 0.25, 'kg', 'Håndrullede brødstænger fra Torino. Til skinke og ost.', 'Hand-rolled breadsticks from Turin. For ham and cheese.', bagOf('#c9a54a', '#8a5a2b', 'Grissini')],
    ['Taralli med fennikel, 250 g', 'Taralli with fennel, 250 g', IT, 'Forno Pugliese', [35, 45], 0.25, 'kg', 'Sprøde kringler fra Puglia bagt med hvidvin og fennikelfrø.', 'Crunchy rings from Apulia baked with white wine and fennel seeds.', bagOf('#7a1f2b', '#e8c88a', 'Taralli')],
    ['Grønne Gordal-oliven, 350 g', 'Green Gordal olives, 350 g', ES, 'Aceitunas Dorada de Sevilla', [49, 65], 0.35, 'kg', 'Store, kødfulde oliven fra Sevilla i mild lage.', 'Large, meaty olives from Seville in a mild brine.', jarOf('#8a9a3a', '#2f4a1e', 'Gordal')],
    ['Kalamata-oliven, 300 g', 'Kalamata olives, 300 g', GR, 'Messinia Olive Grove', [45, 59], 0.3, 'kg', 'Mørke oliven med frugtig smag, lagt i olie og rødvinseddike.', 'Dark, fruity olives in oil and red wine vinegar.', jarOf('#4a2a3a', '#2f4a1e', 'Kalamata')],
    ['Knækbrød med rug og havsalt, 200 g', 'Rye crispbread with sea salt, 200 g', DK, 'Bageriet Nordlys', [35, 45], 0.2, 'kg', 'Sprødt knækbrød med grove rugkerner. Til ost og pålæg.', 'Crisp bread with coarse rye grains. For cheese and cold cuts.', { ...bagOf('#8a5a2b', '#e8c88a', 'Knækbrød'), organic: 1 }],
    ['Cantuccini med mandler, 200 g', 'Cantuccini with almonds, 200 g', IT, 'Biscottificio di Prato', [45, 59], 0.2, 'kg', 'Dobbeltbagte mandelkiks fra Toscana. Dyppes i vin santo.', 'Twice-baked almond biscuits from Tuscany. Dip them in vin santo.', bagOf('#c9702a', '#f4e0b0', 'Cantuccini')],
    ['Popcorn med trøffel og parmesan, 100 g', 'Popcorn with truffle and Parmesan, 100 g', DK, 'Chipsfabrikken Lolland', [39, 49], 0.1, 'kg', 'Luftige popcorn vendt i trøffelolie og revet parmesan.', 'Airy popcorn tossed in truffle oil and grated Parmesan.', bagOf('#2d2a26', '#f3d9a0', 'Popcorn')],
    ['Ostestænger med comté, 125 g', 'Cheese straws with Comté, 125 g', FR, 'Biscuiterie du Jura', [45, 55], 0.125, 'kg', 'Butterdejsstænger med lagret comté. Til aperitif.', 'Puff pastry straws with aged Comté. For aperitif.', bagOf('#c9a54a', '#7a1f2b', 'Comté')],
  ]),
}

const tinOf = (colour: string, short: string) => ({ motif: 'tea' as const, colour, accent: '#c9a54a', short })

export const PRESERVES: DeliKind = {
  category: 'syltetoej-og-konserves',
  maker: l('Fra {producer} i {origin}.', 'From {producer} in {origin}.'),
  reviewers: ['Gastro', 'Politiken'],
  care: [
    l('Opbevares i køleskabet efter åbning og holder sig i fire uger.', 'Keep in the fridge once opened; it keeps for four weeks.'),
    l('Fra små producenter, som vi kender personligt.', 'From small producers we know personally.'),
  ],
  items: items('ambient', [
    ['Solbærsyltetøj, 350 g', 'Blackcurrant jam, 350 g', DK, 'Frugtgården Kerteminde', [45, 59], 0.35, 'kg', 'Syrligt og fyldigt syltetøj med 70 % fynske solbær.', 'Tart, full-flavoured jam with 70% blackcurrants from Funen.', jarOf('#3a1030', '#c9a54a', 'Solbær', 1)],
    ['Hindbærsyltetøj, 350 g', 'Raspberry jam, 350 g', DK, 'Frugtgården Kerteminde', [45, 59], 0.35, 'kg', 'Klassisk hindbærsyltetøj med hele bær.', 'Classic raspberry jam with whole berries.', jarOf('#a8203a', '#c9a54a', 'Hindbær', 1)],
    ['Appelsinmarmelade af Sevilla-appelsiner, 340 g', 'Seville orange marmalade, 340 g', UK, 'Highgate Preserves', [49, 59], 0.34, 'kg', 'Bitter og sødlig marmelade med tykke skalstykker.', 'Bitter-sweet marmalade with thick-cut peel.', jarOf('#d8701a', '#2f4a1e', 'Marmelade')],
    ['Figenkompot til ost, 220 g', 'Fig compote for cheese, 220 g', FR, 'Conserverie du Périgord Noir', [55, 69], 0.22, 'kg', 'Sorte figner kogt med portvin. Til blåskimmelost og foie gras.', 'Black figs cooked with port. For blue cheese and foie gras.', jarOf('#4a2040', '#c9a54a', 'Figen')],
    ['Kirsebærchutney, 220 g', 'Cherry chutney, 220 g', DK, 'Frugtgården Kerteminde', [49, 59], 0.22, 'kg', 'Stevnsbær med chili og ingefær. Til vildt og lagret ost.', 'Stevns cherries with chilli and ginger. For game and aged cheese.', jarOf('#6a1020', '#c9a54a', 'Kirsebær')],
    ['Løgkompot med balsamico, 200 g', 'Onion compote with balsamic, 200 g', IT, 'Acetaia San Geminiano', [49, 59], 0.2, 'kg', 'Røde løg kogt langsomt med balsamico. Til paté og grillet kød.', 'Red onions slow-cooked with balsamic. For pâté and grilled meat.', jarOf('#5a2030', '#8a5a2b', 'Løg')],
    ['Lynghonning fra Vestjylland, 400 g', 'Heather honey from West Jutland, 400 g', DK, 'Biavlen Hede og Klit', [89, 109], 0.4, 'kg', 'Mørk, aromatisk honning fra lyngheden, høstet i august.', 'Dark, aromatic honey from the heath, harvested in August.', jarOf('#a8641a', '#2d2a26', 'Lynghonning', 1)],
    ['Akaciehonning, 500 g', 'Acacia honey, 500 g', IT, 'Apicoltura Monte Rosa', [79, 99], 0.5, 'kg', 'Lys og flydende honning med mild, blomstret smag.', 'Pale, runny honey with a mild, floral taste.', jarOf('#e8b830', '#2d2a26', 'Akacie')],
    ['Ansjoser i olivenolie fra Cantabria, 100 g', 'Cantabrian anchovies in olive oil, 100 g', ES, 'Conservas Santoña Mar', [79, 99], 0.1, 'kg', 'Håndfiletede ansjoser modnet i salt i seks måneder.', 'Hand-filleted anchovies matured in salt for six months.', tinOf('#1f3a5a', 'Ansjoser')],
    ['Sardiner i olivenolie, 120 g', 'Sardines in olive oil, 120 g', PT, 'Conservas Porto Atlântico', [39, 49], 0.12, 'kg', 'Hele sardiner fra Atlanterhavet, lagt i olie med citron.', 'Whole Atlantic sardines packed in oil with lemon.', tinOf('#c83a2a', 'Sardiner')],
    ['Bonito del Norte i olivenolie, 200 g', 'Bonito del Norte tuna in olive oil, 200 g', ES, 'Conservas Santoña Mar', [59, 79], 0.2, 'kg', 'Hvid tun fanget med line i Biscayabugten.', 'White tuna caught by line in the Bay of Biscay.', tinOf('#2f5a3a', 'Bonito')],
    ['Dijonsennep, 210 g', 'Dijon mustard, 210 g', FR, 'Moutarderie de Beaune', [35, 45], 0.21, 'kg', 'Skarp og glat sennep lavet med hvidvin.', 'Sharp, smooth mustard made with white wine.', jarOf('#d8b830', '#2d2a26', 'Dijon')],
    ['Grov sennep med øl, 200 g', 'Coarse mustard with beer, 200 g', DK, 'Sennepsmageriet Fyn', [39, 49], 0.2, 'kg', 'Grovkornet sennep med mørk øl. Til julefrokost og pølser.', 'Wholegrain mustard with dark beer. For Christmas lunch and sausages.', jarOf('#a8841a', '#2d2a26', 'Sennep')],
    ['Pesto alla genovese, 180 g', 'Pesto alla genovese, 180 g', IT, 'Liguria Sapori', [49, 59], 0.18, 'kg', 'Ligurisk basilikum, pinjekerner og parmesan. Opbevares på køl.', 'Ligurian basil, pine nuts and Parmesan. Keep refrigerated.', { ...jarOf('#4a7a2a', '#c9a54a', 'Pesto'), storage: 'chilled' }],
  ]),
}

export const DELI_KINDS: readonly DeliKind[] = [CHEESES, CHARCUTERIE, OILS, SWEETS, COFFEE_AND_TEA, SNACKS, PRESERVES]
