import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { paymentProvider, type CreatePaymentInput, type PaymentStatus } from './provider'
import {
  memoryTestPaymentStore,
  renderTestPaymentPage,
  sendTestCallback,
  signTestCallback,
  submitTestPayment,
  type TestPaymentForm,
  type TestPaymentStore,
} from './test-provider'

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

interface Call {
  url: string
  method: string
  headers: Headers
  body: unknown
}

/** Answers QuickPay calls in order and records what was sent. */
function fakeFetch(answers: { status?: number; json: unknown }[]) {
  const calls: Call[] = []
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    if (init?.signal?.aborted) throw init.signal.reason
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    })
    const answer = answers.shift()
    if (!answer) throw new Error('unexpected call')
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  }) as typeof fetch
  return { impl, calls }
}

const quickpay = (fetchImpl: typeof fetch) =>
  paymentProvider({
    quickpayApiKey: API_KEY,
    quickpayPrivateKey: PRIVATE_KEY,
    secret: SECRET,
    backendUrl: 'http://localhost:3001',
    fetchImpl,
  })

const qpPayment = (overrides: Record<string, unknown> = {}) => ({
  id: 7001,
  order_id: '100001',
  accepted: false,
  state: 'initial',
  currency: 'DKK',
  operations: [] as unknown[],
  link: { url: 'https://payment.quickpay.net/payments/abc', amount: 123450 },
  ...overrides,
})
const op = (type: string, qp_status_code: string | null, extra: Record<string, unknown> = {}) => ({
  id: 1,
  type,
  amount: 123450,
  pending: false,
  qp_status_code,
  ...extra,
})

describe('QuickPay', () => {
  it('creates a payment and a reservation-only link with v10 headers and Basic auth on the API key', async () => {
    const { impl, calls } = fakeFetch([{ json: qpPayment() }, { json: { url: 'https://payment.quickpay.net/payments/abc' } }])
    const created = await quickpay(impl).createPayment({ ...input, culture: 'en' })

    expect(created).toEqual({ providerPaymentId: '7001', paymentUrl: 'https://payment.quickpay.net/payments/abc' })
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://api.quickpay.net/payments',
      'PUT https://api.quickpay.net/payments/7001/link',
    ])
    for (const call of calls) {
      expect(call.headers.get('Accept-Version')).toBe('v10')
      expect(call.headers.get('Content-Type')).toBe('application/json')
      const auth = call.headers.get('Authorization') ?? ''
      expect(auth.startsWith('Basic ')).toBe(true)
      expect(Buffer.from(auth.slice('Basic '.length), 'base64').toString()).toBe(`:${API_KEY}`)
    }
    expect(calls[0]!.body).toEqual({ order_id: '100001', currency: 'DKK' })
    expect(calls[1]!.body).toEqual({
      amount: 123450,
      continue_url: input.continueUrl,
      cancel_url: input.cancelUrl,
      callback_url: input.callbackUrl,
      language: 'en',
      payment_methods: 'creditcard',
      auto_capture: false,
    })
  })

  // Recorded answers written from QuickPay's public API documentation (payments, links, a MobilePay payment's
  // acquirer): fixtures, not captured traffic.
  const mobilePayPayment = qpPayment({ id: 7002, acquirer: 'mobilepay', facilitator: 'mobilepay' })
  const mobilePayLink = { url: 'https://payment.quickpay.net/payments/mp7002' }

  it('limits the payment window to MobilePay when the shopper chose it, and to cards otherwise', async () => {
    const mobilePay = fakeFetch([{ json: mobilePayPayment }, { json: mobilePayLink }])
    const created = await quickpay(mobilePay.impl).createPayment({ ...input, method: 'MobilePay' })
    expect(created).toEqual({ providerPaymentId: '7002', paymentUrl: mobilePayLink.url })
    expect(mobilePay.calls[0]!.body).toEqual({ order_id: '100001', currency: 'DKK' })
    expect(mobilePay.calls[1]!.body).toMatchObject({ amount: 123450, payment_methods: 'mobilepay', auto_capture: false })

    const card = fakeFetch([{ json: qpPayment() }, { json: { url: 'https://payment.quickpay.net/payments/abc' } }])
    await quickpay(card.impl).createPayment(input)
    expect(card.calls[1]!.body).toMatchObject({ payment_methods: 'creditcard' })
  })

  it('reads an approved and a refused MobilePay payment like a card payment', async () => {
    const approved = fakeFetch([{ json: { ...mobilePayPayment, accepted: true, state: 'new', operations: [op('authorize', '20000')] } }])
    expect((await quickpay(approved.impl).getStatus('7002')).state).toBe('Authorized')
    const refused = fakeFetch([{ json: { ...mobilePayPayment, state: 'rejected', operations: [op('authorize', '40000')] } }])
    expect((await quickpay(refused.impl).getStatus('7002')).state).toBe('Declined')
  })

  it('refuses a method it has no QuickPay name for before calling QuickPay', async () => {
    const none = fakeFetch([])
    await expect(quickpay(none.impl).createPayment({ ...input, method: 'Invoice' as never })).rejects.toThrow()
    expect(none.calls).toHaveLength(0)
  })

  it('pads a short order number to the 4 characters QuickPay requires and refuses one over 20', async () => {
    const { impl, calls } = fakeFetch([{ json: qpPayment({ order_id: '0042' }) }, { json: { url: 'https://payment.quickpay.net/p/1' } }])
    await quickpay(impl).createPayment({ ...input, orderNumber: '42' })
    expect(calls[0]!.body).toMatchObject({ order_id: '0042' })

    const none = fakeFetch([])
    await expect(quickpay(none.impl).createPayment({ ...input, orderNumber: '1'.repeat(21) })).rejects.toThrow(/20/)
    expect(none.calls).toHaveLength(0)
  })

  it.each([
    ['a fresh payment', 'Created', qpPayment(), 123450],
    [
      'an approved authorize',
      'Authorized',
      qpPayment({ accepted: true, state: 'new', operations: [op('authorize', '20000', { amount: 99900 })] }),
      99900,
    ],
    [
      'a capture',
      'Settled',
      qpPayment({ accepted: true, state: 'processed', operations: [op('authorize', '20000'), op('capture', '20000')] }),
      123450,
    ],
    ['a rejected payment', 'Declined', qpPayment({ state: 'rejected', operations: [op('authorize', '40000')] }), 123450],
    ['a failed authorize', 'Declined', qpPayment({ state: 'initial', operations: [op('authorize', '40000')] }), 123450],
    [
      'a declined try followed by an approved one',
      'Authorized',
      qpPayment({ accepted: true, state: 'new', operations: [op('authorize', '40000'), op('authorize', '20000')] }),
      123450,
    ],
    ['an authorize still pending', 'Created', qpPayment({ operations: [op('authorize', null, { pending: true })] }), 123450],
    [
      'a cancelled reservation',
      'Cancelled',
      qpPayment({ accepted: true, state: 'processed', operations: [op('authorize', '20000'), op('cancel', '20000')] }),
      123450,
    ],
  ])('reads %s as %s', async (_name, state, payment, amount) => {
    const { impl, calls } = fakeFetch([{ json: payment }])
    const status = await quickpay(impl).getStatus('7001')
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://api.quickpay.net/payments/7001' })
    expect(status).toEqual({ providerPaymentId: '7001', orderNumber: '100001', state, amount })
  })

  it.each([401, 404, 500])('turns a %i answer into an Error that names QuickPay and the call but not the key', async (status) => {
    const { impl } = fakeFetch([{ status, json: { message: 'Not authorized' } }])
    const error = await quickpay(impl)
      .getStatus('7001')
      .then(
        () => null,
        (e: unknown) => e as Error,
      )
    expect(error).toBeInstanceOf(Error)
    expect(error!.message).toContain('QuickPay GET /payments/7001')
    expect(error!.message).toContain(String(status))
    expect(error!.message).not.toContain(API_KEY)
    expect(error!.message).not.toContain(Buffer.from(`:${API_KEY}`).toString('base64'))
    expect(error!.message).not.toContain(PRIVATE_KEY)
  })

  it('fails a create whose link call is refused, and an answer of the wrong shape', async () => {
    const refused = fakeFetch([{ json: qpPayment() }, { status: 400, json: { message: 'Validation error' } }])
    await expect(quickpay(refused.impl).createPayment(input)).rejects.toThrow(/QuickPay PUT \/payments\/7001\/link answered 400/)

    const odd = fakeFetch([{ json: { hello: 'world' } }])
    await expect(quickpay(odd.impl).getStatus('7001')).rejects.toThrow(/unexpected shape/)
  })

  it('stops when the caller aborts', async () => {
    const { impl } = fakeFetch([{ json: qpPayment() }])
    await expect(quickpay(impl).getStatus('7001', AbortSignal.abort())).rejects.toThrow(/QuickPay GET \/payments\/7001 was aborted/)
  })

  describe('callbacks', () => {
    const body = JSON.stringify(qpPayment({ accepted: true, state: 'new', operations: [op('authorize', '20000')] }))
    const checksum = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex')
    const provider = quickpay(fakeFetch([]).impl)

    it('accepts a body signed with the private key', () => {
      const headers = new Headers({ 'QuickPay-Checksum-Sha256': checksum(PRIVATE_KEY, body) })
      expect(provider.verifyCallback(body, headers)).toEqual({
        providerPaymentId: '7001',
        orderNumber: '100001',
        state: 'Authorized',
        amount: 123450,
      })
    })

    it('refuses a wrong checksum, a tampered body and a missing header', () => {
      expect(provider.verifyCallback(body, new Headers({ 'QuickPay-Checksum-Sha256': checksum(API_KEY, body) }))).toBeNull()
      expect(provider.verifyCallback(body, new Headers({ 'QuickPay-Checksum-Sha256': 'abc' }))).toBeNull()
      const tampered = body.replace('123450', '100')
      expect(provider.verifyCallback(tampered, new Headers({ 'QuickPay-Checksum-Sha256': checksum(PRIVATE_KEY, body) }))).toBeNull()
      expect(provider.verifyCallback(body, new Headers())).toBeNull()
    })
  })
})

describe('the test provider', () => {
  const NOW = new Date(2026, 10, 15)
  const approve: TestPaymentForm = { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' }
  const decline: TestPaymentForm = { cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }

  async function setup(overrides: Partial<CreatePaymentInput> = {}) {
    const store: TestPaymentStore = memoryTestPaymentStore()
    const provider = paymentProvider({ secret: SECRET, backendUrl: 'http://localhost:3001/', store })
    const created = await provider.createPayment({ ...input, ...overrides })
    const record = async () => (await store.get(created.providerPaymentId))!
    return { store, provider, created, id: created.providerPaymentId, record }
  }

  it('creates an unguessable payment with its page under the backend', async () => {
    const a = await setup()
    const b = await setup()
    expect(a.provider.name).toBe('test')
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(a.id).not.toBe(b.id)
    expect(a.created.paymentUrl).toBe(`http://localhost:3001/test-payment/${a.id}/`)
    expect(await a.provider.getStatus(a.id)).toEqual({ providerPaymentId: a.id, orderNumber: '100001', state: 'Created', amount: 123450 })
  })

  it('refuses a payment of nothing and a non-web return address', async () => {
    await expect(setup({ amount: 0 })).rejects.toThrow()
    await expect(setup({ cancelUrl: 'javascript:alert(1)' })).rejects.toThrow()
  })

  it('approves 4111 1111 1111 1111 and sends the shopper back to confirm', async () => {
    const { store, provider, id } = await setup()
    const result = await submitTestPayment(store, id, approve, NOW)
    expect(result).toMatchObject({ outcome: 'approved', redirectTo: input.continueUrl })
    expect((await provider.getStatus(id)).state).toBe('Authorized')
  })

  it('declines 4000 0000 0000 0002 and also sends the shopper back to confirm', async () => {
    const { store, provider, id } = await setup()
    const result = await submitTestPayment(store, id, decline, NOW)
    expect(result).toMatchObject({ outcome: 'declined', redirectTo: input.continueUrl })
    expect((await provider.getStatus(id)).state).toBe('Declined')
  })

  it.each([
    ['another card', { ...approve, cardNumber: '4242 4242 4242 4242' }, 'cardNumber', /4111 1111 1111 1111/],
    ['an expired card', { ...approve, expiry: '10/26' }, 'expiry', /MM\/ÅÅ/],
    ['month 13', { ...approve, expiry: '13/30' }, 'expiry', /MM\/ÅÅ/],
    ['an expiry without slash', { ...approve, expiry: '1230' }, 'expiry', /MM\/ÅÅ/],
    ['a two-digit CVC', { ...approve, cvc: '12' }, 'cvc', /3 cifre/],
    ['letters as CVC', { ...approve, cvc: 'abc' }, 'cvc', /3 cifre/],
  ])('refuses %s with a clear message and changes nothing', async (_name, form, field, message) => {
    const { store, provider, id } = await setup()
    const result = await submitTestPayment(store, id, form, NOW)
    expect(result).toMatchObject({ outcome: 'invalid', errorField: field })
    expect(result!.error).toMatch(message)
    expect(result!.redirectTo).toBeUndefined()
    expect((await provider.getStatus(id)).state).toBe('Created')
  })

  it('accepts a card expiring this month and explains errors in English for English shoppers', async () => {
    const thisMonth = await setup()
    expect((await submitTestPayment(thisMonth.store, thisMonth.id, { ...approve, expiry: '11/26' }, NOW))!.outcome).toBe('approved')

    const english = await setup({ culture: 'en' })
    const result = await submitTestPayment(english.store, english.id, { ...approve, cvc: '1' }, NOW)
    expect(result!.error).toBe('The CVC must be 3 digits.')
  })

  it('decides a payment once: a second submit answers the first outcome again', async () => {
    const approved = await setup()
    await submitTestPayment(approved.store, approved.id, approve, NOW)
    expect(await submitTestPayment(approved.store, approved.id, decline, NOW)).toMatchObject({
      outcome: 'approved',
      redirectTo: input.continueUrl,
    })
    expect((await approved.record()).state).toBe('Authorized')

    const declined = await setup()
    await submitTestPayment(declined.store, declined.id, decline, NOW)
    expect((await submitTestPayment(declined.store, declined.id, approve, NOW))!.outcome).toBe('declined')
    expect((await declined.record()).state).toBe('Declined')
  })

  it('lets only one of two simultaneous submits decide', async () => {
    const { store, id, record } = await setup()
    const [first, second] = await Promise.all([submitTestPayment(store, id, approve, NOW), submitTestPayment(store, id, decline, NOW)])
    expect(first!.outcome).toBe(second!.outcome)
    expect((await record()).state).toBe(first!.outcome === 'approved' ? 'Authorized' : 'Declined')
  })

  it('knows no unknown payment', async () => {
    const { store, provider } = await setup()
    expect(await submitTestPayment(store, 'no-such-payment', approve, NOW)).toBeNull()
    await expect(provider.getStatus('no-such-payment')).rejects.toThrow()
  })

  describe('MobilePay', () => {
    const mobilePay = () => setup({ method: 'MobilePay' })

    it('approves with a Danish mobile number and "Godkend", and sends the shopper back to confirm', async () => {
      for (const phone of ['20 30 40 50', '+45 20304050', '0045-20-30-40-50']) {
        const { store, provider, id } = await mobilePay()
        const result = await submitTestPayment(store, id, { phone, decision: 'approve' }, NOW)
        expect(result).toMatchObject({ outcome: 'approved', redirectTo: input.continueUrl })
        expect((await provider.getStatus(id)).state).toBe('Authorized')
      }
    })

    it('refuses with "Afvis", without a number, and sends the shopper back to confirm', async () => {
      const { store, provider, id } = await mobilePay()
      expect(await submitTestPayment(store, id, { decision: 'refuse' }, NOW)).toMatchObject({
        outcome: 'declined',
        redirectTo: input.continueUrl,
      })
      expect((await provider.getStatus(id)).state).toBe('Declined')
      // Decided once: approving afterwards changes nothing.
      expect((await submitTestPayment(store, id, { phone: '20304050', decision: 'approve' }, NOW))!.outcome).toBe('declined')
    })

    it.each([
      ['no number', { decision: 'approve' }, /8 cifre/],
      ['a short number', { phone: '2030405', decision: 'approve' }, /8 cifre/],
      ['letters', { phone: 'tyve tyve', decision: 'approve' }, /8 cifre/],
      ['no button', { phone: '20304050' }, /Godkend eller Afvis/],
      ['an unknown button', { phone: '20304050', decision: 'pay' }, /Godkend eller Afvis/],
    ])('keeps %s on the page with a clear message and decides nothing', async (_name, form, message) => {
      const { store, provider, id } = await mobilePay()
      const result = await submitTestPayment(store, id, form, NOW)
      expect(result).toMatchObject({ outcome: 'invalid', errorField: 'phone' })
      expect(result!.error).toMatch(message)
      expect((await provider.getStatus(id)).state).toBe('Created')
    })

    it('ignores card fields: a test card does not pay a MobilePay payment', async () => {
      const { store, id } = await mobilePay()
      expect((await submitTestPayment(store, id, approve, NOW))!.outcome).toBe('invalid')
    })

    it('looks like a MobilePay approval: the mark, a labelled phone field, Godkend before Afvis, still marked as a test', async () => {
      const { record } = await mobilePay()
      const html = renderTestPaymentPage(await record())
      expect(html).toContain('TESTBETALING — ingen rigtige penge trækkes')
      expect(html).toContain('<main class="mobilepay">')
      expect(html).toMatch(/<svg [^>]*role="img" aria-label="MobilePay"/)
      expect(html).toContain('Godkend betalingen i MobilePay')
      expect(html).toContain('1.234,50 kr.')
      expect(html).toMatch(/<label for="phone">Mobilnummer<\/label><input id="phone" name="phone"[^>]*inputmode="tel"/)
      expect(html).toMatch(
        /<button type="submit" name="decision" value="approve"[^>]*>Godkend<\/button>.*<button type="submit" name="decision" value="refuse"[^>]*>Afvis<\/button>/,
      )
      expect(html).not.toContain('cardNumber')
      expect(html).not.toContain('<script')
      expect(html).toContain(`<a href="${input.cancelUrl}">Annullér betaling</a>`)
      const english = renderTestPaymentPage(await record(), { culture: 'en' })
      expect(english).toMatch(/>Approve<\/button>.*>Decline<\/button>/)
    })

    it('marks the phone field after a refused submit', async () => {
      const { store, id, record } = await mobilePay()
      const result = await submitTestPayment(store, id, { phone: '12', decision: 'approve' }, NOW)
      const html = renderTestPaymentPage(await record(), { error: result!.error, errorField: result!.errorField })
      expect(html).toMatch(/<input id="phone"[^>]*aria-describedby="mobilepay-hint payment-error" aria-invalid="true">/)
    })
  })

  describe('page', () => {
    it('is marked as a test in Danish, with the order, the amount in Danish style, labelled card fields and a way out', async () => {
      const { record } = await setup()
      const html = renderTestPaymentPage(await record())
      expect(html).toMatch(/^<!doctype html><html lang="da">/)
      expect(html).toContain('TESTBETALING — ingen rigtige penge trækkes')
      expect(html).toContain('Delikat')
      expect(html).toContain('100001')
      expect(html).toContain('1.234,50 kr.')
      expect(html).toMatch(/<form method="post"/)
      expect(html).toMatch(
        /<label for="cardNumber">Kortnummer<\/label><input id="cardNumber" name="cardNumber"[^>]*autocomplete="cc-number" inputmode="numeric"/,
      )
      expect(html).toMatch(/<label for="expiry">[^<]*MM\/ÅÅ[^<]*<\/label><input id="expiry" name="expiry"/)
      expect(html).toMatch(/<label for="cvc">[^<]*<\/label><input id="cvc" name="cvc"/)
      expect(html).toContain('4111 1111 1111 1111')
      expect(html).toContain('4000 0000 0000 0002')
      expect(html).toContain(`<a href="${input.cancelUrl}">Annullér betaling</a>`)
      expect(html).not.toContain('<script')
    })

    it('speaks English when asked', async () => {
      const { record } = await setup()
      const html = renderTestPaymentPage(await record(), { culture: 'en' })
      expect(html).toMatch(/<html lang="en">/)
      expect(html).toContain('TEST PAYMENT — no real money is taken')
      expect(html).toContain('Cancel payment')
    })

    it('escapes a hostile order number and return address', async () => {
      const { record } = await setup({
        orderNumber: '<script>alert("x")</script>',
        cancelUrl: 'https://shop.example/basket/?a="><script>alert(1)</script>',
      })
      const html = renderTestPaymentPage(await record())
      expect(html).not.toContain('<script')
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    })

    it('shows the error from a refused submit and marks the field', async () => {
      const { store, id, record } = await setup()
      const result = await submitTestPayment(store, id, { ...approve, cvc: '1' }, NOW)
      const html = renderTestPaymentPage(await record(), { error: result!.error, errorField: result!.errorField })
      expect(html).toContain('<p class="error" id="payment-error" role="alert">CVC skal være 3 cifre.</p>')
      expect(html).toMatch(/<input id="cvc"[^>]*aria-describedby="payment-error" aria-invalid="true">/)
      expect(html).not.toMatch(/<input id="cardNumber"[^>]*aria-invalid/)
    })

    it('offers no form once the payment is decided', async () => {
      const { store, id, record } = await setup()
      await submitTestPayment(store, id, approve, NOW)
      const html = renderTestPaymentPage(await record())
      expect(html).not.toContain('<form')
      expect(html).toContain('Betalingen er godkendt.')
      expect(html).toContain(`<a href="${input.continueUrl}">Tilbage til butikken</a>`)
    })
  })

  describe('callbacks', () => {
    const status: PaymentStatus = { providerPaymentId: 'abc', orderNumber: '100001', state: 'Authorized', amount: 123450 }

    it('verifies a signed callback and refuses a tampered, foreign or unsigned one', async () => {
      const { provider } = await setup()
      const { body, headers } = signTestCallback(SECRET, status)
      expect(provider.verifyCallback(body, new Headers(headers))).toEqual(status)
      expect(provider.verifyCallback(body.replace('123450', '1'), new Headers(headers))).toBeNull()
      const foreign = signTestCallback('another-secret', status)
      expect(provider.verifyCallback(foreign.body, new Headers(foreign.headers))).toBeNull()
      expect(provider.verifyCallback(body, new Headers())).toBeNull()
      // A QuickPay-style signature is no test signature.
      expect(provider.verifyCallback(body, new Headers({ 'QuickPay-Checksum-Sha256': headers['Delikat-Test-Signature']! }))).toBeNull()
    })

    it('posts the decided payment to its callback URL over real HTTP, signed', async () => {
      const received: { body: string; headers: Headers }[] = []
      let answer = 204
      const server = createServer((req, res) => {
        let text = ''
        req.on('data', (chunk: Buffer) => (text += chunk.toString()))
        req.on('end', () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
          received.push({ body: text, headers })
          res.statusCode = answer
          res.end()
        })
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      try {
        const { port } = server.address() as AddressInfo
        const { store, provider, id, record } = await setup({ callbackUrl: `http://127.0.0.1:${port}/api/payments/callback/` })
        await submitTestPayment(store, id, decline, NOW)

        expect(await sendTestCallback(await record(), SECRET)).toBe(true)
        expect(received).toHaveLength(1)
        expect(provider.verifyCallback(received[0]!.body, received[0]!.headers)).toEqual({
          providerPaymentId: id,
          orderNumber: '100001',
          state: 'Declined',
          amount: 123450,
        })

        answer = 500
        expect(await sendTestCallback(await record(), SECRET)).toBe(false)
      } finally {
        await new Promise((resolve) => server.close(resolve))
      }
    })

    it('reports an unreachable callback URL as not delivered', async () => {
      const { record } = await setup()
      const failing = (async () => {
        throw new TypeError('fetch failed')
      }) as typeof fetch
      expect(await sendTestCallback(await record(), SECRET, failing)).toBe(false)
    })
  })
})

describe('paymentProvider', () => {
  const base = { secret: SECRET, backendUrl: 'http://localhost:3001' }

  it('picks QuickPay only when both keys are set', () => {
    expect(paymentProvider({ ...base, quickpayApiKey: API_KEY, quickpayPrivateKey: PRIVATE_KEY }).name).toBe('quickpay')
    expect(paymentProvider(base).name).toBe('test')
    expect(paymentProvider({ ...base, quickpayApiKey: '', quickpayPrivateKey: ' ' }).name).toBe('test')
  })

  it('refuses half a QuickPay configuration instead of quietly taking test payments', () => {
    expect(() => paymentProvider({ ...base, quickpayApiKey: API_KEY })).toThrow(/QUICKPAY_PRIVATE_KEY/)
    expect(() => paymentProvider({ ...base, quickpayPrivateKey: PRIVATE_KEY })).toThrow(/QUICKPAY_API_KEY/)
  })

  it('refuses the test provider in production unless ALLOW_TEST_PAYMENTS=true, and never stands in for QuickPay there', () => {
    vi.stubEnv('DELIKAT_ENV', 'production')
    try {
      expect(() => paymentProvider(base)).toThrow(/^QUICKPAY_API_KEY and QUICKPAY_PRIVATE_KEY are not set: production/)
      expect(paymentProvider({ ...base, quickpayApiKey: API_KEY, quickpayPrivateKey: PRIVATE_KEY }).name).toBe('quickpay')
      vi.stubEnv('ALLOW_TEST_PAYMENTS', 'true')
      expect(paymentProvider(base).name).toBe('test')
    } finally {
      vi.unstubAllEnvs()
    }
    expect(() => paymentProvider({ ...base, allowTestProvider: false })).toThrow(/QUICKPAY_API_KEY/)
  })

  it('keeps test payments across providers built per request', async () => {
    const first = paymentProvider(base)
    const { providerPaymentId } = await first.createPayment(input)
    expect((await paymentProvider(base).getStatus(providerPaymentId)).state).toBe('Created')
  })
})
