// GET /api/order/settings/ -> { PageSize, Statuses: [{ Value, Label }] } with the labels in the culture
// (docs/api/customers.md); 401 for guests. The history takes its status texts and page size from here, so the
// storefront never spells a status itself.
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

export const orderSettingsAnswerSchema = z.looseObject({
  PageSize: z.number().int().min(1),
  Statuses: z.array(z.looseObject({ Value: z.string(), Label: z.string() })),
})
export type OrderSettings = z.infer<typeof orderSettingsAnswerSchema>

export async function getOrderSettings(culture: Locale): Promise<OrderSettings> {
  const { data } = await shopApi.get('/order/settings', { params: { culture } })
  return parseAnswer(orderSettingsAnswerSchema, data, 'order settings')
}

export const orderSettingsQueryOptions = (loginKey: string, culture: Locale) =>
  queryOptions({
    queryKey: orderKeys.settings(loginKey, culture),
    queryFn: () => getOrderSettings(culture),
    // They belong with the order lists and change even less.
    staleTime: ORDER_LIST_STALE_TIME_MS,
  })

export function useOrderSettings() {
  const { status, loginKey } = useAuth()
  const culture = toLocale(useRouter().locale)
  // A function, so it is also checked when a refetch is asked for: right after a logout the token is gone before
  // the page re-renders as a guest's, and the call would only be refused (401).
  return useQuery({
    ...orderSettingsQueryOptions(loginKey, culture),
    enabled: () => status === 'authenticated' && readTokenCookie() !== null,
  })
}

/** The label of a status in the culture; the status itself when the settings do not name it (or are missing). */
export function statusLabel(settings: OrderSettings | undefined, status: string): string {
  return settings?.Statuses.find((entry) => entry.Value === status)?.Label ?? status
}
