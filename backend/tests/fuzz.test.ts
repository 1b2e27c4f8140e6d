/**
 * Malformed input never answers 500. Every endpoint of `shopEndpoints` (imported, so a new one is fuzzed without
 * editing this file) gets hostile path parameters, query strings, headers and bodies, as a guest and as a logged-in
 * customer; each answer must be below 500, a 4xx must carry the error shape, and nothing may be created. A fixed list
 * of known-nasty values runs first, then a bounded random part with a fixed seed, so a failure always reproduces.
 */
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import type { Endpoint } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createProduct, createTestCustomer, TEST_PASSWORD, testPayload } from './helpers'

const SEED = 20_261_126
const RANDOM_RUNS = 200

interface Route {
  method: string
  /** Below /api/shop, with its `:params`. */
  path: string
}

interface Answer {
  status: number
  text: string
  json: unknown
}

interface Identity {
  name: 'guest' | 'customer'
  headers: () => Record<string, string>
}

/** What each call must hold, whatever it was sent. A path no shop route matches gets Payload's own 404. */
function problemWith(answer: Answer, routed: boolean): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 160)}`
  if (!routed)
    return answer.status === 404 && answer.json !== undefined
      ? null
      : `${answer.status} for a path no route matches: ${answer.text.slice(0, 160)}`
  if (answer.status >= 400) {
    const body = answer.json as { ErrorCode?: unknown; Message?: unknown } | undefined
    if (typeof body?.ErrorCode !== 'string' || typeof body.Message !== 'string')
      return `${answer.status} without the error shape: ${answer.text.slice(0, 160)}`
  }
  return null
}

const NIL_LOOKING_UUID = '00000000-0000-4000-8000-000000000000'

/** Values for a path parameter or a query string, sent percent-encoded. */
const HOSTILE_VALUES: string[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u001b[31m\u007f',
  'x'.repeat(10_000),
  'rødvin 🍷🧀 café ÆØÅ',
  '\u202Eevil\u202C\u200F\u061C',
  '-1',
  '-2147483649',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e309',
  'NaN',
  '0x10',
  ' ',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '__proto__',
  NIL_LOOKING_UUID,
  randomUUID(),
  randomUUID().toUpperCase(),
]

/**
 * Path segments sent as they are: empty (no route matches), and encodings that decode into something else. Segments
 * that do not decode at all (%ZZ, %C0%AE) are not here: the Next.js route matcher in front answers them 400 before
 * Payload's router (which, called directly as here, fails on them) or any shop code sees them.
 */
const RAW_SEGMENTS = ['', '%00', '%2e%2e%2f', '..%2F..%2Fetc%2Fpasswd', '%252e%252e%252f', '%C3%A6%F0%9F%8D%B7']

/** Fewer values for the query strings, which every call gets. */
const QUERY_VALUES = ['\u0000', 'x'.repeat(10_000), '🍷\u202E', '-1', '1e309', "' OR 1=1 --", 'en\u0000', '0x10']

/** Bodies sent whatever the endpoint expects: not JSON, the wrong types, odd shapes. */
function hostileBodies(): string[] {
  const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
  return [
    '{not json',
    "{'single': 'quotes'}",
    '\u0000',
    '\ufeff{}x',
    'null',
    'true',
    '-1e309',
    '"a string"',
    '[]',
    '[null, 1, "a", {}]',
    deep(64),
    deep(5_000),
    '['.repeat(20_000) + ']'.repeat(20_000),
    JSON.stringify({ a: 'x'.repeat(1_000_000) }),
    JSON.stringify('x'.repeat(1_000_000)),
    '{"__proto__": {"isAdmin": true, "ErrorCode": "x"}, "constructor": {"prototype": {"polluted": 1}}}',
    '{"constructor": "x", "toString": 1, "valueOf": null, "hasOwnProperty": 2}',
    JSON.stringify({
      ProductId: '1',
      Quantity: '2',
      BasketUid: 1,
      Amount: '25000',
      Code: 123,
      Email: 42,
      ProductIds: '1,2',
      Query: ['vin'],
      Greeting: {},
    }),
    JSON.stringify({
      ProductId: -1,
      Quantity: 1e308,
      Amount: Number.MAX_SAFE_INTEGER,
      PageNumber: 1e21,
      CategoryId: 2147483648,
      ProductIds: [2 ** 53],
    }),
    JSON.stringify({ Values: 'x', Filters: 'x', Greetings: 'x', DeliveryAddresses: 'x', LegitimateInterests: 'x' }),
  ]
}

/** Bodies declared as something else than JSON, as a form on another site can send them: refused, read or not. */
const OTHER_CONTENT_TYPES: Array<[string, string]> = [
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'ProductId=1&Quantity=%00'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n'],
  ['application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>'],
]

/** Control characters that must be refused wherever they appear in a body. */
const CONTROL_VALUES = ['a\u0000b', '\u0001', 'x\u001by', '\u007f', 'a\ud800b']

let requestCount = 0
/** Every call from an address of its own, so no per-client limit (429) hides what lies behind it. */
const nextAddress = () => {
  requestCount += 1
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`
}

async function send(
  identity: Identity,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { config } = await testPayload()
  const { handleEndpoints } = await import('payload')
  const request = new Request(`http://localhost/api/shop${path}`, {
    method: method.toUpperCase(),
    // No Origin header: these are same-site calls as far as any cross-site check goes.
    headers: {
      'x-forwarded-for': nextAddress(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...identity.headers(),
      ...headers,
    },
    body,
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = undefined
  }
  return { status: response.status, text, json }
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!)
const hasBody = (method: string) => ['post', 'put', 'patch'].includes(method)
/** A URL holds UTF-8 only: a lone surrogate goes as the replacement character it would become anyway. */
const encode = (value: string) =>
  encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'))

interface Fixture {
  basketUid: string
  lineUid: string
  giftCardLineUid: string
  usageUid: string
  giftCardCode: string
}

/** A value a parameter could really have, so a hostile value next to it reaches as deep as it can. */
function goodValue(name: string, path: string, fixture: Fixture): string {
  if (name === 'basketUid') return fixture.basketUid
  if (name === 'basketlineUid') return fixture.lineUid
  if (name === 'usageUid') return fixture.usageUid
  if (name === 'id' && path.includes('giftcardbasketline')) return fixture.giftCardLineUid
  if (/uid$/i.test(name)) return randomUUID()
  if (name === 'giftCard') return fixture.giftCardCode
  if (name === 'voucher') return 'UKENDT10'
  if (name === 'isGift') return 'true'
  return '1'
}

/** Whether a shop route of this method takes the path, as Payload's router matches it (one segment per parameter). */
function routeMatches(routes: Route[], method: string, path: string): boolean {
  const pathname = path.split('?')[0]!.replace(/\/$/, '')
  return routes.some((r) => r.method === method && new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(pathname))
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => values[name]!) + '/'
}

/**
 * A body shaped like the real ones (the field names the shop API reads), every value plausible; the fuzz puts a
 * control character into one string (or key) of it at a time, so the rest of the body passes and the bad string is
 * what reaches the rules and the database.
 */
function plausibleBody(fixture: Fixture, productId: number, email: string): Record<string, unknown> {
  return {
    BasketUid: fixture.basketUid,
    ProductId: productId,
    VariantId: null,
    Quantity: 1,
    Amount: 25_000,
    IsGift: true,
    Greeting: 'Tillykke',
    Greetings: ['Tillykke'],
    Code: 'UKENDT-KODE-0001',
    ProductIds: [productId],
    CategoryIds: [1],
    RecipeIds: [1],
    ProductNumbers: ['T-1'],
    Query: 'vin',
    Filters: [{ Key: 'country', Values: ['Frankrig'] }],
    PageNumber: 1,
    PageSize: 18,
    Sort: 'NameAscending',
    Email: email,
    Password: 'Fuzz-pass-2026',
    CurrentPassword: 'Fuzz-pass-2026',
    NewPassword: 'Fuzz-pass-2027',
    Token: 'a'.repeat(40),
    ClientType: 'B2C',
    FirstName: 'Kim',
    LastName: 'Kunde',
    Phone: '20304050',
    Address: 'Vestergade 1',
    Zip: '8000',
    City: 'Aarhus C',
    Company: 'Firma ApS',
    Cvr: '12345674',
    AcceptTerms: true,
    Newsletter: false,
    LegitimateInterests: [],
    DeliveryAddresses: [{ Name: 'Kim Kunde', Address: 'Vestergade 1', Zip: '8000', City: 'Aarhus C', IsDefault: true }],
    Occasion: 'Gift',
    OrderNote: 'Ring på',
    GreetingCard: true,
    GreetingMessage: 'Tillykke!',
    ClubSignup: false,
    ClubConsent: false,
    ServiceLocationId: 'DK-1',
    PaymentMethod: 'CreditCard',
    Values: { GreetingMessage: 'Hej', OrderNote: 'Ring på' },
  }
}

/** Every copy of `body` with one of its strings spoilt, and one per object with an extra key that is spoilt. */
function spoilOneAtATime(body: unknown, spoil: (text: string) => string): unknown[] {
  const out: unknown[] = []
  const walk = (value: unknown, rebuild: (replacement: unknown) => unknown) => {
    if (typeof value === 'string') out.push(rebuild(spoil(value)))
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, (r) => rebuild(value.map((x, j) => (j === i ? r : x)))))
    else if (value && typeof value === 'object') {
      out.push(rebuild({ ...value, [spoil('Note')]: 'x' }))
      for (const [key, item] of Object.entries(value)) walk(item, (r) => rebuild({ ...value, [key]: r }))
    }
  }
  walk(body, (r) => r)
  return out
}

/** Each walk calls every endpoint many times over, so its time grows with the API: on a busy two-core machine, minutes. */
const WALK_TIMEOUT_MS = 240_000

describe('fuzzing the shop API', () => {
  let routes: Route[] = []
  let productId = 0
  let identities: Identity[] = []
  const fixtures = new Map<string, Fixture>()
  /** Which endpoints were called, and with which parameters made hostile, for the completeness check. */
  const walked = new Map<string, Set<string>>()
  /** The endpoints that read a body, as the hostile bodies showed. */
  const bodyReaders = new Set<string>()
  const failures: string[] = []
  let stillLoggedIn: () => Promise<void> = async () => undefined
  /** All of one test's failing calls at once (the first 60), then a clean slate for the next test. */
  const verdict = () => {
    const text = failures.length ? `${failures.length} calls failed:\n${failures.slice(0, 60).join('\n')}` : ''
    failures.length = 0
    return text
  }

  const count = async () => {
    const { payload } = await testPayload()
    const { dbPool } = await import('../src/db/pool')
    const { rows } = await dbPool(payload).query<Record<string, string>>(
      `SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM customers) AS customers,
              (SELECT count(*) FROM gift_cards) AS gift_cards`,
    )
    return rows[0]
  }

  async function call(identity: Identity, route: Route, path: string, body?: string, headers?: Record<string, string>, what = '') {
    const answer = await send(identity, route.method, path, body, headers)
    const problem = problemWith(answer, routeMatches(routes, route.method, path))
    if (problem) {
      const shown = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 60)}…(${text.length})` : text)
      failures.push(
        `${identity.name} ${route.method.toUpperCase()} ${shown(path)}${body === undefined ? '' : ` body ${shown(body)}`}${what}: ${problem}`,
      )
    }
    return answer
  }

  const mark = (route: Route, part: string) => {
    const key = `${route.method} ${route.path}`
    if (!walked.has(key)) walked.set(key, new Set())
    walked.get(key)!.add(part)
  }

  beforeAll(async () => {
    const { payload } = await testPayload()
    const { shopEndpoints } = await import('../src/endpoints')
    const { SHOP_API_PREFIX } = await import('../src/endpoints/http')
    // The shop's own routes only (Payload's root endpoints live in its copy of the array, payload.config.ts).
    routes = (shopEndpoints as Endpoint[])
      .filter((e) => e.path.startsWith(`${SHOP_API_PREFIX}/`))
      .map((e) => ({ method: e.method, path: e.path.slice(SHOP_API_PREFIX.length) }))

    productId = (await createProduct({ price: 16900, stockQuantity: 1000 })).id as number
    const customer = await createTestCustomer()
    let bearer = ''
    const login = async () => {
      const { token } = await payload.login({ collection: 'customers', data: { email: customer.email, password: TEST_PASSWORD } })
      bearer = token as string
    }
    await login()
    const guest: Identity = { name: 'guest', headers: () => ({}) }
    const loggedIn: Identity = { name: 'customer', headers: () => ({ authorization: `Bearer ${bearer}` }) }
    // POST /logout/ ends the customer's session; a new one keeps the rest of the run a customer's.
    stillLoggedIn = async () => {
      if ((await send(loggedIn, 'get', '/customer/')).status === 401) await login()
    }
    identities = [guest, loggedIn]

    for (const identity of identities) {
      const basket = await send(identity, 'post', '/basket/', '{}')
      const basketUid = (basket.json as { Uid: string }).Uid
      const added = await send(identity, 'post', `/basket/${basketUid}/items/`, JSON.stringify({ ProductId: productId, Quantity: 1 }))
      const giftCardLine = await send(
        identity,
        'post',
        '/basket/giftcard/',
        JSON.stringify({ BasketUid: basketUid, Amount: 25_000, Quantity: 1 }),
      )
      const card = await payload.create({
        collection: 'gift-cards',
        data: {
          initialAmount: 100_000,
          balance: 100_000,
          status: 'Active',
          expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        },
      })
      const used = await send(identity, 'put', `/basket/${basketUid}/giftcardusage/${card.code}/`)
      const view = (answer: Answer) => (answer.json as { Basket: any }).Basket
      fixtures.set(identity.name, {
        basketUid,
        lineUid: view(added).Lines[0].basketlineUid,
        giftCardLineUid: view(giftCardLine).GiftCardLines[0].giftCardBasketlineUid,
        usageUid: view(used).GiftCardUsages[0].giftCardUsageUid,
        giftCardCode: card.code as string,
      })
    }
  })

  it(
    'answers hostile path parameters, query strings and headers with a 4xx, never a 500',
    async () => {
      const before = await count()
      for (const route of routes) {
        for (const identity of identities) {
          const fixture = fixtures.get(identity.name)!
          const names = paramNames(route.path)
          const good = Object.fromEntries(names.map((n) => [n, encodeURIComponent(goodValue(n, route.path, fixture))]))
          for (const name of names) {
            for (const value of [...HOSTILE_VALUES.map(encode), ...RAW_SEGMENTS]) {
              await call(identity, route, fill(route.path, { ...good, [name]: value }))
            }
            mark(route, `:${name}`)
          }
          if (names.length > 1) {
            for (const value of HOSTILE_VALUES.map(encode)) {
              await call(identity, route, fill(route.path, Object.fromEntries(names.map((n) => [n, value]))))
            }
          }
          // Only reads take query strings (besides the culture, which every call reads).
          for (const value of (route.method === 'get' ? QUERY_VALUES : QUERY_VALUES.slice(0, 2)).map(encode)) {
            const query = ['zip', 'street', 'requestModel.page', 'culture', 'page', 'q'].map((q) => `${q}=${value}`).join('&')
            await call(identity, route, `${fill(route.path, good)}?${query}`)
          }
          mark(route, 'query')
          await call(
            identity,
            route,
            fill(route.path, good),
            undefined,
            {
              'x-forwarded-for': `${'9'.repeat(300)}, ::ffff:999.1.1.1, ../../etc`,
              'idempotency-key': "' OR 1=1 --",
              cookie: `NEXT_LOCALE=xx; delikat-session=${'%00'.repeat(50)}`,
              ...(identity.name === 'guest' ? { authorization: `Bearer ${'x'.repeat(5000)}.e30.` } : {}),
            },
            ' (hostile headers)',
          )
          mark(route, 'headers')
          if (identity.name === 'customer') await stillLoggedIn()
        }
      }
      expect(verdict()).toBe('')
      expect(await count()).toEqual(before)
    },
    WALK_TIMEOUT_MS,
  )

  it(
    'answers hostile bodies with a 4xx, never a 500, and creates nothing',
    async () => {
      const before = await count()
      const bodies = hostileBodies()
      for (const route of routes.filter((r) => hasBody(r.method))) {
        const pathFor = (identity: Identity) =>
          fill(
            route.path,
            Object.fromEntries(
              paramNames(route.path).map((n) => [n, encodeURIComponent(goodValue(n, route.path, fixtures.get(identity.name)!))]),
            ),
          )
        // Who gets as far as reading the body (a guest is turned away from a customer's calls before that).
        const readers: Identity[] = []
        for (const identity of identities) {
          for (const body of bodies) {
            const answer = await call(identity, route, pathFor(identity), body)
            if ((answer.json as { ErrorCode?: string } | undefined)?.ErrorCode === 'InvalidJson' && !readers.includes(identity))
              readers.push(identity)
          }
          if (identity.name === 'customer') await stillLoggedIn()
        }
        if (readers.length > 0) bodyReaders.add(`${route.method} ${route.path}`)
        mark(route, 'body')
        for (const [contentType, body] of OTHER_CONTENT_TYPES) {
          const answer = await call(identities[0]!, route, pathFor(identities[0]!), body, { 'content-type': contentType })
          if (answer.status < 400)
            failures.push(`${route.method.toUpperCase()} ${route.path} as ${contentType}: ${answer.status}, not a 4xx`)
        }
        mark(route, 'content types')
        // Each spoilt body once, by the callers in turn.
        let turn = 0
        for (const identity of readers) {
          const plausible = plausibleBody(fixtures.get(identity.name)!, productId, `fuzz-${identity.name}@example.dk`)
          const spoilt = spoilOneAtATime(plausible, (text) => `${text}${CONTROL_VALUES[turn++ % CONTROL_VALUES.length]}`)
          for (let i = readers.indexOf(identity); i < spoilt.length; i += readers.length) {
            const answer = await call(identity, route, pathFor(identity), JSON.stringify(spoilt[i]), undefined, ' (control character)')
            if (answer.status < 400)
              failures.push(
                `${identity.name} ${route.method.toUpperCase()} ${route.path} took a control character: ${answer.status} ${JSON.stringify(spoilt[i]).slice(0, 120)}`,
              )
          }
          if (identity.name === 'customer') await stillLoggedIn()
        }
        mark(route, 'control characters')
      }
      expect(verdict()).toBe('')
      expect(await count()).toEqual(before)
    },
    WALK_TIMEOUT_MS,
  )

  it(
    `answers ${RANDOM_RUNS} random requests (seed ${SEED}) with a 4xx or a success, never a 500`,
    async () => {
      const before = await count()
      const text = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.constantFrom(...HOSTILE_VALUES),
        fc.double().map(String),
        fc.bigInt().map(String),
      )
      // A random parameter may by chance be a valid number or flag, which would change the fixtures' baskets.
      const notAValue = text.filter((v) => v.trim() !== '' && Number.isNaN(Number(v)) && !['true', 'false'].includes(v))
      const json = fc.oneof(
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
        fc
          .dictionary(
            fc.constantFrom(...Object.keys(plausibleBody(fixtures.get('guest')!, productId, 'x@example.dk')), '__proto__', 'constructor'),
            fc.jsonValue({ maxDepth: 2 }),
          )
          .map((v) => JSON.stringify(v)),
        fc.string({ unit: 'binary', maxLength: 200 }),
      )
      // A random body is never one that creates something (an empty object to POST /basket/ does, rightly).
      const body = json.filter((b) => b.trim() !== '' && b.trim() !== '{}')
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          fc.constantFrom(...identities),
          fc.array(notAValue, { minLength: 4, maxLength: 4 }),
          fc.boolean(),
          fc.boolean(),
          notAValue,
          body,
          async (route, identity, values, realParameters, withQuery, queryValue, payloadBody) => {
            const names = paramNames(route.path)
            // Real parameters half the time a body is sent, so the random body gets as far as being read.
            const value = (name: string, i: number) =>
              realParameters && hasBody(route.method)
                ? encodeURIComponent(goodValue(name, route.path, fixtures.get(identity.name)!))
                : encode(values[i % values.length]!)
            const path = fill(route.path, Object.fromEntries(names.map((n, i) => [n, value(n, i)])))
            const query = withQuery
              ? `?zip=${encode(queryValue)}&requestModel.page=${encode(queryValue)}&culture=${encode(queryValue)}`
              : ''
            await call(identity, route, `${path}${query}`, hasBody(route.method) ? payloadBody : undefined, undefined, ' (random)')
            if (identity.name === 'customer') await stillLoggedIn()
          },
        ),
        { seed: SEED, numRuns: RANDOM_RUNS, endOnFailure: true },
      )
      expect(verdict()).toBe('')
      expect(await count()).toEqual(before)
    },
    WALK_TIMEOUT_MS,
  )

  it('walked every endpoint of shopEndpoints, each parameter and body of it', async () => {
    const { shopEndpoints } = await import('../src/endpoints')
    const { SHOP_API_PREFIX } = await import('../src/endpoints/http')
    const shop = (shopEndpoints as Endpoint[]).filter((e) => e.path.startsWith(`${SHOP_API_PREFIX}/`))
    // What is left out is what Payload itself adds to the array (its root endpoints), never a path of the shop API.
    expect((shopEndpoints as Endpoint[]).filter((e) => !shop.includes(e) && e.path.startsWith(SHOP_API_PREFIX))).toEqual([])
    expect(routes.length).toBe(shop.length)
    for (const route of routes) {
      const parts = walked.get(`${route.method} ${route.path}`)
      const expected = [
        ...paramNames(route.path).map((n) => `:${n}`),
        'query',
        'headers',
        ...(hasBody(route.method) ? ['body', 'content types', 'control characters'] : []),
      ]
      expect([...(parts ?? [])].sort(), `${route.method.toUpperCase()} ${route.path}`).toEqual(expected.sort())
    }
    expect(walked.size).toBe(new Set(shop.map((e) => `${e.method} ${e.path}`)).size)
    // The control characters went where they matter: most calls with a body read it.
    expect(bodyReaders.size).toBeGreaterThan(routes.filter((r) => hasBody(r.method)).length / 2)
  })
})
