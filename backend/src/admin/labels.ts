/** The admin's Danish and English names for the shop's collections, globals and nav groups (Payload label objects). */

/** A label in both admin languages; Payload shows the one of the user's language (payload.config.ts i18n). */
export type AdminLabel = { da: string; en: string }

/** Nav groups: Payload groups by the label itself, so every collection of a group takes the same object. */
export const GROUPS = {
  content: { da: 'Indhold', en: 'Content' },
  catalogue: { da: 'Katalog', en: 'Catalogue' },
  shop: { da: 'Butik', en: 'Shop' },
  customers: { da: 'Kunder', en: 'Customers' },
  administration: { da: 'Administration', en: 'Administration' },
} satisfies Record<string, AdminLabel>

/** A collection's `labels`: singular and plural in both languages. */
export const labels = (singular: AdminLabel, plural: AdminLabel) => ({ singular, plural })
