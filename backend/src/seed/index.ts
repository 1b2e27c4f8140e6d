/** Seeds the demo shop into an empty database (docs/architecture.md §2). Never runs against one that holds data. */
import type { Payload } from 'payload'
import { generateCatalogue } from './catalogue/generate'
import { createVariants, seedCampaigns, writeProducts } from './catalogue/seed'
import { seedCategories } from './categories'
import { seedDeliveryMethods } from './delivery'
import { seedGiftCardsAndVouchers } from './giftcards'
import { seedOrders } from './orders'
import {
  ACCESSIBILITY_URL,
  SERVICE_PAGE_URLS,
  SHOP_EMAIL,
  SHOP_OPENING_HOURS,
  SHOP_PHONE,
  seedServicePages,
  TERMS_URL,
  WITHDRAWAL_URL,
} from './content-pages'
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

type Text = { da: string; en: string }

/** Where a demo menu entry leads: a content page, or a category page by its key, optionally filtered per language. */
type MenuTarget = { page: Id } | { category: string; filter?: Text }

interface MenuEntry {
  name: Text
  type: 'header' | 'item' | 'image'
  to?: MenuTarget
  image?: Id
  children?: MenuEntry[]
}

/** A category page filtered on one facet (`?country=Frankrig`), written in each language's own values. */
const filtered = (category: string, key: string, values: Text[]): MenuTarget => ({
  category,
  filter: {
    da: `?${values.map((v) => `${key}=${encodeURIComponent(v.da)}`).join('&')}`,
    en: `?${values.map((v) => `${key}=${encodeURIComponent(v.en)}`).join('&')}`,
  },
})

const category = (key: string, name: Text, type: MenuEntry['type'] = 'item'): MenuEntry => ({ name, type, to: { category: key } })

/**
 * The demo menus (docs/product.md §2: root -> header -> item, plus image tiles), built on the category tree so every
 * category page is one dropdown away. Headings link to their category page, tiles lead to lists, never to one
 * product. The business menu's gifts are the business gifts; the rest is the same for both customer types.
 */
function demoMenu(
  customerType: 'B2C' | 'B2B',
  pages: { basket: Id; recipes: Id; giftCard: Id; giftCardStatus: Id; about: Id; landing: Id },
  tiles: { wine: Id; deli: Id; gifts: Id; recipes: Id },
): MenuEntry[] {
  const wineByCountry: Array<[Text, Text[]]> = [
    [{ da: 'Frankrig', en: 'France' }, [{ da: 'Frankrig', en: 'France' }]],
    [{ da: 'Italien', en: 'Italy' }, [{ da: 'Italien', en: 'Italy' }]],
    [{ da: 'Spanien', en: 'Spain' }, [{ da: 'Spanien', en: 'Spain' }]],
    [{ da: 'Portugal', en: 'Portugal' }, [{ da: 'Portugal', en: 'Portugal' }]],
    [
      { da: 'Tyskland og Østrig', en: 'Germany and Austria' },
      [
        { da: 'Tyskland', en: 'Germany' },
        { da: 'Østrig', en: 'Austria' },
      ],
    ],
    [
      { da: 'Den nye verden', en: 'The New World' },
      [
        { da: 'Argentina', en: 'Argentina' },
        { da: 'Australien', en: 'Australia' },
        { da: 'New Zealand', en: 'New Zealand' },
        { da: 'Sydafrika', en: 'South Africa' },
      ],
    ],
  ]
  const wine: MenuEntry = {
    name: { da: 'Vin', en: 'Wine' },
    type: 'header',
    to: { category: 'vin' },
    children: [
      {
        ...category('vin', { da: 'Vin efter farve', en: 'Wine by colour' }, 'header'),
        children: [
          category('roedvin', { da: 'Rødvin', en: 'Red wine' }),
          category('hvidvin', { da: 'Hvidvin', en: 'White wine' }),
          category('rose', { da: 'Rosé', en: 'Rosé' }),
          category('mousserende', { da: 'Mousserende', en: 'Sparkling' }),
          category('dessertvin', { da: 'Dessertvin', en: 'Dessert wine' }),
          category('orangevin', { da: 'Orangevin', en: 'Orange wine' }),
        ],
      },
      {
        // The wine page's country filter: there is no category per country.
        ...category('vin', { da: 'Vin efter land', en: 'Wine by country' }, 'header'),
        children: wineByCountry.map(([name, countries]) => ({ name, type: 'item' as const, to: filtered('vin', 'country', countries) })),
      },
      category('oel-og-cider', { da: 'Øl og cider', en: 'Beer and cider' }, 'header'),
      { name: { da: 'Efterårets rødvine', en: 'Red wines for autumn' }, type: 'image', to: { category: 'roedvin' }, image: tiles.wine },
    ],
  }
  const delicacies: MenuEntry = {
    name: { da: 'Delikatesser', en: 'Delicacies' },
    type: 'header',
    to: { category: 'delikatesser' },
    children: [
      {
        ...category('delikatesser', { da: 'Til bordet', en: 'For the table' }, 'header'),
        children: [
          category('ost', { da: 'Ost', en: 'Cheese' }),
          category('paalaeg', { da: 'Pålæg', en: 'Charcuterie' }),
          category('olie-og-eddike', { da: 'Olie og eddike', en: 'Oil and vinegar' }),
          category('snacks', { da: 'Snacks', en: 'Snacks' }),
          category('syltetoej-og-konserves', { da: 'Syltetøj og konserves', en: 'Preserves' }),
        ],
      },
      {
        ...category('delikatesser', { da: 'Det søde og kaffen', en: 'Sweets and coffee' }, 'header'),
        children: [
          category('chokolade-og-konfekt', { da: 'Chokolade og konfekt', en: 'Chocolate and sweets' }),
          category('kaffe-og-te', { da: 'Kaffe og te', en: 'Coffee and tea' }),
        ],
      },
      {
        ...category('koekken-og-bord', { da: 'Køkken og bord', en: 'Kitchen and table' }, 'header'),
        children: [
          category('glas-og-karafler', { da: 'Glas og karafler', en: 'Glasses and carafes' }),
          category('servering', { da: 'Servering', en: 'Serving' }),
          category('koekkenredskaber', { da: 'Køkkenredskaber', en: 'Kitchen tools' }),
        ],
      },
      { name: { da: 'Ostebordet', en: 'The cheese board' }, type: 'image', to: { category: 'ost' }, image: tiles.deli },
    ],
  }
  const gifts: MenuEntry =
    customerType === 'B2C'
      ? {
          name: { da: 'Gaver', en: 'Gifts' },
          type: 'header',
          to: { category: 'gaver' },
          children: [
            {
              ...category('gaver', { da: 'Gaveideer', en: 'Gift ideas' }, 'header'),
              children: [
                category('gavekurve', { da: 'Gavekurve', en: 'Gift baskets' }),
                category('gaveaesker', { da: 'Gaveæsker', en: 'Gift boxes' }),
              ],
            },
            {
              name: { da: 'Gavekort', en: 'Gift cards' },
              type: 'header',
              to: { page: pages.giftCard },
              children: [
                { name: { da: 'Køb et gavekort', en: 'Buy a gift card' }, type: 'item', to: { page: pages.giftCard } },
                { name: { da: 'Saldo på gavekort', en: 'Gift card balance' }, type: 'item', to: { page: pages.giftCardStatus } },
              ],
            },
            {
              name: { da: 'Giv en smagsoplevelse', en: 'Give a taste experience' },
              type: 'image',
              to: { page: pages.giftCard },
              image: tiles.gifts,
            },
          ],
        }
      : {
          // What a company gives its staff and its customers, not the consumer's gift entries.
          name: { da: 'Firmagaver', en: 'Corporate gifts' },
          type: 'header',
          to: { category: 'gaver' },
          children: [
            {
              ...category('gaver', { da: 'Gaver fra firmaet', en: 'Gifts from the company' }, 'header'),
              children: [
                category('gavekurve', { da: 'Julekurve til medarbejdere', en: 'Christmas baskets for staff' }),
                category('gaveaesker', { da: 'Gaveæsker til kunder', en: 'Gift boxes for clients' }),
                { name: { da: 'Gavekort til medarbejdere', en: 'Gift cards for staff' }, type: 'item', to: { page: pages.giftCard } },
                category('arrangementer', { da: 'Vinsmagning for firmaet', en: 'Wine tasting for the company' }),
              ],
            },
            {
              name: { da: 'Julegaver til hele firmaet', en: 'Christmas gifts for the whole company' },
              type: 'image',
              to: { category: 'gavekurve' },
              image: tiles.gifts,
            },
          ],
        }
  return [
    wine,
    delicacies,
    gifts,
    category('arrangementer', { da: 'Arrangementer', en: 'Events' }),
    {
      name: { da: 'Inspiration', en: 'Inspiration' },
      type: 'header',
      children: [
        { name: { da: 'Opskrifter', en: 'Recipes' }, type: 'item', to: { page: pages.recipes } },
        { name: { da: 'Smagsoplevelser', en: 'Taste experiences' }, type: 'item', to: { page: pages.landing } },
        { name: { da: 'Om Delikat', en: 'About Delikat' }, type: 'item', to: { page: pages.about } },
        { name: { da: 'Mad til vinen', en: 'Food for the wine' }, type: 'image', to: { page: pages.recipes }, image: tiles.recipes },
      ],
    },
    { name: { da: 'Kurv', en: 'Basket' }, type: 'item', to: { page: pages.basket } },
  ]
}

async function seedMenus(payload: Payload, categories: Record<string, Id>, pages: Parameters<typeof demoMenu>[1]) {
  const write = async (entry: MenuEntry | { name: Text; type: 'root' }, parent: Id | null, sortOrder: number): Promise<Id> => {
    const to = 'to' in entry ? entry.to : undefined
    const categoryId = to && 'category' in to ? categories[to.category] : undefined
    if (to && 'category' in to && categoryId === undefined) throw new Error(`The menu needs the demo category ${to.category}`)
    const link = !to
      ? {}
      : 'page' in to
        ? { type: 'Content' as const, page: to.page }
        : { type: 'PimCategory' as const, category: categoryId }
    const filter = to && 'category' in to ? to.filter : undefined
    const image = 'image' in entry ? entry.image : undefined
    const doc = await payload.create({
      collection: 'menu-items',
      locale: 'da',
      data: {
        name: entry.name.da,
        type: entry.type,
        parent,
        sortOrder,
        link,
        categoryFilter: filter?.da ?? null,
        ...(image ? { image } : {}),
      },
    })
    await payload.update({
      collection: 'menu-items',
      id: doc.id,
      locale: 'en',
      data: { name: entry.name.en, ...(filter ? { categoryFilter: filter.en } : {}) },
    })
    for (const [index, child] of ('children' in entry ? (entry.children ?? []) : []).entries()) await write(child, doc.id, index + 1)
    return doc.id
  }

  // Image entries: a picture tile in the dropdown of a header (docs/product.md §2 menu entry type Image).
  const tiles = {
    wine: await image(payload, 'heroWine', 'menu-vin', { da: 'Rødvin i glas og flaske', en: 'Red wine in glass and bottle' }),
    deli: await image(payload, 'cheese', 'menu-delikatesser', { da: 'Et stykke lagret ost', en: 'A piece of aged cheese' }),
    gifts: await image(payload, 'giftCard', 'menu-gaver', { da: 'Gavekort med sløjfe', en: 'Gift card with a bow' }),
    recipes: await image(payload, 'heroDeli', 'menu-opskrifter', {
      da: 'Ost og olivenolie på bordet',
      en: 'Cheese and olive oil on the table',
    }),
  }
  const roots: Record<'B2C' | 'B2B', Id> = { B2C: 0, B2B: 0 }
  for (const customerType of ['B2C', 'B2B'] as const) {
    const root = await write({ name: { da: `Menu ${customerType}`, en: `Menu ${customerType}` }, type: 'root' }, null, 0)
    roots[customerType] = root
    for (const [index, entry] of demoMenu(customerType, pages, tiles).entries()) await write(entry, root, index + 1)
  }
  await payload.updateGlobal({
    slug: 'settings',
    data: { menuB2CNode: roots.B2C, menuB2BNode: roots.B2B, findSmileyId: DEMO_FIND_SMILEY_ID },
  })
}

type FooterText = { da: string; en: string }

/**
 * The footer's columns in both cultures side by side, so a link's Danish and English texts cannot drift apart:
 * customer service (what a Danish shopper looks for before buying), the shop, and contact. The main menus stay
 * the shop's; these links live here only.
 */
const FOOTER_COLUMNS: Array<{ title: FooterText; links: Array<{ text: FooterText; url: string }> }> = [
  {
    title: { da: 'Kundeservice', en: 'Customer service' },
    links: [
      { text: { da: 'Levering', en: 'Delivery' }, url: SERVICE_PAGE_URLS.delivery },
      { text: { da: 'Returnering og fortrydelsesret', en: 'Returns and right of withdrawal' }, url: SERVICE_PAGE_URLS.returns },
      // The withdrawal function the law wants on every page (docs/adr/0023); the storefront adds it if this is removed.
      { text: { da: 'Fortryd købet her', en: 'Withdraw from your purchase here' }, url: WITHDRAWAL_URL },
      // A guest's order by number and e-mail (docs/adr/0038).
      { text: { da: 'Find din ordre', en: 'Find your order' }, url: '/find-ordre/' },
      { text: { da: 'Privatlivs- og cookiepolitik', en: 'Privacy and cookie policy' }, url: SERVICE_PAGE_URLS.privacy },
      { text: { da: 'Handelsbetingelser', en: 'Terms and conditions' }, url: TERMS_URL },
      { text: { da: 'Tilgængelighedserklæring', en: 'Accessibility statement' }, url: ACCESSIBILITY_URL },
    ],
  },
  {
    title: { da: 'Delikat', en: 'Delikat' },
    links: [
      { text: { da: 'Butikken i Aarhus', en: 'The shop in Aarhus' }, url: SERVICE_PAGE_URLS.shop },
      { text: { da: 'Om os', en: 'About us' }, url: '/om-os/' },
      { text: { da: 'Opskrifter', en: 'Recipes' }, url: '/opskrifter/' },
      { text: { da: 'Gavekort', en: 'Gift cards' }, url: '/gavekort/' },
      { text: { da: 'Delikat Klub', en: 'The Delikat Club' }, url: SERVICE_PAGE_URLS.club },
    ],
  },
  {
    title: { da: 'Kontakt', en: 'Contact' },
    links: [
      { text: { da: 'Kontakt og åbningstider', en: 'Contact and opening hours' }, url: SERVICE_PAGE_URLS.contact },
      { text: { da: SHOP_EMAIL, en: SHOP_EMAIL }, url: `mailto:${SHOP_EMAIL}` },
      { text: { da: SHOP_PHONE.da, en: SHOP_PHONE.en }, url: `tel:${SHOP_PHONE.tel}` },
    ],
  },
]

async function seedFooter(payload: Payload) {
  // The pages the customer service column links to.
  await seedServicePages(payload)
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'da',
    data: {
      columns: FOOTER_COLUMNS.map((column) => ({
        title: column.title.da,
        links: column.links.map((link) => ({ text: link.text.da, url: link.url })),
      })),
      text: `Delikat ApS · Vestergade 12 · 8000 Aarhus C · CVR 12345674\nButikken: ${SHOP_OPENING_HOURS.da.toLowerCase()}`,
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
      text: `Delikat ApS · Vestergade 12 · DK-8000 Aarhus C · VAT no. DK12345674\nThe shop: ${SHOP_OPENING_HOURS.en}`,
    },
  })
}

export async function seed(payload: Payload): Promise<void> {
  await seedPeople(payload)
  const categories = await seedCategories(payload)
  const products = await seedProducts(payload, categories)
  await seedCampaigns(payload, products)
  const pages = await seedPages(payload, products, categories)
  await seedMenus(payload, categories, pages)
  await seedFooter(payload)
  await syncTranslations(payload)
  await seedRecipes(payload)
  await seedGiftCardsAndVouchers(payload)
  await seedDeliveryMethods(payload)
  // Last: the demo orders and favourites point at the customers and the catalogue above.
  await seedOrders(payload)
}
