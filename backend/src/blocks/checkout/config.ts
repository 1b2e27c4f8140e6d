import type { BlockConfig } from '../shared/types'

// The storefront renders the checkout itself; the block only places it.
export const checkoutBlock: BlockConfig<'checkout'> = {
  slug: 'checkout',
  labels: { singular: 'Checkout', plural: 'Checkouts' },
  admin: { group: 'Shop' },
  fields: [],
}
