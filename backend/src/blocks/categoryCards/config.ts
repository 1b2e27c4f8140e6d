import { linkField } from '../../content/links'
import { described, imageField, titleField } from '../shared/fields'
import { SHORT_TABLE } from '../shared/tables'
import type { BlockConfig } from '../shared/types'

export const categoryCardsBlock: BlockConfig<'categoryCards'> = {
  slug: 'categoryCards',
  dbName: SHORT_TABLE.categoryCards,
  labels: { singular: 'Category cards', plural: 'Category cards' },
  admin: { group: 'Layout' },
  fields: [
    titleField(),
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        titleField({ required: true }),
        imageField(),
        described(
          linkField({ name: 'link' }),
          'Where the card leads; an empty link leads to the site root (/). “New window” opens it in a new window.',
        ),
      ],
    },
  ],
}
