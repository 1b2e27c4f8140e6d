/** Login, session cookie, bearer tokens, logout and the password reset by e-mail (docs/api/customers.md, ADR 0015). */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { dbPool } from '../src/db/pool'
import { findLink } from '../src/shop/email/eml'
import { createTestCustomer, http, mailsTo, TEST_PASSWORD, TestBrowser, testPayload, waitForMail } from './helpers'

const DAY = 24 * 3600

async function pool() {
  return dbPool((await testPayload()).payload)
}

async function sessionCount(customerId: number): Promise<number> {
  const { rows } = await (await pool()).query('SELECT count(*)::int AS n FROM customers_sessions WHERE _parent_id = $1', [customerId])
  return rows[0].n
}

async function customerRow(customerId: number) {
  const { rows } = await (
    await pool()
  ).query('SELECT login_attempts, lock_until, club_member_consent_at FROM customers WHERE id = $1', [customerId])
  return rows[0]
}

function login(
  browser: TestBrowser,
  email: string,
  password: string,
  clientType: 'B2C' | 'B2B' = 'B2C',
  extra: Record<string, unknown> = {},
  query = '',
) {
  return browser.call('POST', `/login/${query}`, { Email: email, Password: password, ClientType: clientType, ...extra })
}

/** The claims of a JWT (no check: the tests only look inside what the API handed out). */
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))

describe('POST /login/', () => {
  it('logs a consumer in: the HttpOnly session cookie (SameSite=Strict, Path=/, 30 days) and the customer', async () => {
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    const answer = await login(browser, customer.email.toUpperCase(), TEST_PASSWORD)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      Result: 'Success',
      Customer: expect.objectContaining({
        Email: customer.email,
        FirstName: 'Kim',
        ClientType: 'B2C',
        CanImpersonate: false,
        HardId: customer.hardId,
      }),
    })
    expect(answer.setCookies).toHaveLength(1)
    const cookie = answer.setCookies[0]!
    expect(cookie).toMatch(/^delikat-session=[\w-]+\.[\w-]+\.[\w-]+;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain(`Max-Age=${30 * DAY}`)
    // Plain http on the developer's machine: no Secure, or the browser would drop the cookie.
    expect(cookie).not.toContain('Secure')
    expect(await sessionCount(customer.id)).toBe(1)
  })

  it('marks the cookie Secure when the shop is reached by its public host', async () => {
    const customer = await createTestCustomer()
    const answer = await login(new TestBrowser(), customer.email, TEST_PASSWORD, 'B2C', {}, '')
    expect(answer.setCookies[0]).not.toContain('Secure')
    const browser = new TestBrowser()
    const publicHost = await browser.call(
      'POST',
      '/login/',
      { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' },
      { 'x-forwarded-host': 'www.delikat.dk' },
    )
    expect(publicHost.body.Result).toBe('Success')
    expect(publicHost.setCookies[0]).toMatch(/; Secure/)
    expect(publicHost.setCookies[0]).toContain('HttpOnly')
  })

  it('answers InvalidCredentials alike for a wrong password and an unknown e-mail, in the culture, without a cookie', async () => {
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    const wrong = await login(browser, customer.email, 'Wrong-pass-2026')
    const unknown = await login(browser, `ingen-${randomUUID()}@example.dk`, TEST_PASSWORD)
    expect(wrong.status).toBe(200)
    expect(wrong.body).toEqual({ Result: 'InvalidCredentials', Message: 'Forkert e-mailadresse eller adgangskode.' })
    expect(unknown.body).toEqual(wrong.body)
    expect(wrong.setCookies).toEqual([])
    expect(unknown.setCookies).toEqual([])
    const english = await login(browser, customer.email, 'Wrong-pass-2026', 'B2C', {}, '?culture=en')
    expect(english.body).toEqual({ Result: 'InvalidCredentials', Message: 'Wrong e-mail address or password.' })
    expect(await sessionCount(customer.id)).toBe(0)
  })

  it('refuses the wrong dialog with InvalidAccountSetup naming the right one, and starts no session', async () => {
    const business = await createTestCustomer({ clientType: 'B2B' })
    const consumer = await createTestCustomer()
    const browser = new TestBrowser()

    const viaConsumerDialog = await login(browser, business.email, TEST_PASSWORD, 'B2C')
    expect(viaConsumerDialog.body).toEqual({
      Result: 'InvalidAccountSetup',
      Message: 'Din konto er en erhvervskonto. Log ind via erhvervslogin.',
    })
    expect(viaConsumerDialog.setCookies).toEqual([])
    expect(await sessionCount(business.id)).toBe(0)

    const viaBusinessDialog = await login(browser, consumer.email, TEST_PASSWORD, 'B2B', {}, '?culture=en')
    expect(viaBusinessDialog.body.Result).toBe('InvalidAccountSetup')
    expect(viaBusinessDialog.body.Message).toMatch(/consumer login/)
    expect(await sessionCount(consumer.id)).toBe(0)

    const right = await login(browser, business.email, TEST_PASSWORD, 'B2B')
    expect(right.body.Result).toBe('Success')
    expect(right.body.Customer).toMatchObject({ ClientType: 'B2B', Company: 'Firma ApS', Cvr: '12345674' })
  })

  it('refuses a blocked account with InvalidAccountSetup, but a wrong password still gets InvalidCredentials', async () => {
    const customer = await createTestCustomer({ accountBlocked: true })
    const browser = new TestBrowser()
    const right = await login(browser, customer.email, TEST_PASSWORD)
    expect(right.body).toEqual({ Result: 'InvalidAccountSetup', Message: 'Din konto er spærret. Kontakt kundeservice.' })
    expect(right.setCookies).toEqual([])
    expect(await sessionCount(customer.id)).toBe(0)
    expect((await login(browser, customer.email, 'Wrong-pass-2026')).body.Result).toBe('InvalidCredentials')
  })

  it('asks a club member for the club consent first, stores it when given, and then logs in', async () => {
    const customer = await createTestCustomer({ clubMember: true })
    const browser = new TestBrowser()
    const first = await login(browser, customer.email, TEST_PASSWORD)
    expect(first.body).toEqual({ Result: 'RequiresClubMemberConsent', Message: expect.stringContaining('klubbens vilkår') })
    expect(first.setCookies).toEqual([])
    expect(await sessionCount(customer.id)).toBe(0)
    expect((await customerRow(customer.id)).club_member_consent_at).toBeNull()

    const consented = await login(browser, customer.email, TEST_PASSWORD, 'B2C', { ClubMemberConsent: true })
    expect(consented.body.Result).toBe('Success')
    expect(consented.body.Customer.ClubMember).toBe(true)
    expect(consented.setCookies[0]).toMatch(/^delikat-session=/)
    expect((await customerRow(customer.id)).club_member_consent_at).not.toBeNull()

    // Asked once: the next login goes straight through.
    expect((await login(new TestBrowser(), customer.email, TEST_PASSWORD)).body.Result).toBe('Success')
    await browser.refreshToken()
    expect((await browser.call('GET', '/bloomreach/customersettings/')).body).toMatchObject({ ClubMember: true, ClubMemberConsent: true })
  })

  it('locks the account after 5 failed logins: even the right password waits until the lock lifts', async () => {
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    for (let i = 1; i <= 4; i++) {
      expect((await login(browser, customer.email, `Wrong-pass-${i}`)).body.Result).toBe('InvalidCredentials')
    }
    const fifth = await login(browser, customer.email, 'Wrong-pass-5')
    expect(fifth.body.Result).toBe('TooManyAttempts')
    expect(fifth.body.Message).toMatch(/Din konto er låst .* Prøv igen om 15 minutter, eller nulstil din adgangskode\./)
    const lockedUntil = new Date(fifth.body.LockedUntil).getTime()
    expect(lockedUntil).toBeGreaterThan(Date.now() + 14 * 60_000)
    expect(lockedUntil).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000)
    const retryAfter = Number(fifth.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)

    const rightButLocked = await login(new TestBrowser(), customer.email, TEST_PASSWORD, 'B2C', {}, '?culture=en')
    expect(rightButLocked.body.Result).toBe('TooManyAttempts')
    expect(rightButLocked.body.Message).toMatch(/Your account is locked/)
    expect(rightButLocked.body.LockedUntil).toBe(new Date(lockedUntil).toISOString())
    expect(rightButLocked.setCookies).toEqual([])
    expect(await sessionCount(customer.id)).toBe(0)

    // The lock lifts: the right password works again and the count starts over.
    await (await pool()).query("UPDATE customers SET lock_until = now() - interval '1 second' WHERE id = $1", [customer.id])
    const unlocked = await login(new TestBrowser(), customer.email, TEST_PASSWORD)
    expect(unlocked.body.Result).toBe('Success')
    expect(Number((await customerRow(customer.id)).login_attempts)).toBe(0)
    expect((await customerRow(customer.id)).lock_until).toBeNull()
  })

  it('limits failed logins per client address: 20 in 15 minutes, then every login from it waits', async () => {
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    // 19 earlier failures from this address (on other accounts), then one real one.
    await (
      await pool()
    ).query("INSERT INTO rate_limits (bucket, client, hits) SELECT 'login', $1, array_agg(now()) FROM generate_series(1, 19)", [
      browser.address,
    ])
    expect((await login(browser, `ingen-${randomUUID()}@example.dk`, 'Wrong-pass-2026')).body.Result).toBe('InvalidCredentials')

    const limited = await login(browser, customer.email, TEST_PASSWORD)
    expect(limited.status).toBe(200)
    expect(limited.body.Result).toBe('TooManyAttempts')
    expect(limited.body.Message).toMatch(/For mange mislykkede login fra din forbindelse\. Prøv igen om 15 minutter\./)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect(new Date(limited.body.LockedUntil).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000)
    expect(limited.setCookies).toEqual([])

    // The account itself is not locked: another address logs in.
    expect((await login(new TestBrowser(), customer.email, TEST_PASSWORD)).body.Result).toBe('Success')
  })

  it('answers 400 for a malformed body, and only then', async () => {
    const browser = new TestBrowser()
    expect((await browser.call('POST', '/login/', { Email: 'a@b.dk', Password: 'x' })).status).toBe(400)
    expect((await browser.call('POST', '/login/', { Email: 'a@b.dk', Password: 'x', ClientType: 'B2X' })).status).toBe(400)
    expect((await browser.call('POST', '/login/', '{not json')).status).toBe(400)
    const blank = await browser.call('POST', '/login/', { Email: '', Password: '', ClientType: 'B2C' })
    expect(blank.status).toBe(200)
    expect(blank.body.Result).toBe('InvalidCredentials')
  })
})

describe('POST /token/ and POST /logout/', () => {
  it('trades the session cookie for a short bearer token that every call accepts', async () => {
    const customer = await createTestCustomer({ clientType: 'B2B' })
    const browser = new TestBrowser()
    expect((await browser.refreshToken()).status).toBe(401)

    await login(browser, customer.email, TEST_PASSWORD, 'B2B')
    const answer = await browser.refreshToken()
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body).sort()).toEqual(['ExpiresAt', 'token'])
    const expiresAt = new Date(answer.body.ExpiresAt).getTime()
    expect(expiresAt).toBeGreaterThan(Date.now() + 59 * 60_000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 60 * 60_000 + 1000)
    expect(claims(answer.body.token)).toMatchObject({
      id: customer.id,
      collection: 'customers',
      email: customer.email,
      clientType: 'B2B',
      sid: expect.any(String),
    })
    // The bearer is not the session token.
    expect(answer.body.token).not.toBe(browser.cookies.get('delikat-session'))

    const me = await http('GET', '/customer/', undefined, { authorization: `Bearer ${answer.body.token}` })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ Email: customer.email, ClientType: 'B2B' })
  })

  it('answers 401 for a cookie that names no session and clears it', async () => {
    const browser = new TestBrowser()
    browser.cookies.set('delikat-session', 'not-a-token')
    const answer = await browser.refreshToken()
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ ErrorCode: 'Unauthorized', Message: expect.any(String) })
    expect(answer.setCookies[0]).toMatch(/^delikat-session=; Max-Age=0;/)
    expect(browser.cookies.has('delikat-session')).toBe(false)
  })

  it('refuses a bearer token as a session for someone whose session has expired or who was blocked since', async () => {
    const { payload } = await testPayload()
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    await login(browser, customer.email, TEST_PASSWORD)
    expect((await browser.refreshToken()).status).toBe(200)

    await payload.update({ collection: 'customers', id: customer.id, data: { accountBlocked: true } })
    expect((await browser.refreshToken()).status).toBe(401)
    await payload.update({ collection: 'customers', id: customer.id, data: { accountBlocked: false } })

    const again = new TestBrowser()
    await login(again, customer.email, TEST_PASSWORD)
    await (
      await pool()
    ).query("UPDATE customers_sessions SET expires_at = now() - interval '1 second' WHERE _parent_id = $1", [customer.id])
    expect((await again.refreshToken()).status).toBe(401)
  })

  it('logout ends the session at once: no new token, and the bearer from before stops working', async () => {
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    await login(browser, customer.email, TEST_PASSWORD)
    await browser.refreshToken()
    const bearer = browser.bearer!
    expect((await browser.call('GET', '/customer/')).status).toBe(200)

    const out = await browser.call('POST', '/logout/')
    expect(out.status).toBe(204)
    expect(out.body).toBeNull()
    expect(out.setCookies[0]).toMatch(/^delikat-session=; Max-Age=0;.*Path=\/; HttpOnly; SameSite=Strict/)
    expect(browser.cookies.has('delikat-session')).toBe(false)
    expect(await sessionCount(customer.id)).toBe(0)

    expect((await browser.refreshToken()).status).toBe(401)
    const stale = await http('GET', '/customer/', undefined, { authorization: `Bearer ${bearer}` })
    expect(stale.status).toBe(401)
    expect(stale.body.ErrorCode).toBe('Unauthorized')
  })

  it('logout ends only its own session, and answers 204 with a cleared cookie without any session too', async () => {
    const customer = await createTestCustomer()
    const phone = new TestBrowser()
    const laptop = new TestBrowser()
    await login(phone, customer.email, TEST_PASSWORD)
    await login(laptop, customer.email, TEST_PASSWORD)
    expect(await sessionCount(customer.id)).toBe(2)
    expect((await phone.call('POST', '/logout/')).status).toBe(204)
    expect((await phone.refreshToken()).status).toBe(401)
    expect((await laptop.refreshToken()).status).toBe(200)

    const guest = await new TestBrowser().call('POST', '/logout/')
    expect(guest.status).toBe(204)
    expect(guest.setCookies[0]).toMatch(/^delikat-session=; Max-Age=0;/)
  })

  it('a new login in the same browser ends the session it held before', async () => {
    const first = await createTestCustomer()
    const second = await createTestCustomer()
    const browser = new TestBrowser()
    await login(browser, first.email, TEST_PASSWORD)
    await browser.refreshToken()
    const firstBearer = browser.bearer!
    await login(browser, second.email, TEST_PASSWORD)
    expect(await sessionCount(first.id)).toBe(0)
    expect((await http('GET', '/customer/', undefined, { authorization: `Bearer ${firstBearer}` })).status).toBe(401)
    await browser.refreshToken()
    expect((await browser.call('GET', '/customer/')).body.Email).toBe(second.email)
  })

  it('treats a customer blocked since the token was issued as logged out on the customer calls', async () => {
    const { payload } = await testPayload()
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    await login(browser, customer.email, TEST_PASSWORD)
    await browser.refreshToken()
    await payload.update({ collection: 'customers', id: customer.id, data: { accountBlocked: true } })
    expect((await browser.call('GET', '/customer/')).status).toBe(401)
    expect(
      (await browser.call('PUT', '/customer/password/', { CurrentPassword: TEST_PASSWORD, NewPassword: 'Nyt-kodeord-2026' })).status,
    ).toBe(401)
    // Blocking ended its sessions, so the bearer is dead on every call, prices and baskets included.
    expect(await sessionCount(customer.id)).toBe(0)
    expect((await browser.call('POST', '/token/')).status).toBe(401)
    // Payload's own login route (reachable on the backend host) lets no blocked account in either.
    await expect(payload.login({ collection: 'customers', data: { email: customer.email, password: TEST_PASSWORD } })).rejects.toThrow(
      /blocked/,
    )
  })

  it('logout with only the bearer token (no cookie) ends that session too', async () => {
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    await login(browser, customer.email, TEST_PASSWORD)
    await browser.refreshToken()
    browser.cookies.clear()
    expect((await browser.call('POST', '/logout/')).status).toBe(204)
    expect(await sessionCount(customer.id)).toBe(0)
    expect((await browser.call('GET', '/customer/')).status).toBe(401)
  })
})

describe('password reset by e-mail', () => {
  const storefront = () => process.env.STOREFRONT_URL ?? 'http://localhost:3000'

  async function requestReset(browser: TestBrowser, email: string, query = '') {
    return browser.call('POST', `/auth/resetpassword/sendmail/${query}`, { Email: email })
  }

  it('mails a link with a token that works once: the password changes, the old one stops working', async () => {
    const customer = await createTestCustomer({ firstName: 'Søren' })
    const browser = new TestBrowser()
    const sent = await requestReset(browser, customer.email)
    expect(sent.status).toBe(202)
    expect(sent.body).toEqual({ Result: 'Sent' })

    const mail = await waitForMail(customer.email)
    expect(mail.file).toMatch(/[/\\]mail[/\\][^/\\]+\.eml$/)
    expect(mail.headers.subject).toBe('Nulstil din adgangskode hos Delikat')
    expect(mail.headers.from).toBe('Delikat <kundeservice@delikat.dk>')
    expect(mail.text).toContain('Kære Søren')
    const link = findLink(mail, '/nulstil-adgangskode/')!
    expect(link).toMatch(new RegExp(`^${storefront().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/nulstil-adgangskode/\\?token=[0-9a-f]{40}$`))
    const token = new URL(link).searchParams.get('token')!

    expect((await browser.call('POST', '/auth/validatetoken/', { Token: token })).body).toEqual({ Valid: true })
    const changed = await browser.call('PUT', '/auth/resetpassword/changepassword/', { Token: token, Password: 'Ny-adgangskode-77' })
    expect(changed.status).toBe(200)
    expect(changed.body).toEqual({ Result: 'Success' })
    // No session is started by the reset itself: the customer logs in.
    expect(changed.setCookies).toEqual([])
    expect(await sessionCount(customer.id)).toBe(0)

    expect((await login(new TestBrowser(), customer.email, TEST_PASSWORD)).body.Result).toBe('InvalidCredentials')
    expect((await login(new TestBrowser(), customer.email, 'Ny-adgangskode-77')).body.Result).toBe('Success')

    // Once only.
    expect((await browser.call('POST', '/auth/validatetoken/', { Token: token })).body).toEqual({ Valid: false })
    const reused = await browser.call('PUT', '/auth/resetpassword/changepassword/', { Token: token, Password: 'Tredje-kodeord-99' })
    expect(reused.status).toBe(400)
    expect(reused.body).toEqual({ ErrorCode: 'InvalidToken', Message: expect.stringContaining('ugyldigt, brugt eller udløbet') })
    expect((await login(new TestBrowser(), customer.email, 'Tredje-kodeord-99')).body.Result).toBe('InvalidCredentials')
  })

  it('writes the English mail with the English link for the English shop', async () => {
    const customer = await createTestCustomer()
    await requestReset(new TestBrowser(), customer.email, '?culture=en')
    const mail = await waitForMail(customer.email)
    expect(mail.headers.subject).toBe('Reset your Delikat password')
    expect(findLink(mail, '/nulstil-adgangskode/')).toMatch(
      new RegExp(`^${storefront().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/en/nulstil-adgangskode/\\?token=`),
    )
  })

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const unknown = `ingen-${randomUUID()}@example.dk`
    const known = await createTestCustomer()
    const browser = new TestBrowser()
    const forUnknown = await requestReset(browser, unknown)
    const forKnown = await requestReset(browser, known.email)
    expect(forUnknown.status).toBe(forKnown.status)
    expect(forUnknown.body).toEqual(forKnown.body)
    // The known address's mail has arrived, so the unknown one's would have too.
    await waitForMail(known.email)
    expect(await mailsTo(unknown)).toEqual([])
  })

  it('refuses an expired token, an unknown one, and a weak password (keeping the token)', async () => {
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    await requestReset(browser, customer.email)
    const token = new URL(findLink(await waitForMail(customer.email), '/nulstil-adgangskode/')!).searchParams.get('token')!

    const weak = await browser.call('PUT', '/auth/resetpassword/changepassword/', { Token: token, Password: 'kort1' }, {})
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({ ErrorCode: 'ContainsError', Errors: { Password: expect.stringContaining('10 til 128 tegn') } })
    expect((await browser.call('POST', '/auth/validatetoken/', { Token: token })).body.Valid).toBe(true)

    await (await pool()).query("UPDATE customers SET reset_password_expiration = now() - interval '1 second' WHERE id = $1", [customer.id])
    expect((await browser.call('POST', '/auth/validatetoken/', { Token: token })).body).toEqual({ Valid: false })
    const expired = await browser.call('PUT', '/auth/resetpassword/changepassword/?culture=en', {
      Token: token,
      Password: 'Ny-adgangskode-77',
    })
    expect(expired.status).toBe(400)
    expect(expired.body).toEqual({ ErrorCode: 'InvalidToken', Message: expect.stringContaining('invalid, used or expired') })
    expect((await login(new TestBrowser(), customer.email, TEST_PASSWORD)).body.Result).toBe('Success')

    expect((await browser.call('POST', '/auth/validatetoken/', { Token: 'f'.repeat(40) })).body).toEqual({ Valid: false })
    expect(
      (await browser.call('PUT', '/auth/resetpassword/changepassword/', { Token: '', Password: 'Ny-adgangskode-77' })).body.ErrorCode,
    ).toBe('InvalidToken')
  })

  it('lifts the lock of a locked account and ends every session', async () => {
    const customer = await createTestCustomer()
    const before = new TestBrowser()
    await login(before, customer.email, TEST_PASSWORD)
    await before.refreshToken()
    const staleBearer = before.bearer!
    for (let i = 1; i <= 5; i++) await login(new TestBrowser(), customer.email, `Wrong-pass-${i}`)
    expect((await login(new TestBrowser(), customer.email, TEST_PASSWORD)).body.Result).toBe('TooManyAttempts')

    await requestReset(new TestBrowser(), customer.email)
    const token = new URL(findLink(await waitForMail(customer.email), '/nulstil-adgangskode/')!).searchParams.get('token')!
    expect((await http('PUT', '/auth/resetpassword/changepassword/', { Token: token, Password: 'Ny-adgangskode-77' })).status).toBe(200)

    expect((await http('GET', '/customer/', undefined, { authorization: `Bearer ${staleBearer}` })).status).toBe(401)
    expect((await before.refreshToken()).status).toBe(401)
    expect((await login(new TestBrowser(), customer.email, 'Ny-adgangskode-77')).body.Result).toBe('Success')
  })

  it('limits reset mails per client address: 5 in 15 minutes, then 429 TooManyAttempts', async () => {
    const browser = new TestBrowser()
    for (let i = 0; i < 5; i++) expect((await requestReset(browser, `ingen-${randomUUID()}@example.dk`)).status).toBe(202)
    const limited = await requestReset(browser, `ingen-${randomUUID()}@example.dk`)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ ErrorCode: 'TooManyAttempts', Message: expect.stringMatching(/Prøv igen om 15 minutter/) })
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect((await requestReset(new TestBrowser(), `ingen-${randomUUID()}@example.dk`)).status).toBe(202)
  })

  it('answers 400 for an address that is not one', async () => {
    const answer = await requestReset(new TestBrowser(), 'ikke-en-adresse')
    expect(answer.status).toBe(400)
    expect(answer.body.Errors.Email).toBe('Skriv en gyldig e-mailadresse.')
  })
})
