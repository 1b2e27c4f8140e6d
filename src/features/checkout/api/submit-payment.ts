// POST /api/checkout/payment/ { BasketUid, PaymentMethod, AcceptTerms } with an `Idempotency-Key` header ->
// { OrderUid, OrderNumber, Flow, PaymentUrl? }. Failures are ApiErrors whose ErrorCode is one of docs/product.md §8's checkout
// errors (CHECKOUT_ERRORS) or anything else; paymentReaction.ts says what the storefront does about each.
//
// The key: one per attempt (a click), reused only when that same attempt is sent again after no answer came (a
// network failure or time-out), so the server can tell a retry from a second order. usePaymentAttempt keeps it.
import { useRef } from 'react'
import { useBasket } from '@/features/basket/BasketProvider'
import { useTrackPaymentInfo } from '@/features/tracking/useCommerceTracking'
import { isApiError } from '@/lib/apiError'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { paymentAnswerSchema, type ChoosablePaymentMethod, type PaymentAnswer } from './schemas'

const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export type PaymentBody = { BasketUid: string; PaymentMethod: ChoosablePaymentMethod; AcceptTerms: boolean }

export async function submitPayment(body: PaymentBody, idempotencyKey: string): Promise<PaymentAnswer> {
  const { data } = await shopApi.post('/checkout/payment', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
  return parseAnswer(paymentAnswerSchema, data, 'payment')
}

/** A random UUID v4; crypto.randomUUID is missing outside secure contexts (a shop on plain http in a LAN). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID()
  const bytes = new Uint8Array(16)
  cryptoApi.getRandomValues(bytes)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** No answer arrived (the request may or may not have reached the server): the same attempt may be sent again. */
export function isNoAnswer(error: unknown): boolean {
  return isApiError(error) && error.status === 0 && error.ErrorCode !== 'InvalidResponse'
}

/**
 * Sends the payment, keeping the attempt's key: a new key for a new attempt, the same key while the previous attempt
 * with the same body got no answer. Any answer (an order or an error) ends the attempt. Each new attempt is
 * analytics' add_payment_info (the method is chosen for good when the shopper pays with it).
 */
export function usePaymentAttempt() {
  const attempt = useRef<{ key: string; body: string } | null>(null)
  const { basket } = useBasket()
  const trackPayment = useTrackPaymentInfo()
  return async (body: PaymentBody): Promise<PaymentAnswer> => {
    const fingerprint = JSON.stringify(body)
    if (attempt.current?.body !== fingerprint) {
      attempt.current = { key: newIdempotencyKey(), body: fingerprint }
      if (basket) trackPayment(basket, body.PaymentMethod)
    }
    try {
      const answer = await submitPayment(body, attempt.current.key)
      attempt.current = null
      return answer
    } catch (error) {
      if (!isNoAnswer(error)) attempt.current = null
      throw error
    }
  }
}
