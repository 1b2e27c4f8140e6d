/**
 * Invoice as credit staff grant, and stock held by unpaid orders (docs/adr/0019): a business pays by invoice only once
 * customer service approved it, within its credit limit (also when two orders arrive at once); gift cards bought on
 * invoice are issued when staff mark the invoice paid, once; a client or customer may hold only a few unpaid card
 * orders, and a basket only one.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_UNPAID_CARD_ORDERS } from '../src/shop/constants'
import {
  api,
  createProduct,
  createTestCustomer,
  guestDetails,
  http,
  mailsTo,
  randomAddress,
  staffRest,
  staffToken,
  TEST_PASSWORD,
  TestBrowser,
  testPayload,
  stockOf,
  testPool,
  waitForMail,
} from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

type Call = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: any; headers?: Headers }>

const TEN_THOUSAND_KRONER = 1_000_000

const businessDetails = {
  Phone: '20304050',
  FirstName: 'Frede',
  LastName: 'Firma',
  Address: 'Havnegade 4',
  Zip: '8000',
  City: 'Aarhus C',
  GreetingCard: false,
  ClubSignup: false,
}

const db = testPool

async function ordersOfBasket(basketUid: string) {
  const { rows } = await (
    await db()
  ).query('SELECT id, uid, status, payment_method, invoice_paid_at FROM orders WHERE basket_uid = $1 ORDER BY id', [basketUid])
  return rows as Array<{ id: number; uid: string; status: string; payment_method: string; invoice_paid_at: Date | null }>
}

async function cardsOf(orderUid: string) {
  const { rows } = await (await db()).query('SELECT code, balance FROM gift_cards WHERE order_uid = $1 ORDER BY id', [orderUid])
  return rows as Array<{ code: string; balance: string }>
}

/** A basket ready to pay: products and/or gift cards, a delivery (click and collect, or none for gift cards only), the details. */
async function readyBasket(
  call: Call,
  options: {
    uid?: string
    productId?: number
    quantity?: number
    giftCards?: { Amount: number; Quantity: number }
    details?: Record<string, unknown>
  } = {},
) {
  await seededPayload()
  const uid = options.uid ?? ((await call('POST', '/basket/', {})).body.Uid as string)
  if (options.productId)
    expect((await call('POST', `/basket/${uid}/items/`, { ProductId: options.productId, Quantity: options.quantity ?? 1 })).status).toBe(
      200,
    )
  if (options.giftCards)
    expect((await call('POST', '/basket/giftcard/', { BasketUid: uid, ...options.giftCards, IsGift: false, Greeting: '' })).status).toBe(
      200,
    )
  const details = await call('GET', `/checkout/${uid}/deliverydetails/`)
  const pickup = details.body.DeliveryMethods.find((m: { DeliveryMethodType: string }) => m.DeliveryMethodType === 'SimplePickup')
  if (options.productId) expect((await call('PUT', `/checkout/${uid}/deliveryadress/${pickup.Id}/`, {})).status).toBe(200)
  else expect(details.body.DeliveryMethods.find((m: { Selected: boolean }) => m.Selected)).toBeTruthy()
  const saved = await call('POST', `/checkout/${uid}/invoicedetails/`, options.details ?? { ...guestDetails(), GreetingCard: false })
  expect(saved.status).toBe(200)
  return uid
}

/**
 * Another basket of a customer's. A customer normally has one (POST /basket/ answers it), but two of those calls at
 * once can leave two, and each checks out like any.
 */
async function extraBasket(customerId: number): Promise<string> {
  const uid = randomUUID()
  await (
    await db()
  ).query('INSERT INTO baskets (uid, customer_id, updated_at, created_at) VALUES ($1, $2, now(), now())', [uid, customerId])
  return uid
}

async function loggedIn(email: string): Promise<{ browser: TestBrowser; call: Call }> {
  const browser = new TestBrowser()
  const login = await browser.call('POST', '/login/', { Email: email, Password: TEST_PASSWORD, ClientType: 'B2B' })
  expect(login.body.Result).toBe('Success')
  await browser.refreshToken()
  return { browser, call: browser.call.bind(browser) as Call }
}

async function approvedBusiness(invoiceCreditLimit: number | null) {
  const customer = await createTestCustomer({
    clientType: 'B2B',
    company: 'Kantinen ApS',
    cvr: '12345674',
    mayPayByInvoice: true,
    invoiceCreditLimit,
  })
  return { customer, ...(await loggedIn(customer.email)) }
}

const pay = (call: Call, uid: string, method: 'CreditCard' | 'Invoice', headers: Record<string, string> = {}) =>
  call('POST', '/checkout/payment/', { BasketUid: uid, PaymentMethod: method, AcceptTerms: true }, headers)

const rest = staffRest
const customerServiceToken = () => staffToken('customerService')

const markPaid = async (token: string, orderId: number, at = new Date()) =>
  rest('PATCH', `/orders/${orderId}?depth=0`, token, { invoicePaidAt: at.toISOString() })

describe('invoice only for businesses customer service approved', () => {
  it('a business that just signed up is offered card only and refused invoice: no order, no gift card', async () => {
    await seededPayload()
    const browser = new TestBrowser()
    const email = `ny-firma-${randomUUID().slice(0, 8)}@example.dk`
    const signUp = await browser.call('POST', '/customer/', {
      ClientType: 'B2B',
      Email: email,
      Password: TEST_PASSWORD,
      FirstName: 'Frede',
      LastName: 'Firma',
      Phone: '20304050',
      Address: 'Havnegade 4',
      Zip: '8000',
      City: 'Aarhus C',
      Company: 'Gratis Gavekort ApS',
      Cvr: '12345674',
      AcceptTerms: true,
      // Whatever the body says, approval is staff's.
      mayPayByInvoice: true,
      MayPayByInvoice: true,
      invoiceCreditLimit: 100_000_000,
    })
    expect(signUp.status).toBe(201)
    await browser.refreshToken()
    const call = browser.call.bind(browser) as Call

    const uid = await readyBasket(call, { giftCards: { Amount: TEN_THOUSAND_KRONER, Quantity: 2 }, details: businessDetails })
    expect((await call('GET', `/checkout/${uid}/invoicedetails/`)).body.PaymentMethods).toEqual(['CreditCard', 'MobilePay'])
    const answer = await pay(call, uid, 'Invoice')
    expect(answer.status).toBe(400)
    expect(answer.body.ErrorCode).toBe('ErrorMessage')
    expect(answer.body.Message).toBe(
      'Betaling med faktura kræver, at vores kundeservice har godkendt jeres firma. Indtil da kan I betale med kort.',
    )
    expect(await ordersOfBasket(uid)).toEqual([])
    const { rows } = await (
      await db()
    ).query(
      'SELECT count(*)::int AS n FROM gift_cards g JOIN orders o ON o.uid = g.order_uid JOIN customers c ON c.id = o.customer_id WHERE c.email = $1',
      [email],
    )
    expect(rows[0].n).toBe(0)
    const { rows: me } = await (
      await db()
    ).query('SELECT may_pay_by_invoice, invoice_credit_limit FROM customers WHERE email = $1', [email])
    expect(me[0]).toEqual({ may_pay_by_invoice: false, invoice_credit_limit: null })
    // In English too.
    expect(
      (await call('POST', '/checkout/payment/?culture=en', { BasketUid: uid, PaymentMethod: 'Invoice', AcceptTerms: true })).body.Message,
    ).toContain('Until then you can pay by card')

    // Once customer service approves the company, checkout offers invoice.
    await (await db()).query('UPDATE customers SET may_pay_by_invoice = true WHERE email = $1', [email])
    expect((await call('GET', `/checkout/${uid}/invoicedetails/`)).body.PaymentMethods).toEqual(['CreditCard', 'MobilePay', 'Invoice'])
    expect((await call('POST', `/checkout/${uid}/invoicedetails/`, businessDetails)).body.PaymentMethods).toEqual([
      'CreditCard',
      'MobilePay',
      'Invoice',
    ])
  })

  it('offers a guest and a consumer card only', async () => {
    await seededPayload()
    const uid = (await api('POST', '/basket/', {})).body.Uid
    expect((await api('GET', `/checkout/${uid}/invoicedetails/`)).body.PaymentMethods).toEqual(['CreditCard', 'MobilePay'])
    const consumer = await createTestCustomer({ mayPayByInvoice: true })
    const browser = new TestBrowser()
    await browser.call('POST', '/login/', { Email: consumer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    await browser.refreshToken()
    const own = (await browser.call('POST', '/basket/', {})).body.Uid
    expect((await browser.call('GET', `/checkout/${own}/invoicedetails/`)).body.PaymentMethods).toEqual(['CreditCard', 'MobilePay'])
  })

  it('the demo business is approved, with a limit', async () => {
    await seededPayload()
    const { rows } = await (
      await db()
    ).query("SELECT may_pay_by_invoice, invoice_credit_limit FROM customers WHERE email = 'firma@delikat.dk'")
    expect(rows[0].may_pay_by_invoice).toBe(true)
    expect(Number(rows[0].invoice_credit_limit)).toBeGreaterThan(0)
  })
})

describe('gift cards bought on invoice', () => {
  it('are issued, and their codes mailed, only when staff mark the invoice paid: one card a unit, once however often it is saved', async () => {
    const { customer, call } = await approvedBusiness(null)
    const uid = await readyBasket(call, { giftCards: { Amount: 50_000, Quantity: 2 }, details: businessDetails })
    const answer = await pay(call, uid, 'Invoice')
    expect(answer.status).toBe(200)
    expect(answer.body.Flow).toBe('Receipt')
    const [order] = await ordersOfBasket(uid)
    expect(order).toMatchObject({ status: 'Created', payment_method: 'Invoice', invoice_paid_at: null })
    // The goods of an invoice order are placed at once (the basket is emptied); the gift cards wait.
    expect((await call('GET', `/basket/${uid}/`)).body.GiftCardLines).toEqual([])
    expect(await cardsOf(order!.uid)).toEqual([])
    // The confirmation and the invoice go out in the background, in either order.
    await expect
      .poll(async () => (await mailsTo(customer.email)).map((mail) => mail.headers.subject))
      .toContain(`Ordrebekræftelse ${answer.body.OrderNumber}`)
    const confirmation = (await mailsTo(customer.email)).find((mail) => mail.headers.subject?.startsWith('Ordrebekræftelse'))!
    expect(confirmation.text).toContain('sender vi, så snart fakturaen er betalt')
    expect(confirmation.text).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)

    const token = await customerServiceToken()
    // Saved twice at once, and once more later: the cards are issued once.
    const [first, second] = await Promise.all([markPaid(token, order!.id), markPaid(token, order!.id)])
    // On the embedded database two saves of one order at once may collide in Payload's own writes, which run without
    // a transaction there (docs/adr/0013): one is then refused. Either way, one is saved.
    expect([first.status, second.status]).toContain(200)
    const cards = await cardsOf(order!.uid)
    expect(cards.map((c) => Number(c.balance))).toEqual([50_000, 50_000])
    expect((await markPaid(token, order!.id, new Date(Date.now() - 86_400_000))).status).toBe(200)
    expect(await cardsOf(order!.uid)).toEqual(cards)

    // The order confirmation, the invoice (nothing to send: it goes with the order, docs/adr/0044) and the codes.
    await waitForMail(customer.email, 3)
    const mails = await mailsTo(customer.email)
    expect(mails.map((mail) => mail.headers.subject).sort()).toEqual(
      [
        `Faktura F-${answer.body.OrderNumber} for ordre ${answer.body.OrderNumber}`,
        `Jeres gavekort fra ordre ${answer.body.OrderNumber}`,
        `Ordrebekræftelse ${answer.body.OrderNumber}`,
      ].sort(),
    )
    const codes = mails.find((mail) => mail.headers.subject?.startsWith('Jeres gavekort'))!
    const { formatCode } = await import('../src/shop/giftcards/codes')
    for (const card of cards) expect(codes.text).toContain(formatCode(card.code))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailsTo(customer.email)).toHaveLength(3)
    // The cards work.
    const view = await api('POST', '/giftcard/view/', { Code: cards[0]!.code }, { 'x-forwarded-for': randomAddress() })
    expect(view.body).toMatchObject({ Balance: { Amount: 50_000 }, IsExpired: false })
  })

  it('a paid date is for invoice orders only', async () => {
    const token = await customerServiceToken()
    const { payload } = await testPayload()
    const { createOrder } = await import('../src/shop/orders/create-order')
    const card = await createOrder(payload, {
      customerId: null,
      email: 'kort@example.dk',
      culture: 'da',
      isB2B: false,
      paymentMethod: 'CreditCard',
      delivery: { methodType: 'NoDelivery' },
      lines: [],
      giftCardLines: [{ amount: 50_000, quantity: 1, isGift: false }],
      totals: { subTotal: 50_000, discount: 0, delivery: 0, giftCards: 0, vat: 0, total: 50_000 },
    })
    expect((await markPaid(token, card.id)).status).toBe(400)
    expect(await cardsOf(card.uid)).toEqual([])
  })
})

describe('the invoice credit limit', () => {
  it('refuses an invoice order that would take the open invoices over the limit, with the reason; a paid invoice frees the credit', async () => {
    const product = await createProduct({ price: 20_000, stockQuantity: 10 })
    const { customer, call } = await approvedBusiness(30_000)
    const first = await readyBasket(call, { productId: product.id, details: businessDetails })
    expect((await pay(call, first, 'Invoice')).status).toBe(200)
    const second = await readyBasket(call, { uid: await extraBasket(customer.id), productId: product.id, details: businessDetails })
    const refused = await pay(call, second, 'Invoice')
    expect(refused.status).toBe(409)
    expect(refused.body.ErrorCode).toBe('ErrorMessage')
    expect(refused.body.Message).toBe(
      'Ordren på 200,- kan ikke betales med faktura: sammen med jeres ubetalte fakturaer på 200,- er den over jeres kreditgrænse på 300,- (beløb inkl. moms). Betal med kort, eller kontakt kundeservice.',
    )
    expect(await ordersOfBasket(second)).toEqual([])
    expect(await stockOf(product.id)).toBe(9)
    // Card is still open to them, and a paid invoice no longer counts.
    const [open] = await ordersOfBasket(first)
    expect((await markPaid(await customerServiceToken(), open!.id)).status).toBe(200)
    expect((await pay(call, second, 'Invoice')).status).toBe(200)
    expect(await stockOf(product.id)).toBe(8)
  })

  it('two invoice orders at once that together exceed the limit: only one is placed', async () => {
    const product = await createProduct({ price: 20_000, stockQuantity: 10 })
    const { customer, call } = await approvedBusiness(30_000)
    const baskets = [
      await readyBasket(call, { uid: await extraBasket(customer.id), productId: product.id, details: businessDetails }),
      await readyBasket(call, { uid: await extraBasket(customer.id), productId: product.id, details: businessDetails }),
    ]
    const answers = await Promise.all(baskets.map((uid) => pay(call, uid, 'Invoice')))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)!.body.ErrorCode).toBe('ErrorMessage')
    const { rows } = await (
      await db()
    ).query(
      "SELECT count(*)::int AS n, sum(totals_total)::int AS total FROM orders WHERE customer_id = $1 AND payment_method = 'Invoice'",
      [customer.id],
    )
    expect(rows[0]).toEqual({ n: 1, total: 20_000 })
    expect(await stockOf(product.id)).toBe(9)
  })
})

describe('stock held by unpaid card orders', () => {
  it(`refuses the ${MAX_UNPAID_CARD_ORDERS + 1}th unpaid card order from one client with 429; its own retry and other clients go on`, async () => {
    const product = await createProduct({ price: 10_000, stockQuantity: 20 })
    const address = randomAddress()
    const from = { 'x-forwarded-for': address }
    const call: Call = (method, path, body, headers = {}) => http(method, path, body, { ...from, ...headers })
    const baskets: string[] = []
    for (let i = 0; i <= MAX_UNPAID_CARD_ORDERS; i += 1) baskets.push(await readyBasket(call, { productId: product.id }))
    const answers = []
    for (const uid of baskets) answers.push(await pay(call, uid, 'CreditCard'))
    expect(answers.slice(0, MAX_UNPAID_CARD_ORDERS).map((a) => a.status)).toEqual(Array(MAX_UNPAID_CARD_ORDERS).fill(200))
    const refused = answers[MAX_UNPAID_CARD_ORDERS]!
    expect(refused.status).toBe(429)
    expect(refused.body.ErrorCode).toBe('ErrorMessage')
    expect(refused.body.Message).toMatch(/^Du har allerede 3 ordrer, der venter på betaling med kort\. .* prøv igen om 30 minutter\.$/)
    // Until the oldest of them stops holding its stock.
    expect(Number(refused.headers?.get('retry-after'))).toBeGreaterThan(29 * 60)
    expect(Number(refused.headers?.get('retry-after'))).toBeLessThanOrEqual(30 * 60)
    expect(await ordersOfBasket(baskets[MAX_UNPAID_CARD_ORDERS]!)).toEqual([])
    expect(await stockOf(product.id)).toBe(20 - MAX_UNPAID_CARD_ORDERS)

    // A basket's retry replaces its own unpaid order, so it does not count twice.
    expect((await pay(call, baskets[0]!, 'CreditCard')).status).toBe(200)
    expect((await ordersOfBasket(baskets[0]!)).map((o) => o.status)).toEqual(['Cancelled', 'Created'])
    expect(await stockOf(product.id)).toBe(20 - MAX_UNPAID_CARD_ORDERS)
    // Another client is not held up.
    expect(
      (
        await pay(
          (m, p, b, h = {}) => api(m, p, b, { 'x-forwarded-for': randomAddress(), ...h }),
          baskets[MAX_UNPAID_CARD_ORDERS]!,
          'CreditCard',
        )
      ).status,
    ).toBe(200)
    // One that waited long enough is no longer counted.
    const third = (await ordersOfBasket(baskets[2]!))[0]!
    await (await db()).query("UPDATE orders SET placed_at = now() - interval '31 minutes' WHERE id = $1", [third.id])
    const another = await readyBasket(call, { productId: product.id })
    expect((await pay(call, another, 'CreditCard')).status).toBe(200)
  })

  it(`refuses a customer's ${MAX_UNPAID_CARD_ORDERS + 1}th unpaid card order from whichever address`, async () => {
    const product = await createProduct({ price: 10_000, stockQuantity: 20 })
    const consumer = await createTestCustomer()
    const browser = new TestBrowser()
    await browser.call('POST', '/login/', { Email: consumer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    await browser.refreshToken()
    const details = { ...businessDetails, FirstName: 'Kim' }
    const statuses = []
    for (let i = 0; i <= MAX_UNPAID_CARD_ORDERS; i += 1) {
      const call: Call = (method, path, body, headers = {}) =>
        browser.call(method, path, body, { 'x-forwarded-for': randomAddress(), ...headers })
      const uid = await readyBasket(call, { uid: await extraBasket(consumer.id), productId: product.id, details })
      statuses.push((await pay(call, uid, 'CreditCard')).status)
    }
    expect(statuses).toEqual([...Array(MAX_UNPAID_CARD_ORDERS).fill(200), 429])
  })

  it('submits of one basket at once leave it at most one unpaid order', async () => {
    const product = await createProduct({ price: 10_000, stockQuantity: 20 })
    const call: Call = (method, path, body, headers = {}) => api(method, path, body, { 'x-forwarded-for': randomAddress(), ...headers })
    const uid = await readyBasket(call, { productId: product.id })
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => pay(call, uid, 'CreditCard')))
      expect(answers.some((a) => a.status === 200)).toBe(true)
      for (const a of answers) if (a.status !== 200) expect(a.body.ErrorCode).toBe('BasketSubmitAlreadyInProgress')
      const open = (await ordersOfBasket(uid)).filter((o) => o.status === 'Created')
      expect(open).toHaveLength(1)
      expect(await stockOf(product.id)).toBe(19)
    }
  })

  it('an order the gift cards paid in full is done: a later checkout of the basket never cancels it', async () => {
    const { payload } = await testPayload()
    const code = `HELTBETALT${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`
    await payload.create({
      collection: 'gift-cards',
      data: {
        code,
        initialAmount: 100_000,
        balance: 100_000,
        status: 'Active',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    })
    const product = await createProduct({ price: 20_000, stockQuantity: 10 })
    const call: Call = (method, path, body, headers = {}) => api(method, path, body, { 'x-forwarded-for': randomAddress(), ...headers })
    const uid = await readyBasket(call, { productId: product.id })
    expect((await call('PUT', `/basket/${uid}/giftcardusage/${code}/`)).status).toBe(200)
    const paid = await pay(call, uid, 'CreditCard')
    expect(paid.body.Flow).toBe('Receipt')
    const balance = async () => Number((await (await db()).query('SELECT balance FROM gift_cards WHERE code = $1', [code])).rows[0].balance)
    expect(await balance()).toBe(80_000)

    // The same basket (its id stays) checks out again.
    expect((await call('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })).status).toBe(200)
    const details = await call('GET', `/checkout/${uid}/deliverydetails/`)
    const pickup = details.body.DeliveryMethods.find((m: { DeliveryMethodType: string }) => m.DeliveryMethodType === 'SimplePickup')
    await call('PUT', `/checkout/${uid}/deliveryadress/${pickup.Id}/`, {})
    await call('POST', `/checkout/${uid}/invoicedetails/`, { ...guestDetails(), GreetingCard: false })
    expect((await pay(call, uid, 'CreditCard')).status).toBe(200)
    const orders = await ordersOfBasket(uid)
    expect(orders[0]!.status).toBe('Created')
    expect(await balance()).toBe(80_000)
    expect(await stockOf(product.id)).toBe(8)
  })
})

describe('approval is staff-only', () => {
  it('a customer cannot approve themselves through Payload REST nor through the shop API', async () => {
    const business = await createTestCustomer({ clientType: 'B2B', company: 'Selvgodkendt ApS', cvr: '12345674' })
    const { payload } = await testPayload()
    const approval = async () =>
      (await (await db()).query('SELECT may_pay_by_invoice, invoice_credit_limit FROM customers WHERE id = $1', [business.id])).rows[0]

    const { token } = await payload.login({ collection: 'customers', data: { email: business.email, password: TEST_PASSWORD } })
    const patched = await rest('PATCH', `/customers/${business.id}`, token as string, {
      mayPayByInvoice: true,
      invoiceCreditLimit: 100_000_000,
      firstName: 'Frede',
    })
    expect([200, 403]).toContain(patched.status)
    expect(await approval()).toEqual({ may_pay_by_invoice: false, invoice_credit_limit: null })

    const { call } = await loggedIn(business.email)
    const put = await call('PUT', '/customer/', {
      FirstName: 'Frede',
      MayPayByInvoice: true,
      mayPayByInvoice: true,
      InvoiceCreditLimit: 100_000_000,
      invoiceCreditLimit: 100_000_000,
    })
    expect([200, 400]).toContain(put.status)
    expect(await approval()).toEqual({ may_pay_by_invoice: false, invoice_credit_limit: null })

    // Customer service can.
    const staff = await rest('PATCH', `/customers/${business.id}`, await customerServiceToken(), {
      mayPayByInvoice: true,
      invoiceCreditLimit: 4_000_000,
    })
    expect(staff.status).toBe(200)
    expect(await approval()).toEqual({ may_pay_by_invoice: true, invoice_credit_limit: '4000000' })
  })
})
