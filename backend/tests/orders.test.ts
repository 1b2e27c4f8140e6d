/** The order history through the shop API (docs/api/customers.md), the order record checkout writes, and the demo orders. */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { dbPool } from '../src/db/pool'
import { vatContainedIn, vatOn } from '@delikat/contract/money'
import { createOrder, type NewOrder } from '../src/shop/orders/create-order'
import { DEMO_PASSWORD } from '../src/seed/demo-data'
import { api, createProduct, createTestCustomer, testPayload } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

async function customer(clientType: 'B2C' | 'B2B' = 'B2C') {
  const { payload } = await testPayload()
  const created = await createTestCustomer({ clientType })
  const { token } = await payload.login({ collection: 'customers', data: { email: created.email, password: created.password } })
  return { id: created.id, email: created.email, auth: { authorization: `Bearer ${token}` } }
}

/** A consumer order of 2 × 169 kr. with 49 kr. delivery, as checkout would hand it over. */
function snapshot(customerId: number | null, over: Partial<NewOrder> = {}): NewOrder {
  return {
    customerId,
    email: 'kunde@example.dk',
    culture: 'da',
    isB2B: false,
    status: 'Settled',
    paymentMethod: 'CreditCard',
    delivery: {
      methodType: 'PostNord',
      methodName: 'PostNord',
      name: 'Kim Kunde',
      address: 'Vestergade 1',
      zip: '8000',
      city: 'Aarhus C',
      serviceLocation: 'Netto, Vestergade 3',
    },
    lines: [{ productId: null, productNumber: 'V-9', name: 'Husets rødvin', quantity: 2, unitPrice: 16900, linePrice: 33800 }],
    totals: { subTotal: 33800, discount: 0, delivery: 4900, giftCards: 0, vat: 7740, total: 38700 },
    ...over,
  }
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

describe('guests', () => {
  it('get 401 Unauthorized on the order search and the settings', async () => {
    for (const [method, path] of [
      ['GET', '/order/search/?requestModel.page=1'],
      ['GET', '/order/settings/'],
      // Auth comes first: a guest's bad query is still a guest.
      ['GET', '/order/search/?requestModel.page=0'],
    ] as const) {
      const answer = await api(method, path)
      expect(answer.status, path).toBe(401)
      expect(answer.body).toEqual({ ErrorCode: 'Unauthorized', Message: 'Log ind for at fortsætte.' })
    }
  })

  it("read the receipt of a guest's order by its uid (their key to it), never a customer's", async () => {
    const { payload } = await testPayload()
    const owner = await customer()
    const theirs = await createOrder(payload, snapshot(owner.id))
    const guests = await createOrder(payload, snapshot(null))
    expect((await api('POST', `/order/${theirs.uid}/receipt/`)).status).toBe(404)
    const receipt = await api('POST', `/order/${guests.uid}/receipt/`)
    expect(receipt.status).toBe(200)
    expect(receipt.body.OrderNumber).toBe(guests.orderNumber)
  })
})

describe('GET /order/search/', () => {
  it('pages the customer’s own orders, ten at a time, newest first', async () => {
    const { payload } = await testPayload()
    const me = await customer()
    const other = await customer()
    // Created in random order: the list follows when they were placed, not when they were written.
    const ages = Array.from({ length: 12 }, (_, i) => i).sort(() => Math.random() - 0.5)
    const numberByAge = new Map<number, string>()
    for (const age of ages)
      numberByAge.set(age, (await createOrder(payload, snapshot(me.id, { placedAt: minutesAgo(age * 10) }))).orderNumber)
    await createOrder(payload, snapshot(other.id, { placedAt: minutesAgo(5) }))

    const first = await api('GET', '/order/search/?requestModel.page=1', undefined, me.auth)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ TotalPages: 2, TotalCount: 12, Page: 1 })
    expect(first.body.Orders.map((o: { OrderNumber: string }) => o.OrderNumber)).toEqual(
      [...Array(10).keys()].map((age) => numberByAge.get(age)),
    )
    expect(first.body.Orders[0]).toEqual({
      Uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      OrderNumber: numberByAge.get(0),
      PlacedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      Status: 'Settled',
      PaymentMethod: 'CreditCard',
      DeliveryMethodType: 'PostNord',
      Quantity: 2,
      Total: { Amount: 38700, Text: '387,-' },
      PlacedByStaff: null,
      ShippedAt: null,
      TrackingUrl: null,
    })

    const second = await api('GET', '/order/search/?requestModel.page=2', undefined, me.auth)
    expect(second.body).toMatchObject({ TotalPages: 2, TotalCount: 12, Page: 2 })
    expect(second.body.Orders.map((o: { OrderNumber: string }) => o.OrderNumber)).toEqual([numberByAge.get(10), numberByAge.get(11)])

    const beyond = await api('GET', '/order/search/?requestModel.page=3', undefined, me.auth)
    expect(beyond.body).toEqual({ Orders: [], TotalPages: 2, TotalCount: 12, Page: 3 })
    // Without a page: the first one.
    expect((await api('GET', '/order/search/', undefined, me.auth)).body.Orders).toEqual(first.body.Orders)
  })

  it('answers an empty history for a customer without orders', async () => {
    const me = await customer()
    expect((await api('GET', '/order/search/?requestModel.page=1', undefined, me.auth)).body).toEqual({
      Orders: [],
      TotalPages: 0,
      TotalCount: 0,
      Page: 1,
    })
  })

  it('refuses a page that is not a whole number from 1 with 400', async () => {
    const me = await customer()
    for (const page of ['0', '-1', 'abc', '1.5', '', '99999999']) {
      const answer = await api('GET', `/order/search/?requestModel.page=${page}`, undefined, me.auth)
      expect(answer.status, page).toBe(400)
      expect(answer.body).toMatchObject({ ErrorCode: 'ValidationError', Errors: { 'requestModel.page': expect.any(String) } })
    }
  })
})

describe('GET /order/settings/', () => {
  it('gives the page size and every status with its label in the culture', async () => {
    const me = await customer()
    const da = await api('GET', '/order/settings/', undefined, me.auth)
    expect(da.status).toBe(200)
    expect(da.body.PageSize).toBe(10)
    expect(da.body.Statuses.map((s: { Value: string }) => s.Value)).toEqual(['Created', 'Authorized', 'Settled', 'Shipped', 'Cancelled'])
    expect(da.body.Statuses).toContainEqual({ Value: 'Shipped', Label: 'Afsendt' })
    const en = await api('GET', '/order/settings/?culture=en', undefined, me.auth)
    expect(en.body.Statuses).toContainEqual({ Value: 'Shipped', Label: 'Shipped' })
    expect(en.body.Statuses).toContainEqual({ Value: 'Settled', Label: 'Paid' })
  })
})

describe('POST /order/{orderUid}/receipt/', () => {
  it('gives the customer the receipt of their own order, with links to the products still sold', async () => {
    const { payload } = await testPayload()
    const me = await customer('B2B')
    const product = await createProduct({ price: 12500 })
    const { uid, orderNumber } = await createOrder(
      payload,
      snapshot(me.id, {
        isB2B: true,
        email: me.email,
        paymentMethod: 'Invoice',
        status: 'Created',
        delivery: {
          methodType: 'DeliveryAddress',
          name: 'Varemodtagelsen',
          company: 'Firma ApS',
          address: 'Havnegade 4',
          zip: '1058',
          city: 'København K',
        },
        lines: [
          { productId: product.id, productNumber: product.productNumber, name: 'Testvin', quantity: 3, unitPrice: 10000, linePrice: 30000 },
          { productId: null, name: 'Udgået ost', quantity: 1, unitPrice: 5000, linePrice: 5000 },
          { productId: product.id, name: 'Testvin', quantity: 1, unitPrice: 0, linePrice: 0, isFreeGift: true },
        ],
        giftCardLines: [{ amount: 50000, quantity: 2, isGift: true, greeting: 'God jul' }],
        totals: { subTotal: 135000, discount: 0, delivery: 0, giftCards: 0, vat: vatOn(35000), total: 35000 + vatOn(35000) + 100000 },
        invoiceDetails: { requisition: 'REK-1' },
      }),
    )
    const receipt = await api('POST', `/order/${uid}/receipt/`, undefined, me.auth)
    expect(receipt.status).toBe(200)
    expect(receipt.body).toEqual({
      Uid: uid,
      OrderNumber: orderNumber,
      PlacedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      Status: 'Created',
      PaymentMethod: 'Invoice',
      Email: me.email,
      IsB2B: true,
      PlacedByStaff: null,
      // Nothing has gone out yet (docs/adr/0044).
      ShippedAt: null,
      CancelledAt: null,
      Shipments: [],
      Delivery: {
        MethodType: 'DeliveryAddress',
        MethodName: null,
        Name: 'Varemodtagelsen',
        Company: 'Firma ApS',
        Address: 'Havnegade 4',
        Zip: '1058',
        City: 'København K',
        ServiceLocation: null,
      },
      Lines: [
        {
          ProductId: product.id,
          Name: 'Testvin',
          RelativeUrl: `/produkter/${product.friendlyUrlName}/${product.id}/`,
          Quantity: 3,
          UnitPrice: { Amount: 10000, Text: '100,-' },
          LinePrice: { Amount: 30000, Text: '300,-' },
          IsFreeGift: false,
          Shipped: 0,
          Refunded: 0,
        },
        {
          ProductId: null,
          Name: 'Udgået ost',
          RelativeUrl: null,
          Quantity: 1,
          UnitPrice: { Amount: 5000, Text: '50,-' },
          LinePrice: { Amount: 5000, Text: '50,-' },
          IsFreeGift: false,
          Shipped: 0,
          Refunded: 0,
        },
        {
          ProductId: product.id,
          Name: 'Testvin',
          RelativeUrl: `/produkter/${product.friendlyUrlName}/${product.id}/`,
          Quantity: 1,
          UnitPrice: { Amount: 0, Text: '0,-' },
          LinePrice: { Amount: 0, Text: '0,-' },
          IsFreeGift: true,
          Shipped: 0,
          Refunded: 0,
        },
      ],
      GiftCardLines: [
        {
          LineId: expect.stringMatching(/^[0-9a-f]{24}$/),
          Amount: { Amount: 50000, Text: '500,-' },
          Quantity: 2,
          IsGift: true,
          Greeting: 'God jul',
        },
      ],
      Totals: {
        SubTotal: { Amount: 135000, Text: '1.350,-' },
        Discount: { Amount: 0, Text: '0,-' },
        Delivery: { Amount: 0, Text: '0,-' },
        GiftCards: { Amount: 0, Text: '0,-' },
        Vat: { Amount: 8750, Text: '87,50' },
        Total: { Amount: 143750, Text: '1.437,50' },
      },
      // What happens next (docs/api/checkout.md): a customer's order offers no account.
      ExpectedDelivery: { ShipsOn: expect.any(String), From: expect.any(String), To: expect.any(String) },
      HasTickets: false,
      AccountOffer: false,
    })
    // The summary counts what was bought (3 + 1 goods, 2 gift cards), not the free gift.
    const list = await api('GET', '/order/search/', undefined, me.auth)
    expect(list.body.Orders).toEqual([
      expect.objectContaining({
        Uid: uid,
        Quantity: 6,
        Total: { Amount: 143750, Text: '1.437,50' },
        DeliveryMethodType: 'DeliveryAddress',
      }),
    ])
  })

  it('answers 404 OrderNotFound for someone else’s order exactly as for an unknown one', async () => {
    const { payload } = await testPayload()
    const owner = await customer()
    const stranger = await customer()
    const { uid } = await createOrder(payload, snapshot(owner.id))
    const guestOrder = await createOrder(payload, snapshot(null))
    const theirs = await api('POST', `/order/${uid}/receipt/`, undefined, stranger.auth)
    const unknown = await api('POST', `/order/${randomUUID()}/receipt/`, undefined, stranger.auth)
    const guests = await api('POST', `/order/${guestOrder.uid}/receipt/`, undefined, stranger.auth)
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual({ ErrorCode: 'OrderNotFound', Message: 'Ordren findes ikke.' })
    expect(unknown).toEqual(theirs)
    // A guest's order is read by its uid, whoever holds it (docs/api/checkout.md).
    expect(guests.status).toBe(200)
    expect((await api('POST', `/order/not-a-uid/receipt/?culture=en`, undefined, stranger.auth)).body).toEqual({
      ErrorCode: 'OrderNotFound',
      Message: 'The order does not exist.',
    })
    expect((await api('POST', `/order/${uid}/receipt/`, undefined, owner.auth)).status).toBe(200)
  })
})

describe('createOrder', () => {
  it('writes the snapshot exactly as Payload reads an order', async () => {
    const { payload } = await testPayload()
    const me = await customer()
    const placedAt = new Date('2026-09-14T10:20:30.000Z')
    const input = snapshot(me.id, {
      placedAt,
      invoiceDetails: { requisition: 'REK-7', orderedBy: 'Frida' },
      giftCardLines: [{ amount: 20000, quantity: 1, isGift: false, greeting: 'dropped: not a gift' }],
      paymentMethod: 'Invoice',
      invoicePaidAt: new Date('2026-09-20T08:00:00.000Z'),
      clientAddress: '10.1.2.3',
    })
    const created = await createOrder(payload, input)
    expect(created.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(created.orderNumber).toMatch(/^\d{6,}$/)
    const doc = await payload.findByID({ collection: 'orders', id: created.id, depth: 0 })
    expect(doc).toMatchObject({
      uid: created.uid,
      orderNumber: created.orderNumber,
      customer: me.id,
      email: 'kunde@example.dk',
      culture: 'da',
      isB2B: false,
      placedAt: placedAt.toISOString(),
      status: 'Settled',
      paymentMethod: 'Invoice',
      invoicePaidAt: '2026-09-20T08:00:00.000Z',
      clientAddress: '10.1.2.3',
      delivery: {
        methodType: 'PostNord',
        methodName: 'PostNord',
        name: 'Kim Kunde',
        company: null,
        address: 'Vestergade 1',
        zip: '8000',
        city: 'Aarhus C',
        serviceLocation: 'Netto, Vestergade 3',
      },
      lines: [
        {
          product: null,
          productNumber: 'V-9',
          name: 'Husets rødvin',
          quantity: 2,
          unitPrice: 16900,
          linePrice: 33800,
          isFreeGift: false,
          id: expect.stringMatching(/^[0-9a-f]{24}$/),
        },
      ],
      giftCardLines: [{ amount: 20000, quantity: 1, isGift: false, greeting: null }],
      totals: { subTotal: 33800, discount: 0, delivery: 4900, giftCards: 0, vat: 7740, total: 38700 },
      invoiceDetails: { requisition: 'REK-7', orderedBy: 'Frida' },
    })
  })

  it('gives unique, increasing order numbers to orders placed at the same moment', async () => {
    const { payload } = await testPayload()
    const me = await customer()
    const before = Number((await createOrder(payload, snapshot(me.id))).orderNumber)
    const created = await Promise.all(Array.from({ length: 8 }, () => createOrder(payload, snapshot(me.id))))
    const numbers = created.map((c) => Number(c.orderNumber))
    expect(new Set(numbers).size).toBe(8)
    expect(new Set(created.map((c) => c.uid)).size).toBe(8)
    for (const n of numbers) expect(n).toBeGreaterThan(before)
    const after = Number((await createOrder(payload, snapshot(me.id))).orderNumber)
    expect(after).toBeGreaterThan(Math.max(...numbers))
  })

  it('writes nothing of a snapshot it refuses, nor of one whose transaction the caller rolls back', async () => {
    const { payload } = await testPayload()
    const me = await customer()
    const count = async () => (await payload.count({ collection: 'orders', where: { customer: { equals: me.id } } })).totalDocs
    await expect(
      createOrder(payload, snapshot(me.id, { totals: { subTotal: -1, discount: 0, delivery: 0, giftCards: 0, vat: 0, total: 0 } })),
    ).rejects.toThrow()
    await expect(
      createOrder(
        payload,
        snapshot(me.id, { lines: [{ productId: null, name: 'Halv flaske', quantity: 0.5, unitPrice: 100, linePrice: 50 }] }),
      ),
    ).rejects.toThrow()

    const client = await dbPool(payload).connect()
    try {
      await client.query('BEGIN')
      const inside = await createOrder(payload, snapshot(me.id), client)
      expect(
        (
          await client.query('SELECT count(*)::int AS n FROM orders_lines l JOIN orders o ON o.id = l._parent_id WHERE o.uid = $1', [
            inside.uid,
          ])
        ).rows[0].n,
      ).toBe(1)
      await client.query('ROLLBACK')
    } finally {
      client.release()
    }
    expect(await count()).toBe(0)
  })
})

describe('the demo orders', () => {
  async function demoLogin(email: string) {
    const payload = await seededPayload()
    const { token } = await payload.login({ collection: 'customers', data: { email, password: DEMO_PASSWORD } })
    return { authorization: `Bearer ${token}` }
  }

  it('give kunde@delikat.dk three consumer orders of the last months, with a service point and a gift card', async () => {
    const auth = await demoLogin('kunde@delikat.dk')
    const list = await api('GET', '/order/search/', undefined, auth)
    expect(list.body).toMatchObject({ TotalCount: 3, TotalPages: 1 })
    const orders = list.body.Orders as Array<{ Uid: string; Status: string; PlacedAt: string; OrderNumber: string }>
    // Two sent, and the recent one paid and waiting to be sent (its gift card captured at purchase, docs/adr/0044).
    expect(orders.map((o) => o.Status)).toEqual(['Settled', 'Shipped', 'Shipped'])
    expect(Number(orders[0]!.OrderNumber)).toBeGreaterThan(Number(orders[2]!.OrderNumber))
    for (const o of orders) expect(Date.now() - Date.parse(o.PlacedAt)).toBeLessThan(120 * 24 * 3600 * 1000)

    const receipts = await Promise.all(orders.map(async (o) => (await api('POST', `/order/${o.Uid}/receipt/`, undefined, auth)).body))
    expect(receipts.some((r) => r.Delivery.MethodType === 'PostNord' && r.Delivery.ServiceLocation)).toBe(true)
    expect(receipts.some((r) => r.GiftCardLines.length === 1 && r.GiftCardLines[0].Greeting)).toBe(true)
    for (const r of receipts) {
      expect(r.IsB2B).toBe(false)
      expect(r.Lines.length).toBeGreaterThan(0)
      for (const line of r.Lines) {
        expect(line.RelativeUrl).toMatch(/^\/produkter\//)
        expect(line.LinePrice.Amount).toBe(line.UnitPrice.Amount * line.Quantity)
      }
      // Consumer prices include VAT: the VAT is the part the taxable amount contains; gift cards carry none.
      const giftCards = r.GiftCardLines.reduce(
        (sum: number, g: { Amount: { Amount: number }; Quantity: number }) => sum + g.Amount.Amount * g.Quantity,
        0,
      )
      const goods = r.Lines.reduce((sum: number, l: { LinePrice: { Amount: number } }) => sum + l.LinePrice.Amount, 0)
      const t = r.Totals
      expect(t.SubTotal.Amount).toBe(goods + giftCards)
      const taxable = goods - t.Discount.Amount + t.Delivery.Amount
      expect(t.Vat.Amount).toBe(vatContainedIn(taxable))
      expect(t.Total.Amount).toBe(taxable + giftCards)
    }
  })

  it('give firma@delikat.dk two business orders on invoice, without VAT in the lines and VAT added', async () => {
    const payload = await seededPayload()
    const auth = await demoLogin('firma@delikat.dk')
    const list = await api('GET', '/order/search/', undefined, auth)
    expect(list.body.TotalCount).toBe(2)
    for (const summary of list.body.Orders) {
      expect(summary.PaymentMethod).toBe('Invoice')
      const r = (await api('POST', `/order/${summary.Uid}/receipt/`, undefined, auth)).body
      expect(r.IsB2B).toBe(true)
      const goods = r.Lines.reduce((sum: number, l: { LinePrice: { Amount: number } }) => sum + l.LinePrice.Amount, 0)
      const net = goods + r.Totals.Delivery.Amount
      expect(r.Totals.Vat.Amount).toBe(vatOn(net))
      expect(r.Totals.Total.Amount).toBe(net + vatOn(net))
      expect(summary.Total).toEqual(r.Totals.Total)
      const doc = (await payload.find({ collection: 'orders', where: { uid: { equals: summary.Uid } }, depth: 0 })).docs[0]!
      expect(doc.invoiceDetails).toMatchObject({ requisition: expect.stringMatching(/\S/), orderedBy: 'Frederik Firma' })
    }
  })

  it('give kunde@delikat.dk two favourites', async () => {
    const auth = await demoLogin('kunde@delikat.dk')
    const favorites = await api('GET', '/product/favorites/', undefined, auth)
    expect(favorites.body.Products.map((p: { ProductNumber: string }) => p.ProductNumber)).toEqual(['V-1001', 'F-2001'])
  })
})
