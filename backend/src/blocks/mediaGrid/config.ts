import { richTextField, titleField } from '../shared/fields'
import { LEFT_RIGHT, MEDIA_GRID_DEFAULT_HEIGHT, MEDIA_GRID_MAX_IMAGES } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const mediaGridBlock: BlockConfig<'mediaGrid'> = {
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
