import { imageField, labelledLink, productsField, textField, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const campaignBlock: BlockConfig<'campaign'> = {
  slug: 'campaign',
  labels: { singular: 'Campaign', plural: 'Campaigns' },
  admin: { group: 'Products' },
  fields: [titleField({ required: true }), textField(), imageField(), labelledLink(), productsField()],
}
