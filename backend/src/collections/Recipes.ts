/**
 * Recipes (docs/product.md §7 recipe/{id}, recipe/byids, recipe/search): ingredients that may link to the products that go
 * in them, steps, images and the wines or products to serve with them. The storefront URL is
 * /opskrifter/{friendlyUrlName}/{id}/.
 */
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { anyone, isEditor } from '../access'
import { slugify } from '../shop/slug'

export const RECIPE_COURSES = ['starter', 'main', 'dessert', 'side', 'snack', 'drink'] as const

export const Recipes: CollectionConfig = {
  slug: 'recipes',
  labels: labels({ da: 'Opskrift', en: 'Recipe' }, { da: 'Opskrifter', en: 'Recipes' }),
  admin: { useAsTitle: 'name', group: GROUPS.content, defaultColumns: ['name', 'course', 'totalMinutes', 'updatedAt'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'friendlyUrlName',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The URL segment: /opskrifter/{friendlyUrlName}/{id}/. Filled from the Danish name when empty.' },
      hooks: {
        beforeValidate: [({ value, data }) => (value ? slugify(String(value)) : data?.name ? slugify(String(data.name)) : value)],
      },
    },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      admin: { description: 'One or two sentences for the card and the search result.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'course', type: 'select', options: [...RECIPE_COURSES] },
        { name: 'servings', type: 'number', min: 1, max: 100, defaultValue: 4, admin: { step: 1 } },
        { name: 'totalMinutes', type: 'number', min: 1, admin: { step: 1, description: 'Total time in minutes' } },
      ],
    },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'ingredients',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'amount', type: 'text', localized: true, admin: { description: '"200 g", "1 spsk."' } },
            { name: 'text', type: 'text', required: true, localized: true },
            {
              name: 'product',
              type: 'relationship',
              relationTo: 'products',
              admin: { description: 'The product to buy for it, if we sell it' },
            },
          ],
        },
      ],
    },
    { name: 'steps', type: 'array', fields: [{ name: 'text', type: 'textarea', required: true, localized: true }] },
    {
      name: 'relatedProducts',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      admin: { description: 'Served with it: the wine, the cheese' },
    },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
}
