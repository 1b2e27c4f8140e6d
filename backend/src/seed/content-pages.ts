/**
 * The demo shop's content pages besides the home and basket pages: about us, articles, gift cards, checkout, sign-up,
 * and the customer service pages the footer links to.
 */
import type { Payload } from 'payload'
import type { DeliveryMethodType } from '../shop/constants'
import { formatPrice } from '@delikat/contract/money'
import { DEMO_DELIVERY_METHODS } from './delivery'
import { bold, h2, h3, italic, p, pageLink, quote, richText, ul, urlLink } from './lexical'
import type { Id } from './media'
import { publishPage } from './publish'

export interface SeedImages {
  heroWine: Id
  heroDeli: Id
  vineyard: Id
  shopFront: Id
  tasting: Id
  giftCard: Id
  cheese: Id
  oil: Id
}

export const SHOP_ADDRESS = 'Vestergade 12, 8000 Aarhus C'
export const SHOP_EMAIL = 'kundeservice@delikat.dk'
/** As printed in Danish and in English, and as a tel: link takes it. */
export const SHOP_PHONE = { da: '70 20 30 40', en: '+45 70 20 30 40', tel: '+4570203040' } as const
export const TERMS_URL = '/handelsbetingelser/'
export const ACCESSIBILITY_URL = '/tilgaengelighed/'
/** When the accessibility statement was made; it is dated on the page, as the European Accessibility Act asks. */
const ACCESSIBILITY_STATEMENT_DATE = '2026-11-26T08:00:00.000Z'

export async function seedAboutPage(payload: Payload, images: SeedImages, links: { businessSignUp: Id; article: Id }): Promise<Id> {
  return publishPage(payload, { url: '/om-os/', contentType: 'ContentPage' }, (say) => ({
    title: say('Om os', 'About us'),
    seo: {
      title: say('Om Delikat: vin og delikatesser i Aarhus', 'About Delikat: wine and delicacies in Aarhus'),
      description: say(
        'Delikat er en lille vinhandel og delikatesseforretning i Vestergade i Aarhus med en webshop til hele landet.',
        'Delikat is a small wine merchant and delicatessen in Vestergade, Aarhus, with a web shop for all of Denmark.',
      ),
    },
    components: [
      {
        blockType: 'articleHero',
        title: say('Om Delikat', 'About Delikat'),
        subtitle: say('Vin og delikatesser fra små producenter', 'Wine and delicacies from small producers'),
        image: images.shopFront,
      },
      {
        blockType: 'richText',
        content: richText(
          p(
            say(
              'Delikat begyndte som en lille vinhandel i Vestergade i Aarhus. I dag fylder oste, olier og alt det andet gode til bordet lige så meget på hylderne som vinen – men tanken er den samme: ',
              'Delikat began as a small wine shop in Vestergade, Aarhus. Today cheese, oils and everything else good for the table take up as much shelf space as the wine – but the idea is the same: ',
            ),
            bold(say('vi sælger kun det, vi selv har smagt og kan lide.', 'we only sell what we have tasted and like ourselves.')),
          ),
          h2(say('Små producenter, kort vej', 'Small producers, short way')),
          p(
            say(
              'Vi køber direkte hos vinbønder, mejerier og olivenlunde, som vi kender. Det giver færre mellemled og en historie bag hver flaske og hver ost.',
              'We buy directly from winegrowers, dairies and olive groves we know. That means fewer middlemen and a story behind every bottle and every cheese.',
            ),
          ),
          h2(say('Til private og erhverv', 'For private and business customers')),
          ul(
            [say('Webshop med levering i hele Danmark', 'Web shop with delivery throughout Denmark')],
            [say('Afhentning i butikken i Aarhus', 'Collection in the shop in Aarhus')],
            [say('Firmagaver og leverancer til restauranter', 'Corporate gifts and supplies for restaurants')],
          ),
          p(
            say('Er du virksomhed, kan du ', 'If you are a business, you can '),
            pageLink(say('oprette en erhvervskonto', 'open a business account'), links.businessSignUp),
            say('. Læs også vores ', '. Also read our '),
            pageLink(say('artikel om vinens år 2024', 'article on the wine year 2024'), links.article),
            '.',
          ),
        ),
      },
      {
        blockType: 'quote',
        quote: say('Vin er poesi på flaske.', 'Wine is bottled poetry.'),
        author: 'Robert Louis Stevenson',
        image: images.tasting,
      },
      {
        blockType: 'sellingPoints',
        points: [
          {
            icon: 'leaf',
            title: say('Små producenter', 'Small producers'),
            text: say('Håndplukket af os, direkte fra kilden.', 'Hand-picked by us, straight from the source.'),
          },
          {
            icon: 'store',
            title: say('Butik i Aarhus', 'Shop in Aarhus'),
            text: say('Kig forbi og smag før du køber.', 'Drop by and taste before you buy.'),
          },
          {
            icon: 'truck',
            title: say('Levering i hele landet', 'Delivery nationwide'),
            text: say('Sendt godt pakket til døren.', 'Shipped well packed to your door.'),
          },
          {
            icon: 'gift',
            title: say('Gaver og gavekort', 'Gifts and gift cards'),
            text: say('Til venner, kunder og kolleger.', 'For friends, clients and colleagues.'),
          },
        ],
      },
      { blockType: 'embeddedMap', title: say('Find butikken', 'Find the shop'), query: SHOP_ADDRESS, height: 400 },
    ],
  }))
}

export async function seedArticles(payload: Payload, images: SeedImages, products: Record<string, Id>) {
  const vintage = await publishPage(
    payload,
    { url: '/artikler/vinens-aar-2024/', contentType: 'Article', publishedAt: '2026-10-02T08:00:00.000Z', teaserImage: images.vineyard },
    (say) => ({
      title: say('Vinens år 2024', 'The wine year 2024'),
      teaser: say(
        'Et år, hvor vejret satte dagsordenen: små høster, friske vine og producenter, der måtte sortere hårdt.',
        'A year when the weather set the agenda: small harvests, fresh wines and producers who had to sort hard.',
      ),
      components: [
        {
          blockType: 'articleHero',
          title: say('Vinens år 2024', 'The wine year 2024'),
          subtitle: say('Små høster, friske vine', 'Small harvests, fresh wines'),
          image: images.vineyard,
          date: '2026-10-02T08:00:00.000Z',
          author: 'Mette Vinther',
        },
        {
          blockType: 'richText',
          content: richText(
            p(
              say(
                '2024 var et år, hvor vejret satte dagsordenen i mange af Europas vinområder. En våd forsommer gav meldug, og lokale haglbyger tog dele af høsten flere steder.',
                'In 2024 the weather set the agenda in many of Europe’s wine regions. A wet early summer brought mildew, and local hailstorms took part of the harvest in several places.',
              ),
            ),
            h2(say('Hvad betyder det i glasset?', 'What does it mean in the glass?')),
            p(
              say(
                'De producenter, der sorterede hårdt, har lavet friske og elegante vine med moderat alkohol. Det er vine, der passer til maden og kan drikkes unge.',
                'The producers who sorted hard have made fresh, elegant wines with moderate alcohol. They are wines that suit food and can be drunk young.',
              ),
            ),
            h3(say('Vores råd', 'Our advice')),
            ul(
              [say('Køb efter producent frem for efter årgang.', 'Buy by producer rather than by vintage.')],
              [say('Kig efter hvidvine og lette røde til hverdagen.', 'Look for whites and light reds for every day.')],
              [say('Gem de store årgange fra 2019 til festen.', 'Keep the great 2019 vintages for the party.')],
            ),
            quote(italic(say('En svær årgang afslører de dygtige vinbønder.', 'A difficult vintage reveals the skilled winegrowers.'))),
          ),
        },
        {
          blockType: 'productCarousel',
          title: say('Vine fra vores hylder', 'Wines from our shelves'),
          products: [products.chablis, products.rose, products.barolo].filter((id): id is Id => id !== undefined),
        },
      ],
    }),
  )

  const cheese = await publishPage(
    payload,
    { url: '/artikler/ostens-abc/', contentType: 'Article', publishedAt: '2026-09-14T08:00:00.000Z', teaserImage: images.cheese },
    (say) => ({
      title: say('Ostens ABC', 'The ABC of cheese'),
      teaser: say(
        'Frisk, hvidskimmel, blåskimmel eller lagret: sådan finder du rundt i osteskabet.',
        'Fresh, bloomy, blue or aged: how to find your way around the cheese counter.',
      ),
      components: [
        {
          blockType: 'articleHero',
          title: say('Ostens ABC', 'The ABC of cheese'),
          subtitle: say('Fire familier og et par gode vaner', 'Four families and a few good habits'),
          image: images.cheese,
          date: '2026-09-14T08:00:00.000Z',
          author: 'Lars Holm',
        },
        {
          blockType: 'richText',
          content: richText(
            h2(say('Fire familier', 'Four families')),
            ul(
              [
                bold(say('Frisk ost', 'Fresh cheese')),
                say(' – mild og syrlig, spises inden for få dage.', ' – mild and tangy, eaten within a few days.'),
              ],
              [
                bold(say('Hvidskimmel', 'Bloomy rind')),
                say(' – blød og cremet under en hvid skorpe.', ' – soft and creamy under a white rind.'),
              ],
              [bold(say('Blåskimmel', 'Blue cheese')), say(' – salt og kraftig med blå årer.', ' – salty and strong with blue veins.')],
              [
                bold(say('Lagret ost', 'Aged cheese')),
                say(' – fast, krystallinsk og fuld af smag.', ' – firm, crystalline and full of flavour.'),
              ],
            ),
            h2(say('Sådan serverer du osten', 'How to serve cheese')),
            p(
              say(
                'Tag osten ud af køleskabet en time før servering, så smagen kommer frem. Opbevar den i ostepapir frem for plastfolie, så den kan ånde.',
                'Take the cheese out of the fridge an hour before serving so the flavour comes through. Keep it in cheese paper rather than cling film so it can breathe.',
              ),
            ),
            p(
              say('Prøv vores ', 'Try our '),
              bold('Gammel Knas'),
              say(' med et glas portvin – eller læs mere om ost på ', ' with a glass of port – or read more about cheese on '),
              urlLink('Wikipedia', say('https://da.wikipedia.org/wiki/Ost', 'https://en.wikipedia.org/wiki/Cheese')),
              '.',
            ),
          ),
        },
      ],
    }),
  )

  const oil = await publishPage(
    payload,
    { url: '/artikler/olivenolie-guide/', contentType: 'Article', publishedAt: '2026-08-20T08:00:00.000Z', teaserImage: images.oil },
    (say) => ({
      title: say('Sådan vælger du olivenolie', 'How to choose olive oil'),
      teaser: say(
        'Høstdato, mørk flaske og ekstra jomfru: tre ting at kigge efter.',
        'Harvest date, dark bottle and extra virgin: three things to look for.',
      ),
      components: [
        {
          blockType: 'articleHero',
          title: say('Sådan vælger du olivenolie', 'How to choose olive oil'),
          subtitle: say('Tre ting at kigge efter', 'Three things to look for'),
          image: images.oil,
          date: '2026-08-20T08:00:00.000Z',
          author: 'Mette Vinther',
        },
        {
          blockType: 'richText',
          content: richText(
            p(
              say(
                'God olivenolie er frisk frugtsaft. Derfor er det vigtigste på etiketten ikke prisen, men høstdatoen.',
                'Good olive oil is fresh fruit juice. So the most important thing on the label is not the price but the harvest date.',
              ),
            ),
            ul(
              [say('Vælg ekstra jomfru olivenolie fra seneste høst.', 'Choose extra virgin olive oil from the latest harvest.')],
              [say('Køb den i mørk flaske eller dåse.', 'Buy it in a dark bottle or tin.')],
              [
                say(
                  'Opbevar den mørkt og køligt, og brug den inden for et par måneder efter åbning.',
                  'Keep it dark and cool, and use it within a couple of months of opening.',
                ),
              ],
            ),
          ),
        },
      ],
    }),
  )
  return { vintage, cheese, oil }
}

export async function seedShopPages(payload: Payload, images: SeedImages) {
  const giftCard = await publishPage(payload, { url: '/gavekort/', contentType: 'GiftCardPage' }, (say) => ({
    title: say('Gavekort', 'Gift cards'),
    seo: {
      description: say('Giv et gavekort til vin og delikatesser fra Delikat.', 'Give a gift card for wine and delicacies from Delikat.'),
    },
    components: [
      {
        blockType: 'giftCardDefault',
        title: say('Giv en smagsoplevelse', 'Give a taste experience'),
        text: say(
          'Vælg et beløb, så finder modtageren selv vinen, osten eller vinsmagningen.',
          'Choose an amount and let the recipient pick the wine, the cheese or the wine tasting.',
        ),
        image: images.giftCard,
        amounts: [25_000, 50_000, 100_000],
        minAmount: 10_000,
        maxAmount: 500_000,
      },
    ],
  }))
  const giftCardStatus = await publishPage(payload, { url: '/gavekort/saldo/', contentType: 'GiftCardPage' }, (say) => ({
    title: say('Saldo på gavekort', 'Gift card balance'),
    components: [
      {
        blockType: 'giftCardStatus',
        title: say('Se saldoen på dit gavekort', 'Check your gift card balance'),
        text: say(
          'Indtast koden fra gavekortet for at se, hvor meget der er tilbage.',
          'Enter the code on the gift card to see how much is left.',
        ),
      },
    ],
  }))
  const checkout = await publishPage(payload, { url: '/kassen/', contentType: 'CheckoutPage' }, (say) => ({
    title: say('Kassen', 'Checkout'),
    seo: { title: say('Kassen', 'Checkout') },
    components: [{ blockType: 'checkout' }],
  }))
  // The terms checkout asks the shopper to accept (Danish consumer law: the Consumer Contracts Act and the Sale of
  // Goods Act), kept short and plain.
  await publishPage(payload, { url: TERMS_URL, contentType: 'ContentPage' }, (say) => ({
    title: say('Handelsbetingelser', 'Terms and conditions'),
    seo: { title: say('Handelsbetingelser hos Delikat', 'Terms and conditions at Delikat') },
    components: [
      {
        blockType: 'richText',
        content: richText(
          h2(say('Handelsbetingelser', 'Terms and conditions')),
          p(
            say(
              `Delikat ApS, ${SHOP_ADDRESS}, CVR 12345674, kundeservice@delikat.dk.`,
              `Delikat ApS, ${SHOP_ADDRESS}, CVR 12345674, kundeservice@delikat.dk.`,
            ),
          ),
          h3(say('Priser og betaling', 'Prices and payment')),
          p(
            say(
              'Priser til privatkunder er i danske kroner inkl. 25 % moms; erhvervskunder ser priserne uden moms, og momsen lægges til i kurven. Leveringsprisen står ved hver leveringsmetode. Du betaler med betalingskort; erhvervskunder kan også betale med faktura (netto 14 dage). Beløbet trækkes først, når varerne sendes.',
              'Prices for consumers are in Danish kroner incl. 25 % VAT; business customers see prices without VAT, and the VAT is added in the basket. The delivery price is shown with each delivery method. You pay by card; business customers may also pay by invoice (net 14 days). The amount is charged when the goods are sent.',
            ),
          ),
          h3(say('Levering', 'Delivery')),
          p(
            say(
              'Vi leverer i Danmark med PostNord (til døren eller en pakkeshop) og med Burd-cykelbud i København og Aarhus, eller du henter i butikken. Billetter og e-gavekort sendes på e-mail.',
              'We deliver in Denmark with PostNord (to the door or a service point) and with Burd bike couriers in Copenhagen and Aarhus, or you collect in the shop. Tickets and e-gift cards are sent by e-mail.',
            ),
          ),
          h3(say('Alkohol', 'Alcohol')),
          p(
            say(
              'Vi sælger kun drikkevarer med over 6 % alkohol til personer over 18 år, og drikkevarer med 1,2 til 6 % til personer over 16 år.',
              'We sell drinks above 6 % alcohol only to persons of 18 or over, and drinks of 1.2 to 6 % to persons of 16 or over.',
            ),
          ),
          h3(say('Fortrydelsesret', 'Right of withdrawal')),
          p(
            say(
              'Som privatkunde har du 14 dages fortrydelsesret fra den dag, du modtager varerne (billetter og e-gavekort: fra den dag, du bestiller). Fortryd med "Fortryd købet her" nederst på hver side eller ved din ordre, eller skriv til kundeservice med dit ordrenummer; du får straks en kvittering på mail. Send varerne retur inden 14 dage efter fortrydelsen; du betaler selv returportoen. Vi betaler tilbage inden 14 dage. Fortrydelsesretten gælder ikke friske fødevarer, der opbevares på køl eller frost, forseglede varer der er brudt, varer lavet efter dine ønsker, brugte gavekort og billetter til arrangementer på en bestemt dato. Køb som erhvervskunde er ikke omfattet.',
              'As a consumer you have 14 days to withdraw from the purchase from the day you receive the goods (tickets and e-gift cards: from the day you order). Withdraw with "Withdraw from your purchase here" at the bottom of every page or by your order, or write to customer service with your order number; you receive a receipt by e-mail at once. Return the goods within 14 days of withdrawing; you pay for the return. We refund within 14 days. The right does not cover fresh food kept chilled or frozen, sealed goods whose seal is broken, goods made to your wishes, used gift cards, or tickets for events on a set date. Purchases by business customers are not covered.',
            ),
          ),
          h3(say('Reklamation', 'Complaints')),
          p(
            say(
              'Du har 2 års reklamationsret efter købeloven. Skriv til kundeservice med ordrenummer og et billede. Kan vi ikke blive enige, kan du klage til Nævnenes Hus eller via EU-Kommissionens klageportal.',
              'You have 2 years to complain about faults under the Danish Sale of Goods Act. Write to customer service with the order number and a picture. If we cannot agree, you may complain to the Danish Complaints Board or through the European Commission’s complaints portal.',
            ),
          ),
          h3(say('Persondata', 'Personal data')),
          p(
            say(
              'Vi bruger dine oplysninger til at levere og fakturere din ordre og gemmer dem, så længe bogføringsloven kræver det.',
              'We use your details to deliver and invoice your order and keep them as long as the Danish Bookkeeping Act requires.',
            ),
          ),
        ),
      },
    ],
  }))
  const signUp = await publishPage(payload, { url: '/opret-kunde/', contentType: 'CreateCustomerPage' }, (say) => ({
    title: say('Opret kunde', 'Create account'),
    components: [
      {
        blockType: 'createCustomer',
        title: say('Opret dig som kunde', 'Create your account'),
        text: say(
          'Gem dine adresser, se dine ordrer og saml dine favoritter ét sted.',
          'Save your addresses, see your orders and keep your favourites in one place.',
        ),
        clientType: 'B2C',
      },
    ],
  }))
  const businessSignUp = await publishPage(payload, { url: '/opret-erhvervskunde/', contentType: 'CreateCustomerPage' }, (say) => ({
    title: say('Opret erhvervskunde', 'Create business account'),
    components: [
      {
        blockType: 'createCustomer',
        title: say('Opret en erhvervskonto', 'Open a business account'),
        text: say(
          'For restauranter, butikker og virksomheder med CVR-nummer. Som erhvervskunde ser du priserne uden moms.',
          'For restaurants, shops and companies with a Danish CVR number. As a business customer you see prices without VAT.',
        ),
        clientType: 'B2B',
      },
    ],
  }))
  // Recipe lists left without picks show the newest recipes, so the page needs no recipe ids (they come later).
  const recipes = await publishPage(payload, { url: '/opskrifter/', contentType: 'ContentPage' }, (say) => ({
    title: say('Opskrifter', 'Recipes'),
    seo: {
      description: say(
        'Opskrifter fra Delikats køkken: hverdagsmad, festmad og desserter – med vinen og råvarerne, der passer til.',
        'Recipes from the Delikat kitchen: everyday food, party food and desserts – with the wine and ingredients to match.',
      ),
    },
    components: [
      {
        blockType: 'articleHero',
        title: say('Opskrifter', 'Recipes'),
        subtitle: say('Mad til vinen – og vin til maden', 'Food for the wine – and wine for the food'),
        image: images.heroDeli,
      },
      { blockType: 'recipeList', title: say('Nyeste opskrifter', 'Newest recipes'), limit: 12 },
      { blockType: 'recipeList', title: say('Desserter', 'Desserts'), course: 'dessert', limit: 6 },
    ],
  }))
  return { giftCard, giftCardStatus, checkout, signUp, businessSignUp, recipes }
}

/**
 * The accessibility statement the European Accessibility Act asks of a web shop (in force since 28 June 2025): the
 * standard aimed at, how it is checked, what falls short, how to report a problem, and its date. It promises only
 * what the shop does: the pages it says axe checks are the ones the end-to-end tests check, so keep them in step.
 */
export async function seedAccessibilityStatement(payload: Payload): Promise<Id> {
  return publishPage(payload, { url: ACCESSIBILITY_URL, contentType: 'ContentPage' }, (say, locale) => ({
    title: say('Tilgængelighedserklæring', 'Accessibility statement'),
    seo: {
      title: say('Tilgængelighedserklæring for Delikat', 'Accessibility statement for Delikat'),
      description: say(
        'Hvor tilgængelig Delikats webshop er, hvordan vi tjekker det, hvad vi mangler, og hvordan du melder et problem.',
        'How accessible the Delikat web shop is, how we check it, what falls short, and how to report a problem.',
      ),
    },
    components: [
      {
        blockType: 'articleHero',
        title: say('Tilgængelighedserklæring', 'Accessibility statement'),
        subtitle: say('For Delikats webshop', 'For the Delikat web shop'),
        date: ACCESSIBILITY_STATEMENT_DATE,
      },
      {
        blockType: 'richText',
        content: richText(
          p(
            say(
              'Delikat ApS vil gerne have, at alle kan handle hos os – også med skærmlæser, forstørrelse, tastatur eller stemmestyring. Erklæringen gælder hele webshoppen på dansk og engelsk: siderne, søgningen, kurven, kassen og kundekontoen.',
              'Delikat ApS wants everyone to be able to shop with us – with a screen reader, magnification, a keyboard or voice control too. This statement covers the whole web shop in Danish and English: the pages, search, the basket, the checkout and the customer account.',
            ),
          ),
          h2(say('Den standard, vi arbejder efter', 'The standard we aim for')),
          p(
            say(
              'Webshoppen skal leve op til WCAG 2.1 på niveau AA, som er det niveau, den europæiske standard EN 301 549 stiller til websider. Kravet følger af EU’s tilgængelighedsdirektiv (European Accessibility Act), som gælder for webshops fra 28. juni 2025.',
              'The web shop is to meet WCAG 2.1 at level AA, the level the European standard EN 301 549 sets for web pages. The requirement follows from the European Accessibility Act, which applies to web shops from 28 June 2025.',
            ),
          ),
          p(
            say(
              'Vi vurderer, at webshoppen delvist lever op til standarden: de kendte begrænsninger står nedenfor.',
              'We consider the web shop partially compliant with the standard: the known limitations are listed below.',
            ),
          ),
          h2(say('Sådan tjekker vi', 'How we check it')),
          ul(
            [
              bold(say('Automatiske test: ', 'Automated checks: ')),
              say(
                'hver ændring af webshoppen kører gennem vores end-to-end-test, hvor værktøjet axe gennemgår forsiden, en landingsside med alle typer indhold, en produktside, opskrifterne og denne side for alvorlige brud på WCAG 2.1 A og AA.',
                'every change to the web shop runs through our end-to-end tests, in which the axe tool checks the home page, a landing page with every kind of content, a product page, the recipes and this page for serious violations of WCAG 2.1 A and AA.',
              ),
            ],
            [
              bold(say('Manuelle test med tastatur: ', 'Manual keyboard checks: ')),
              say(
                'vi bruger menuen, søgningen, kurven, kassen og login med tastaturet alene og tjekker, at alt kan nås, at fokus altid er synligt, og at det følger en logisk rækkefølge.',
                'we use the menu, search, the basket, the checkout and login with the keyboard alone and check that everything can be reached, that focus is always visible and that it moves in a logical order.',
              ),
            ],
          ),
          p(
            say(
              'Automatiske test finder ikke alle problemer, og vi har endnu ikke fået webshoppen gennemgået af brugere med handicap eller af et eksternt bureau. Derfor er din besked vigtig for os.',
              'Automated checks do not find every problem, and the web shop has not yet been reviewed by users with disabilities or by an outside agency. That is why your message matters to us.',
            ),
          ),
          h2(say('Kendte begrænsninger', 'Known limitations')),
          ul(
            [
              say(
                'Videoer fra YouTube, kort fra Google Maps og formularer fra Typeform vises i indlejrede rammer fra udbyderne og følger deres tilgængelighed, ikke vores. Undertekster og synstolkning af videoerne afhænger af, hvad der findes på YouTube.',
                'Videos from YouTube, maps from Google Maps and forms from Typeform are shown in frames embedded from their providers and follow the providers’ accessibility, not ours. Subtitles and audio description of the videos depend on what YouTube has.',
              ),
            ],
            [
              say(
                'Kortet over butikken på siden Om os kan være svært at bruge uden mus; butikkens adresse står også som tekst nederst på hver side.',
                'The map of the shop on the About us page may be hard to use without a mouse; the shop’s address is also written at the foot of every page.',
              ),
            ],
            [
              say(
                'Kortbetalingen foregår på betalingsudbyderens side og følger dens tilgængelighed. Erhvervskunder kan i stedet betale med faktura, når de er godkendt til det.',
                'Card payment takes place on the payment provider’s page and follows its accessibility. Business customers may pay by invoice instead once approved for it.',
              ),
            ],
          ),
          h2(say('Meld et problem', 'Report a problem')),
          p(
            say(
              'Støder du på noget, du ikke kan bruge, eller har du brug for en oplysning i en anden form, så skriv til ',
              'If you come across something you cannot use, or need information in another form, write to ',
            ),
            urlLink(SHOP_EMAIL, `mailto:${SHOP_EMAIL}`, false),
            say(' eller ring på ', ' or call '),
            urlLink(SHOP_PHONE[locale], `tel:${SHOP_PHONE.tel}`, false),
            say(
              '. Skriv gerne, hvilken side det drejer sig om, og hvad du brugte (fx skærmlæser eller browser). Vi svarer, så snart vi kan, og hjælper dig imens med din bestilling på mail eller telefon.',
              '. Please say which page it is about and what you were using (a screen reader or browser, for instance). We answer as soon as we can and meanwhile help you with your order by e-mail or phone.',
            ),
          ),
          h2(say('Om erklæringen', 'About this statement')),
          p(
            say(
              'Erklæringen er udarbejdet den 26. november 2026. Vi opdaterer den, når vi ændrer webshoppen væsentligt eller retter en af begrænsningerne.',
              'This statement was made on 26 November 2026. We update it when we change the web shop substantially or fix one of the limitations.',
            ),
          ),
        ),
      },
    ],
  }))
}

/** The customer service pages the footer links to; the delivery page's address is the storefront's too. */
export const SERVICE_PAGE_URLS = {
  delivery: '/levering/',
  returns: '/returnering-og-fortrydelsesret/',
  privacy: '/privatlivs-og-cookiepolitik/',
  contact: '/kontakt/',
  shop: '/butikken-i-aarhus/',
  club: '/delikat-klub/',
} as const
export const WITHDRAWAL_URL = '/fortryd/'
export const SHOP_OPENING_HOURS = {
  da: 'Mandag-fredag 10-18, lørdag 10-15, søndag lukket',
  en: 'Monday-Friday 10-18, Saturday 10-15, Sunday closed',
} as const

/** A delivery method's price and free amount as the demo seeds them (seed/delivery.ts), so no amount is typed twice. */
function deliveryLine(type: DeliveryMethodType, say: (da: string, en: string) => string): string {
  const method = DEMO_DELIVERY_METHODS.find((m) => m.methodType === type)
  if (!method) return ''
  // Whole kroner as a text writes them ("69 kr."), not the price tag's "69,-".
  const kroner = (ore: number) => `${formatPrice(ore).replace(/,-$/, '')} kr.`
  const name = say(...method.name)
  const price = method.price === 0 ? say('gratis', 'free') : kroner(method.price)
  const free = method.freeAbove
    ? say(`, gratis ved køb for mindst ${kroner(method.freeAbove)}`, `, free on orders of ${kroner(method.freeAbove)} or more`)
    : ''
  const head = `${name}: ${price}${free}`
  // "69 kr." already ends the sentence: no second full stop.
  return `${head}${head.endsWith('.') ? '' : '.'} ${say(...method.description).replace(/ ?Gratis.*$| ?Free.*$/, '')}`
}

/**
 * The customer service pages: delivery, returns and the right of withdrawal, privacy and cookies, contact and opening
 * hours, and the shop in Aarhus. Plain, true to how the shop works (the delivery methods, the withdrawal function
 * at /fortryd/, the data the customer service keeps), in Danish and English.
 */
export async function seedServicePages(payload: Payload): Promise<void> {
  await publishPage(payload, { url: SERVICE_PAGE_URLS.delivery, contentType: 'ContentPage' }, (say) => ({
    title: say('Levering', 'Delivery'),
    seo: {
      title: say('Levering hos Delikat: priser og leveringstid', 'Delivery at Delikat: prices and delivery times'),
      description: say(
        'Sådan leverer Delikat: til døren, til en pakkeshop, med cykelbud samme dag eller afhentning i butikken i Aarhus.',
        'How Delikat delivers: to your door, to a service point, by same-day bike courier or for collection in the Aarhus shop.',
      ),
    },
    components: [
      {
        blockType: 'articleHero',
        title: say('Levering', 'Delivery'),
        subtitle: say('Priser, leveringstid og afhentning', 'Prices, delivery times and collection'),
      },
      {
        blockType: 'richText',
        content: richText(
          p(
            say(
              'Vi sender i hele Danmark. Du vælger leveringsmetoden i kassen og ser prisen, før du betaler. Vi pakker vin og delikatesser, så de tåler turen, og sender ost og andre kølevarer sådan, at de kommer frem kolde.',
              'We deliver throughout Denmark. You choose the delivery method at checkout and see the price before you pay. We pack wine and delicacies to survive the journey, and send cheese and other chilled goods so that they arrive cold.',
            ),
          ),
          h2(say('Leveringsmetoder og priser', 'Delivery methods and prices')),
          ul(
            [deliveryLine('DeliveryAddress', say)],
            [deliveryLine('PostNord', say)],
            [deliveryLine('Burd', say)],
            [deliveryLine('SimplePickup', say)],
          ),
          p(
            say(
              'Priserne er inkl. moms. Som erhvervskunde ser du dem ekskl. moms i kurven og kassen. Billetter til arrangementer og e-gavekort sendes på e-mail og koster intet at levere.',
              'Prices include VAT. As a business customer you see them excl. VAT in the basket and at checkout. Event tickets and e-gift cards are sent by e-mail at no delivery charge.',
            ),
          ),
          h2(say('Leveringstid', 'Delivery time')),
          p(
            say(
              'Bestiller du en hverdag inden kl. 14, sender vi samme dag, og PostNord leverer normalt på 1-3 hverdage. Du får en mail med track-and-trace, når pakken er sendt. Ved afhentning i butikken får du besked, når varerne er klar – som regel næste hverdag.',
              'Order on a working day before 2 pm and we send the same day; PostNord normally delivers in 1-3 working days. You get an e-mail with tracking when the parcel is on its way. For collection in the shop you are told when the goods are ready – usually the next working day.',
            ),
          ),
          h2(say('Alkohol', 'Alcohol')),
          p(
            say(
              'Vin og spiritus udleveres kun til personer over 18 år. Vi beder om alderstjek med MitID, før du betaler, og buddet eller butikken kan bede om legitimation.',
              'Wine and spirits are handed over only to persons of 18 or over. We ask for an age check with MitID before you pay, and the courier or the shop may ask for ID.',
            ),
          ),
          h2(say('Skader og mangler', 'Damage and missing items')),
          p(
            say(
              `Er en flaske gået i stykker, eller mangler der noget, så skriv til ${SHOP_EMAIL} inden for 14 dage med dit ordrenummer og gerne et billede. Vi sender en ny eller betaler tilbage.`,
              `If a bottle has broken or something is missing, write to ${SHOP_EMAIL} within 14 days with your order number and a picture if you can. We send a new one or refund you.`,
            ),
          ),
        ),
      },
    ],
  }))

  await publishPage(payload, { url: SERVICE_PAGE_URLS.returns, contentType: 'ContentPage' }, (say) => ({
    title: say('Returnering og fortrydelsesret', 'Returns and right of withdrawal'),
    seo: {
      title: say('Returnering og 14 dages fortrydelsesret', 'Returns and the 14-day right of withdrawal'),
      description: say(
        'Sådan fortryder du et køb hos Delikat inden for 14 dage, sender varerne retur og får pengene tilbage.',
        'How to withdraw from a purchase at Delikat within 14 days, return the goods and get your money back.',
      ),
    },
    components: [
      {
        blockType: 'articleHero',
        title: say('Returnering og fortrydelsesret', 'Returns and right of withdrawal'),
        subtitle: say('14 dage til at fortryde', '14 days to change your mind'),
      },
      {
        blockType: 'richText',
        content: richText(
          p(
            say(
              'Som privatkunde har du 14 dages fortrydelsesret. Fristen løber fra den dag, du modtager varerne (billetter og e-gavekort: fra den dag, du bestiller). Du behøver ikke give en grund.',
              'As a consumer you have a 14-day right of withdrawal. The period runs from the day you receive the goods (tickets and e-gift cards: from the day you order). You need not give a reason.',
            ),
          ),
          h2(say('Sådan fortryder du', 'How to withdraw')),
          ul(
            [
              say('Brug ', 'Use '),
              urlLink(say('Fortryd købet her', 'Withdraw from your purchase here'), WITHDRAWAL_URL, false),
              say(
                ': find ordren med ordrenummer og e-mailadresse (eller under dine ordrer, hvis du har en konto), vælg varerne og bekræft. Du får straks en kvittering på mail.',
                ': find the order by order number and e-mail address (or under your orders if you have an account), choose the items and confirm. You receive a receipt by e-mail at once.',
              ),
            ],
            [
              say(
                `Eller skriv til ${SHOP_EMAIL} med dit ordrenummer og hvad du fortryder.`,
                `Or write to ${SHOP_EMAIL} with your order number and what you withdraw from.`,
              ),
            ],
          ),
          h2(say('Sådan returnerer du', 'How to return')),
          p(
            say(
              `Send varerne retur senest 14 dage efter, at du har fortrudt, til Delikat ApS, ${SHOP_ADDRESS}, eller aflever dem i butikken. Pak dem godt ind, og læg kvitteringen eller ordrenummeret i pakken. Du betaler selv returportoen. Varerne skal være i samme stand og mængde, som da du fik dem; har de mistet værdi, fordi de er håndteret mere end nødvendigt for at se dem an, kan vi trække det fra.`,
              `Return the goods no later than 14 days after withdrawing, to Delikat ApS, ${SHOP_ADDRESS}, or hand them in at the shop. Pack them well and put the receipt or the order number in the parcel. You pay for the return. The goods must be in the same condition and quantity as you received them; if they have lost value because they were handled more than needed to inspect them, we may deduct that.`,
            ),
          ),
          h2(say('Pengene tilbage', 'Your refund')),
          p(
            say(
              'Vi betaler købesummen og den billigste leveringspris tilbage senest 14 dage efter, at vi har fået din besked om, at du fortryder – med samme betalingsmiddel, som du betalte med. Vi må vente med at betale, til vi har fået varerne retur, eller du har vist, at de er sendt.',
              'We refund the price and the cheapest delivery price no later than 14 days after receiving your notice of withdrawal – to the same means of payment you used. We may wait until we have the goods back, or you have shown that they have been sent.',
            ),
          ),
          h2(say('Hvad kan ikke fortrydes?', 'What cannot be withdrawn from?')),
          ul(
            [
              say(
                'Friske fødevarer, der opbevares på køl eller frost, og andre varer, der hurtigt bliver dårlige',
                'Fresh food kept chilled or frozen, and other goods that perish quickly',
              ),
            ],
            [
              say(
                'Forseglede varer, hvis forseglingen er brudt (fx en åbnet flaske)',
                'Sealed goods whose seal has been broken (an opened bottle, for instance)',
              ),
            ],
            [
              say(
                'Varer lavet efter dine ønsker, fx gavekurve med hilsen',
                'Goods made to your wishes, such as gift baskets with a greeting',
              ),
            ],
            [
              say(
                'Billetter til arrangementer på en bestemt dato og brugte gavekort',
                'Tickets for events on a set date, and used gift cards',
              ),
            ],
          ),
          p(
            say(
              'Det står også på produktsiden, når en vare ikke kan fortrydes. Køb som erhvervskunde er ikke omfattet af fortrydelsesretten. Din reklamationsret på 2 år gælder uanset.',
              'The product page says so too when an item cannot be withdrawn from. Purchases by business customers are not covered by the right of withdrawal. Your 2-year right to complain about faults applies regardless.',
            ),
          ),
        ),
      },
    ],
  }))

  await publishPage(payload, { url: SERVICE_PAGE_URLS.privacy, contentType: 'ContentPage' }, (say) => ({
    title: say('Privatlivs- og cookiepolitik', 'Privacy and cookie policy'),
    seo: {
      title: say('Privatlivs- og cookiepolitik for Delikat', 'Privacy and cookie policy for Delikat'),
      description: say(
        'Hvilke oplysninger Delikat gemmer om dig, hvorfor, hvor længe, og hvilke cookies vi bruger.',
        'What Delikat stores about you, why, for how long, and which cookies we use.',
      ),
    },
    components: [
      {
        blockType: 'articleHero',
        title: say('Privatlivs- og cookiepolitik', 'Privacy and cookie policy'),
        subtitle: say('Dine data hos Delikat', 'Your data at Delikat'),
      },
      {
        blockType: 'richText',
        content: richText(
          p(
            say(
              `Delikat ApS, ${SHOP_ADDRESS}, CVR 12345674, er dataansvarlig for de oplysninger, vi behandler om dig. Spørgsmål om dine data kan du sende til ${SHOP_EMAIL}.`,
              `Delikat ApS, ${SHOP_ADDRESS}, CVR 12345674, is the data controller for the information we process about you. Send questions about your data to ${SHOP_EMAIL}.`,
            ),
          ),
          h2(say('Hvad vi gemmer, og hvorfor', 'What we store, and why')),
          ul(
            [
              bold(say('Ordrer: ', 'Orders: ')),
              say(
                'navn, adresse, e-mail, telefon, varer og beløb, så vi kan levere, fakturere og hjælpe ved reklamationer (aftalen). Ordrerne gemmer vi i 5 år efter regnskabsårets udløb, fordi bogføringsloven kræver det.',
                'name, address, e-mail, phone, items and amounts, so we can deliver, invoice and help with complaints (the contract). We keep orders for 5 years after the end of the financial year, because Danish bookkeeping law requires it.',
              ),
            ],
            [
              bold(say('Kundekonto: ', 'Customer account: ')),
              say(
                'dine adresser, favoritter og ordrehistorik, så længe du har kontoen. Du kan hente dine data og slette kontoen selv under Min konto.',
                'your addresses, favourites and order history, for as long as you have the account. You can download your data and delete the account yourself under My account.',
              ),
            ],
            [
              bold(say('Alderstjek: ', 'Age check: ')),
              say(
                'at du er over 16 eller 18 år, bekræftet med MitID – ikke dit CPR-nummer – fordi loven kræver, at vi tjekker alderen ved salg af alkohol.',
                'that you are over 16 or 18, confirmed with MitID – not your CPR number – because the law requires us to check age when selling alcohol.',
              ),
            ],
            [
              bold(say('Henvendelser: ', 'Enquiries: ')),
              say(
                'mails og opkald til kundeservice, så vi kan svare dig; vi sletter dem efter 2 år.',
                'e-mails and calls to customer service, so we can answer you; we delete them after 2 years.',
              ),
            ],
          ),
          p(
            say(
              'Vi deler kun oplysninger med dem, der skal bruge dem for at levere din ordre: betalingsudbyderen, PostNord eller Burd og vores IT-leverandør, som alle behandler dem efter vores instruks. Vi sælger aldrig dine data. Du har ret til indsigt, berigtigelse, sletning og dataportabilitet og kan klage til Datatilsynet.',
              'We share information only with those who need it to fulfil your order: the payment provider, PostNord or Burd, and our IT supplier, all of whom process it on our instructions. We never sell your data. You have the right of access, rectification, erasure and data portability and may complain to the Danish Data Protection Agency.',
            ),
          ),
          h2(say('Cookies', 'Cookies')),
          p(
            say(
              'Cookies er små tekstfiler, som hjemmesiden gemmer i din browser. Vi bruger fire slags:',
              'Cookies are small text files the website stores in your browser. We use four kinds:',
            ),
          ),
          ul(
            [
              bold(say('Nødvendige: ', 'Necessary: ')),
              say(
                'husker din kurv, dit login og dit sprog. Uden dem virker webshoppen ikke, så de kræver ikke samtykke.',
                'remember your basket, your login and your language. The web shop does not work without them, so they need no consent.',
              ),
            ],
            [
              bold(say('Funktionelle: ', 'Functional: ')),
              say(
                'husker dine valg og viser indhold fra andre, fx kort, videoer, formularer og chat med kundeservice. Kun med dit samtykke.',
                'remember your choices and show content from others, such as maps, videos, forms and chat with customer service. Only with your consent.',
              ),
            ],
            [
              bold(say('Statistik: ', 'Statistics: ')),
              say(
                'fortæller os anonymt, hvilke sider der bliver brugt, så vi kan gøre webshoppen bedre. Kun med dit samtykke.',
                'tell us anonymously which pages are used, so we can improve the web shop. Only with your consent.',
              ),
            ],
            [
              bold(say('Marketing: ', 'Marketing: ')),
              say(
                'lader os vise dig relevante annoncer på andre sider og måle dem. Kun med dit samtykke.',
                'let us show you relevant ads on other sites and measure them. Only with your consent.',
              ),
            ],
          ),
          p(
            say(
              'Du vælger selv i cookiedialogen, første gang du besøger os, og du kan til enhver tid ændre eller trække dit samtykke tilbage under "Cookieindstillinger" nederst på hver side. Vi gemmer dit valg som dokumentation (et tilfældigt samtykke-id, tidspunktet, dine valg og tekstens version – ikke din IP-adresse) og spørger igen efter 12 måneder. Indlejrede videoer og kort fra YouTube og Google Maps sætter deres egne cookies, når du afspiller eller bruger dem.',
              'You choose in the cookie dialog on your first visit, and you can change or withdraw your consent at any time under "Cookie settings" at the bottom of every page. We keep your choice as proof (a random consent id, the time, your choices and the version of the text – not your IP address) and ask again after 12 months. Embedded videos and maps from YouTube and Google Maps set their own cookies when you play or use them.',
            ),
          ),
        ),
      },
    ],
  }))

  await publishPage(payload, { url: SERVICE_PAGE_URLS.contact, contentType: 'ContentPage' }, (say, locale) => ({
    title: say('Kontakt og åbningstider', 'Contact and opening hours'),
    seo: {
      title: say('Kontakt Delikat', 'Contact Delikat'),
      description: say(
        `Skriv til ${SHOP_EMAIL}, ring på ${SHOP_PHONE.da}, eller kig forbi butikken i Vestergade i Aarhus.`,
        `Write to ${SHOP_EMAIL}, call ${SHOP_PHONE.en}, or drop by the shop in Vestergade, Aarhus.`,
      ),
    },
    components: [
      {
        blockType: 'articleHero',
        title: say('Kontakt og åbningstider', 'Contact and opening hours'),
        subtitle: say('Vi hjælper gerne', 'We are glad to help'),
      },
      {
        blockType: 'richText',
        content: richText(
          h2(say('Kundeservice', 'Customer service')),
          ul(
            [say('E-mail: ', 'E-mail: '), urlLink(SHOP_EMAIL, `mailto:${SHOP_EMAIL}`, false)],
            [say('Telefon: ', 'Phone: '), urlLink(SHOP_PHONE[locale], `tel:${SHOP_PHONE.tel}`, false)],
          ),
          p(
            say(
              'Vi svarer på mails inden for én hverdag. Telefonen er åben, når butikken er. Skriv gerne dit ordrenummer, hvis det gælder en ordre.',
              'We answer e-mails within one working day. The phone is open when the shop is. Please include your order number if it concerns an order.',
            ),
          ),
          h2(say('Åbningstider', 'Opening hours')),
          p(say(SHOP_OPENING_HOURS.da, SHOP_OPENING_HOURS.en)),
          h2(say('Adresse', 'Address')),
          p(`Delikat ApS, ${SHOP_ADDRESS}`),
          p(say('CVR 12345674', 'VAT no. DK12345674')),
        ),
      },
    ],
  }))

  // The customer club: what members get, and the sign-up form (docs/api/marketing.md).
  await publishPage(payload, { url: SERVICE_PAGE_URLS.club, contentType: 'ContentPage' }, (say) => ({
    title: say('Delikat Klub', 'The Delikat Club'),
    seo: {
      title: say('Bliv medlem af Delikat Klub', 'Join the Delikat Club'),
      description: say(
        'Gratis medlemskab: tilbud, invitationer til smagninger og nyheder fra butikken på mail. Du kan melde dig ud når som helst.',
        'Free membership: offers, invitations to tastings and news from the shop by e-mail. You can leave at any time.',
      ),
    },
    components: [
      {
        blockType: 'articleHero',
        title: say('Delikat Klub', 'The Delikat Club'),
        subtitle: say('Gratis – og du kan altid melde dig ud', 'Free – and you can always leave'),
      },
      {
        blockType: 'richText',
        content: richText(
          ul(
            [
              say(
                'Medlemstilbud på vin og delikatesser, et par gange om måneden.',
                'Member offers on wine and delicacies, a couple of times a month.',
              ),
            ],
            [
              say(
                'Invitationer til smagninger i butikken, før billetterne kommer i salg.',
                'Invitations to tastings in the shop before the tickets go on sale.',
              ),
            ],
            [say('Anbefalinger ud fra det, du køber – kun hvis du vil.', 'Recommendations based on what you buy – only if you want them.')],
          ),
          p(
            say(
              'Du melder dig ud med linket i hver mail eller under Min konto, og du vælger selv, hvad vi må kontakte dig om.',
              'You leave with the link in every e-mail or under My account, and you choose what we may contact you about.',
            ),
          ),
        ),
      },
      {
        blockType: 'clubSignup',
        title: say('Meld dig ind', 'Sign up'),
        text: say(
          'Skriv din e-mailadresse, så får du velkomstmailen med det samme.',
          'Enter your e-mail address and the welcome mail is on its way.',
        ),
      },
    ],
  }))

  await publishPage(payload, { url: SERVICE_PAGE_URLS.shop, contentType: 'ContentPage' }, (say) => ({
    title: say('Butikken i Aarhus', 'The shop in Aarhus'),
    seo: {
      title: say('Delikats butik i Vestergade, Aarhus', "Delikat's shop in Vestergade, Aarhus"),
      description: say(
        'Besøg Delikat i Vestergade 12 i Aarhus: smag før du køber, hent din webordre gratis, og kom til vinsmagning.',
        'Visit Delikat at Vestergade 12 in Aarhus: taste before you buy, collect your web order for free, and join a wine tasting.',
      ),
    },
    components: [
      { blockType: 'articleHero', title: say('Butikken i Aarhus', 'The shop in Aarhus'), subtitle: say(SHOP_ADDRESS, SHOP_ADDRESS) },
      {
        blockType: 'richText',
        content: richText(
          p(
            say(
              'I Vestergade midt i Aarhus står hele sortimentet på hylderne: vin, oste, olier og alt det andet gode. Vi åbner gerne en flaske eller skærer en bid ost, så du kan smage, før du køber.',
              'In Vestergade in the middle of Aarhus the whole range is on the shelves: wine, cheese, oils and everything else good. We are happy to open a bottle or cut a piece of cheese so you can taste before you buy.',
            ),
          ),
          h2(say('Åbningstider', 'Opening hours')),
          p(say(SHOP_OPENING_HOURS.da, SHOP_OPENING_HOURS.en)),
          h2(say('Hent din webordre', 'Collect your web order')),
          p(
            say(
              'Vælg "Hent i butikken" i kassen – det er gratis. Vi skriver til dig, når ordren er klar, som regel næste hverdag. Tag ordrenummeret med, og legitimation hvis ordren indeholder alkohol.',
              'Choose "Click and collect" at checkout – it is free. We write to you when the order is ready, usually the next working day. Bring the order number, and ID if the order contains alcohol.',
            ),
          ),
          h2(say('Vinsmagninger', 'Wine tastings')),
          p(
            say(
              'Vi holder vinsmagninger i butikken et par gange om måneden, hvor vi smager os gennem en region eller en producent med ost og pølser til. Billetter køber du i webshoppen under Arrangementer.',
              'We hold wine tastings in the shop a couple of times a month, tasting our way through a region or a producer with cheese and charcuterie. Buy tickets in the web shop under Events.',
            ),
          ),
        ),
      },
      { blockType: 'embeddedMap', title: say('Find butikken', 'Find the shop'), query: SHOP_ADDRESS, height: 400 },
    ],
  }))
}
