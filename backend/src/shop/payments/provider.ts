/**
 * Card and MobilePay payments go through one provider interface: QuickPay when the shop has its keys, otherwise the built-in
 * test provider (a hosted test page served by the backend). Checkout only ever sees these shapes; the states are
 * the provider's side of docs/product.md §4's payment outcomes (Created, Authorized, Settled), plus how a payment can end
 * without money (Declined, Cancelled), which confirm reports as ValidationFailed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { PROVIDER_PAYMENT_METHODS } from '@delikat/contract/checkout'
import { z } from 'zod'
import { testPaymentsAllowed } from '../../deployment'
import { CULTURES, CURRENCY } from '../constants'
import { createQuickPayProvider } from './quickpay'
import { createTestProvider, memoryTestPaymentStore, type TestPaymentStore } from './test-provider'

export const PAYMENT_STATES = ['Created', 'Authorized', 'Settled', 'Declined', 'Cancelled'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

const webUrl = z.url({ protocol: /^https?$/ })

/** What checkout hands a provider; every URL is absolute http(s), since the provider sends the shopper or its callback there. */
export const createPaymentInputSchema = z.object({
  orderUid: z.string().min(1),
  orderNumber: z.string().min(1),
  /** øre */
  amount: z.number().int().positive(),
  currency: z.literal(CURRENCY),
  culture: z.enum(CULTURES),
  /** What the shopper chose: the provider's page offers only that (a card form, or the MobilePay approval). */
  method: z.enum(PROVIDER_PAYMENT_METHODS),
  /** Where the shopper returns after paying or being declined; the storefront confirms there. */
  continueUrl: webUrl,
  cancelUrl: webUrl,
  /** The backend's server-to-server callback route. */
  callbackUrl: webUrl,
})
export type CreatePaymentInput = z.infer<typeof createPaymentInputSchema>

export interface CreatedPayment {
  providerPaymentId: string
  /** Send the shopper here. */
  paymentUrl: string
}

export interface PaymentStatus {
  providerPaymentId: string
  orderNumber: string
  state: PaymentState
  /** øre: what the shopper authorised, or what the payment is for while nothing is authorised yet. */
  amount: number
}

export const paymentStatusSchema = z.object({
  providerPaymentId: z.string().min(1),
  orderNumber: z.string().min(1),
  state: z.enum(PAYMENT_STATES),
  amount: z.number().int().min(0),
})

/**
 * Capture, void and refund (docs/adr/0043-capture-void-refund.md). Amounts in øre. The key is the caller's idempotency
 * key (the order operation's id): a call repeated with the same key answers the first call's result and never moves
 * money twice. Rules every provider keeps: a capture is at most authorized − captured (several partial captures
 * are allowed up to the authorized amount); a refund is at most captured − refunded; a cancel (void of the
 * authorization) only while nothing is captured.
 */
export interface AmountOperationInput {
  /** øre, positive */
  amount: number
  key: string
}
export interface KeyOperationInput {
  key: string
}

/** Letters, digits, - and _: QuickPay keeps it in a payment variable's name. */
const operationKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an operation key is 1 to 64 letters, digits, - or _')
export const operationInputSchema = z.strictObject({ amount: z.number().int().positive(), key: operationKeySchema })
export const keyOperationInputSchema = z.strictObject({ key: operationKeySchema })

export type OperationResult =
  | {
      ok: true
      /** The payment's state after the operation: Settled once anything is captured, Cancelled after a void. */
      state: PaymentState
      /** øre, each a running total on the payment */
      authorizedAmount: number
      capturedAmount: number
      refundedAmount: number
    }
  | {
      ok: false
      /** Why, in the provider's own words where it gave any, for staff to read. */
      reason: string
      /** True when the same call (same key) may succeed later: a timeout, a pending acquirer, a gateway error. */
      retryable: boolean
    }

export interface PaymentProvider {
  readonly name: 'test' | 'quickpay'
  createPayment(input: CreatePaymentInput, signal?: AbortSignal): Promise<CreatedPayment>
  getStatus(providerPaymentId: string, signal?: AbortSignal): Promise<PaymentStatus>
  /**
   * A callback's raw body and headers -> the status it reports, or null when its signature does not verify.
   * A body that verifies but is not a payment throws (answer 400 to it).
   */
  verifyCallback(rawBody: string, headers: Headers): PaymentStatus | null
  /** Captures (part of) the authorized amount. */
  capture(providerPaymentId: string, input: AmountOperationInput, signal?: AbortSignal): Promise<OperationResult>
  /** Voids the authorization; refused once anything is captured (refund that instead). */
  cancel(providerPaymentId: string, input: KeyOperationInput, signal?: AbortSignal): Promise<OperationResult>
  /** Pays back (part of) what is captured. */
  refund(providerPaymentId: string, input: AmountOperationInput, signal?: AbortSignal): Promise<OperationResult>
}

export type PaymentOperationType = 'capture' | 'cancel' | 'refund'

/** The rule check both providers make before moving money; null when the operation may go ahead. */
export function operationRuleViolation(
  type: PaymentOperationType,
  amount: number,
  totals: { state: PaymentState; authorizedAmount: number; capturedAmount: number; refundedAmount: number },
): string | null {
  if (totals.state === 'Cancelled')
    return `the payment is cancelled: nothing can be ${type === 'refund' ? 'refunded' : 'captured or cancelled'}`
  if (totals.state !== 'Authorized' && totals.state !== 'Settled') return `the payment is ${totals.state}, not authorized`
  switch (type) {
    case 'capture': {
      const left = totals.authorizedAmount - totals.capturedAmount
      return amount > left ? `capture of ${amount} øre exceeds what is left of the authorization (${left} øre)` : null
    }
    case 'refund': {
      const left = totals.capturedAmount - totals.refundedAmount
      return amount > left ? `refund of ${amount} øre exceeds what is captured and not refunded (${left} øre)` : null
    }
    case 'cancel':
      return totals.capturedAmount > 0 ? `cannot cancel: ${totals.capturedAmount} øre is already captured (refund it instead)` : null
  }
}

export interface PaymentProviderOptions {
  quickpayApiKey?: string
  quickpayPrivateKey?: string
  /** Signs the test provider's callbacks (the backend's own secret). */
  secret: string
  /** The backend's public base URL; the test page lives under it. */
  backendUrl: string
  fetchImpl?: typeof fetch
  /** QuickPay: where it posts the outcome of a capture, cancel or refund (QuickPay-Callback-Url); none unless given. */
  operationCallbackUrl?: string
  /** Where the test provider keeps its payments; the process-wide in-memory store unless given. */
  store?: TestPaymentStore
  /**
   * Whether the test provider may stand in for QuickPay; by default in the demo, and in production only with
   * ALLOW_TEST_PAYMENTS=true (deployment.ts). The start already refuses production without it; this holds should
   * anything start the backend without that check.
   */
  allowTestProvider?: boolean
}

/** One store per process, so providers built per request still see the payments created before. */
let sharedTestStore: TestPaymentStore | undefined

export function paymentProvider(options: PaymentProviderOptions): PaymentProvider {
  const apiKey = options.quickpayApiKey?.trim()
  const privateKey = options.quickpayPrivateKey?.trim()
  // Half a QuickPay configuration must not quietly fall back to the test page, which accepts a well-known card.
  if (Boolean(apiKey) !== Boolean(privateKey)) {
    throw new Error('QuickPay needs both QUICKPAY_API_KEY and QUICKPAY_PRIVATE_KEY; only one is set')
  }
  if (apiKey && privateKey)
    return createQuickPayProvider({
      apiKey,
      privateKey,
      fetchImpl: options.fetchImpl,
      operationCallbackUrl: options.operationCallbackUrl,
    })
  // Its page approves a card number anybody can read in the README: a real order must never be paid that way.
  if (!(options.allowTestProvider ?? testPaymentsAllowed(process.env))) {
    throw new Error(
      'QUICKPAY_API_KEY and QUICKPAY_PRIVATE_KEY are not set: production takes card payments through QuickPay only (ALLOW_TEST_PAYMENTS=true for a staging shop)',
    )
  }
  return createTestProvider({
    secret: options.secret,
    backendUrl: options.backendUrl,
    store: options.store ?? (sharedTestStore ??= memoryTestPaymentStore()),
  })
}

export function hmacSha256Hex(key: string, body: string): string {
  return createHmac('sha256', key).update(body, 'utf8').digest('hex')
}

/** Whether a hex HMAC-SHA256 signature of the body is right, compared in constant time. */
export function hexSignatureMatches(key: string, body: string, given: string | null): boolean {
  const hex = given?.trim() ?? ''
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false
  const expected = createHmac('sha256', key).update(body, 'utf8').digest()
  const actual = Buffer.from(hex, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A verified callback's body as JSON; a body that is not JSON throws (the route answers 400). */
export function callbackJson(rawBody: string, provider: string): unknown {
  try {
    return JSON.parse(rawBody)
  } catch (error) {
    throw new Error(`${provider} callback is not JSON`, { cause: error })
  }
}
