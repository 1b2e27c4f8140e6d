/** Shared set-up for integration tests: one migrated Payload per test file, and the shop API without HTTP. */
import { randomUUID } from 'node:crypto'
import type { Migration, Payload, SanitizedConfig } from 'payload'
import { inject } from 'vitest'

let cached: Promise<{ payload: Payload; config: SanitizedConfig }> | undefined

export function testPayload(): Promise<{ payload: Payload; config: SanitizedConfig }> {
  cached ??= (async () => {
    process.env.DATABASE_URL = inject('databaseUrl')
    process.env.DATA_DIR = inject('dataDir')
    process.env.EMBEDDED_DATABASE = process.env.INTEGRATION_DB === 'postgres' ? 'false' : 'true'
    process.env.PAYLOAD_SECRET ??= 'integration-test-secret-0123456789'
    const { getPayload } = await import('payload')
    const config = await (await import('../src/payload.config')).default
    const { migrations } = await import('../src/migrations')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    return { payload, config }
  })()
  return cached
}

/**
 * A client address of its own for every call that names none, as the app's server would set it (scripts/serve.ts),
 * so the per-client limits of one test never reach another. A test of a limit passes the same address each time.
 */
export const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

export interface ApiAnswer<T = any> {
  status: number
  body: T
}

/** The shop API's answer as the HTTP route gives it (a JSON body, or a file): `shopResponse('GET', '/product/1/pdf/')`. */
export async function shopResponse(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const { config } = await testPayload()
  const { handleEndpoints } = await import('payload')
  const request = new Request(`http://localhost/api/shop${path}`, {
    method,
    headers: { 'x-forwarded-for': randomAddress(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return handleEndpoints({ config, request })
}

/** Calls the shop API exactly as the HTTP route does: `api('POST', '/basket/', {})`. */
export async function api<T = any>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const response = await shopResponse(method, path, body, headers)
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

/** A product of its own for one test, so tests never depend on each other's data. */
export async function createProduct(overrides: Record<string, unknown> = {}) {
  const { payload } = await testPayload()
  const suffix = randomUUID().slice(0, 8)
  return payload.create({
    collection: 'products',
    locale: 'da',
    data: {
      name: `Testvin ${suffix}`,
      friendlyUrlName: '',
      productNumber: `T-${suffix}`,
      type: 'Wine',
      price: 16900,
      stockQuantity: 10,
      // An event needs its date and place (docs/adr/0041): a month ahead in the test shop unless a test says otherwise.
      ...(overrides.type === 'Event'
        ? { eventStartsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), eventPlace: 'Testbutikken' }
        : {}),
      ...overrides,
    },
  })
}

export interface HttpAnswer<T = any> extends ApiAnswer<T> {
  headers: Headers
  /** Every Set-Cookie of the answer, as sent. */
  setCookies: string[]
}

/** Like api(), but with the answer's headers too (Set-Cookie, Retry-After ...). */
export async function http<T = any>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer<T>> {
  const { config } = await testPayload()
  const { handleEndpoints } = await import('payload')
  const request = new Request(`http://localhost/api/shop${path}`, {
    method,
    headers: { 'x-forwarded-for': randomAddress(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
  }
}

/**
 * A browser in miniature for the auth tests: keeps the cookies the API sets (and drops those it clears), sends them
 * back, and sends `Authorization: Bearer` once it holds a token. Each one has a client address of its own unless
 * told otherwise, so the per-client limits of one test never reach another.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>()
  bearer: string | undefined
  readonly address: string

  constructor(address?: string) {
    this.address = address ?? randomAddress()
  }

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const answer = await http<T>(method, path, body, {
      'x-forwarded-for': this.address,
      ...(cookie ? { cookie } : {}),
      ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
      ...headers,
    })
    for (const setCookie of answer.setCookies) {
      const [pair] = setCookie.split(';')
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq).trim()
      const value = pair!.slice(eq + 1).trim()
      if (!value || /max-age=0/i.test(setCookie)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return answer
  }

  /** POST /token/ and keep the bearer token, as the storefront does after every login change. */
  async refreshToken(): Promise<HttpAnswer> {
    const answer = await this.call('POST', '/token/')
    this.bearer = answer.status === 200 ? answer.body.token : undefined
    return answer
  }
}

export const TEST_PASSWORD = 'Secret-pass-2026'

/** A customer of its own for one test (unique e-mail), created directly in the database. */
export async function createTestCustomer(overrides: Record<string, unknown> = {}) {
  const { payload } = await testPayload()
  const email = `k-${randomUUID().slice(0, 8)}@example.dk`
  const b2b = overrides.clientType === 'B2B'
  const customer = await payload.create({
    collection: 'customers',
    data: {
      email,
      password: TEST_PASSWORD,
      firstName: 'Kim',
      lastName: 'Kunde',
      clientType: 'B2C',
      phone: '20304050',
      address: 'Vestergade 1',
      zip: '8000',
      city: 'Aarhus C',
      ...(b2b ? { company: 'Firma ApS', cvr: '12345674' } : {}),
      ...overrides,
    } as any,
  })
  return { ...customer, password: TEST_PASSWORD }
}

/** The mails the file transport wrote to an address (DATA_DIR/mail), oldest first. */
export async function mailsTo(address: string) {
  const { readdir, readFile } = await import('node:fs/promises')
  const path = await import('node:path')
  const { parseMail } = await import('../src/shop/email/eml')
  await testPayload()
  const dir = path.join(process.env.DATA_DIR!, 'mail')
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
  const mails = await Promise.all(
    files.map(async (file) => ({ file: path.join(dir, file), ...parseMail(await readFile(path.join(dir, file), 'utf8')) })),
  )
  return mails.filter((mail) => mail.headers.to?.toLowerCase().includes(address.toLowerCase()))
}

/** Waits for the `count`th mail to an address (mails go out in the background) and returns it. */
export async function waitForMail(address: string, count = 1, timeoutMs = 10_000) {
  const started = Date.now()
  for (;;) {
    const mails = await mailsTo(address)
    if (mails.length >= count) return mails[count - 1]!
    if (Date.now() - started > timeoutMs) throw new Error(`No mail no. ${count} to ${address} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The pg pool under the test Payload, for tests that look at rows directly. */
export async function testPool() {
  const { payload } = await testPayload()
  const { dbPool } = await import('../src/db/pool')
  return dbPool(payload)
}

/** A product's stock as the database holds it. */
export async function stockOf(productId: number): Promise<number> {
  const { rows } = await (await testPool()).query('SELECT stock_quantity FROM products WHERE id = $1', [productId])
  return Number(rows[0].stock_quantity)
}

/** A guest's invoice details for checkout (a fresh e-mail unless one is given). */
export const guestDetails = (email = `g-${randomUUID().slice(0, 8)}@example.dk`) => ({
  Email: email,
  Phone: '20304050',
  FirstName: 'Gitte',
  LastName: 'Gæst',
  Address: 'Vestergade 1',
  Zip: '8000',
  City: 'Aarhus C',
  Occasion: 'Gift',
  OrderNote: '',
  GreetingCard: true,
  GreetingMessage: 'Tillykke!',
  ClubSignup: false,
  ClubConsent: false,
})

/** A staff user of its own with one role, logged in: the token for `Authorization: JWT`. */
export async function staffToken(role: 'customerService' | 'editor' | 'admin'): Promise<string> {
  const { payload } = await testPayload()
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@delikat.dk`
  await payload.create({ collection: 'users', data: { email, password: 'Staff-secret-2026', name: 'Staff', roles: [role] } as never })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'Staff-secret-2026' } })
  return token as string
}

/** Payload's REST API as the admin speaks it, with a staff token (or any other). */
export async function staffRest(method: string, path: string, token: string, body?: unknown): Promise<ApiAnswer> {
  const { config } = await testPayload()
  const { handleEndpoints } = await import('payload')
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

/**
 * The shopper through the TEST age check, as a browser goes: start for the basket, the TEST page's form with a test
 * person (`adult` 30, `seventeen`, `fifteen`) or `cancel`, then the provider's redirect to the shop's callback. Answers
 * where the callback sends the shopper (the storefront, with the outcome in the query).
 */
export async function verifyAge(
  basketUid: string,
  person: 'adult' | 'seventeen' | 'fifteen' | 'cancel',
  call: (method: string, path: string, body?: unknown) => Promise<ApiAnswer> = api,
): Promise<URL> {
  const started = await call('POST', '/ageverification/start/', { BasketUid: basketUid, ReturnPath: '/kassen/' })
  if (started.status !== 200) throw new Error(`ageverification/start answered ${started.status}: ${JSON.stringify(started.body)}`)
  const page = new URL(started.body.Url)
  const route = await import('../src/app/test-mitid/authorize/route')
  const form = new URLSearchParams(page.searchParams)
  if (person === 'cancel') form.set('action', 'cancel')
  else form.set('preset', person)
  const decided = await route.POST(
    new Request(page.origin + page.pathname, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  )
  if (decided.status !== 303) throw new Error(`The TEST age page answered ${decided.status}`)
  const callback = new URL(decided.headers.get('location')!)
  const back = await http('GET', `${callback.pathname.replace(/^\/api\/shop/, '')}${callback.search}`)
  if (back.status !== 303) throw new Error(`The callback answered ${back.status}`)
  return new URL(back.headers.get('location')!)
}

/** The shopper on the test payment provider's page: posts the card form through its route, as the browser would. */
export async function payOnTestPage(paymentUrl: string, cardNumber: string) {
  await testPayload()
  const route = await import('../src/app/test-payment/[id]/route')
  const id = new URL(paymentUrl).pathname.split('/').filter(Boolean)[1]!
  const form = new URLSearchParams({ cardNumber, expiry: '12/39', cvc: '123' })
  const response = await route.POST(
    new Request(paymentUrl, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    { params: Promise.resolve({ id }) },
  )
  return { status: response.status, location: response.headers.get('location'), page: response.status === 303 ? '' : await response.text() }
}
