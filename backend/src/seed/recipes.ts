/**
 * The demo shop's recipes: 30 Danish and European dishes in Danish and English, each with a drawn picture,
 * ingredients that link to the products we sell and the products to serve with it. Product links are by product
 * number, looked up at seed time; a number that is not in the catalogue stops the seed, so a broken link is
 * caught at once rather than shown as a plain ingredient.
 */
import type { Payload } from 'payload'
import type { Id } from './media'
import { drawRecipeImage, uploadRecipeImage, type DishPicture } from './recipe-images'

type Course = 'starter' | 'main' | 'dessert' | 'side' | 'snack' | 'drink'
type Text = [da: string, en: string]
/** Amount and text in Danish, then in English, and the product number of what we sell for it. */
type Ingredient = [amountDa: string, textDa: string, amountEn: string, textEn: string, productNumber?: string]

export interface DemoRecipe {
  key: string
  name: Text
  summary: Text
  course: Course
  servings: number
  totalMinutes: number
  picture: DishPicture
  ingredients: Ingredient[]
  steps: Text[]
  /** Product numbers of what to serve with it: the wine, the cheese, the board. */
  serveWith: string[]
}

/** Product numbers of the demo catalogue (./demo-data.ts) the recipes link to. */
const BAROLO = 'V-1001'
const CHABLIS = 'V-1002'
const ROSE = 'V-1003'
const GAMMEL_KNAS = 'F-2001'
const OLIVE_OIL = 'F-2002'
const TRUFFLE_CRISPS = 'F-2003'
const CUTTING_BOARD = 'N-5001'

const GREEN = '#4f7f34'

/** In the order a list of the newest shows them: the first is seeded last, so it is the newest. */
export const DEMO_RECIPES: DemoRecipe[] = [
  {
    key: 'risotto-med-svampe',
    name: ['Risotto med svampe', 'Mushroom risotto'],
    summary: [
      'Cremet risotto med stegte skovsvampe, timian og revet Gammel Knas. Efterårets bedste hverdagsfest.',
      'Creamy risotto with fried wild mushrooms, thyme and grated Gammel Knas. The best weeknight treat of autumn.',
    ],
    course: 'main',
    servings: 4,
    totalMinutes: 45,
    picture: {
      vessel: 'plate',
      base: '#e8d9b0',
      garnishes: [
        { shape: 'slice', color: '#8b6b4a', count: 14, size: 60 },
        { shape: 'leaf', color: GREEN, count: 8, size: 26 },
        { shape: 'dot', color: '#f6efd2', count: 24, size: 10 },
      ],
    },
    ingredients: [
      ['300 g', 'risottoris (arborio eller carnaroli)', '300 g', 'risotto rice (arborio or carnaroli)'],
      ['400 g', 'blandede svampe, fx karl johan og kantareller', '400 g', 'mixed mushrooms, e.g. porcini and chanterelles'],
      ['1', 'løg, finthakket', '1', 'onion, finely chopped'],
      ['2 fed', 'hvidløg', '2 cloves', 'garlic'],
      ['1 dl', 'tør hvidvin', '100 ml', 'dry white wine', CHABLIS],
      ['1 l', 'varm grøntsagsbouillon', '1 litre', 'hot vegetable stock'],
      ['3 spsk.', 'olivenolie', '3 tbsp', 'olive oil', OLIVE_OIL],
      ['75 g', 'Gammel Knas, revet', '75 g', 'Gammel Knas, grated', GAMMEL_KNAS],
      ['30 g', 'smør', '30 g', 'butter'],
      ['', 'frisk timian, salt og peber', '', 'fresh thyme, salt and pepper'],
    ],
    steps: [
      [
        'Rens svampene og skær de store i skiver. Steg dem gyldne i halvdelen af olien på en varm pande, og krydr med salt, peber og timian. Sæt dem til side.',
        'Clean the mushrooms and slice the large ones. Fry them golden in half the oil in a hot pan and season with salt, pepper and thyme. Set aside.',
      ],
      [
        'Svits løg og hvidløg blødt i resten af olien i en gryde, uden at de tager farve.',
        'Soften the onion and garlic in the rest of the oil in a saucepan without browning.',
      ],
      [
        'Tilsæt risene og rør, til de er blanke. Hæld vinen i, og lad den koge ind.',
        'Add the rice and stir until glossy. Pour in the wine and let it reduce.',
      ],
      [
        'Tilsæt bouillonen en øse ad gangen under omrøring, og vent hver gang, til risene har suget den. Det tager ca. 18 minutter.',
        'Add the stock a ladle at a time, stirring, and wait each time until the rice has absorbed it. It takes about 18 minutes.',
      ],
      [
        'Vend svampe, smør og revet ost i, når risene er møre med lidt bid. Smag til, og lad risottoen hvile to minutter under låg.',
        'Fold in the mushrooms, butter and grated cheese when the rice is tender with a little bite. Season and let the risotto rest for two minutes under a lid.',
      ],
    ],
    serveWith: [CHABLIS, BAROLO],
  },
  {
    key: 'andebryst-med-kirsebaersauce',
    name: ['Andebryst med kirsebærsauce', 'Duck breast with cherry sauce'],
    summary: [
      'Sprødstegt andebryst med en blank sauce af kirsebær, rødvin og balsamico. Til festen eller en lang fredag.',
      'Crisp-skinned duck breast with a glossy sauce of cherries, red wine and balsamic. For a celebration or a long Friday.',
    ],
    course: 'main',
    servings: 4,
    totalMinutes: 50,
    picture: {
      vessel: 'plate',
      base: '#5c1a22',
      garnishes: [
        { shape: 'slice', color: '#c98a6a', count: 8, size: 90 },
        { shape: 'ball', color: '#8e1b2c', count: 14, size: 24 },
        { shape: 'leaf', color: GREEN, count: 5, size: 24 },
      ],
    },
    ingredients: [
      ['2', 'andebryst (ca. 350 g stk.)', '2', 'duck breasts (about 350 g each)'],
      ['250 g', 'kirsebær, udstenede (gerne frosne)', '250 g', 'cherries, pitted (frozen are fine)'],
      ['1', 'skalotteløg', '1', 'shallot'],
      ['2 dl', 'rødvin', '200 ml', 'red wine', BAROLO],
      ['1 dl', 'andefond eller kyllingebouillon', '100 ml', 'duck or chicken stock'],
      ['1 spsk.', 'rørsukker', '1 tbsp', 'cane sugar'],
      ['1 spsk.', 'balsamicoeddike', '1 tbsp', 'balsamic vinegar'],
      ['20 g', 'koldt smør', '20 g', 'cold butter'],
      ['', 'salt og peber', '', 'salt and pepper'],
    ],
    steps: [
      [
        'Tag andebrysterne ud af køleskabet en halv time før. Rids skindet i et tæt mønster uden at skære ind i kødet, og krydr med salt.',
        'Take the duck breasts out of the fridge half an hour ahead. Score the skin in a tight pattern without cutting into the meat and season with salt.',
      ],
      [
        'Læg brysterne med skindsiden ned på en kold pande, og steg dem ved middelvarme i 10–12 minutter, til skindet er sprødt. Hæld fedtet fra undervejs.',
        'Place the breasts skin side down in a cold pan and cook over medium heat for 10–12 minutes until the skin is crisp. Pour off the fat as you go.',
      ],
      [
        'Vend brysterne, og steg dem 3 minutter på kødsiden. Lad dem hvile i 10 minutter under folie.',
        'Turn the breasts and cook for 3 minutes on the meat side. Rest them for 10 minutes under foil.',
      ],
      [
        'Svits det hakkede skalotteløg i lidt andefedt, tilsæt sukker, rødvin, eddike og fond, og kog saucen ind til det halve.',
        'Sauté the chopped shallot in a little duck fat, add the sugar, red wine, vinegar and stock, and reduce the sauce by half.',
      ],
      [
        'Tilsæt kirsebærrene, og lad dem simre i 3 minutter. Pisk det kolde smør i, og smag til med salt og peber.',
        'Add the cherries and simmer for 3 minutes. Whisk in the cold butter and season with salt and pepper.',
      ],
      ['Skær andebrysterne i skiver, og server dem med kirsebærsaucen.', 'Slice the duck breasts and serve with the cherry sauce.'],
    ],
    serveWith: [BAROLO],
  },
  {
    key: 'aebleskiver',
    name: ['Æbleskiver', 'Æbleskiver (Danish pancake puffs)'],
    summary: [
      'Luftige æbleskiver med kardemomme og citron, vendt med strikkepind og serveret med flormelis og syltetøj.',
      'Light Danish pancake puffs with cardamom and lemon, turned with a knitting needle and served with icing sugar and jam.',
    ],
    course: 'dessert',
    servings: 6,
    totalMinutes: 40,
    picture: {
      vessel: 'pan',
      base: '#343437',
      table: 'oak',
      garnishes: [
        { shape: 'ball', color: '#c98b3f', count: 9, size: 110 },
        { shape: 'dot', color: '#ffffff', count: 40, size: 8 },
      ],
    },
    ingredients: [
      ['250 g', 'hvedemel', '250 g', 'plain flour'],
      ['3', 'æg', '3', 'eggs'],
      ['4 dl', 'kærnemælk', '400 ml', 'buttermilk'],
      ['1 spsk.', 'sukker', '1 tbsp', 'sugar'],
      ['1 tsk.', 'bagepulver', '1 tsp', 'baking powder'],
      ['½ tsk.', 'stødt kardemomme', '½ tsp', 'ground cardamom'],
      ['1 tsk.', 'revet citronskal', '1 tsp', 'grated lemon zest'],
      ['50 g', 'smeltet smør til panden', '50 g', 'melted butter for the pan'],
      ['', 'flormelis og syltetøj til servering', '', 'icing sugar and jam to serve'],
    ],
    steps: [
      [
        'Skil æggene. Rør blommerne sammen med kærnemælk, sukker, kardemomme og citronskal.',
        'Separate the eggs. Whisk the yolks with the buttermilk, sugar, cardamom and lemon zest.',
      ],
      ['Sigt mel og bagepulver i, og rør dejen jævn.', 'Sift in the flour and baking powder and stir to a smooth batter.'],
      ['Pisk hviderne stive, og vend dem forsigtigt i dejen.', 'Whisk the whites until stiff and fold them gently into the batter.'],
      [
        'Varm æbleskivepanden godt op, og kom lidt smør i hvert hul. Fyld hullerne næsten op med dej.',
        'Heat the æbleskiver pan well and put a little butter in each hole. Fill the holes almost to the top with batter.',
      ],
      [
        'Vend æbleskiverne en kvart omgang med en strikkepind, når kanten er sat, og fortsæt, til de er runde og gyldne hele vejen rundt.',
        'Turn the puffs a quarter turn with a knitting needle when the edge has set, and keep turning until they are round and golden all over.',
      ],
      ['Server dem lune med flormelis og syltetøj.', 'Serve warm with icing sugar and jam.'],
    ],
    serveWith: [],
  },
  {
    key: 'smoerrebroed-med-aeg-og-rejer',
    name: ['Smørrebrød med æg og rejer', 'Open sandwich with egg and prawns'],
    summary: [
      'Klassisk smørrebrød på rugbrød med skiver af æg, håndpillede rejer, mayonnaise og dild.',
      'A classic Danish open sandwich on rye with sliced egg, hand-peeled prawns, mayonnaise and dill.',
    ],
    course: 'starter',
    servings: 4,
    totalMinutes: 25,
    picture: {
      vessel: 'board',
      base: '#5a3b28',
      table: 'oak',
      garnishes: [
        { shape: 'slice', color: '#f6f0d8', count: 6, size: 80 },
        { shape: 'dot', color: '#f2b84b', count: 6, size: 34 },
        { shape: 'ball', color: '#f4a38c', count: 16, size: 28 },
        { shape: 'leaf', color: GREEN, count: 10, size: 24 },
      ],
    },
    ingredients: [
      ['4 skiver', 'rugbrød', '4 slices', 'rye bread'],
      ['4', 'æg', '4', 'eggs'],
      ['300 g', 'håndpillede rejer', '300 g', 'hand-peeled prawns'],
      ['4 spsk.', 'mayonnaise', '4 tbsp', 'mayonnaise'],
      ['1', 'citron', '1', 'lemon'],
      ['1 bundt', 'dild', '1 bunch', 'dill'],
      ['20 g', 'smør', '20 g', 'butter'],
      ['', 'salatblade, salt og peber', '', 'lettuce leaves, salt and pepper'],
    ],
    steps: [
      ['Kog æggene i 9 minutter, køl dem i koldt vand, og pil dem.', 'Boil the eggs for 9 minutes, cool them in cold water and peel them.'],
      ['Smør rugbrødet tyndt, og læg et salatblad på hver skive.', 'Butter the rye bread thinly and put a lettuce leaf on each slice.'],
      ['Skær æggene i skiver, og læg dem tagstensagtigt på brødet.', 'Slice the eggs and lay them overlapping on the bread.'],
      [
        'Læg en generøs bunke rejer ovenpå, og top med en klat mayonnaise.',
        'Pile the prawns generously on top and add a spoonful of mayonnaise.',
      ],
      [
        'Pynt med dild og en citronbåd, og drys med lidt friskkværnet peber.',
        'Garnish with dill and a lemon wedge and a little freshly ground pepper.',
      ],
    ],
    serveWith: [CHABLIS],
  },
  {
    key: 'tarte-tatin',
    name: ['Tarte tatin', 'Tarte Tatin'],
    summary: [
      'Fransk æbletærte bagt på hovedet: karamelliserede æbler under sprød butterdej, vendt ud lun.',
      'The French upside-down apple tart: caramelised apples under crisp puff pastry, turned out warm.',
    ],
    course: 'dessert',
    servings: 8,
    totalMinutes: 75,
    picture: {
      vessel: 'pan',
      base: '#b5651d',
      garnishes: [
        { shape: 'slice', color: '#e3a857', count: 11, size: 110 },
        { shape: 'dot', color: '#7a3e12', count: 12, size: 12 },
      ],
    },
    ingredients: [
      ['6–7', 'faste æbler, fx Belle de Boskoop', '6–7', 'firm apples, e.g. Belle de Boskoop'],
      ['150 g', 'sukker', '150 g', 'sugar'],
      ['75 g', 'smør', '75 g', 'butter'],
      ['1 stang', 'vanilje', '1', 'vanilla pod'],
      ['1 plade', 'butterdej (ca. 275 g)', '1 sheet', 'puff pastry (about 275 g)'],
      ['', 'creme fraiche til servering', '', 'crème fraîche to serve'],
    ],
    steps: [
      ['Skræl æblerne, del dem i kvarte, og fjern kernehuset.', 'Peel, quarter and core the apples.'],
      [
        'Smelt sukkeret til en gylden karamel i en ovnfast pande, og rør smør og vaniljekorn i.',
        'Melt the sugar to a golden caramel in an ovenproof pan and stir in the butter and vanilla seeds.',
      ],
      [
        'Læg æblerne tæt i karamellen med den runde side nedad, og lad dem simre i 10 minutter.',
        'Pack the apples tightly in the caramel, round side down, and simmer for 10 minutes.',
      ],
      [
        'Læg butterdejen over æblerne, og stop kanten ned langs siden af panden. Prik et par huller i dejen.',
        'Lay the pastry over the apples and tuck the edge down the side of the pan. Prick a few holes in the pastry.',
      ],
      [
        'Bag tærten ved 200 °C i 25–30 minutter, til dejen er gylden.',
        'Bake the tart at 200 °C for 25–30 minutes until the pastry is golden.',
      ],
      [
        'Lad den hvile 5 minutter, og vend den ud på et fad. Server lun med creme fraiche.',
        'Let it rest for 5 minutes, then turn it out onto a plate. Serve warm with crème fraîche.',
      ],
    ],
    serveWith: [],
  },
  {
    key: 'stegt-flaesk-med-persillesovs',
    name: ['Stegt flæsk med persillesovs', 'Crispy pork belly with parsley sauce'],
    summary: [
      'Danmarks nationalret: sprødt stegt flæsk, nye kartofler og rigeligt med persillesovs.',
      'Denmark’s national dish: crisp pork belly, new potatoes and plenty of parsley sauce.',
    ],
    course: 'main',
    servings: 4,
    totalMinutes: 50,
    picture: {
      vessel: 'plate',
      base: '#f3f0e0',
      garnishes: [
        { shape: 'strip', color: '#c47a3c', count: 10, size: 120 },
        { shape: 'ball', color: '#e8d6a0', count: 8, size: 50 },
        { shape: 'leaf', color: '#3f7f2f', count: 24, size: 14 },
      ],
    },
    ingredients: [
      ['800 g', 'svinebryst i skiver', '800 g', 'pork belly, sliced'],
      ['1 kg', 'nye kartofler', '1 kg', 'new potatoes'],
      ['30 g', 'smør', '30 g', 'butter'],
      ['3 spsk.', 'hvedemel', '3 tbsp', 'plain flour'],
      ['5 dl', 'sødmælk', '500 ml', 'whole milk'],
      ['1 stort bundt', 'kruset persille', '1 large bunch', 'curly parsley'],
      ['', 'salt, peber og revet muskatnød', '', 'salt, pepper and grated nutmeg'],
    ],
    steps: [
      [
        'Læg flæskeskiverne på en rist over en bageplade, drys med salt, og steg dem ved 220 °C i 25–30 minutter, til de er sprøde. Vend dem halvvejs.',
        'Lay the pork slices on a rack over a baking tray, sprinkle with salt and roast at 220 °C for 25–30 minutes until crisp. Turn them halfway.',
      ],
      ['Kog kartoflerne møre i letsaltet vand.', 'Boil the potatoes until tender in lightly salted water.'],
      [
        'Smelt smørret i en gryde, rør melet i, og spæd mælken i lidt ad gangen under piskning. Lad sovsen simre i 5 minutter.',
        'Melt the butter in a saucepan, stir in the flour and add the milk a little at a time, whisking. Simmer the sauce for 5 minutes.',
      ],
      [
        'Hak persillen fint, og rør den i sovsen lige før servering. Smag til med salt, peber og muskat.',
        'Chop the parsley finely and stir it into the sauce just before serving. Season with salt, pepper and nutmeg.',
      ],
      [
        'Server det sprøde flæsk med kartofler og rigeligt persillesovs.',
        'Serve the crisp pork with the potatoes and plenty of parsley sauce.',
      ],
    ],
    serveWith: [],
  },
  {
    key: 'frikadeller-med-kartoffelsalat',
    name: ['Frikadeller med kartoffelsalat', 'Danish meatballs with potato salad'],
    summary: [
      'Saftige frikadeller stegt i smør med en kold kartoffelsalat med creme fraiche, sennep og purløg.',
      'Juicy Danish meatballs fried in butter with a cold potato salad of crème fraîche, mustard and chives.',
    ],
    course: 'main',
    servings: 4,
    totalMinutes: 60,
    picture: {
      vessel: 'plate',
      base: '#efe6c8',
      garnishes: [
        { shape: 'ball', color: '#8a5a35', count: 8, size: 80 },
        { shape: 'cube', color: '#f1e4b3', count: 14, size: 34 },
        { shape: 'strip', color: GREEN, count: 16, size: 30 },
      ],
    },
    ingredients: [
      ['500 g', 'hakket svine- og kalvekød', '500 g', 'minced pork and veal'],
      ['1', 'løg, revet', '1', 'onion, grated'],
      ['1', 'æg', '1', 'egg'],
      ['3 spsk.', 'hvedemel', '3 tbsp', 'plain flour'],
      ['1 dl', 'mælk', '100 ml', 'milk'],
      ['1 kg', 'kogte, afkølede kartofler', '1 kg', 'boiled, cooled potatoes'],
      ['2 dl', 'creme fraiche', '200 ml', 'crème fraîche'],
      ['1 bundt', 'purløg', '1 bunch', 'chives'],
      ['1 spsk.', 'dijonsennep', '1 tbsp', 'Dijon mustard'],
      ['', 'salt, peber og smør til stegning', '', 'salt, pepper and butter for frying'],
    ],
    steps: [
      [
        'Rør kødet med salt, og tilsæt løg, æg, mel og mælk. Lad farsen hvile i køleskabet i 30 minutter.',
        'Stir the mince with salt, then add the onion, egg, flour and milk. Rest the mixture in the fridge for 30 minutes.',
      ],
      [
        'Form frikadellerne med en spiseske, og steg dem i smør ved middelvarme i 5–6 minutter på hver side.',
        'Shape the meatballs with a tablespoon and fry them in butter over medium heat for 5–6 minutes on each side.',
      ],
      [
        'Skær kartoflerne i tern. Rør creme fraiche med sennep, salt og peber.',
        'Dice the potatoes. Stir the crème fraîche with mustard, salt and pepper.',
      ],
      [
        'Vend kartoflerne i dressingen, og drys med klippet purløg.',
        'Fold the potatoes into the dressing and sprinkle with snipped chives.',
      ],
      ['Server frikadellerne lune med den kolde kartoffelsalat.', 'Serve the meatballs warm with the cold potato salad.'],
    ],
    serveWith: [ROSE],
  },
  {
    key: 'koldskaal-med-kammerjunkere',
    name: ['Koldskål med kammerjunkere', 'Buttermilk soup with kammerjunker biscuits'],
    summary: [
      'Sommerens kolde klassiker af kærnemælk, vanilje og citron med sprøde kammerjunkere og jordbær.',
      'The cold Danish summer classic of buttermilk, vanilla and lemon with crisp biscuits and strawberries.',
    ],
    course: 'dessert',
    servings: 4,
    totalMinutes: 15,
    picture: {
      vessel: 'bowl',
      base: '#f7eec2',
      garnishes: [
        { shape: 'cube', color: '#d8a35a', count: 14, size: 36 },
        { shape: 'ball', color: '#d8344a', count: 8, size: 26 },
      ],
    },
    ingredients: [
      ['1 l', 'kærnemælk', '1 litre', 'buttermilk'],
      ['2', 'pasteuriserede æggeblommer', '2', 'pasteurised egg yolks'],
      ['75 g', 'sukker', '75 g', 'sugar'],
      ['1 stang', 'vanilje', '1', 'vanilla pod'],
      ['½', 'citron, saft og revet skal', '½', 'lemon, juice and grated zest'],
      ['100 g', 'kammerjunkere', '100 g', 'kammerjunker biscuits'],
      ['250 g', 'jordbær', '250 g', 'strawberries'],
    ],
    steps: [
      ['Pisk æggeblommer, sukker og vaniljekorn luftigt.', 'Whisk the egg yolks, sugar and vanilla seeds until pale and fluffy.'],
      [
        'Pisk kærnemælken i lidt ad gangen, og smag til med citronsaft og -skal.',
        'Whisk in the buttermilk a little at a time and season with lemon juice and zest.',
      ],
      ['Stil koldskålen i køleskabet i mindst en time.', 'Chill the soup for at least an hour.'],
      [
        'Server den kold i dybe tallerkener med kammerjunkere og skårne jordbær.',
        'Serve cold in deep bowls with the biscuits and sliced strawberries.',
      ],
    ],
    serveWith: [],
  },
  {
    key: 'roedgroed-med-floede',
    name: ['Rødgrød med fløde', 'Red berry pudding with cream'],
    summary: [
      'Den danske tungebrækker i en skål: sommerbær kogt til en blank grød, serveret med kold fløde.',
      'The famous Danish tongue-twister in a bowl: summer berries cooked into a glossy pudding, served with cold cream.',
    ],
    course: 'dessert',
    servings: 4,
    totalMinutes: 30,
    picture: {
      vessel: 'bowl',
      base: '#8e1b2c',
      garnishes: [
        { shape: 'ball', color: '#b3243a', count: 12, size: 24 },
        { shape: 'dot', color: '#fbf6ea', count: 6, size: 40 },
      ],
    },
    ingredients: [
      ['300 g', 'jordbær', '300 g', 'strawberries'],
      ['200 g', 'hindbær', '200 g', 'raspberries'],
      ['200 g', 'ribs', '200 g', 'redcurrants'],
      ['1 l', 'vand', '1 litre', 'water'],
      ['150 g', 'sukker', '150 g', 'sugar'],
      ['4 spsk.', 'kartoffelmel', '4 tbsp', 'potato starch'],
      ['2 dl', 'piskefløde', '200 ml', 'whipping cream'],
    ],
    steps: [
      ['Kog bærrene i vandet i 10 minutter, og si saften fra.', 'Simmer the berries in the water for 10 minutes and strain off the juice.'],
      [
        'Kom saften tilbage i gryden med sukkeret, og bring den i kog.',
        'Return the juice to the pan with the sugar and bring it to the boil.',
      ],
      [
        'Udrør kartoffelmelet i lidt koldt vand, tag gryden af varmen, og rør jævningen i. Lad grøden lige koge op igen.',
        'Mix the potato starch with a little cold water, take the pan off the heat and stir it in. Let the pudding just come back to the boil.',
      ],
      ['Hæld grøden i en skål, drys med sukker, og lad den køle af.', 'Pour the pudding into a bowl, sprinkle with sugar and let it cool.'],
      ['Server med kold fløde.', 'Serve with cold cream.'],
    ],
    serveWith: [],
  },
  {
    key: 'gravad-laks-med-raevesovs',
    name: ['Gravad laks med rævesovs', 'Gravlax with mustard and dill sauce'],
    summary: [
      'Hjemmegravet laks med dild og hvid peber og en sødlig sennepssovs. Kræver to døgn i køleskabet.',
      'Home-cured salmon with dill and white pepper and a sweet mustard sauce. Needs two days in the fridge.',
    ],
    course: 'starter',
    servings: 8,
    totalMinutes: 40,
    picture: {
      vessel: 'board',
      base: '#f6efe0',
      table: 'slate',
      garnishes: [
        { shape: 'slice', color: '#f08a5d', count: 10, size: 110 },
        { shape: 'leaf', color: '#3f6f2a', count: 20, size: 20 },
        { shape: 'dot', color: '#d9b23a', count: 6, size: 18 },
      ],
    },
    ingredients: [
      ['1 kg', 'laksefilet med skind', '1 kg', 'salmon fillet, skin on'],
      ['50 g', 'groft salt', '50 g', 'coarse salt'],
      ['50 g', 'sukker', '50 g', 'sugar'],
      ['1 spsk.', 'knuste hvide peberkorn', '1 tbsp', 'crushed white peppercorns'],
      ['2 bundter', 'dild', '2 bunches', 'dill'],
      ['3 spsk.', 'grov sennep', '3 tbsp', 'wholegrain mustard'],
      ['2 spsk.', 'rørsukker', '2 tbsp', 'cane sugar'],
      ['1 spsk.', 'hvidvinseddike', '1 tbsp', 'white wine vinegar'],
      ['1 dl', 'rapsolie', '100 ml', 'rapeseed oil'],
    ],
    steps: [
      [
        'Bland salt, sukker og peber. Læg laksen med skindsiden ned i et fad, og fordel blandingen og det meste af dilden over kødet.',
        'Mix the salt, sugar and pepper. Lay the salmon skin side down in a dish and spread the mixture and most of the dill over the flesh.',
      ],
      [
        'Dæk fadet med film, læg lidt vægt på, og lad laksen trække i køleskabet i to døgn. Vend den en gang om dagen.',
        'Cover the dish with cling film, put a light weight on top and leave the salmon in the fridge for two days. Turn it once a day.',
      ],
      [
        'Rør sennep, rørsukker og eddike sammen, og pisk olien i en tynd stråle. Vend resten af dilden, finthakket, i sovsen.',
        'Stir together the mustard, cane sugar and vinegar and whisk in the oil in a thin stream. Fold in the rest of the dill, finely chopped.',
      ],
      [
        'Skrab krydderierne af laksen, og skær den i tynde skiver på skrå.',
        'Scrape the cure off the salmon and slice it thinly on the diagonal.',
      ],
      ['Server laksen med rævesovsen og godt brød.', 'Serve the salmon with the mustard sauce and good bread.'],
    ],
    serveWith: [CHABLIS],
  },
  {
    key: 'tomatsalat-med-burrata',
    name: ['Tomatsalat med burrata', 'Tomato salad with burrata'],
    summary: [
      'Modne tomater i alle farver med cremet burrata, basilikum og den bedste olivenolie.',
      'Ripe tomatoes of every colour with creamy burrata, basil and the best olive oil.',
    ],
    course: 'starter',
    servings: 4,
    totalMinutes: 15,
    picture: {
      vessel: 'dish',
      base: '#f7f3ea',
      garnishes: [
        { shape: 'slice', color: '#d8432f', count: 12, size: 80 },
        { shape: 'slice', color: '#f2b134', count: 6, size: 60 },
        { shape: 'ball', color: '#fbf8f0', count: 2, size: 150 },
        { shape: 'leaf', color: '#3f8a3a', count: 12, size: 30 },
      ],
    },
    ingredients: [
      ['600 g', 'blandede tomater', '600 g', 'mixed tomatoes'],
      ['2', 'burrata', '2', 'burrata'],
      ['4 spsk.', 'ekstra jomfru olivenolie', '4 tbsp', 'extra virgin olive oil', OLIVE_OIL],
      ['1 spsk.', 'balsamicoeddike', '1 tbsp', 'balsamic vinegar'],
      ['1', 'lille rødløg', '1', 'small red onion'],
      ['1 potte', 'basilikum', '1 pot', 'basil'],
      ['', 'flagesalt og friskkværnet peber', '', 'flaky salt and freshly ground pepper'],
    ],
    steps: [
      ['Skær tomaterne i skiver og både, og fordel dem på et fad.', 'Slice and wedge the tomatoes and spread them on a platter.'],
      ['Snit rødløget tyndt, og drys det over.', 'Slice the red onion thinly and scatter it over.'],
      ['Riv burrataen let, og læg den midt på fadet.', 'Tear the burrata lightly and place it in the middle of the platter.'],
      [
        'Dryp med olivenolie og balsamico, og drys med flagesalt, peber og basilikum.',
        'Drizzle with olive oil and balsamic and sprinkle with flaky salt, pepper and basil.',
      ],
    ],
    serveWith: [ROSE],
  },
  {
    key: 'bruschetta-med-tomat-og-basilikum',
    name: ['Bruschetta med tomat og basilikum', 'Bruschetta with tomato and basil'],
    summary: [
      'Ristet brød gnedet med hvidløg og toppet med marinerede tomater. Den perfekte start på en italiensk aften.',
      'Toasted bread rubbed with garlic and topped with marinated tomatoes. The perfect start to an Italian evening.',
    ],
    course: 'starter',
    servings: 6,
    totalMinutes: 20,
    picture: {
      vessel: 'board',
      base: '#e3b874',
      table: 'oak',
      garnishes: [
        { shape: 'cube', color: '#d8432f', count: 30, size: 22 },
        { shape: 'leaf', color: '#3f8a3a', count: 10, size: 26 },
      ],
    },
    ingredients: [
      ['1', 'ciabatta', '1', 'ciabatta'],
      ['400 g', 'modne tomater', '400 g', 'ripe tomatoes'],
      ['2 fed', 'hvidløg', '2 cloves', 'garlic'],
      ['4 spsk.', 'ekstra jomfru olivenolie', '4 tbsp', 'extra virgin olive oil', OLIVE_OIL],
      ['1 potte', 'basilikum', '1 pot', 'basil'],
      ['', 'flagesalt og peber', '', 'flaky salt and pepper'],
    ],
    steps: [
      [
        'Skær tomaterne i små tern, og vend dem med halvdelen af olien, salt og peber. Lad dem trække i 10 minutter.',
        'Dice the tomatoes finely and toss with half the oil, salt and pepper. Leave for 10 minutes.',
      ],
      [
        'Skær brødet i skiver, og rist dem på en grillpande eller under ovnens grill.',
        'Slice the bread and toast the slices on a griddle pan or under the oven grill.',
      ],
      [
        'Gnid de varme brødskiver med et halveret fed hvidløg, og dryp med resten af olien.',
        'Rub the warm toast with a halved garlic clove and drizzle with the rest of the oil.',
      ],
      ['Fordel tomaterne på brødet, og top med revet basilikum.', 'Spoon the tomatoes onto the bread and top with torn basil.'],
    ],
    serveWith: [ROSE],
  },
  {
    key: 'pasta-med-troeffel-og-gammel-knas',
    name: ['Pasta med trøffel og Gammel Knas', 'Pasta with truffle and aged cheese'],
    summary: [
      'Frisk tagliatelle vendt i smør, fløde og lagret ost med et strejf af trøffel. Klar på 25 minutter.',
      'Fresh tagliatelle tossed in butter, cream and aged cheese with a hint of truffle. Ready in 25 minutes.',
    ],
    course: 'main',
    servings: 4,
    totalMinutes: 25,
    picture: {
      vessel: 'plate',
      base: '#f0d99a',
      garnishes: [
        { shape: 'strip', color: '#f4e3a8', count: 26, size: 70 },
        { shape: 'dot', color: '#3a2a20', count: 20, size: 10 },
        { shape: 'dot', color: '#fbf3d6', count: 20, size: 12 },
      ],
    },
    ingredients: [
      ['400 g', 'frisk tagliatelle', '400 g', 'fresh tagliatelle'],
      ['50 g', 'smør', '50 g', 'butter'],
      ['100 g', 'Gammel Knas, fintrevet', '100 g', 'Gammel Knas, finely grated', GAMMEL_KNAS],
      ['1 dl', 'piskefløde', '100 ml', 'whipping cream'],
      ['1 spsk.', 'trøffelolie eller 20 g frisk sommertrøffel', '1 tbsp', 'truffle oil or 20 g fresh summer truffle'],
      ['2 spsk.', 'ekstra jomfru olivenolie', '2 tbsp', 'extra virgin olive oil', OLIVE_OIL],
      ['', 'salt og sort peber', '', 'salt and black pepper'],
    ],
    steps: [
      [
        'Kog pastaen i rigeligt saltet vand efter anvisningen, og gem en kop af kogevandet.',
        'Cook the pasta in plenty of salted water according to the packet and keep a cup of the cooking water.',
      ],
      [
        'Smelt smørret i en stor pande med fløden, og lad det simre et minut.',
        'Melt the butter with the cream in a large pan and simmer for a minute.',
      ],
      [
        'Vend pastaen i panden med lidt kogevand og halvdelen af osten, til den er blank og cremet.',
        'Toss the pasta in the pan with a little cooking water and half the cheese until glossy and creamy.',
      ],
      [
        'Smag til med salt, peber og trøffel, og server med resten af osten og et skvæt olivenolie.',
        'Season with salt, pepper and truffle and serve with the rest of the cheese and a dash of olive oil.',
      ],
    ],
    serveWith: [BAROLO],
  },
  {
    key: 'boeuf-bourguignon',
    name: ['Boeuf bourguignon', 'Boeuf bourguignon'],
    summary: [
      'Langtidssimret oksekød i rødvin med bacon, svampe og perleløg. Gryderetten, der bliver bedre dagen efter.',
      'Slow-braised beef in red wine with bacon, mushrooms and pearl onions. The stew that is even better the next day.',
    ],
    course: 'main',
    servings: 6,
    totalMinutes: 210,
    picture: {
      vessel: 'dish',
      base: '#5a2418',
      garnishes: [
        { shape: 'cube', color: '#7a3a22', count: 14, size: 60 },
        { shape: 'slice', color: '#e8893a', count: 10, size: 40 },
        { shape: 'slice', color: '#c9a880', count: 8, size: 44 },
        { shape: 'ball', color: '#f1e8d8', count: 8, size: 26 },
      ],
    },
    ingredients: [
      ['1,2 kg', 'oksebov i store tern', '1.2 kg', 'beef chuck in large cubes'],
      ['150 g', 'bacon i tern', '150 g', 'bacon, diced'],
      ['1 flaske', 'kraftig rødvin', '1 bottle', 'full-bodied red wine', BAROLO],
      ['3', 'gulerødder', '3', 'carrots'],
      ['250 g', 'champignoner', '250 g', 'button mushrooms'],
      ['200 g', 'perleløg', '200 g', 'pearl onions'],
      ['2 fed', 'hvidløg', '2 cloves', 'garlic'],
      ['2 spsk.', 'tomatpuré', '2 tbsp', 'tomato purée'],
      ['', '2 laurbærblade og et par kviste timian', '', '2 bay leaves and a few sprigs of thyme'],
      ['2 spsk.', 'hvedemel', '2 tbsp', 'plain flour'],
    ],
    steps: [
      [
        'Brun baconen i en stor gryde, og tag den op. Brun kødet i fedtet i flere omgange.',
        'Brown the bacon in a large casserole and lift it out. Brown the beef in the fat in batches.',
      ],
      [
        'Kom alt kødet tilbage, drys med mel, og rør tomatpuré, hvidløg og gulerødder i.',
        'Return all the meat, sprinkle with flour and stir in the tomato purée, garlic and carrots.',
      ],
      [
        'Hæld vinen over, tilsæt krydderurterne, og lad retten simre under låg i 2½ time, til kødet er mørt.',
        'Pour over the wine, add the herbs and simmer covered for 2½ hours until the meat is tender.',
      ],
      [
        'Steg svampe og perleløg gyldne på en pande, og vend dem i gryden det sidste kvarter.',
        'Fry the mushrooms and pearl onions golden in a pan and add them to the casserole for the last quarter of an hour.',
      ],
      [
        'Smag til med salt og peber, og server med kartoffelmos eller godt brød.',
        'Season with salt and pepper and serve with mashed potatoes or good bread.',
      ],
    ],
    serveWith: [BAROLO],
  },
  {
    key: 'moules-marinieres',
    name: ['Moules marinières', 'Moules marinières'],
    summary: [
      'Blåmuslinger dampet i hvidvin med skalotteløg, hvidløg og persille. Fransk bistromad på en halv time.',
      'Mussels steamed in white wine with shallots, garlic and parsley. French bistro food in half an hour.',
    ],
    course: 'main',
    servings: 4,
    totalMinutes: 30,
    picture: {
      vessel: 'bowl',
      base: '#e9dcc0',
      garnishes: [
        { shape: 'slice', color: '#1f2a3a', count: 24, size: 60 },
        { shape: 'dot', color: '#f2a65a', count: 16, size: 16 },
        { shape: 'leaf', color: '#3f7f2f', count: 14, size: 18 },
      ],
    },
    ingredients: [
      ['2 kg', 'blåmuslinger', '2 kg', 'mussels'],
      ['2', 'skalotteløg', '2', 'shallots'],
      ['2 fed', 'hvidløg', '2 cloves', 'garlic'],
      ['3 dl', 'tør hvidvin', '300 ml', 'dry white wine', CHABLIS],
      ['50 g', 'smør', '50 g', 'butter'],
      ['1 dl', 'piskefløde', '100 ml', 'whipping cream'],
      ['1 bundt', 'bredbladet persille', '1 bunch', 'flat-leaf parsley'],
    ],
    steps: [
      [
        'Skyl muslingerne grundigt, og kassér dem, der er knuste eller ikke lukker sig, når man banker på dem.',
        'Rinse the mussels thoroughly and discard any that are broken or do not close when tapped.',
      ],
      [
        'Svits hakket skalotteløg og hvidløg i smørret i en stor gryde.',
        'Soften the chopped shallots and garlic in the butter in a large pot.',
      ],
      [
        'Hæld vinen i, og bring den i kog. Kom muslingerne i, læg låg på, og damp dem i 4–5 minutter, til de åbner sig. Ryst gryden undervejs.',
        'Pour in the wine and bring to the boil. Add the mussels, cover and steam for 4–5 minutes until they open. Shake the pot as they cook.',
      ],
      [
        'Rør fløde og hakket persille i, og server straks med pommes frites eller brød.',
        'Stir in the cream and chopped parsley and serve at once with fries or bread.',
      ],
    ],
    serveWith: [CHABLIS],
  },
  {
    key: 'ostebord-med-figenkompot',
    name: ['Ostebord med figenkompot', 'Cheese board with fig compote'],
    summary: [
      'Tre oste, hjemmelavet figenkompot, ristede valnødder og druer. Sæt det frem, og lad aftenen gå.',
      'Three cheeses, home-made fig compote, toasted walnuts and grapes. Set it out and let the evening unfold.',
    ],
    course: 'snack',
    servings: 6,
    totalMinutes: 30,
    picture: {
      vessel: 'board',
      base: '#e8cf9a',
      table: 'slate',
      garnishes: [
        { shape: 'cube', color: '#f2c14e', count: 10, size: 60 },
        { shape: 'slice', color: '#6d2a4a', count: 8, size: 50 },
        { shape: 'ball', color: '#5a2a6a', count: 14, size: 22 },
        { shape: 'dot', color: '#c99a5a', count: 10, size: 16 },
      ],
    },
    ingredients: [
      ['250 g', 'Gammel Knas', '250 g', 'Gammel Knas', GAMMEL_KNAS],
      ['200 g', 'blødost, fx brie', '200 g', 'soft cheese, e.g. brie'],
      ['150 g', 'blåskimmelost', '150 g', 'blue cheese'],
      ['250 g', 'tørrede figner', '250 g', 'dried figs'],
      ['1 dl', 'portvin eller rødvin', '100 ml', 'port or red wine'],
      ['2 spsk.', 'honning', '2 tbsp', 'honey'],
      ['100 g', 'valnødder', '100 g', 'walnuts'],
      ['1 klase', 'vindruer', '1 bunch', 'grapes'],
      ['', 'knækbrød og godt brød', '', 'crispbread and good bread'],
    ],
    steps: [
      ['Tag ostene ud af køleskabet en time før servering.', 'Take the cheeses out of the fridge an hour before serving.'],
      [
        'Skær fignerne i kvarte, og kog dem med vin og honning i 15 minutter, til kompotten er tyk. Lad den køle af.',
        'Quarter the figs and simmer them with the wine and honey for 15 minutes until the compote is thick. Let it cool.',
      ],
      ['Rist valnødderne let på en tør pande.', 'Toast the walnuts lightly in a dry pan.'],
      [
        'Anret ostene på et skærebræt med figenkompot, nødder, druer og brød.',
        'Arrange the cheeses on a board with the fig compote, nuts, grapes and bread.',
      ],
    ],
    serveWith: [BAROLO, CUTTING_BOARD],
  },
  {
    key: 'rabarbertrifli',
    name: ['Rabarbertrifli', 'Rhubarb trifle'],
    summary: [
      'Lag på lag af rabarberkompot, makroner og let vaniljecreme i glas. Forårets bedste dessert.',
      'Layers of rhubarb compote, macaroons and light vanilla cream in glasses. The best dessert of spring.',
    ],
    course: 'dessert',
    servings: 6,
    totalMinutes: 45,
    picture: {
      vessel: 'glass',
      base: '#f3d6d6',
      garnishes: [
        { shape: 'dot', color: '#fbf6ea', count: 12, size: 40 },
        { shape: 'cube', color: '#d9b27a', count: 10, size: 24 },
        { shape: 'slice', color: '#c2405a', count: 8, size: 40 },
      ],
    },
    ingredients: [
      ['500 g', 'rabarber', '500 g', 'rhubarb'],
      ['100 g', 'sukker', '100 g', 'sugar'],
      ['1 stang', 'vanilje', '1', 'vanilla pod'],
      ['100 g', 'makroner', '100 g', 'macaroons'],
      ['3 dl', 'piskefløde', '300 ml', 'whipping cream'],
      ['2 dl', 'græsk yoghurt', '200 ml', 'Greek yoghurt'],
      ['50 g', 'hakkede mandler', '50 g', 'chopped almonds'],
    ],
    steps: [
      [
        'Skær rabarberne i stykker, og kog dem med sukker og vanilje i 8–10 minutter til en kompot. Lad den køle af.',
        'Cut the rhubarb into pieces and cook with the sugar and vanilla for 8–10 minutes into a compote. Let it cool.',
      ],
      ['Pisk fløden let, og vend yoghurten i.', 'Whip the cream lightly and fold in the yoghurt.'],
      ['Smuldr makronerne, og rist mandlerne.', 'Crumble the macaroons and toast the almonds.'],
      [
        'Læg kompot, makroner og creme lagvis i glas, og slut med creme.',
        'Layer compote, macaroons and cream in glasses, finishing with cream.',
      ],
      ['Drys med mandler, og stil triflien koldt til servering.', 'Sprinkle with almonds and chill the trifle until serving.'],
    ],
    serveWith: [ROSE],
  },
  {
    key: 'creme-brulee',
    name: ['Crème brûlée', 'Crème brûlée'],
    summary: [
      'Silkeblød vaniljecreme under et tyndt lag sprød karamel. Laves dagen før og brændes lige før servering.',
      'Silky vanilla custard under a thin layer of crisp caramel. Made the day before and torched just before serving.',
    ],
    course: 'dessert',
    servings: 6,
    totalMinutes: 60,
    picture: {
      vessel: 'dish',
      base: '#e9b44c',
      garnishes: [
        { shape: 'dot', color: '#c98a2a', count: 24, size: 16 },
        { shape: 'leaf', color: '#3f7f2f', count: 3, size: 24 },
        { shape: 'ball', color: '#c2243a', count: 5, size: 22 },
      ],
    },
    ingredients: [
      ['5 dl', 'piskefløde', '500 ml', 'whipping cream'],
      ['1 stang', 'vanilje', '1', 'vanilla pod'],
      ['6', 'æggeblommer', '6', 'egg yolks'],
      ['75 g', 'sukker', '75 g', 'sugar'],
      ['6 spsk.', 'rørsukker til toppen', '6 tbsp', 'cane sugar for the top'],
    ],
    steps: [
      [
        'Varm fløden op med vaniljestang og -korn, og lad den trække i 15 minutter.',
        'Heat the cream with the vanilla pod and seeds and leave to infuse for 15 minutes.',
      ],
      [
        'Pisk æggeblommer og sukker sammen, og pisk den varme fløde i. Si cremen.',
        'Whisk the egg yolks and sugar together and whisk in the warm cream. Strain the custard.',
      ],
      [
        'Fordel cremen i seks forme, sæt dem i et fad med varmt vand, og bag dem ved 150 °C i 35–40 minutter, til de netop er stivnede.',
        'Divide the custard between six ramekins, set them in a dish of hot water and bake at 150 °C for 35–40 minutes until just set.',
      ],
      ['Lad dem køle af, og stil dem i køleskabet i mindst tre timer.', 'Let them cool and chill for at least three hours.'],
      [
        'Drys rørsukker over, og karamellisér det med en gasbrænder lige før servering.',
        'Sprinkle with cane sugar and caramelise it with a blowtorch just before serving.',
      ],
    ],
    serveWith: [],
  },
  {
    key: 'kanelsnegle',
    name: ['Kanelsnegle', 'Cinnamon swirls'],
    summary: [
      'Bløde kanelsnegle med kardemomme i dejen og et saftigt fyld af smør, farin og kanel. Giver 16 stk.',
      'Soft cinnamon swirls with cardamom in the dough and a rich filling of butter, brown sugar and cinnamon. Makes 16.',
    ],
    course: 'snack',
    servings: 16,
    totalMinutes: 120,
    picture: {
      vessel: 'board',
      base: '#e7c48e',
      table: 'oak',
      garnishes: [
        { shape: 'ball', color: '#b5773a', count: 9, size: 100 },
        { shape: 'dot', color: '#f6efe0', count: 24, size: 10 },
      ],
    },
    ingredients: [
      ['50 g', 'gær', '50 g', 'fresh yeast'],
      ['2,5 dl', 'lunken mælk', '250 ml', 'lukewarm milk'],
      ['1', 'æg', '1', 'egg'],
      ['50 g', 'sukker', '50 g', 'sugar'],
      ['500 g', 'hvedemel', '500 g', 'plain flour'],
      ['100 g', 'blødt smør', '100 g', 'soft butter'],
      ['1 tsk.', 'stødt kardemomme', '1 tsp', 'ground cardamom'],
      ['150 g', 'smør til fyld', '150 g', 'butter for the filling'],
      ['100 g', 'brun farin', '100 g', 'soft brown sugar'],
      ['2 spsk.', 'kanel', '2 tbsp', 'ground cinnamon'],
    ],
    steps: [
      [
        'Opløs gæren i mælken, og rør æg, sukker og kardemomme i.',
        'Dissolve the yeast in the milk and stir in the egg, sugar and cardamom.',
      ],
      [
        'Ælt mel og blødt smør i til en smidig dej, og lad den hæve tildækket i en time.',
        'Knead in the flour and soft butter to a smooth dough and leave it covered to rise for an hour.',
      ],
      ['Rør smør, farin og kanel til et blødt fyld.', 'Beat the butter, brown sugar and cinnamon to a soft filling.'],
      [
        'Rul dejen ud til et rektangel på ca. 30 × 50 cm, smør fyldet på, og rul den sammen fra den lange side.',
        'Roll the dough out to a rectangle of about 30 × 50 cm, spread the filling over it and roll it up from the long side.',
      ],
      [
        'Skær rullen i 16 skiver, læg dem i forme eller på en plade, og lad dem efterhæve i 30 minutter.',
        'Cut the roll into 16 slices, place them in cases or on a tray and let them prove for 30 minutes.',
      ],
      ['Bag sneglene ved 200 °C i 12–15 minutter, til de er gyldne.', 'Bake the swirls at 200 °C for 12–15 minutes until golden.'],
    ],
    serveWith: [],
  },
  {
    key: 'rugbroed',
    name: ['Rugbrød med kerner', 'Danish rye bread with seeds'],
    summary: [
      'Surdejsrugbrød med solsikkekerner og hørfrø. Dejen står natten over, så brødet bliver saftigt og syrligt.',
      'Sourdough rye bread with sunflower seeds and linseeds. The dough rests overnight for a moist, tangy loaf.',
    ],
    course: 'side',
    servings: 12,
    totalMinutes: 150,
    picture: {
      vessel: 'board',
      base: '#4a2f20',
      garnishes: [
        { shape: 'cube', color: '#5c3a26', count: 12, size: 60 },
        { shape: 'dot', color: '#8a6a4a', count: 50, size: 10 },
      ],
    },
    ingredients: [
      ['150 g', 'surdej', '150 g', 'sourdough starter'],
      ['7 dl', 'lunkent vand', '700 ml', 'lukewarm water'],
      ['1 spsk.', 'salt', '1 tbsp', 'salt'],
      ['500 g', 'groft rugmel', '500 g', 'wholegrain rye flour'],
      ['300 g', 'knækkede rugkerner', '300 g', 'cracked rye kernels'],
      ['150 g', 'solsikkekerner', '150 g', 'sunflower seeds'],
      ['100 g', 'hørfrø', '100 g', 'linseeds'],
    ],
    steps: [
      [
        'Rør surdejen ud i vandet, og tilsæt salt, mel og kerner. Rør dejen godt sammen – den skal være som en tyk grød.',
        'Stir the starter into the water and add the salt, flour and seeds. Mix well – the dough should be like thick porridge.',
      ],
      [
        'Dæk skålen til, og lad dejen stå på køkkenbordet natten over (12–18 timer).',
        'Cover the bowl and leave the dough on the counter overnight (12–18 hours).',
      ],
      [
        'Tag 150 g dej fra som surdej til næste gang, og hæld resten i en smurt rugbrødsform.',
        'Take off 150 g of dough as the starter for next time and pour the rest into a greased rye bread tin.',
      ],
      [
        'Lad brødet hæve i 2–3 timer, til dejen næsten når kanten.',
        'Let the bread rise for 2–3 hours until the dough almost reaches the rim.',
      ],
      [
        'Bag brødet ved 180 °C i 1 time og 45 minutter, og lad det køle af på en rist, før det skæres.',
        'Bake at 180 °C for 1 hour 45 minutes and let it cool on a rack before slicing.',
      ],
    ],
    serveWith: [CUTTING_BOARD],
  },
  {
    key: 'roedkaal',
    name: ['Rødkål', 'Danish red cabbage'],
    summary: [
      'Sødsur rødkål med solbærsaft, æble og kanel. Til julebordet, flæskestegen og frikadellerne.',
      'Sweet and sour red cabbage with blackcurrant, apple and cinnamon. For the Christmas table, roast pork and meatballs.',
    ],
    course: 'side',
    servings: 8,
    totalMinutes: 90,
    picture: {
      vessel: 'pan',
      base: '#6a1f4a',
      garnishes: [
        { shape: 'strip', color: '#8a2a5a', count: 40, size: 60 },
        { shape: 'dot', color: '#c0392b', count: 8, size: 14 },
      ],
    },
    ingredients: [
      ['1', 'rødkålshoved (ca. 1,5 kg)', '1', 'red cabbage (about 1.5 kg)'],
      ['50 g', 'smør', '50 g', 'butter'],
      ['1,5 dl', 'eddike', '150 ml', 'vinegar'],
      ['1,5 dl', 'solbærsaft', '150 ml', 'blackcurrant cordial'],
      ['100 g', 'sukker', '100 g', 'sugar'],
      ['2', 'æbler', '2', 'apples'],
      ['', '1 kanelstang og 3 nelliker', '', '1 cinnamon stick and 3 cloves'],
      ['', 'salt', '', 'salt'],
    ],
    steps: [
      ['Fjern de yderste blade og stokken, og snit kålen fint.', 'Remove the outer leaves and the core and shred the cabbage finely.'],
      ['Smelt smørret i en stor gryde, og svits kålen let.', 'Melt the butter in a large pot and sauté the cabbage lightly.'],
      ['Tilsæt eddike, saft, sukker, krydderier og de revne æbler.', 'Add the vinegar, cordial, sugar, spices and the grated apples.'],
      ['Lad kålen simre under låg i 1–1½ time. Rør af og til.', 'Simmer the cabbage covered for 1–1½ hours, stirring now and then.'],
      [
        'Smag til med salt, sukker og eddike – kålen skal være sødsur.',
        'Season with salt, sugar and vinegar – it should be sweet and sour.',
      ],
    ],
    serveWith: [],
  },
  {
    key: 'floedekartofler-med-gammel-knas',
    name: ['Flødekartofler med Gammel Knas', 'Potato gratin with aged cheese'],
    summary: [
      'Tynde kartoffelskiver bagt møre i fløde med hvidløg, timian og en gylden skorpe af lagret ost.',
      'Thin potato slices baked tender in cream with garlic, thyme and a golden crust of aged cheese.',
    ],
    course: 'side',
    servings: 6,
    totalMinutes: 75,
    picture: {
      vessel: 'dish',
      base: '#f0d28a',
      garnishes: [
        { shape: 'slice', color: '#f3e2b0', count: 30, size: 60 },
        { shape: 'dot', color: '#c98a2a', count: 20, size: 14 },
      ],
    },
    ingredients: [
      ['1,5 kg', 'faste kartofler', '1.5 kg', 'waxy potatoes'],
      ['4 dl', 'piskefløde', '400 ml', 'whipping cream'],
      ['2 dl', 'sødmælk', '200 ml', 'whole milk'],
      ['2 fed', 'hvidløg', '2 cloves', 'garlic'],
      ['100 g', 'Gammel Knas, revet', '100 g', 'Gammel Knas, grated', GAMMEL_KNAS],
      ['3 kviste', 'timian', '3 sprigs', 'thyme'],
      ['', 'salt, peber og revet muskatnød', '', 'salt, pepper and grated nutmeg'],
    ],
    steps: [
      ['Skræl kartoflerne, og skær dem i tynde skiver.', 'Peel the potatoes and slice them thinly.'],
      [
        'Varm fløde og mælk op med knust hvidløg, timian, salt, peber og muskat.',
        'Heat the cream and milk with crushed garlic, thyme, salt, pepper and nutmeg.',
      ],
      [
        'Læg kartoflerne lagvis i et smurt fad, hæld flødeblandingen over, og drys osten på.',
        'Layer the potatoes in a buttered dish, pour over the cream mixture and sprinkle with the cheese.',
      ],
      [
        'Bag fadet ved 180 °C i ca. 1 time, til kartoflerne er møre og overfladen gylden.',
        'Bake at 180 °C for about 1 hour until the potatoes are tender and the top golden.',
      ],
    ],
    serveWith: [BAROLO],
  },
  {
    key: 'grillet-kylling-med-citron-og-timian',
    name: ['Grillet kylling med citron og timian', 'Grilled chicken with lemon and thyme'],
    summary: [
      'Kyllingestykker marineret i olivenolie, citron, hvidløg og timian og grillet sprøde. Sommermad til mange.',
      'Chicken pieces marinated in olive oil, lemon, garlic and thyme and grilled until crisp. Summer food for a crowd.',
    ],
    course: 'main',
    servings: 4,
    totalMinutes: 70,
    picture: {
      vessel: 'pan',
      base: '#c98a3a',
      garnishes: [
        { shape: 'slice', color: '#d9973f', count: 6, size: 120 },
        { shape: 'slice', color: '#f4e04d', count: 6, size: 50 },
        { shape: 'leaf', color: '#3f7f2f', count: 16, size: 20 },
      ],
    },
    ingredients: [
      ['1', 'hel kylling (ca. 1,5 kg), parteret', '1', 'whole chicken (about 1.5 kg), jointed'],
      ['2', 'citroner', '2', 'lemons'],
      ['4 fed', 'hvidløg', '4 cloves', 'garlic'],
      ['1 bundt', 'frisk timian', '1 bunch', 'fresh thyme'],
      ['4 spsk.', 'ekstra jomfru olivenolie', '4 tbsp', 'extra virgin olive oil', OLIVE_OIL],
      ['1 tsk.', 'røget paprika', '1 tsp', 'smoked paprika'],
      ['', 'groft salt og peber', '', 'coarse salt and pepper'],
    ],
    steps: [
      [
        'Bland olivenolie, revet citronskal, presset hvidløg, paprika og timian til en marinade.',
        'Mix the olive oil, grated lemon zest, crushed garlic, paprika and thyme into a marinade.',
      ],
      [
        'Vend kyllingestykkerne i marinaden, og lad dem trække mindst 30 minutter.',
        'Turn the chicken pieces in the marinade and leave for at least 30 minutes.',
      ],
      [
        'Grill kyllingen over middelvarme i 30–35 minutter, eller steg den i ovnen ved 200 °C. Vend den undervejs.',
        'Grill the chicken over medium heat for 30–35 minutes, or roast it at 200 °C. Turn it as it cooks.',
      ],
      [
        'Grill de halverede citroner med snitfladen nedad de sidste 5 minutter.',
        'Grill the halved lemons cut side down for the last 5 minutes.',
      ],
      [
        'Server kyllingen med de grillede citroner til at presse over og et drys flagesalt.',
        'Serve the chicken with the grilled lemons to squeeze over and a sprinkle of flaky salt.',
      ],
    ],
    serveWith: [ROSE, CHABLIS],
  },
  {
    key: 'fiskefrikadeller-med-remoulade',
    name: ['Fiskefrikadeller med remoulade', 'Fish cakes with remoulade'],
    summary: [
      'Luftige fiskefrikadeller af torsk med dild, stegt gyldne og serveret med remoulade og rugbrød.',
      'Light cod fish cakes with dill, fried golden and served with remoulade and rye bread.',
    ],
    course: 'main',
    servings: 4,
    totalMinutes: 45,
    picture: {
      vessel: 'plate',
      base: '#f4efe0',
      garnishes: [
        { shape: 'ball', color: '#d9a65a', count: 8, size: 80 },
        { shape: 'dot', color: '#e8d35a', count: 10, size: 30 },
        { shape: 'slice', color: '#f4e04d', count: 2, size: 60 },
        { shape: 'leaf', color: GREEN, count: 8, size: 22 },
      ],
    },
    ingredients: [
      ['500 g', 'torskefilet eller sej', '500 g', 'cod or saithe fillet'],
      ['1', 'løg', '1', 'onion'],
      ['1', 'æg', '1', 'egg'],
      ['2 spsk.', 'kartoffelmel', '2 tbsp', 'potato starch'],
      ['1 dl', 'piskefløde', '100 ml', 'whipping cream'],
      ['1 bundt', 'dild', '1 bunch', 'dill'],
      ['2 dl', 'remoulade', '200 ml', 'remoulade'],
      ['1', 'citron', '1', 'lemon'],
      ['', 'salt, peber og smør til stegning', '', 'salt, pepper and butter for frying'],
    ],
    steps: [
      ['Hak fisken og løget fint i en foodprocessor med salt.', 'Chop the fish and onion finely in a food processor with salt.'],
      [
        'Tilsæt æg, kartoffelmel og fløde lidt ad gangen, og rør farsen sej. Vend hakket dild i.',
        'Add the egg, potato starch and cream a little at a time and beat until firm. Fold in chopped dill.',
      ],
      ['Lad farsen hvile i køleskabet i 15 minutter.', 'Let the mixture rest in the fridge for 15 minutes.'],
      [
        'Form frikadellerne med en spiseske, og steg dem i smør i 4–5 minutter på hver side.',
        'Shape the fish cakes with a tablespoon and fry them in butter for 4–5 minutes on each side.',
      ],
      ['Server med remoulade, citronbåde og rugbrød.', 'Serve with remoulade, lemon wedges and rye bread.'],
    ],
    serveWith: [CHABLIS],
  },
  {
    key: 'gazpacho',
    name: ['Gazpacho', 'Gazpacho'],
    summary: [
      'Iskold spansk tomatsuppe med agurk, peberfrugt og olivenolie. Ingen kogning, bare en blender.',
      'Ice-cold Spanish tomato soup with cucumber, pepper and olive oil. No cooking, just a blender.',
    ],
    course: 'starter',
    servings: 4,
    totalMinutes: 20,
    picture: {
      vessel: 'bowl',
      base: '#c8402a',
      garnishes: [
        { shape: 'cube', color: '#5f9a3a', count: 10, size: 20 },
        { shape: 'cube', color: '#e8d6a0', count: 10, size: 24 },
        { shape: 'dot', color: '#8a9a2a', count: 8, size: 12 },
      ],
    },
    ingredients: [
      ['1 kg', 'meget modne tomater', '1 kg', 'very ripe tomatoes'],
      ['1', 'agurk', '1', 'cucumber'],
      ['1', 'rød peberfrugt', '1', 'red pepper'],
      ['1 fed', 'hvidløg', '1 clove', 'garlic'],
      ['1 skive', 'hvidt brød uden skorpe', '1 slice', 'white bread, crusts removed'],
      ['1 dl', 'ekstra jomfru olivenolie', '100 ml', 'extra virgin olive oil', OLIVE_OIL],
      ['2 spsk.', 'sherryeddike', '2 tbsp', 'sherry vinegar'],
      ['', 'salt og peber', '', 'salt and pepper'],
    ],
    steps: [
      [
        'Skær tomater, det meste af agurken og peberfrugten groft. Gem lidt agurk til pynt.',
        'Roughly chop the tomatoes, most of the cucumber and the pepper. Keep a little cucumber for garnish.',
      ],
      [
        'Blend grøntsagerne med hvidløg, brød, eddike og salt til en glat suppe.',
        'Blend the vegetables with the garlic, bread, vinegar and salt until smooth.',
      ],
      [
        'Blend olivenolien i en tynd stråle, og smag til med salt og peber.',
        'Blend in the olive oil in a thin stream and season with salt and pepper.',
      ],
      [
        'Stil suppen koldt i mindst to timer, og server den iskold med agurketern og et skvæt olie.',
        'Chill for at least two hours and serve ice-cold with diced cucumber and a dash of oil.',
      ],
    ],
    serveWith: [ROSE],
  },
  {
    key: 'hummus-med-ristede-kikaerter',
    name: ['Hummus med ristede kikærter', 'Hummus with roasted chickpeas'],
    summary: [
      'Luftig hummus med tahin og citron, toppet med sprøde, krydrede kikærter og grøn olivenolie.',
      'Light hummus with tahini and lemon, topped with crisp spiced chickpeas and green olive oil.',
    ],
    course: 'snack',
    servings: 6,
    totalMinutes: 30,
    picture: {
      vessel: 'bowl',
      base: '#e8d2a0',
      garnishes: [
        { shape: 'ball', color: '#c98a3a', count: 16, size: 22 },
        { shape: 'dot', color: '#9a3a1a', count: 12, size: 10 },
        { shape: 'dot', color: '#8a9a2a', count: 6, size: 30 },
      ],
    },
    ingredients: [
      ['2 dåser', 'kikærter (à 400 g)', '2 tins', 'chickpeas (400 g each)'],
      ['3 spsk.', 'tahin', '3 tbsp', 'tahini'],
      ['1', 'citron', '1', 'lemon'],
      ['1 fed', 'hvidløg', '1 clove', 'garlic'],
      ['5 spsk.', 'ekstra jomfru olivenolie', '5 tbsp', 'extra virgin olive oil', OLIVE_OIL],
      ['1 tsk.', 'stødt spidskommen', '1 tsp', 'ground cumin'],
      ['1 tsk.', 'røget paprika', '1 tsp', 'smoked paprika'],
      ['', 'salt', '', 'salt'],
    ],
    steps: [
      [
        'Dræn kikærterne, og gem væden. Tør en tredjedel af kikærterne, og vend dem i lidt olie, paprika og salt.',
        'Drain the chickpeas and keep the liquid. Dry a third of them and toss them in a little oil, paprika and salt.',
      ],
      [
        'Rist de krydrede kikærter ved 200 °C i 20–25 minutter, til de er sprøde.',
        'Roast the seasoned chickpeas at 200 °C for 20–25 minutes until crisp.',
      ],
      [
        'Blend resten af kikærterne med tahin, citronsaft, hvidløg, spidskommen og et par spiseskefulde af væden til en luftig hummus.',
        'Blend the rest of the chickpeas with the tahini, lemon juice, garlic, cumin and a few spoonfuls of the liquid into a light hummus.',
      ],
      [
        'Smag til med salt, fordel hummussen i en skål, og top med de ristede kikærter og olivenolie.',
        'Season with salt, spread the hummus in a bowl and top with the roasted chickpeas and olive oil.',
      ],
    ],
    serveWith: [ROSE],
  },
  {
    key: 'hyldeblomstsaft',
    name: ['Hyldeblomstsaft', 'Elderflower cordial'],
    summary: [
      'Hjemmelavet saft af friske hyldeblomster og citron. Plukkes i juni og giver ca. 3 liter.',
      'Home-made cordial of fresh elderflowers and lemon. Picked in June, it makes about 3 litres.',
    ],
    course: 'drink',
    servings: 20,
    totalMinutes: 30,
    picture: {
      vessel: 'glass',
      base: '#f3eaa0',
      garnishes: [
        { shape: 'leaf', color: '#6a9a3c', count: 6, size: 30 },
        { shape: 'slice', color: '#f4e04d', count: 4, size: 50 },
        { shape: 'dot', color: '#ffffff', count: 24, size: 10 },
      ],
    },
    ingredients: [
      ['40', 'hyldeblomstskærme', '40', 'elderflower heads'],
      ['2 l', 'vand', '2 litres', 'water'],
      ['1,5 kg', 'sukker', '1.5 kg', 'sugar'],
      ['3', 'økologiske citroner i skiver', '3', 'organic lemons, sliced'],
      ['50 g', 'citronsyre', '50 g', 'citric acid'],
    ],
    steps: [
      [
        'Ryst blomsterne fri for insekter, og klip de grove stilke af.',
        'Shake the flowers free of insects and snip off the coarse stalks.',
      ],
      [
        'Kog vand og sukker op til en lage, og rør citronsyren i.',
        'Bring the water and sugar to the boil into a syrup and stir in the citric acid.',
      ],
      [
        'Læg blomster og citronskiver i en stor skål, og hæld den varme lage over.',
        'Put the flowers and lemon slices in a large bowl and pour the hot syrup over.',
      ],
      [
        'Lad saften trække tildækket et køligt sted i 3 døgn. Rør en gang om dagen.',
        'Leave the cordial covered in a cool place for 3 days, stirring once a day.',
      ],
      [
        'Si saften gennem et klæde, og hæld den på skoldede flasker. Fortynd med koldt vand eller danskvand.',
        'Strain through a cloth and pour into scalded bottles. Dilute with cold still or sparkling water.',
      ],
    ],
    serveWith: [],
  },
  {
    key: 'gloegg',
    name: ['Gløgg', 'Gløgg (Danish mulled wine)'],
    summary: [
      'Varm, krydret rødvin med portvin, appelsin, rosiner og mandler. Decembers hyggeligste drik.',
      'Hot spiced red wine with port, orange, raisins and almonds. The cosiest drink of December.',
    ],
    course: 'drink',
    servings: 10,
    totalMinutes: 40,
    picture: {
      vessel: 'glass',
      base: '#6a1020',
      garnishes: [
        { shape: 'ball', color: '#e8c26e', count: 12, size: 18 },
        { shape: 'dot', color: '#5a2a1a', count: 16, size: 12 },
        { shape: 'slice', color: '#f08a3a', count: 2, size: 60 },
      ],
    },
    ingredients: [
      ['1 flaske', 'rødvin', '1 bottle', 'red wine'],
      ['2 dl', 'portvin', '200 ml', 'port'],
      ['1 dl', 'rom eller snaps', '100 ml', 'rum or akvavit'],
      ['150 g', 'rørsukker', '150 g', 'cane sugar'],
      ['1', 'økologisk appelsin', '1', 'organic orange'],
      ['', '2 kanelstænger, 10 nelliker og 5 kardemommekapsler', '', '2 cinnamon sticks, 10 cloves and 5 cardamom pods'],
      ['100 g', 'rosiner', '100 g', 'raisins'],
      ['100 g', 'hakkede mandler', '100 g', 'chopped almonds'],
    ],
    steps: [
      ['Læg rosinerne i blød i rom eller snaps natten over.', 'Soak the raisins in the rum or akvavit overnight.'],
      [
        'Varm rødvin, portvin og sukker op med krydderierne og appelsinskal uden at koge.',
        'Heat the red wine, port and sugar with the spices and orange peel without boiling.',
      ],
      [
        'Lad gløggen trække ved svag varme i 20 minutter, og si krydderierne fra.',
        'Let the gløgg infuse over low heat for 20 minutes and strain out the spices.',
      ],
      [
        'Kom rosiner og mandler i glas, og hæld den varme gløgg over. Server med æbleskiver.',
        'Put raisins and almonds into glasses and pour the hot gløgg over. Serve with æbleskiver.',
      ],
    ],
    serveWith: [],
  },
  {
    key: 'rose-sangria',
    name: ['Rosé-sangria', 'Rosé sangria'],
    summary: [
      'Let og frisk sangria af tør rosé, jordbær, citrus og mynte. Lavet på et kvarter.',
      'A light, fresh sangria of dry rosé, strawberries, citrus and mint. Made in a quarter of an hour.',
    ],
    course: 'drink',
    servings: 6,
    totalMinutes: 15,
    picture: {
      vessel: 'glass',
      base: '#f2a0a8',
      garnishes: [
        { shape: 'slice', color: '#f4a33a', count: 4, size: 60 },
        { shape: 'ball', color: '#d8344a', count: 8, size: 24 },
        { shape: 'leaf', color: '#3f8a3a', count: 6, size: 24 },
      ],
    },
    ingredients: [
      ['1 flaske', 'rosévin', '1 bottle', 'rosé wine', ROSE],
      ['2 dl', 'danskvand', '200 ml', 'sparkling water'],
      ['4 cl', 'hyldeblomstsaft', '40 ml', 'elderflower cordial'],
      ['250 g', 'jordbær', '250 g', 'strawberries'],
      ['1', 'appelsin', '1', 'orange'],
      ['1', 'lime', '1', 'lime'],
      ['1 håndfuld', 'mynte', '1 handful', 'mint'],
      ['', 'isterninger', '', 'ice cubes'],
    ],
    steps: [
      [
        'Skær jordbær, appelsin og lime i skiver, og kom dem i en stor kande.',
        'Slice the strawberries, orange and lime and put them in a large jug.',
      ],
      [
        'Hæld rosévin og hyldeblomstsaft over, og stil kanden i køleskabet i en time.',
        'Pour over the rosé and elderflower cordial and chill the jug for an hour.',
      ],
      [
        'Fyld op med danskvand og isterninger lige før servering, og pynt med mynte.',
        'Top up with sparkling water and ice just before serving and garnish with mint.',
      ],
      ['Server straks i store glas.', 'Serve at once in large glasses.'],
    ],
    serveWith: [ROSE],
  },
  {
    key: 'snackbraet-med-troeffelchips',
    name: ['Snackbræt med trøffelchips og urtedip', 'Snack board with truffle crisps and herb dip'],
    summary: [
      'Trøffelchips, cremet urtedip, oliven og lagret ost på et bræt. Klar til fredagsbaren på et kvarter.',
      'Truffle crisps, a creamy herb dip, olives and aged cheese on a board. Ready for Friday drinks in fifteen minutes.',
    ],
    course: 'snack',
    servings: 6,
    totalMinutes: 15,
    picture: {
      vessel: 'board',
      base: '#f1e2c0',
      table: 'slate',
      garnishes: [
        { shape: 'slice', color: '#e8c06a', count: 30, size: 50 },
        { shape: 'leaf', color: '#4f8a3a', count: 10, size: 18 },
        { shape: 'ball', color: '#6b7a22', count: 10, size: 22 },
        { shape: 'cube', color: '#f2c14e', count: 8, size: 30 },
      ],
    },
    ingredients: [
      ['2 poser', 'trøffelchips', '2 bags', 'truffle crisps', TRUFFLE_CRISPS],
      ['2 dl', 'creme fraiche', '200 ml', 'crème fraîche'],
      ['1 lille bundt', 'purløg', '1 small bunch', 'chives'],
      ['1 lille bundt', 'persille', '1 small bunch', 'parsley'],
      ['1 fed', 'hvidløg', '1 clove', 'garlic'],
      ['200 g', 'grønne oliven', '200 g', 'green olives'],
      ['100 g', 'Gammel Knas i tern', '100 g', 'Gammel Knas, diced', GAMMEL_KNAS],
      ['1 spsk.', 'ekstra jomfru olivenolie', '1 tbsp', 'extra virgin olive oil', OLIVE_OIL],
    ],
    steps: [
      [
        'Hak krydderurterne fint, og rør dem i creme fraichen med revet hvidløg og salt.',
        'Chop the herbs finely and stir them into the crème fraîche with grated garlic and salt.',
      ],
      ['Vend oliven i olivenolie og lidt revet citronskal.', 'Toss the olives in olive oil and a little grated lemon zest.'],
      ['Skær osten i mundrette tern.', 'Cut the cheese into bite-sized cubes.'],
      [
        'Anret chips, dip, oliven og ost på et skærebræt, og server med et koldt glas rosé.',
        'Arrange the crisps, dip, olives and cheese on a board and serve with a cold glass of rosé.',
      ],
    ],
    serveWith: [ROSE, CUTTING_BOARD],
  },
]

/** The product numbers the recipes link to, each once. */
export function linkedProductNumbers(recipes: readonly DemoRecipe[] = DEMO_RECIPES): string[] {
  const numbers = recipes.flatMap((r) => [...r.ingredients.map((i) => i[4]), ...r.serveWith])
  return [...new Set(numbers.filter((n): n is string => typeof n === 'string'))]
}

/** Product ids by number; a number missing from the catalogue is a broken link, so the seed stops. */
async function productIdsByNumber(payload: Payload, numbers: string[]): Promise<Map<string, Id>> {
  const found = await payload.find({
    collection: 'products',
    where: { productNumber: { in: numbers } },
    select: { productNumber: true },
    depth: 0,
    limit: numbers.length,
    pagination: false,
  })
  const ids = new Map(found.docs.map((doc) => [doc.productNumber, doc.id]))
  const missing = numbers.filter((n) => !ids.has(n))
  if (missing.length > 0) throw new Error(`seed: the recipes link to products that are not in the catalogue: ${missing.join(', ')}`)
  return ids
}

/** Seeds the demo recipes (after the products they link to); answers their ids by key. */
export async function seedRecipes(payload: Payload): Promise<Record<string, Id>> {
  const products = await productIdsByNumber(payload, linkedProductNumbers())
  const product = (number: string | undefined) => (number ? (products.get(number) as Id) : null)
  // The last of the list is created first, so "newest first" shows the list in its own order.
  const inCreationOrder = [...DEMO_RECIPES].reverse()
  // Drawing is CPU work in sharp's threads: all of it starts now, in creation order, and overlaps the writes.
  const pictures = inCreationOrder.map((r) => drawRecipeImage(r.key, r.picture))
  // A drawing that fails before its turn must not go unhandled meanwhile; its turn's await still throws.
  for (const picture of pictures) picture.catch(() => undefined)
  const ids: Record<string, Id> = {}
  for (const [at, recipe] of inCreationOrder.entries()) {
    const imageId = await uploadRecipeImage(payload, recipe.key, await (pictures[at] as Promise<Buffer>), {
      da: recipe.name[0],
      en: recipe.name[1],
    })
    const doc = await payload.create({
      collection: 'recipes',
      locale: 'da',
      depth: 0,
      data: {
        name: recipe.name[0],
        friendlyUrlName: '',
        summary: recipe.summary[0],
        course: recipe.course,
        servings: recipe.servings,
        totalMinutes: recipe.totalMinutes,
        images: [imageId],
        ingredients: recipe.ingredients.map(([amount, text, , , number]) => ({ amount: amount || null, text, product: product(number) })),
        steps: recipe.steps.map(([text]) => ({ text })),
        relatedProducts: recipe.serveWith.map((number) => product(number) as Id),
      },
    })
    // The rows keep their ids, so the English texts land on the same ingredients and steps as the Danish ones.
    await payload.update({
      collection: 'recipes',
      id: doc.id,
      locale: 'en',
      depth: 0,
      data: {
        name: recipe.name[1],
        summary: recipe.summary[1],
        ingredients: (doc.ingredients ?? []).map((row, i) => {
          const [, , amount, text] = recipe.ingredients[i] as Ingredient
          return { id: row.id, amount: amount || null, text, product: row.product }
        }),
        steps: (doc.steps ?? []).map((row, i) => ({ id: row.id, text: (recipe.steps[i] as Text)[1] })),
      },
    })
    ids[recipe.key] = doc.id
  }
  return ids
}
