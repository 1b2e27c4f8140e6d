// The checkout shapes of docs/api/checkout.md ("Shapes", "Payment"), read loosely: the backend may add fields.
// The server's form fields become the storefront's field definitions here (toFieldDefinitions), in one place.
import { PAYMENT_METHODS as CHOOSABLE_PAYMENT_METHODS, type PaymentMethod as ChoosablePaymentMethod } from '@delikat/contract/checkout'
import * as z from 'zod'
import { fieldDefinitionSchema, type FieldDefinition } from '@/components/Form/fieldDefinition'
import { basketTotalsSchema } from '@/features/basket/api/schemas'
import { moneySchema } from '@/lib/schemas'

/** The payment methods a shopper can choose (an order's own method may also be Undefined: orders/api/schemas.ts). */
export { CHOOSABLE_PAYMENT_METHODS, type ChoosablePaymentMethod }

/**
 * The methods the server offers the shopper (with the invoice details). Card when it says nothing: invoice is the
 * server's to grant, never the storefront's guess.
 */
export const paymentMethodsSchema = z
  .array(z.string())
  .nullish()
  .transform((methods) => {
    const offered = CHOOSABLE_PAYMENT_METHODS.filter((method) => methods?.includes(method))
    return offered.length > 0 ? offered : (['CreditCard'] as ChoosablePaymentMethod[])
  })

/** docs/product.md §4 checkout flow kinds. */
export const CHECKOUT_FLOWS = ['Payment', 'Receipt'] as const

/** docs/product.md §4 payment outcomes, as confirm answers them. */
export const PAYMENT_OUTCOMES = ['TooSoon', 'Created', 'Authorized', 'Settled', 'ValidationFailed', 'OrderNotFound'] as const

const text = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null))

/** Ids may come as numbers or strings; the storefront keeps them as strings (they only travel back in paths). */
const id = z.union([z.string().min(1), z.number()]).transform(String)

export const deliveryMethodSchema = z.looseObject({
  Id: id,
  /** Kept as text: a type this storefront does not know is shown by its name and needs no details. */
  DeliveryMethodType: z.string(),
  Name: z.string(),
  Description: text,
  Price: moneySchema,
  FreeAbove: moneySchema.nullish().transform((value) => value ?? null),
  PickupAddress: text,
  Selected: z.boolean().default(false),
})
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>

export const deliveryAddressSchema = z.looseObject({
  Name: z.string(),
  Company: text,
  Address: z.string(),
  Zip: z.string(),
  City: z.string(),
  Phone: z.string().nullish(),
})

export const serviceLocationSchema = z.looseObject({
  Id: id,
  Name: z.string(),
  Street: z.string().default(''),
  Zip: z.string().default(''),
  City: z.string().default(''),
  DistanceMeters: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  OpeningHours: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
})
export type ServiceLocation = z.infer<typeof serviceLocationSchema>

export const deliveryDetailsSchema = z.looseObject({
  DeliveryMethods: z.array(deliveryMethodSchema),
  DeliveryAddress: deliveryAddressSchema.nullish().transform((value) => value ?? null),
  ServiceLocation: serviceLocationSchema.nullish().transform((value) => value ?? null),
  Totals: basketTotalsSchema,
})
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>
export type CheckoutTotals = DeliveryDetails['Totals']

/** The field's `Description` (the API's hint beneath a field) becomes the renderer's `Hint`, children included. */
function withHint(field: FieldDefinition & { Description?: unknown }): FieldDefinition {
  const description = typeof field.Description === 'string' && field.Description.trim() !== '' ? field.Description : undefined
  return {
    ...field,
    ...(description && !field.Hint ? { Hint: description } : {}),
    ChildItems: field.ChildItems ? field.ChildItems.map(withHint) : field.ChildItems,
  }
}

export function toFieldDefinitions(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.map(withHint)
}

export const checkoutFieldsSchema = z.array(fieldDefinitionSchema).transform(toFieldDefinitions)

export const paymentAnswerSchema = z.looseObject({
  OrderUid: z.string().min(1),
  OrderNumber: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
  Flow: z.enum(CHECKOUT_FLOWS),
  PaymentUrl: text,
})
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>

/** The order as analytics' purchase event (docs/api/checkout.md confirm, GA4's shape, amounts in kroner). */
const dataLayerPurchaseSchema = z.looseObject({
  transaction_id: z.string().min(1),
  value: z.number(),
  tax: z.number().nullish(),
  shipping: z.number().nullish(),
  coupon: z.string().nullish(),
  items: z.array(z.looseObject({ item_id: z.string(), item_name: z.string(), price: z.number(), quantity: z.number() })).default([]),
})
export type DataLayerPurchase = z.infer<typeof dataLayerPurchaseSchema>

export const confirmAnswerSchema = z.looseObject({
  Status: z.enum(PAYMENT_OUTCOMES),
  Message: text,
  /** The order's method, so a refused MobilePay shopper is offered card (docs/adr/0036-mobilepay.md); unknown: null. */
  PaymentMethod: z.enum(CHOOSABLE_PAYMENT_METHODS).nullish().catch(null),
  // Only for analytics: an unreadable one is left out rather than failing the receipt.
  DataLayerPurchase: dataLayerPurchaseSchema.nullish().catch(null),
})
export type ConfirmAnswer = z.infer<typeof confirmAnswerSchema>

/** Which details a delivery method needs before payment: the backend's rule, from the contract package. */
export { deliveryKindOf } from '@delikat/contract/checkout'

/** GET checkout/addresssuggestions/?q= (docs/api/checkout.md): addresses for what was typed, split as the fields are. */
export const addressSuggestionSchema = z.looseObject({
  Id: id,
  Text: z.string(),
  Address: z.string(),
  Zip: z.string(),
  City: z.string(),
})
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>

export const addressSuggestionsSchema = z.looseObject({
  Suggestions: z.array(addressSuggestionSchema).catch([]),
  Available: z.boolean().default(false),
})
export type AddressSuggestions = z.infer<typeof addressSuggestionsSchema>
