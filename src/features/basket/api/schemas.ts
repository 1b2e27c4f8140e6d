// Basket shapes of docs/api/README.md ("Basket", "BasketLine", "basket change").
import * as z from 'zod'
import { campaignSchema, moneySchema, productCardSchema, requiredAgeSchema } from '@/lib/schemas'

/** docs/product.md §4 line unavailability reasons. */
export const UNAVAILABLE_REASONS = ['SoldOutOrUnavailable', 'QuantityGreaterThanInventory', 'GenericReason'] as const

export const basketLineSchema = z.looseObject({
  basketlineUid: z.string(),
  Product: productCardSchema,
  Quantity: z.number().int(),
  MaxQuantity: z.number().int().nullish(),
  UnitPrice: moneySchema,
  LinePrice: moneySchema,
  // The campaign that prices the line (Regular, TakeX) or gave it (FreeGift); an unreadable one is left out.
  Campaign: campaignSchema.nullish().catch(null),
  IsFreeGift: z.boolean().optional().default(false),
  Unavailable: z.string().nullish(),
})
export type BasketLine = z.infer<typeof basketLineSchema>

export const giftCardBasketLineSchema = z.looseObject({
  giftCardBasketlineUid: z.string(),
  Amount: moneySchema,
  Quantity: z.number().int(),
  IsGift: z.boolean().optional().default(false),
  Greeting: z.string().nullish(),
  /** One greeting per card when they differ. */
  Greetings: z.array(z.string()).optional().default([]),
  LinePrice: moneySchema.nullish(),
})
export type GiftCardBasketLine = z.infer<typeof giftCardBasketLineSchema>

export const giftCardUsageSchema = z.looseObject({
  giftCardUsageUid: z.string(),
  MaskedCode: z.string().nullish(),
  Used: moneySchema.nullish(),
  RemainingBalance: moneySchema.nullish(),
})

export const basketTotalsSchema = z.looseObject({
  SubTotal: moneySchema,
  Discount: moneySchema.nullish(),
  Delivery: moneySchema.nullish(),
  GiftCards: moneySchema.nullish(),
  Vat: moneySchema.nullish(),
  Total: moneySchema,
})

export const freeDeliverySchema = z.looseObject({
  MethodType: z.string(),
  /** The method chosen at checkout; false: the cheapest method with a threshold. */
  Chosen: z.boolean().optional().default(false),
  Threshold: moneySchema,
  Remaining: moneySchema,
  Reached: z.boolean(),
})

export const basketSchema = z.looseObject({
  Uid: z.string().min(1),
  Quantity: z.number().int(),
  Lines: z.array(basketLineSchema).optional().default([]),
  GiftCardLines: z.array(giftCardBasketLineSchema).optional().default([]),
  GiftCardUsages: z.array(giftCardUsageSchema).optional().default([]),
  Voucher: z
    .looseObject({
      Code: z.string(),
      Discount: moneySchema.nullish(),
      Description: z.string().nullish(),
      /** Why the voucher takes nothing off now (e.g. below its minimum amount). */
      Message: z.string().nullish(),
    })
    .nullish(),
  Totals: basketTotalsSchema,
  IsB2B: z.boolean().optional().default(false),
  /** The highest age the basket's goods ask of the buyer: the checkout asks for an age check up to it. */
  RequiredAge: requiredAgeSchema,
  /** The age the visitor is verified at or above (MitID), or null: payment needs it to reach RequiredAge. */
  VerifiedAge: requiredAgeSchema,
  /**
   * How far the goods are from free delivery, as checkout will charge it (docs/adr/0038); null when there is nothing
   * to say, and when an older or unreadable answer lacks it.
   */
  FreeDelivery: freeDeliverySchema.nullish().catch(null),
})
export type Basket = z.infer<typeof basketSchema>

/** The answer of every basket change (docs/product.md §3: carries the marketing cart update and the datalayer basket). */
export const basketChangeSchema = z.looseObject({
  Basket: basketSchema,
  // The marketing platform's cart_update properties (docs/marketing-tracking.md), passed on as they are.
  MarketingCartUpdate: z.record(z.string(), z.unknown()).optional().catch(undefined),
  DataLayerBasket: z.unknown().optional(),
})
export type BasketChange = z.infer<typeof basketChangeSchema>
