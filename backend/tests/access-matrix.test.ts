/**
 * Walks the access matrix (src/access/matrix.ts, shown in docs/security.md) against Payload's REST API exactly as the
 * route serves it: the staff-only gate first, then Payload's handlers. Every cell is one request per role; a "no" must
 * be refused (401/403/501), a "yes" must get past access control, "own" and "published" are checked on real documents.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { gateRestRequest } from '../src/access/rest-gate'
import {
  AUTH_MATRIX,
  COLLECTION_MATRIX,
  COLLECTION_OPERATIONS,
  GLOBAL_MATRIX,
  renderAccessMatrix,
  ROLES,
  type Cell,
  type Role,
} from '../src/access/matrix'
import { createProduct, createTestCustomer, TestBrowser, testPayload, TEST_PASSWORD } from './helpers'

const STAFF_PASSWORD = 'Staff-secret-2026'
const MISSING_ID = 2_000_000_000

interface Caller {
  role: Role
  headers: Record<string, string>
  userId?: number
}

/** One REST call through the gate and Payload, as `app/(payload)/api/[...slug]/route.ts` makes it. */
async function rest(caller: Caller, method: string, apiPath: string, body?: unknown) {
  const { payload, config } = await testPayload()
  const { handleEndpoints } = await import('payload')
  const request = () =>
    new Request(`http://localhost/api${apiPath}`, {
      method,
      headers: { ...caller.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const segments = new URL(`http://localhost/api${apiPath}`).pathname.split('/').slice(2).map(decodeURIComponent)
  const refused = await gateRestRequest(payload, request(), segments)
  const response = refused ?? (await handleEndpoints({ config, request: request() }))
  const text = await response.text()
  let json: any = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = text
  }
  return { status: response.status, body: json }
}

const isRefused = (status: number) => status === 401 || status === 403 || status === 501

const callers = {} as Record<Role, Caller>
let customerEmail = ''
let staffEmail = ''
let draftPageId = 0

async function staffCaller(role: 'editor' | 'customerService' | 'admin'): Promise<Caller> {
  const { payload } = await testPayload()
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@delikat.dk`
  const user = await payload.create({ collection: 'users', data: { email, password: STAFF_PASSWORD, name: role, roles: [role] } as never })
  const { token } = await payload.login({ collection: 'users', data: { email, password: STAFF_PASSWORD } })
  return { role, headers: { authorization: `JWT ${token}`, 'x-forwarded-for': `10.9.${ROLES.indexOf(role)}.1` }, userId: user.id as number }
}

beforeAll(async () => {
  const { payload } = await testPayload()
  callers.anonymous = { role: 'anonymous', headers: { 'x-forwarded-for': '10.9.0.1' } }
  const customer = await createTestCustomer()
  customerEmail = customer.email
  const browser = new TestBrowser('10.9.1.1')
  expect((await browser.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })).body.Result).toBe(
    'Success',
  )
  await browser.refreshToken()
  callers.customer = {
    role: 'customer',
    headers: { authorization: `Bearer ${browser.bearer}`, 'x-forwarded-for': browser.address },
    userId: customer.id as number,
  }
  callers.editor = await staffCaller('editor')
  callers.customerService = await staffCaller('customerService')
  callers.admin = await staffCaller('admin')
  staffEmail = (await payload.findByID({ collection: 'users', id: callers.editor.userId! })).email
  // A page that exists only as a draft: editors see it, nobody else does.
  const draft = await payload.create({
    collection: 'pages',
    locale: 'da',
    draft: true,
    data: { title: 'Kladde', url: `/kladde-${randomUUID().slice(0, 8)}/`, _status: 'draft' } as never,
  })
  draftPageId = draft.id as number
}, 180_000)

function expectCell(cell: Cell, status: number, what: string) {
  if (cell === 'no') expect(isRefused(status), `${what} should be refused, got ${status}`).toBe(true)
  else expect(isRefused(status), `${what} should be allowed (${cell}), got ${status}`).toBe(false)
}

describe('the access matrix of Payload REST', () => {
  it('covers every collection and global of the config, and docs/security.md shows it', async () => {
    const { payload } = await testPayload()
    expect(Object.keys(COLLECTION_MATRIX).sort()).toEqual(payload.config.collections.map((c) => c.slug).sort())
    expect(Object.keys(GLOBAL_MATRIX).sort()).toEqual(payload.config.globals.map((g) => g.slug).sort())
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/security.md'), 'utf8')
    expect(doc, 'docs/security.md must contain renderAccessMatrix() verbatim').toContain(renderAccessMatrix())
  })

  for (const [slug, ops] of Object.entries(COLLECTION_MATRIX)) {
    it(`holds for ${slug}`, async () => {
      for (const role of ROLES) {
        const caller = callers[role]
        for (const op of COLLECTION_OPERATIONS) {
          const cell = ops[op][role]
          const what = `${role} ${op} ${slug}`
          if (op === 'read') {
            const answer = await rest(caller, 'GET', `/${slug}?limit=5&depth=0`)
            expectCell(cell, answer.status, what)
            if (cell === 'own' && slug === 'users') expect(answer.body.docs.map((d: { id: number }) => d.id)).toEqual([caller.userId])
            if (cell === 'yes' && slug === 'users') expect(answer.body.totalDocs).toBeGreaterThan(1)
          } else if (op === 'create') {
            // An empty document: allowed callers get past access control to validation (400), refused ones never do.
            expectCell(cell, (await rest(caller, 'POST', `/${slug}`, {})).status, what)
          } else {
            // A document that does not exist: access is decided before the lookup, so "yes" is a 404 and "no" a 403.
            const method = op === 'update' ? 'PATCH' : 'DELETE'
            const answer = await rest(caller, method, `/${slug}/${MISSING_ID}`, op === 'update' ? {} : undefined)
            if (cell === 'own') {
              // Staff's own admin preferences are addressed by key through routes of Payload's own; only users are walked here.
              if (slug !== 'users') continue
              expect(answer.status, `${what} of another's document`).toBe(403)
              if (op === 'update') expect((await rest(caller, 'PATCH', `/users/${caller.userId}`, {})).status, `${what} own`).toBe(200)
            } else expectCell(cell, answer.status, what)
          }
        }
        if (ops.readVersions)
          expectCell(
            ops.readVersions[role],
            (await rest(caller, 'GET', `/${slug}/versions?limit=1`)).status,
            `${role} readVersions ${slug}`,
          )
      }
    }, 60_000)
  }

  it('shows drafts to editors only ("published" is published only)', async () => {
    const query = `/pages?draft=true&depth=0&where[id][equals]=${draftPageId}`
    for (const role of ROLES) {
      const cell = COLLECTION_MATRIX.pages!.read[role]
      const answer = await rest(callers[role], 'GET', query)
      if (cell === 'no') expect(isRefused(answer.status)).toBe(true)
      else expect(answer.body.totalDocs, `${role} sees the draft page`).toBe(cell === 'yes' ? 1 : 0)
    }
  })

  for (const [slug, ops] of Object.entries(GLOBAL_MATRIX)) {
    it(`holds for the global ${slug}`, async () => {
      for (const role of ROLES) {
        expectCell(ops.read[role], (await rest(callers[role], 'GET', `/globals/${slug}`)).status, `${role} read ${slug}`)
        expectCell(ops.update[role], (await rest(callers[role], 'POST', `/globals/${slug}`, {})).status, `${role} update ${slug}`)
      }
    })
  }

  it("closes the customers collection's auth routes to everybody, and opens unlock to customer service", async () => {
    for (const role of ROLES) {
      const caller = callers[role]
      const ops = AUTH_MATRIX.customers
      const calls: Record<string, () => ReturnType<typeof rest>> = {
        login: () => rest(caller, 'POST', '/customers/login', { email: customerEmail, password: TEST_PASSWORD }),
        logout: () => rest(caller, 'POST', '/customers/logout'),
        me: () => rest(caller, 'GET', '/customers/me'),
        'refresh-token': () => rest(caller, 'POST', '/customers/refresh-token'),
        'forgot-password': () => rest(caller, 'POST', '/customers/forgot-password', { email: customerEmail }),
        'reset-password': () => rest(caller, 'POST', '/customers/reset-password', { token: 'x'.repeat(40), password: 'Nyt-kodeord-2026' }),
        unlock: () => rest(caller, 'POST', '/customers/unlock', { email: customerEmail }),
      }
      for (const [op, call] of Object.entries(calls)) {
        const answer = await call()
        expectCell(ops[op as keyof typeof ops]![role], answer.status, `${role} customers/${op}`)
        // The refused login never hands out a token.
        if (op === 'login') expect(answer.body?.token).toBeUndefined()
      }
    }
  })

  it("lets anyone use the admin's own login and reset, and only admins unlock staff", async () => {
    for (const role of ROLES) {
      const caller = callers[role]
      const login = await rest(caller, 'POST', '/users/login', { email: staffEmail, password: STAFF_PASSWORD })
      expectCell(AUTH_MATRIX.users.login![role], login.status, `${role} users/login`)
      const reset = await rest(caller, 'POST', '/users/forgot-password', { email: staffEmail })
      expectCell(AUTH_MATRIX.users['forgot-password']![role], reset.status, `${role} users/forgot-password`)
      const unlock = await rest(caller, 'POST', '/users/unlock', { email: staffEmail })
      expectCell(AUTH_MATRIX.users.unlock![role], unlock.status, `${role} users/unlock`)
    }
  })

  it('never lets a customer change who they are to the shop, on any path', async () => {
    const { payload } = await testPayload()
    const customer = callers.customer
    const id = customer.userId!
    const attack = {
      email: `taken-${randomUUID().slice(0, 6)}@example.dk`,
      clientType: 'B2B',
      cvr: '12345674',
      hardId: 'mine',
      accountBlocked: false,
    }
    expect(isRefused((await rest(customer, 'PATCH', `/customers/${id}`, attack)).status)).toBe(true)
    const after = await payload.findByID({ collection: 'customers', id })
    expect(after.email).toBe(customerEmail)
    expect(after.clientType).toBe('B2C')
  })

  it('keeps running and future campaigns and page versions from visitors and customers', async () => {
    for (const role of ['anonymous', 'customer'] as const) {
      expect(isRefused((await rest(callers[role], 'GET', '/campaigns')).status)).toBe(true)
      expect(isRefused((await rest(callers[role], 'GET', '/pages/versions')).status)).toBe(true)
      expect(isRefused((await rest(callers[role], 'GET', '/payload-locked-documents')).status)).toBe(true)
      expect(isRefused((await rest(callers[role], 'GET', '/og')).status)).toBe(true)
    }
  })

  /**
   * The shop API's PDFs (docs/api/pdf.md) are not Payload collections, so the matrix above does not list them; who
   * may fetch each is fixed here instead. Staff logged into the admin are guests to the shop (they shop as a customer
   * only by acting as one, docs/adr/0028), so only the customer gets the favourites; nobody gets a card that is not theirs.
   */
  it('gives the PDFs to whom docs/api/pdf.md says', async () => {
    const product = await createProduct()
    const expected: Record<string, (role: Role) => number> = {
      [`GET /shop/product/${product.id}/pdf/`]: () => 200,
      'GET /shop/product/favorites/pdf/': (role) => (role === 'customer' ? 200 : 401),
      'POST /shop/product/search/pdf/': () => 200,
      'POST /shop/giftcard/download/': () => 404,
    }
    const bodies: Record<string, unknown> = {
      'POST /shop/product/search/pdf/': { Query: product.name },
      'POST /shop/giftcard/download/': { Code: 'ABCD EFGH JKMN PQRS' },
    }
    for (const role of ROLES) {
      for (const [route, status] of Object.entries(expected)) {
        const [method, apiPath] = route.split(' ') as [string, string]
        const answer = await rest(callers[role], method, apiPath, bodies[route])
        expect(answer.status, `${role} ${route}`).toBe(status(role))
      }
    }
  })
})
