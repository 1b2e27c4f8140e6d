import { imageField, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const articleHeroBlock: BlockConfig<'articleHero'> = {
  slug: 'articleHero',
  labels: { singular: 'Article hero', plural: 'Article heroes' },
  admin: { group: 'Text' },
  fields: [
    titleField({ required: true }),
    { name: 'subtitle', type: 'text' },
    imageField(),
    {
      type: 'row',
      fields: [
        { name: 'date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'author', type: 'text' },
      ],
    },
  ],
}
