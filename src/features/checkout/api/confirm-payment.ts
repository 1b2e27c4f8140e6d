// POST /api/checkout/payment/{orderUid}/confirm/ -> { Status, Message? }: where the payment of an order stands after
// the provider sent the shopper back. TooSoon means no word from the provider yet: usePaymentConfirmation asks again
// every second (CONFIRM_POLL_INTERVAL_MS) up to CONFIRM_MAX_TRIES times, then stops and lets the shopper ask again.
// The call only reads (the callbacks are idempotent), so it is a query.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { CONFIRM_MAX_TRIES, CONFIRM_POLL_INTERVAL_MS } from '../constants'
import { checkoutKeys } from './checkout-keys'
import { confirmAnswerSchema, type ConfirmAnswer } from './schemas'

export async function confirmPayment(orderUid: string): Promise<ConfirmAnswer> {
  const { data } = await shopApi.post(`/checkout/payment/${encodeURIComponent(orderUid)}/confirm`)
  return parseAnswer(confirmAnswerSchema, data, 'payment confirmation')
}

export const confirmPaymentQueryOptions = (orderUid: string) =>
  queryOptions({
    queryKey: checkoutKeys.confirm(orderUid),
    queryFn: () => confirmPayment(orderUid),
    // Always asked anew: the answer changes as the provider reports.
    staleTime: 0,
    refetchOnWindowFocus: false,
  })

export type PaymentConfirmation = {
  answer: ConfirmAnswer | undefined
  error: unknown
  /** Still TooSoon after the last try of this round. */
  gaveUp: boolean
  fetching: boolean
  /** Starts a new round of tries (after giving up, or after a failed call). */
  retry: () => void
}

/** Confirms the order's payment, polling on TooSoon. `orderUid` null: nothing to confirm. */
export function usePaymentConfirmation(
  orderUid: string | null,
  { intervalMs = CONFIRM_POLL_INTERVAL_MS, maxTries = CONFIRM_MAX_TRIES }: { intervalMs?: number; maxTries?: number } = {},
): PaymentConfirmation {
  const queryClient = useQueryClient()
  // Answers counted before the current round began.
  const [roundStart, setRoundStart] = useState(0)
  const query = useQuery({
    ...confirmPaymentQueryOptions(orderUid ?? ''),
    enabled: orderUid !== null,
    refetchInterval: (current) =>
      current.state.data?.Status === 'TooSoon' && current.state.dataUpdateCount - roundStart < maxTries ? intervalMs : false,
  })
  // Read at each render; every answer renders anew (data or fetching state changes).
  const answers = orderUid === null ? 0 : (queryClient.getQueryState(checkoutKeys.confirm(orderUid))?.dataUpdateCount ?? 0)
  const tries = answers - roundStart
  return {
    answer: query.data,
    error: query.error,
    gaveUp: query.data?.Status === 'TooSoon' && tries >= maxTries && !query.isFetching,
    fetching: query.isFetching,
    retry: () => {
      setRoundStart(answers)
      void query.refetch()
    },
  }
}
