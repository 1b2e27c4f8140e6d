/** Layout and navigation blocks: borders, space, ribbons, buttons, doors, cards and category teasers. */
import type { Block } from 'payload'
import { linkField } from '../content/links'
import { categoryTeasersField, described, imageField, labelledLink, textField, titleField } from './fields'
import { ALIGNMENTS, BORDER_COLORS, BUTTON_VARIANTS, RIBBON_COLORS, SELLING_POINT_ICONS, SPACE_SIZES } from './options'

/**
 * Shorter tables for blocks whose generated names (the foreign keys of links in their rows) would pass Postgres'
 * 63-character limit and be cut short by the database.
 */
const SHORT_TABLE = {
  callToActionButtons: 'pages_blocks_cta',
  splitDoors: 'pages_blocks_doors',
  categoryCards: 'pages_blocks_cards',
  categoryGallery: 'pages_blocks_gallery',
} as const

export const Border: Block = {
  slug: 'border',
  labels: { singular: 'Border', plural: 'Borders' },
  admin: { group: 'Layout' },
  fields: [{ name: 'color', type: 'select', options: [...BORDER_COLORS], defaultValue: 'light', required: true }],
}

export const Space: Block = {
  slug: 'space',
  labels: { singular: 'Space', plural: 'Spaces' },
  admin: { group: 'Layout' },
  fields: [{ name: 'size', type: 'select', options: [...SPACE_SIZES], defaultValue: 'medium', required: true }],
}

export const Ribbon: Block = {
  slug: 'ribbon',
  labels: { singular: 'Ribbon', plural: 'Ribbons' },
  admin: { group: 'Layout' },
  fields: [
    { name: 'text', type: 'text', required: true },
    { name: 'color', type: 'select', options: [...RIBBON_COLORS], defaultValue: 'wine', required: true },
    labelledLink(),
  ],
}

export const CallToActionButtons: Block = {
  slug: 'callToActionButtons',
  dbName: SHORT_TABLE.callToActionButtons,
  labels: { singular: 'Call-to-action buttons', plural: 'Call-to-action buttons' },
  admin: { group: 'Layout' },
  fields: [
    { name: 'alignment', type: 'select', options: [...ALIGNMENTS], defaultValue: 'center', required: true },
    {
      name: 'buttons',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      fields: [
        { name: 'variant', type: 'select', options: [...BUTTON_VARIANTS], defaultValue: 'primary', required: true },
        labelledLink({ required: true }),
      ],
    },
  ],
}

export const SellingPoints: Block = {
  slug: 'sellingPoints',
  labels: { singular: 'Selling points', plural: 'Selling points' },
  admin: { group: 'Layout' },
  fields: [
    {
      name: 'points',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'icon', type: 'select', options: [...SELLING_POINT_ICONS], defaultValue: 'star', required: true },
            { name: 'title', type: 'text', required: true },
          ],
        },
        textField(),
      ],
    },
  ],
}

export const SplitDoors: Block = {
  slug: 'splitDoors',
  dbName: SHORT_TABLE.splitDoors,
  labels: { singular: 'Split doors', plural: 'Split doors' },
  admin: { group: 'Layout' },
  fields: [
    {
      name: 'doors',
      type: 'array',
      minRows: 2,
      maxRows: 3,
      fields: [titleField({ required: true }), textField(), imageField(), labelledLink()],
    },
  ],
}

export const ContentBlock: Block = {
  slug: 'contentBlock',
  labels: { singular: 'Content block', plural: 'Content blocks' },
  admin: { group: 'Layout' },
  fields: [imageField('media'), { name: 'subtitle', type: 'text' }, titleField({ required: true }), labelledLink()],
}

export const CategoryCards: Block = {
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
        described(linkField({ name: 'link' }), 'Where the card leads; an empty link leads to the site root (/). “New window” opens it in a new window.'),
      ],
    },
  ],
}

export const Categories: Block = {
  slug: 'categories',
  labels: { singular: 'Categories', plural: 'Categories' },
  admin: { group: 'Layout' },
  fields: [titleField(), described(categoryTeasersField(), 'A teaser without a working link leads to the site root (/).')],
}

export const CategoryGallery: Block = {
  slug: 'categoryGallery',
  dbName: SHORT_TABLE.categoryGallery,
  labels: { singular: 'Category gallery', plural: 'Category galleries' },
  admin: { group: 'Layout' },
  fields: [titleField(), described(categoryTeasersField(), 'A teaser without a working link leads to the site root (/).')],
}

export const layoutBlocks: Block[] = [
  Border,
  Space,
  Ribbon,
  CallToActionButtons,
  SellingPoints,
  SplitDoors,
  ContentBlock,
  CategoryCards,
  Categories,
  CategoryGallery,
]
