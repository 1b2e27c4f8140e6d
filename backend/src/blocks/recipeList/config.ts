import { RECIPE_COURSES } from '../../collections/Recipes'
import { titleField } from '../shared/fields'
import { MAX_CONTENT_ITEMS } from '../shared/options'
import type { BlockConfig } from '../shared/types'

/** How many recipes a recipe list without picks shows when the editor set no limit (the field's default). */
export const RECIPE_LIST_DEFAULT_LIMIT = 6

export const recipeListBlock: BlockConfig<'recipeList'> = {
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
      defaultValue: RECIPE_LIST_DEFAULT_LIMIT,
      min: 1,
      max: MAX_CONTENT_ITEMS,
      admin: { step: 1, description: 'Only when no recipes are picked: how many.' },
    },
  ],
}
