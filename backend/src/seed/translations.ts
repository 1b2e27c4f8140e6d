/**
 * The storefront's UI texts (src/i18n/default-translations.ts) in the translation collection. Run on every start:
 * keys the storefront gained since the database was seeded are added in both cultures; texts an editor changed
 * are never overwritten.
 */
import type { Payload } from 'payload'
import { defaultTranslations } from '@delikat/contract/translations'

export async function syncTranslations(payload: Payload): Promise<number> {
  const existing = await payload.find({ collection: 'translations', depth: 0, pagination: false, select: { key: true } })
  const known = new Set(existing.docs.map((d) => d.key))
  let added = 0
  for (const [key, da] of Object.entries(defaultTranslations.da)) {
    if (known.has(key)) continue
    const doc = await payload.create({ collection: 'translations', locale: 'da', data: { key, namespace: 'common', value: da } })
    const en = defaultTranslations.en[key]
    if (en) await payload.update({ collection: 'translations', id: doc.id, locale: 'en', data: { value: en } })
    added++
  }
  return added
}
