/**
 * The customer's own data (docs/api/customers.md "Your data", docs/adr/0024): the export of everything the shop holds
 * about them, and the deletion of the account, which keeps the orders for the books without the personal data.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createOrder, type NewOrder } from '../src/shop/orders/create-order'
import { createProduct, createTestCustomer, http, TEST_PASSWORD, TestBrowser, testPayload, testPool, waitForMail } from './helpers'

/** A logged-in browser (cookie and bearer token) for a customer of its own. */
async function loggedIn(overrides: Record<string, unknown> = {}) {
  const customer = await createTestCustomer(overrides)
  const browser = new TestBrowser()
  const answer = await browser.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: customer.clientType })
  expect(answer.body.Result).toBe('Success')
  await browser.refreshToken()
  return { customer, browser }
}

/** An order as checkout writes it: a consumer's, shipped, unless told otherwise. No alcohol (age checks stay out of it). */
async function placeOrder(customerId: number | null, email: string, over: Partial<NewOrder> = {}) {
  const { payload } = await testPayload()
  return createOrder(payload, {
    customerId,
    email,
    culture: 'da',
    isB2B: false,
    status: 'Shipped',
    paymentMethod: 'CreditCard',
    paymentProvider: 'test',
    paymentState: 'Settled',
    delivery: {
      methodType: 'DeliveryAddress',
      methodName: 'Levering til døren',
      name: 'Kim Kunde',
      address: 'Vestergade 1',
      zip: '8000',
      city: 'Aarhus C',
    },
    lines: [{ productId: null, productNumber: 'F-1', name: 'Olivenolie', quantity: 2, unitPrice: 12900, linePrice: 25800 }],
    giftCardLines: [{ amount: 50_000, quantity: 1, isGift: true, greeting: 'Tillykke, Mette! Kærlig hilsen Kim' }],
    totals: { subTotal: 25800, discount: 0, delivery: 4900, giftCards: 50_000, vat: 6140, total: 80_700 },
    invoiceDetails: {
      Email: email,
      Phone: '20304050',
      FirstName: 'Kim',
      LastName: 'Kunde',
      Address: 'Vestergade 1',
      Zip: '8000',
      City: 'Aarhus C',
      OrderNote: 'Ring på',
    },
    clientAddress: '203.0.113.9',
    ...over,
  })
}

/** A withdrawal from the order's first line, as the withdrawal function records it (docs/adr/0023). */
async function withdraw(orderId: number, orderNumber: string, reason: string) {
  const pool = await testPool()
  const line = (
    await pool.query('SELECT id, name, product_number, unit_price FROM orders_lines WHERE _parent_id = $1 ORDER BY _order LIMIT 1', [
      orderId,
    ])
  ).rows[0]
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO order_withdrawals (order_id, order_number, withdrawn_at, channel, reason, total) VALUES ($1, $2, now(), 'account', $3, $4) RETURNING id`,
    [orderId, orderNumber, reason, line.unit_price],
  )
  await pool.query(
    `INSERT INTO order_withdrawals_lines (_order, _parent_id, id, order_line_id, kind, name, product_number, quantity, unit_price)
     VALUES (1, $1, $2, $3, 'product', $4, $5, 1, $6)`,
    [rows[0]!.id, randomUUID().replace(/-/g, '').slice(0, 24), line.id, line.name, line.product_number, line.unit_price],
  )
  return rows[0]!.id
}

async function orderRow(id: number) {
  const { rows } = await (await testPool()).query('SELECT * FROM orders WHERE id = $1', [id])
  return rows[0]
}

async function customerRows(id: number) {
  const pool = await testPool()
  const count = async (sql: string) => Number((await pool.query(sql, [id])).rows[0].n)
  return {
    customer: await count('SELECT count(*) AS n FROM customers WHERE id = $1'),
    sessions: await count('SELECT count(*) AS n FROM customers_sessions WHERE _parent_id = $1'),
    addresses: await count('SELECT count(*) AS n FROM customers_delivery_addresses WHERE _parent_id = $1'),
    favourites: await count('SELECT count(*) AS n FROM favorites WHERE customer_id = $1'),
    baskets: await count('SELECT count(*) AS n FROM baskets WHERE customer_id = $1'),
    orders: await count('SELECT count(*) AS n FROM orders WHERE customer_id = $1'),
  }
}

const DELETE = (password = TEST_PASSWORD) => ({ Password: password, Confirm: true })

describe('guests', () => {
  it('get 401 on the export and the deletion', async () => {
    for (const [method, path, body] of [
      ['GET', '/customer/export/', undefined],
      ['POST', '/customer/delete/', DELETE()],
    ] as const) {
      const answer = await http(method, path, body)
      expect(answer.status, path).toBe(401)
      expect(answer.body).toEqual({ ErrorCode: 'Unauthorized', Message: 'Log ind for at fortsætte.' })
    }
  })
})

describe('GET /customer/export/', () => {
  it('downloads the profile, addresses, consents, orders, favourites and sessions as a JSON file, with no secret', async () => {
    const { customer, browser } = await loggedIn({ newsletter: true, legitimateInterests: ['Events'] })
    const product = await createProduct({ type: 'Food' })
    await browser.call('PUT', '/customer/', {
      DeliveryAddresses: [{ Name: 'Mor', Address: 'Bakken 1', Zip: '5000', City: 'Odense C', Phone: '11223344', IsDefault: true }],
    })
    expect((await browser.call('PUT', `/product/toggle/${product.id}/`)).body.IsFavorite).toBe(true)
    const placed = await placeOrder(customer.id, customer.email)
    await withdraw(placed.id, placed.orderNumber, 'Fortrudt, flasken var en gave')
    await placeOrder(null, customer.email, { delivery: { methodType: 'NoDelivery' } }) // a guest order: not the account's
    // A reset link asked for: its token is on the customer's row.
    await http('POST', '/auth/resetpassword/sendmail/', { Email: customer.email })
    const { rows } = await (await testPool()).query('SELECT hash, salt, reset_password_token FROM customers WHERE id = $1', [customer.id])
    const secrets = rows[0] as { hash: string; salt: string; reset_password_token: string }
    expect(secrets.reset_password_token).toBeTruthy()
    const sid = (await (await testPool()).query('SELECT id FROM customers_sessions WHERE _parent_id = $1', [customer.id])).rows[0]
      .id as string

    const answer = await browser.call('GET', '/customer/export/')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="delikat-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(answer.headers.get('cache-control')).toBe('no-store')

    const file = answer.body
    expect(file.Version).toBe(1)
    expect(file.Profile).toMatchObject({
      Email: customer.email,
      FirstName: 'Kim',
      LastName: 'Kunde',
      Phone: '20304050',
      Address: 'Vestergade 1',
      ClientType: 'B2C',
    })
    expect(file.Invoice).toBeNull()
    expect(file.DeliveryAddresses).toEqual([
      expect.objectContaining({ Name: 'Mor', Address: 'Bakken 1', Zip: '5000', City: 'Odense C', IsDefault: true }),
    ])
    expect(file.Consents).toEqual({ ClubMember: false, ClubMemberConsentAt: null, Newsletter: true, LegitimateInterests: ['Events'] })
    expect(file.Orders).toHaveLength(1)
    expect(file.Orders[0]).toMatchObject({
      Uid: placed.uid,
      OrderNumber: placed.orderNumber,
      Status: 'Shipped',
      Email: customer.email,
      Delivery: { Name: 'Kim Kunde', Address: 'Vestergade 1' },
      Lines: [{ ProductNumber: 'F-1', Name: 'Olivenolie', Quantity: 2, LinePrice: { Amount: 25800, Text: '258,-' } }],
      GiftCardLines: [{ Amount: { Amount: 50_000, Text: '500,-' }, IsGift: true, Greeting: 'Tillykke, Mette! Kærlig hilsen Kim' }],
      Totals: { Total: { Amount: 80_700, Text: '807,-' } },
      InvoiceDetails: { OrderNote: 'Ring på' },
      Payment: { Provider: 'test', State: 'Settled' },
      PlacedFrom: '203.0.113.9',
      Withdrawals: [
        {
          WithdrawnAt: expect.any(String),
          Reason: 'Fortrudt, flasken var en gave',
          Total: { Amount: 12900, Text: '129,-' },
          Lines: [{ Name: 'Olivenolie', ProductNumber: 'F-1', Quantity: 1, UnitPrice: { Amount: 12900, Text: '129,-' } }],
        },
      ],
    })
    expect(file.Favourites).toEqual([
      { ProductId: product.id, ProductNumber: product.productNumber, Name: product.name, AddedAt: expect.any(String) },
    ])
    expect(file.Sessions).toEqual([{ StartedAt: expect.any(String), ExpiresAt: expect.any(String) }])
    expect(file.AgeVerifications).toEqual([])

    const text = JSON.stringify(file)
    for (const secret of [secrets.hash, secrets.salt, secrets.reset_password_token, sid]) expect(text).not.toContain(secret)
    expect(text).not.toMatch(/"(hash|salt|resetPasswordToken|password)"/i)
  })

  it('is in English for the English shop and says so in the file', async () => {
    const { browser } = await loggedIn()
    const answer = await browser.call('GET', '/customer/export/?culture=en')
    expect(answer.status).toBe(200)
    expect(answer.body.Description).toMatch(/^All the data Delikat holds about you/)
  })

  it('shows a business customer what customer service decided about invoice', async () => {
    const { browser } = await loggedIn({ clientType: 'B2B', mayPayByInvoice: true, invoiceCreditLimit: 5_000_000 })
    const answer = await browser.call('GET', '/customer/export/')
    expect(answer.body.Profile).toMatchObject({ Company: 'Firma ApS', Cvr: '12345674' })
    expect(answer.body.Invoice).toEqual({ MayPayByInvoice: true, CreditLimit: { Amount: 5_000_000, Text: '50.000,-' } })
  })

  it('is limited to 5 downloads an hour per account, from any address', async () => {
    const { browser } = await loggedIn()
    for (let i = 0; i < 5; i++)
      expect((await browser.call('GET', '/customer/export/', undefined, { 'x-forwarded-for': `10.9.8.${i}` })).status).toBe(200)
    const limited = await browser.call('GET', '/customer/export/', undefined, { 'x-forwarded-for': '10.9.8.200' })
    expect(limited.status).toBe(429)
    expect(limited.body.ErrorCode).toBe('TooManyAttempts')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('POST /customer/delete/', () => {
  it('refuses a wrong password, changes nothing, and limits the guesses per account', async () => {
    const { customer, browser } = await loggedIn()
    await placeOrder(customer.id, customer.email)
    const before = await customerRows(customer.id)

    const wrong = await browser.call('POST', '/customer/delete/', DELETE('Wrong-pass-2026'))
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ ErrorCode: 'ContainsError', Errors: { Password: 'Adgangskoden er forkert.' } })
    expect(wrong.setCookies).toEqual([])
    expect(await customerRows(customer.id)).toEqual(before)
    expect((await browser.call('GET', '/customer/')).status).toBe(200)

    // Five wrong passwords per account in 15 minutes, whatever address they come from; then even the right one waits.
    for (let i = 0; i < 4; i++) {
      expect(
        (await browser.call('POST', '/customer/delete/', DELETE(`Wrong-pass-${i}`), { 'x-forwarded-for': `10.7.6.${i}` })).status,
      ).toBe(400)
    }
    const limited = await browser.call('POST', '/customer/delete/', DELETE(), { 'x-forwarded-for': '10.7.6.99' })
    expect(limited.status).toBe(429)
    expect(limited.body.ErrorCode).toBe('TooManyAttempts')
    expect(limited.headers.get('retry-after')).toBeTruthy()
    expect(await customerRows(customer.id)).toEqual(before)
    // The login itself is not locked by them.
    const login = await new TestBrowser().call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    expect(login.body.Result).toBe('Success')
  })

  it('answers hostile and incomplete bodies with a 4xx and changes nothing', async () => {
    const { customer, browser } = await loggedIn()
    const before = await customerRows(customer.id)
    const bodies: Array<[unknown, number, string]> = [
      [{ Password: TEST_PASSWORD }, 400, 'ContainsError'],
      [{ Password: TEST_PASSWORD, Confirm: 'SLET' }, 400, 'ContainsError'],
      [{ Password: TEST_PASSWORD, Confirm: 'true' }, 400, 'ContainsError'],
      [{ Password: [TEST_PASSWORD], Confirm: true }, 400, 'ContainsError'],
      [{ Password: 'x'.repeat(5000), Confirm: true }, 400, 'ContainsError'],
      [{ Password: `${TEST_PASSWORD}\u0000`, Confirm: true }, 400, 'ValidationError'],
      ['null', 400, 'ContainsError'],
      ['[]', 400, 'ContainsError'],
      ['{"Password": ', 400, 'InvalidJson'],
      ['{"__proto__": {"Confirm": true}, "Password": "Secret-pass-2026"}', 400, 'ContainsError'],
    ]
    for (const [body, status, code] of bodies) {
      const answer = await browser.call('POST', '/customer/delete/', body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(answer.body.ErrorCode, JSON.stringify(body)).toBe(code)
    }
    // A form on another site: refused before the handler runs.
    const text = await browser.call('POST', '/customer/delete/', JSON.stringify(DELETE()), { 'content-type': 'text/plain' })
    expect(text.status).toBe(415)
    const crossSite = await browser.call('POST', '/customer/delete/', DELETE(), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.status).toBe(403)
    expect(await customerRows(customer.id)).toEqual(before)
  })

  it('refuses while an order still needs the customer: a card payment under way, an unpaid invoice, goods not shipped', async () => {
    const { customer, browser } = await loggedIn()
    const waiting = await placeOrder(customer.id, customer.email, { status: 'Created', paymentState: 'Created' })
    const notShipped = await placeOrder(customer.id, customer.email, { status: 'Authorized', paymentState: 'Authorized' })
    const before = await customerRows(customer.id)

    const refused = await browser.call('POST', '/customer/delete/', DELETE())
    expect(refused.status).toBe(409)
    expect(refused.body.ErrorCode).toBe('OrdersInProgress')
    expect(refused.body.Message).toContain(`ordre ${waiting.orderNumber} (venter på betaling)`)
    expect(refused.body.Message).toContain(`ordre ${notShipped.orderNumber} (ikke afsendt endnu)`)
    expect(await customerRows(customer.id)).toEqual(before)
    expect((await orderRow(waiting.id)).email).toBe(customer.email)

    const business = await loggedIn({ clientType: 'B2B', mayPayByInvoice: true })
    const invoice = await placeOrder(business.customer.id, business.customer.email, {
      isB2B: true,
      status: 'Shipped',
      paymentMethod: 'Invoice',
      paymentProvider: null,
      paymentState: null,
    })
    const unpaid = await business.browser.call('POST', '/customer/delete/?culture=en', DELETE())
    expect(unpaid.status).toBe(409)
    expect(unpaid.body.Message).toContain(`order ${invoice.orderNumber} (invoice not paid)`)
    expect((await customerRows(business.customer.id)).customer).toBe(1)
  })

  it('lets a card payment abandoned long ago and a cancelled order through', async () => {
    const { customer, browser } = await loggedIn()
    const abandoned = await placeOrder(customer.id, customer.email, {
      status: 'Created',
      paymentState: 'Created',
      placedAt: new Date(Date.now() - 3 * 60 * 60_000),
    })
    const cancelled = await placeOrder(customer.id, customer.email, { status: 'Cancelled', paymentState: 'Cancelled' })
    const answer = await browser.call('POST', '/customer/delete/', DELETE())
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ Result: 'Deleted', OrdersKept: 2 })
    for (const order of [abandoned, cancelled]) expect((await orderRow(order.id)).customer_id).toBeNull()
  })

  it('deletes the account: logged out everywhere, no login, the orders kept without personal data, a mail to the old address', async () => {
    const { payload } = await testPayload()
    const { customer, browser } = await loggedIn({ newsletter: true, clubMember: true, clubMemberConsentAt: new Date().toISOString() })
    const other = new TestBrowser()
    expect((await other.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })).body.Result).toBe(
      'Success',
    )
    await other.refreshToken()
    const product = await createProduct({ type: 'Food' })
    await browser.call('PUT', '/customer/', {
      DeliveryAddresses: [{ Name: 'Mor', Address: 'Bakken 1', Zip: '5000', City: 'Odense C', IsDefault: true }],
    })
    await browser.call('PUT', `/product/toggle/${product.id}/`)
    const basket = await browser.call('POST', '/basket/', {})
    await browser.call('POST', `/basket/${basket.body.Uid}/items/`, { ProductId: product.id, Quantity: 1 })
    await http('POST', '/auth/resetpassword/sendmail/', { Email: customer.email })
    const kept = await placeOrder(customer.id, customer.email)
    const withdrawal = await withdraw(kept.id, kept.orderNumber, 'Min mor kunne ikke lide den')
    const bearer = browser.bearer!

    const answer = await browser.call('POST', '/customer/delete/', DELETE())
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ Result: 'Deleted', OrdersKept: 1 })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.setCookies).toEqual([expect.stringMatching(/^delikat-session=; Max-Age=0; .*Path=\/; HttpOnly; SameSite=Strict/)])

    // Every session and token is dead, the password opens nothing, the row and all it held are gone.
    expect((await http('GET', '/customer/', undefined, { authorization: `Bearer ${bearer}` })).status).toBe(401)
    expect((await other.call('GET', '/customer/')).status).toBe(401)
    expect((await other.refreshToken()).status).toBe(401)
    const login = await new TestBrowser().call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    expect(login.body.Result).toBe('InvalidCredentials')
    expect(await customerRows(customer.id)).toEqual({ customer: 0, sessions: 0, addresses: 0, favourites: 0, baskets: 0, orders: 0 })
    expect((await (await testPool()).query('SELECT count(*) AS n FROM baskets WHERE uid = $1', [basket.body.Uid])).rows[0].n).toBe('0')
    expect((await payload.count({ collection: 'customers', where: { email: { equals: customer.email } } })).totalDocs).toBe(0)

    // The order stays for the books: number, date, lines, amounts and VAT; no name, e-mail, phone, address or link.
    const order = await orderRow(kept.id)
    expect(order).toMatchObject({
      order_number: kept.orderNumber,
      customer_id: null,
      email: 'slettet@kunde.invalid',
      status: 'Shipped',
      delivery_method_type: 'DeliveryAddress',
      delivery_name: null,
      delivery_address: null,
      delivery_zip: null,
      delivery_city: null,
      invoice_details: null,
      client_address: null,
    })
    expect(Number(order.totals_total)).toBe(80_700)
    expect(Number(order.totals_vat)).toBe(6140)
    const lines = await (await testPool()).query('SELECT name, quantity, line_price FROM orders_lines WHERE _parent_id = $1', [kept.id])
    expect(lines.rows).toEqual([{ name: 'Olivenolie', quantity: '2', line_price: '25800' }])
    const cards = await (await testPool()).query('SELECT amount, greeting FROM orders_gift_card_lines WHERE _parent_id = $1', [kept.id])
    expect(cards.rows).toEqual([{ amount: '50000', greeting: null }])
    const withdrawals = await (await testPool()).query('SELECT order_id, reason, total FROM order_withdrawals WHERE id = $1', [withdrawal])
    expect(withdrawals.rows).toEqual([{ order_id: kept.id, reason: null, total: '12900' }])

    // The e-mail address is free again.
    const again = await new TestBrowser().call('POST', '/customer/', {
      ClientType: 'B2C',
      Email: customer.email,
      Password: 'Nyt-kodeord-2026',
      FirstName: 'Kim',
      LastName: 'Kunde',
      Phone: '20304050',
      Address: 'Vestergade 1',
      Zip: '8000',
      City: 'Aarhus C',
      AcceptTerms: true,
    })
    expect(again.status).toBe(201)

    const mails = await waitForMail(customer.email, 1, 10_000).then(async () => (await import('./helpers')).mailsTo(customer.email))
    const mail = mails.find((m) => m.headers.subject === 'Din konto hos Delikat er slettet')
    expect(mail, 'the deletion mail').toBeDefined()
    expect(mail!.text).toContain('Kære Kim')
    expect(mail!.text).toContain('din ordre i 5 år')
  })

  it('keeps the company, CVR and invoice address on a business order, and nothing of the contact person', async () => {
    const { customer, browser } = await loggedIn({ clientType: 'B2B' })
    const order = await placeOrder(customer.id, customer.email, {
      isB2B: true,
      paymentMethod: 'Invoice',
      paymentProvider: null,
      paymentState: null,
      invoicePaidAt: new Date(),
      delivery: {
        methodType: 'DeliveryAddress',
        methodName: 'Levering til døren',
        name: 'Kim Kunde',
        company: 'Firma ApS',
        address: 'Havnegade 4',
        zip: '5000',
        city: 'Odense C',
      },
      invoiceDetails: {
        Email: customer.email,
        Phone: '20304050',
        FirstName: 'Kim',
        LastName: 'Kunde',
        OrderedBy: 'Kim Kunde',
        Company: 'Firma ApS',
        Cvr: '12345674',
        Ean: null,
        Address: 'Havnegade 4',
        Zip: '5000',
        City: 'Odense C',
        Requisition: 'REK-7',
        Department: 'Køkken',
        OrderNote: 'Bagdøren',
      },
    })
    const answer = await browser.call('POST', '/customer/delete/?culture=en', DELETE())
    expect(answer.status).toBe(200)
    const row = await orderRow(order.id)
    expect(row).toMatchObject({
      customer_id: null,
      email: 'slettet@kunde.invalid',
      delivery_name: null,
      delivery_company: 'Firma ApS',
      delivery_address: null,
    })
    expect(row.invoice_details).toEqual({
      Company: 'Firma ApS',
      Cvr: '12345674',
      Ean: null,
      Address: 'Havnegade 4',
      Zip: '5000',
      City: 'Odense C',
      Requisition: 'REK-7',
      Department: 'Køkken',
    })
    const mail = await waitForMail(customer.email)
    expect(mail.headers.subject).toBe('Your Delikat account has been deleted')
    expect(mail.text).toContain('CVR number')
  })

  it("exports the customer's age checks and, on deletion, keeps only those an order was sold under, unlinked", async () => {
    const { customer, browser } = await loggedIn()
    const pool = await testPool()
    const check = async (reference: string) =>
      (
        await pool.query<{ id: number }>(
          `INSERT INTO age_verifications (attempt, provider, status, verified_age, verified_at, reference, customer_id, code_verifier, nonce)
           VALUES ($1, 'test', 'Verified', 18, now(), $2, $3, 'verifier', 'nonce') RETURNING id`,
          [randomUUID(), reference, customer.id],
        )
      ).rows[0]!.id
    const soldUnder = await check('REF-SOLD')
    const unused = await check('REF-UNUSED')
    const order = await placeOrder(customer.id, customer.email)
    await pool.query('UPDATE orders SET age_verification_id = $2 WHERE id = $1', [order.id, soldUnder])

    const file = (await browser.call('GET', '/customer/export/')).body
    expect(file.AgeVerifications).toEqual([
      {
        Status: 'Verified',
        VerifiedAge: 18,
        VerifiedAt: expect.any(String),
        Provider: 'test',
        Reference: 'REF-SOLD',
        StartedAt: expect.any(String),
      },
      {
        Status: 'Verified',
        VerifiedAge: 18,
        VerifiedAt: expect.any(String),
        Provider: 'test',
        Reference: 'REF-UNUSED',
        StartedAt: expect.any(String),
      },
    ])
    expect(JSON.stringify(file)).not.toMatch(/verifier|nonce/)

    expect((await browser.call('POST', '/customer/delete/', DELETE())).status).toBe(200)
    const { rows } = await pool.query(
      'SELECT id, customer_id, reference, verified_age, code_verifier, nonce FROM age_verifications WHERE id = ANY($1::int[])',
      [[soldUnder, unused]],
    )
    expect(rows).toEqual([
      { id: soldUnder, customer_id: null, reference: 'REF-SOLD', verified_age: '18', code_verifier: null, nonce: null },
    ])
    expect((await orderRow(order.id)).age_verification_id).toBe(soldUnder)
  })
})
