/** Seeds the demo shop into an empty database (DESIGN §2). Never runs against one that holds data. */
import type { Payload } from 'payload'
import { generateCatalogue } from './catalogue/generate'
import { createVariants, seedCampaigns, writeProducts } from './catalogue/seed'
import { seedCategories } from './categories'
import { seedDeliveryMethods } from './delivery'
import { seedGiftCardsAndVouchers } from './giftcards'
import { seedOrders } from './orders'
import { ACCESSIBILITY_URL, SHOP_EMAIL, SHOP_PHONE, TERMS_URL } from './content-pages'
import { DEMO_CUSTOMERS, DEMO_FIND_SMILEY_ID, DEMO_PASSWORD, DEMO_PRODUCTS, DEMO_STAFF } from './demo-data'
import { image, type Id } from './media'
import { seedPages } from './pages'
import { seedRecipes } from './recipes'
import { syncTranslations } from './translations'


export async function isEmpty(payload: Payload): Promise<boolean> {
  const counts = await Promise.all(
    (['users', 'customers', 'products', 'pages'] as const).map((collection) => payload.count({ collection })),
  )
  return counts.every((c) => c.totalDocs === 0)
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

/**
 * The catalogue (catalogue/generate.ts): the nine first products, written first and in order so their ids stay
 * 1–9, then the generated ones, each with a picture drawn for it, and their variants.
 */
async function seedProducts(payload: Payload, categories: Record<string, Id>): Promise<Record<string, Id>> {
  const { products, variants } = generateCatalogue()
  const ids = await writeProducts(payload, products, categories, DEMO_PRODUCTS.length)
  await createVariants(payload, variants, ids)
  return ids
}

async function seedMenus(payload: Payload, products: Record<string, Id>, pages: { home: Id; basket: Id }) {
  const item = async (
    name: { da: string; en: string },
    type: 'root' | 'header' | 'item' | 'image',
    parent: Id | null,
    sortOrder: number,
    link?: { type: 'Content' | 'PimProduct'; page?: Id; product?: Id },
    imageId?: Id,
  ): Promise<Id> => {
    const doc = await payload.create({
      collection: 'menu-items',
      locale: 'da',
      data: { name: name.da, type, parent, sortOrder, link: link ?? {}, ...(imageId ? { image: imageId } : {}) },
    })
    await payload.update({ collection: 'menu-items', id: doc.id, locale: 'en', data: { name: name.en } })
    return doc.id
  }
  const product = (key: string) => ({ type: 'PimProduct' as const, product: products[key] })

  // Image entries: a picture tile in the dropdown of a header (SPEC §2 menu entry type Image).
  const wineTile = await image(payload, 'heroWine', 'menu-vin', { da: 'Rødvin og rosé', en: 'Red wine and rosé' })
  const deliTile = await image(payload, 'heroDeli', 'menu-delikatesser', { da: 'Ost og olie', en: 'Cheese and oil' })
  const roots: Record<'B2C' | 'B2B', Id> = { B2C: 0, B2B: 0 }
  for (const customerType of ['B2C', 'B2B'] as const) {
    const root = await item({ da: `Menu ${customerType}`, en: `Menu ${customerType}` }, 'root', null, 0)
    roots[customerType] = root
    const wine = await item({ da: 'Vin', en: 'Wine' }, 'header', root, 1)
    // Three levels (SPEC §2): root, header (Vin) and sub-headers (Rødvin, Hvidvin og rosé) holding the items.
    const red = await item({ da: 'Rødvin', en: 'Red wine' }, 'header', wine, 1)
    await item({ da: 'Barolo', en: 'Barolo' }, 'item', red, 1, product('barolo'))
    const white = await item({ da: 'Hvidvin og rosé', en: 'White and rosé' }, 'header', wine, 2)
    await item({ da: 'Chablis', en: 'Chablis' }, 'item', white, 1, product('chablis'))
    await item({ da: 'Rosé', en: 'Rosé' }, 'item', white, 2, product('rose'))
    await item({ da: 'Månedens vin: Barolo', en: 'Wine of the month: Barolo' }, 'image', wine, 4, product('barolo'), wineTile)
    const deli = await item({ da: 'Delikatesser', en: 'Delicacies' }, 'header', root, 2)
    await item({ da: 'Ost', en: 'Cheese' }, 'item', deli, 1, product('gammel-knas'))
    await item({ da: 'Olivenolie', en: 'Olive oil' }, 'item', deli, 2, product('olivenolie'))
    await item({ da: 'Snacks', en: 'Snacks' }, 'item', deli, 3, product('troeffelchips'))
    await item({ da: 'Smag på Gammel Knas', en: 'Taste Gammel Knas' }, 'image', deli, 4, product('gammel-knas'), deliTile)
    const gifts = await item({ da: customerType === 'B2B' ? 'Firmagaver' : 'Gaver', en: customerType === 'B2B' ? 'Corporate gifts' : 'Gifts' }, 'header', root, 3)
    await item({ da: 'Gavekurve', en: 'Gift baskets' }, 'item', gifts, 1, product('gavekurv'))
    await item({ da: 'Skærebræt', en: 'Cutting boards' }, 'item', gifts, 2, product('skaerebraet'))
    const events = await item({ da: 'Arrangementer', en: 'Events' }, 'header', root, 4)
    await item({ da: 'Vinsmagning', en: 'Wine tasting' }, 'item', events, 1, product('vinsmagning'))
    await item({ da: 'Kurv', en: 'Basket' }, 'item', root, 5, { type: 'Content', page: pages.basket })
  }
  await payload.updateGlobal({ slug: 'settings', data: { menuB2CNode: roots.B2C, menuB2BNode: roots.B2B, findSmileyId: DEMO_FIND_SMILEY_ID } })
}

type FooterText = { da: string; en: string }

/** The footer's columns in both cultures side by side, so a link's Danish and English texts cannot drift apart. */
const FOOTER_COLUMNS: Array<{ title: FooterText; links: Array<{ text: FooterText; url: string }> }> = [
  {
    title: { da: 'Butikken', en: 'The shop' },
    links: [
      { text: { da: 'Forside', en: 'Home' }, url: '/' },
      { text: { da: 'Kurv', en: 'Basket' }, url: '/kurv/' },
      { text: { da: 'Handelsbetingelser', en: 'Terms and conditions' }, url: TERMS_URL },
      { text: { da: 'Tilgængelighedserklæring', en: 'Accessibility statement' }, url: ACCESSIBILITY_URL },
      // The withdrawal function the law wants on every page (docs/adr/0023); the storefront adds it if this is removed.
      { text: { da: 'Fortryd købet her', en: 'Withdraw from your purchase here' }, url: '/fortryd/' },
    ],
  },
  {
    title: { da: 'Kontakt', en: 'Contact' },
    links: [
      { text: { da: SHOP_EMAIL, en: SHOP_EMAIL }, url: `mailto:${SHOP_EMAIL}` },
      { text: { da: SHOP_PHONE.da, en: SHOP_PHONE.en }, url: `tel:${SHOP_PHONE.tel}` },
    ],
  },
]

async function seedFooter(payload: Payload) {
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'da',
    data: {
      columns: FOOTER_COLUMNS.map((column) => ({
        title: column.title.da,
        links: column.links.map((link) => ({ text: link.text.da, url: link.url })),
      })),
      text: 'Delikat ApS · Vestergade 12 · 8000 Aarhus C · CVR 12345674',
    },
  })
  // The English texts go onto the rows just written (their ids), as the admin's locale switch would.
  const footer = await payload.findGlobal({ slug: 'footer', locale: 'da', depth: 0 })
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'en',
    data: {
      columns: (footer.columns ?? []).map((column, i) => ({
        ...column,
        title: FOOTER_COLUMNS[i]?.title.en ?? column.title,
        links: (column.links ?? []).map((link, j) => ({ ...link, text: FOOTER_COLUMNS[i]?.links[j]?.text.en ?? link.text })),
      })),
      text: 'Delikat ApS · Vestergade 12 · DK-8000 Aarhus C · VAT no. DK12345674',
    },
  })
}

export async function seed(payload: Payload): Promise<void> {
  await seedPeople(payload)
  const categories = await seedCategories(payload)
  const products = await seedProducts(payload, categories)
  await seedCampaigns(payload, products)
  const pages = await seedPages(payload, products)
  await seedMenus(payload, products, pages)
  await seedFooter(payload)
  await syncTranslations(payload)
  await seedRecipes(payload)
  await seedGiftCardsAndVouchers(payload)
  await seedDeliveryMethods(payload)
  // Last: the demo orders and favourites point at the customers and the catalogue above.
  await seedOrders(payload)
}
