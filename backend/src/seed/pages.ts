/** The demo shop's content pages (SPEC §2 nodes), in Danish and English. */
import type { Payload } from 'payload'
import { seedAboutPage, seedAccessibilityStatement, seedArticles, seedShopPages, type SeedImages } from './content-pages'
import { seedLandingPage } from './landing'
import { image, type Id } from './media'

export async function seedPages(payload: Payload, products: Record<string, Id>) {
  const heroWine = await image(payload, 'heroWine', 'hero-vin', { da: 'Vinflasker på mørkerød baggrund', en: 'Wine bottles on a dark red background' })
  const heroDeli = await image(payload, 'heroDeli', 'hero-delikatesser', { da: 'Ost og olivenolie', en: 'Cheese and olive oil' })
  const wines = [products.barolo, products.chablis, products.rose].filter((id): id is Id => id !== undefined)
  const deli = ['gammel-knas', 'olivenolie', 'troeffelchips', 'gavekurv', 'skaerebraet', 'vinsmagning']
    .map((k) => products[k])
    .filter((id): id is Id => id !== undefined)

  const home = (locale: 'da' | 'en') => ({
    title: locale === 'da' ? 'Forside' : 'Home',
    seo: {
      title: locale === 'da' ? 'Delikat: vin og delikatesser' : 'Delikat: wine and delicacies',
      description:
        locale === 'da'
          ? 'Håndplukkede vine og delikatesser fra små producenter, leveret til døren eller hentet i butikken.'
          : 'Hand-picked wines and delicacies from small producers, delivered to your door or collected in the shop.',
    },
    components: [
      {
        blockType: 'heroSlider' as const,
        slides: [
          {
            title: locale === 'da' ? 'Efterårets røde vine' : 'Red wines for autumn',
            text: locale === 'da' ? 'Nebbiolo, syrah og grenache til de lange aftener.' : 'Nebbiolo, Syrah and Grenache for the long evenings.',
            image: heroWine,
            linkUrl: `/produkter/barolo-docg-2019-cascina-lorenzo/${products.barolo}/`,
            linkText: locale === 'da' ? 'Se vinen' : 'See the wine',
          },
          {
            title: locale === 'da' ? 'Delikatesser fra små producenter' : 'Delicacies from small producers',
            text: locale === 'da' ? 'Ost, olie og alt det gode til bordet.' : 'Cheese, oil and everything good for the table.',
            image: heroDeli,
            linkUrl: `/produkter/gammel-knas-250-g/${products['gammel-knas']}/`,
            linkText: locale === 'da' ? 'Smag på Gammel Knas' : 'Taste Gammel Knas',
          },
        ],
      },
      { blockType: 'productCarousel' as const, title: locale === 'da' ? 'Udvalgte vine' : 'Selected wines', products: wines },
      { blockType: 'productCarousel' as const, title: locale === 'da' ? 'Delikatesser og gaver' : 'Delicacies and gifts', products: deli },
    ],
  })
  const homeDoc = await payload.create({
    collection: 'pages',
    locale: 'da',
    data: { ...home('da'), url: '/', contentType: 'FrontPage', _status: 'published' },
  })
  await payload.update({ collection: 'pages', id: homeDoc.id, locale: 'en', data: { ...home('en'), _status: 'published' } })

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
  return { home: homeDoc.id, basket: basketDoc.id, about, landing, accessibility, ...shop, articles }
}
