import { titleField } from '../shared/fields'
import { MAX_CONTENT_ITEMS } from '../shared/options'
import type { BlockConfig } from '../shared/types'

/** Picked articles (pages of content type Article), or the newest when none are picked. */
export const articleListBlock: BlockConfig<'articleList'> = {
  slug: 'articleList',
  labels: { singular: 'Article list', plural: 'Article lists' },
  admin: { group: 'Articles' },
  fields: [
    titleField(),
    {
      name: 'articles',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      maxRows: MAX_CONTENT_ITEMS,
      filterOptions: { contentType: { equals: 'Article' } },
      admin: { description: `The articles, in this order. Leave empty to list the newest ${MAX_CONTENT_ITEMS}.` },
    },
  ],
}
