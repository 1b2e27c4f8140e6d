/** Who a shop call is for: the culture of its texts and the customer, if one is logged in. */
import type { Payload } from 'payload'
import type { Culture } from './constants'

/** A staff member acting as the customer (docs/adr/0028): the act and who runs it. */
export interface ActingStaff {
  actId: string
  staffUserId: number
  staffName: string
}

export interface ShopContext {
  payload: Payload
  culture: Culture
  customer: { id: number; clientType: 'B2C' | 'B2B' } | null
  /** Set while a staff member acts as `customer`; null when the customer is themselves (or a guest). */
  impersonation?: ActingStaff | null
}

export const isB2B = (ctx: ShopContext) => ctx.customer?.clientType === 'B2B'
