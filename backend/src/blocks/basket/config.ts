import type { BlockConfig } from '../shared/types'

// Field names as in the first slice. The storefront renders the basket itself; the block only places it.
export const basketBlock: BlockConfig<'basket'> = {
  slug: 'basket',
  labels: { singular: 'Basket', plural: 'Baskets' },
  admin: { group: 'Shop' },
  fields: [],
}
