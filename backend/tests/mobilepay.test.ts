/**
 * MobilePay through the built-in test provider (issue 22, docs/adr/0036-mobilepay.md): the order stores the method,
 * the provider's page is MobilePay's approval, "Godkend" completes the order like an approved card (mail naming
 * MobilePay, receipt), "Afvis" leaves the basket for a retry that may pay by card instead.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, createProduct, guestDetails, stockOf, testPayload, testPool, waitForMail } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

beforeAll(seededPayload, SEED_TIMEOUT_MS)

async function orderOf(orderUid: string) {
  const { rows } = await (
    await testPool()
  ).query('SELECT status, payment_method, payment_state, payment_provider FROM orders WHERE uid = $1', [orderUid])
  return rows[0] as { status: string; payment_method: string; payment_state: string | null; payment_provider: string | null }
}

/** A guest basket with one product, click and collect, and the invoice details. */
async function readyBasket(stock = 5) {
  await seededPayload()
  const productId = (await createProduct({ price: 25000, stockQuantity: stock })).id
  const uid = (await api('POST', '/basket/', {})).body.Uid as string
  expect((await api('POST', `/basket/${uid}/items/`, { ProductId: productId, Quantity: 1 })).status).toBe(200)
  const details = await api('GET', `/checkout/${uid}/deliverydetails/`)
  const pickup = details.body.DeliveryMethods.find((m: { DeliveryMethodType: string }) => m.DeliveryMethodType === 'SimplePickup').Id
  expect((await api('PUT', `/checkout/${uid}/deliveryadress/${pickup}/`, {})).status).toBe(200)
  const email = `mp-${randomUUID().slice(0, 8)}@example.dk`
  expect((await api('POST', `/checkout/${uid}/invoicedetails/`, guestDetails(email))).status).toBe(200)
  return { uid, productId, email }
}

const pay = (uid: string, method: string) => api('POST', '/checkout/payment/', { BasketUid: uid, PaymentMethod: method, AcceptTerms: true })

/** The test provider's page, through its route as the browser would see and post it. */
async function testPage(paymentUrl: string) {
  await testPayload()
  const route = await import('../src/app/test-payment/[id]/route')
  const id = new URL(paymentUrl).pathname.split('/').filter(Boolean)[1]!
  const params = { params: Promise.resolve({ id }) }
  return {
    async html() {
      return (await route.GET(new Request(paymentUrl), params)).text()
    },
    async post(fields: Record<string, string>) {
      const response = await route.POST(
        new Request(paymentUrl, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        params,
      )
      return {
        status: response.status,
        location: response.headers.get('location'),
        page: response.status === 303 ? '' : await response.text(),
      }
    },
  }
}

describe('MobilePay through the test provider', () => {
  it('is offered wherever cards are, before invoice', async () => {
    const { uid } = await readyBasket()
    expect((await api('GET', `/checkout/${uid}/invoicedetails/`)).body.PaymentMethods).toEqual(['CreditCard', 'MobilePay'])
  })

  it('"Godkend" completes the order as MobilePay: stored method, Authorized, basket emptied, mail and receipt name it', async () => {
    const { uid, productId, email } = await readyBasket()
    const answer = await pay(uid, 'MobilePay')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ Flow: 'Payment', PaymentUrl: expect.stringMatching(/\/test-payment\/[0-9a-f-]{36}\/$/) })
    const orderUid = answer.body.OrderUid as string
    expect(await orderOf(orderUid)).toEqual({
      status: 'Created',
      payment_method: 'MobilePay',
      payment_state: 'Created',
      payment_provider: 'test',
    })
    expect(await stockOf(productId)).toBe(4)

    const page = await testPage(answer.body.PaymentUrl)
    const html = await page.html()
    expect(html).toContain('Godkend betalingen i MobilePay')
    expect(html).toMatch(/<input id="phone" name="phone"/)
    expect(html).not.toContain('cardNumber')

    // A card number does nothing here, and "Godkend" needs the phone number.
    expect((await page.post({ cardNumber: '4111111111111111', expiry: '12/39', cvc: '123' })).status).toBe(400)
    const noPhone = await page.post({ decision: 'approve' })
    expect(noPhone.status).toBe(400)
    expect(noPhone.page).toContain('8 cifre')
    expect(await orderOf(orderUid)).toMatchObject({ status: 'Created', payment_state: 'Created' })

    const approved = await page.post({ phone: '20 30 40 50', decision: 'approve' })
    expect(approved).toMatchObject({ status: 303, location: `http://localhost:3000/kassen/kvittering/?order=${orderUid}` })
    const confirm = await api('POST', `/checkout/payment/${orderUid}/confirm/`)
    expect(confirm.body).toMatchObject({ Status: 'Authorized', PaymentMethod: 'MobilePay' })
    expect(await orderOf(orderUid)).toEqual({
      status: 'Authorized',
      payment_method: 'MobilePay',
      payment_state: 'Authorized',
      payment_provider: 'test',
    })
    expect((await api('GET', `/basket/${uid}/`)).body).toMatchObject({ Quantity: 0, Lines: [] })

    const receipt = await api('POST', `/order/${orderUid}/receipt/`)
    expect(receipt.body.PaymentMethod).toBe('MobilePay')
    const mail = await waitForMail(email)
    expect(mail.text).toContain('Din betaling med MobilePay er godkendt.')
  })

  it('"Afvis" leaves the basket and says to try again or pay by card; paying by card then cancels the refused order', async () => {
    const { uid, productId } = await readyBasket(3)
    const first = await pay(uid, 'MobilePay')
    expect(await stockOf(productId)).toBe(2)
    const refused = await (await testPage(first.body.PaymentUrl)).post({ decision: 'refuse' })
    expect(refused.status).toBe(303)
    const confirm = await api('POST', `/checkout/payment/${first.body.OrderUid}/confirm/`)
    expect(confirm.body).toMatchObject({ Status: 'ValidationFailed', PaymentMethod: 'MobilePay' })
    expect(confirm.body.Message).toBe('Betalingen med MobilePay blev afvist eller annulleret. Prøv igen, eller betal med kort i stedet.')
    expect(await orderOf(first.body.OrderUid)).toMatchObject({ status: 'Created', payment_method: 'MobilePay', payment_state: 'Declined' })
    expect((await api('GET', `/basket/${uid}/`)).body.Lines).toHaveLength(1)

    // The shopper chooses card instead: the refused MobilePay order gives its stock back and is cancelled.
    const retry = await pay(uid, 'CreditCard')
    expect(retry.status).toBe(200)
    expect(await orderOf(first.body.OrderUid)).toMatchObject({ status: 'Cancelled' })
    expect(await stockOf(productId)).toBe(2)
    expect(await (await testPage(retry.body.PaymentUrl)).html()).toContain('Kortnummer')
    await (await testPage(retry.body.PaymentUrl)).post({ cardNumber: '4111111111111111', expiry: '12/39', cvc: '123' })
    expect((await api('POST', `/checkout/payment/${retry.body.OrderUid}/confirm/`)).body).toMatchObject({
      Status: 'Authorized',
      PaymentMethod: 'CreditCard',
    })
  })

  it('refuses an unknown method as a validation error, not as a new method', async () => {
    const { uid } = await readyBasket()
    const answer = await pay(uid, 'Vipps')
    expect(answer.status).toBe(400)
    expect(answer.body.ErrorCode).toBe('ValidationError')
  })
})
