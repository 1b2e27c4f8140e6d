/**
 * "Buy again" through the shop API (POST order/{orderUid}/reorder, docs/api/customers.md, docs/adr/0038): the order's
 * goods into the customer's basket at today's prices, the same quantities and editions, what is left out and why,
 * only the customer's own order (or staff acting as the customer, recorded in the audit trail).
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createOrder, type NewOrder } from '../src/shop/orders/create-order'
import { api, createProduct, createTestCustomer, TestBrowser, testPayload, testPool, TEST_PASSWORD } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

beforeAll(seededPayload, SEED_TIMEOUT_MS)

async function customer() {
  const { payload } = await testPayload()
  const created = await createTestCustomer()
  const { token } = await payload.login({ collection: 'customers', data: { email: created.email, password: created.password } })
  return { id: created.id, email: created.email, auth: { authorization: `Bearer ${token}` } }
}

async function basketOf(auth: Record<string, string>): Promise<string> {
  const created = await api('POST', '/basket/', {}, auth)
  expect(created.status).toBe(201)
  return created.body.Uid
}

function order(customerId: number | null, lines: NewOrder['lines'], over: Partial<NewOrder> = {}): NewOrder {
  return {
    customerId,
    email: 'kunde@example.dk',
    culture: 'da',
    isB2B: false,
    status: 'Shipped',
    paymentMethod: 'Invoice',
    delivery: { methodType: 'PostNord', methodName: 'PostNord' },
    lines,
    totals: { subTotal: 10000, discount: 0, delivery: 0, giftCards: 0, vat: 2000, total: 10000 },
    ...over,
  }
}

const line = (productId: number | null, productNumber: string, quantity: number, name = `Vare ${productNumber}`) => ({
  productId,
  productNumber,
  name,
  quantity,
  unitPrice: 10000,
  linePrice: 10000 * quantity,
})

describe('POST /order/{orderUid}/reorder/', () => {
  it('puts what can still be bought into the basket at today’s price, same quantities and variants, and says what not and why', async () => {
    const { payload } = await testPayload()
    const me = await customer()
    const wine = await createProduct({ price: 16900, stockQuantity: 10 })
    const withVariant = await createProduct({ price: 15000, stockQuantity: 10 })
    const magnum = await payload.create({
      collection: 'product-variants',
      locale: 'da',
      data: {
        product: withVariant.id,
        name: 'Magnum 1,5 l',
        productNumber: `M-${randomUUID().slice(0, 8)}`,
        price: 32000,
        stockQuantity: 5,
      },
    })
    const soldOut = await createProduct({ stockQuantity: 0, stockState: 'OutOfStock' })
    const ticket = await createProduct({ type: 'Event', stockQuantity: 20 })
    const placed = await createOrder(
      payload,
      order(
        me.id,
        [
          line(wine.id, wine.productNumber, 2),
          line(withVariant.id, magnum.productNumber, 1, 'Magnum'),
          line(null, 'GONE-1', 1, 'Gammel årgang'),
          line(soldOut.id, soldOut.productNumber, 1, 'Udsolgt vin'),
          line(ticket.id, ticket.productNumber, 2, 'Vinsmagning'),
          { ...line(wine.id, 'GIFT', 1, 'Gave'), unitPrice: 0, linePrice: 0, isFreeGift: true },
        ],
        { giftCardLines: [{ amount: 50000, quantity: 1 }] },
      ),
    )
    const basketUid = await basketOf(me.auth)

    const answer = await api('POST', `/order/${placed.uid}/reorder/`, { BasketUid: basketUid }, me.auth)
    expect(answer.status).toBe(200)
    expect(answer.body.Added).toEqual([
      { ProductId: wine.id, VariantId: null, Name: `Vare ${wine.productNumber}`, Quantity: 2 },
      { ProductId: withVariant.id, VariantId: magnum.id, Name: 'Magnum', Quantity: 1 },
    ])
    expect(answer.body.NotAdded).toEqual([
      { ProductId: null, Name: 'Gammel årgang', Reason: 'NoLongerSold', Quantity: 1 },
      { ProductId: soldOut.id, Name: 'Udsolgt vin', Reason: 'SoldOut', Quantity: 1 },
      { ProductId: ticket.id, Name: 'Vinsmagning', Reason: 'Ticket', Quantity: 2 },
      { ProductId: null, Name: 'Gavekort 500,-', Reason: 'GiftCard', Quantity: 1 },
    ])
    // The basket change's shape, priced today (169,- not the order's 100,-), the variant as ordered.
    const lines = answer.body.Basket.Lines as Array<{
      Product: { ProductId: number; VariantId: number | null }
      Quantity: number
      UnitPrice: { Amount: number }
    }>
    expect(lines.map((l) => [l.Product.ProductId, l.Product.VariantId, l.Quantity, l.UnitPrice.Amount])).toEqual([
      [wine.id, null, 2, 16900],
      [withVariant.id, magnum.id, 1, 32000],
    ])
    expect(answer.body.MarketingCartUpdate.action).toBe('add')
    expect((await api('GET', `/basket/${basketUid}/`, undefined, me.auth)).body.Quantity).toBe(3)
  })

  it('adds on top of what the basket holds as far as the stock goes, and says how many were left out', async () => {
    const { payload } = await testPayload()
    const me = await customer()
    const scarce = await createProduct({ stockQuantity: 3 })
    const placed = await createOrder(payload, order(me.id, [line(scarce.id, scarce.productNumber, 2, 'Sjælden vin')]))
    const basketUid = await basketOf(me.auth)
    expect((await api('POST', `/basket/${basketUid}/items/`, { ProductId: scarce.id, Quantity: 2 }, me.auth)).status).toBe(200)

    const answer = await api('POST', `/order/${placed.uid}/reorder/`, { BasketUid: basketUid }, me.auth)
    expect(answer.status).toBe(200)
    expect(answer.body.Added).toEqual([{ ProductId: scarce.id, VariantId: null, Name: 'Sjælden vin', Quantity: 1 }])
    expect(answer.body.NotAdded).toEqual([{ ProductId: scarce.id, Name: 'Sjælden vin', Reason: 'NotEnoughInStock', Quantity: 1 }])
    expect(answer.body.Basket.Lines[0].Quantity).toBe(3)

    // Again: nothing more fits, and the basket is as it was.
    const again = await api('POST', `/order/${placed.uid}/reorder/`, { BasketUid: basketUid }, me.auth)
    expect(again.body.Added).toEqual([])
    expect(again.body.NotAdded).toEqual([{ ProductId: scarce.id, Name: 'Sjælden vin', Reason: 'NotEnoughInStock', Quantity: 2 }])
    expect(again.body.Basket.Quantity).toBe(3)
  })

  it("is only the customer's own order into their own basket: 404 for anyone else's, 401 for a guest", async () => {
    const { payload } = await testPayload()
    const me = await customer()
    const other = await customer()
    const wine = await createProduct()
    const theirs = await createOrder(payload, order(other.id, [line(wine.id, wine.productNumber, 1)]))
    const guests = await createOrder(payload, order(null, [line(wine.id, wine.productNumber, 1)]))
    const mine = await createOrder(payload, order(me.id, [line(wine.id, wine.productNumber, 1)]))
    const myBasket = await basketOf(me.auth)
    const theirBasket = await basketOf(other.auth)

    for (const uid of [theirs.uid, guests.uid, randomUUID(), 'not-a-uid']) {
      const answer = await api('POST', `/order/${uid}/reorder/`, { BasketUid: myBasket }, me.auth)
      expect(answer.status, uid).toBe(404)
      expect(answer.body).toEqual({ ErrorCode: 'OrderNotFound', Message: 'Ordren findes ikke.' })
    }
    const intoTheirs = await api('POST', `/order/${mine.uid}/reorder/`, { BasketUid: theirBasket }, me.auth)
    expect(intoTheirs.status).toBe(404)
    expect(intoTheirs.body.ErrorCode).toBe('BasketNotFound')
    expect((await api('GET', `/basket/${theirBasket}/`, undefined, other.auth)).body.Quantity).toBe(0)

    const guest = await api('POST', `/order/${guests.uid}/reorder/`, { BasketUid: myBasket })
    expect(guest.status).toBe(401)
    expect(guest.body.ErrorCode).toBe('Unauthorized')
    expect((await api('POST', `/order/${mine.uid}/reorder/`, { BasketUid: myBasket, Extra: 1 }, me.auth)).status).toBe(400)
    expect((await api('POST', `/order/${mine.uid}/reorder/`, {}, me.auth)).status).toBe(400)
  })

  it('is the one call: the name it had before answers 404 NotFound and changes nothing', async () => {
    const { payload } = await testPayload()
    const me = await customer()
    const wine = await createProduct()
    const mine = await createOrder(payload, order(me.id, [line(wine.id, wine.productNumber, 1)]))
    const basketUid = await basketOf(me.auth)
    const old = await api('POST', `/order/${mine.uid}/buyagain/`, { BasketUid: basketUid }, me.auth)
    expect(old.status).toBe(404)
    expect(old.body.ErrorCode).toBe('NotFound')
    expect((await api('GET', `/basket/${basketUid}/`, undefined, me.auth)).body.Quantity).toBe(0)
  })

  it('works for staff acting as the customer, into the customer’s basket, and is recorded in the audit trail', async () => {
    const { payload } = await testPayload()
    const target = await createTestCustomer()
    const wine = await createProduct()
    const placed = await createOrder(payload, order(target.id, [line(wine.id, wine.productNumber, 1)]))
    const staffEmail = `cs-${randomUUID().slice(0, 8)}@delikat.dk`
    await payload.create({
      collection: 'users',
      data: { email: staffEmail, password: 'Staff-secret-2026', name: 'Kundeservice', roles: ['customerService'] } as never,
    })
    const staff = new TestBrowser()
    expect((await staff.call('POST', '/auth/staff/login/', { Email: staffEmail, Password: 'Staff-secret-2026' })).body.Result).toBe(
      'Success',
    )
    expect((await staff.call('POST', '/auth/impersonation/start/', { CustomerId: target.id })).status).toBe(200)
    expect((await staff.refreshToken()).status).toBe(200)
    const basketUid = (await staff.call('POST', '/basket/', {})).body.Uid as string

    const answer = await staff.call('POST', `/order/${placed.uid}/reorder/`, { BasketUid: basketUid })
    expect(answer.status).toBe(200)
    expect(answer.body.Added).toHaveLength(1)
    // The customer sees it in their own basket.
    const own = new TestBrowser()
    expect((await own.call('POST', '/login/', { Email: target.email, Password: TEST_PASSWORD, ClientType: 'B2C' })).body.Result).toBe(
      'Success',
    )
    await own.refreshToken()
    expect((await own.call('POST', '/basket/', {})).body.Quantity).toBe(1)
    const { rows } = await (
      await testPool()
    ).query(
      "SELECT method, path, status::text AS status FROM impersonation_events WHERE customer_id = $1 AND action = 'Call' ORDER BY id",
      [target.id],
    )
    expect(rows).toContainEqual({ method: 'POST', path: `/order/${placed.uid}/reorder/`, status: '200' })
  })
})
