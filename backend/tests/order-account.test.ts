/**
 * A guest makes an account from the receipt with one field (POST order/{orderUid}/account, docs/api/checkout.md,
 * docs/adr/0042): only with the order's uid and the basket it was placed from, once, for a guest order that stands;
 * sign-up's password rules, its answer for an e-mail with an account and its per-client limit; then logged in, with
 * the order in the account's list.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createOrder, type NewOrder } from '../src/shop/orders/create-order'
import { api, createTestCustomer, guestDetails, http, randomAddress, TestBrowser, testPayload } from './helpers'

const PASSWORD = 'Fersk-brie-2026'

function guestOrder(email: string, over: Partial<NewOrder> = {}): NewOrder {
  const details = guestDetails(email)
  return {
    customerId: null,
    email,
    culture: 'da',
    isB2B: false,
    status: 'Authorized',
    paymentMethod: 'CreditCard',
    paymentProvider: 'test',
    paymentState: 'Authorized',
    basketUid: randomUUID(),
    delivery: {
      methodType: 'DeliveryAddress',
      methodName: 'Levering til døren',
      name: 'Gitte Gæst',
      address: 'Nørregade 7',
      zip: '8000',
      city: 'Aarhus C',
    },
    lines: [{ productId: null, productNumber: 'V-9', name: 'Husets rødvin', quantity: 2, unitPrice: 16900, linePrice: 33800 }],
    totals: { subTotal: 33800, discount: 0, delivery: 6900, giftCards: 0, vat: 8140, total: 40700 },
    invoiceDetails: { ...details, DeliveryPhone: '30405060' },
    ...over,
  }
}

async function placeGuestOrder(over: Partial<NewOrder> = {}) {
  const { payload } = await testPayload()
  const email = `g-${randomUUID().slice(0, 8)}@example.dk`
  const order = guestOrder(email, over)
  const placed = await createOrder(payload, order)
  return { ...placed, email, basketUid: order.basketUid! }
}

const path = (uid: string) => `/order/${uid}/account/`

describe('POST /order/{orderUid}/account/', () => {
  it('makes the guest a logged-in B2C customer from the order, with the order in their list; a second time is 409', async () => {
    const order = await placeGuestOrder()
    const guest = new TestBrowser()
    // The receipt offers it to the guest.
    const before = await guest.call('POST', `/order/${order.uid}/receipt/`)
    expect(before.body).toMatchObject({ AccountOffer: true, HasTickets: false })
    expect(before.body.ExpectedDelivery).toMatchObject({ From: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })

    const created = await guest.call('POST', path(order.uid), { Password: PASSWORD, BasketUid: order.basketUid })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ Result: 'Success', Customer: { Email: order.email } })
    expect(created.setCookies.some((c) => c.startsWith('delikat-session='))).toBe(true)

    expect((await guest.refreshToken()).status).toBe(200)
    const me = await guest.call('GET', '/customer/')
    expect(me.body).toMatchObject({
      Email: order.email,
      ClientType: 'B2C',
      FirstName: 'Gitte',
      LastName: 'Gæst',
      Phone: '20304050',
      Address: 'Vestergade 1',
      Zip: '8000',
      City: 'Aarhus C',
    })
    // The home delivery went elsewhere: that address is saved for the next checkout.
    expect(me.body.DeliveryAddresses).toMatchObject([{ Address: 'Nørregade 7', Zip: '8000', IsDefault: true }])
    const list = await guest.call('GET', '/order/search/?requestModel.page=1')
    expect(list.status).toBe(200)
    expect(list.body.Orders.map((o: { Uid: string }) => o.Uid)).toEqual([order.uid])
    // The password works for a login of its own.
    const login = await new TestBrowser().call('POST', '/login/', { Email: order.email, Password: PASSWORD, ClientType: 'B2C' })
    expect(login.body.Result).toBe('Success')

    const again = await new TestBrowser().call('POST', path(order.uid), { Password: PASSWORD, BasketUid: order.basketUid })
    expect(again.status).toBe(409)
    expect(again.body.ErrorCode).toBe('UnableToCreateCustomer')
    // The offer is gone from the receipt.
    expect((await guest.call('POST', `/order/${order.uid}/receipt/`)).body.AccountOffer).toBe(false)
  })

  it('answers 404 to anyone without the basket the order was placed from, and changes nothing', async () => {
    const order = await placeGuestOrder()
    const other = await placeGuestOrder()
    for (const [uid, basketUid] of [
      [order.uid, randomUUID()],
      [order.uid, other.basketUid],
      [other.uid, order.basketUid],
      [randomUUID(), order.basketUid],
    ]) {
      const answer = await api('POST', path(uid!), { Password: PASSWORD, BasketUid: basketUid })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ ErrorCode: 'OrderNotFound', Message: 'Ordren findes ikke.' })
    }
    // Without the basket at all: not even looked at.
    expect((await api('POST', path(order.uid), { Password: PASSWORD })).status).toBe(400)
    expect((await api('POST', path(order.uid), { Password: PASSWORD, BasketUid: order.basketUid, Email: 'x@y.dk' })).status).toBe(400)
    const { payload } = await testPayload()
    expect((await payload.count({ collection: 'customers', where: { email: { equals: order.email } } })).totalDocs).toBe(0)
  })

  it("refuses a weak password with sign-up's field message, and creates nothing", async () => {
    const order = await placeGuestOrder()
    const weak = await api('POST', path(order.uid), { Password: 'kort', BasketUid: order.basketUid })
    expect(weak.status).toBe(400)
    expect(weak.body.ErrorCode).toBe('ContainsError')
    expect(Object.keys(weak.body.Errors)).toEqual(['Password'])
    const { payload } = await testPayload()
    expect((await payload.count({ collection: 'customers', where: { email: { equals: order.email } } })).totalDocs).toBe(0)
    // The guest may then choose a good one.
    expect((await api('POST', path(order.uid), { Password: PASSWORD, BasketUid: order.basketUid })).status).toBe(201)
  })

  it("answers an e-mail that has an account as sign-up does (409 UnableToCreateCustomer), and leaves the order a guest's", async () => {
    const existing = await createTestCustomer()
    const order = await placeGuestOrder()
    const { payload } = await testPayload()
    await payload.update({ collection: 'orders', id: order.id, data: { email: existing.email } })
    const answer = await api('POST', path(order.uid), { Password: PASSWORD, BasketUid: order.basketUid })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ ErrorCode: 'UnableToCreateCustomer', Errors: { Email: expect.any(String) } })
    const doc = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    expect(doc.customer ?? null).toBeNull()
  })

  it('offers nothing for an unpaid or old order, nor to someone logged in', async () => {
    const declined = await placeGuestOrder({ status: 'Created', paymentState: 'Declined' })
    const old = await placeGuestOrder({ placedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
    for (const order of [declined, old]) {
      expect((await api('POST', path(order.uid), { Password: PASSWORD, BasketUid: order.basketUid })).status).toBe(404)
      expect((await api('POST', `/order/${order.uid}/receipt/`)).body.AccountOffer).toBe(false)
    }
    const fresh = await placeGuestOrder()
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    await browser.call('POST', '/login/', { Email: customer.email, Password: customer.password, ClientType: 'B2C' })
    await browser.refreshToken()
    const loggedIn = await browser.call('POST', path(fresh.uid), { Password: PASSWORD, BasketUid: fresh.basketUid })
    expect(loggedIn.status).toBe(409)
    expect(loggedIn.body.ErrorCode).toBe('UnableToCreateCustomer')
  })

  it('counts every try against the client like sign-up (5 an hour): the next is 429 with Retry-After', async () => {
    const order = await placeGuestOrder()
    const client = { 'x-forwarded-for': randomAddress() }
    for (let i = 0; i < 5; i++) {
      expect((await api('POST', path(order.uid), { Password: PASSWORD, BasketUid: randomUUID() }, client)).status).toBe(404)
    }
    const limited = await http('POST', path(order.uid), { Password: PASSWORD, BasketUid: order.basketUid }, client)
    expect(limited.status).toBe(429)
    expect(limited.body.ErrorCode).toBe('TooManyAttempts')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
