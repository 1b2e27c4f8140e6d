/** Lists of content: picked or latest articles (pages of content type Article) and recipes. */
import type { Block } from 'payload'
import { RECIPE_COURSES } from '../collections/Recipes'
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
  fields: [
    titleField(),
    {
      name: 'recipes',
      type: 'relationship',
      relationTo: 'recipes',
      hasMany: true,
      maxRows: MAX_CONTENT_ITEMS,
      admin: { description: `The recipes, in this order. Leave empty to list the newest (of the course below).` },
    },
    {
      name: 'course',
      type: 'select',
      options: [...RECIPE_COURSES],
      admin: { description: 'Only when no recipes are picked: list the newest of this course.' },
    },
    {
      name: 'limit',
      type: 'number',
      defaultValue: 6,
      min: 1,
      max: MAX_CONTENT_ITEMS,
      admin: { step: 1, description: 'Only when no recipes are picked: how many.' },
    },
  ],
}

export const articleBlocks: Block[] = [ArticleList, LatestContent, RecipeList]
