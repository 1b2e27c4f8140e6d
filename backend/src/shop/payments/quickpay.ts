/**
 * QuickPay (API v10) adapter, from QuickPay's public API documentation: a payment carrying the order number, then
 * a payment link (QuickPay's hosted payment window) for the amount. Reservation only (auto_capture false): the
 * shop captures when it ships. Callbacks carry the payment as JSON, signed with the account's private key.
 * The link's `payment_methods` limits the payment window to what the shopper chose at the payment step: cards, or
 * MobilePay (docs/adr/0036-mobilepay.md).
 */
import type { ProviderPaymentMethod } from '@delikat/contract/checkout'
import { z } from 'zod'
import {
  callbackJson,
  createPaymentInputSchema,
  hexSignatureMatches,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
} from './provider'

export const QUICKPAY_API_URL = 'https://api.quickpay.net'
export const QUICKPAY_API_VERSION = 'v10'
export const QUICKPAY_TIMEOUT_MS = 10_000
export const QUICKPAY_CHECKSUM_HEADER = 'QuickPay-Checksum-Sha256'

/** QuickPay's order_id is 4 to 20 characters. */
const ORDER_ID_MIN_LENGTH = 4
const ORDER_ID_MAX_LENGTH = 20
/** qp_status_code of an approved operation. */
const QP_APPROVED = '20000'
/** Enough of an error answer to say what QuickPay disliked. */
const ERROR_DETAIL_MAX_LENGTH = 300

/** QuickPay's payment-method names for the link's `payment_methods` (a comma-separated list in its API). */
const QUICKPAY_PAYMENT_METHODS = { CreditCard: 'creditcard', MobilePay: 'mobilepay' } as const satisfies Record<
  ProviderPaymentMethod,
  string
>

const operationSchema = z.object({
  type: z.string(),
  amount: z.number().int().nullish(),
  /** True while the acquirer has not answered (3-D Secure and the like); such an operation decides nothing yet. */
  pending: z.boolean().nullish(),
  qp_status_code: z.string().nullish(),
})

const quickPayPaymentSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  accepted: z.boolean().nullish(),
  state: z.string(),
  operations: z.array(operationSchema).nullish(),
  link: z.object({ amount: z.number().int().nullish() }).nullish(),
})
type QuickPayPayment = z.infer<typeof quickPayPaymentSchema>

const quickPayLinkSchema = z.object({ url: z.url() })

export function quickPayOrderId(orderNumber: string): string {
  const orderId = orderNumber.padStart(ORDER_ID_MIN_LENGTH, '0')
  if (orderId.length > ORDER_ID_MAX_LENGTH) {
    throw new Error(`QuickPay takes order numbers of at most ${ORDER_ID_MAX_LENGTH} characters, got ${orderId.length}`)
  }
  return orderId
}

/** The payment's state as the shop sees it; an approved later operation outranks an earlier one. */
function quickPayState(payment: QuickPayPayment): PaymentState {
  const decided = (payment.operations ?? []).filter((op) => !op.pending && op.qp_status_code != null)
  const approved = (type: string) => decided.some((op) => op.type === type && op.qp_status_code === QP_APPROVED)
  if (approved('cancel')) return 'Cancelled'
  if (approved('capture')) return 'Settled'
  if (approved('authorize') || payment.accepted) return 'Authorized'
  const failedAuthorize = decided.some((op) => op.type === 'authorize' && op.qp_status_code !== QP_APPROVED)
  if (payment.state === 'rejected' || failedAuthorize) return 'Declined'
  return 'Created'
}

function toPaymentStatus(payment: QuickPayPayment): PaymentStatus {
  const authorized = (payment.operations ?? []).filter((op) => op.type === 'authorize' && !op.pending && op.qp_status_code === QP_APPROVED)
  const amount = authorized.at(-1)?.amount ?? payment.link?.amount ?? 0
  return {
    providerPaymentId: String(payment.id),
    // QuickPay's order_id: the shop's order number, zero-padded to 4 characters when shorter.
    orderNumber: payment.order_id,
    state: quickPayState(payment),
    amount,
  }
}

async function errorDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown }
    const detail = [typeof body.message === 'string' ? body.message : '', body.errors ? JSON.stringify(body.errors) : '']
      .filter(Boolean)
      .join(' ')
    return detail.slice(0, ERROR_DETAIL_MAX_LENGTH)
  } catch {
    return ''
  }
}

export interface QuickPayOptions {
  apiKey: string
  privateKey: string
  fetchImpl?: typeof fetch
}

export function createQuickPayProvider({ apiKey, privateKey, fetchImpl = fetch }: QuickPayOptions): PaymentProvider {
  const headers = {
    'Accept-Version': QUICKPAY_API_VERSION,
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Basic ${Buffer.from(`:${apiKey}`).toString('base64')}`,
  }

  async function call<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown, signal?: AbortSignal): Promise<T> {
    const what = `QuickPay ${method} ${path}`
    const timeout = AbortSignal.timeout(QUICKPAY_TIMEOUT_MS)
    let response: Response
    try {
      response = await fetchImpl(`${QUICKPAY_API_URL}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (error) {
      const reason = timeout.aborted ? `timed out after ${QUICKPAY_TIMEOUT_MS / 1000} s` : signal?.aborted ? 'was aborted' : 'failed'
      throw new Error(`${what} ${reason}`, { cause: error })
    }
    if (!response.ok) {
      const detail = await errorDetail(response)
      throw new Error(`${what} answered ${response.status}${detail ? `: ${detail}` : ''}`)
    }
    let json: unknown
    try {
      json = await response.json()
    } catch (error) {
      throw new Error(`${what} answered ${response.status} without JSON`, { cause: error })
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new Error(`${what} answered an unexpected shape: ${z.prettifyError(parsed.error)}`)
    return parsed.data
  }

  return {
    name: 'quickpay',

    async createPayment(input: CreatePaymentInput, signal?: AbortSignal): Promise<CreatedPayment> {
      const order = createPaymentInputSchema.parse(input)
      const payment = await call(
        'POST',
        '/payments',
        quickPayPaymentSchema,
        { order_id: quickPayOrderId(order.orderNumber), currency: order.currency },
        signal,
      )
      const link = await call(
        'PUT',
        `/payments/${payment.id}/link`,
        quickPayLinkSchema,
        {
          amount: order.amount,
          continue_url: order.continueUrl,
          cancel_url: order.cancelUrl,
          callback_url: order.callbackUrl,
          language: order.culture,
          payment_methods: QUICKPAY_PAYMENT_METHODS[order.method],
          auto_capture: false,
        },
        signal,
      )
      return { providerPaymentId: String(payment.id), paymentUrl: link.url }
    },

    async getStatus(providerPaymentId: string, signal?: AbortSignal): Promise<PaymentStatus> {
      if (!/^\d+$/.test(providerPaymentId)) throw new Error(`QuickPay payment ids are numbers, got "${providerPaymentId}"`)
      return toPaymentStatus(await call('GET', `/payments/${providerPaymentId}`, quickPayPaymentSchema, undefined, signal))
    },

    verifyCallback(rawBody: string, callbackHeaders: Headers): PaymentStatus | null {
      if (!hexSignatureMatches(privateKey, rawBody, callbackHeaders.get(QUICKPAY_CHECKSUM_HEADER))) return null
      const parsed = quickPayPaymentSchema.safeParse(callbackJson(rawBody, 'QuickPay'))
      if (!parsed.success) throw new Error(`QuickPay callback is not a payment: ${z.prettifyError(parsed.error)}`)
      return toPaymentStatus(parsed.data)
    },
  }
}
