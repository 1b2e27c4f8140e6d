/**
 * Capture, partial capture, void and refund in both providers (docs/adr/0043-capture-void-refund.md). QuickPay's
 * answers are recorded fixtures written from its public API documentation (fixtures/quickpay/*.json), not captured
 * traffic.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { paymentProvider, type CreatePaymentInput, type PaymentProvider } from './provider'
import { memoryTestPaymentStore, submitTestPayment, type TestPaymentStore } from './test-provider'
import { databaseTestPaymentStore } from './test-store'

const API_KEY = 'qp-api-key-0123456789abcdef'
const PRIVATE_KEY = 'qp-private-key-fedcba9876543210'
const SECRET = 'backend-secret-for-tests'

const input: CreatePaymentInput = {
  orderUid: 'a1b2c3',
  orderNumber: '100001',
  amount: 123450,
  currency: 'DKK',
  culture: 'da',
  method: 'CreditCard',
  continueUrl: 'https://shop.example/checkout/payment/a1b2c3/',
  cancelUrl: 'https://shop.example/basket/',
  callbackUrl: 'https://api.example/api/payments/callback/',
}

type Json = Record<string, unknown>
const fixture = (name: string): Json =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'quickpay', `${name}.json`), 'utf8')) as Json

interface Call {
  url: string
  method: string
  headers: Headers
  body: unknown
}

/** Answers QuickPay calls in order (an Error answer is a failed fetch) and records what was sent. */
function fakeFetch(answers: ({ status?: number; json: unknown } | Error)[]) {
  const calls: Call[] = []
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    })
    const answer = answers.shift()
    if (!answer) throw new Error('unexpected call')
    if (answer instanceof Error) throw answer
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  }) as typeof fetch
  return { impl, calls, sent: () => calls.map((c) => `${c.method} ${c.url}`) }
}

const quickpay = (fetchImpl: typeof fetch, operationCallbackUrl?: string) =>
  paymentProvider({
    quickpayApiKey: API_KEY,
    quickpayPrivateKey: PRIVATE_KEY,
    secret: SECRET,
    backendUrl: 'http://localhost:3001',
    fetchImpl,
    operationCallbackUrl,
  })

const QP = 'https://api.quickpay.net/payments/7001'

describe('QuickPay capture, cancel and refund', () => {
  it('captures the whole amount: marks the key on the payment, then posts the capture with v10 headers', async () => {
    const authorized = fixture('payment-authorized')
    const { impl, calls, sent } = fakeFetch([
      { json: authorized },
      { json: { ...authorized, variables: { 'delikat_op_cap-1': 'capture:123450:1' } } },
      { status: 202, json: fixture('capture-approved') },
    ])
    const result = await quickpay(impl, 'https://api.example/api/payments/callback/').capture('7001', { amount: 123450, key: 'cap-1' })

    expect(result).toEqual({ ok: true, state: 'Settled', authorizedAmount: 123450, capturedAmount: 123450, refundedAmount: 0 })
    expect(sent()).toEqual([`GET ${QP}`, `PATCH ${QP}`, `POST ${QP}/capture?synchronized`])
    expect(calls[1]!.body).toEqual({ variables: { 'delikat_op_cap-1': 'capture:123450:1' } })
    expect(calls[2]!.body).toEqual({ amount: 123450 })
    for (const call of calls) {
      expect(call.headers.get('Accept-Version')).toBe('v10')
      expect(Buffer.from((call.headers.get('Authorization') ?? '').replace(/^Basic /, ''), 'base64').toString()).toBe(`:${API_KEY}`)
    }
    expect(calls[2]!.headers.get('QuickPay-Callback-Url')).toBe('https://api.example/api/payments/callback/')
  })

  it('captures part of the amount and says what is captured', async () => {
    const authorized = fixture('payment-authorized')
    const { impl, calls } = fakeFetch([{ json: authorized }, { json: authorized }, { status: 202, json: fixture('capture-partial') }])
    const result = await quickpay(impl).capture('7001', { amount: 50000, key: 'cap-1' })
    expect(result).toEqual({ ok: true, state: 'Settled', authorizedAmount: 123450, capturedAmount: 50000, refundedAmount: 0 })
    expect(calls[2]!.body).toEqual({ amount: 50000 })
    expect(calls[2]!.headers.has('QuickPay-Callback-Url')).toBe(false)
  })

  it('answers a capture refused by the acquirer (40000) with QuickPay’s and the acquirer’s words, not retryable', async () => {
    const authorized = fixture('payment-authorized')
    const { impl } = fakeFetch([{ json: authorized }, { json: authorized }, { status: 202, json: fixture('capture-refused') }])
    const result = await quickpay(impl).capture('7001', { amount: 123450, key: 'cap-1' })
    expect(result).toEqual({
      ok: false,
      reason: 'QuickPay capture refused: 40000 Rejected by acquirer (acquirer: 40110 Authorization expired or not found)',
      retryable: false,
    })
  })

  it('answers a repeated key from the payment’s operations and never captures twice', async () => {
    const approved = fakeFetch([{ json: fixture('capture-approved') }])
    expect(await quickpay(approved.impl).capture('7001', { amount: 123450, key: 'cap-1' })).toMatchObject({
      ok: true,
      capturedAmount: 123450,
    })
    expect(approved.sent()).toEqual([`GET ${QP}`])

    // The first answer was a refusal: the same key answers that refusal again.
    const refused = fakeFetch([{ json: fixture('capture-refused') }])
    expect(await quickpay(refused.impl).capture('7001', { amount: 123450, key: 'cap-1' })).toMatchObject({ ok: false, retryable: false })
    expect(refused.sent()).toEqual([`GET ${QP}`])
  })

  it('retries after a timeout: the capture turns out done, so it is not asked for again', async () => {
    const authorized = fixture('payment-authorized')
    const first = fakeFetch([
      { json: authorized },
      { json: authorized },
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
    ])
    const timedOut = await quickpay(first.impl).capture('7001', { amount: 123450, key: 'cap-1' })
    expect(timedOut).toMatchObject({ ok: false, retryable: true })

    const retry = fakeFetch([{ json: fixture('capture-approved') }])
    expect(await quickpay(retry.impl).capture('7001', { amount: 123450, key: 'cap-1' })).toEqual({
      ok: true,
      state: 'Settled',
      authorizedAmount: 123450,
      capturedAmount: 123450,
      refundedAmount: 0,
    })
    expect(retry.sent()).toEqual([`GET ${QP}`])
  })

  it('asks again when the marked capture never reached QuickPay, without marking twice', async () => {
    const marked = { ...fixture('payment-authorized'), variables: { 'delikat_op_cap-1': 'capture:123450:1' } }
    const { impl, sent } = fakeFetch([{ json: marked }, { status: 202, json: fixture('capture-approved') }])
    expect(await quickpay(impl).capture('7001', { amount: 123450, key: 'cap-1' })).toMatchObject({ ok: true })
    expect(sent()).toEqual([`GET ${QP}`, `POST ${QP}/capture?synchronized`])
  })

  it('refuses a key reused for another amount', async () => {
    const { impl, sent } = fakeFetch([{ json: fixture('capture-approved') }])
    expect(await quickpay(impl).capture('7001', { amount: 100, key: 'cap-1' })).toMatchObject({ ok: false, retryable: false })
    expect(sent()).toEqual([`GET ${QP}`])
  })

  it('refuses over-capture, over-refund and a cancel after capture before asking QuickPay', async () => {
    const over = fakeFetch([{ json: fixture('capture-partial') }])
    const overCapture = await quickpay(over.impl).capture('7001', { amount: 80000, key: 'cap-2' })
    expect(overCapture).toEqual({
      ok: false,
      reason: 'capture of 80000 øre exceeds what is left of the authorization (73450 øre)',
      retryable: false,
    })
    expect(over.sent()).toEqual([`GET ${QP}`])

    const refund = fakeFetch([{ json: fixture('capture-partial') }])
    expect(await quickpay(refund.impl).refund('7001', { amount: 50001, key: 'ref-1' })).toMatchObject({ ok: false, retryable: false })
    expect(refund.sent()).toEqual([`GET ${QP}`])

    const cancel = fakeFetch([{ json: fixture('capture-partial') }])
    expect(await quickpay(cancel.impl).cancel('7001', { key: 'void-1' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/already captured/),
    })
    expect(cancel.sent()).toEqual([`GET ${QP}`])
  })

  it('captures the rest after a partial capture', async () => {
    const partial = fixture('capture-partial')
    const after = structuredClone(partial) as { operations: unknown[] }
    after.operations.push({ id: 3, type: 'capture', amount: 73450, pending: false, qp_status_code: '20000', qp_status_msg: 'Approved' })
    const { impl } = fakeFetch([{ json: partial }, { json: partial }, { status: 202, json: after }])
    expect(await quickpay(impl).capture('7001', { amount: 73450, key: 'cap-2' })).toMatchObject({ ok: true, capturedAmount: 123450 })
  })

  it('cancels an authorization with nothing captured', async () => {
    const authorized = fixture('payment-authorized')
    const { impl, calls, sent } = fakeFetch([{ json: authorized }, { json: authorized }, { status: 202, json: fixture('cancel-approved') }])
    expect(await quickpay(impl).cancel('7001', { key: 'void-1' })).toEqual({
      ok: true,
      state: 'Cancelled',
      authorizedAmount: 123450,
      capturedAmount: 0,
      refundedAmount: 0,
    })
    expect(sent()).toEqual([`GET ${QP}`, `PATCH ${QP}`, `POST ${QP}/cancel?synchronized`])
    expect(calls[1]!.body).toEqual({ variables: { 'delikat_op_void-1': 'cancel:0:1' } })
  })

  it('refunds part of what is captured', async () => {
    const captured = fixture('capture-approved')
    const { impl, calls } = fakeFetch([{ json: captured }, { json: captured }, { status: 202, json: fixture('refund-approved') }])
    expect(await quickpay(impl).refund('7001', { amount: 20000, key: 'ref-1' })).toEqual({
      ok: true,
      state: 'Settled',
      authorizedAmount: 123450,
      capturedAmount: 123450,
      refundedAmount: 20000,
    })
    expect(calls[1]!.body).toEqual({ variables: { 'delikat_op_cap-1': 'capture:123450:1', 'delikat_op_ref-1': 'refund:20000:2' } })
    expect(calls[2]!.url).toBe(`${QP}/refund?synchronized`)
    expect(calls[2]!.body).toEqual({ amount: 20000 })
  })

  it('calls a gateway error retryable and a validation error not', async () => {
    const authorized = fixture('payment-authorized')
    const gateway = fakeFetch([{ json: authorized }, { json: authorized }, { status: 500, json: { message: 'Internal error' } }])
    expect(await quickpay(gateway.impl).capture('7001', { amount: 100, key: 'cap-1' })).toMatchObject({ ok: false, retryable: true })
    const invalid = fakeFetch([{ json: authorized }, { json: authorized }, { status: 400, json: { message: 'Validation error' } }])
    expect(await quickpay(invalid.impl).capture('7001', { amount: 100, key: 'cap-1' })).toEqual({
      ok: false,
      reason: 'QuickPay POST /payments/7001/capture?synchronized answered 400: Validation error',
      retryable: false,
    })
  })

  it('refuses a key QuickPay cannot carry and an amount of nothing before calling it', async () => {
    const none = fakeFetch([])
    await expect(quickpay(none.impl).capture('7001', { amount: 100, key: 'a b' })).rejects.toThrow()
    await expect(quickpay(none.impl).refund('7001', { amount: 0, key: 'ref-1' })).rejects.toThrow()
    expect(none.calls).toEqual([])
  })
})

describe('the test provider’s capture, cancel and refund', () => {
  async function authorized(amount = 123450): Promise<{ provider: PaymentProvider; id: string; store: TestPaymentStore }> {
    const store = memoryTestPaymentStore()
    const provider = paymentProvider({ secret: SECRET, backendUrl: 'http://localhost:3001', store })
    const { providerPaymentId: id } = await provider.createPayment({ ...input, amount })
    await submitTestPayment(store, id, { cardNumber: '4111111111111111', expiry: '12/30', cvc: '123' }, new Date(2026, 10, 15))
    return { provider, id, store }
  }

  it('captures in parts up to the authorized amount and refuses over-capture', async () => {
    const { provider, id } = await authorized()
    expect(await provider.capture(id, { amount: 50000, key: 'cap-1' })).toEqual({
      ok: true,
      state: 'Settled',
      authorizedAmount: 123450,
      capturedAmount: 50000,
      refundedAmount: 0,
    })
    expect(await provider.capture(id, { amount: 73451, key: 'cap-2' })).toEqual({
      ok: false,
      reason: 'capture of 73451 øre exceeds what is left of the authorization (73450 øre)',
      retryable: false,
    })
    expect(await provider.capture(id, { amount: 73450, key: 'cap-3' })).toMatchObject({ ok: true, capturedAmount: 123450 })
    expect((await provider.getStatus(id)).state).toBe('Settled')
  })

  it('answers a repeated key with the first result and never captures twice', async () => {
    const { provider, id } = await authorized()
    const first = await provider.capture(id, { amount: 100000, key: 'cap-1' })
    expect(await provider.capture(id, { amount: 100000, key: 'cap-1' })).toEqual(first)
    const [a, b] = await Promise.all([
      provider.capture(id, { amount: 20000, key: 'cap-2' }),
      provider.capture(id, { amount: 20000, key: 'cap-2' }),
    ])
    expect(a).toEqual(b)
    expect(await provider.refund(id, { amount: 1, key: 'probe' })).toMatchObject({ ok: true, capturedAmount: 120000 })
    expect(await provider.capture(id, { amount: 5, key: 'cap-1' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/was used for a capture of 100000/),
    })
  })

  it('refunds up to what is captured, less what is refunded', async () => {
    const { provider, id } = await authorized()
    await provider.capture(id, { amount: 60000, key: 'cap-1' })
    expect(await provider.refund(id, { amount: 40000, key: 'ref-1' })).toMatchObject({
      ok: true,
      capturedAmount: 60000,
      refundedAmount: 40000,
    })
    expect(await provider.refund(id, { amount: 20001, key: 'ref-2' })).toMatchObject({ ok: false, retryable: false })
    expect(await provider.refund(id, { amount: 20000, key: 'ref-3' })).toMatchObject({ ok: true, refundedAmount: 60000 })
  })

  it('refuses a refund with nothing captured', async () => {
    const { provider, id } = await authorized()
    expect(await provider.refund(id, { amount: 1, key: 'ref-1' })).toMatchObject({ ok: false })
  })

  it('cancels an authorization with nothing captured, and refuses a cancel after capture', async () => {
    const open = await authorized()
    expect(await open.provider.cancel(open.id, { key: 'void-1' })).toMatchObject({ ok: true, state: 'Cancelled', capturedAmount: 0 })
    expect((await open.provider.getStatus(open.id)).state).toBe('Cancelled')
    expect(await open.provider.capture(open.id, { amount: 100, key: 'cap-1' })).toMatchObject({ ok: false })

    const captured = await authorized()
    await captured.provider.capture(captured.id, { amount: 100, key: 'cap-1' })
    expect(await captured.provider.cancel(captured.id, { key: 'void-1' })).toEqual({
      ok: false,
      reason: 'cannot cancel: 100 øre is already captured (refund it instead)',
      retryable: false,
    })
  })

  it('refuses a capture ending in 13 øre, as an acquirer would, and remembers the refusal under its key', async () => {
    const { provider, id } = await authorized()
    const refused = await provider.capture(id, { amount: 10013, key: 'cap-1' })
    expect(refused).toMatchObject({ ok: false, retryable: false, reason: expect.stringMatching(/Rejected by acquirer/) })
    expect(await provider.capture(id, { amount: 10013, key: 'cap-1' })).toEqual(refused)
    expect(await provider.capture(id, { amount: 10000, key: 'cap-2' })).toMatchObject({ ok: true, capturedAmount: 10000 })
  })

  it('refuses to capture a payment that is not authorized', async () => {
    const store = memoryTestPaymentStore()
    const provider = paymentProvider({ secret: SECRET, backendUrl: 'http://localhost:3001', store })
    const { providerPaymentId: id } = await provider.createPayment(input)
    expect(await provider.capture(id, { amount: 100, key: 'cap-1' })).toMatchObject({ ok: false, reason: expect.stringMatching(/Created/) })
    await submitTestPayment(store, id, { cardNumber: '4000000000000002', expiry: '12/30', cvc: '123' }, new Date(2026, 10, 15))
    expect(await provider.capture(id, { amount: 100, key: 'cap-2' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/Declined/),
    })
  })

  it('refuses rather than forgets over a store that keeps no operations', async () => {
    const { id, store } = await authorized()
    const forgetful: TestPaymentStore = { get: (i) => store.get(i), put: (r, s) => store.put(r, s) }
    const provider = paymentProvider({ secret: SECRET, backendUrl: 'http://localhost:3001', store: forgetful })
    expect(await provider.capture(id, { amount: 100, key: 'cap-1' })).toMatchObject({ ok: false, retryable: false })
  })
})

describe('the database test store', () => {
  it('reads the running totals from the last operation that went through, and writes the operations as JSON', async () => {
    const queries: { text: string; values: unknown[] }[] = []
    const ok = (capturedAmount: number, refundedAmount: number) =>
      ({ ok: true, state: 'Settled', authorizedAmount: 123450, capturedAmount, refundedAmount }) as const
    const operations = [
      { key: 'cap-1', type: 'capture', amount: 50000, result: ok(50000, 0), at: '2026-11-28T08:00:00.000Z' },
      { key: 'ref-1', type: 'refund', amount: 1000, result: ok(50000, 1000), at: '2026-11-28T09:00:00.000Z' },
      {
        key: 'cap-2',
        type: 'capture',
        amount: 10013,
        result: { ok: false, reason: 'refused', retryable: false },
        at: '2026-11-28T10:00:00.000Z',
      },
    ]
    const row = {
      payment_id: 'p1',
      order_uid: 'a1b2c3',
      order_number: '100001',
      amount: '123450',
      currency: 'DKK',
      culture: 'da',
      method: 'CreditCard',
      continue_url: input.continueUrl,
      cancel_url: input.cancelUrl,
      callback_url: input.callbackUrl,
      state: 'Settled',
      created_at: new Date('2026-11-27T09:57:40Z'),
      operations,
    }
    const pool = {
      query: async (text: string, values: unknown[]) => {
        queries.push({ text, values })
        return { rows: [row], rowCount: 1 }
      },
    } as unknown as Parameters<typeof databaseTestPaymentStore>[0]
    const store = databaseTestPaymentStore(pool)
    expect(store.keepsOperations).toBe(true)
    const record = (await store.get('p1'))!
    expect(record).toMatchObject({ capturedAmount: 50000, refundedAmount: 1000, operations })

    await store.put(record)
    expect(JSON.parse(queries[1]!.values.at(-1) as string)).toEqual(operations)
    const { operations: _none, capturedAmount: _c, refundedAmount: _r, ...before } = record
    await store.put(before)
    expect(queries[2]!.values.at(-1)).toBeNull()
  })
})
