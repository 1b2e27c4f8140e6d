/** Content pages (SPEC §2 nodes): a URL, SEO fields and a list of typed components, with drafts. */
import type { CollectionConfig } from 'payload'
import { isEditor, publishedOrEditor } from '../access'
import { pageBlocks } from '../blocks'
import { normaliseNodeUrl } from '../content/urls'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'url', '_status', 'updatedAt'] },
  versions: { drafts: true, maxPerDoc: 50 },
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'url',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The page’s path, e.g. / or /om-os/' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseNodeUrl(value) : value)] },
    },
    {
      name: 'contentType',
      type: 'select',
      defaultValue: 'ContentPage',
      options: ['FrontPage', 'ContentPage', 'BasketPage', 'CheckoutPage'],
    },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
        { name: 'ogImage', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'components', type: 'blocks', blocks: pageBlocks, localized: true },
  ],
}
