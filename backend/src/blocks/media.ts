/** Picture blocks: the hero slider, image rows, carousels and the media grid. */
import type { Block } from 'payload'
import { imageField, labelledLink, richTextField, textField, titleField } from './fields'
import { LEFT_RIGHT, MEDIA_GRID_DEFAULT_HEIGHT, MEDIA_GRID_MAX_IMAGES } from './options'

// Field names as in the first slice: the seed and stored pages depend on them.
export const HeroSlider: Block = {
  slug: 'heroSlider',
  labels: { singular: 'Hero slider', plural: 'Hero sliders' },
  admin: { group: 'Media' },
  fields: [
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'linkUrl', type: 'text' },
        { name: 'linkText', type: 'text', localized: true },
      ],
    },
  ],
}

export const Images: Block = {
  slug: 'images',
  labels: { singular: 'Images', plural: 'Images' },
  admin: { group: 'Media' },
  fields: [
    {
      name: 'images',
      type: 'array',
      minRows: 1,
      fields: [imageField('image', true), { name: 'caption', type: 'text' }],
    },
  ],
}

export const Carousel: Block = {
  slug: 'carousel',
  labels: { singular: 'Carousel', plural: 'Carousels' },
  admin: { group: 'Media' },
  fields: [
    titleField(),
    { name: 'dual', type: 'checkbox', defaultValue: false, admin: { description: 'Two-up carousel: 1.2 slides per view on mobile.' } },
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      fields: [imageField(), { name: 'title', type: 'text' }, textField(), labelledLink()],
    },
  ],
}

export const MediaGrid: Block = {
  slug: 'mediaGrid',
  labels: { singular: 'Media grid', plural: 'Media grids' },
  admin: { group: 'Media' },
  fields: [
    titleField(),
    richTextField(),
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: MEDIA_GRID_MAX_IMAGES,
      admin: { description: `At most ${MEDIA_GRID_MAX_IMAGES} images.` },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'leftRight',
          type: 'select',
          options: [
            { label: 'Venstre (reversed layout)', value: LEFT_RIGHT[0] },
            { label: 'Højre', value: LEFT_RIGHT[1] },
          ],
          defaultValue: 'Højre',
          required: true,
          admin: { description: '“Venstre” reverses the layout.' },
        },
        {
          name: 'height',
          type: 'number',
          min: 200,
          max: 1200,
          admin: { step: 10, description: `Pixels; ${MEDIA_GRID_DEFAULT_HEIGHT} when empty.` },
        },
      ],
    },
  ],
}

export const mediaBlocks: Block[] = [HeroSlider, Images, Carousel, MediaGrid]
