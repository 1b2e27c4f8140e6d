// The order shapes shared by the order calls (docs/api/customers.md "Orders"). Objects are loose: the backend may
// add fields.
import { DELIVERY_METHOD_TYPES, PAYMENT_METHODS as CHOSEN_PAYMENT_METHODS } from '@delikat/contract/checkout'
import * as z from 'zod'

/** An order's payment method: one the shopper chose, or Undefined before the choice. */
export const PAYMENT_METHODS = ['Undefined', ...CHOSEN_PAYMENT_METHODS] as const

export { DELIVERY_METHOD_TYPES }

/** Money as the shop API sends it; the order's amounts always come with their text. */
export const orderMoneySchema = z.looseObject({ Amount: z.number(), Text: z.string().optional().default('') })
export type OrderMoney = z.infer<typeof orderMoneySchema>

// A status, method or type this storefront does not know (a later addition) stays a plain string rather than
// failing the whole history: the list shows the server's label for it.
export const orderStatusSchema = z.string()
export const paymentMethodSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? 'Undefined')
export const deliveryMethodTypeSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? null)
