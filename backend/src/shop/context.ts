/** Who a shop call is for: the culture of its texts and the customer, if one is logged in. */
import type { Payload } from 'payload'
import type { Culture } from './constants'

export interface ShopContext {
  payload: Payload
  culture: Culture
  customer: { id: number; clientType: 'B2C' | 'B2B' } | null
}

export const isB2B = (ctx: ShopContext) => ctx.customer?.clientType === 'B2B'
