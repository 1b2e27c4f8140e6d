/**
 * Several instances on one PostgreSQL, as `npm run cluster` starts them (scripts/cluster.ts, docs/adr/0048): two
 * backends and two storefronts behind HAProxy, each its own process, over a database of their own on
 * TEST_DATABASE_URL's server. Every claim of the README's "Scaling out" is proved here: a save through one backend
 * is seen everywhere within a second, a per-client limit holds over both backends, the last units are sold once
 * however the checkouts are split, and a backend killed mid-checkout strands nobody.
 *
 * The public ports and build settings are the end-to-end tests' own (tests/e2e/ports.ts), so this runs on their
 * storefront build; `npm test` runs it after them, when the ports are free again.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUBMIT_LEASE_SECONDS } from '../../backend/src/shop/checkout/submit-lease'
import { CODE_ATTEMPTS } from '../../backend/src/shop/rate-limit'
import { startCluster, type Cluster, type Instance } from '../../scripts/cluster'
import { E2E_BACKEND_PORT, E2E_BUILD_ENV, E2E_PORT } from '../e2e/ports'

const SERVER = process.env.TEST_DATABASE_URL
/** Within a second of the save's commit, as the README says; the answer is read every 25 ms. */
const FRESHNESS_MS = 1000

let cluster: Cluster
let db: pg.Pool
let dataDir: string
let database: string
let staff: string

interface Answer {
  status: number
  body: any
  headers: Headers
}

/** A shopper's own address, passed on as the balancer or a storefront would: per-client limits see one client each. */
const shopper = () => `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`

async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // a page, not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

/** The shop API on one backend instance, for one shopper. */
const shop = (backend: Instance, address: string) => (method: string, path: string, body?: unknown) =>
  call(backend.url, method, `/api/shop${path}`, body, { 'x-forwarded-for': address })

/** Payload's REST API as the admin speaks it, through the balancer: any backend may take the save. */
const admin = (method: string, path: string, body?: unknown) =>
  call(cluster.backendUrl, method, `/api${path}`, body, { authorization: `JWT ${staff}` })

async function createProduct(name: string, stockQuantity: number): Promise<number> {
  const created = await admin('POST', '/products?locale=da', {
    name,
    friendlyUrlName: '',
    productNumber: `CL-${randomUUID().slice(0, 8)}`,
    type: 'Wine',
    price: 10_000,
    stockQuantity,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.doc.id as number
}

/** A guest basket on one instance, ready to pay: the product, click and collect, and the invoice details. */
async function readyBasket(backend: Instance, productId: number) {
  const address = shopper()
  const api = shop(backend, address)
  const uid = (await api('POST', '/basket/', {})).body.Uid as string
  expect((await api('POST', `/basket/${uid}/items/`, { ProductId: productId, Quantity: 1 })).status).toBe(200)
  const details = await api('GET', `/checkout/${uid}/deliverydetails/`)
  const pickup = details.body.DeliveryMethods.find((m: { DeliveryMethodType: string }) => m.DeliveryMethodType === 'SimplePickup').Id
  expect((await api('PUT', `/checkout/${uid}/deliveryadress/${pickup}/`, {})).status).toBe(200)
  // The guest's details as backend/tests/helpers.ts's guestDetails has them (that file is the backend's, and typed there).
  const saved = await api('POST', `/checkout/${uid}/invoicedetails/`, {
    Email: `klynge-${randomUUID().slice(0, 8)}@example.dk`,
    Phone: '20304050',
    FirstName: 'Gitte',
    LastName: 'Gæst',
    Address: 'Vestergade 1',
    Zip: '8000',
    City: 'Aarhus C',
    Occasion: 'Myself',
    OrderNote: '',
    GreetingCard: false,
    ClubSignup: false,
    ClubConsent: false,
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return { uid, address }
}

const pay = (backend: Instance, basket: { uid: string; address: string }) =>
  shop(backend, basket.address)('POST', '/checkout/payment/', { BasketUid: basket.uid, PaymentMethod: 'CreditCard', AcceptTerms: true })

async function stockOf(productId: number): Promise<number> {
  const { rows } = await db.query('SELECT stock_quantity FROM products WHERE id = $1', [productId])
  return Number(rows[0].stock_quantity)
}

async function ordersOf(basketUid: string): Promise<string[]> {
  const { rows } = await db.query('SELECT status FROM orders WHERE basket_uid = $1 ORDER BY id', [basketUid])
  return rows.map((r: { status: string }) => r.status)
}

/**
 * How long after `since` a check began that held (a page asked for then shows it), checking again every 25 ms for at
 * most `limitMs`.
 */
async function msUntil(since: number, limitMs: number, check: () => Promise<boolean>): Promise<number> {
  while (Date.now() - since < limitMs) {
    const asked = Date.now()
    if (await check()) return asked - since
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return Infinity
}

describe.skipIf(!SERVER)('several instances on one PostgreSQL, behind HAProxy', () => {
  beforeAll(async () => {
    database = `delikat_cluster_${Date.now()}_${process.pid}`
    const url = new URL(SERVER!)
    const adminDb = new pg.Client({ connectionString: SERVER })
    await adminDb.connect()
    await adminDb.query(`CREATE DATABASE ${database}`)
    await adminDb.end()
    url.pathname = `/${database}`
    dataDir = mkdtempSync(path.join(tmpdir(), 'delikat-cluster-'))
    cluster = await startCluster({
      backends: 2,
      storefronts: 2,
      databaseUrl: url.toString(),
      port: E2E_PORT,
      backendPort: E2E_BACKEND_PORT,
      instancePorts: E2E_PORT + 300,
      dataDir,
      distDir: E2E_BUILD_ENV.NEXT_DIST_DIR,
      env: { ...E2E_BUILD_ENV, HOUSEKEEPING_SECONDS: '0' },
      logFile: path.resolve(import.meta.dirname, '..', '..', 'test-results', 'cluster.log'),
    })
    db = new pg.Pool({ connectionString: url.toString(), max: 2 })
    const login = await call(cluster.backendUrl, 'POST', '/api/users/login', { email: 'admin@delikat.dk', password: 'Delikat-demo-2026' })
    expect(login.status).toBe(200)
    staff = login.body.token as string
  }, 900_000)

  afterAll(async () => {
    await cluster?.stop()
    await db?.end()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    if (database) {
      const adminDb = new pg.Client({ connectionString: SERVER })
      await adminDb.connect()
      await adminDb.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await adminDb.end()
    }
  }, 120_000)

  it('serves shoppers and the admin through the balancer, over every instance', async () => {
    const [b1, b2] = cluster.backends as [Instance, Instance]
    const [s1, s2] = cluster.storefronts as [Instance, Instance]
    for (const instance of [b1, b2]) expect((await call(instance.url, 'GET', '/api/shop/general/settings/')).status).toBe(200)
    for (const instance of [s1, s2]) expect((await call(instance.url, 'GET', '/')).status).toBe(200)
    expect((await call(cluster.storefrontUrl, 'GET', '/')).status).toBe(200)
    // A basket made through the storefronts' balancer reads the same on either backend.
    const address = shopper()
    const made = await call(cluster.storefrontUrl, 'POST', '/api/basket/', {}, { 'x-forwarded-for': address })
    expect(made.status).toBe(201)
    for (const instance of [b1, b2])
      expect((await shop(instance, address)('GET', `/basket/${made.body.Uid}/`)).body.Uid).toBe(made.body.Uid)
  })

  it('a rename through the balancer is seen by the other backend’s search and both storefronts’ kept pages within a second', async () => {
    const word = `klynge${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`
    const id = await createProduct(`Klyngevin ${word}`, 5)
    const [, b2] = cluster.backends as [Instance, Instance]
    const search = async () => (await shop(b2, shopper())('POST', '/product/search/', { Query: word })).body
    const found = await search()
    // Every memory that could hold the old name holds it: backend 2's answer and word match, each storefront's kept
    // search page and its regenerated product page.
    expect(found.Products.map((p: { Name: string }) => p.Name)).toEqual([`Klyngevin ${word}`])
    const pages = [`/soeg/?q=${word}`, found.Products[0].RelativeUrl as string]
    for (const storefront of cluster.storefronts) {
      for (const page of pages) {
        // The search page from the storefront's page cache, the product page from Next's (next-cache-handler.js),
        // which keeps a page just after it is sent.
        let kept: Answer | undefined
        const hit = await msUntil(Date.now(), 3000, async () => {
          kept = await call(storefront.url, 'GET', page)
          return [kept.headers.get('x-page-cache'), kept.headers.get('x-nextjs-cache')].includes('HIT')
        })
        expect(hit, page).toBeLessThan(3000)
        expect(kept!.body).toContain(`Klyngevin ${word}`)
      }
    }

    const renamed = await admin('PATCH', `/products/${id}?locale=da`, { name: `Klyngevin ${word} Reserva` })
    expect(renamed.status).toBe(200)
    const saved = Date.now()
    const shows = (storefront: Instance, page: string) => async () =>
      String((await call(storefront.url, 'GET', page)).body).includes(`Klyngevin ${word} Reserva`)
    const seen = await Promise.all([
      msUntil(saved, 5000, async () => (await search()).Products[0]?.Name === `Klyngevin ${word} Reserva`),
      ...cluster.storefronts.flatMap((storefront) => pages.map((page) => msUntil(saved, 12_000, shows(storefront, page)))),
    ])
    console.log(`a rename seen after ${seen.join(', ')} ms (backend 2's search; each storefront's search and product page)`)
    for (const ms of seen) expect(ms).toBeLessThanOrEqual(FRESHNESS_MS)
  })

  it(`a burst of 40 wrong voucher codes from one client, split over both backends, lets exactly ${CODE_ATTEMPTS.max} be tried`, async () => {
    const address = shopper()
    const [b1, b2] = cluster.backends as [Instance, Instance]
    const uid = (await shop(b1, address)('POST', '/basket/', {})).body.Uid as string
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        shop(i % 2 ? b2 : b1, address)('PUT', `/basket/${uid}/voucher/FORKERT${i}X${randomUUID().slice(0, 6)}/`),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 400)).toHaveLength(CODE_ATTEMPTS.max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - CODE_ATTEMPTS.max)
    // Had each instance counted for itself, 20 would have been tried.
  })

  it('30 checkouts at once for the last 10 units, split over both backends, place exactly 10 orders', async () => {
    const productId = await createProduct(`Klyngevin sidste ${randomUUID().slice(0, 6)}`, 10)
    const [b1, b2] = cluster.backends as [Instance, Instance]
    const baskets = []
    for (let i = 0; i < 30; i += 1) baskets.push(await readyBasket(i % 2 ? b2 : b1, productId))
    const answers = await Promise.all(baskets.map((basket, i) => pay(i % 2 ? b1 : b2, basket)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.ErrorCode === 'RedirectToBasket')).toBe(true)
    expect(await stockOf(productId)).toBe(0)
    const placed = await Promise.all(baskets.map((b) => ordersOf(b.uid)))
    expect(placed.flat().filter((status) => status === 'Created')).toHaveLength(10)
  }, 180_000)

  it('a card payment started on one backend is confirmed by the provider’s callback through the balancer, with no call from the shopper', async () => {
    const productId = await createProduct(`Klyngevin kort ${randomUUID().slice(0, 6)}`, 3)
    const [, b2] = cluster.backends as [Instance, Instance]
    const placed = await pay(b2, await readyBasket(b2, productId))
    expect(placed.status).toBe(200)
    const order = placed.body.OrderUid as string
    // The payment page is on the public URL, the balancer's, not on the instance that placed the order.
    const paymentUrl = new URL(placed.body.PaymentUrl)
    expect(paymentUrl.port).toBe(String(E2E_BACKEND_PORT))
    const paid = await fetch(paymentUrl, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ cardNumber: '4111 1111 1111 1111', expiry: '12/39', cvc: '123' }),
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${cluster.storefrontUrl}/kassen/kvittering/?order=${order}`)
    const status = async () => (await db.query('SELECT status FROM orders WHERE uid = $1', [order])).rows[0]?.status as string
    expect(await msUntil(Date.now(), 10_000, async () => (await status()) === 'Authorized')).toBeLessThan(10_000)
  })

  it('a backend killed mid-checkout strands nobody: the other takes the retries within seconds, one order a basket, no stock lost', async () => {
    const productId = await createProduct(`Klyngevin nedbrud ${randomUUID().slice(0, 6)}`, 20)
    const [b1, b2] = cluster.backends as [Instance, Instance]
    const baskets = []
    for (let i = 0; i < 8; i += 1) baskets.push(await readyBasket(b1, productId))
    const uids = baskets.map((b) => b.uid)

    // The checkouts start on backend 1; it dies (SIGKILL) as soon as one of them holds its basket's submit lease.
    const first = baskets.map((basket) => pay(b1, basket).catch(() => null))
    const locked = await msUntil(Date.now(), 10_000, async () => {
      const { rows } = await db.query('SELECT count(*)::int AS n FROM baskets WHERE uid = ANY($1) AND submit_started_at IS NOT NULL', [
        uids,
      ])
      return rows[0].n > 0
    })
    expect(locked).toBeLessThan(10_000)
    await b1.kill('SIGKILL')
    const before = await Promise.all(first)
    const diedMidway = before.filter((a) => a === null).length
    console.log(`${diedMidway} of ${baskets.length} checkouts were cut off by the kill`)
    expect(diedMidway).toBeGreaterThan(0)

    // The balancer takes backend 1 out: calls through it keep being answered.
    for (let i = 0; i < 6; i += 1) expect((await call(cluster.backendUrl, 'GET', '/api/shop/general/settings/')).status).toBe(200)

    // Each shopper tries again, on backend 2, until the checkout goes through; a lease held by the dead instance lapses.
    const started = Date.now()
    const waited = await Promise.all(
      baskets.map(async (basket) => {
        for (;;) {
          const answer = await pay(b2, basket)
          if (answer.status === 200) return Date.now() - started
          expect(answer.body.ErrorCode).toBe('BasketSubmitAlreadyInProgress')
          if (Date.now() - started > 30_000) return Infinity
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }),
    )
    console.log(`retries on backend 2 went through after at most ${Math.max(...waited)} ms`)
    expect(Math.max(...waited)).toBeLessThanOrEqual((SUBMIT_LEASE_SECONDS + 3) * 1000)
    // One live order a basket (an earlier attempt is cancelled when its basket is paid again), and stock for each.
    for (const uid of uids) expect((await ordersOf(uid)).filter((status) => status === 'Created')).toHaveLength(1)
    expect(await stockOf(productId)).toBe(20 - baskets.length)

    await b1.start()
    expect((await call(b1.url, 'GET', '/api/shop/general/settings/')).status).toBe(200)
  }, 180_000)
})
