/** Site-wide settings and the footer (SPEC §3 Settings; content service global/settings and footer). */
import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from './access'

export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: isEditor },
  fields: [
    { name: 'menuB2CNode', type: 'relationship', relationTo: 'menu-items', label: 'Menu root for consumers (B2C)' },
    { name: 'menuB2BNode', type: 'relationship', relationTo: 'menu-items', label: 'Menu root for business customers (B2B)' },
    { name: 'allowFavoriteListPdf', type: 'checkbox', defaultValue: true },
    { name: 'allowPriceListPdf', type: 'checkbox', defaultValue: true },
    { name: 'allowProductSheetPdf', type: 'checkbox', defaultValue: true },
  ],
}

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Content' },
  access: { read: anyone, update: isEditor },
  fields: [
    {
      name: 'columns',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            { name: 'text', type: 'text', required: true, localized: true },
            { name: 'url', type: 'text', required: true },
          ],
        },
      ],
    },
    { name: 'text', type: 'textarea', localized: true },
  ],
}
