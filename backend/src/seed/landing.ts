/**
 * The landing page /smagsoplevelser/: every page component at least once, so editors see each in use and the tests
 * and the storefront have one page that holds them all.
 */
import type { Payload } from 'payload'
import type { SeedImages } from './content-pages'
import { SHOP_ADDRESS } from './content-pages'
import { bold, h2, ol, p, pageLink, richText, urlLink } from './lexical'
import type { Id } from './media'
import { publishPage } from './publish'

export const LANDING_URL = '/smagsoplevelser/'

interface LandingTargets {
  products: Record<string, Id>
  images: SeedImages
  pages: { about: Id; giftCard: Id; signUp: Id; businessSignUp: Id; cheeseArticle: Id; articles: Id[] }
}

export async function seedLandingPage(payload: Payload, { products, images, pages }: LandingTargets): Promise<Id> {
  const product = (key: string): Id => {
    const id = products[key]
    if (id === undefined) throw new Error(`The landing page needs the demo product ${key}`)
    return id
  }
  const toProduct = (key: string, text?: string) => ({ type: 'PimProduct' as const, product: product(key), text, newWindow: false })
  const toPage = (page: Id, text?: string) => ({ type: 'Content' as const, page, text, newWindow: false })

  return publishPage(payload, { url: LANDING_URL, contentType: 'LandingPage' }, (say) => ({
    title: say('Smagsoplevelser', 'Taste experiences'),
    seo: {
      title: say('Smagsoplevelser hos Delikat', 'Taste experiences at Delikat'),
      description: say(
        'Sæsonens vine, oste og gaver, vinsmagninger i butikken og gode råd fra vores sommelier.',
        'The season’s wines, cheeses and gifts, wine tastings in the shop and good advice from our sommelier.',
      ),
    },
    components: [
      {
        blockType: 'heroSlider',
        slides: [
          {
            title: say('Smagsoplevelser', 'Taste experiences'),
            text: say('Vin, ost og alt det gode – udvalgt af os, til dig.', 'Wine, cheese and all things good – chosen by us, for you.'),
            image: images.vineyard,
            linkUrl: '/om-os/',
            linkText: say('Mød os', 'Meet us'),
          },
          {
            title: say('Giv en smagsoplevelse', 'Give a taste experience'),
            text: say('Gavekort fra 100 kr.', 'Gift cards from DKK 100.'),
            image: images.giftCard,
            linkUrl: '/gavekort/',
            linkText: say('Køb gavekort', 'Buy a gift card'),
          },
        ],
      },
      {
        blockType: 'ribbon',
        text: say('Vinsmagning om Piemonte i butikken i Aarhus', 'Piedmont wine tasting in our Aarhus shop'),
        color: 'wine',
        link: toProduct('vinsmagning', say('Book din plads', 'Book your seat')),
      },
      {
        blockType: 'articleHero',
        title: say('Sæsonens smagsoplevelser', 'Taste experiences of the season'),
        subtitle: say('Vores sommeliers bedste bud på efteråret', 'Our sommelier’s best picks for autumn'),
        image: images.tasting,
        date: '2026-10-20T08:00:00.000Z',
        author: 'Mette Vinther',
      },
      {
        blockType: 'sellingPoints',
        points: [
          {
            icon: 'glass',
            title: say('Smag før du køber', 'Taste before you buy'),
            text: say('Altid åbne flasker i butikken.', 'Always open bottles in the shop.'),
          },
          {
            icon: 'leaf',
            title: say('Små producenter', 'Small producers'),
            text: say('Købt direkte hos dem, der laver det.', 'Bought directly from those who make it.'),
          },
          { icon: 'truck', title: say('Levering i hele landet', 'Delivery nationwide'), text: null },
          {
            icon: 'gift',
            title: say('Gaveindpakning', 'Gift wrapping'),
            text: say('Sig til, så pakker vi ind.', 'Just ask and we wrap it.'),
          },
        ],
      },
      {
        blockType: 'richTextCentered',
        content: richText(
          h2(say('Velkommen til smagsoplevelserne', 'Welcome to the taste experiences')),
          p(
            say(
              'Her samler vi det, vi glæder os mest over lige nu. Vil du vide, hvem vi er, så læs ',
              'Here we gather what we are most excited about right now. To find out who we are, read ',
            ),
            pageLink(say('om os', 'about us'), pages.about),
            '.',
          ),
        ),
      },
      {
        blockType: 'callToActionButtons',
        alignment: 'center',
        buttons: [
          { variant: 'primary', link: toProduct('barolo', say('Se ugens vin', 'See the wine of the week')) },
          { variant: 'secondary', link: toPage(pages.giftCard, say('Køb et gavekort', 'Buy a gift card')) },
        ],
      },
      { blockType: 'space', size: 'medium' },
      {
        blockType: 'categoryCards',
        title: say('Find din favorit', 'Find your favourite'),
        cards: [
          { title: say('Rødvin', 'Red wine'), image: images.heroWine, link: toProduct('barolo') },
          { title: say('Ost', 'Cheese'), image: images.cheese, link: toProduct('gammel-knas') },
          { title: say('Gavekort', 'Gift cards'), image: images.giftCard, link: toPage(pages.giftCard) },
          // No link: the card leads to the site root.
          { title: say('Hele butikken', 'The whole shop'), image: images.shopFront, link: { newWindow: false } },
        ],
      },
      {
        blockType: 'productCarousel',
        title: say('Ugens vine', 'Wines of the week'),
        products: [product('barolo'), product('chablis'), product('rose')],
      },
      { blockType: 'border', color: 'accent' },
      {
        blockType: 'productFocus',
        title: say('Ugens vin', 'Wine of the week'),
        text: say(
          'Klassisk Barolo med kirsebær, roser og tjære. Dekanter en time før, og server til vildt eller lagret ost.',
          'Classic Barolo with cherry, roses and tar. Decant an hour ahead and serve with game or aged cheese.',
        ),
        image: images.heroWine,
        imagePosition: 'right',
        product: product('barolo'),
      },
      {
        blockType: 'mediaGrid',
        title: say('Fra mark til bord', 'From field to table'),
        content: richText(
          p(
            say('Vi besøger vores producenter hvert år. ', 'We visit our producers every year. '),
            bold(say('Det, vi smager i marken, er det, du får i glasset.', 'What we taste in the field is what you get in the glass.')),
          ),
        ),
        images: [images.vineyard, images.cheese],
        leftRight: 'Venstre',
      },
      {
        blockType: 'splitDoors',
        doors: [
          {
            title: say('Til private', 'For private customers'),
            text: say('Gem favoritter og se dine ordrer.', 'Save favourites and see your orders.'),
            image: images.tasting,
            link: toPage(pages.signUp, say('Opret dig', 'Sign up')),
          },
          {
            title: say('Til erhverv', 'For businesses'),
            text: say('Priser uden moms og firmagaver.', 'Prices without VAT and corporate gifts.'),
            image: images.shopFront,
            link: toPage(pages.businessSignUp, say('Opret erhvervskonto', 'Open a business account')),
          },
        ],
      },
      {
        blockType: 'contentBlock',
        media: images.tasting,
        subtitle: say('Arrangement', 'Event'),
        title: say('Vinsmagning: Piemonte', 'Wine tasting: Piedmont'),
        link: toProduct('vinsmagning', say('Læs mere og book', 'Read more and book')),
      },
      {
        blockType: 'campaign',
        title: say('Ostebordet', 'The cheese table'),
        text: say(
          'Alt til en god osteanretning: lagret ost, grønne oliven og sprøde chips.',
          'Everything for a fine cheese board: aged cheese, green olives and crisp chips.',
        ),
        image: images.heroDeli,
        link: toProduct('gammel-knas', say('Se osten', 'See the cheese')),
        products: [product('gammel-knas'), product('olivenolie'), product('troeffelchips')],
      },
      { blockType: 'recommendationCarousel', title: say('Populært lige nu', 'Popular right now'), strategy: 'popular' },
      {
        blockType: 'productSelector',
        title: say('Sæt dit eget gavebord sammen', 'Put together your own gift table'),
        text: say(
          'Vælg en gavekurv, et skærebræt eller en flaske god olie.',
          'Choose a gift basket, a cutting board or a bottle of good oil.',
        ),
        products: [product('gavekurv'), product('skaerebraet'), product('olivenolie')],
      },
      {
        blockType: 'categories',
        title: say('Kategorier', 'Categories'),
        items: [
          { name: say('Vin', 'Wine'), image: images.heroWine, link: toProduct('barolo') },
          { name: say('Ost', 'Cheese'), image: images.cheese, link: toProduct('gammel-knas') },
          { name: say('Olie og eddike', 'Oil and vinegar'), image: images.oil, link: toProduct('olivenolie') },
          { name: say('Gaver', 'Gifts'), image: images.giftCard, link: toPage(pages.giftCard) },
        ],
      },
      {
        blockType: 'categoryGallery',
        title: say('Gå på opdagelse', 'Explore'),
        items: [
          { name: say('Snacks', 'Snacks'), image: images.heroDeli, link: toProduct('troeffelchips') },
          { name: say('Arrangementer', 'Events'), image: images.tasting, link: toProduct('vinsmagning') },
          { name: say('Køkken', 'Kitchen'), image: images.shopFront, link: toProduct('skaerebraet') },
        ],
      },
      {
        blockType: 'images',
        images: [
          { image: images.vineyard, caption: say('Vinmarker i Piemonte', 'Vineyards in Piedmont') },
          { image: images.shopFront, caption: say('Butikken i Vestergade', 'The shop in Vestergade') },
        ],
      },
      {
        blockType: 'carousel',
        title: say('Sæsonens smage', 'Flavours of the season'),
        dual: true,
        slides: [
          {
            image: images.cheese,
            title: say('Ost', 'Cheese'),
            text: say('Lagret og krystallinsk.', 'Aged and crystalline.'),
            link: toProduct('gammel-knas', say('Se osten', 'See the cheese')),
          },
          {
            image: images.oil,
            title: say('Olivenolie', 'Olive oil'),
            text: say('Fra seneste høst.', 'From the latest harvest.'),
            link: toProduct('olivenolie', say('Se olien', 'See the oil')),
          },
          {
            image: images.heroWine,
            title: say('Rødvin', 'Red wine'),
            text: null,
            link: toProduct('barolo', say('Se vinen', 'See the wine')),
          },
        ],
      },
      {
        blockType: 'quote',
        quote: say('Den bedste vin er den, man deler.', 'The best wine is the one you share.'),
        author: say('Mette Vinther, sommelier hos Delikat', 'Mette Vinther, sommelier at Delikat'),
        image: images.tasting,
      },
      {
        blockType: 'accordion',
        variant: 'boxed',
        color: 'cream',
        items: [
          {
            summary: say('Hvordan bliver vinen leveret?', 'How is the wine delivered?'),
            tags: [{ type: 'misc', text: say('Levering', 'Delivery') }],
            lightFont: false,
            open: true,
            content: richText(
              p(
                say(
                  'Vi pakker flaskerne i stødsikker emballage og sender dem til døren i hele Danmark.',
                  'We pack the bottles in shock-proof packaging and send them to your door anywhere in Denmark.',
                ),
              ),
            ),
          },
          {
            summary: say('Kan jeg hente i butikken?', 'Can I collect in the shop?'),
            tags: [],
            lightFont: false,
            open: false,
            content: richText(
              p(
                say(
                  `Ja, vælg afhentning og hent din ordre i butikken på ${SHOP_ADDRESS}.`,
                  `Yes, choose collection and pick up your order in the shop at ${SHOP_ADDRESS}.`,
                ),
              ),
            ),
          },
          {
            summary: say('Hvad får jeg som medlem?', 'What do I get as a member?'),
            tags: [{ type: 'member-offer', text: say('Medlemstilbud', 'Member offer') }],
            lightFont: true,
            open: false,
            content: richText(
              p(
                say(
                  'Medlemmer af kundeklubben hører først om nye vine og smagninger.',
                  'Members of the customer club are the first to hear about new wines and tastings.',
                ),
              ),
            ),
          },
          {
            summary: say('Firmagaver i større antal', 'Corporate gifts in larger numbers'),
            tags: [{ type: 'offer', text: say('Tilbud', 'Offer') }],
            lightFont: false,
            open: false,
            content: richText(
              p(
                say(
                  'Skriv til os, så giver vi et tilbud på gavekurve til hele firmaet.',
                  'Write to us and we will quote for gift baskets for the whole company.',
                ),
              ),
            ),
          },
        ],
      },
      {
        blockType: 'richText',
        content: richText(
          h2(say('Sådan smager du på vin', 'How to taste wine')),
          ol(
            [
              bold(say('Se', 'Look')),
              say(' – hold glasset op mod lyset og se på farven.', ' – hold the glass up to the light and look at the colour.'),
            ],
            [
              bold(say('Dufte', 'Smell')),
              say(' – sving glasset og stik næsen ned i det.', ' – swirl the glass and put your nose into it.'),
            ],
            [
              bold(say('Smag', 'Taste')),
              say(' – tag en slurk og lad vinen rulle rundt i munden.', ' – take a sip and let the wine roll around your mouth.'),
            ],
          ),
          p(
            say('Vil du vide mere om ost til vinen, så læs ', 'To learn more about cheese with your wine, read '),
            pageLink(say('Ostens ABC', 'The ABC of cheese'), pages.cheeseArticle),
            say(' eller slå druerne op på ', ' or look up the grapes on '),
            urlLink('Wikipedia', say('https://da.wikipedia.org/wiki/Vin', 'https://en.wikipedia.org/wiki/Wine')),
            '.',
          ),
        ),
      },
      { blockType: 'articleList', title: say('Læs mere', 'Read more'), articles: pages.articles },
      { blockType: 'latestContent', title: say('Nyt fra Delikat', 'News from Delikat'), limit: 3 },
      { blockType: 'recipeList', title: say('Opskrifter', 'Recipes') },
      {
        blockType: 'embeddedVideo',
        title: say('Vinskolen på video', 'Wine school on video'),
        videoId: 'M7lc1UVf-VE',
        thumbnail: images.tasting,
      },
      { blockType: 'embeddedMap', title: say('Find butikken', 'Find the shop'), query: SHOP_ADDRESS, height: 400 },
      { blockType: 'embeddedForm', title: say('Tilmeld dig nyhedsbrevet', 'Sign up for the newsletter'), formId: 'Nx4pL8wB', height: 500 },
      {
        blockType: 'embed',
        provider: 'typeform',
        value: 'https://form.typeform.com/to/Fh7sQ2xK',
        title: say('Find din vin – tag testen', 'Find your wine – take the quiz'),
        height: 500,
      },
      { blockType: 'embeddedPopupTool', toolId: 'delikat-smagsguide' },
      {
        blockType: 'clubSignup',
        title: say('Bliv medlem af Delikat Klub', 'Join the Delikat Club'),
        text: say(
          'Tilbud, smagninger og nyheder fra butikken – et par gange om måneden.',
          'Offers, tastings and news from the shop – a couple of times a month.',
        ),
      },
      { blockType: 'productList', title: say('Hele sortimentet', 'The whole range') },
      {
        blockType: 'similarProducts',
        title: say('Måske kan du også lide', 'You may also like'),
        products: [product('chablis'), product('rose'), product('gavekurv')],
      },
      {
        blockType: 'giftCardDefault',
        title: say('Gavekort', 'Gift card'),
        text: say(
          'Til den, der har det hele – undtagen den næste gode flaske.',
          'For the one who has everything – except the next good bottle.',
        ),
        image: images.giftCard,
        amounts: [25_000, 50_000, 100_000],
        minAmount: 10_000,
        maxAmount: 500_000,
      },
      {
        blockType: 'giftCardStatus',
        title: say('Har du fået et gavekort?', 'Have you been given a gift card?'),
        text: say('Se, hvor meget der er tilbage.', 'See how much is left.'),
      },
      {
        blockType: 'createCustomer',
        title: say('Bliv kunde hos Delikat', 'Become a Delikat customer'),
        text: say('Det tager et minut.', 'It takes a minute.'),
        clientType: 'B2C',
      },
      { blockType: 'space', size: 'small' },
      { blockType: 'basket' },
      { blockType: 'checkout' },
      { blockType: 'border', color: 'light' },
    ],
  }))
}
