// The order shapes shared by the order calls (docs/api/customers.md "Orders"). Objects are loose: the backend may
// add fields.
import * as z from 'zod'

/** docs/api/customers.md: an order's Status. */
export const ORDER_STATUSES = ['Created', 'Authorized', 'Settled', 'Shipped', 'Cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** SPEC §4 payment methods. */
export const PAYMENT_METHODS = ['Undefined', 'CreditCard', 'Invoice'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** SPEC §9 delivery method types. */
export const DELIVERY_METHOD_TYPES = ['DeliveryAddress', 'NoDelivery', 'PostNord', 'SimplePickup', 'Burd'] as const
export type DeliveryMethodType = (typeof DELIVERY_METHOD_TYPES)[number]

/** Money as the shop API sends it; the order's amounts always come with their text. */
export const orderMoneySchema = z.looseObject({ Amount: z.number(), Text: z.string().optional().default('') })
export type OrderMoney = z.infer<typeof orderMoneySchema>

// A status, method or type this storefront does not know (a later addition) stays a plain string rather than
// failing the whole history: the list shows the server's label for it.
export const orderStatusSchema = z.string()
export const paymentMethodSchema = z.string().nullish().transform((value) => value ?? 'Undefined')
export const deliveryMethodTypeSchema = z.string().nullish().transform((value) => value ?? null)
