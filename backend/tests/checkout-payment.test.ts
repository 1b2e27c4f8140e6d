/**
 * Checkout's invoice details, payment and order placement through the shop API (issue 8): every docs/product.md §8 error, card
 * payment through the built-in test provider's page and callback, a decline and a retry, invoice orders, and the
 * consistency rules (no oversold stock under concurrency, one order per double submit, idempotent callbacks).
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { signTestCallback } from '../src/shop/payments/test-provider'
import { SUBMIT_LEASE_SECONDS } from '../src/shop/checkout/submit-lease'
import { cancelUnpayableOrders, STRANDED_ORDER_MINUTES } from '../src/shop/checkout/unpaid-orders'
import {
  api,
  createProduct,
  createTestCustomer,
  guestDetails,
  http,
  mailsTo,
  payOnTestPage,
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

type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any }>

const pool = testPool

async function ordersOfBasket(basketUid: string) {
  const { rows } = await (
    await pool()
  ).query('SELECT uid, status, payment_state FROM orders WHERE basket_uid = $1 ORDER BY id', [basketUid])
  return rows as Array<{ uid: string; status: string; payment_state: string | null }>
}

async function pickupMethodId(call: Call, uid: string): Promise<number> {
  const details = await call('GET', `/checkout/${uid}/deliverydetails/`)
  return details.body.DeliveryMethods.find((m: { DeliveryMethodType: string }) => m.DeliveryMethodType === 'SimplePickup').Id
}

/** A basket ready to pay: a product, click and collect, and the invoice details. */
async function readyBasket(
  options: { price?: number; stock?: number; quantity?: number; productId?: number; call?: Call; details?: Record<string, unknown> } = {},
) {
  await seededPayload()
  const call = options.call ?? api
  const productId = options.productId ?? (await createProduct({ price: options.price ?? 20000, stockQuantity: options.stock ?? 10 })).id
  const uid = (await call('POST', '/basket/', {})).body.Uid as string
  const added = await call('POST', `/basket/${uid}/items/`, { ProductId: productId, Quantity: options.quantity ?? 1 })
  expect(added.status).toBe(200)
  expect((await call('PUT', `/checkout/${uid}/deliveryadress/${await pickupMethodId(call, uid)}/`, {})).status).toBe(200)
  const email = `g-${randomUUID().slice(0, 8)}@example.dk`
  const saved = await call('POST', `/checkout/${uid}/invoicedetails/`, options.details ?? guestDetails(email))
  expect(saved.status).toBe(200)
  return { uid, productId, email }
}

/** A business customer service approved for invoice (docs/adr/0019). */
async function businessBrowser() {
  const business = await createTestCustomer({ clientType: 'B2B', company: 'Kantinen ApS', cvr: '12345674', mayPayByInvoice: true })
  const browser = new TestBrowser()
  await browser.call('POST', '/login/', { Email: business.email, Password: TEST_PASSWORD, ClientType: 'B2B' })
  await browser.refreshToken()
  return { business, browser, call: browser.call.bind(browser) as Call }
}

const pay = (uid: string, method: 'CreditCard' | 'Invoice' = 'CreditCard', call: Call = api, headers: Record<string, string> = {}) =>
  call('POST', '/checkout/payment/', { BasketUid: uid, PaymentMethod: method, AcceptTerms: true }, headers)

describe('invoice details (docs/product.md §3, §4, §5)', () => {
  it("describes a guest's fields and checks them all at once, storing nothing on an error", async () => {
    await seededPayload()
    const uid = (await api('POST', '/basket/', {})).body.Uid
    const fields = await api('GET', `/checkout/${uid}/invoicedetails/`)
    expect(fields.status).toBe(200)
    const names = fields.body.Fields.map((f: { Name: string }) => f.Name)
    expect(names).toEqual([
      'Email',
      'Phone',
      'FirstName',
      'LastName',
      'Address',
      'Zip',
      'City',
      'Occasion',
      'OrderNote',
      'GreetingCard',
      'Password',
      'ClubSignup',
    ])
    const byName = (name: string) => fields.body.Fields.find((f: { Name: string }) => f.Name === name)
    expect(byName('Email')).toMatchObject({ FieldType: 'Email', DisplayMode: 'EditableInline', Required: true })
    expect(byName('OrderNote')).toMatchObject({ FieldType: 'TextMultiline', DisplayMode: 'HiddenButEditableInModal' })
    expect(byName('GreetingCard')).toMatchObject({
      FieldType: 'BooleanWithChildItems',
      ChildItems: [{ Name: 'GreetingMessage', Required: true }],
    })
    expect(byName('Occasion').Options.map((o: { Value: string }) => o.Value)).toEqual(['Gift', 'Dinner', 'CompanyEvent', 'Myself'])

    const bad = await api('POST', `/checkout/${uid}/invoicedetails/`, {
      ...guestDetails('not-an-email'),
      Zip: '80',
      GreetingMessage: '',
      ClubSignup: true,
      ClubConsent: false,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.ErrorCode).toBe('ContainsError')
    expect(Object.keys(bad.body.Errors).sort()).toEqual(['ClubConsent', 'Email', 'GreetingMessage', 'Zip'])
    expect((await api('GET', `/checkout/${uid}/invoicedetails/`)).body.Fields.find((f: { Name: string }) => f.Name === 'Zip').Value).toBe(
      '',
    )

    const good = await api('POST', `/checkout/${uid}/invoicedetails/`, guestDetails('gitte@example.dk'))
    expect(good.status).toBe(200)
    expect(good.body.Fields.find((f: { Name: string }) => f.Name === 'City').Value).toBe('Aarhus C')

    // A dialog changes one field; the rest stays.
    const note = await api('PUT', '/invoicedetails/fields/', { BasketUid: uid, Values: { OrderNote: 'Stil den ved døren' } })
    expect(note.status).toBe(200)
    expect(note.body.Fields.find((f: { Name: string }) => f.Name === 'OrderNote').Value).toBe('Stil den ved døren')
    expect(note.body.Fields.find((f: { Name: string }) => f.Name === 'Email').Value).toBe('gitte@example.dk')
  })

  it('creates an account for a guest who gives a password: logged in at once, the basket theirs, the password never stored', async () => {
    await seededPayload()
    const browser = new TestBrowser()
    const call = browser.call.bind(browser)
    const uid = (await call('POST', '/basket/', {})).body.Uid
    const email = `ny-${randomUUID().slice(0, 8)}@example.dk`

    const weak = await call('POST', `/checkout/${uid}/invoicedetails/`, { ...guestDetails(email), Password: 'kort' })
    expect(weak.status).toBe(400)
    expect(Object.keys(weak.body.Errors)).toEqual(['Password'])

    const saved = await call('POST', `/checkout/${uid}/invoicedetails/`, { ...guestDetails(email), Password: 'Smagfuld-2026' })
    expect(saved.status).toBe(200)
    expect(saved.body.SignedUp).toBe(true)
    expect(saved.headers.get('set-cookie')).toMatch(/delikat-session=/)
    // Now a customer: the e-mail is their login, and no password field any more.
    expect(saved.body.Fields.find((f: { Name: string }) => f.Name === 'Email')).toMatchObject({ DisplayMode: 'Readonly', Value: email })
    expect(saved.body.Fields.map((f: { Name: string }) => f.Name)).not.toContain('Password')
    expect((await browser.refreshToken()).status).toBe(200)
    expect((await browser.call('GET', '/customer/')).body).toMatchObject({ Email: email, FirstName: 'Gitte', ClientType: 'B2C' })
    // The first call with the token claims the basket, as at any login; then nobody else may read it.
    expect((await browser.call('GET', `/basket/${uid}/`)).status).toBe(200)
    expect((await api('GET', `/basket/${uid}/`)).status).toBe(404)
    const { rows } = await (await pool()).query('SELECT invoice_details FROM baskets WHERE uid = $1', [uid])
    expect(JSON.stringify(rows[0].invoice_details)).not.toContain('Smagfuld')
    expect(await waitForMail(email)).toBeTruthy()

    // An address that has an account already: log in instead; nothing is stored.
    const other = (await api('POST', '/basket/', {})).body.Uid
    const taken = await api('POST', `/checkout/${other}/invoicedetails/`, { ...guestDetails(email), Password: 'Smagfuld-2026' })
    expect(taken.status).toBe(409)
    expect(taken.body.Errors.Email).toBeTruthy()
    expect(
      (await api('GET', `/checkout/${other}/invoicedetails/`)).body.Fields.find((f: { Name: string }) => f.Name === 'Email').Value,
    ).toBe('')
  })

  it('gives a business customer the company fields from the account, read-only, and the requisition and cost place', async () => {
    await seededPayload()
    const { business, call } = await businessBrowser()
    const uid = (await call('POST', '/basket/', {})).body.Uid
    const fields = (await call('GET', `/checkout/${uid}/invoicedetails/`)).body.Fields as Array<{
      Name: string
      DisplayMode: string
      Value: unknown
    }>
    const byName = (name: string) => fields.find((f) => f.Name === name)!
    expect(byName('Email')).toMatchObject({ DisplayMode: 'Readonly', Value: business.email })
    expect(byName('Company')).toMatchObject({ DisplayMode: 'Readonly', Value: 'Kantinen ApS' })
    expect(byName('Cvr')).toMatchObject({ DisplayMode: 'Readonly', Value: '12345674' })
    expect(fields.map((f) => f.Name)).toEqual(
      expect.arrayContaining(['Requisition', 'OrderedBy', 'Department', 'PlacementNumber', 'CostPlace', 'Accounting']),
    )
    expect(fields.map((f) => f.Name)).not.toContain('ClubSignup')
    // The saved address shows read-only, changed in a dialog.
    expect(byName('Address').DisplayMode).toBe('ReadonlyButEditableInModal')
    // Someone else's basket is not theirs to read.
    expect((await api('GET', `/checkout/${uid}/invoicedetails/`)).status).toBe(404)
  })
})

describe('POST checkout/payment: the errors of docs/product.md §8', () => {
  it('refuses without the terms, an empty basket, no delivery, no details, and invoice for a consumer; nothing is ordered', async () => {
    const { uid, productId } = await readyBasket()
    const noTerms = await api('POST', '/checkout/payment/', { BasketUid: uid, PaymentMethod: 'CreditCard', AcceptTerms: false })
    expect(noTerms.status).toBe(400)
    expect(noTerms.body.ErrorCode).toBe('TermsRequiresAccept')
    const invoice = await pay(uid, 'Invoice')
    expect(invoice.status).toBe(400)
    expect(invoice.body.ErrorCode).toBe('ErrorMessage')

    const empty = (await api('POST', '/basket/', {})).body.Uid
    const emptyAnswer = await pay(empty)
    expect(emptyAnswer.status).toBe(409)
    expect(emptyAnswer.body.ErrorCode).toBe('RedirectToBasket')

    const noDelivery = (await api('POST', '/basket/', {})).body.Uid
    await api('POST', `/basket/${noDelivery}/items/`, { ProductId: productId, Quantity: 1 })
    const delivery = await pay(noDelivery)
    expect(delivery.status).toBe(400)
    expect(delivery.body.ErrorCode).toBe('DeliveryAddressStateInvalid')

    await api('PUT', `/checkout/${noDelivery}/deliveryadress/${await pickupMethodId(api, noDelivery)}/`, {})
    const details = await pay(noDelivery)
    expect(details.status).toBe(400)
    expect(details.body.ErrorCode).toBe('ErrorMessage')

    expect(await stockOf(productId)).toBe(10)
    expect(await ordersOfBasket(uid)).toEqual([])
  })

  it('sends the shopper back to the basket when a line sold out meanwhile', async () => {
    const { uid, productId } = await readyBasket({ stock: 2, quantity: 2 })
    await (await pool()).query('UPDATE products SET stock_quantity = 1 WHERE id = $1', [productId])
    const answer = await pay(uid)
    expect(answer.status).toBe(409)
    expect(answer.body.ErrorCode).toBe('RedirectToBasket')
    expect(await ordersOfBasket(uid)).toEqual([])
  })
})

describe('card payment through the test provider', () => {
  it('places the order, holds the stock, and completes it once the card is approved: basket emptied, mail sent', async () => {
    const { uid, productId, email } = await readyBasket({ stock: 5, quantity: 2 })
    const answer = await pay(uid)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ Flow: 'Payment', OrderNumber: expect.any(String) })
    expect(answer.body.PaymentUrl).toMatch(/\/test-payment\/[0-9a-f-]{36}\/$/)
    expect(await stockOf(productId)).toBe(3)
    const orderUid = answer.body.OrderUid
    expect((await api('POST', `/checkout/payment/${orderUid}/confirm/`)).body.Status).toBe('TooSoon')

    const paid = await payOnTestPage(answer.body.PaymentUrl, '4111 1111 1111 1111')
    expect(paid.status).toBe(303)
    expect(paid.location).toBe(`http://localhost:3000/kassen/kvittering/?order=${orderUid}`)
    // The callback cannot reach this test (no server listens), so the shopper's confirm asks the provider.
    expect((await api('POST', `/checkout/payment/${orderUid}/confirm/`)).body.Status).toBe('Authorized')
    expect((await api('POST', `/checkout/payment/${orderUid}/confirm/`)).body.Status).toBe('Authorized')
    expect((await api('GET', `/basket/${uid}/`)).body).toMatchObject({ Quantity: 0, Lines: [], GiftCardLines: [], Voucher: null })
    expect(await ordersOfBasket(uid)).toEqual([{ uid: orderUid, status: 'Authorized', payment_state: 'Authorized' }])
    expect(await stockOf(productId)).toBe(3)

    const receipt = await api('POST', `/order/${orderUid}/receipt/`)
    expect(receipt.status).toBe(200)
    expect(receipt.body.Delivery.MethodType).toBe('SimplePickup')
    const mail = await waitForMail(email)
    expect(mail.headers.subject).toContain(answer.body.OrderNumber)
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('a declined card leaves the basket for a retry; the retry cancels the unpaid order and gives its stock back', async () => {
    const { uid, productId } = await readyBasket({ stock: 3, quantity: 2 })
    const first = await pay(uid)
    expect(await stockOf(productId)).toBe(1)
    const declined = await payOnTestPage(first.body.PaymentUrl, '4000 0000 0000 0002')
    expect(declined.status).toBe(303)
    const confirm = await api('POST', `/checkout/payment/${first.body.OrderUid}/confirm/`)
    expect(confirm.body.Status).toBe('ValidationFailed')
    expect(confirm.body.Message).toBeTruthy()
    expect((await api('GET', `/basket/${uid}/`)).status).toBe(200)

    const retry = await pay(uid)
    expect(retry.status).toBe(200)
    expect(retry.body.OrderUid).not.toBe(first.body.OrderUid)
    expect(await stockOf(productId)).toBe(1)
    expect((await payOnTestPage(retry.body.PaymentUrl, '4111111111111111')).status).toBe(303)
    expect((await api('POST', `/checkout/payment/${retry.body.OrderUid}/confirm/`)).body.Status).toBe('Authorized')
    const orders = await ordersOfBasket(uid)
    expect(orders.map((o) => o.status)).toEqual(['Cancelled', 'Authorized'])
    expect((await api('POST', `/checkout/payment/${first.body.OrderUid}/confirm/`)).body.Status).toBe('ValidationFailed')
  })

  it('a settled payment (captured at once) reads as Settled, with the purchase for analytics the first time only', async () => {
    const { uid, productId } = await readyBasket({ price: 12500 })
    const answer = await pay(uid)
    const { rows } = await (
      await pool()
    ).query('SELECT payment_provider_payment_id, order_number, totals_total FROM orders WHERE uid = $1', [answer.body.OrderUid])
    const settled = signTestCallback(process.env.PAYLOAD_SECRET!, {
      providerPaymentId: rows[0].payment_provider_payment_id,
      orderNumber: rows[0].order_number,
      state: 'Settled',
      amount: Number(rows[0].totals_total),
    })
    expect((await http('POST', '/checkout/payment/callback/', settled.body, settled.headers)).status).toBe(200)
    const confirm = await api('POST', `/checkout/payment/${answer.body.OrderUid}/confirm/`)
    expect(confirm.body.Status).toBe('Settled')
    expect(confirm.body.DataLayerPurchase).toMatchObject({
      transaction_id: answer.body.OrderNumber,
      currency: 'DKK',
      value: 125,
      tax: 25,
      shipping: 0,
    })
    expect(confirm.body.DataLayerPurchase.items).toEqual([
      { item_id: expect.any(String), item_name: expect.any(String), price: 125, quantity: 1 },
    ])
    // Analytics counts the order once: a reload of the receipt confirms again and gets the status without it.
    const again = await api('POST', `/checkout/payment/${answer.body.OrderUid}/confirm/`)
    expect(again.body).toEqual({ Status: 'Settled', PaymentMethod: 'CreditCard' })
    expect(await stockOf(productId)).toBe(9)
  })

  it('answers OrderNotFound for an unknown order', async () => {
    await seededPayload()
    expect((await api('POST', `/checkout/payment/${randomUUID()}/confirm/`)).body).toEqual({ Status: 'OrderNotFound' })
  })

  it('an invalid card number stays on the page with the error and decides nothing', async () => {
    const { uid } = await readyBasket()
    const answer = await pay(uid)
    const invalid = await payOnTestPage(answer.body.PaymentUrl, '1234')
    expect(invalid.status).toBe(400)
    expect(invalid.page).toContain('TEST')
    expect((await api('POST', `/checkout/payment/${answer.body.OrderUid}/confirm/`)).body.Status).toBe('TooSoon')
  })

  it('accepts only signed callbacks, and applies one twice without doing anything twice', async () => {
    const { uid } = await readyBasket()
    const answer = await pay(uid)
    const { rows } = await (
      await pool()
    ).query('SELECT payment_provider_payment_id, order_number, totals_total FROM orders WHERE uid = $1', [answer.body.OrderUid])
    const status = {
      providerPaymentId: rows[0].payment_provider_payment_id,
      orderNumber: rows[0].order_number,
      state: 'Authorized' as const,
      amount: Number(rows[0].totals_total),
    }
    const forged = signTestCallback('not-the-secret-at-all-0123456789', status)
    expect((await http('POST', '/checkout/payment/callback/', forged.body, forged.headers)).status).toBe(401)
    const signed = signTestCallback(process.env.PAYLOAD_SECRET!, status)
    expect((await http('POST', '/checkout/payment/callback/', signed.body, signed.headers)).status).toBe(200)
    expect((await http('POST', '/checkout/payment/callback/', signed.body, signed.headers)).status).toBe(200)
    expect(await ordersOfBasket(uid)).toEqual([{ uid: answer.body.OrderUid, status: 'Authorized', payment_state: 'Authorized' }])
    // Another amount than the order's is not this order's payment.
    const { uid: other } = await readyBasket()
    const second = await pay(other)
    const { rows: r2 } = await (
      await pool()
    ).query('SELECT payment_provider_payment_id, order_number FROM orders WHERE uid = $1', [second.body.OrderUid])
    const wrong = signTestCallback(process.env.PAYLOAD_SECRET!, {
      providerPaymentId: r2[0].payment_provider_payment_id,
      orderNumber: r2[0].order_number,
      state: 'Authorized',
      amount: 1,
    })
    await http('POST', '/checkout/payment/callback/', wrong.body, wrong.headers)
    expect((await ordersOfBasket(other))[0]!.status).toBe('Created')
  })

  it('a consumer who signs up to the club with the consent is a member once the order is paid', async () => {
    const consumer = await createTestCustomer()
    const browser = new TestBrowser()
    await browser.call('POST', '/login/', { Email: consumer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    await browser.refreshToken()
    const call = browser.call.bind(browser) as Call
    const details = {
      Phone: '20304050',
      FirstName: 'Kim',
      LastName: 'Kunde',
      Address: 'Vestergade 1',
      Zip: '8000',
      City: 'Aarhus C',
      GreetingCard: false,
      ClubSignup: true,
      ClubConsent: true,
    }
    const { uid } = await readyBasket({ call, details })
    const answer = await pay(uid, 'CreditCard', call)
    const member = async () =>
      (await (await pool()).query('SELECT club_member FROM customers WHERE id = $1', [consumer.id])).rows[0].club_member
    expect(await member()).not.toBe(true)
    await payOnTestPage(answer.body.PaymentUrl, '4111111111111111')
    expect((await call('POST', `/checkout/payment/${answer.body.OrderUid}/confirm/`)).body.Status).toBe('Authorized')
    expect(await member()).toBe(true)
    // The consent is in its history with the order (docs/adr/0029), and the built-in marketing platform is told.
    const events = await (
      await pool()
    ).query('SELECT kind, action, version, source FROM consent_events WHERE customer_id = $1', [consumer.id])
    expect(events.rows).toEqual([{ kind: 'club', action: 'granted', version: 'club-2026-11', source: 'checkout' }])
    await expect
      .poll(
        async () =>
          (await (await pool()).query('SELECT operation FROM marketing_platform_calls WHERE email = $1', [consumer.email])).rowCount,
      )
      .toBe(2)
  })

  it("keeps unpaid card attempts out of the customer's order history", async () => {
    const consumer = await createTestCustomer()
    const browser = new TestBrowser()
    await browser.call('POST', '/login/', { Email: consumer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    await browser.refreshToken()
    const call = browser.call.bind(browser) as Call
    const details = {
      Phone: '20304050',
      FirstName: 'Kim',
      LastName: 'Kunde',
      Address: 'Vestergade 1',
      Zip: '8000',
      City: 'Aarhus C',
      GreetingCard: false,
      ClubSignup: false,
    }
    const { uid } = await readyBasket({ call, details })
    const history = async () => (await call('GET', '/order/search/?requestModel.page=1')).body.Orders.map((o: { Uid: string }) => o.Uid)
    const first = await pay(uid, 'CreditCard', call)
    expect(await history()).toEqual([])
    await payOnTestPage(first.body.PaymentUrl, '4000000000000002')
    await call('POST', `/checkout/payment/${first.body.OrderUid}/confirm/`)
    const retry = await pay(uid, 'CreditCard', call)
    await payOnTestPage(retry.body.PaymentUrl, '4111111111111111')
    await call('POST', `/checkout/payment/${retry.body.OrderUid}/confirm/`)
    expect(await history()).toEqual([retry.body.OrderUid])
  })

  it('issues the gift cards an order bought when it is paid', async () => {
    const { uid } = await readyBasket()
    expect(
      (await api('POST', '/basket/giftcard/', { BasketUid: uid, Amount: 50000, Quantity: 2, IsGift: false, Greeting: '' })).status,
    ).toBe(200)
    const answer = await pay(uid)
    await payOnTestPage(answer.body.PaymentUrl, '4111111111111111')
    await api('POST', `/checkout/payment/${answer.body.OrderUid}/confirm/`)
    const { rows } = await (await pool()).query('SELECT balance FROM gift_cards WHERE order_uid = $1', [answer.body.OrderUid])
    expect(rows.map((r: { balance: string }) => Number(r.balance))).toEqual([50000, 50000])
  })
})

describe('invoice payment for business customers', () => {
  it('places the order at once with the requisition and cost place, and shows its receipt', async () => {
    const { business, call } = await businessBrowser()
    const details = {
      Phone: '20304050',
      FirstName: 'Frede',
      LastName: 'Firma',
      Address: 'Havnegade 4',
      Zip: '8000',
      City: 'Aarhus C',
      Requisition: 'REK-4411',
      CostPlace: 'Køkken 2',
      GreetingCard: false,
      ClubSignup: false,
    }
    const { uid } = await readyBasket({ call, details })
    const answer = await pay(uid, 'Invoice', call)
    expect(answer.status).toBe(200)
    expect(answer.body.Flow).toBe('Receipt')
    expect(answer.body.PaymentUrl).toBeUndefined()
    expect((await call('POST', `/checkout/payment/${answer.body.OrderUid}/confirm/`)).body.Status).toBe('Created')
    // A customer's order is theirs alone.
    expect((await api('POST', `/checkout/payment/${answer.body.OrderUid}/confirm/`)).body.Status).toBe('OrderNotFound')
    expect((await call('GET', `/basket/${uid}/`)).body).toMatchObject({ Quantity: 0, Lines: [] })
    const { rows } = await (await pool()).query('SELECT invoice_details, is_b2_b, email FROM orders WHERE uid = $1', [answer.body.OrderUid])
    expect(rows[0].invoice_details).toMatchObject({
      Requisition: 'REK-4411',
      CostPlace: 'Køkken 2',
      Company: 'Kantinen ApS',
      Cvr: '12345674',
    })
    expect(rows[0].is_b2_b).toBe(true)
    expect(rows[0].email).toBe(business.email)
    expect((await call('GET', '/order/search/?requestModel.page=1')).body.Orders.map((o: { Uid: string }) => o.Uid)).toContain(
      answer.body.OrderUid,
    )
  })
})

describe('consistency under concurrency (docs/architecture.md §7)', () => {
  it('50 checkouts at once for the last 10 units: exactly 10 orders, stock 0', async () => {
    const product = await createProduct({ price: 10000, stockQuantity: 10 })
    const baskets: string[] = []
    for (let i = 0; i < 50; i += 1) baskets.push((await readyBasket({ productId: product.id })).uid)
    const answers = await Promise.all(baskets.map((uid) => pay(uid)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.ErrorCode === 'RedirectToBasket')).toBe(true)
    expect(await stockOf(product.id)).toBe(0)
    const { rows } = await (
      await pool()
    ).query(
      "SELECT count(*)::int AS n FROM orders o JOIN orders_lines l ON l._parent_id = o.id WHERE l.product_id = $1 AND o.status = 'Created'",
      [product.id],
    )
    expect(rows[0].n).toBe(10)
  }, 120_000)

  it('answers BasketSubmitAlreadyInProgress while the basket is being submitted, and makes no order', async () => {
    const { uid } = await readyBasket()
    await (await pool()).query('UPDATE baskets SET submit_started_at = now() WHERE uid = $1', [uid])
    const answer = await pay(uid)
    expect(answer.status).toBe(409)
    expect(answer.body.ErrorCode).toBe('BasketSubmitAlreadyInProgress')
    expect(await ordersOfBasket(uid)).toEqual([])
    // A lease nobody renewed for longer than SUBMIT_LEASE_SECONDS (its instance died) frees the basket.
    await (
      await pool()
    ).query('UPDATE baskets SET submit_started_at = now() - make_interval(secs => $2) WHERE uid = $1', [uid, SUBMIT_LEASE_SECONDS + 1])
    expect((await pay(uid)).status).toBe(200)
  })

  it('a double submit of one basket makes one order; the same Idempotency-Key answers the same order', async () => {
    const { uid } = await readyBasket()
    const [a, b] = await Promise.all([pay(uid), pay(uid)])
    const statuses = [a.status, b.status].sort()
    expect(statuses[0]).toBe(200)
    expect(await ordersOfBasket(uid).then((orders) => orders.filter((o) => o.status === 'Created'))).toHaveLength(1)
    if (statuses[1] !== 200) expect([a, b].find((x) => x.status !== 200)!.body.ErrorCode).toBe('BasketSubmitAlreadyInProgress')

    const { uid: keyed } = await readyBasket()
    const key = randomUUID()
    const first = await pay(keyed, 'CreditCard', api, { 'idempotency-key': key })
    const again = await pay(keyed, 'CreditCard', api, { 'idempotency-key': key })
    expect(again.body).toEqual(first.body)
    expect(await ordersOfBasket(keyed)).toHaveLength(1)
  })

  it('a checkout that dies half-way leaves no order and holds nothing: stock, gift card and basket as before', async () => {
    const { payload } = await testPayload()
    const code = `HALVVEJS${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`
    await payload.create({
      collection: 'gift-cards',
      data: { code, initialAmount: 5000, balance: 5000, status: 'Active', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    })
    const { uid, productId } = await readyBasket({ stock: 4, quantity: 2 })
    expect((await api('PUT', `/basket/${uid}/giftcardusage/${code}/`)).status).toBe(200)
    // The last write of the order fails, after the stock, the gift card and the order row were written.
    const db = await pool()
    await db.query(
      `CREATE OR REPLACE FUNCTION fail_order_line() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'the process died'; END $$ LANGUAGE plpgsql`,
    )
    await db.query(
      `CREATE TRIGGER fail_order_line BEFORE INSERT ON orders_lines FOR EACH ROW WHEN (NEW.product_id = ${productId}) EXECUTE FUNCTION fail_order_line()`,
    )
    try {
      const answer = await pay(uid)
      expect(answer.status).toBe(500)
    } finally {
      await db.query('DROP TRIGGER fail_order_line ON orders_lines')
    }
    expect(await stockOf(productId)).toBe(4)
    expect(Number((await db.query('SELECT balance FROM gift_cards WHERE code = $1', [code])).rows[0].balance)).toBe(5000)
    expect(await ordersOfBasket(uid)).toEqual([])
    expect((await api('GET', `/basket/${uid}/`)).body.Lines).toHaveLength(1)
    // And the basket is not left marked as being submitted: the next try goes through.
    expect((await pay(uid)).status).toBe(200)
  })

  it('an order whose payment never started (its instance died) is cancelled within minutes by any instance, once', async () => {
    const { payload } = await testPayload()
    const { uid, productId } = await readyBasket({ stock: 5, quantity: 2 })
    expect((await pay(uid)).status).toBe(200)
    expect(await stockOf(productId)).toBe(3)
    const [order] = await ordersOfBasket(uid)
    const db = await pool()
    // As if the instance died between placing the order and starting its payment, a minute ago: not yet.
    await db.query("UPDATE orders SET payment_provider_payment_id = NULL, placed_at = now() - interval '1 minute' WHERE uid = $1", [
      order!.uid,
    ])
    await cancelUnpayableOrders(payload)
    expect((await ordersOfBasket(uid))[0]!.status).toBe('Created')
    // Past STRANDED_ORDER_MINUTES: two instances' rounds at once cancel it once and give the stock back once.
    await db.query('UPDATE orders SET placed_at = now() - make_interval(mins => $2) WHERE uid = $1', [
      order!.uid,
      STRANDED_ORDER_MINUTES + 1,
    ])
    const counts = await Promise.all([cancelUnpayableOrders(payload), cancelUnpayableOrders(payload)])
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    expect((await ordersOfBasket(uid))[0]!.status).toBe('Cancelled')
    expect(await stockOf(productId)).toBe(5)
    await cancelUnpayableOrders(payload)
    expect(await stockOf(productId)).toBe(5)
    // The basket was not emptied: the shopper may pay again.
    expect((await pay(uid)).status).toBe(200)
    expect(await stockOf(productId)).toBe(3)
  })

  it('two baskets spending one gift card at once never overdraw it', async () => {
    const { payload } = await testPayload()
    const code = `TESTKORT${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`
    const expires = new Date(Date.now() + 86_400_000).toISOString()
    const card = await payload.create({
      collection: 'gift-cards',
      data: { code, initialAmount: 15000, balance: 15000, status: 'Active', expiresAt: expires },
    })
    const one = await readyBasket({ price: 10000 })
    const two = await readyBasket({ price: 10000 })
    for (const basket of [one, two]) expect((await api('PUT', `/basket/${basket.uid}/giftcardusage/${code}/`)).status).toBe(200)
    const db = await pool()
    // The first taking holds the card's row for half a second, so on PostgreSQL the other checkout has read its
    // basket (the card paying 100 kr.) before anything is taken: the race itself, not whichever request came first.
    await db.query(
      `CREATE OR REPLACE FUNCTION slow_gift_card() RETURNS trigger AS $$ BEGIN PERFORM pg_sleep(0.5); RETURN NEW; END $$ LANGUAGE plpgsql`,
    )
    await db.query(
      `CREATE TRIGGER slow_gift_card BEFORE UPDATE ON gift_cards FOR EACH ROW WHEN (OLD.id = ${Number(card.id)}) EXECUTE FUNCTION slow_gift_card()`,
    )
    let answers: Awaited<ReturnType<typeof pay>>[]
    try {
      answers = await Promise.all([pay(one.uid), pay(two.uid)])
    } finally {
      await db.query('DROP TRIGGER slow_gift_card ON gift_cards')
    }
    const balance = Number((await db.query('SELECT balance FROM gift_cards WHERE code = $1', [code])).rows[0].balance)
    expect(balance).toBeGreaterThanOrEqual(0)
    // What the card lost is exactly what the placed orders say it paid.
    const { rows: placed } = await db.query<{ totals_gift_cards: number }>(
      'SELECT totals_gift_cards FROM orders WHERE basket_uid = ANY($1::text[])',
      [[one.uid, two.uid]],
    )
    expect(placed.reduce((sum, o) => sum + Math.abs(Number(o.totals_gift_cards)), 0)).toBe(15000 - balance)
    const refused = answers.filter((a) => a.status !== 200)
    for (const a of refused) expect(a.body.ErrorCode).toBe('RedirectToBasket')
    // Both counted on 100 kr. from the card and only one could have it; or, one after the other, the second
    // basket was paid with what the card had left.
    expect(refused.length === 1 ? 5000 : 0).toBe(balance)
    // On PostgreSQL the other checkout has always read its basket by then (the embedded database may run the two
    // one after the other).
    if (process.env.INTEGRATION_DB === 'postgres') expect(refused).toHaveLength(1)
  })
})

describe('the way back from the payment page', () => {
  it('leads to the storefront origin the shopper pays from, when it is the shop, and to STOREFRONT_URL otherwise', async () => {
    const continueUrlOf = async (origin: string, host: string) => {
      const headers = { origin, 'x-forwarded-host': host }
      const call: Call = (method, path, body) => api(method, path, body, headers)
      const { uid } = await readyBasket({ call })
      const paid = await pay(uid, 'CreditCard', call)
      expect(paid.status).toBe(200)
      const { rows } = await (
        await pool()
      ).query('SELECT continue_url, cancel_url FROM test_payments WHERE order_uid = $1', [paid.body.OrderUid])
      return rows[0] as { continue_url: string; cancel_url: string }
    }
    const loopback = await continueUrlOf('http://127.0.0.1:3000', '127.0.0.1:3000')
    expect(new URL(loopback.continue_url).origin).toBe('http://127.0.0.1:3000')
    expect(new URL(loopback.cancel_url).origin).toBe('http://127.0.0.1:3000')
    expect(new URL((await continueUrlOf('https://evil.example', 'evil.example')).continue_url).origin).toBe('http://localhost:3000')
  })
})
