/** The navigation tree (SPEC §2/§3 Menu item): Root, Header, Item and Image entries; one root per customer type. */
import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { linkField } from '../content/links'

export const MENU_ITEM_TYPES = ['root', 'header', 'item', 'image'] as const

export const MenuItems: CollectionConfig = {
  slug: 'menu-items',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'type', 'parent', 'sortOrder'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'type', type: 'select', required: true, options: [...MENU_ITEM_TYPES], defaultValue: 'item' },
    { name: 'parent', type: 'relationship', relationTo: 'menu-items', index: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
    linkField(),
    { name: 'image', type: 'upload', relationTo: 'media', admin: { condition: (data) => data?.type === 'image' } },
  ],
}
