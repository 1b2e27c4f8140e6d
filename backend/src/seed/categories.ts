/** The demo category tree (Danish and English) and the leaf category of every demo product. */
import type { Payload } from 'payload'
import type { Id } from './media'

interface DemoCategory {
  key: string
  name: { da: string; en: string }
  description?: { da: string; en: string }
  children?: DemoCategory[]
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: 'vin',
    name: { da: 'Vin', en: 'Wine' },
    description: { da: 'Vine fra små producenter i Europa.', en: 'Wines from small European producers.' },
    children: [
      { key: 'roedvin', name: { da: 'Rødvin', en: 'Red wine' } },
      { key: 'hvidvin', name: { da: 'Hvidvin', en: 'White wine' } },
      { key: 'rose', name: { da: 'Rosé', en: 'Rosé' } },
    ],
  },
  {
    key: 'delikatesser',
    name: { da: 'Delikatesser', en: 'Delicacies' },
    description: { da: 'Ost, olie og det gode til bordet.', en: 'Cheese, oil and good things for the table.' },
    children: [
      { key: 'ost', name: { da: 'Ost', en: 'Cheese' } },
      { key: 'olie-og-eddike', name: { da: 'Olie og eddike', en: 'Oil and vinegar' } },
      { key: 'snacks', name: { da: 'Snacks', en: 'Snacks' } },
    ],
  },
  {
    key: 'gaver',
    name: { da: 'Gaver', en: 'Gifts' },
    children: [{ key: 'gavekurve', name: { da: 'Gavekurve', en: 'Gift baskets' } }],
  },
  { key: 'arrangementer', name: { da: 'Arrangementer', en: 'Events' } },
]

/**
 * The category of each demo product by its key. The cutting board is a gift but no gift basket, so it sits in
 * Gaver itself (the one product not in a leaf).
 */
export const PRODUCT_CATEGORY: Record<string, string> = {
  barolo: 'roedvin',
  chablis: 'hvidvin',
  rose: 'rose',
  'gammel-knas': 'ost',
  olivenolie: 'olie-og-eddike',
  troeffelchips: 'snacks',
  vinsmagning: 'arrangementer',
  gavekurv: 'gavekurve',
  skaerebraet: 'gaver',
}

/** Creates the tree; the ids by category key. */
export async function seedCategories(payload: Payload): Promise<Record<string, Id>> {
  const ids: Record<string, Id> = {}
  const create = async (categories: DemoCategory[], parent: Id | null) => {
    for (const [index, category] of categories.entries()) {
      const doc = await payload.create({
        collection: 'categories',
        locale: 'da',
        data: { name: category.name.da, slug: '', parent, sortOrder: index + 1, description: category.description?.da ?? null },
      })
      await payload.update({
        collection: 'categories',
        id: doc.id,
        locale: 'en',
        data: { name: category.name.en, description: category.description?.en ?? null },
      })
      ids[category.key] = doc.id
      await create(category.children ?? [], doc.id)
    }
  }
  await create(DEMO_CATEGORIES, null)
  return ids
}
