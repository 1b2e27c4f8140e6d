/**
 * Order handling after checkout (issue 24, docs/adr/0044-order-fulfilment.md), through the staff API and Payload's REST
 * as the admin calls them, with the built-in test payment provider and the local shipping provider: ship and capture
 * (whole and in parts), a refused capture, cancel and void with everything given back, refunds, an invoice paid, the
 * label and tracking, the customer's mails, and a retry that must not capture twice.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { shipOrder } from '../src/shop/orders/fulfilment/service'
import { configuredPaymentProvider } from '../src/shop/payments/configured'
import type { PaymentProvider } from '../src/shop/payments/provider'
import { shippingProvider } from '../src/shop/shipping'
import {
  api,
  createProduct,
  createTestCustomer,
  guestDetails,
  mailsTo,
  payOnTestPage,
  staffRest,
  staffToken,
  stockOf,
  TEST_PASSWORD,
  TestBrowser,
  testPayload,
  testPool,
  waitForMail,
} from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

beforeAll(seededPayload, SEED_TIMEOUT_MS)

const homeAddress = { Name: 'Karen Kunde', Company: '', Address: 'Vestergade 1', Zip: '8000', City: 'Aarhus C', Phone: '20 30 40 50' }
const fromClient = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
})

let csToken: string
const cs = async () => (csToken ??= await staffToken('customerService'))
const staff = async (method: string, path: string, body?: unknown) => staffRest(method, `/shop/staff/orders/${path}`, await cs(), body)

async function query<T = Record<string, unknown>>(sql: string, values: unknown[] = []): Promise<T[]> {
  return (await (await testPool()).query(sql, values)).rows as T[]
}

const orderRow = async (uid: string) =>
  (
    await query<{
      id: number
      status: string
      payment_state: string
      captured: string
      refunded: string
      total: string
      expires: Date | null
      provider_payment_id: string
    }>(
      `SELECT id, status, payment_state, payment_captured_amount AS captured, payment_refunded_amount AS refunded, totals_total AS total,
              payment_authorization_expires_at AS expires, payment_provider_payment_id AS provider_payment_id FROM orders WHERE uid = $1`,
      [uid],
    )
  )[0]!

/** What the test provider did to the order's payment: its operations as stored. */
const providerOperations = async (paymentId: string) =>
  (
    await query<{ operations: Array<{ type: string; amount?: number; result: { ok: boolean } }> | null }>(
      'SELECT operations FROM test_payments WHERE payment_id = $1',
      [paymentId],
    )
  )[0]?.operations ?? []

/**
 * A guest's card order, paid and authorized through the test provider's page: `lines` of new products at the prices
 * given, delivered to `method` (home delivery by default).
 */
async function paidOrder(
  options: {
    lines?: Array<{ price: number; quantity: number; stock?: number; type?: string }>
    method?: 'DeliveryAddress' | 'SimplePickup'
    giftCardCode?: string
    voucher?: string
  } = {},
) {
  await seededPayload()
  const lines = options.lines ?? [{ price: 20000, quantity: 1 }]
  const products = []
  const uid = (await api('POST', '/basket/', {})).body.Uid as string
  for (const line of lines) {
    const product = await createProduct({ price: line.price, stockQuantity: line.stock ?? 10, ...(line.type ? { type: line.type } : {}) })
    products.push(product)
    expect((await api('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: line.quantity })).status).toBe(200)
  }
  if (options.voucher) expect((await api('PUT', `/basket/${uid}/voucher/${options.voucher}/`, undefined, fromClient())).status).toBe(200)
  if (options.giftCardCode)
    expect((await api('PUT', `/basket/${uid}/giftcardusage/${options.giftCardCode}/`, undefined, fromClient())).status).toBe(200)
  const details = await api('GET', `/checkout/${uid}/deliverydetails/`)
  const methods = details.body.DeliveryMethods as Array<{ Id: number; DeliveryMethodType: string }>
  const method = methods.find((m) => m.DeliveryMethodType === (options.method ?? 'DeliveryAddress'))
  if (method) {
    const body = method.DeliveryMethodType === 'DeliveryAddress' ? homeAddress : {}
    expect((await api('PUT', `/checkout/${uid}/deliveryadress/${method.Id}/`, body)).status).toBe(200)
  } else expect(methods.map((m) => m.DeliveryMethodType)).toEqual(['NoDelivery']) // tickets only: chosen already
  const email = `g-${randomUUID().slice(0, 8)}@example.dk`
  expect((await api('POST', `/checkout/${uid}/invoicedetails/`, guestDetails(email))).status).toBe(200)
  const paid = await api('POST', '/checkout/payment/', { BasketUid: uid, PaymentMethod: 'CreditCard', AcceptTerms: true }, fromClient())
  expect(paid.status).toBe(200)
  expect((await payOnTestPage(paid.body.PaymentUrl, '4111111111111111')).status).toBe(303)
  expect((await api('POST', `/checkout/payment/${paid.body.OrderUid}/confirm/`)).body.Status).toBe('Authorized')
  const order = await orderRow(paid.body.OrderUid)
  return { uid: paid.body.OrderUid as string, id: order.id, email, products, order }
}

describe('ship and capture', () => {
  it('ships a whole order: captures the total, makes the label and tracking number, and mails "sendt" with the link', async () => {
    const { id, uid, email, products, order } = await paidOrder({ lines: [{ price: 25000, quantity: 2 }] })
    expect(order.expires).toBeTruthy()
    const before = await staff('GET', `${id}/`)
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({ CanShip: true, CanCancel: true, CanRefund: false, NeedsLabel: true, Captured: 0 })

    const shipped = await staff('POST', `${id}/ship/`, {})
    expect(shipped.status).toBe(200)
    expect(shipped.body).toMatchObject({
      Status: 'Shipped',
      Captured: Number(order.total),
      CanShip: false,
      CanCancel: false,
      CanRefund: true,
    })
    const shipment = shipped.body.Shipments[0]
    expect(shipment).toMatchObject({ Carrier: 'PostNord', HasLabel: true, Lines: [{ Name: products[0]!.name, Quantity: 2 }] })
    expect(shipment.TrackingUrl).toContain(shipment.TrackingNumber)
    const after = await orderRow(uid)
    expect(after).toMatchObject({ status: 'Shipped', payment_state: 'Settled', expires: null })
    expect(await providerOperations(after.provider_payment_id)).toEqual([
      expect.objectContaining({ type: 'capture', amount: Number(order.total) }),
    ])

    const { config } = await testPayload()
    const { handleEndpoints } = await import('payload')
    const pdf = await handleEndpoints({
      config,
      request: new Request(`http://localhost/api/shop/staff/orders/${id}/shipments/${shipment.Id}/label/`, {
        headers: { Authorization: `JWT ${await cs()}` },
      }),
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const mail = await waitForMail(email, 2)
    expect(mail.headers.subject).toMatch(/sendt/i)
    expect(mail.text).toContain(shipment.TrackingNumber)
    expect(mail.text).toContain(shipment.TrackingUrl)

    // Again: nothing is left, and nothing more is captured.
    const again = await staff('POST', `${id}/ship/`, {})
    expect(again.status).toBe(409)
    expect(again.body.ErrorCode).toBe('NothingToShip')
    expect(await providerOperations(after.provider_payment_id)).toHaveLength(1)
    expect(shipped.body.Events.map((e: { Action: string; Outcome: string }) => `${e.Action}:${e.Outcome}`)).toEqual(['Ship:Done'])
  })

  it('ships in parts: the first part captures its share with the delivery, the last the rest; two parcels, two mails', async () => {
    const { id, uid, email, order } = await paidOrder({
      lines: [
        { price: 10000, quantity: 3 },
        { price: 5000, quantity: 1 },
      ],
    })
    const view = (await staff('GET', `${id}/`)).body
    const [wine, cheese] = view.Lines
    const first = await staff('POST', `${id}/ship/`, { Lines: [{ Id: wine.Id, Quantity: 2 }] })
    expect(first.status).toBe(200)
    const total = Number(order.total)
    // 2 of 3 wines (20000 of 35000 goods) plus the delivery, of a total that holds goods and delivery alike.
    const delivery = total - 35000
    expect(first.body.Captured).toBe(Math.round((total * (20000 + delivery)) / total))
    expect(first.body).toMatchObject({ Status: 'Settled', CanShip: true, CanCancel: false })
    expect(first.body.Lines.map((l: { Shipped: number }) => l.Shipped)).toEqual([2, 0])

    const rest = await staff('POST', `${id}/ship/`, {})
    expect(rest.status).toBe(200)
    expect(rest.body).toMatchObject({ Status: 'Shipped', Captured: total })
    expect(rest.body.Shipments).toHaveLength(2)
    expect(rest.body.Shipments[1].Lines).toEqual([
      { Name: wine.Name, Quantity: 1 },
      { Name: cheese.Name, Quantity: 1 },
    ])
    const operations = await providerOperations((await orderRow(uid)).provider_payment_id)
    expect(operations.map((o) => o.amount)).toEqual([first.body.Captured, total - first.body.Captured])
    const partial = await waitForMail(email, 2)
    expect(partial.text).toMatch(/resten|følger/i)
    expect(await waitForMail(email, 3)).toBeTruthy()

    const tooMany = await staff('POST', `${id}/ship/`, { Lines: [{ Id: wine.Id, Quantity: 1 }] })
    expect(tooMany.status).toBe(409)
  })

  it('a capture the provider refuses leaves the order unshipped, with the reason for staff and in the history', async () => {
    // The test provider refuses a capture whose amount ends in 13 øre (docs/adr/0043).
    const { id, uid } = await paidOrder({ lines: [{ price: 10013, quantity: 1 }], method: 'SimplePickup' })
    const refused = await staff('POST', `${id}/ship/`, {})
    expect(refused.status).toBe(502)
    expect(refused.body.ErrorCode).toBe('PaymentRefused')
    expect(refused.body.Message).toMatch(/afviste/)
    const view = (await staff('GET', `${id}/`)).body
    expect(view).toMatchObject({ Status: 'Authorized', Captured: 0, CanShip: true, Shipments: [] })
    expect(view.Lines[0].Shipped).toBe(0)
    expect(view.Events).toEqual([
      expect.objectContaining({ Action: 'HandOver', Outcome: 'Refused', Message: expect.stringMatching(/Rejected/i) }),
    ])
    expect((await orderRow(uid)).status).toBe('Authorized')
  })

  it('a pickup order handed over captures and counts as delivered, without a label', async () => {
    const { id, uid } = await paidOrder({ method: 'SimplePickup' })
    const handed = await staff('POST', `${id}/ship/`, {})
    expect(handed.status).toBe(200)
    expect(handed.body).toMatchObject({ Status: 'Shipped', NeedsLabel: false })
    expect(handed.body.Shipments[0]).toMatchObject({ HasLabel: false, TrackingNumber: null })
    expect(handed.body.Events[0]).toMatchObject({ Action: 'HandOver', Outcome: 'Done' })
    const [row] = await query<{ delivered_at: Date | null }>('SELECT delivered_at FROM orders WHERE uid = $1', [uid])
    expect(row!.delivered_at).toBeTruthy()
  })

  it('retrying after the provider captured but the answer was lost captures once: the interrupted step is finished with its own key', async () => {
    const { id, uid } = await paidOrder({ method: 'SimplePickup' })
    const { payload } = await testPayload()
    const real = configuredPaymentProvider(payload)
    // The capture goes through at the provider, and the answer never arrives (a timeout), twice.
    const lossy: PaymentProvider = {
      ...real,
      capture: async (paymentId, input) => (await real.capture(paymentId, input), Promise.reject(new Error('socket hang up'))),
    }
    const actor = { id: null, name: 'Test' }
    await expect(shipOrder(payload, id, undefined, actor, 'da', { payments: lossy, shipping: shippingProvider() })).rejects.toMatchObject({
      code: 'ProviderUnavailable',
    })
    const paymentId = (await orderRow(uid)).provider_payment_id
    expect(await providerOperations(paymentId)).toHaveLength(1)
    expect((await staff('GET', `${id}/`)).body).toMatchObject({
      Status: 'Authorized',
      Events: [expect.objectContaining({ Outcome: 'Pending' })],
    })

    // Straight away another click waits for it.
    const busy = await staff('POST', `${id}/ship/`, {})
    expect(busy.status).toBe(409)
    expect(busy.body.ErrorCode).toBe('OperationInProgress')

    // Later, the next try finishes the interrupted one (same key: the provider answers what it did) and says so.
    await query("UPDATE order_events SET created_at = now() - interval '5 minutes' WHERE order_id = $1", [id])
    const resumed = await staff('POST', `${id}/ship/`, {})
    expect(resumed.status).toBe(409)
    expect(resumed.body.ErrorCode).toBe('ResumedInterrupted')
    const view = (await staff('GET', `${id}/`)).body
    expect(view).toMatchObject({
      Status: 'Shipped',
      Captured: Number((await orderRow(uid)).total),
      Events: [expect.objectContaining({ Outcome: 'Done' })],
    })
    expect(await providerOperations(paymentId)).toHaveLength(1)
  })
})

describe('cancel and void', () => {
  it('voids the authorization and gives back the stock, the gift-card balance and the voucher use; mails the customer', async () => {
    const { payload } = await testPayload()
    const card = await payload.create({
      collection: 'gift-cards',
      data: {
        initialAmount: 5000,
        balance: 5000,
        status: 'Active',
        expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      } as never,
    })
    const code = `T${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`
    await payload.create({ collection: 'vouchers', locale: 'da', data: { code, kind: 'Percent', percent: 10, active: true } as never })
    const { id, uid, email, products } = await paidOrder({
      lines: [{ price: 30000, quantity: 2, stock: 5 }],
      giftCardCode: (card as { code: string }).code,
      voucher: code,
    })
    expect(await stockOf(products[0]!.id)).toBe(3)
    expect((await query<{ balance: string }>('SELECT balance FROM gift_cards WHERE id = $1', [card.id]))[0]!.balance).toBe('0')
    const used = async () =>
      Number((await query<{ used_count: string | null }>('SELECT used_count FROM vouchers WHERE code = $1', [code]))[0]!.used_count ?? 0)
    expect(await used()).toBe(1)

    const noReason = await staff('POST', `${id}/cancel/`, { Reason: ' ' })
    expect(noReason.status).toBe(400)
    const cancelled = await staff('POST', `${id}/cancel/`, { Reason: 'Kunden ringede og fortrød' })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ Status: 'Cancelled', CanShip: false, CanCancel: false, CanRefund: false })
    expect(await stockOf(products[0]!.id)).toBe(5)
    expect((await query<{ balance: string }>('SELECT balance FROM gift_cards WHERE id = $1', [card.id]))[0]!.balance).toBe('5000')
    expect(await used()).toBe(0)
    const row = await orderRow(uid)
    expect(row).toMatchObject({ status: 'Cancelled', payment_state: 'Cancelled', expires: null })
    expect(await providerOperations(row.provider_payment_id)).toEqual([expect.objectContaining({ type: 'cancel' })])
    const mail = await waitForMail(email, 2)
    expect(mail.headers.subject).toMatch(/annulleret/i)
    expect(mail.text).toContain('Kunden ringede og fortrød')

    expect((await staff('POST', `${id}/ship/`, {})).status).toBe(409)
    expect((await staff('POST', `${id}/cancel/`, { Reason: 'igen' })).status).toBe(409)
  })

  it('refuses to cancel an order of which something has gone out', async () => {
    const { id } = await paidOrder({ lines: [{ price: 10000, quantity: 2 }] })
    const lineId = (await staff('GET', `${id}/`)).body.Lines[0].Id
    expect((await staff('POST', `${id}/ship/`, { Lines: [{ Id: lineId, Quantity: 1 }] })).status).toBe(200)
    const refused = await staff('POST', `${id}/cancel/`, { Reason: 'for sent' })
    expect(refused.status).toBe(409)
    expect(refused.body.ErrorCode).toBe('CannotCancel')
  })
})

describe('refund', () => {
  it('refunds in parts up to what is captured, returns the goods that came back, and mails a credit note each time', async () => {
    const { id, uid, email, products, order } = await paidOrder({ lines: [{ price: 12000, quantity: 3, stock: 3 }] })
    expect((await staff('POST', `${id}/ship/`, {})).status).toBe(200)
    const lineId = (await staff('GET', `${id}/`)).body.Lines[0].Id
    expect(await stockOf(products[0]!.id)).toBe(0)

    const part = await staff('POST', `${id}/refund/`, {
      Amount: 12000,
      Lines: [{ Id: lineId, Quantity: 1 }],
      Reason: 'En flaske var knust',
      Returned: true,
    })
    expect(part.status).toBe(200)
    expect(part.body).toMatchObject({ Refunded: 12000, CanRefund: true })
    expect(part.body.Lines[0]).toMatchObject({ Refunded: 1, Returned: 1 })
    expect(await stockOf(products[0]!.id)).toBe(1)
    const note = await waitForMail(email, 3)
    expect(note.headers.subject).toMatch(/Kreditnota K-\d+-1/)
    expect(note.text).toContain('En flaske var knust')

    const total = Number(order.total)
    const tooMuch = await staff('POST', `${id}/refund/`, { Amount: total, Reason: 'alt' })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body.ErrorCode).toBe('AmountOutOfRange')

    const rest = await staff('POST', `${id}/refund/`, { Amount: total - 12000, Reason: 'Kompensation', Returned: false })
    expect(rest.status).toBe(200)
    expect(rest.body).toMatchObject({ Refunded: total, CanRefund: false })
    expect(await stockOf(products[0]!.id)).toBe(1)
    const operations = await providerOperations((await orderRow(uid)).provider_payment_id)
    expect(operations.filter((o) => o.type === 'refund').map((o) => o.amount)).toEqual([12000, total - 12000])
    expect((await waitForMail(email, 4)).headers.subject).toMatch(/K-\d+-2/)
  })

  it('refuses a refund before anything is captured', async () => {
    const { id } = await paidOrder()
    const early = await staff('POST', `${id}/refund/`, { Amount: 100, Reason: 'for tidligt' })
    expect(early.status).toBe(409)
    expect(early.body.ErrorCode).toBe('NothingToRefund')
  })
})

describe('tickets are delivered at purchase', () => {
  it('captures a ticket order as soon as it is authorized', async () => {
    const { uid, order } = await paidOrder({ lines: [{ price: 45000, quantity: 2, type: 'Event' }] })
    expect(order).toMatchObject({ status: 'Shipped', payment_state: 'Settled' })
    expect(Number(order.captured)).toBe(Number(order.total))
    const operations = await providerOperations(order.provider_payment_id)
    expect(operations).toEqual([expect.objectContaining({ type: 'capture', amount: Number(order.total) })])
    expect((await orderRow(uid)).expires).toBeNull()
  })
})

/** A business customer service approved for invoice, logged in (docs/adr/0019). */
async function approvedBusiness() {
  await seededPayload()
  const business = await createTestCustomer({ clientType: 'B2B', company: 'Kantinen ApS', cvr: '12345674', mayPayByInvoice: true })
  const browser = new TestBrowser()
  await browser.call('POST', '/login/', { Email: business.email, Password: TEST_PASSWORD, ClientType: 'B2B' })
  await browser.refreshToken()
  return { business, call: browser.call.bind(browser) }
}

const BUSINESS_DETAILS = {
  Phone: '20304050',
  FirstName: 'Frede',
  LastName: 'Firma',
  Address: 'Havnegade 4',
  Zip: '8000',
  City: 'Aarhus C',
  GreetingCard: false,
  ClubSignup: false,
}

describe('invoices', () => {
  it('marking an invoice paid issues the gift cards it bought, once, and is in the history', async () => {
    const { business, call } = await approvedBusiness()
    const uid = (await call('POST', '/basket/', {})).body.Uid
    expect(
      (await call('POST', '/basket/giftcard/', { BasketUid: uid, Amount: 50000, Quantity: 1, IsGift: false, Greeting: '' })).status,
    ).toBe(200)
    expect((await call('POST', `/checkout/${uid}/invoicedetails/`, BUSINESS_DETAILS)).status).toBe(200)
    const placed = await call('POST', '/checkout/payment/', { BasketUid: uid, PaymentMethod: 'Invoice', AcceptTerms: true })
    expect(placed.status).toBe(200)
    const orderUid = placed.body.OrderUid as string
    // Nothing to send: the invoice goes out with the order (in the background), as a PDF to book, once.
    const invoicesOf = async () => (await mailsTo(business.email)).filter((mail) => /^Faktura F-/.test(mail.headers.subject ?? ''))
    const id = (await orderRow(orderUid)).id
    await expect.poll(async () => (await staff('GET', `${id}/`)).body.Events.map((e: { Action: string }) => e.Action)).toEqual(['Invoice'])
    const issued = async () => (await query('SELECT id FROM gift_cards WHERE order_uid = $1', [orderUid])).length
    expect(await issued()).toBe(0)
    expect((await staff('GET', `${id}/`)).body).toMatchObject({ PaymentMethod: 'Invoice', CanMarkInvoicePaid: true })

    const paid = await staff('POST', `${id}/invoice-paid/`, {})
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ CanMarkInvoicePaid: false, InvoicePaidAt: expect.any(String) })
    // The invoice went out with the order (nothing to send), then staff marked it paid.
    expect(paid.body.Events).toEqual([
      expect.objectContaining({ Action: 'Invoice', Outcome: 'Done' }),
      expect.objectContaining({ Action: 'InvoicePaid', Outcome: 'Done', ActorName: 'Staff' }),
    ])
    expect(await issued()).toBe(1)
    expect((await staff('POST', `${id}/invoice-paid/`, {})).status).toBe(409)
    expect(await issued()).toBe(1)
    const invoices = await invoicesOf()
    expect(invoices).toHaveLength(1)
    expect(invoices[0]!.attachments[0]).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^faktura-F-\d+\.pdf$/),
    })
  })

  it('a business order with goods gets its invoice, with the PDF, when the last of it is shipped', async () => {
    const { business, call } = await approvedBusiness()
    const product = await createProduct({ price: 20000 })
    const uid = (await call('POST', '/basket/', {})).body.Uid
    expect((await call('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 2 })).status).toBe(200)
    const methods = (await call('GET', `/checkout/${uid}/deliverydetails/`)).body.DeliveryMethods as Array<{
      Id: number
      DeliveryMethodType: string
    }>
    const pickup = methods.find((m) => m.DeliveryMethodType === 'SimplePickup')!
    expect((await call('PUT', `/checkout/${uid}/deliveryadress/${pickup.Id}/`, {})).status).toBe(200)
    expect((await call('POST', `/checkout/${uid}/invoicedetails/`, BUSINESS_DETAILS)).status).toBe(200)
    const placed = await call('POST', '/checkout/payment/', { BasketUid: uid, PaymentMethod: 'Invoice', AcceptTerms: true })
    expect(placed.status).toBe(200)
    const id = (await orderRow(placed.body.OrderUid)).id
    const invoices = async () => (await mailsTo(business.email)).filter((mail) => /^Faktura F-/.test(mail.headers.subject ?? ''))
    const lineId = (await staff('GET', `${id}/`)).body.Lines[0].Id
    expect((await staff('POST', `${id}/ship/`, { Lines: [{ Id: lineId, Quantity: 1 }] })).status).toBe(200)
    expect(await invoices()).toHaveLength(0)
    expect((await staff('POST', `${id}/ship/`, {})).status).toBe(200)
    await waitForMail(business.email, 3)
    const [invoice] = await invoices()
    expect(invoice!.headers.subject).toBe(`Faktura F-${placed.body.OrderNumber} for ordre ${placed.body.OrderNumber}`)
    expect(invoice!.attachments[0]!.filename).toBe(`faktura-F-${placed.body.OrderNumber}.pdf`)
    expect((await staff('GET', `${id}/`)).body.Events.map((e: { Action: string }) => e.Action)).toContain('Invoice')
  })
})

describe('the status in the admin and over REST runs the operation', () => {
  it('Shipped ships and captures; a status the handling does not make is refused; customers and editors get nothing', async () => {
    const { id, uid, order } = await paidOrder({ method: 'SimplePickup' })
    const token = await cs()
    const backwards = await staffRest('PATCH', `/orders/${id}`, token, { status: 'Created' })
    expect(backwards.status).toBe(400)
    const shipped = await staffRest('PATCH', `/orders/${id}`, token, { status: 'Shipped' })
    expect(shipped.status).toBe(200)
    expect(shipped.body.doc.status).toBe('Shipped')
    expect(await orderRow(uid)).toMatchObject({ status: 'Shipped', captured: String(Number(order.total)) })
    // A form sent again with the old payment state cannot undo the capture.
    expect((await staffRest('PATCH', `/orders/${id}`, token, { payment: { state: 'Authorized' } })).status).toBe(200)
    expect((await orderRow(uid)).payment_state).toBe('Settled')
    // Any other change staff make in the form is in the order's history: which field, from what to what, by whom.
    expect((await staffRest('PATCH', `/orders/${id}`, token, { deliveredAt: '2026-11-20T10:00:00.000Z' })).status).toBe(200)
    const history = (await staff('GET', `${id}/`)).body.Events
    expect(history.map((e: { Action: string; Message: string | null }) => `${e.Action} ${e.Message ?? ''}`.trim())).toEqual([
      'HandOver',
      'Edit deliveredAt',
    ])
    expect(history[1]).toMatchObject({ Outcome: 'Done', Message: 'deliveredAt', ActorName: 'Staff' })

    const editor = await staffToken('editor')
    expect((await staffRest('GET', `/shop/staff/orders/${id}/`, editor)).status).toBe(403)
    expect((await staffRest('POST', `/shop/staff/orders/${id}/cancel/`, editor, { Reason: 'x' })).status).toBe(403)
    expect((await api('GET', `/staff/orders/${id}/`)).status).toBe(403)
    // The audit trail is for admins: customer service handles orders but does not read the log over REST.
    expect((await staffRest('GET', '/order-events', token)).status).toBe(403)
    expect((await staffRest('GET', '/order-events', await staffToken('admin'))).body.docs.length).toBeGreaterThan(0)
  })
})
