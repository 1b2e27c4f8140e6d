import { embedValue } from '../shared/embed-values'
import { embedValidation } from '../shared/embed-validation'
import { heightField, titleField } from '../shared/fields'
import { EMBED_PROVIDERS } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const embedBlock: BlockConfig<'embed'> = {
  slug: 'embed',
  labels: { singular: 'Embed', plural: 'Embeds' },
  admin: { group: 'Embeds' },
  fields: [
    { name: 'provider', type: 'select', options: [...EMBED_PROVIDERS], defaultValue: 'youtube', required: true },
    {
      name: 'value',
      type: 'text',
      required: true,
      hooks: {
        beforeValidate: [({ value, siblingData }) => (typeof value === 'string' ? embedValue(siblingData?.provider, value) : value)],
      },
      validate: embedValidation,
      admin: { description: 'google-maps: an address or place; typeform: the form id; youtube: the video id (links are accepted).' },
    },
    titleField(),
    heightField(),
  ],
}
