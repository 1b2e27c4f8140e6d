/** Seeds the demo shop into an empty database (DESIGN §2). Never runs against one that holds data. */
import type { Payload } from 'payload'
import { defaultTranslations } from '../../../src/i18n/default-translations'
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_PRODUCTS, DEMO_STAFF } from './demo-data'
import { drawImage, type Motif } from './images'

type Id = number

export async function isEmpty(payload: Payload): Promise<boolean> {
  const counts = await Promise.all(
    (['users', 'customers', 'products', 'pages'] as const).map((collection) => payload.count({ collection })),
  )
  return counts.every((c) => c.totalDocs === 0)
}

async function image(payload: Payload, motif: Motif, name: string, alt: { da: string; en: string }): Promise<Id> {
  const { data } = await drawImage(motif)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: alt.da },
    locale: 'da',
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
  })
  await payload.update({ collection: 'media', id: doc.id, data: { alt: alt.en }, locale: 'en' })
  return doc.id
}

async function seedPeople(payload: Payload) {
  for (const staff of DEMO_STAFF) {
    await payload.create({
      collection: 'users',
      data: { email: staff.email, name: staff.name, roles: [...staff.roles], password: DEMO_PASSWORD },
    })
  }
  for (const customer of DEMO_CUSTOMERS) {
    await payload.create({ collection: 'customers', data: { ...customer, password: DEMO_PASSWORD } })
  }
}

async function seedProducts(payload: Payload): Promise<Record<string, Id>> {
  const ids: Record<string, Id> = {}
  for (const p of DEMO_PRODUCTS) {
    const imageId = await image(payload, p.motif, p.key, p.name)
    const doc = await payload.create({
      collection: 'products',
      locale: 'da',
      data: {
        name: p.name.da,
        friendlyUrlName: '',
        productNumber: p.productNumber,
        type: p.type,
        price: p.price,
        stockQuantity: p.stockQuantity,
        stockState: p.stockState ?? 'OutOfStock',
        alcoholPercentage: p.alcoholPercentage ?? null,
        netContent: p.netContent ?? null,
        netContentUnit: p.netContentUnit ?? null,
        shortDescription: p.shortDescription.da,
        images: [imageId],
        review: p.review ?? {},
      },
    })
    await payload.update({
      collection: 'products',
      id: doc.id,
      locale: 'en',
      data: { name: p.name.en, shortDescription: p.shortDescription.en },
    })
    ids[p.key] = doc.id
  }
  return ids
}

async function seedPages(payload: Payload, products: Record<string, Id>) {
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
  return { home: homeDoc.id, basket: basketDoc.id }
}

async function seedMenus(payload: Payload, products: Record<string, Id>, pages: { home: Id; basket: Id }) {
  const item = async (
    name: { da: string; en: string },
    type: 'root' | 'header' | 'item' | 'image',
    parent: Id | null,
    sortOrder: number,
    link?: { type: 'Content' | 'PimProduct'; page?: Id; product?: Id },
  ): Promise<Id> => {
    const doc = await payload.create({
      collection: 'menu-items',
      locale: 'da',
      data: { name: name.da, type, parent, sortOrder, link: link ?? {} },
    })
    await payload.update({ collection: 'menu-items', id: doc.id, locale: 'en', data: { name: name.en } })
    return doc.id
  }
  const product = (key: string) => ({ type: 'PimProduct' as const, product: products[key] })

  const roots: Record<'B2C' | 'B2B', Id> = { B2C: 0, B2B: 0 }
  for (const customerType of ['B2C', 'B2B'] as const) {
    const root = await item({ da: `Menu ${customerType}`, en: `Menu ${customerType}` }, 'root', null, 0)
    roots[customerType] = root
    const wine = await item({ da: 'Vin', en: 'Wine' }, 'header', root, 1)
    await item({ da: 'Barolo', en: 'Barolo' }, 'item', wine, 1, product('barolo'))
    await item({ da: 'Chablis', en: 'Chablis' }, 'item', wine, 2, product('chablis'))
    await item({ da: 'Rosé', en: 'Rosé' }, 'item', wine, 3, product('rose'))
    const deli = await item({ da: 'Delikatesser', en: 'Delicacies' }, 'header', root, 2)
    await item({ da: 'Ost', en: 'Cheese' }, 'item', deli, 1, product('gammel-knas'))
    await item({ da: 'Olivenolie', en: 'Olive oil' }, 'item', deli, 2, product('olivenolie'))
    await item({ da: 'Snacks', en: 'Snacks' }, 'item', deli, 3, product('troeffelchips'))
    const gifts = await item({ da: customerType === 'B2B' ? 'Firmagaver' : 'Gaver', en: customerType === 'B2B' ? 'Corporate gifts' : 'Gifts' }, 'header', root, 3)
    await item({ da: 'Gavekurve', en: 'Gift baskets' }, 'item', gifts, 1, product('gavekurv'))
    await item({ da: 'Skærebræt', en: 'Cutting boards' }, 'item', gifts, 2, product('skaerebraet'))
    const events = await item({ da: 'Arrangementer', en: 'Events' }, 'header', root, 4)
    await item({ da: 'Vinsmagning', en: 'Wine tasting' }, 'item', events, 1, product('vinsmagning'))
    await item({ da: 'Kurv', en: 'Basket' }, 'item', root, 5, { type: 'Content', page: pages.basket })
  }
  await payload.updateGlobal({ slug: 'settings', data: { menuB2CNode: roots.B2C, menuB2BNode: roots.B2B } })
}

async function seedFooter(payload: Payload) {
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'da',
    data: {
      columns: [
        { title: 'Butikken', links: [{ text: 'Forside', url: '/' }, { text: 'Kurv', url: '/kurv/' }] },
        { title: 'Kontakt', links: [{ text: 'kundeservice@delikat.dk', url: 'mailto:kundeservice@delikat.dk' }, { text: '70 20 30 40', url: 'tel:+4570203040' }] },
      ],
      text: 'Delikat ApS · Vestergade 12 · 8000 Aarhus C · CVR 12345674',
    },
  })
  const footer = await payload.findGlobal({ slug: 'footer', locale: 'da', depth: 0 })
  const en = [
    { title: 'The shop', links: ['Home', 'Basket'] },
    { title: 'Contact', links: ['kundeservice@delikat.dk', '+45 70 20 30 40'] },
  ]
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'en',
    data: {
      columns: (footer.columns ?? []).map((column, i) => ({
        ...column,
        title: en[i]?.title ?? column.title,
        links: (column.links ?? []).map((link, j) => ({ ...link, text: en[i]?.links[j] ?? link.text })),
      })),
      text: 'Delikat ApS · Vestergade 12 · DK-8000 Aarhus C · VAT no. DK12345674',
    },
  })
}

async function seedTranslations(payload: Payload) {
  for (const [key, da] of Object.entries(defaultTranslations.da)) {
    const doc = await payload.create({ collection: 'translations', locale: 'da', data: { key, namespace: 'common', value: da } })
    const en = defaultTranslations.en[key]
    if (en) await payload.update({ collection: 'translations', id: doc.id, locale: 'en', data: { value: en } })
  }
}

export async function seed(payload: Payload): Promise<void> {
  await seedPeople(payload)
  const products = await seedProducts(payload)
  const pages = await seedPages(payload, products)
  await seedMenus(payload, products, pages)
  await seedFooter(payload)
  await seedTranslations(payload)
}
