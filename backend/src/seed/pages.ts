/** The demo shop's content pages (docs/product.md §2 nodes), in Danish and English. */
import type { Payload } from 'payload'
import { seedAboutPage, seedAccessibilityStatement, seedArticles, seedShopPages, type SeedImages } from './content-pages'
import { seedLandingPage } from './landing'
import { bold, p, richText, urlLink } from './lexical'
import { image, type Id } from './media'
import type { PageContent, Say } from './publish'

/** The wines the home page's sommelier picks, by product key (catalogue/generate.ts); a missing one is skipped. */
const SOMMELIER_WINES = [
  'barolo',
  'chablis',
  'rose',
  'champagne-brut-reserve-champagne-robin-fils',
  'saint-joseph-2017-domaine-de-la-pierre-chaude',
  'sancerre-2021-domaine-foucher-lamy',
  'alsace-riesling-2023-domaine-weinbach-roth',
  'bandol-2020-domaine-des-restanques',
]

/** The cheese board of the home page: cheeses, charcuterie and what goes with them. */
const CHEESE_BOARD = [
  'gammel-knas',
  'comte-aop-18-maaneder-250-g',
  'parmigiano-reggiano-24-maaneder-300-g',
  'prosciutto-di-parma-24-maaneder-100-g',
  'olivenolie',
  'troeffelchips',
]

interface HomeTargets {
  products: Record<string, Id>
  /** Category page URLs by category key (categories.ts). */
  categoryUrls: Record<string, string>
  categories: Record<string, Id>
  images: Pick<SeedImages, 'heroWine' | 'heroDeli' | 'vineyard' | 'shopFront' | 'tasting' | 'giftCard' | 'cheese'>
  pages: { about: Id; giftCard: Id; recipes: Id }
}

/**
 * The home page: an editorial front that leads to lists (category pages, recipes, gift cards, events), never to a
 * single product; the products it shows are picks in carousels.
 */
function homePage({ products, categoryUrls, categories, images, pages }: HomeTargets): (say: Say) => PageContent {
  const picks = (keys: string[]) => keys.map((k) => products[k]).filter((id): id is Id => id !== undefined)
  const url = (key: string) => {
    const found = categoryUrls[key]
    if (!found) throw new Error(`The home page needs the demo category ${key}`)
    return found
  }
  const toCategory = (key: string, text?: string) => ({ type: 'PimCategory' as const, category: categories[key], text, newWindow: false })
  const toPage = (page: Id, text?: string) => ({ type: 'Content' as const, page, text, newWindow: false })
  return (say) => ({
    title: say('Forside', 'Home'),
    seo: {
      title: say('Delikat: vin og delikatesser', 'Delikat: wine and delicacies'),
      description: say(
        'Håndplukkede vine og delikatesser fra små producenter, leveret til døren eller hentet i butikken.',
        'Hand-picked wines and delicacies from small producers, delivered to your door or collected in the shop.',
      ),
    },
    components: [
      {
        blockType: 'heroSlider',
        slides: [
          {
            title: say('Efterårets røde vine', 'Red wines for autumn'),
            text: say('Nebbiolo, syrah og grenache til de lange aftener.', 'Nebbiolo, Syrah and Grenache for the long evenings.'),
            image: images.heroWine,
            linkUrl: url('roedvin'),
            linkText: say('Se rødvinene', 'See the red wines'),
          },
          {
            title: say('Delikatesser fra små producenter', 'Delicacies from small producers'),
            text: say('Ost, pålæg, olie og alt det gode til bordet.', 'Cheese, charcuterie, oil and everything good for the table.'),
            image: images.heroDeli,
            linkUrl: url('delikatesser'),
            linkText: say('Gå på opdagelse', 'Explore the delicacies'),
          },
          {
            title: say('Smag med os', 'Taste with us'),
            text: say(
              'Vinsmagninger og kurser i butikken, med vores sommelier.',
              'Wine tastings and classes in the shop, with our sommelier.',
            ),
            image: images.tasting,
            linkUrl: url('arrangementer'),
            linkText: say('Se arrangementerne', 'See the events'),
          },
        ],
      },
      {
        blockType: 'categoryGallery',
        title: say('Gå på opdagelse', 'Explore the shop'),
        items: [
          { name: say('Vin', 'Wine'), image: images.heroWine, link: toCategory('vin') },
          { name: say('Delikatesser', 'Delicacies'), image: images.cheese, link: toCategory('delikatesser') },
          { name: say('Gaver', 'Gifts'), image: images.giftCard, link: toCategory('gaver') },
          { name: say('Arrangementer', 'Events'), image: images.tasting, link: toCategory('arrangementer') },
        ],
      },
      { blockType: 'productCarousel', title: say('Sommelierens valg', 'The sommelier’s choice'), products: picks(SOMMELIER_WINES) },
      {
        blockType: 'quote',
        quote: say(
          'Jeg vælger de vine, jeg selv ville skænke for gode venner – lavet af folk, der står i marken hver dag.',
          'I choose the wines I would pour for good friends myself – made by people who work in the vineyard every day.',
        ),
        author: say('Mette Vinther, sommelier hos Delikat', 'Mette Vinther, sommelier at Delikat'),
        image: images.tasting,
      },
      {
        blockType: 'mediaGrid',
        title: say('Producentens historie: Cascina Lorenzo', 'A producer’s story: Cascina Lorenzo'),
        content: richText(
          p(
            say(
              'På de stejle skråninger ved La Morra har familien Lorenzo dyrket nebbiolo i fire generationer. De høster med hånden, gærer med vinmarkens egen gær og lader vinen hvile tre år, før den forlader kælderen.',
              'On the steep slopes by La Morra the Lorenzo family has grown Nebbiolo for four generations. They pick by hand, ferment with the vineyard’s own yeast and let the wine rest three years before it leaves the cellar.',
            ),
          ),
          p(
            bold(say('Vi har besøgt dem hvert efterår siden 2015. ', 'We have visited them every autumn since 2015. ')),
            urlLink(
              say('Se vinene fra Cascina Lorenzo', 'See the wines from Cascina Lorenzo'),
              `${url('vin')}?producer=${encodeURIComponent('Cascina Lorenzo')}`,
              false,
            ),
          ),
        ),
        images: [images.vineyard],
        leftRight: 'Højre',
      },
      { blockType: 'recipeList', title: say('Mad til vinen', 'Food for the wine'), limit: 3 },
      {
        blockType: 'callToActionButtons',
        alignment: 'center',
        buttons: [
          { variant: 'primary', link: toPage(pages.recipes, say('Se alle opskrifter', 'See all recipes')) },
          { variant: 'secondary', link: toCategory('vin', say('Find vinen til maden', 'Find the wine for the food')) },
        ],
      },
      { blockType: 'productCarousel', title: say('Til ostebordet', 'For the cheese board'), products: picks(CHEESE_BOARD) },
      {
        blockType: 'splitDoors',
        doors: [
          {
            title: say('Smag med os', 'Taste with us'),
            text: say('Vinsmagninger og kurser i butikken i Aarhus.', 'Wine tastings and classes in our Aarhus shop.'),
            image: images.tasting,
            link: toCategory('arrangementer', say('Se arrangementerne', 'See the events')),
          },
          {
            title: say('Giv en smagsoplevelse', 'Give a taste experience'),
            text: say(
              'Et gavekort til vin, ost eller en aften med vinsmagning.',
              'A gift card for wine, cheese or an evening of wine tasting.',
            ),
            image: images.giftCard,
            link: toPage(pages.giftCard, say('Køb et gavekort', 'Buy a gift card')),
          },
        ],
      },
      {
        blockType: 'contentBlock',
        media: images.shopFront,
        subtitle: say('Om Delikat', 'About Delikat'),
        title: say(
          'En lille butik i Vestergade med vin og delikatesser fra små producenter',
          'A small shop in Vestergade with wine and delicacies from small producers',
        ),
        link: toPage(pages.about, say('Mød os', 'Meet us')),
      },
    ],
  })
}

/** The category page URLs by key, as the category tree keeps them. */
async function categoryUrls(payload: Payload, categories: Record<string, Id>): Promise<Record<string, string>> {
  const found = await payload.find({ collection: 'categories', depth: 0, pagination: false, select: { relativeUrl: true } })
  const byId = new Map(found.docs.map((doc) => [doc.id, doc.relativeUrl ?? '']))
  return Object.fromEntries(Object.entries(categories).map(([key, id]) => [key, byId.get(id) ?? '']))
}

export async function seedPages(payload: Payload, products: Record<string, Id>, categories: Record<string, Id>) {
  const heroWine = await image(payload, 'heroWine', 'hero-vin', {
    da: 'Vinflasker på mørkerød baggrund',
    en: 'Wine bottles on a dark red background',
  })
  const heroDeli = await image(payload, 'heroDeli', 'hero-delikatesser', { da: 'Ost og olivenolie', en: 'Cheese and olive oil' })

  // The home page is written first, so it keeps the first id; its content links pages made below, so it follows last.
  const homeDoc = await payload.create({
    collection: 'pages',
    locale: 'da',
    data: { title: 'Forside', components: [], url: '/', contentType: 'FrontPage', _status: 'published' },
  })

  const basket = (locale: 'da' | 'en') => ({
    title: locale === 'da' ? 'Kurv' : 'Basket',
    seo: { title: locale === 'da' ? 'Din kurv' : 'Your basket' },
    components: [{ blockType: 'basket' as const }],
  })
  const basketDoc = await payload.create({
    collection: 'pages',
    locale: 'da',
    data: { ...basket('da'), url: '/kurv/', contentType: 'BasketPage', _status: 'published' },
  })
  await payload.update({ collection: 'pages', id: basketDoc.id, locale: 'en', data: { ...basket('en'), _status: 'published' } })

  const images: SeedImages = {
    heroWine,
    heroDeli,
    vineyard: await image(payload, 'vineyard', 'vinmark', { da: 'Vinmark i bakket landskab', en: 'Vineyard in rolling hills' }),
    shopFront: await image(payload, 'shopFront', 'butikken', { da: 'Butikken i Vestergade', en: 'The shop in Vestergade' }),
    tasting: await image(payload, 'tasting', 'vinsmagning', { da: 'To glas rødvin', en: 'Two glasses of red wine' }),
    giftCard: await image(payload, 'giftCard', 'gavekort', { da: 'Gavekort med sløjfe', en: 'Gift card with a bow' }),
    cheese: await image(payload, 'cheese', 'ost', { da: 'Et stykke lagret ost', en: 'A piece of aged cheese' }),
    oil: await image(payload, 'oil', 'olivenolie', { da: 'En flaske olivenolie', en: 'A bottle of olive oil' }),
  }
  const shop = await seedShopPages(payload, images)
  const articles = await seedArticles(payload, images, products)
  const about = await seedAboutPage(payload, images, { businessSignUp: shop.businessSignUp, article: articles.vintage })
  const landing = await seedLandingPage(payload, {
    products,
    images,
    pages: {
      about,
      giftCard: shop.giftCard,
      signUp: shop.signUp,
      businessSignUp: shop.businessSignUp,
      cheeseArticle: articles.cheese,
      articles: [articles.vintage, articles.cheese],
    },
  })
  // Last, so the pages seeded before it keep their ids.
  const accessibility = await seedAccessibilityStatement(payload)
  const home = homePage({
    products,
    categoryUrls: await categoryUrls(payload, categories),
    categories,
    images,
    pages: { about, giftCard: shop.giftCard, recipes: shop.recipes },
  })
  for (const locale of ['da', 'en'] as const) {
    const say: Say = (da, en) => (locale === 'da' ? da : en)
    await payload.update({ collection: 'pages', id: homeDoc.id, locale, data: { ...home(say), _status: 'published' } })
  }
  return { home: homeDoc.id, basket: basketDoc.id, about, landing, accessibility, ...shop, articles }
}
