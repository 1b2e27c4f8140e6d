import { textField, titleField } from '../shared/fields'
import { CLIENT_TYPES } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const createCustomerBlock: BlockConfig<'createCustomer'> = {
  slug: 'createCustomer',
  labels: { singular: 'Create customer', plural: 'Create customer' },
  admin: { group: 'Shop' },
  fields: [
    titleField(),
    textField(),
    {
      name: 'clientType',
      type: 'select',
      options: [...CLIENT_TYPES],
      defaultValue: 'B2C',
      required: true,
      admin: { description: 'B2C: a private customer; B2B: a business customer (with CVR number).' },
    },
  ],
}
