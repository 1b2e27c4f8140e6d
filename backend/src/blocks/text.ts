/** Text blocks: rich text, quotes, the accordion and an article's hero. */
import type { Block } from 'payload'
import { imageField, richTextField, titleField } from './fields'
import { ACCORDION_COLORS, ACCORDION_TAG_TYPES, ACCORDION_VARIANTS } from './options'

export const RichText: Block = {
  slug: 'richText',
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  admin: { group: 'Text' },
  fields: [richTextField({ required: true })],
}

export const RichTextCentered: Block = {
  slug: 'richTextCentered',
  labels: { singular: 'Rich text (centred)', plural: 'Rich texts (centred)' },
  admin: { group: 'Text' },
  fields: [richTextField({ required: true })],
}

export const Quote: Block = {
  slug: 'quote',
  labels: { singular: 'Quote', plural: 'Quotes' },
  admin: { group: 'Text' },
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    { name: 'author', type: 'text' },
    imageField(),
  ],
}

export const Accordion: Block = {
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

export const ArticleHero: Block = {
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

export const textBlocks: Block[] = [RichText, RichTextCentered, Quote, Accordion, ArticleHero]
