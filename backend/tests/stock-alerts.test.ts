/**
 * Back-in-stock mail through the shop API and the admin's REST API (docs/api/stock-alerts.md, docs/adr/0037): a
 * guest's double opt-in, a customer's request active at once, exactly one mail when staff put stock back (saved
 * twice or not), unsubscribing, the per-client and per-address limits, hostile input, and the customer's data.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  createProduct,
  createTestCustomer,
  mailsTo,
  staffRest,
  staffToken,
  TEST_PASSWORD,
  TestBrowser,
  testPayload,
  testPool,
  waitForMail,
} from './helpers'

const guestEmail = () => `lager-${randomUUID().slice(0, 8)}@example.dk`

async function soldOut(overrides: Record<string, unknown> = {}) {
  return createProduct({
    name: `Olivenolie ${randomUUID().slice(0, 6)}`,
    type: 'Food',
    stockQuantity: 0,
    stockState: 'OutOfStock',
    ...overrides,
  })
}

/** The token in the link to a storefront page (bekraeft or afmeld) in a mail's text. */
function linkToken(text: string, page: 'bekraeft' | 'afmeld'): string {
  const match = new RegExp(`/lagerbesked/${page}/\\?token=([A-Za-z0-9_%-]+)`).exec(text)
  if (!match) throw new Error(`No ${page} link in:\n${text}`)
  return decodeURIComponent(match[1]!)
}

async function alertRows(productId: number) {
  const { rows } = await (
    await testPool()
  ).query('SELECT email, customer_id, confirmed_at, sent_at, token_hash FROM stock_alerts WHERE product_id = $1 ORDER BY id', [productId])
  return rows
}

/** Waits until nothing more arrives for the address for a while, and answers how many mails it got. */
async function settledMailCount(address: string, quietMs = 1_500): Promise<number> {
  let count = (await mailsTo(address)).length
  for (let still = 0; still < quietMs; still += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const now = (await mailsTo(address)).length
    if (now !== count) {
      count = now
      still = 0
    }
  }
  return count
}

async function setStock(productId: number, stockQuantity: number) {
  const token = await staffToken('customerService')
  const answer = await staffRest('PATCH', `/products/${productId}`, token, { stockQuantity })
  expect(answer.status).toBe(200)
}

async function loggedIn() {
  const customer = await createTestCustomer()
  const browser = new TestBrowser()
  const login = await browser.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
  expect(login.body.Result).toBe('Success')
  await browser.refreshToken()
  return { customer, browser }
}

// One migrated Payload for the file, started before the first test's clock runs.
beforeAll(async () => {
  await testPayload()
}, 180_000)

describe('a guest asks to be told', () => {
  it('gets a confirmation mail, confirms, and gets exactly one mail when staff put stock back', async () => {
    const product = await soldOut()
    const email = guestEmail()
    const asked = await api('POST', `/product/${product.id}/notify/`, { Email: email.toUpperCase() })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ Status: 'ConfirmationSent' })

    const confirmation = await waitForMail(email)
    expect(confirmation.headers.subject).toContain(product.name)
    const rows = await alertRows(product.id as number)
    expect(rows).toHaveLength(1)
    expect(rows[0].email).toBe(email)
    expect(rows[0].confirmed_at).toBeNull()
    const token = linkToken(confirmation.text, 'bekraeft')
    // Only the hash is kept.
    expect(rows[0].token_hash).not.toContain(token)
    expect(linkToken(confirmation.text, 'afmeld')).toBe(token)

    // Not yet confirmed: stock back sends nothing about the product.
    await setStock(product.id as number, 3)
    expect(await settledMailCount(email, 800)).toBe(1)
    await setStock(product.id as number, 0)

    const confirmed = await api('POST', '/product/notify/confirm/', { Token: token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ Status: 'Confirmed', ProductId: product.id, ProductName: product.name })
    expect(confirmed.body.ProductUrl).toMatch(/^\/produkter\/.+\/$/)
    // Confirming twice is fine.
    expect((await api('POST', '/product/notify/confirm/', { Token: token })).status).toBe(200)

    await setStock(product.id as number, 12)
    const back = await waitForMail(email, 2)
    expect(back.headers.subject).toBe(`${product.name} er på lager igen`)
    expect(back.text).toContain('169,-')
    expect(back.text).toMatch(new RegExp(`/produkter/[^\\s]+/${product.id}/`))
    expect(linkToken(back.text, 'afmeld')).not.toBe(token)
    expect((await alertRows(product.id as number))[0].sent_at).not.toBeNull()

    // Saved again, out and in again: never mailed again.
    await setStock(product.id as number, 0)
    await setStock(product.id as number, 5)
    expect(await settledMailCount(email)).toBe(2)
    // The confirmation link is used up.
    expect((await api('POST', '/product/notify/confirm/', { Token: token })).status).toBe(404)
  }, 60_000)

  it('asking again neither duplicates the request nor mails again within the period, and answers the same', async () => {
    const product = await soldOut()
    const email = guestEmail()
    const first = await api('POST', `/product/${product.id}/notify/`, { Email: email })
    await waitForMail(email)
    const second = await api('POST', `/product/${product.id}/notify/`, { Email: ` ${email} ` })
    expect(second.status).toBe(first.status)
    expect(second.body).toEqual(first.body)
    expect(await alertRows(product.id as number)).toHaveLength(1)
    expect(await settledMailCount(email, 800)).toBe(1)
  })

  it('answers an unknown, malformed or expired link with 404 in the shop error shape', async () => {
    for (const Token of ['a'.repeat(43), 'nope', '']) {
      const answer = await api('POST', '/product/notify/confirm/', { Token })
      expect(answer.status).toBe(404)
      expect(answer.body.ErrorCode).toBe('InvalidToken')
      expect(typeof answer.body.Message).toBe('string')
    }
    const product = await soldOut()
    const email = guestEmail()
    await api('POST', `/product/${product.id}/notify/`, { Email: email })
    const token = linkToken((await waitForMail(email)).text, 'bekraeft')
    await (
      await testPool()
    ).query("UPDATE stock_alerts SET confirmation_sent_at = now() - interval '8 days' WHERE product_id = $1", [product.id])
    expect((await api('POST', '/product/notify/confirm/', { Token: token })).status).toBe(404)
  })

  it('unsubscribes with one call from the link, after which nothing is sent', async () => {
    const product = await soldOut()
    const email = guestEmail()
    await api('POST', `/product/${product.id}/notify/`, { Email: email })
    const token = linkToken((await waitForMail(email)).text, 'bekraeft')
    expect((await api('POST', '/product/notify/confirm/', { Token: token })).status).toBe(200)
    const gone = await api('POST', '/product/notify/unsubscribe/', { Token: token })
    expect(gone.status).toBe(200)
    expect(gone.body).toMatchObject({ Status: 'Unsubscribed', ProductId: product.id })
    expect(await alertRows(product.id as number)).toHaveLength(0)
    expect((await api('POST', '/product/notify/unsubscribe/', { Token: token })).status).toBe(404)
    await setStock(product.id as number, 3)
    expect(await settledMailCount(email, 800)).toBe(1)
  })
})

describe('a logged-in customer asks to be told', () => {
  it('is active at once with the account address, and a variant coming back mails once though saved twice quickly', async () => {
    const { customer, browser } = await loggedIn()
    const product = await soldOut()
    const { payload } = await testPayload()
    const variant = await payload.create({
      collection: 'product-variants',
      locale: 'da',
      data: { product: product.id, name: 'Magnum 1,5 l', productNumber: `V-${randomUUID().slice(0, 8)}`, price: 32900, stockQuantity: 0 },
    })
    const asked = await browser.call('POST', `/product/${product.id}/notify/`, { VariantId: variant.id })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ Status: 'Active' })
    const rows = await alertRows(product.id as number)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: customer.email, customer_id: customer.id })
    expect(rows[0].confirmed_at).not.toBeNull()
    expect(await settledMailCount(customer.email, 500)).toBe(0)

    // The product itself coming back is not the variant.
    await setStock(product.id as number, 4)
    expect(await settledMailCount(customer.email, 500)).toBe(0)

    const token = await staffToken('customerService')
    // One save right after the other: the first one's mail is still being sent when the second one's hook runs.
    // (Two PATCHes of one document at the same instant may be refused by Payload on the embedded database's single
    // connection, 400, which is not what this is about.)
    const saves = [
      await staffRest('PATCH', `/product-variants/${variant.id}`, token, { stockQuantity: 6 }),
      await staffRest('PATCH', `/product-variants/${variant.id}`, token, { stockQuantity: 7 }),
    ]
    expect(saves.map((s) => s.status)).toEqual([200, 200])
    const mail = await waitForMail(customer.email)
    expect(mail.headers.subject).toContain('Magnum 1,5 l')
    expect(mail.text).toContain('329,-')
    expect(mail.text).toContain(`?variant=${variant.id}`)
    expect(await settledMailCount(customer.email)).toBe(1)
  }, 60_000)

  it('exports the requests with the account data and deletes them with the account', async () => {
    const { customer, browser } = await loggedIn()
    const product = await soldOut()
    expect((await browser.call('POST', `/product/${product.id}/notify/`, {})).status).toBe(202)
    // The same address asked as a guest for another product.
    const other = await soldOut()
    expect((await api('POST', `/product/${other.id}/notify/`, { Email: customer.email })).status).toBe(202)

    const exported = await browser.call('GET', '/customer/export/')
    expect(exported.status).toBe(200)
    expect(exported.body.StockAlerts.map((a: { ProductId: number }) => a.ProductId).sort()).toEqual([product.id, other.id].sort())

    const deleted = await browser.call('POST', '/customer/delete/', { Password: TEST_PASSWORD, Confirm: true })
    expect(deleted.status).toBeLessThan(300)
    expect(await alertRows(product.id as number)).toHaveLength(0)
    expect(await alertRows(other.id as number)).toHaveLength(0)
  })
})

describe('limits and hostile input', () => {
  it('limits requests per client with 429 in the shop error shape', async () => {
    const browser = new TestBrowser()
    const product = await soldOut()
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await browser.call('POST', `/product/${product.id}/notify/`, { Email: guestEmail() }))
    expect(answers.slice(0, 10).every((a) => a.status === 202)).toBe(true)
    const limited = answers[10]!
    expect(limited.status).toBe(429)
    expect(limited.body.ErrorCode).toBe('TooManyAttempts')
    expect(typeof limited.body.Message).toBe('string')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  }, 60_000)

  it('limits confirmation mails per address across clients', async () => {
    const email = guestEmail()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await api('POST', `/product/${(await soldOut()).id}/notify/`, { Email: email })).status)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  }, 60_000)

  it('refuses a bad e-mail, a bad or unknown product or variant, a product id in the body, and a product in stock', async () => {
    const product = await soldOut()
    const inStock = await createProduct({ stockQuantity: 5 })
    const preOrder = await soldOut({ stockState: 'AvailableAsPreOrder' })
    const cases: Array<[string | number, unknown, number, string]> = [
      [product.id, { Email: 'ikke-en-mail' }, 400, 'ValidationError'],
      [product.id, {}, 400, 'ValidationError'],
      [product.id, { Email: guestEmail(), Extra: 1 }, 400, 'ValidationError'],
      // The product is named by the path only.
      [product.id, { ProductId: product.id, Email: guestEmail() }, 400, 'ValidationError'],
      ['abc', { Email: guestEmail() }, 400, 'ValidationError'],
      [0, { Email: guestEmail() }, 400, 'ValidationError'],
      [3_000_000_000, { Email: guestEmail() }, 400, 'ValidationError'],
      [2_000_000_000, { Email: guestEmail() }, 404, 'ProductNotFound'],
      [product.id, { VariantId: 2_000_000_000, Email: guestEmail() }, 404, 'VariantNotFound'],
      [inStock.id, { Email: guestEmail() }, 409, 'ProductInStock'],
      [preOrder.id, { Email: guestEmail() }, 409, 'ProductInStock'],
    ]
    for (const [id, body, status, code] of cases) {
      const answer = await api('POST', `/product/${id}/notify/`, body)
      expect(answer.status, `${id} ${JSON.stringify(body)}`).toBe(status)
      expect(answer.body.ErrorCode).toBe(code)
    }
    expect(await alertRows(product.id as number)).toHaveLength(0)
  })

  it('is one family of calls: the names they had before answer 404 NotFound and record nothing', async () => {
    const product = await soldOut()
    for (const [path, body] of [
      ['/product/stockalert/', { ProductId: product.id, Email: guestEmail() }],
      ['/product/stockalert/confirm/', { Token: 'a'.repeat(43) }],
      ['/product/stockalert/unsubscribe/', { Token: 'a'.repeat(43) }],
    ] as const) {
      const answer = await api('POST', path, body)
      expect(answer.status, path).toBe(404)
      expect(answer.body.ErrorCode, path).toBe('NotFound')
    }
    expect(await alertRows(product.id as number)).toHaveLength(0)
  })

  it('lets staff read the requests and nobody change them over REST', async () => {
    const product = await soldOut()
    const email = guestEmail()
    await api('POST', `/product/${product.id}/notify/`, { Email: email })
    const service = await staffToken('customerService')
    const list = await staffRest('GET', `/stock-alerts?where[product][equals]=${product.id}&depth=0`, service)
    expect(list.status).toBe(200)
    expect(list.body.docs).toHaveLength(1)
    expect(list.body.docs[0].email).toBe(email)
    expect(list.body.docs[0].tokenHash).toBeUndefined()
    expect((await staffRest('GET', '/stock-alerts', await staffToken('editor'))).status).toBe(403)
    expect((await staffRest('DELETE', `/stock-alerts/${list.body.docs[0].id}`, service)).status).toBe(403)
  })
})
