import { heightField, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const embeddedMapBlock: BlockConfig<'embeddedMap'> = {
  slug: 'embeddedMap',
  labels: { singular: 'Embedded map', plural: 'Embedded maps' },
  admin: { group: 'Embeds' },
  fields: [
    titleField(),
    { name: 'query', type: 'text', required: true, admin: { description: 'An address or place, e.g. “Vestergade 12, 8000 Aarhus C”.' } },
    heightField(),
  ],
}
