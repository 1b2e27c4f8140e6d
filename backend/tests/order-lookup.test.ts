/**
 * A guest finds an order by number and e-mail (POST order/lookup, docs/api/customers.md, docs/adr/0038): the receipt
 * when both match (the e-mail in any case), one 404 for a wrong e-mail and an unknown number alike, and 429 once a
 * client has failed too often.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createOrder, type NewOrder } from '../src/shop/orders/create-order'
import { api, createTestCustomer, http, randomAddress, testPayload } from './helpers'

// Needs no demo content: every test makes its own orders.

function order(customerId: number | null, email: string, over: Partial<NewOrder> = {}): NewOrder {
  return {
    customerId,
    email,
    culture: 'da',
    isB2B: false,
    status: 'Shipped',
    paymentMethod: 'Invoice',
    delivery: { methodType: 'PostNord', methodName: 'PostNord', name: 'Gitte Gæst', serviceLocation: 'Netto, Vestergade 3' },
    lines: [{ productId: null, productNumber: 'V-9', name: 'Husets rødvin', quantity: 2, unitPrice: 16900, linePrice: 33800 }],
    totals: { subTotal: 33800, discount: 0, delivery: 4900, giftCards: 0, vat: 7740, total: 38700 },
    ...over,
  }
}

const NOT_FOUND = { ErrorCode: 'OrderNotFound', Message: 'Vi kan ikke finde en ordre med det ordrenummer og den e-mail.' }

describe('POST /order/lookup/', () => {
  it("answers a guest order's receipt, its status in words, for the number and the e-mail in any case", async () => {
    const { payload } = await testPayload()
    const email = `Gitte.${randomUUID().slice(0, 6)}@Example.dk`
    const placed = await createOrder(payload, order(null, email, { giftCardLines: [{ amount: 50000, quantity: 1 }] }))
    const answer = await api('POST', '/order/lookup/', { OrderNumber: ` #${placed.orderNumber} `, Email: ` ${email.toUpperCase()} ` })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      Receipt: { OrderNumber: placed.orderNumber, Status: 'Shipped', Lines: [{ Name: 'Husets rødvin', Quantity: 2 }] },
      StatusLabel: 'Afsendt',
      AccountOrder: false,
    })
    // Nothing that opens more than the receipt: not the order's uid (a lasting key to its gift cards), not the lines' ids.
    expect(answer.body.Receipt).not.toHaveProperty('Uid')
    expect(answer.body.Receipt.GiftCardLines).toHaveLength(1)
    expect(answer.body.Receipt.GiftCardLines[0]).toMatchObject({ Amount: { Amount: 50000 }, Quantity: 1 })
    expect(answer.body.Receipt.GiftCardLines[0]).not.toHaveProperty('LineId')
    expect(JSON.stringify(answer.body)).not.toContain(placed.uid)
    // The method, not the person and place it goes to.
    expect(answer.body.Receipt.Delivery).toEqual({
      MethodType: 'PostNord',
      MethodName: 'PostNord',
      Name: null,
      Company: null,
      Address: null,
      Zip: null,
      City: null,
      ServiceLocation: null,
    })
    const english = await api('POST', '/order/lookup/?culture=en', { OrderNumber: placed.orderNumber, Email: email })
    expect(english.body.StatusLabel).toBe('Shipped')
  })

  it("finds an account's order too, saying so", async () => {
    const { payload } = await testPayload()
    const owner = await createTestCustomer()
    const placed = await createOrder(payload, order(owner.id, owner.email))
    const answer = await api('POST', '/order/lookup/', { OrderNumber: placed.orderNumber, Email: owner.email })
    expect(answer.status).toBe(200)
    expect(answer.body.AccountOrder).toBe(true)
    expect(answer.body.Receipt.OrderNumber).toBe(placed.orderNumber)
  })

  it('answers a wrong e-mail exactly as an unknown order number: 404, the same body', async () => {
    const { payload } = await testPayload()
    const email = `g-${randomUUID().slice(0, 8)}@example.dk`
    const placed = await createOrder(payload, order(null, email))
    const unpaid = await createOrder(payload, order(null, email, { paymentMethod: 'CreditCard', paymentState: 'Declined' }))
    const wrongEmail = await http('POST', '/order/lookup/', { OrderNumber: placed.orderNumber, Email: `x${email}` })
    const unknown = await http('POST', '/order/lookup/', { OrderNumber: '999999999', Email: email })
    // A card order whose payment never went through is no order to the customer, here as in the account.
    const declined = await http('POST', '/order/lookup/', { OrderNumber: unpaid.orderNumber, Email: email })
    for (const answer of [wrongEmail, unknown, declined]) {
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual(NOT_FOUND)
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('refuses malformed requests with 400', async () => {
    for (const body of [
      {},
      { OrderNumber: '1' },
      { OrderNumber: '', Email: 'a@b.dk' },
      { OrderNumber: '1', Email: 'a@b.dk', Extra: 1 },
      { OrderNumber: 'x'.repeat(33), Email: 'a@b.dk' },
    ]) {
      expect((await api('POST', '/order/lookup/', body)).status, JSON.stringify(body)).toBe(400)
    }
  })

  it('answers 429 with Retry-After once a client has failed 10 times in 15 minutes, even for a right pair; others are not affected', async () => {
    const { payload } = await testPayload()
    const email = `g-${randomUUID().slice(0, 8)}@example.dk`
    const placed = await createOrder(payload, order(null, email))
    const client = { 'x-forwarded-for': randomAddress() }
    // Successes do not count.
    expect((await http('POST', '/order/lookup/', { OrderNumber: placed.orderNumber, Email: email }, client)).status).toBe(200)
    for (let i = 0; i < 10; i++) {
      expect((await http('POST', '/order/lookup/', { OrderNumber: placed.orderNumber, Email: `${i}${email}` }, client)).status).toBe(404)
    }
    const limited = await http('POST', '/order/lookup/', { OrderNumber: placed.orderNumber, Email: email }, client)
    expect(limited.status).toBe(429)
    expect(limited.body.ErrorCode).toBe('TooManyAttempts')
    expect(limited.body.Message).toMatch(/^For mange forsøg på at finde en ordre\. Prøv igen om \d+ minutter?\.$/)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await http('POST', '/order/lookup/', { OrderNumber: placed.orderNumber, Email: email })).status).toBe(200)
  })
})
