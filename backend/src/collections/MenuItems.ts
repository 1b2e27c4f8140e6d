/** The navigation tree (docs/product.md §2/§3 Menu item): Root, Header, Item and Image entries; one root per customer type. */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { anyone, isEditor } from '../access'
import { linkField } from '../content/links'

export const MENU_ITEM_TYPES = ['root', 'header', 'item', 'image'] as const

/** A category link's filter is the query of the category page's URL: empty, or `?key=value&…`. */
export const validateCategoryFilter = (value: string | null | undefined): true | string =>
  !value || /^\?[^\s#?]+$/.test(value) ? true : 'Write the filter as the query of the page’s address, e.g. ?country=Italien'

export const MenuItems: CollectionConfig = {
  slug: 'menu-items',
  labels: labels({ da: 'Menupunkt', en: 'Menu item' }, { da: 'Menupunkter', en: 'Menu items' }),
  admin: { useAsTitle: 'name', group: GROUPS.content, defaultColumns: ['name', 'type', 'parent', 'sortOrder'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'type', type: 'select', required: true, options: [...MENU_ITEM_TYPES], defaultValue: 'item' },
    { name: 'parent', type: 'relationship', relationTo: 'menu-items', index: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
    linkField(),
    {
      // Per language, because the values of a facet are written in the page's language (Italien / Italy).
      name: 'categoryFilter',
      type: 'text',
      localized: true,
      validate: validateCategoryFilter,
      label: { da: 'Filter på kategorisiden', en: 'Filter on the category page' },
      admin: {
        condition: (data) => data?.link?.type === 'PimCategory',
        description: {
          da: 'Valgfrit: et filter på kategorisiden, på dette sprog, f.eks. ?country=Italien',
          en: 'Optional: a filter on the category page, in this language, e.g. ?country=Italien',
        },
      },
    },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { condition: (data) => data?.type === 'image' } },
  ],
}
