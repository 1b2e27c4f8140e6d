/**
 * The built-in test payment provider, for the demo and the tests: a hosted payment page served by the backend
 * and plainly marked as a test, two test cards (one approves, one declines) and a signed server-to-server
 * callback, so checkout runs the same flow as with a real provider. A MobilePay payment gets a page that looks like
 * MobilePay's approval instead (a phone number, "Godkend" and "Afvis"; docs/adr/0036-mobilepay.md). The integrator's routes serve the page
 * (renderTestPaymentPage), take its form (submitTestPayment) and then post the callback (sendTestCallback).
 */
import { randomUUID } from 'node:crypto'
import type { ProviderPaymentMethod } from '@delikat/contract/checkout'
import type { Culture } from '../constants'
import { escapeHtml } from '../email/templates'
import { formatPrice } from '@delikat/contract/money'
import {
  callbackJson,
  createPaymentInputSchema,
  hexSignatureMatches,
  hmacSha256Hex,
  keyOperationInputSchema,
  operationInputSchema,
  operationRuleViolation,
  paymentStatusSchema,
  type OperationResult,
  type PaymentOperationType,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
} from './provider'

/** Approves (docs/api/README.md). */
export const TEST_CARD_APPROVED = '4111111111111111'
/** Declines (docs/api/README.md). */
export const TEST_CARD_DECLINED = '4000000000000002'
export const TEST_SIGNATURE_HEADER = 'Delikat-Test-Signature'
export const TEST_CALLBACK_TIMEOUT_MS = 5_000
/** The page's path under the backend; the integrator's GET and POST routes live here. */
export const TEST_PAYMENT_PATH = '/test-payment'
/**
 * The test acquirer refuses a capture whose amount ends in 13 øre (e.g. 100,13 kr.), as QuickPay answers 40000
 * "Rejected by acquirer": the way to try a refused capture (docs/adr/0043-capture-void-refund.md).
 */
export const TEST_CAPTURE_REFUSED_OERE = 13

/** One capture, cancel or refund on a test payment, remembered under the caller's key with the answer it got. */
export interface TestPaymentOperation {
  key: string
  type: PaymentOperationType
  /** øre; 0 for a cancel */
  amount: number
  result: OperationResult
  at: string
}

export interface TestPaymentRecord {
  /** Unguessable: knowing it is what lets one pay. */
  id: string
  orderUid: string
  orderNumber: string
  /** øre */
  amount: number
  currency: CreatePaymentInput['currency']
  culture: Culture
  /** Which page the shopper sees: the card form or the MobilePay approval. */
  method: ProviderPaymentMethod
  continueUrl: string
  cancelUrl: string
  callbackUrl: string
  state: PaymentState
  createdAt: string
  /** øre captured and refunded so far; absent means none. */
  capturedAmount?: number
  refundedAmount?: number
  /** Every capture, cancel and refund asked for, by key (the idempotency record). */
  operations?: TestPaymentOperation[]
}

/** Where the test provider keeps its payments: in memory here; the integrator may back it with a table. */
export interface TestPaymentStore {
  get(id: string): Promise<TestPaymentRecord | null>
  /**
   * Writes the record. With expectedState, only while the stored record is still in that state (compare-and-set,
   * so two concurrent submits cannot both decide a payment); returns whether it wrote.
   */
  put(record: TestPaymentRecord, expectedState?: PaymentState): Promise<boolean>
  /**
   * Whether put keeps capturedAmount, refundedAmount and operations. The in-memory store does; the database store
   * does not yet (it needs a column; docs/adr/0043-capture-void-refund.md), so the test provider refuses capture,
   * cancel and refund over it rather than forget them.
   */
  readonly keepsOperations?: boolean
}

export function memoryTestPaymentStore(): TestPaymentStore {
  const records = new Map<string, TestPaymentRecord>()
  return {
    keepsOperations: true,
    async get(id) {
      const record = records.get(id)
      return record ? { ...record } : null
    },
    async put(record, expectedState) {
      if (expectedState !== undefined && records.get(record.id)?.state !== expectedState) return false
      records.set(record.id, { ...record })
      return true
    },
  }
}

export function testPaymentStatus(record: TestPaymentRecord): PaymentStatus {
  return { providerPaymentId: record.id, orderNumber: record.orderNumber, state: record.state, amount: record.amount }
}

export function signTestCallback(secret: string, status: PaymentStatus): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    providerPaymentId: status.providerPaymentId,
    orderNumber: status.orderNumber,
    state: status.state,
    amount: status.amount,
  })
  return { body, headers: { 'Content-Type': 'application/json', [TEST_SIGNATURE_HEADER]: hmacSha256Hex(secret, body) } }
}

/** Posts the signed callback to the payment's callbackUrl, server to server; true when it was answered with 2xx. */
export async function sendTestCallback(record: TestPaymentRecord, secret: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const { body, headers } = signTestCallback(secret, testPaymentStatus(record))
  try {
    const response = await fetchImpl(record.callbackUrl, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(TEST_CALLBACK_TIMEOUT_MS),
    })
    await response.body?.cancel().catch(() => undefined)
    return response.ok
  } catch {
    return false
  }
}

export interface TestProviderOptions {
  secret: string
  backendUrl: string
  store: TestPaymentStore
}

/** One operation at a time per payment in this process, so two calls cannot both spend the same authorization. */
const paymentLocks = new Map<string, Promise<unknown>>()
async function withPaymentLock<T>(id: string, run: () => Promise<T>): Promise<T> {
  const before = paymentLocks.get(id) ?? Promise.resolve()
  const next = before.catch(() => undefined).then(run)
  paymentLocks.set(id, next)
  try {
    return await next
  } finally {
    if (paymentLocks.get(id) === next) paymentLocks.delete(id)
  }
}

/** The test acquirer: applies the rules, remembers the answer under the key, and answers a repeated key alike. */
async function testOperation(
  store: TestPaymentStore,
  id: string,
  type: PaymentOperationType,
  amount: number,
  key: string,
): Promise<OperationResult> {
  if (!store.keepsOperations) {
    return { ok: false, reason: 'this test payment store keeps no capture, cancel or refund records yet', retryable: false }
  }
  return withPaymentLock(id, async () => {
    const record = await store.get(id)
    if (!record) return { ok: false, reason: `test payment ${id} does not exist`, retryable: false }
    const operations = record.operations ?? []
    const earlier = operations.find((op) => op.key === key)
    if (earlier) {
      if (earlier.type !== type || earlier.amount !== amount) {
        return { ok: false, reason: `key ${key} was used for a ${earlier.type} of ${earlier.amount} øre`, retryable: false }
      }
      return earlier.result
    }
    const totals = {
      state: record.state,
      authorizedAmount: record.amount,
      capturedAmount: record.capturedAmount ?? 0,
      refundedAmount: record.refundedAmount ?? 0,
    }
    const violation = operationRuleViolation(type, amount, totals)
    let result: OperationResult
    let updated: TestPaymentRecord = record
    if (violation) result = { ok: false, reason: violation, retryable: false }
    else if (type === 'capture' && amount % 100 === TEST_CAPTURE_REFUSED_OERE) {
      result = { ok: false, reason: 'Rejected by acquirer (test: a capture ending in 13 øre is refused)', retryable: false }
    } else {
      const capturedAmount = totals.capturedAmount + (type === 'capture' ? amount : 0)
      const refundedAmount = totals.refundedAmount + (type === 'refund' ? amount : 0)
      const state: PaymentState = type === 'cancel' ? 'Cancelled' : capturedAmount > 0 ? 'Settled' : record.state
      updated = { ...record, state, capturedAmount, refundedAmount }
      result = { ok: true, state, authorizedAmount: record.amount, capturedAmount, refundedAmount }
    }
    const operation: TestPaymentOperation = { key, type, amount, result, at: new Date().toISOString() }
    await store.put({ ...updated, operations: [...operations, operation] })
    return result
  })
}

export function createTestProvider({ secret, backendUrl, store }: TestProviderOptions): PaymentProvider {
  const base = backendUrl.replace(/\/+$/, '')
  return {
    name: 'test',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const order = createPaymentInputSchema.parse(input)
      const record: TestPaymentRecord = { id: randomUUID(), ...order, state: 'Created', createdAt: new Date().toISOString() }
      await store.put(record)
      return { providerPaymentId: record.id, paymentUrl: `${base}${TEST_PAYMENT_PATH}/${record.id}/` }
    },

    async getStatus(providerPaymentId: string): Promise<PaymentStatus> {
      const record = await store.get(providerPaymentId)
      if (!record) throw new Error(`Test payment ${providerPaymentId} does not exist`)
      return testPaymentStatus(record)
    },

    verifyCallback(rawBody: string, headers: Headers): PaymentStatus | null {
      if (!hexSignatureMatches(secret, rawBody, headers.get(TEST_SIGNATURE_HEADER))) return null
      return paymentStatusSchema.parse(callbackJson(rawBody, 'Test payment'))
    },

    async capture(providerPaymentId, input) {
      const { amount, key } = operationInputSchema.parse(input)
      return testOperation(store, providerPaymentId, 'capture', amount, key)
    },

    async cancel(providerPaymentId, input) {
      const { key } = keyOperationInputSchema.parse(input)
      return testOperation(store, providerPaymentId, 'cancel', 0, key)
    },

    async refund(providerPaymentId, input) {
      const { amount, key } = operationInputSchema.parse(input)
      return testOperation(store, providerPaymentId, 'refund', amount, key)
    },
  }
}

const TEXT = {
  da: {
    banner: 'TESTBETALING — ingen rigtige penge trækkes',
    bannerNote: 'Dette er Delikats testbetaling. Indtast ikke et rigtigt kortnummer.',
    bannerNoteMobilePay: 'Dette er Delikats testbetaling. Intet sendes til MobilePay.',
    heading: 'Betal din ordre',
    orderNumber: 'Ordrenummer',
    amount: 'Beløb',
    cardNumber: 'Kortnummer',
    expiry: 'Udløbsdato (MM/ÅÅ)',
    expiryPlaceholder: 'MM/ÅÅ',
    cvc: 'CVC (3 cifre)',
    testCards:
      'Testkort: 4111 1111 1111 1111 godkendes, 4000 0000 0000 0002 afvises. Brug en fremtidig udløbsdato og tre vilkårlige cifre som CVC.',
    pay: 'Betal',
    cancel: 'Annullér betaling',
    back: 'Tilbage til butikken',
    approved: 'Betalingen er godkendt.',
    declined: 'Betalingen er afvist.',
    cancelled: 'Betalingen er annulleret og kan ikke gennemføres.',
    invalidCard: 'Brug et af testkortene: 4111 1111 1111 1111 (godkendes) eller 4000 0000 0000 0002 (afvises).',
    invalidExpiry: 'Skriv udløbsdatoen som MM/ÅÅ, fx 12/30. Den må ikke være overskredet.',
    invalidCvc: 'CVC skal være 3 cifre.',
    mobilePayHeading: 'Godkend betalingen i MobilePay',
    mobilePayTo: 'Til',
    phone: 'Mobilnummer',
    mobilePayHint:
      'Test: skriv et vilkårligt dansk mobilnummer (8 cifre) og tryk Godkend. Afvis afviser betalingen, som hvis du afviste den i appen.',
    approve: 'Godkend',
    refuse: 'Afvis',
    invalidPhone: 'Skriv dit mobilnummer med 8 cifre, fx 20 30 40 50.',
    invalidDecision: 'Tryk Godkend eller Afvis.',
  },
  en: {
    banner: 'TEST PAYMENT — no real money is taken',
    bannerNote: 'This is Delikat’s test payment. Do not enter a real card number.',
    bannerNoteMobilePay: 'This is Delikat’s test payment. Nothing is sent to MobilePay.',
    heading: 'Pay for your order',
    orderNumber: 'Order number',
    amount: 'Amount',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'CVC (3 digits)',
    testCards:
      'Test cards: 4111 1111 1111 1111 is approved, 4000 0000 0000 0002 is declined. Use any future expiry date and any three digits as CVC.',
    pay: 'Pay',
    cancel: 'Cancel payment',
    back: 'Back to the shop',
    approved: 'The payment has been approved.',
    declined: 'The payment has been declined.',
    cancelled: 'The payment has been cancelled and cannot be completed.',
    invalidCard: 'Use one of the test cards: 4111 1111 1111 1111 (approved) or 4000 0000 0000 0002 (declined).',
    invalidExpiry: 'Enter the expiry date as MM/YY, e.g. 12/30. It must not be in the past.',
    invalidCvc: 'The CVC must be 3 digits.',
    mobilePayHeading: 'Approve the payment in MobilePay',
    mobilePayTo: 'To',
    phone: 'Mobile number',
    mobilePayHint:
      'Test: enter any Danish mobile number (8 digits) and press Approve. Decline refuses the payment, as if you declined it in the app.',
    approve: 'Approve',
    refuse: 'Decline',
    invalidPhone: 'Enter your mobile number with 8 digits, e.g. 20 30 40 50.',
    invalidDecision: 'Press Approve or Decline.',
  },
} satisfies Record<Culture, Record<string, string>>

export type TestPaymentField = 'cardNumber' | 'expiry' | 'cvc' | 'phone'

/** The page's form: the card fields for a card payment, the phone and the button pressed for MobilePay. */
export interface TestPaymentForm {
  cardNumber?: string
  expiry?: string
  cvc?: string
  phone?: string
  /** MobilePay's buttons: `approve` ("Godkend") or `refuse` ("Afvis"). */
  decision?: string
}

/** A Danish mobile number: 8 digits, optionally after +45 or 0045, spaces allowed. */
const DANISH_PHONE = /^(?:(?:\+|00)45)?\d{8}$/

export interface TestPaymentSubmitResult {
  outcome: 'approved' | 'declined' | 'invalid'
  /** Where to send the shopper (303) after approved or declined: the storefront, which confirms. */
  redirectTo?: string
  /** For invalid: the message to show on the page again, in the payment's culture, and the field it concerns. */
  error?: string
  errorField?: TestPaymentField
  record: TestPaymentRecord
}

/** MM/YY, valid through the end of that month. */
function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1)
}

/** The outcome of a payment that is no longer open: a repeated submit answers the same, and changes nothing. */
function decidedOutcome(record: TestPaymentRecord): TestPaymentSubmitResult | null {
  switch (record.state) {
    case 'Created':
      return null
    case 'Authorized':
    case 'Settled':
      return { outcome: 'approved', redirectTo: record.continueUrl, record }
    case 'Declined':
      return { outcome: 'declined', redirectTo: record.continueUrl, record }
    case 'Cancelled':
      return { outcome: 'invalid', error: TEXT[record.culture].cancelled, record }
  }
}

/**
 * The test page's form: decides the payment by the card number, or for MobilePay by the button pressed (with a
 * phone number to approve). Bad input changes nothing. Null when no such
 * payment exists (answer 404).
 */
export async function submitTestPayment(
  store: TestPaymentStore,
  id: string,
  form: TestPaymentForm,
  now: Date = new Date(),
): Promise<TestPaymentSubmitResult | null> {
  const record = await store.get(id)
  if (!record) return null
  const decided = decidedOutcome(record)
  if (decided) return decided

  const text = TEXT[record.culture]
  const invalid = (errorField: TestPaymentField, error: string): TestPaymentSubmitResult => ({
    outcome: 'invalid',
    error,
    errorField,
    record,
  })
  let state: PaymentState
  if (record.method === 'MobilePay') {
    // "Afvis" needs no number: the shopper refuses in the app as they would in MobilePay.
    if (form.decision === 'refuse') state = 'Declined'
    else if (form.decision !== 'approve') return invalid('phone', text.invalidDecision)
    else if (!DANISH_PHONE.test((form.phone ?? '').replace(/[\s-]/g, ''))) return invalid('phone', text.invalidPhone)
    else state = 'Authorized'
  } else {
    const cardNumber = (form.cardNumber ?? '').replace(/[\s-]/g, '')
    if (cardNumber !== TEST_CARD_APPROVED && cardNumber !== TEST_CARD_DECLINED) return invalid('cardNumber', text.invalidCard)
    if (!expiryIsValid(form.expiry ?? '', now)) return invalid('expiry', text.invalidExpiry)
    if (!/^\d{3}$/.test((form.cvc ?? '').trim())) return invalid('cvc', text.invalidCvc)
    state = cardNumber === TEST_CARD_APPROVED ? 'Authorized' : 'Declined'
  }

  const updated: TestPaymentRecord = { ...record, state }
  if (!(await store.put(updated, 'Created'))) {
    // Another submit decided it first: answer with what it decided.
    const current = await store.get(id)
    return current ? decidedOutcome(current) : null
  }
  return decidedOutcome(updated)
}

/** The TEST pages' look (this one and the TEST age check's): loud, so nobody mistakes them for the real thing. */
export const TEST_PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f1ec;color:#1d1d1b;line-height:1.5}
.banner{padding:10px;background:repeating-linear-gradient(-45deg,#ffd400 0 18px,#1d1d1b 18px 36px)}
.banner div{max-width:40rem;margin:0 auto;padding:12px 16px;background:#ffd400;color:#1d1d1b;text-align:center;border:3px solid #1d1d1b}
.banner strong{display:block;font-size:1.625rem;font-weight:800;letter-spacing:.02em}
.banner p{margin:.25rem 0 0;font-weight:600}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border:4px dashed #b00020;border-radius:8px}
.shop{margin:0;font-size:1.25rem;font-weight:700;color:#6b2d3c}
h1{margin:.25rem 0 1rem;font-size:1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{font-weight:600}
dd{margin:0;text-align:right}
.amount{font-size:1.25rem;font-weight:700}
.cards{margin:1rem 0;padding:.5rem .75rem;background:#fff7cc;border-left:4px solid #1d1d1b}
.error{margin:1rem 0;padding:.5rem .75rem;color:#b00020;font-weight:600;border:2px solid #b00020;border-radius:6px}
.status{font-size:1.125rem;font-weight:600}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;padding:.625rem .75rem;font:inherit;font-size:1.125rem;border:2px solid #555;border-radius:6px}
input[aria-invalid="true"]{border-color:#b00020}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
button{width:100%;margin-top:1.5rem;padding:.875rem;font:inherit;font-size:1.125rem;font-weight:700;color:#fff;background:#6b2d3c;border:0;border-radius:6px;cursor:pointer}
a{display:inline-block;margin-top:1rem;color:#6b2d3c;font-weight:600}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
main.mobilepay{border-color:#5a2ca0}
.mobilepay .brand{display:flex;align-items:center;gap:.5rem;margin:0;font-size:1.25rem;font-weight:800;color:#5a2ca0}
.mobilepay .brand svg{width:40px;height:40px;flex:none}
.mobilepay .hint{margin:.5rem 0 0;padding:.5rem .75rem;background:#f1ebfb;border-left:4px solid #5a2ca0}
.decide{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.mobilepay button{background:#5a2ca0}
.mobilepay button.refuse{color:#5a2ca0;background:#fff;border:2px solid #5a2ca0}
.mobilepay a{color:#5a2ca0}
`

/** A MobilePay-like mark of our own (a phone on a purple tile), named for screen readers. */
const MOBILEPAY_MARK =
  '<svg viewBox="0 0 40 40" role="img" aria-label="MobilePay" focusable="false"><rect width="40" height="40" rx="9" fill="#5a2ca0"/>' +
  '<rect x="13" y="7" width="14" height="26" rx="3" fill="#fff"/><rect x="16" y="11" width="8" height="15" rx="1" fill="#5a2ca0"/>' +
  '<circle cx="20" cy="29.5" r="1.6" fill="#5a2ca0"/></svg>'

export interface TestPaymentPageOptions {
  /** The page's language; the payment's culture unless given. */
  culture?: Culture
  /** A message from submitTestPayment to show above the form. */
  error?: string
  errorField?: TestPaymentField
}

/** The whole test payment page. No scripts; the form posts back to the page's own URL. */
export function renderTestPaymentPage(record: TestPaymentRecord, options: TestPaymentPageOptions = {}): string {
  const culture = options.culture ?? record.culture
  const text = TEXT[culture]
  const amount = `${formatPrice(record.amount)} kr.`
  const error = options.error ? `<p class="error" id="payment-error" role="alert">${escapeHtml(options.error)}</p>` : ''
  const field = (name: TestPaymentField, label: string, attributes: string, describedBy: string[] = []) => {
    const invalid = options.error !== undefined && options.errorField === name
    const ids = invalid ? [...describedBy, 'payment-error'] : describedBy
    return (
      `<label for="${name}">${escapeHtml(label)}</label>` +
      `<input id="${name}" name="${name}" type="text" required ${attributes}` +
      (ids.length ? ` aria-describedby="${ids.join(' ')}"` : '') +
      (invalid ? ' aria-invalid="true"' : '') +
      '>'
    )
  }

  const decided = decidedOutcome(record)
  const mobilePay = record.method === 'MobilePay'
  const body = decided
    ? `<p class="status">${escapeHtml(
        decided.outcome === 'approved' ? text.approved : decided.outcome === 'declined' ? text.declined : text.cancelled,
      )}</p>` + (record.state === 'Cancelled' ? '' : `<a href="${escapeHtml(record.continueUrl)}">${escapeHtml(text.back)}</a>`)
    : mobilePay
      ? error +
        `<form method="post" novalidate>` +
        field('phone', text.phone, 'autocomplete="tel-national" inputmode="tel" maxlength="16"', ['mobilepay-hint']) +
        `<p class="hint" id="mobilepay-hint">${escapeHtml(text.mobilePayHint)}</p>` +
        `<div class="decide">` +
        // Approve first: Enter in the phone field presses the form's first button.
        `<button type="submit" name="decision" value="approve" class="approve">${escapeHtml(text.approve)}</button>` +
        `<button type="submit" name="decision" value="refuse" class="refuse">${escapeHtml(text.refuse)}</button>` +
        `</div></form>` +
        `<a href="${escapeHtml(record.cancelUrl)}">${escapeHtml(text.cancel)}</a>`
      : error +
        `<form method="post" novalidate>` +
        field('cardNumber', text.cardNumber, 'autocomplete="cc-number" inputmode="numeric" maxlength="23"', ['test-cards']) +
        `<p class="cards" id="test-cards">${escapeHtml(text.testCards)}</p>` +
        `<div class="row"><div>` +
        field('expiry', text.expiry, `autocomplete="cc-exp" placeholder="${escapeHtml(text.expiryPlaceholder)}" maxlength="7"`) +
        `</div><div>` +
        field('cvc', text.cvc, 'autocomplete="cc-csc" inputmode="numeric" maxlength="3"') +
        `</div></div>` +
        `<button type="submit">${escapeHtml(`${text.pay} ${amount}`)}</button>` +
        `</form>` +
        `<a href="${escapeHtml(record.cancelUrl)}">${escapeHtml(text.cancel)}</a>`

  return (
    `<!doctype html><html lang="${escapeHtml(culture)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(`${text.banner} · Delikat`)}</title><style>${TEST_PAGE_STYLE}</style></head><body>` +
    `<header class="banner"><div><strong>${escapeHtml(text.banner)}</strong><p>${escapeHtml(mobilePay ? text.bannerNoteMobilePay : text.bannerNote)}</p></div></header>` +
    (mobilePay
      ? `<main class="mobilepay"><p class="brand">${MOBILEPAY_MARK}<span aria-hidden="true">MobilePay</span></p><h1>${escapeHtml(text.mobilePayHeading)}</h1>` +
        `<dl><dt>${escapeHtml(text.mobilePayTo)}</dt><dd>Delikat</dd>`
      : `<main><p class="shop">Delikat</p><h1>${escapeHtml(text.heading)}</h1><dl>`) +
    `<dt>${escapeHtml(text.orderNumber)}</dt><dd>${escapeHtml(record.orderNumber)}</dd>` +
    `<dt>${escapeHtml(text.amount)}</dt><dd class="amount">${escapeHtml(amount)}</dd></dl>` +
    body +
    `</main></body></html>`
  )
}
