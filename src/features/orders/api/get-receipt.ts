// POST /api/order/{orderUid}/receipt/ -> Receipt (docs/api/customers.md); 404 when the order is unknown or not the
// caller's (someone else's order is simply not found). A POST that only reads, so it is a query: fresh as long as
// the order lists (docs/product.md §9), since only the status of a placed order can change.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import * as z from 'zod'
import { ORDER_LIST_STALE_TIME_MS, type Locale } from '@/config/constants'
import { useAuth } from '@/features/auth/auth-context'
import { readTokenCookie } from '@/features/auth/session-token'
import { parseAnswer } from '@/lib/parseAnswer'
import { toLocale } from '@/lib/culture'
import { shopApi } from '@/lib/shopApi'
import { orderKeys } from './order-keys'
import { deliveryMethodTypeSchema, orderMoneySchema, orderStatusSchema, paymentMethodSchema } from './schemas'

const text = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null))

export const receiptLineSchema = z.looseObject({
  /** Null when the product has since been deleted: the line keeps its name and prices, without a link. */
  ProductId: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  Name: z.string(),
  RelativeUrl: text,
  Quantity: z.number().int().min(0),
  UnitPrice: orderMoneySchema,
  LinePrice: orderMoneySchema,
  IsFreeGift: z.boolean().default(false),
})
export type ReceiptLine = z.infer<typeof receiptLineSchema>

export const receiptGiftCardLineSchema = z.looseObject({
  // With the order's Uid it names the line's cards to POST giftcard/download (docs/api/pdf.md); older answers lack it.
  LineId: z.string().nullish(),
  Amount: orderMoneySchema,
  Quantity: z.number().int().min(0),
  IsGift: z.boolean().default(false),
  Greeting: text,
})
export type ReceiptGiftCardLine = z.infer<typeof receiptGiftCardLineSchema>

export const receiptSchema = z.looseObject({
  Uid: z.string(),
  OrderNumber: z.string(),
  PlacedAt: z.string(),
  Status: orderStatusSchema,
  PaymentMethod: paymentMethodSchema,
  Email: text,
  IsB2B: z.boolean().default(false),
  // The staff member who placed the order on the customer's behalf (docs/api/impersonation.md); older answers lack it.
  PlacedByStaff: z.string().nullish(),
  Delivery: z
    .looseObject({
      MethodType: deliveryMethodTypeSchema,
      MethodName: text,
      Name: text,
      Company: text,
      Address: text,
      Zip: text,
      City: text,
      ServiceLocation: text,
    })
    .nullish()
    .transform((value) => value ?? null),
  Lines: z.array(receiptLineSchema).default([]),
  GiftCardLines: z.array(receiptGiftCardLineSchema).default([]),
  Totals: z.looseObject({
    SubTotal: orderMoneySchema,
    Discount: orderMoneySchema.nullish(),
    Delivery: orderMoneySchema.nullish(),
    GiftCards: orderMoneySchema.nullish(),
    Vat: orderMoneySchema.nullish(),
    Total: orderMoneySchema,
  }),
})
export type Receipt = z.infer<typeof receiptSchema>

export async function getReceipt(orderUid: string, culture: Locale): Promise<Receipt> {
  const { data } = await shopApi.post(`/order/${encodeURIComponent(orderUid)}/receipt`, undefined, { params: { culture } })
  return parseAnswer(receiptSchema, data, 'receipt')
}

export const receiptQueryOptions = (loginKey: string, culture: Locale, orderUid: string) =>
  queryOptions({
    queryKey: orderKeys.receipt(loginKey, culture, orderUid),
    queryFn: () => getReceipt(orderUid, culture),
    staleTime: ORDER_LIST_STALE_TIME_MS,
  })

/** The receipt of one of the logged-in customer's orders; idle for guests, while loading the login, and without a uid. */
export function useReceipt(orderUid: string | null) {
  const { status, loginKey } = useAuth()
  const culture = toLocale(useRouter().locale)
  return useQuery({
    ...receiptQueryOptions(loginKey, culture, orderUid ?? ''),
    // A function, so it is also checked when a refetch is asked for: right after a logout the token is gone before
    // the page re-renders as a guest's, and the call would only be refused (401).
    enabled: () => status === 'authenticated' && readTokenCookie() !== null && orderUid !== null,
  })
}
