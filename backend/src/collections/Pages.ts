/** Content pages (docs/product.md §2 nodes): a URL, SEO fields and a list of typed components, with drafts. */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { isEditor, publishedOrEditor } from '../access'
import { pageBlocks } from '../blocks'
import { pageSearchText } from '../content/search-text'
import { previewUrl } from '../content/preview'
import { normaliseNodeUrl } from '../content/urls'

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: labels({ da: 'Side', en: 'Page' }, { da: 'Sider', en: 'Pages' }),
  admin: {
    useAsTitle: 'title',
    group: GROUPS.content,
    defaultColumns: ['title', 'url', '_status', 'updatedAt'],
    // The preview button opens the storefront on this page's latest draft with a short-lived signed token.
    preview: (doc, { locale }) => (typeof doc.url === 'string' ? previewUrl(doc.url, locale) : null),
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: {
    // Articles are listed newest first by their publication date: set it the first time a page is published.
    beforeChange: [
      ({ data }) => (data._status === 'published' && !data.publishedAt ? { ...data, publishedAt: new Date().toISOString() } : data),
    ],
  },
  // Drafts and old versions are the editors' (Payload would show versions to anyone logged in, customers included).
  access: { read: publishedOrEditor, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'title', label: { da: 'Titel', en: 'Title' }, type: 'text', required: true, localized: true },
    {
      name: 'url',
      label: { da: 'URL', en: 'URL' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: { da: 'Sidens sti, f.eks. / eller /om-os/', en: 'The page’s path, e.g. / or /om-os/' } },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseNodeUrl(value) : value)] },
    },
    {
      name: 'contentType',
      label: { da: 'Sidetype', en: 'Page type' },
      type: 'select',
      defaultValue: 'ContentPage',
      options: ['FrontPage', 'ContentPage', 'LandingPage', 'Article', 'GiftCardPage', 'BasketPage', 'CheckoutPage', 'CreateCustomerPage'],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'publishedAt',
          label: { da: 'Udgivet', en: 'Published' },
          type: 'date',
          admin: {
            description: { da: 'Vises på artikler og sorterer artikellister.', en: 'Shown on articles and used to order article lists.' },
            date: { displayFormat: 'dd-MM-yyyy' },
          },
        },
        { name: 'teaserImage', label: { da: 'Teaserbillede', en: 'Teaser image' }, type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'teaser',
      label: { da: 'Teaser', en: 'Teaser' },
      type: 'textarea',
      localized: true,
      admin: { description: { da: 'En linje eller to til artikellister.', en: 'A line or two for article lists.' } },
    },
    {
      name: 'seo',
      label: 'SEO',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
        { name: 'ogImage', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'components', label: { da: 'Komponenter', en: 'Components' }, type: 'blocks', blocks: pageBlocks, localized: true },
    {
      // Filled on save from the title, SEO fields, teaser and the components' texts; node search runs on it.
      name: 'searchText',
      type: 'textarea',
      localized: true,
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => pageSearchText(siblingData)] },
    },
  ],
}
