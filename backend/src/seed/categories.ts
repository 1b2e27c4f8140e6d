/** The demo category tree (Danish and English) and the leaf category of every demo product. */
import type { Payload } from 'payload'
import { slugify } from '../shop/slug'
import type { Id } from './media'

export interface DemoCategory {
  key: string
  name: { da: string; en: string }
  description?: { da: string; en: string }
  children?: DemoCategory[]
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: 'vin',
    name: { da: 'Vin', en: 'Wine' },
    description: {
      da: 'Vine fra små producenter i Europa og den nye verden.',
      en: 'Wines from small producers in Europe and the New World.',
    },
    children: [
      { key: 'roedvin', name: { da: 'Rødvin', en: 'Red wine' } },
      { key: 'hvidvin', name: { da: 'Hvidvin', en: 'White wine' } },
      { key: 'rose', name: { da: 'Rosé', en: 'Rosé' } },
      {
        key: 'mousserende',
        name: { da: 'Mousserende', en: 'Sparkling' },
        description: { da: 'Champagne, crémant, cava og prosecco.', en: 'Champagne, crémant, cava and prosecco.' },
      },
      { key: 'dessertvin', name: { da: 'Dessertvin', en: 'Dessert wine' } },
      {
        key: 'orangevin',
        name: { da: 'Orangevin', en: 'Orange wine' },
        description: { da: 'Hvide druer gæret på skallerne.', en: 'White grapes fermented on their skins.' },
      },
    ],
  },
  {
    key: 'delikatesser',
    name: { da: 'Delikatesser', en: 'Delicacies' },
    description: { da: 'Ost, pålæg, olie og det gode til bordet.', en: 'Cheese, charcuterie, oil and good things for the table.' },
    children: [
      { key: 'ost', name: { da: 'Ost', en: 'Cheese' } },
      { key: 'paalaeg', name: { da: 'Pålæg', en: 'Charcuterie' } },
      { key: 'olie-og-eddike', name: { da: 'Olie og eddike', en: 'Oil and vinegar' } },
      { key: 'chokolade-og-konfekt', name: { da: 'Chokolade og konfekt', en: 'Chocolate and sweets' } },
      { key: 'kaffe-og-te', name: { da: 'Kaffe og te', en: 'Coffee and tea' } },
      { key: 'snacks', name: { da: 'Snacks', en: 'Snacks' } },
      { key: 'syltetoej-og-konserves', name: { da: 'Syltetøj og konserves', en: 'Preserves' } },
    ],
  },
  {
    key: 'koekken-og-bord',
    name: { da: 'Køkken og bord', en: 'Kitchen and table' },
    description: { da: 'Glas, knive og ting til at servere på.', en: 'Glasses, knives and things to serve on.' },
    children: [
      { key: 'glas-og-karafler', name: { da: 'Glas og karafler', en: 'Glasses and carafes' } },
      { key: 'servering', name: { da: 'Servering', en: 'Serving' } },
      { key: 'koekkenredskaber', name: { da: 'Køkkenredskaber', en: 'Kitchen tools' } },
    ],
  },
  {
    key: 'gaver',
    name: { da: 'Gaver', en: 'Gifts' },
    children: [
      { key: 'gavekurve', name: { da: 'Gavekurve', en: 'Gift baskets' } },
      { key: 'gaveaesker', name: { da: 'Gaveæsker', en: 'Gift boxes' } },
    ],
  },
  {
    key: 'arrangementer',
    name: { da: 'Arrangementer', en: 'Events' },
    description: { da: 'Smagninger og kurser i vores butikker.', en: 'Tastings and classes in our shops.' },
  },
  // Last, so the categories before it keep their ids.
  {
    key: 'oel-og-cider',
    name: { da: 'Øl og cider', en: 'Beer and cider' },
    description: {
      da: 'Dansk øl og cider fra små bryggerier og frugtgårde.',
      en: 'Danish beer and cider from small breweries and orchards.',
    },
  },
]

/** The keys of the categories without children: every product sits in one of these. */
export function leafCategoryKeys(categories: DemoCategory[] = DEMO_CATEGORIES): string[] {
  return categories.flatMap((c) => (c.children?.length ? leafCategoryKeys(c.children) : [c.key]))
}

/** The category of each of the first demo products by its key; the generated ones carry their own. */
export const PRODUCT_CATEGORY: Record<string, string> = {
  barolo: 'roedvin',
  chablis: 'hvidvin',
  rose: 'rose',
  'gammel-knas': 'ost',
  olivenolie: 'olie-og-eddike',
  troeffelchips: 'snacks',
  vinsmagning: 'arrangementer',
  gavekurv: 'gavekurve',
  skaerebraet: 'servering',
}

/** Creates the tree; the ids by category key. */
export async function seedCategories(payload: Payload): Promise<Record<string, Id>> {
  const ids: Record<string, Id> = {}
  const create = async (categories: DemoCategory[], parent: Id | null) => {
    for (const [index, category] of categories.entries()) {
      // Both cultures in one write; the slug is given because the field's hook slugs only a Danish string.
      const doc = await payload.create({
        collection: 'categories',
        // Payload writes every locale at once with 'all', which its generated locale type leaves out.
        locale: 'all' as 'da',
        depth: 0,
        data: {
          name: category.name as unknown as string,
          slug: slugify(category.name.da),
          parent,
          sortOrder: index + 1,
          description: (category.description ?? null) as unknown as string | null,
        },
      })
      ids[category.key] = doc.id
      await create(category.children ?? [], doc.id)
    }
  }
  await create(DEMO_CATEGORIES, null)
  return ids
}
