/** Lists of content: picked or latest articles (pages of content type Article) and recipes. */
import type { Block } from 'payload'
import { titleField } from './fields'

/** The most teasers a latest-content list shows; also the size of an article list left empty. */
export const MAX_CONTENT_ITEMS = 12

export const ArticleList: Block = {
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

export const LatestContent: Block = {
  slug: 'latestContent',
  labels: { singular: 'Latest content', plural: 'Latest content' },
  admin: { group: 'Articles' },
  fields: [
    titleField(),
    {
      name: 'limit',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: MAX_CONTENT_ITEMS,
      required: true,
      admin: { step: 1, description: 'How many of the newest articles to show.' },
    },
  ],
}

export const RecipeList: Block = {
  slug: 'recipeList',
  labels: { singular: 'Recipe list', plural: 'Recipe lists' },
  admin: { group: 'Articles' },
  fields: [titleField({ description: 'The list shows recipes once the shop has them; until then it is empty.' })],
}

export const articleBlocks: Block[] = [ArticleList, LatestContent, RecipeList]
