import { richTextField } from '../shared/fields'
import { ACCORDION_COLORS, ACCORDION_TAG_TYPES, ACCORDION_VARIANTS } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const accordionBlock: BlockConfig<'accordion'> = {
  slug: 'accordion',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  admin: { group: 'Text' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'variant',
          type: 'select',
          options: [...ACCORDION_VARIANTS],
          defaultValue: 'default',
          required: true,
          admin: { description: '“boxed-reveal” items are always open.' },
        },
        { name: 'color', type: 'select', options: [...ACCORDION_COLORS], defaultValue: 'light', required: true },
      ],
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'summary', type: 'text', required: true, admin: { description: 'The line that opens and closes the item.' } },
        {
          name: 'tags',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'type', type: 'select', options: [...ACCORDION_TAG_TYPES], defaultValue: 'misc', required: true },
                { name: 'text', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lightFont', type: 'checkbox', defaultValue: false, admin: { description: 'Summary in a light font.' } },
            { name: 'open', type: 'checkbox', defaultValue: false, admin: { description: 'Starts open.' } },
          ],
        },
        richTextField({ required: true }),
      ],
    },
  ],
}
