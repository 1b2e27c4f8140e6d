/**
 * Consent records and the customer club through the shop API (docs/api/marketing.md, docs/adr/0029): cookie
 * choices kept as proof without the IP address, the club joined and left, the interests, the guests' sign-up form,
 * every change with its history, the built-in marketing platform receiving them, staff acting refused, and the
 * customer's data export and deletion.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api, createTestCustomer, http, TEST_PASSWORD, TestBrowser, testPayload, testPool } from './helpers'

const VERSION = 'club-2026-11'

const choice = (overrides: Record<string, unknown> = {}) => ({
  ConsentId: randomUUID(),
  Version: 'cookies-2026.11_a',
  Categories: { Functional: true, Statistic: false, Marketing: true },
  Method: 'Custom',
  Url: '/vin/roedvin/',
  ...overrides,
})

async function loggedIn(overrides: Record<string, unknown> = {}) {
  const customer = await createTestCustomer(overrides)
  const browser = new TestBrowser()
  const login = await browser.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
  expect(login.body.Result).toBe('Success')
  await browser.refreshToken()
  return { customer, browser }
}

async function rows<T = any>(sql: string, params: unknown[]): Promise<T[]> {
  return (await (await testPool()).query(sql, params)).rows as T[]
}

const eventsOf = (customerId: number) =>
  rows('SELECT kind, action, value, version, source FROM consent_events WHERE customer_id = $1 ORDER BY id', [customerId])
const platformCallsFor = (email: string) =>
  rows('SELECT operation, hard_id, body FROM marketing_platform_calls WHERE email = $1 ORDER BY id', [email])

describe('POST /consent/ (proof of cookie consent)', () => {
  it("records a guest's choice with its fields, the user agent cut to 300 characters, and no IP address", async () => {
    const address = '198.51.100.77'
    const body = choice()
    const answer = await http('POST', '/consent/', body, { 'x-forwarded-for': address, 'user-agent': `Mozilla/5.0 ${'x'.repeat(400)}` })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.body).toEqual({ ConsentId: body.ConsentId, RecordedAt: expect.any(String) })
    const [row] = await rows('SELECT to_jsonb(c) AS row FROM cookie_consents c WHERE consent_id = $1', [body.ConsentId])
    expect(row.row).toMatchObject({
      consent_id: body.ConsentId,
      version: 'cookies-2026.11_a',
      functional: true,
      statistic: false,
      marketing: true,
      method: 'Custom',
      url: '/vin/roedvin/',
      customer_id: null,
    })
    expect(new Date(row.row.recorded_at).toISOString()).toBe(answer.body.RecordedAt)
    expect(row.row.user_agent).toHaveLength(300)
    expect(JSON.stringify(row.row)).not.toContain(address)
    expect(JSON.stringify(row.row)).not.toContain('198.51')
  })

  it("links a logged-in customer's choice to the customer", async () => {
    const { customer, browser } = await loggedIn()
    const body = choice({ Method: 'AcceptAll', Url: undefined })
    expect((await browser.call('POST', '/consent/', body)).status).toBe(201)
    const [row] = await rows('SELECT customer_id, url, method FROM cookie_consents WHERE consent_id = $1', [body.ConsentId])
    expect(row).toEqual({ customer_id: customer.id, url: null, method: 'AcceptAll' })
  })

  it('refuses malformed bodies with 400 in the error shape, and records nothing', async () => {
    const id = randomUUID()
    const bad = [
      choice({ ConsentId: id, Extra: 1 }),
      choice({ ConsentId: 'not-a-uuid' }),
      choice({ ConsentId: id.replace(/^(.{14})./, '$11') }), // version 1, not 4
      choice({ ConsentId: id, Version: '' }),
      choice({ ConsentId: id, Version: 'v'.repeat(41) }),
      choice({ ConsentId: id, Version: 'v 1' }),
      choice({ ConsentId: id, Categories: { Functional: true, Statistic: false } }),
      choice({ ConsentId: id, Categories: { Functional: true, Statistic: false, Marketing: 'yes' } }),
      choice({ ConsentId: id, Categories: { Functional: true, Statistic: false, Marketing: true, Other: true } }),
      choice({ ConsentId: id, Method: 'Maybe' }),
      choice({ ConsentId: id, Url: 'https://evil.example/' }),
      choice({ ConsentId: id, Url: '//evil.example/' }),
      choice({ ConsentId: id, Url: `/${'a'.repeat(300)}` }),
      { ConsentId: id },
      [],
    ]
    for (const body of bad) {
      const answer = await api('POST', '/consent/', body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(answer.body).toMatchObject({ ErrorCode: 'ValidationError', Message: expect.any(String), Errors: expect.any(Object) })
    }
    const broken = await api('POST', '/consent/', '{"ConsentId":')
    expect(broken.status).toBe(400)
    expect(broken.body.ErrorCode).toBe('InvalidJson')
    expect(await rows('SELECT 1 FROM cookie_consents WHERE consent_id = $1', [id])).toEqual([])
  })

  it('limits one client address to 60 choices in 10 minutes', async () => {
    const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    for (let i = 0; i < 60; i++) expect((await http('POST', '/consent/', choice(), { 'x-forwarded-for': address })).status).toBe(201)
    const limited = await http('POST', '/consent/', choice(), { 'x-forwarded-for': address })
    expect(limited.status).toBe(429)
    expect(limited.body.ErrorCode).toBe('TooManyAttempts')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not affected.
    expect((await http('POST', '/consent/', choice())).status).toBe(201)
  })
})

describe('the customer club', () => {
  it('shows guests the terms in their culture, not a membership', async () => {
    const da = await api('GET', '/bloomreach/clubmemberconsent/')
    expect(da.status).toBe(200)
    expect(da.body).toEqual({ ClubMember: false, ConsentGivenAt: null, Text: expect.stringContaining('Delikat Klub'), Version: VERSION })
    expect(da.body.Text).toMatch(/Min konto/)
    const en = await api('GET', '/bloomreach/clubmemberconsent/?culture=en')
    expect(en.body.Text).toMatch(/^Delikat Club is free/)
  })

  it('is joined and left by the customer, with a history event each time and the platform told', async () => {
    const { customer, browser } = await loggedIn()
    expect((await browser.call('PUT', '/customer/clubmemberconsent/', { Consent: true, Version: 'club-2020-01' })).body.ErrorCode).toBe(
      'ClubTermsChanged',
    )
    expect((await browser.call('PUT', '/customer/clubmemberconsent/', { Consent: false, Version: VERSION })).status).toBe(400)
    const joined = await browser.call('PUT', '/customer/clubmemberconsent/', { Consent: true, Version: VERSION })
    expect(joined.status).toBe(200)
    expect(joined.body).toMatchObject({ ClubMember: true, ConsentGivenAt: expect.any(String), Version: VERSION })
    expect((await browser.call('GET', '/bloomreach/clubmemberconsent/')).body.ClubMember).toBe(true)
    expect((await browser.call('GET', '/customer/')).body.ClubMember).toBe(true)

    const left = await browser.call('DELETE', '/customer/clubmemberconsentwithdraw/', { Reason: 'For mange mails' })
    expect(left.status).toBe(200)
    expect(left.body).toMatchObject({ ClubMember: false, ConsentGivenAt: null, Version: VERSION })
    const [stored] = await rows('SELECT club_member, club_member_consent_at FROM customers WHERE id = $1', [customer.id])
    expect(stored).toEqual({ club_member: false, club_member_consent_at: null })
    // Leaving again (without a body) changes nothing and records nothing.
    expect((await browser.call('DELETE', '/customer/clubmemberconsentwithdraw/')).body.ClubMember).toBe(false)

    expect(await eventsOf(customer.id)).toEqual([
      { kind: 'club', action: 'granted', value: null, version: VERSION, source: 'account' },
      { kind: 'club', action: 'withdrawn', value: { reason: 'For mange mails' }, version: null, source: 'account' },
    ])
    const calls = await platformCallsFor(customer.email)
    expect(calls.map((c) => [c.operation, c.hard_id])).toEqual([
      ['updateAttributes', customer.hardId],
      ['updateConsents', customer.hardId],
      ['updateAttributes', customer.hardId],
      ['updateConsents', customer.hardId],
    ])
    expect(calls[1].body.changes).toEqual([
      { category: 'club', action: 'accept', source: 'account', version: VERSION, at: expect.any(String) },
    ])
    expect(calls[3].body.changes).toEqual([{ category: 'club', action: 'reject', source: 'account', at: expect.any(String) }])
  })

  it('refuses a reason over 500 characters and a business customer', async () => {
    const { browser } = await loggedIn()
    expect((await browser.call('DELETE', '/customer/clubmemberconsentwithdraw/', { Reason: 'x'.repeat(501) })).status).toBe(400)
    const business = await createTestCustomer({ clientType: 'B2B' })
    const b2b = new TestBrowser()
    await b2b.call('POST', '/login/', { Email: business.email, Password: TEST_PASSWORD, ClientType: 'B2B' })
    await b2b.refreshToken()
    expect((await b2b.call('PUT', '/customer/clubmemberconsent/', { Consent: true, Version: VERSION })).body.ErrorCode).toBe(
      'ClubForConsumersOnly',
    )
  })
})

describe('legitimate interests', () => {
  it('are read, replaced and withdrawn, each change with its history; unknown keys are a 400', async () => {
    const { customer, browser } = await loggedIn()
    const initial = await browser.call('GET', '/bloomreach/legitimateinterests/')
    expect(initial.body.Interests.map((i: { Key: string; Selected: boolean }) => [i.Key, i.Selected])).toEqual([
      ['ProductRecommendations', false],
      ['Events', false],
      ['Surveys', false],
    ])
    expect(initial.body.Interests[1]).toEqual({ Key: 'Events', Label: 'Arrangementer', Description: expect.any(String), Selected: false })

    const put = await browser.call('PUT', '/customer/legitimateinterests/', { Interests: ['Surveys', 'Events'] })
    expect(put.status).toBe(200)
    expect(put.body.Interests.filter((i: { Selected: boolean }) => i.Selected).map((i: { Key: string }) => i.Key)).toEqual([
      'Events',
      'Surveys',
    ])
    expect((await browser.call('GET', '/customer/')).body.LegitimateInterests).toEqual(['Events', 'Surveys'])
    await browser.call('PUT', '/customer/legitimateinterests/', { Interests: ['Events', 'Surveys'] }) // unchanged: no event
    await browser.call('PUT', '/customer/legitimateinterests/', { Interests: ['ProductRecommendations'] })
    await browser.call('PUT', '/customer/legitimateinterests/', { Interests: [] })
    expect((await browser.call('GET', '/bloomreach/customersettings/')).body.LegitimateInterests).toEqual([])

    for (const body of [{ Interests: ['Events', 'Spam'] }, { Interests: 'Events' }, {}, { Interests: [], Other: 1 }]) {
      const refused = await browser.call('PUT', '/customer/legitimateinterests/', body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.ErrorCode).toBe('ValidationError')
    }
    expect(await eventsOf(customer.id)).toEqual([
      { kind: 'legitimateInterests', action: 'granted', value: ['Events', 'Surveys'], version: null, source: 'account' },
      { kind: 'legitimateInterests', action: 'changed', value: ['ProductRecommendations'], version: null, source: 'account' },
      { kind: 'legitimateInterests', action: 'withdrawn', value: [], version: null, source: 'account' },
    ])
    const calls = await platformCallsFor(customer.email)
    expect(calls[1].body.changes.map((c: { category: string; action: string }) => `${c.category}:${c.action}`).sort()).toEqual([
      'Events:reject',
      'ProductRecommendations:accept',
      'Surveys:reject',
    ])
  })

  it('are all unselected for guests, in English too', async () => {
    const en = await api('GET', '/bloomreach/legitimateinterests/?culture=en')
    expect(en.body.Interests.map((i: { Label: string; Selected: boolean }) => [i.Label, i.Selected])).toEqual([
      ['Recommendations', false],
      ['Events', false],
      ['Surveys', false],
    ])
  })
})

describe('guests', () => {
  it('get 401 on the customer calls, whatever the body', async () => {
    for (const [method, path, body] of [
      ['PUT', '/customer/clubmemberconsent/', { Consent: true, Version: VERSION }],
      ['DELETE', '/customer/clubmemberconsentwithdraw/', {}],
      ['DELETE', '/customer/clubmemberconsentwithdraw/', { Nonsense: true }],
      ['PUT', '/customer/legitimateinterests/', { Interests: ['Events'] }],
    ] as const) {
      const answer = await api(method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body.ErrorCode).toBe('Unauthorized')
    }
  })
})

describe('POST /bloomreach/clubsignup/ (the sign-up form)', () => {
  it('answers the same for an address with an account and one without, records the consent and leaves the account alone', async () => {
    const existing = await createTestCustomer()
    const unknown = `ny-${randomUUID().slice(0, 8)}@example.dk`
    const a = await http('POST', '/bloomreach/clubsignup/', { Email: existing.email, FirstName: 'Kim', Consent: true, Version: VERSION })
    const b = await http('POST', '/bloomreach/clubsignup/', { Email: unknown.toUpperCase(), Consent: true, Version: VERSION })
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body).toEqual({ Result: 'Success' })
    expect(b.body).toEqual(a.body)
    expect(a.headers.get('cache-control')).toBe('no-store')

    const events = await rows(
      'SELECT customer_id, email, kind, action, version, source FROM consent_events WHERE email = ANY($1) ORDER BY id',
      [[existing.email, unknown]],
    )
    expect(events).toEqual([
      { customer_id: null, email: existing.email, kind: 'club', action: 'granted', version: VERSION, source: 'clubSignupForm' },
      { customer_id: null, email: unknown, kind: 'club', action: 'granted', version: VERSION, source: 'clubSignupForm' },
    ])
    const [account] = await rows('SELECT club_member FROM customers WHERE id = $1', [existing.id])
    expect(account.club_member).not.toBe(true)
    expect(await rows('SELECT 1 FROM customers WHERE email = $1', [unknown])).toEqual([])

    const calls = await platformCallsFor(unknown)
    expect(calls).toEqual([
      { operation: 'updateAttributes', hard_id: null, body: { attributes: { club_member: true } } },
      {
        operation: 'updateConsents',
        hard_id: null,
        body: { changes: [{ category: 'club', action: 'accept', source: 'clubSignupForm', version: VERSION, at: expect.any(String) }] },
      },
    ])
    expect((await platformCallsFor(existing.email))[0].body.attributes).toEqual({ club_member: true, first_name: 'Kim' })
  })

  it('refuses a malformed body and old terms, and limits a client to 5 sign-ups an hour', async () => {
    for (const body of [
      { Email: 'ikke-en-adresse', Consent: true, Version: VERSION },
      { Email: 'a@example.dk', Consent: false, Version: VERSION },
      { Email: 'a@example.dk', Version: VERSION },
      { Email: 'a@example.dk', Consent: true, Version: VERSION, Password: 'x' },
    ]) {
      const answer = await api('POST', '/bloomreach/clubsignup/', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.ErrorCode).toBe('ValidationError')
    }
    expect(
      (await api('POST', '/bloomreach/clubsignup/', { Email: 'a@example.dk', Consent: true, Version: 'club-1999' })).body.ErrorCode,
    ).toBe('ClubTermsChanged')
    const address = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const signUp = () =>
      http(
        'POST',
        '/bloomreach/clubsignup/',
        { Email: `r-${randomUUID().slice(0, 8)}@example.dk`, Consent: true, Version: VERSION },
        {
          'x-forwarded-for': address,
        },
      )
    for (let i = 0; i < 5; i++) expect((await signUp()).status).toBe(201)
    const limited = await signUp()
    expect(limited.status).toBe(429)
    expect(limited.body.ErrorCode).toBe('TooManyAttempts')
  })

  it('makes a logged-in customer a member, as joining from the account', async () => {
    const { customer, browser } = await loggedIn()
    const answer = await browser.call('POST', '/bloomreach/clubsignup/', {
      Email: 'someone-else@example.dk',
      Consent: true,
      Version: VERSION,
    })
    expect(answer.status).toBe(201)
    const [stored] = await rows('SELECT club_member FROM customers WHERE id = $1', [customer.id])
    expect(stored.club_member).toBe(true)
    expect(await eventsOf(customer.id)).toEqual([
      { kind: 'club', action: 'granted', value: null, version: VERSION, source: 'clubSignupForm' },
    ])
    expect(await rows('SELECT 1 FROM consent_events WHERE email = $1', ['someone-else@example.dk'])).toEqual([])
  })
})

describe('staff acting as the customer', () => {
  it('are refused every consent change with 403 ImpersonationNotAllowed, and a cookie choice is not filed as the customer’s', async () => {
    const { payload } = await testPayload()
    const customer = await createTestCustomer({ legitimateInterests: ['Events'] })
    const staffEmail = `cs-${randomUUID().slice(0, 8)}@delikat.dk`
    await payload.create({
      collection: 'users',
      data: { email: staffEmail, password: 'Staff-secret-2026', name: 'Kundeservice', roles: ['customerService'] } as never,
    })
    const staff = new TestBrowser()
    expect((await staff.call('POST', '/auth/staff/login/', { Email: staffEmail, Password: 'Staff-secret-2026' })).body.Result).toBe(
      'Success',
    )
    expect((await staff.call('POST', '/auth/impersonation/start/', { CustomerId: customer.id })).status).toBe(200)
    expect((await staff.refreshToken()).status).toBe(200)

    // Reading is fine: staff see what the customer sees.
    expect((await staff.call('GET', '/bloomreach/legitimateinterests/')).body.Interests[1].Selected).toBe(true)
    for (const [method, path, body] of [
      ['PUT', '/customer/clubmemberconsent/', { Consent: true, Version: VERSION }],
      ['DELETE', '/customer/clubmemberconsentwithdraw/', {}],
      ['PUT', '/customer/legitimateinterests/', { Interests: [] }],
      ['POST', '/bloomreach/clubsignup/', { Email: customer.email, Consent: true, Version: VERSION }],
    ] as const) {
      const answer = await staff.call(method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(answer.body.ErrorCode).toBe('ImpersonationNotAllowed')
    }
    const [stored] = await rows('SELECT club_member FROM customers WHERE id = $1', [customer.id])
    expect(stored.club_member).not.toBe(true)
    expect(await eventsOf(customer.id)).toEqual([])
    expect(await platformCallsFor(customer.email)).toEqual([])

    // A cookie choice in the staff member's browser is that browser's: kept, but never filed as the customer's.
    const cookieChoice = choice()
    expect((await staff.call('POST', '/consent/', cookieChoice)).status).toBe(201)
    const [kept] = await rows('SELECT customer_id FROM cookie_consents WHERE consent_id = $1', [cookieChoice.ConsentId])
    expect(kept).toEqual({ customer_id: null })
  })
})

describe('the consents changed elsewhere', () => {
  it('are recorded from sign-up, the account update and the login consent step', async () => {
    const email = `s-${randomUUID().slice(0, 8)}@example.dk`
    const signUp = await api('POST', '/customer/', {
      ClientType: 'B2C',
      Email: email,
      Password: 'Mit-kodeord-2026',
      FirstName: 'Karen',
      LastName: 'Larsen',
      Phone: '20304050',
      Address: 'Nørregade 7',
      Zip: '1165',
      City: 'København K',
      Newsletter: true,
      ClubMember: true,
      ClubMemberConsent: true,
      AcceptTerms: true,
    })
    expect(signUp.status).toBe(201)
    const [created] = await rows<{ id: number; hard_id: string }>('SELECT id, hard_id FROM customers WHERE email = $1', [email])
    const browser = new TestBrowser()
    await browser.call('POST', '/login/', { Email: email, Password: 'Mit-kodeord-2026', ClientType: 'B2C' })
    await browser.refreshToken()
    expect((await browser.call('PUT', '/customer/', { Newsletter: false, LegitimateInterests: ['Surveys'] })).status).toBe(200)
    expect((await browser.call('PUT', '/customer/', { FirstName: 'Karin' })).status).toBe(200) // no consent changed
    expect(await eventsOf(created!.id)).toEqual([
      { kind: 'club', action: 'granted', value: null, version: VERSION, source: 'signup' },
      { kind: 'newsletter', action: 'granted', value: null, version: null, source: 'signup' },
      { kind: 'newsletter', action: 'withdrawn', value: null, version: null, source: 'account' },
      { kind: 'legitimateInterests', action: 'granted', value: ['Surveys'], version: null, source: 'account' },
    ])
    const calls = await platformCallsFor(email)
    expect(calls.every((c) => c.hard_id === created!.hard_id)).toBe(true)
    expect(calls[0].body.attributes).toEqual({ club_member: true, newsletter: true })

    // A member without the consent on record accepts the terms at login.
    const member = await createTestCustomer({ clubMember: true, clubMemberConsentAt: null })
    const login = await http('POST', '/login/', {
      Email: member.email,
      Password: TEST_PASSWORD,
      ClientType: 'B2C',
      ClubMemberConsent: true,
    })
    expect(login.body.Result).toBe('Success')
    expect(await eventsOf(member.id)).toEqual([{ kind: 'club', action: 'granted', value: null, version: VERSION, source: 'login' }])
  })
})

describe("the customer's data", () => {
  it('exports the consent history and cookie choices, and the deletion removes the history but keeps the choices unlinked', async () => {
    const { customer, browser } = await loggedIn()
    const cookie = choice()
    await browser.call('POST', '/consent/', cookie, { 'user-agent': 'Testbrowser/1.0' })
    await browser.call('PUT', '/customer/clubmemberconsent/', { Consent: true, Version: VERSION })
    await browser.call('PUT', '/customer/legitimateinterests/', { Interests: ['Events'] })
    // A sign-up with the account's address made as a guest is about the same person.
    await http('POST', '/bloomreach/clubsignup/', { Email: customer.email, Consent: true, Version: VERSION })

    const file = (await browser.call('GET', '/customer/export/')).body
    expect(file.ConsentHistory).toEqual([
      { Kind: 'club', Action: 'granted', Value: null, Version: VERSION, Source: 'account', RecordedAt: expect.any(String) },
      {
        Kind: 'legitimateInterests',
        Action: 'granted',
        Value: ['Events'],
        Version: null,
        Source: 'account',
        RecordedAt: expect.any(String),
      },
      { Kind: 'club', Action: 'granted', Value: null, Version: VERSION, Source: 'clubSignupForm', RecordedAt: expect.any(String) },
    ])
    expect(file.CookieConsents).toEqual([
      {
        ConsentId: cookie.ConsentId,
        Version: cookie.Version,
        Functional: true,
        Statistic: false,
        Marketing: true,
        Method: 'Custom',
        Url: '/vin/roedvin/',
        RecordedAt: expect.any(String),
      },
    ])

    const deleted = await browser.call('POST', '/customer/delete/', { Password: TEST_PASSWORD, Confirm: true })
    expect(deleted.body.Result).toBe('Deleted')
    expect(await rows('SELECT 1 FROM consent_events WHERE customer_id = $1 OR email = $2', [customer.id, customer.email])).toEqual([])
    expect(await platformCallsFor(customer.email)).toEqual([])
    const kept = await rows('SELECT customer_id, user_agent, method FROM cookie_consents WHERE consent_id = $1', [cookie.ConsentId])
    expect(kept).toEqual([{ customer_id: null, user_agent: null, method: 'Custom' }])
  })
})
