/**
 * Scripted mail through the shop (docs/security.md, "Unthrottled mail and sign-up"): every call that makes the shop
 * mail an address someone typed is limited per client, and the names such a mail carries cannot hold a link.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { gateRestRequest } from '../src/access/rest-gate'
import { api, mailsTo, testPayload, TestBrowser } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  ClientType: 'B2C',
  Email: `spam-${randomUUID().slice(0, 8)}@example.dk`,
  Password: 'Hemmelig-2026',
  FirstName: 'Sofie',
  LastName: 'Sørensen',
  Phone: '20304050',
  Address: 'Vestergade 1',
  Zip: '8000',
  City: 'Aarhus C',
  AcceptTerms: true,
  ...overrides,
})

describe('sign-up', () => {
  it('allows 5 sign-ups per client an hour, taken addresses included; the 6th is a 429 and mails nobody', async () => {
    const client = new TestBrowser()
    const taken = signUpBody()
    expect((await client.call('POST', '/customer/', taken)).status).toBe(201)
    // Probing whether an address has an account counts too.
    expect((await client.call('POST', '/customer/', taken)).status).toBe(409)
    for (let i = 0; i < 3; i++) expect((await new TestBrowser(client.address).call('POST', '/customer/', signUpBody())).status).toBe(201)
    const victim = signUpBody()
    const refused = await new TestBrowser(client.address).call('POST', '/customer/', victim)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ ErrorCode: 'TooManyAttempts', Message: expect.stringMatching(/for mange konti/) })
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    await new Promise((r) => setTimeout(r, 300))
    expect(await mailsTo(victim.Email)).toEqual([])
    // Another client is not held back by this one.
    expect((await new TestBrowser().call('POST', '/customer/', signUpBody())).status).toBe(201)
  })

  it("counts a guest's account made at checkout like any sign-up", async () => {
    await seededPayload()
    const client = new TestBrowser()
    for (let i = 0; i < 5; i++) expect((await new TestBrowser(client.address).call('POST', '/customer/', signUpBody())).status).toBe(201)
    const uid = (await client.call('POST', '/basket/', {})).body.Uid
    const email = `gaest-${randomUUID().slice(0, 8)}@example.dk`
    const details = {
      Email: email,
      Phone: '20304050',
      FirstName: 'Gitte',
      LastName: 'Gæst',
      Address: 'Vestergade 1',
      Zip: '8000',
      City: 'Aarhus C',
      Password: 'Smagfuld-2026',
    }
    const answer = await client.call('POST', `/checkout/${uid}/invoicedetails/`, details)
    expect(answer.status).toBe(429)
    expect(await mailsTo(email)).toEqual([])
  })

  it("refuses names that carry a link or markup, with the field's message, and creates nothing", async () => {
    const { payload } = await testPayload()
    for (const [field, value] of [
      ['FirstName', 'Vind en iPhone på https://evil.example'],
      ['FirstName', 'www.evil.example'],
      ['LastName', 'Klik evil-phish.com nu'],
      ['LastName', '<a href=x>Sørensen</a>'],
      ['FirstName', 'hej@evil.example'],
    ] as const) {
      const body = signUpBody({ [field]: value })
      const answer = await api('POST', '/customer/', body)
      expect(answer.status, value).toBe(400)
      expect(answer.body.ErrorCode).toBe('ContainsError')
      expect(answer.body.Errors[field]).toMatch(/uden webadresse/)
      expect((await payload.count({ collection: 'customers', where: { email: { equals: body.Email } } })).totalDocs).toBe(0)
    }
    // Real names with dots and dashes are fine.
    expect((await api('POST', '/customer/', signUpBody({ FirstName: 'Jens-Peter', LastName: 'St. Clair' }))).status).toBe(201)
  })

  it('keeps links out of the company name of a business sign-up and of a profile change', async () => {
    const body = signUpBody({ ClientType: 'B2B', Company: 'Køb billigt på evil.example ApS', Cvr: '12345674' })
    const answer = await api('POST', '/customer/', body)
    expect(answer.status).toBe(400)
    expect(answer.body.Errors.Company).toMatch(/uden webadresse/)
    const browser = new TestBrowser()
    expect((await browser.call('POST', '/customer/', signUpBody())).status).toBe(201)
    await browser.refreshToken()
    const change = await browser.call('PUT', '/customer/', { FirstName: 'Se http://evil.example' })
    expect(change.status).toBe(400)
  })
})

describe("Payload's own reset mail for staff", () => {
  it("is limited per client like the shop's: the 6th request in 15 minutes is a 429", async () => {
    const { payload } = await testPayload()
    const address = `10.77.${Math.floor(Math.random() * 250)}.1`
    const request = () =>
      new Request('http://localhost/api/users/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: 'nobody@delikat.dk' }),
      })
    for (let i = 0; i < 5; i++) expect(await gateRestRequest(payload, request(), ['users', 'forgot-password'])).toBeNull()
    const refused = await gateRestRequest(payload, request(), ['users', 'forgot-password'])
    expect(refused?.status).toBe(429)
  })
})
