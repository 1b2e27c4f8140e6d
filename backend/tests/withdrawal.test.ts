/**
 * The withdrawal function through the shop API (docs/api/withdrawal.md, docs/adr/0023): a consumer withdraws within
 * the period and gets the acknowledgement mail, exempt lines and business orders are explained and refused, nobody
 * reaches someone else's order, the guest lookup tells nothing and is limited, and no line is withdrawn twice, not
 * even by two confirms at once. Orders hold products without alcohol, so no age check is involved.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createOrder, type NewOrder } from '../src/shop/orders/create-order'
import {
  api,
  createProduct,
  createTestCustomer,
  guestDetails,
  http,
  mailsTo,
  payOnTestPage,
  randomAddress,
  staffRest,
  staffToken,
  testPayload,
  testPool,
  waitForMail,
} from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

type Product = Awaited<ReturnType<typeof createProduct>>

async function customer(clientType: 'B2C' | 'B2B' = 'B2C') {
  const { payload } = await testPayload()
  const created = await createTestCustomer({ clientType })
  const { token } = await payload.login({ collection: 'customers', data: { email: created.email, password: created.password } })
  return { id: created.id as number, email: created.email, auth: { authorization: `Bearer ${token}` } }
}

/** Products of the kinds the rules tell apart: oil and a jar keep the right, cheese kept cold and a tasting do not. */
async function products() {
  return {
    oil: await createProduct({ name: `Olivenolie ${randomUUID().slice(0, 4)}`, type: 'Food', storage: 'ambient', price: 12900 }),
    cheese: await createProduct({ name: `Gammel Knas ${randomUUID().slice(0, 4)}`, type: 'Food', storage: 'chilled', price: 7995 }),
    tasting: await createProduct({ name: `Vinsmagning ${randomUUID().slice(0, 4)}`, type: 'Event', price: 49500 }),
  }
}

const line = (product: Product, quantity: number) => ({
  productId: product.id as number,
  productNumber: product.productNumber as string,
  name: product.name as string,
  quantity,
  unitPrice: product.price as number,
  linePrice: (product.price as number) * quantity,
})

interface OrderOptions {
  customerId?: number | null
  email?: string
  isB2B?: boolean
  lines: NewOrder['lines']
  giftCardLines?: NewOrder['giftCardLines']
  /** Days since the goods arrived; null: not delivered yet. */
  deliveredDaysAgo?: number | null
  methodType?: NewOrder['delivery']['methodType']
}

async function placeOrder(options: OrderOptions) {
  const { payload } = await testPayload()
  const email = options.email ?? `g-${randomUUID().slice(0, 8)}@example.dk`
  const subTotal =
    options.lines.reduce((sum, l) => sum + l.linePrice, 0) + (options.giftCardLines ?? []).reduce((s, g) => s + g.amount * g.quantity, 0)
  const created = await createOrder(payload, {
    customerId: options.customerId ?? null,
    email,
    culture: 'da',
    isB2B: options.isB2B ?? false,
    status: 'Shipped',
    paymentMethod: 'CreditCard',
    paymentProvider: 'test',
    paymentState: 'Authorized',
    delivery: {
      methodType: options.methodType ?? 'PostNord',
      methodName: 'PostNord',
      name: 'Kim Kunde',
      address: 'Vestergade 1',
      zip: '8000',
      city: 'Aarhus C',
    },
    lines: options.lines,
    giftCardLines: options.giftCardLines ?? [],
    totals: { subTotal, discount: 0, delivery: 4900, giftCards: 0, vat: Math.round((subTotal + 4900) / 5), total: subTotal + 4900 },
    invoiceDetails: { FirstName: 'Kim', LastName: 'Kunde', Email: email },
  })
  const days = options.deliveredDaysAgo === undefined ? 2 : options.deliveredDaysAgo
  if (days !== null)
    await (await testPool()).query(`UPDATE orders SET delivered_at = now() - make_interval(days => $2) WHERE id = $1`, [created.id, days])
  return { ...created, email }
}

const withdrawalOf = (uid: string, headers: Record<string, string> = {}) => api('GET', `/order/${uid}/withdrawal/`, undefined, headers)
const withdraw = (uid: string, body: unknown, headers: Record<string, string> = {}) =>
  api('POST', `/order/${uid}/withdrawal/`, body, headers)
const lineOf = (view: { Lines: Array<{ Name: string }> }, name: string) => view.Lines.find((l) => l.Name === name) as any

async function withdrawnRows(orderId: number) {
  const { rows } = await (
    await testPool()
  ).query(
    `SELECT l.order_line_id, l.quantity::int AS quantity FROM order_withdrawals w JOIN order_withdrawals_lines l ON l._parent_id = w.id WHERE w.order_id = $1`,
    [orderId],
  )
  return rows as Array<{ order_line_id: string; quantity: number }>
}

describe('a consumer withdrawing from their own order', () => {
  it('sees what may be withdrawn and why the rest may not, withdraws within the period and gets the acknowledgement mail', async () => {
    const { payload } = await testPayload()
    const me = await customer()
    const { oil, cheese, tasting } = await products()
    const order = await placeOrder({
      customerId: me.id,
      email: me.email,
      lines: [line(oil, 2), line(cheese, 1), line(tasting, 1)],
      deliveredDaysAgo: 3,
    })
    // The exemption was settled when the order was placed: staff changing the product later does not change it.
    await payload.update({ collection: 'products', id: cheese.id, data: { withdrawalExemption: 'none' } })

    const view = await withdrawalOf(order.uid, me.auth)
    expect(view.status).toBe(200)
    expect(view.body).toMatchObject({
      OrderNumber: order.orderNumber,
      Status: 'Open',
      LastDay: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      Deadline: expect.any(String),
    })
    expect(new Date(view.body.Deadline).getTime()).toBeGreaterThan(Date.now() + 10 * 86_400_000)
    expect(lineOf(view.body, oil.name)).toMatchObject({
      Kind: 'Product',
      Quantity: 2,
      WithdrawableQuantity: 2,
      Refusal: null,
      UnitPrice: { Amount: 12900, Text: '129,-' },
    })
    expect(lineOf(view.body, cheese.name)).toMatchObject({ WithdrawableQuantity: 0, Refusal: 'Perishable' })
    expect(lineOf(view.body, tasting.name)).toMatchObject({ WithdrawableQuantity: 0, Refusal: 'Event' })

    const oilLine = lineOf(view.body, oil.name).LineId
    const done = await withdraw(order.uid, { Lines: [{ LineId: oilLine, Quantity: 1 }], Reason: 'Vi fik to flasker for meget.' }, me.auth)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ Lines: [{ LineId: oilLine, Name: oil.name, Quantity: 1 }], Acknowledged: true })
    expect(lineOf(done.body.Withdrawal, oil.name)).toMatchObject({ WithdrawnQuantity: 1, WithdrawableQuantity: 1 })
    expect(done.body.Withdrawal.Withdrawals).toEqual([{ WithdrawnAt: done.body.WithdrawnAt, Lines: [{ Name: oil.name, Quantity: 1 }] }])

    // The acknowledgement: the order, the line and quantity, the date and time in Danish time, the return and the refund.
    const mail = await waitForMail(me.email)
    expect(mail.headers.subject).toBe(`Kvittering for fortrydelse af ordre ${order.orderNumber}`)
    const at = new Date(done.body.WithdrawnAt)
    const date = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Copenhagen' }).format(
      at,
    )
    const time = new Intl.DateTimeFormat('da-DK', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Copenhagen',
    }).format(at)
    expect(mail.text).toContain('Kære Kim')
    expect(mail.text).toContain(
      `Vi har modtaget din fortrydelse af ordre ${order.orderNumber}, foretaget den ${date} kl. ${time} (dansk tid).`,
    )
    expect(mail.text).toContain(`1 × ${oil.name}: 129,-`)
    expect(mail.text).not.toContain(cheese.name)
    expect(mail.text).toContain('Din begrundelse: Vi fik to flasker for meget.')
    expect(mail.text).toContain('Send varerne tilbage til Delikat ApS, Vestergade 12, 8000 Aarhus C senest den')
    expect(mail.text).toContain('senest 14 dage efter, at vi har modtaget din fortrydelse')
    expect(mail.html).toContain('Vi fik to flasker for meget.')

    // Staff see it on the order, read-only, with the mail noted as sent.
    const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 1 })
    const withdrawal = stored.withdrawals?.docs?.[0] as any
    expect(withdrawal).toMatchObject({
      orderNumber: order.orderNumber,
      channel: 'account',
      reason: 'Vi fik to flasker for meget.',
      total: 12900,
      acknowledgedAt: expect.any(String),
    })
    expect(withdrawal.lines).toMatchObject([{ orderLineId: oilLine, kind: 'product', name: oil.name, quantity: 1, unitPrice: 12900 }])
  })

  it('is refused once the 14 days after delivery have passed, and always allowed before delivery', async () => {
    const me = await customer()
    const { oil } = await products()
    // 20 days, not 15: a period ending on a weekend or holiday runs to the next working day (period.test.ts has the exact edges).
    const late = await placeOrder({ customerId: me.id, email: me.email, lines: [line(oil, 1)], deliveredDaysAgo: 20 })
    const view = await withdrawalOf(late.uid, me.auth)
    expect(view.body).toMatchObject({ Status: 'PeriodEnded', LastDay: expect.any(String) })
    expect(view.body.Lines[0].WithdrawableQuantity).toBe(0)
    const refused = await withdraw(late.uid, { Lines: [{ LineId: view.body.Lines[0].LineId, Quantity: 1 }] }, me.auth)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ ErrorCode: 'WithdrawalNotPossible', Message: 'Fortrydelsesfristen for ordren er udløbet.' })
    expect(await withdrawnRows(late.id)).toEqual([])

    const undelivered = await placeOrder({ customerId: me.id, email: me.email, lines: [line(oil, 1)], deliveredDaysAgo: null })
    await (await testPool()).query(`UPDATE orders SET placed_at = now() - interval '60 days' WHERE id = $1`, [undelivered.id])
    expect((await withdrawalOf(undelivered.uid, me.auth)).body).toMatchObject({
      Status: 'Open',
      LastDay: null,
      Deadline: null,
      DeliveredAt: null,
    })
  })

  it('runs from the delivery day customer service sets in the admin, and a save of the order keeps its withdrawals', async () => {
    const me = await customer()
    const { oil } = await products()
    const order = await placeOrder({ customerId: me.id, email: me.email, lines: [line(oil, 2)], deliveredDaysAgo: null })
    const lineId = (await withdrawalOf(order.uid, me.auth)).body.Lines[0].LineId
    expect((await withdraw(order.uid, { Lines: [{ LineId: lineId, Quantity: 1 }] }, me.auth)).status).toBe(200)

    const token = await staffToken('customerService')
    const saved = await staffRest('PATCH', `/orders/${order.id}`, token, { deliveredAt: '2026-11-26T10:00:00.000Z', status: 'Shipped' })
    expect(saved.status).toBe(200)
    const view = (await withdrawalOf(order.uid, me.auth)).body
    expect(view).toMatchObject({ DeliveredAt: '2026-11-26T10:00:00.000Z', LastDay: '2026-12-10' })
    expect(view.Lines[0]).toMatchObject({ WithdrawnQuantity: 1 })
    expect(await withdrawnRows(order.id)).toEqual([{ order_line_id: lineId, quantity: 1 }])
    // Staff read a withdrawal; nobody edits it through the REST API.
    const { rows } = await (await testPool()).query('SELECT id FROM order_withdrawals WHERE order_id = $1', [order.id])
    expect((await staffRest('GET', `/order-withdrawals/${rows[0].id}`, token)).body).toMatchObject({ orderNumber: order.orderNumber })
    expect((await staffRest('PATCH', `/order-withdrawals/${rows[0].id}`, token, { reason: 'x' })).status).toBe(403)
  })

  it('refuses exempt lines with the reason, and explains an order where nothing may be withdrawn', async () => {
    const me = await customer()
    const { oil, cheese, tasting } = await products()
    const order = await placeOrder({ customerId: me.id, email: me.email, lines: [line(oil, 1), line(cheese, 2)] })
    const view = (await withdrawalOf(order.uid, me.auth)).body
    const refused = await withdraw(order.uid, { Lines: [{ LineId: lineOf(view, cheese.name).LineId, Quantity: 1 }] }, me.auth)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ ErrorCode: 'LineNotWithdrawable', Errors: { 'Lines.0.Quantity': 'Linjen kan ikke fortrydes.' } })
    const tooMany = await withdraw(order.uid, { Lines: [{ LineId: lineOf(view, oil.name).LineId, Quantity: 2 }] }, me.auth)
    expect(tooMany.body).toMatchObject({
      ErrorCode: 'LineNotWithdrawable',
      Errors: { 'Lines.0.Quantity': 'Du kan højst fortryde 1 af linjen.' },
    })
    const unknown = await withdraw(order.uid, { Lines: [{ LineId: 'ffffffffffffffffffffffff', Quantity: 1 }] }, me.auth)
    expect(unknown.body).toMatchObject({ ErrorCode: 'LineNotWithdrawable', Errors: { 'Lines.0.LineId': 'Linjen findes ikke i ordren.' } })
    expect((await withdraw(order.uid, { Lines: [] }, me.auth)).status).toBe(400)
    expect(await withdrawnRows(order.id)).toEqual([])

    const fresh = await placeOrder({ customerId: me.id, email: me.email, lines: [line(cheese, 1), line(tasting, 2)] })
    const nothing = await withdrawalOf(fresh.uid, me.auth)
    expect(nothing.body.Status).toBe('NothingToWithdraw')
    expect(nothing.body.Lines.map((l: { Refusal: string }) => l.Refusal)).toEqual(['Perishable', 'Event'])
    const answer = await withdraw(fresh.uid, { Lines: [{ LineId: nothing.body.Lines[0].LineId, Quantity: 1 }] }, me.auth)
    expect(answer.body).toEqual({ ErrorCode: 'WithdrawalNotPossible', Message: 'Intet i ordren kan fortrydes.' })
  })

  it('explains that a business order has no right of withdrawal', async () => {
    const firm = await customer('B2B')
    const { oil } = await products()
    const order = await placeOrder({ customerId: firm.id, email: firm.email, isB2B: true, lines: [line(oil, 6)] })
    const view = await withdrawalOf(order.uid, firm.auth)
    expect(view.body).toMatchObject({ Status: 'BusinessOrder' })
    const refused = await withdraw(order.uid, { Lines: [{ LineId: view.body.Lines[0].LineId, Quantity: 1 }] }, firm.auth)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      ErrorCode: 'WithdrawalNotPossible',
      Message: 'Køb som erhvervskunde er ikke omfattet af fortrydelsesretten.',
    })
  })
})

describe('nobody else', () => {
  it("reaches a customer's order: another customer and a guest get 404, as for an unknown order", async () => {
    const owner = await customer()
    const other = await customer()
    const { oil } = await products()
    const order = await placeOrder({ customerId: owner.id, email: owner.email, lines: [line(oil, 1)] })
    const lineId = (await withdrawalOf(order.uid, owner.auth)).body.Lines[0].LineId
    const unknown = await withdrawalOf(randomUUID(), other.auth)
    expect(unknown.status).toBe(404)
    for (const headers of [other.auth, {}]) {
      const read = await withdrawalOf(order.uid, headers)
      expect(read.status).toBe(404)
      expect(read.body).toEqual(unknown.body)
      const write = await withdraw(order.uid, { Lines: [{ LineId: lineId, Quantity: 1 }] }, headers)
      expect(write.status).toBe(404)
    }
    expect((await withdrawalOf('not-a-uid', other.auth)).status).toBe(404)
    expect(await withdrawnRows(order.id)).toEqual([])
  })

  it("withdraws a guest's order through its uid, the key its receipt already uses", async () => {
    const { oil } = await products()
    const order = await placeOrder({ lines: [line(oil, 1)] })
    const view = await withdrawalOf(order.uid)
    expect(view.body.Status).toBe('Open')
    const done = await withdraw(order.uid, { Lines: [{ LineId: view.body.Lines[0].LineId, Quantity: 1 }] })
    expect(done.status).toBe(200)
    expect(done.body.Withdrawal.Status).toBe('AllWithdrawn')
    const { rows } = await (await testPool()).query('SELECT channel FROM order_withdrawals WHERE order_id = $1', [order.id])
    expect(rows).toEqual([{ channel: 'orderLink' }])
  })
})

describe('the lookup by order number and e-mail (the footer page)', () => {
  it('answers a wrong e-mail exactly as an unknown order, leaks no uid, and lets the finder confirm with its token', async () => {
    const { oil } = await products()
    const order = await placeOrder({ email: `Gitte-${randomUUID().slice(0, 6)}@Example.dk`, lines: [line(oil, 3)] })
    const wrongEmail = await api('POST', '/withdrawal/lookup/', { OrderNumber: order.orderNumber, Email: 'someone@example.dk' })
    const unknownNumber = await api('POST', '/withdrawal/lookup/', { OrderNumber: '999999999', Email: order.email })
    expect(wrongEmail.status).toBe(404)
    expect(wrongEmail.body).toEqual(unknownNumber.body)
    expect(wrongEmail.body).toEqual({
      ErrorCode: 'OrderNotFound',
      Message: 'Vi kan ikke finde en ordre med det ordrenummer og den e-mailadresse. Skriv dem, som de står i din ordrebekræftelse.',
    })
    expect((await api('POST', '/withdrawal/lookup/', { OrderNumber: order.orderNumber, Email: 'not an address' })).status).toBe(400)

    // The address as typed: other case, spaces around it.
    const found = await api('POST', '/withdrawal/lookup/', {
      OrderNumber: ` ${order.orderNumber} `,
      Email: ` ${order.email.toLowerCase()} `,
    })
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ OrderNumber: order.orderNumber, Status: 'Open', Token: expect.any(String) })
    expect(JSON.stringify(found.body)).not.toContain(order.uid)

    const lineId = found.body.Lines[0].LineId
    const forged = `${found.body.Token.split('.')[0]}.${'A'.repeat(43)}`
    expect((await api('POST', '/withdrawal/confirm/', { Token: forged, Lines: [{ LineId: lineId, Quantity: 1 }] })).body).toMatchObject({
      ErrorCode: 'LookupExpired',
    })
    const done = await api('POST', '/withdrawal/confirm/', { Token: found.body.Token, Lines: [{ LineId: lineId, Quantity: 2 }] })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ Acknowledged: true, Lines: [{ Quantity: 2 }] })
    const mail = await waitForMail(order.email)
    expect(mail.text).toContain(`2 × ${oil.name}: 258,-`)
    const { rows } = await (await testPool()).query('SELECT channel FROM order_withdrawals WHERE order_id = $1', [order.id])
    expect(rows).toEqual([{ channel: 'lookup' }])
  })

  it('finds a customer’s order too, for a customer who is not logged in', async () => {
    const me = await customer()
    const { oil } = await products()
    const order = await placeOrder({ customerId: me.id, email: me.email, lines: [line(oil, 1)] })
    const found = await api('POST', '/withdrawal/lookup/', { OrderNumber: order.orderNumber, Email: me.email })
    expect(found.body).toMatchObject({ Status: 'Open', Token: expect.any(String) })
  })

  it('is limited per client address: 10 misses, then 429 even for a right pair, while another address may go on', async () => {
    const { oil } = await products()
    const order = await placeOrder({ lines: [line(oil, 1)] })
    const address = randomAddress()
    for (let i = 0; i < 10; i++) {
      const miss = await api(
        'POST',
        '/withdrawal/lookup/',
        { OrderNumber: order.orderNumber, Email: `guess-${i}@example.dk` },
        { 'x-forwarded-for': address },
      )
      expect(miss.status).toBe(404)
    }
    const limited = await http(
      'POST',
      '/withdrawal/lookup/',
      { OrderNumber: order.orderNumber, Email: order.email },
      { 'x-forwarded-for': address },
    )
    expect(limited.status).toBe(429)
    expect(limited.body.ErrorCode).toBe('TooManyAttempts')
    expect(limited.body.Message).toMatch(/^For mange forsøg på at finde en ordre\. Prøv igen om \d+ minutter?\.$/)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await api('POST', '/withdrawal/lookup/', { OrderNumber: order.orderNumber, Email: order.email })).status).toBe(200)
  })
})

describe('no double withdrawal', () => {
  it('counts each withdrawn quantity once, also when two confirms arrive at the same time', async () => {
    const me = await customer()
    const { oil } = await products()
    const order = await placeOrder({ customerId: me.id, email: me.email, lines: [line(oil, 2)] })
    const lineId = (await withdrawalOf(order.uid, me.auth)).body.Lines[0].LineId
    const both = await Promise.all([
      withdraw(order.uid, { Lines: [{ LineId: lineId, Quantity: 2 }] }, me.auth),
      withdraw(order.uid, { Lines: [{ LineId: lineId, Quantity: 2 }] }, me.auth),
    ])
    expect(both.map((a) => a.status).sort()).toEqual([200, 409])
    expect(await withdrawnRows(order.id)).toEqual([{ order_line_id: lineId, quantity: 2 }])
    const again = await withdraw(order.uid, { Lines: [{ LineId: lineId, Quantity: 1 }] }, me.auth)
    expect(again.body).toEqual({
      ErrorCode: 'WithdrawalNotPossible',
      Message: 'Du har allerede fortrudt alt det i ordren, der kan fortrydes.',
    })
    expect((await withdrawalOf(order.uid, me.auth)).body.Status).toBe('AllWithdrawn')
    // One acknowledgement, for the one withdrawal.
    await waitForMail(me.email)
    expect((await mailsTo(me.email)).filter((m) => m.headers.subject?.startsWith('Kvittering for fortrydelse'))).toHaveLength(1)
  })

  it('refuses the same line twice in one confirm', async () => {
    const me = await customer()
    const { oil } = await products()
    const order = await placeOrder({ customerId: me.id, email: me.email, lines: [line(oil, 2)] })
    const lineId = (await withdrawalOf(order.uid, me.auth)).body.Lines[0].LineId
    const twice = await withdraw(
      order.uid,
      {
        Lines: [
          { LineId: lineId, Quantity: 1 },
          { LineId: lineId, Quantity: 1 },
        ],
      },
      me.auth,
    )
    expect(twice.body).toMatchObject({ ErrorCode: 'LineNotWithdrawable', Errors: { 'Lines.1.LineId': 'Linjen er valgt to gange.' } })
  })
})

describe('e-gift cards', () => {
  it('may be withdrawn while untouched, counted from the order (nothing to deliver); the card is blocked at once', async () => {
    const { payload } = await testPayload()
    const order = await placeOrder({
      lines: [],
      giftCardLines: [{ amount: 50000, quantity: 2, isGift: false }],
      methodType: 'NoDelivery',
      deliveredDaysAgo: null,
    })
    const expiresAt = new Date(Date.now() + 365 * 86_400_000).toISOString()
    const cards = []
    for (const balance of [50000, 20000]) {
      cards.push(
        await payload.create({
          collection: 'gift-cards',
          data: { initialAmount: 50000, balance, status: 'Active', expiresAt, orderUid: order.uid },
        }),
      )
    }
    const view = await withdrawalOf(order.uid)
    expect(view.body).toMatchObject({ Status: 'Open', LastDay: expect.any(String) })
    expect(view.body.Lines).toMatchObject([
      { Kind: 'GiftCard', Name: 'E-gavekort på 500,- kr.', Quantity: 2, WithdrawableQuantity: 1, Refusal: null },
    ])
    const tooMany = await withdraw(order.uid, { Lines: [{ LineId: view.body.Lines[0].LineId, Quantity: 2 }] })
    expect(tooMany.body.ErrorCode).toBe('LineNotWithdrawable')
    const done = await withdraw(order.uid, { Lines: [{ LineId: view.body.Lines[0].LineId, Quantity: 1 }] })
    expect(done.status).toBe(200)
    expect(done.body.Withdrawal.Lines[0]).toMatchObject({ WithdrawnQuantity: 1, WithdrawableQuantity: 0, Refusal: 'GiftCardUsed' })
    const statuses = await Promise.all(cards.map(async (c) => (await payload.findByID({ collection: 'gift-cards', id: c.id })).status))
    expect(statuses).toEqual(['Blocked', 'Active'])
    const mail = await waitForMail(order.email)
    expect(mail.text).toContain('De fortrudte e-gavekort er spærret')
    expect(mail.text).not.toContain('Send varerne tilbage')
  })
})

describe('checkout', () => {
  it('keeps each line’s exemption on the order and links the confirmation mail to "Fortryd købet her"', async () => {
    await seededPayload()
    const { oil, cheese } = await products()
    const uid = (await api('POST', '/basket/', {})).body.Uid as string
    for (const product of [oil, cheese])
      expect((await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })).status).toBe(200)
    const details = await api('GET', `/checkout/${uid}/deliverydetails/`)
    const pickup = details.body.DeliveryMethods.find((m: { DeliveryMethodType: string }) => m.DeliveryMethodType === 'SimplePickup').Id
    expect((await api('PUT', `/checkout/${uid}/deliveryadress/${pickup}/`, {})).status).toBe(200)
    const email = `g-${randomUUID().slice(0, 8)}@example.dk`
    expect((await api('POST', `/checkout/${uid}/invoicedetails/`, guestDetails(email))).status).toBe(200)
    const paid = await api('POST', '/checkout/payment/', { BasketUid: uid, PaymentMethod: 'CreditCard', AcceptTerms: true })
    expect(paid.status).toBe(200)
    const orderUid = paid.body.OrderUid as string

    await payOnTestPage(paid.body.PaymentUrl, '4111 1111 1111 1111')
    expect((await api('POST', `/checkout/payment/${orderUid}/confirm/`)).body.Status).toBe('Authorized')

    const { rows } = await (
      await testPool()
    ).query(
      'SELECT l.name, l.withdrawal_exemption FROM orders_lines l JOIN orders o ON o.id = l._parent_id WHERE o.uid = $1 ORDER BY l._order',
      [orderUid],
    )
    expect(Object.fromEntries(rows.map((r) => [r.name, r.withdrawal_exemption]))).toEqual({
      [oil.name]: 'none',
      [cheese.name]: 'perishable',
    })

    const mail = await waitForMail(email)
    expect(mail.headers.subject).toMatch(/^Ordrebekræftelse /)
    expect(mail.text).toContain(`/fortryd/?order=${orderUid}&number=${paid.body.OrderNumber}`)
    expect(mail.html).toMatch(/<a href="[^"]*\/fortryd\/\?order=[^"]+"[^>]*>Fortryd købet her<\/a>/)

    // Not delivered yet: the guest may withdraw the oil from the receipt's link, not the cheese.
    const view = await withdrawalOf(orderUid)
    expect(view.body).toMatchObject({ Status: 'Open', LastDay: null })
    expect(lineOf(view.body, cheese.name).Refusal).toBe('Perishable')
  })
})

describe('the demo orders', () => {
  it('record when the shipped ones arrived, so their period has run', async () => {
    await seededPayload()
    const { rows } = await (
      await testPool()
    ).query(`SELECT order_number, delivered_at FROM orders WHERE email = 'kunde@delikat.dk' AND status = 'Shipped' ORDER BY id LIMIT 1`)
    expect(rows[0].delivered_at).toBeInstanceOf(Date)
    const found = await api('POST', '/withdrawal/lookup/', { OrderNumber: rows[0].order_number, Email: 'kunde@delikat.dk' })
    expect(found.body).toMatchObject({ Status: 'PeriodEnded', LastDay: expect.any(String) })
  })
})
