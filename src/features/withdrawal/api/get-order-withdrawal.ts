// GET /api/order/{orderUid}/withdrawal/ -> Withdrawal (docs/api/withdrawal.md): what a customer's own order (or a
// guest's order, by its uid) may withdraw. 404 when the order is unknown or not the caller's. Kept fresh only
// briefly: the deadline and what was withdrawn change while the page is open.
import { useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import type { Locale } from '@/config/constants'
import { useAuth } from '@/features/auth/auth-context'
import { parseAnswer } from '@/lib/parseAnswer'
import { toLocale } from '@/lib/culture'
import { shopApi } from '@/lib/shopApi'
import { withdrawalSchema, type Withdrawal } from './schemas'
import { withdrawalKeys } from './withdrawal-keys'

export async function getOrderWithdrawal(orderUid: string, culture: Locale): Promise<Withdrawal> {
  const { data } = await shopApi.get(`/order/${encodeURIComponent(orderUid)}/withdrawal`, { params: { culture } })
  return parseAnswer(withdrawalSchema, data, 'order withdrawal')
}

/** The order's withdrawal; waits for the login state (a customer's order is read with their token). */
export function useOrderWithdrawal(orderUid: string | null) {
  const { status, loginKey } = useAuth()
  const culture = toLocale(useRouter().locale)
  return useQuery({
    queryKey: withdrawalKeys.order(loginKey, culture, orderUid ?? ''),
    queryFn: () => getOrderWithdrawal(orderUid ?? '', culture),
    enabled: status !== 'loading' && orderUid !== null,
    staleTime: 0,
  })
}
