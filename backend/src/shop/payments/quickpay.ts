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
  keyOperationInputSchema,
  operationInputSchema,
  operationRuleViolation,
  type CreatedPayment,
  type CreatePaymentInput,
  type OperationResult,
  type PaymentOperationType,
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

/**
 * qp_status_code values after which the same operation may be tried again later: QuickPay's gateway error and a
 * communication error with the acquirer (QuickPay's "Errors and codes" appendix). 40000 (rejected by the acquirer),
 * 40001 (request data error), 40002 (authorization expired) and 40003 (aborted) need a person.
 */
const QP_RETRYABLE = new Set(['50000', '50300'])
/** The payment variable that marks an operation asked for under a key: `delikat_op_<key>`. */
export const QUICKPAY_KEY_VARIABLE_PREFIX = 'delikat_op_'

const operationSchema = z.object({
  id: z.number().int().nullish(),
  type: z.string(),
  amount: z.number().int().nullish(),
  /** True while the acquirer has not answered (3-D Secure and the like); such an operation decides nothing yet. */
  pending: z.boolean().nullish(),
  qp_status_code: z.string().nullish(),
  qp_status_msg: z.string().nullish(),
  aq_status_code: z.string().nullish(),
  aq_status_msg: z.string().nullish(),
})
type QuickPayOperation = z.infer<typeof operationSchema>

const quickPayPaymentSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  accepted: z.boolean().nullish(),
  state: z.string(),
  operations: z.array(operationSchema).nullish(),
  /** The merchant's own variables on the payment; the shop keeps its operation keys here. */
  variables: z.record(z.string(), z.unknown()).nullish(),
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

const approvedOps = (payment: QuickPayPayment, type: string) =>
  (payment.operations ?? []).filter((op) => op.type === type && !op.pending && op.qp_status_code === QP_APPROVED)
const sum = (ops: QuickPayOperation[]) => ops.reduce((total, op) => total + (op.amount ?? 0), 0)

/** The payment's running totals, from its approved operations. */
export function quickPayTotals(payment: QuickPayPayment) {
  return {
    state: quickPayState(payment),
    authorizedAmount: approvedOps(payment, 'authorize').at(-1)?.amount ?? 0,
    capturedAmount: sum(approvedOps(payment, 'capture')),
    refundedAmount: sum(approvedOps(payment, 'refund')),
  }
}

/** What the shop marks in the payment's variables before it asks for an operation: `<type>:<amount>:<operations before>`. */
interface KeyMark {
  type: PaymentOperationType
  amount: number
  after: number
}
function readKeyMark(value: unknown): KeyMark | null {
  const match = typeof value === 'string' ? /^(capture|cancel|refund):(\d+):(\d+)$/.exec(value) : null
  return match ? { type: match[1] as PaymentOperationType, amount: Number(match[2]), after: Number(match[3]) } : null
}
const writeKeyMark = (mark: KeyMark) => `${mark.type}:${mark.amount}:${mark.after}`

/** The operation a mark stands for: the first of its type and amount after the operations that were there before it. */
function markedOperation(payment: QuickPayPayment, mark: KeyMark): QuickPayOperation | undefined {
  return (payment.operations ?? [])
    .slice(mark.after)
    .find((op) => op.type === mark.type && (mark.type === 'cancel' || op.amount === mark.amount))
}

/** A QuickPay operation's outcome as the shop's result. */
function operationOutcome(payment: QuickPayPayment, op: QuickPayOperation): OperationResult {
  if (op.pending || op.qp_status_code == null) {
    return { ok: false, reason: `QuickPay's ${op.type} is pending at the acquirer; ask again with the same key`, retryable: true }
  }
  if (op.qp_status_code !== QP_APPROVED) {
    const acquirer = [op.aq_status_code, op.aq_status_msg].filter(Boolean).join(' ')
    const reason =
      `QuickPay ${op.type} refused: ${op.qp_status_code} ${op.qp_status_msg ?? ''}`.trim() + (acquirer ? ` (acquirer: ${acquirer})` : '')
    return { ok: false, reason: reason.slice(0, ERROR_DETAIL_MAX_LENGTH), retryable: QP_RETRYABLE.has(op.qp_status_code) }
  }
  return { ok: true, ...quickPayTotals(payment) }
}

/** A call that failed before QuickPay answered with an operation. */
class QuickPayCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options)
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
  /** Sent as QuickPay-Callback-Url on capture, cancel and refund, so the callback route hears their outcome too. */
  operationCallbackUrl?: string
}

export function createQuickPayProvider({ apiKey, privateKey, fetchImpl = fetch, operationCallbackUrl }: QuickPayOptions): PaymentProvider {
  const headers = {
    'Accept-Version': QUICKPAY_API_VERSION,
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Basic ${Buffer.from(`:${apiKey}`).toString('base64')}`,
  }

  async function call<T>(
    method: string,
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    signal?: AbortSignal,
    extraHeaders?: Record<string, string>,
  ): Promise<T> {
    const what = `QuickPay ${method} ${path}`
    const timeout = AbortSignal.timeout(QUICKPAY_TIMEOUT_MS)
    let response: Response
    try {
      response = await fetchImpl(`${QUICKPAY_API_URL}${path}`, {
        method,
        headers: extraHeaders ? { ...headers, ...extraHeaders } : headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (error) {
      const reason = timeout.aborted ? `timed out after ${QUICKPAY_TIMEOUT_MS / 1000} s` : signal?.aborted ? 'was aborted' : 'failed'
      // Nothing is known about what QuickPay did: the same call with the same key finds out.
      throw new QuickPayCallError(`${what} ${reason}`, true, { cause: error })
    }
    if (!response.ok) {
      const detail = await errorDetail(response)
      // QuickPay's 4xx (validation, a state that forbids the operation, bad keys) needs a person; 5xx may pass later.
      throw new QuickPayCallError(
        `${what} answered ${response.status}${detail ? `: ${detail}` : ''}`,
        response.status >= 500 || response.status === 429,
      )
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

  /**
   * Capture, cancel or refund, idempotent by key. QuickPay's v10 API documents no idempotency header, so the key is
   * kept on the payment itself: before asking, the shop writes the variable delikat_op_<key> =
   * `<type>:<amount>:<operations so far>`; a repeated call reads the payment first and, when the mark is there and an
   * operation of that type and amount follows it, answers that operation instead of asking again
   * (docs/adr/0043-capture-void-refund.md).
   */
  async function operate(
    providerPaymentId: string,
    type: PaymentOperationType,
    amount: number,
    key: string,
    signal?: AbortSignal,
  ): Promise<OperationResult> {
    if (!/^\d+$/.test(providerPaymentId)) throw new Error(`QuickPay payment ids are numbers, got "${providerPaymentId}"`)
    const path = `/payments/${providerPaymentId}`
    const variable = `${QUICKPAY_KEY_VARIABLE_PREFIX}${key}`
    try {
      const payment = await call('GET', path, quickPayPaymentSchema, undefined, signal)
      const mark = readKeyMark(payment.variables?.[variable])
      if (mark) {
        if (mark.type !== type || (type !== 'cancel' && mark.amount !== amount)) {
          return { ok: false, reason: `key ${key} was used for a ${mark.type} of ${mark.amount} øre`, retryable: false }
        }
        const done = markedOperation(payment, mark)
        if (done) return operationOutcome(payment, done)
        // Marked but it never reached QuickPay (a timeout before it arrived): ask now, under the same mark.
      }
      const violation = operationRuleViolation(type, amount, quickPayTotals(payment))
      if (violation) return { ok: false, reason: violation, retryable: false }
      const newMark: KeyMark = mark ?? { type, amount, after: payment.operations?.length ?? 0 }
      if (!mark) {
        await call('PATCH', path, quickPayPaymentSchema, { variables: { ...payment.variables, [variable]: writeKeyMark(newMark) } }, signal)
      }
      const answered = await call(
        'POST',
        // synchronized: QuickPay answers once the acquirer has, instead of 202 with the operation pending.
        `${path}/${type}?synchronized`,
        quickPayPaymentSchema,
        type === 'cancel' ? {} : { amount },
        signal,
        operationCallbackUrl ? { 'QuickPay-Callback-Url': operationCallbackUrl } : undefined,
      )
      const op = markedOperation(answered, newMark)
      if (!op) return { ok: false, reason: `QuickPay answered the ${type} without an operation for it`, retryable: true }
      return operationOutcome(answered, op)
    } catch (error) {
      if (error instanceof QuickPayCallError) return { ok: false, reason: error.message, retryable: error.retryable }
      throw error
    }
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

    async capture(providerPaymentId, input, signal) {
      const { amount, key } = operationInputSchema.parse(input)
      return operate(providerPaymentId, 'capture', amount, key, signal)
    },

    async cancel(providerPaymentId, input, signal) {
      const { key } = keyOperationInputSchema.parse(input)
      return operate(providerPaymentId, 'cancel', 0, key, signal)
    },

    async refund(providerPaymentId, input, signal) {
      const { amount, key } = operationInputSchema.parse(input)
      return operate(providerPaymentId, 'refund', amount, key, signal)
    },
  }
}
