// GET /api/order/search/?requestModel.page=N (from 1) -> { Orders: OrderSummary[], TotalPages, TotalCount, Page },
// newest first (docs/api/customers.md; docs/product.md §3 "Order search response"); 401 for guests. Each page is its own
// query, fresh for 10 minutes (docs/product.md §9 "order lists"), so paging back and forth costs no call.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
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

/** docs/product.md §7: the history's pages are counted from 1. */
export const ORDER_SEARCH_FIRST_PAGE = 1

export const orderSummarySchema = z.looseObject({
  Uid: z.string(),
  OrderNumber: z.string(),
  PlacedAt: z.string(),
  Status: orderStatusSchema,
  PaymentMethod: paymentMethodSchema,
  DeliveryMethodType: deliveryMethodTypeSchema,
  Quantity: z.number().int().min(0),
  Total: orderMoneySchema,
  // Set when staff placed the order on the customer's behalf (docs/api/impersonation.md); older answers lack it.
  PlacedByStaff: z.string().nullish(),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

export const searchOrdersAnswerSchema = z.looseObject({
  Orders: z.array(orderSummarySchema),
  TotalPages: z.number().int().min(0),
  TotalCount: z.number().int().min(0),
  Page: z.number().int().min(ORDER_SEARCH_FIRST_PAGE),
})
export type SearchOrdersAnswer = z.infer<typeof searchOrdersAnswerSchema>

export async function searchOrders(page: number, culture: Locale, signal?: AbortSignal): Promise<SearchOrdersAnswer> {
  const { data } = await shopApi.get('/order/search', { params: { 'requestModel.page': page, culture }, signal })
  return parseAnswer(searchOrdersAnswerSchema, data, 'order search')
}

export const searchOrdersQueryOptions = (loginKey: string, culture: Locale, page: number) =>
  queryOptions({
    queryKey: orderKeys.list(loginKey, culture, page),
    queryFn: ({ signal }) => searchOrders(page, culture, signal),
    staleTime: ORDER_LIST_STALE_TIME_MS,
  })

/**
 * One page of the logged-in customer's history; idle for guests and while the login is being checked. While the
 * next page loads the previous one stays on screen (`isPlaceholderData`), so paging does not flash a skeleton.
 */
export function useOrders(page: number) {
  const { status, loginKey } = useAuth()
  const culture = toLocale(useRouter().locale)
  return useQuery({
    ...searchOrdersQueryOptions(loginKey, culture, page),
    // A function, so it is also checked when a refetch is asked for: right after a logout the token is gone before
    // the page re-renders as a guest's, and the call would only be refused (401).
    enabled: () => status === 'authenticated' && readTokenCookie() !== null,
    placeholderData: keepPreviousData,
  })
}
