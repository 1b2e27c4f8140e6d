/**
 * Staff acting as customers through the shop API (docs/api/impersonation.md, docs/adr/0028): who may, the search,
 * start, status and stop, the customer's bearer while acting and the customer's own sessions, the limits, the order
 * that records its staff member, the audit trail, the ends (stop, logout, staff logout, idle, the staff session, the
 * role) and the admin's one-time link.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  createProduct,
  createTestCustomer,
  guestDetails,
  http,
  staffRest,
  staffToken,
  TEST_PASSWORD,
  TestBrowser,
  testPayload,
  testPool,
} from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content (delivery methods for checkout), seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

const STAFF_PASSWORD = 'Staff-secret-2026'

async function createStaff(role: 'customerService' | 'editor' | 'admin') {
  const { payload } = await testPayload()
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@delikat.dk`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: STAFF_PASSWORD, name: `${role} ${email.slice(0, 12)}`, roles: [role] } as never,
  })
  return { id: user.id as number, email, name: (user as { name: string }).name }
}

/** A browser where a staff member of the role signed in on the storefront. */
async function staffBrowser(role: 'customerService' | 'admin' = 'customerService') {
  const staff = await createStaff(role)
  const browser = new TestBrowser()
  const login = await browser.call('POST', '/auth/staff/login/', { Email: staff.email, Password: STAFF_PASSWORD })
  expect(login.body).toMatchObject({ Result: 'Success', Staff: { Email: staff.email } })
  return { staff, browser }
}

async function customerBrowser(customer: { email: string }, clientType: 'B2C' | 'B2B' = 'B2C') {
  const browser = new TestBrowser()
  const login = await browser.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: clientType })
  expect(login.body.Result).toBe('Success')
  await browser.refreshToken()
  return browser
}

async function actAs(browser: TestBrowser, customerId: number) {
  const started = await browser.call('POST', '/auth/impersonation/start/', { CustomerId: customerId })
  expect(started.status).toBe(200)
  expect((await browser.refreshToken()).status).toBe(200)
  return started.body
}

async function events(act: string) {
  const { rows } = await (
    await testPool()
  ).query('SELECT action, reason, staff_id, customer_id, method, path, status FROM impersonation_events WHERE act = $1 ORDER BY id', [act])
  return rows as Array<{
    action: string
    reason: string | null
    staff_id: number
    customer_id: number
    method: string
    path: string
    status: string
  }>
}

async function actOf(customerId: number) {
  const { rows } = await (
    await testPool()
  ).query('SELECT id, customer_sid, end_reason FROM impersonations WHERE customer_id = $1 ORDER BY started_at DESC LIMIT 1', [customerId])
  return rows[0] as { id: string; customer_sid: string; end_reason: string | null }
}

const CALLS = [
  ['GET', '/auth/impersonation/status/'],
  ['GET', '/auth/impersonation/search/?query=kunde'],
  ['POST', '/auth/impersonation/start/'],
  ['POST', '/auth/impersonation/stop/'],
  ['POST', '/auth/impersonation/link/'],
] as const

describe('who may act as a customer', () => {
  it('anonymous visitors, customers and editors get 403 on every call; a customer cannot start by forging a cookie or an id', async () => {
    const { payload } = await testPayload()
    const target = await createTestCustomer()
    const customer = await customerBrowser(await createTestCustomer())
    const editor = await createStaff('editor')
    const { token: editorToken } = await payload.login({ collection: 'users', data: { email: editor.email, password: STAFF_PASSWORD } })
    const forgedWithEditor = new TestBrowser()
    forgedWithEditor.cookies.set('delikat-staff', editorToken as string)
    const forgedWithCustomer = new TestBrowser()
    forgedWithCustomer.cookies.set('delikat-staff', customer.bearer!)
    for (const browser of [new TestBrowser(), customer, forgedWithEditor, forgedWithCustomer]) {
      for (const [method, path] of CALLS) {
        const answer = await browser.call(method, path, method === 'POST' ? { CustomerId: target.id } : undefined)
        expect(answer.status, `${method} ${path}`).toBe(403)
        expect(answer.body.ErrorCode).toBe('Forbidden')
      }
    }
    // The editor's own sign-in on the storefront is refused, and keeps no session.
    const editorBrowser = new TestBrowser()
    const login = await editorBrowser.call('POST', '/auth/staff/login/', { Email: editor.email, Password: STAFF_PASSWORD })
    expect(login.body.Result).toBe('NotAllowed')
    expect(login.setCookies).toEqual([])
    const { rows } = await (await testPool()).query('SELECT count(*)::int AS n FROM users_sessions WHERE _parent_id = $1', [editor.id])
    expect(rows[0].n).toBe(1) // the Local API login above, not the refused one
    // Nothing was started for the target.
    const acts = await (await testPool()).query('SELECT 1 FROM impersonations WHERE customer_id = $1', [target.id])
    expect(acts.rowCount).toBe(0)
  })

  it('a wrong staff password is InvalidCredentials; customer service and admins sign in with an HttpOnly cookie', async () => {
    const staff = await createStaff('customerService')
    const browser = new TestBrowser()
    expect((await browser.call('POST', '/auth/staff/login/', { Email: staff.email, Password: 'wrong-password' })).body.Result).toBe(
      'InvalidCredentials',
    )
    expect((await browser.call('POST', '/auth/staff/login/', { Email: 'nobody@delikat.dk', Password: 'x' })).body.Result).toBe(
      'InvalidCredentials',
    )
    for (const role of ['customerService', 'admin'] as const) {
      const signedIn = await staffBrowser(role)
      const status = await signedIn.browser.call('GET', '/auth/impersonation/status/')
      expect(status.body).toEqual({
        CanImpersonate: true,
        Staff: { Name: signedIn.staff.name, Email: signedIn.staff.email },
        Acting: false,
        Customer: null,
        StartedAt: null,
        IdleTimeoutSeconds: 1800,
      })
    }
    const login = await new TestBrowser().call('POST', '/auth/staff/login/', { Email: staff.email, Password: STAFF_PASSWORD })
    expect(login.setCookies[0]).toMatch(/^delikat-staff=.+; Max-Age=7200; Path=\/; HttpOnly; SameSite=Strict/)
  })
})

describe('finding a customer', () => {
  it('matches name, e-mail, phone and CVR with spaces, company and customer number, in pages', async () => {
    const { browser } = await staffBrowser()
    const tag = randomUUID().slice(0, 6)
    const business = await createTestCustomer({
      clientType: 'B2B',
      firstName: `Anna${tag}`,
      lastName: 'Jensen',
      company: `Smagen ${tag} ApS`,
      cvr: '12345674',
      phone: '+45 61 23 45 67',
      hardId: `K-${tag}`,
    })
    const find = async (query: string) =>
      (await browser.call('GET', `/auth/impersonation/search/?query=${encodeURIComponent(query)}&pageSize=25`)).body.Customers.map(
        (c: { Id: number }) => c.Id,
      )
    for (const query of [`anna${tag}`, business.email.toUpperCase(), '61 23 45 67', '61234567', `smagen ${tag}`, `K-${tag}`]) {
      expect(await find(query), query).toContain(business.id)
    }
    expect(await find('1234 5674')).toContain(business.id)
    const hit = (await browser.call('GET', `/auth/impersonation/search/?query=anna${tag}`)).body
    expect(hit).toMatchObject({ TotalCount: 1, TotalPages: 1, Page: 1 })
    expect(hit.Customers[0]).toEqual({
      Id: business.id,
      Name: `Anna${tag} Jensen`,
      Email: business.email,
      Phone: '+45 61 23 45 67',
      ClientType: 'B2B',
      Company: `Smagen ${tag} ApS`,
      Cvr: '12345674',
      CustomerNumber: `K-${tag}`,
      Blocked: false,
    })
    // Paging: three customers of one name come two and one, by name, without overlap.
    for (const firstName of ['Bo', 'Cai', 'Dan']) await createTestCustomer({ firstName, lastName: `Side${tag}` })
    const page = async (n: number) =>
      (await browser.call('GET', `/auth/impersonation/search/?query=side${tag}&pageSize=2&page=${n}`)).body as {
        Customers: Array<{ Name: string }>
        TotalCount: number
        TotalPages: number
      }
    const [first, second] = [await page(1), await page(2)]
    expect([first.TotalCount, first.TotalPages]).toEqual([3, 2])
    expect([...first.Customers, ...second.Customers].map((c) => c.Name)).toEqual([`Bo Side${tag}`, `Cai Side${tag}`, `Dan Side${tag}`])
    // A wildcard is a character, not a pattern; a one-letter query and an absurd page size are refused.
    expect((await browser.call('GET', '/auth/impersonation/search/?query=%25%25')).body.TotalCount).toBe(0)
    expect((await browser.call('GET', '/auth/impersonation/search/?query=a')).status).toBe(400)
    expect((await browser.call('GET', '/auth/impersonation/search/?query=kim&pageSize=1000')).status).toBe(400)
  })
})

describe('acting as a customer', () => {
  it("gives the customer's bearer and prices, leaves the customer's own session alone, and stops", async () => {
    const { staff, browser } = await staffBrowser()
    const customer = await createTestCustomer({
      clientType: 'B2B',
      firstName: 'Anna',
      lastName: 'Jensen',
      company: 'Restaurant Smagen ApS',
    })
    const own = await customerBrowser(customer, 'B2B')
    // The staff member's own guest basket, from before acting.
    const guestBasket = (await browser.call('POST', '/basket/', {})).body.Uid as string

    const status = await actAs(browser, customer.id)
    expect(status).toMatchObject({
      Acting: true,
      Customer: { Id: customer.id, Name: 'Anna Jensen', Email: customer.email, ClientType: 'B2B', Company: 'Restaurant Smagen ApS' },
      Staff: { Name: staff.name },
    })
    const claims = JSON.parse(Buffer.from(browser.bearer!.split('.')[1]!, 'base64url').toString())
    expect(claims).toMatchObject({ id: customer.id, collection: 'customers', clientType: 'B2B', imp: true })
    const me = await browser.call('GET', '/customer/')
    expect(me.body).toMatchObject({ Email: customer.email, ClientType: 'B2B', CanImpersonate: true })
    // The customer themselves is never told they can impersonate, and their session still works.
    expect((await own.call('GET', '/customer/')).body.CanImpersonate).toBe(false)

    // Business prices without VAT, in the customer's basket; the staff member's guest basket is not merged in.
    const product = await createProduct({ price: 12500 })
    expect((await browser.call('GET', `/basket/${guestBasket}/`)).status).toBe(404)
    const basket = (await browser.call('POST', '/basket/', {})).body.Uid as string
    const added = await browser.call('POST', `/basket/${basket}/items/`, { ProductId: product.id, Quantity: 2 })
    expect(added.status).toBe(200)
    expect(added.body.Basket.Lines[0].UnitPrice.Amount).toBe(10000)
    // The customer sees the same basket from their own session.
    expect((await own.call('GET', `/basket/${basket}/`)).body.Lines[0].Quantity).toBe(2)

    const act = await actOf(customer.id)
    const stopped = await browser.call('POST', '/auth/impersonation/stop/')
    expect(stopped.body).toMatchObject({ Acting: false, Customer: null, OwnSession: false })
    // The act's bearer is a guest's now; the staff member has no customer session of their own.
    expect((await browser.call('GET', '/customer/')).status).toBe(401)
    expect((await browser.refreshToken()).status).toBe(401)
    expect((await own.call('GET', '/customer/')).status).toBe(200)
    expect(await events(act.id)).toEqual([
      expect.objectContaining({ action: 'Start', staff_id: staff.id, customer_id: customer.id }),
      expect.objectContaining({ action: 'Call', method: 'POST', path: '/basket/', status: '201' }),
      expect.objectContaining({ action: 'Call', method: 'POST', path: `/basket/${basket}/items/`, status: '200' }),
      expect.objectContaining({ action: 'Stop', reason: 'Stop' }),
    ])
  })

  it('refuses password, consents, the data, the age check and card payment; invoice orders record the staff member', async () => {
    const { staff, browser } = await staffBrowser()
    const customer = await createTestCustomer({
      clientType: 'B2B',
      company: 'Kantinen ApS',
      mayPayByInvoice: true,
      invoiceCreditLimit: 10_000_000,
    })
    await actAs(browser, customer.id)
    const refused = async (method: string, path: string, body?: unknown) => {
      const answer = await browser.call(method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(answer.body.ErrorCode).toBe('ImpersonationNotAllowed')
      return answer.body.Message as string
    }
    expect(await refused('PUT', '/customer/password/', { CurrentPassword: TEST_PASSWORD, NewPassword: 'Another-pass-2026' })).toMatch(
      /kunden selv/,
    )
    await refused('GET', '/customer/export/')
    await refused('POST', '/customer/delete/', { Password: TEST_PASSWORD })
    const me = (await browser.call('GET', '/customer/')).body
    await refused('PUT', '/customer/', { ...me, Newsletter: !me.Newsletter })
    // Everything else of the profile may change.
    expect((await browser.call('PUT', '/customer/', { ...me, Phone: '22334455' })).status).toBe(200)

    const product = await createProduct({ price: 10000 })
    const basket = (await browser.call('POST', '/basket/', {})).body.Uid as string
    await browser.call('POST', `/basket/${basket}/items/`, { ProductId: product.id, Quantity: 1 })
    await refused('POST', '/ageverification/start/', { BasketUid: basket, ReturnPath: '/kassen/' })
    const details = await browser.call('GET', `/checkout/${basket}/deliverydetails/`)
    const pickup = details.body.DeliveryMethods.find((m: { DeliveryMethodType: string }) => m.DeliveryMethodType === 'SimplePickup')
    expect((await browser.call('PUT', `/checkout/${basket}/deliveryadress/${pickup.Id}/`, {})).status).toBe(200)
    expect(
      (await browser.call('POST', `/checkout/${basket}/invoicedetails/`, { ...guestDetails(customer.email), GreetingCard: false })).status,
    ).toBe(200)
    await refused('POST', '/checkout/payment/', { BasketUid: basket, PaymentMethod: 'CreditCard', AcceptTerms: true })
    // Nor approve MobilePay on the customer's phone (docs/adr/0036-mobilepay.md).
    await refused('POST', '/checkout/payment/', { BasketUid: basket, PaymentMethod: 'MobilePay', AcceptTerms: true })

    const paid = await browser.call('POST', '/checkout/payment/', { BasketUid: basket, PaymentMethod: 'Invoice', AcceptTerms: true })
    expect(paid.status).toBe(200)
    const receipt = await browser.call('POST', `/order/${paid.body.OrderUid}/receipt/`, {})
    expect(receipt.body.PlacedByStaff).toBe(staff.name)
    const { rows } = await (
      await testPool()
    ).query('SELECT placed_by_staff_id, placed_by_staff_name FROM orders WHERE uid = $1', [paid.body.OrderUid])
    expect(rows[0]).toEqual({ placed_by_staff_id: staff.id, placed_by_staff_name: staff.name })
    // The customer's own order history shows it too.
    const own = await customerBrowser(customer, 'B2B')
    const history = (await own.call('GET', '/order/search/')).body.Orders
    expect(history.find((o: { Uid: string }) => o.Uid === paid.body.OrderUid).PlacedByStaff).toBe(staff.name)
    // The refused attempts are in the audit trail with their status.
    const trail = await events((await actOf(customer.id)).id)
    expect(trail.filter((e) => e.status === '403').map((e) => e.path)).toEqual([
      '/customer/password/',
      '/customer/delete/',
      '/customer/',
      '/ageverification/start/',
      // Card, then MobilePay.
      '/checkout/payment/',
      '/checkout/payment/',
    ])
  })

  it('a blocked or unknown customer cannot be acted as', async () => {
    const { browser } = await staffBrowser()
    const blocked = await createTestCustomer({ accountBlocked: true })
    expect((await browser.call('POST', '/auth/impersonation/start/', { CustomerId: blocked.id })).body.ErrorCode).toBe('CustomerBlocked')
    expect((await browser.call('POST', '/auth/impersonation/start/', { CustomerId: 2_000_000_000 })).status).toBe(404)
    expect((await browser.call('POST', '/auth/impersonation/start/', { CustomerId: 'x' })).status).toBe(400)
  })
})

describe('when acting ends', () => {
  async function acting() {
    const signedIn = await staffBrowser()
    const customer = await createTestCustomer()
    await actAs(signedIn.browser, customer.id)
    return { ...signedIn, customer, act: await actOf(customer.id) }
  }
  const guestNow = async (browser: TestBrowser) => expect((await browser.call('GET', '/customer/')).status).toBe(401)

  it('at a logout with the bearer: the act stops, the staff session stays', async () => {
    const { browser, act } = await acting()
    expect((await browser.call('POST', '/logout/')).status).toBe(204)
    await guestNow(browser)
    expect((await browser.call('GET', '/auth/impersonation/status/')).body.Acting).toBe(false)
    expect((await actOf((await events(act.id))[0]!.customer_id)).end_reason).toBe('Logout')
  })

  it('at staff logout: the act and the staff session end', async () => {
    const { browser, act, customer } = await acting()
    const bearer = browser.bearer
    expect((await browser.call('POST', '/auth/staff/logout/')).status).toBe(204)
    expect(browser.cookies.has('delikat-staff')).toBe(false)
    const old = new TestBrowser()
    old.bearer = bearer
    await guestNow(old)
    expect((await actOf(customer.id)).end_reason).toBe('StaffLogout')
    expect((await events(act.id)).at(-1)).toMatchObject({ action: 'Stop', reason: 'StaffLogout' })
  })

  it('after 30 idle minutes, when the staff session ends, and when the role is taken away', async () => {
    const pool = await testPool()
    const idle = await acting()
    await pool.query("UPDATE impersonations SET last_seen_at = now() - interval '31 minutes' WHERE id = $1", [idle.act.id])
    await guestNow(idle.browser)
    expect((await actOf(idle.customer.id)).end_reason).toBe('IdleTimeout')

    const ended = await acting()
    await pool.query('DELETE FROM users_sessions WHERE _parent_id = $1', [ended.staff.id])
    await guestNow(ended.browser)
    expect((await actOf(ended.customer.id)).end_reason).toBe('SessionEnded')

    const demoted = await acting()
    await pool.query("UPDATE users_roles SET value = 'editor' WHERE parent_id = $1", [demoted.staff.id])
    await guestNow(demoted.browser)
    expect((await actOf(demoted.customer.id)).end_reason).toBe('SessionEnded')
  })

  it("gives back the staff member's own customer login in the same browser after stop", async () => {
    const { browser } = await staffBrowser()
    const own = await createTestCustomer()
    expect((await browser.call('POST', '/login/', { Email: own.email, Password: TEST_PASSWORD, ClientType: 'B2C' })).body.Result).toBe(
      'Success',
    )
    const customer = await createTestCustomer()
    await actAs(browser, customer.id)
    expect((await browser.call('GET', '/customer/')).body.Email).toBe(customer.email)
    expect((await browser.call('POST', '/auth/impersonation/stop/')).body.OwnSession).toBe(true)
    await browser.refreshToken()
    expect((await browser.call('GET', '/customer/')).body).toMatchObject({ Email: own.email, CanImpersonate: false })
  })

  it('a new act ends the one before it', async () => {
    const { browser, customer } = await acting()
    const next = await createTestCustomer()
    await actAs(browser, next.id)
    expect((await actOf(customer.id)).end_reason).toBe('Switched')
    expect((await browser.call('GET', '/customer/')).body.Email).toBe(next.email)
  })
})

describe("the admin's Handl som kunden link", () => {
  it('opens the storefront acting as the customer, once, within two minutes, while the admin session lasts', async () => {
    const customer = await createTestCustomer()
    const adminToken = await staffToken('customerService')
    const link = await http('POST', '/auth/impersonation/link/', { CustomerId: customer.id }, { authorization: `JWT ${adminToken}` })
    expect(link.status).toBe(200)
    const url = new URL(link.body.Url)
    expect(url.pathname).toBe('/handl-som/')
    const token = url.searchParams.get('token')!

    const browser = new TestBrowser()
    const redeemed = await browser.call('POST', '/auth/impersonation/redeem/', { Token: token })
    expect(redeemed.status).toBe(200)
    expect(redeemed.body).toMatchObject({ Acting: true, Customer: { Id: customer.id } })
    expect(browser.cookies.has('delikat-staff')).toBe(true)
    await browser.refreshToken()
    expect((await browser.call('GET', '/customer/')).body.Email).toBe(customer.email)

    // Once only; a forged one, an expired one and one whose admin session has ended are refused alike.
    expect((await new TestBrowser().call('POST', '/auth/impersonation/redeem/', { Token: token })).body.ErrorCode).toBe('InvalidLink')
    expect((await api('POST', '/auth/impersonation/redeem/', { Token: `${randomUUID()}.forged` })).status).toBe(401)
    const second = await http('POST', '/auth/impersonation/link/', { CustomerId: customer.id }, { authorization: `JWT ${adminToken}` })
    const secondToken = new URL(second.body.Url).searchParams.get('token')!
    await (
      await testPool()
    ).query("UPDATE impersonation_links SET expires_at = now() - interval '1 second' WHERE id = $1", [secondToken.split('.')[0]])
    expect((await api('POST', '/auth/impersonation/redeem/', { Token: secondToken })).status).toBe(401)
    const third = await http('POST', '/auth/impersonation/link/', { CustomerId: customer.id }, { authorization: `JWT ${adminToken}` })
    const { payload } = await testPayload()
    const claims = JSON.parse(Buffer.from(adminToken.split('.')[1]!, 'base64url').toString()) as { id: number; sid: string }
    await (await testPool()).query('DELETE FROM users_sessions WHERE _parent_id = $1 AND id = $2', [claims.id, claims.sid])
    expect((await api('POST', '/auth/impersonation/redeem/', { Token: new URL(third.body.Url).searchParams.get('token') })).status).toBe(
      401,
    )
    expect(payload).toBeDefined()
  })

  it('editors and customers cannot make a link', async () => {
    const customer = await createTestCustomer()
    const editorToken = await staffToken('editor')
    expect(
      (await http('POST', '/auth/impersonation/link/', { CustomerId: customer.id }, { authorization: `JWT ${editorToken}` })).status,
    ).toBe(403)
  })
})

describe('the audit trail in the admin', () => {
  it('admins read it; customer service does not; nobody changes or deletes a row', async () => {
    const { browser } = await staffBrowser()
    const customer = await createTestCustomer()
    await actAs(browser, customer.id)
    const admin = await staffToken('admin')
    const read = await staffRest('GET', `/impersonation-events?where[customer][equals]=${customer.id}&depth=0`, admin)
    expect(read.status).toBe(200)
    expect(read.body.docs.map((d: { action: string }) => d.action)).toContain('Start')
    const id = read.body.docs[0].id
    expect((await staffRest('GET', '/impersonation-events', await staffToken('customerService'))).status).toBe(403)
    expect((await staffRest('PATCH', `/impersonation-events/${id}`, admin, { reason: 'edited' })).status).toBe(403)
    expect((await staffRest('DELETE', `/impersonation-events/${id}`, admin)).status).toBe(403)
    expect((await staffRest('POST', '/impersonation-events', admin, { action: 'Start' })).status).toBe(403)
  })
})
