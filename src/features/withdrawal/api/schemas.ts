// The withdrawal shapes of docs/api/withdrawal.md. Objects are loose (the backend may add fields); a status or
// refusal this storefront does not know stays a string and is explained in general words.
import * as z from 'zod'
import { orderMoneySchema } from '@/features/orders/api/schemas'

const text = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null))

export const withdrawalLineSchema = z.looseObject({
  LineId: z.string(),
  Kind: z.string(),
  Name: z.string(),
  ProductNumber: text,
  Quantity: z.number().int().min(0),
  UnitPrice: orderMoneySchema,
  WithdrawnQuantity: z.number().int().min(0).default(0),
  WithdrawableQuantity: z.number().int().min(0).default(0),
  Refusal: text,
  Condition: text,
})
export type WithdrawalLine = z.infer<typeof withdrawalLineSchema>

export const withdrawalSchema = z.looseObject({
  OrderNumber: z.string(),
  PlacedAt: z.string(),
  DeliveredAt: text,
  /** The last day (YYYY-MM-DD, Danish time); null until the goods are delivered. */
  LastDay: text,
  Deadline: text,
  Status: z.string(),
  Lines: z.array(withdrawalLineSchema).default([]),
  Withdrawals: z
    .array(
      z.looseObject({
        WithdrawnAt: z.string(),
        Lines: z.array(z.looseObject({ Name: z.string(), Quantity: z.number().int() })).default([]),
      }),
    )
    .default([]),
})
export type Withdrawal = z.infer<typeof withdrawalSchema>

/** A lookup's answer: the order and the short-lived token to confirm with. */
export const lookupAnswerSchema = withdrawalSchema.extend({ Token: z.string().min(1) })
export type LookupAnswer = z.infer<typeof lookupAnswerSchema>

export const withdrawalReceiptSchema = z.looseObject({
  WithdrawnAt: z.string(),
  Lines: z.array(z.looseObject({ LineId: z.string(), Name: z.string(), Quantity: z.number().int() })),
  Acknowledged: z.boolean().default(false),
  Withdrawal: withdrawalSchema,
})
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>

export type ChosenLine = { LineId: string; Quantity: number }
