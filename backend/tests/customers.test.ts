/** The customer's own account: sign-up (B2C and B2B), read, update, password change and settings (docs/api/customers.md). */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { dbPool } from '../src/db/pool'
import { createTestCustomer, http, TEST_PASSWORD, TestBrowser, testPayload, waitForMail } from './helpers'

const uniqueEmail = () => `ny-${randomUUID().slice(0, 8)}@example.dk`

function consumer(overrides: Record<string, unknown> = {}) {
  return {
    ClientType: 'B2C',
    Email: uniqueEmail(),
    Password: 'Mit-kodeord-2026',
    FirstName: 'Karen',
    LastName: 'Larsen',
    Phone: '+45 20 30 40 50',
    Address: 'Nørregade 7, 2. th.',
    Zip: '1165',
    City: 'København K',
    Newsletter: true,
    AcceptTerms: true,
    ...overrides,
  }
}

const business = (overrides: Record<string, unknown> = {}) =>
  consumer({ ClientType: 'B2B', Company: 'Kantinen ApS', Cvr: '1234 5674', ...overrides })

async function countByEmail(email: string) {
  const { payload } = await testPayload()
  return (await payload.count({ collection: 'customers', where: { email: { equals: email.toLowerCase() } } })).totalDocs
}

/** A logged-in browser (cookie and bearer token) for a customer of its own. */
async function loggedIn(overrides: Record<string, unknown> = {}) {
  const customer = await createTestCustomer(overrides)
  const browser = new TestBrowser()
  const answer = await browser.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: customer.clientType })
  expect(answer.body.Result).toBe('Success')
  await browser.refreshToken()
  return { customer, browser }
}

describe('guests', () => {
  it('get 401 Unauthorized on every call that needs a logged-in customer', async () => {
    for (const [method, path] of [
      ['GET', '/customer/'],
      ['PUT', '/customer/'],
      ['PUT', '/customer/password/'],
      ['GET', '/bloomreach/customersettings/'],
    ] as const) {
      const answer = await http(method, path, method === 'PUT' ? { FirstName: 'X' } : undefined)
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body).toEqual({ ErrorCode: 'Unauthorized', Message: 'Log ind for at fortsætte.' })
    }
    expect((await http('GET', '/customer/?culture=en')).body.Message).toBe('Please log in to continue.')
  })
})

describe('POST /customer/ (sign-up)', () => {
  it('creates a consumer, logs them in with the session cookie and sends a welcome mail', async () => {
    const body = consumer({ Email: `Ny-${randomUUID().slice(0, 8)}@Example.dk` })
    const browser = new TestBrowser()
    const answer = await browser.call('POST', '/customer/', body)
    expect(answer.status).toBe(201)
    expect(answer.body.Result).toBe('Success')
    expect(answer.body.Customer).toEqual({
      Email: body.Email.toLowerCase(),
      FirstName: 'Karen',
      LastName: 'Larsen',
      Phone: '+4520304050',
      Address: 'Nørregade 7, 2. th.',
      Zip: '1165',
      City: 'København K',
      ClientType: 'B2C',
      HardId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      CustomerType: 'Private',
      CanImpersonate: false,
      Company: null,
      Cvr: null,
      Ean: null,
      OrderedBy: null,
      Department: null,
      PlacementNumber: null,
      CostPlace: null,
      Accounting: null,
      DeliveryAddresses: [],
      ClubMember: false,
      Newsletter: true,
      LegitimateInterests: [],
    })
    expect(answer.setCookies[0]).toMatch(/^delikat-session=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/)

    expect((await browser.refreshToken()).status).toBe(200)
    expect((await browser.call('GET', '/customer/')).body).toEqual(answer.body.Customer)

    const mail = await waitForMail(body.Email)
    expect(mail.headers.subject).toBe('Velkommen til Delikat')
    expect(mail.text).toContain(`Du logger ind med ${body.Email.toLowerCase()}`)
    expect(mail.text).toMatch(/\/konto\/\n/)

    // The new password works for a login.
    const again = await new TestBrowser().call('POST', '/login/', { Email: body.Email, Password: body.Password, ClientType: 'B2C' })
    expect(again.body.Result).toBe('Success')
  })

  it('creates a business customer with a valid CVR; an EAN number makes it a public customer', async () => {
    const plain = await new TestBrowser().call('POST', '/customer/', business())
    expect(plain.status).toBe(201)
    expect(plain.body.Customer).toMatchObject({
      ClientType: 'B2B',
      Company: 'Kantinen ApS',
      Cvr: '12345674',
      Ean: null,
      CustomerType: 'Business',
    })

    const body = business({ Ean: '5790000000005' })
    const browser = new TestBrowser()
    const publicCustomer = await browser.call('POST', '/customer/?culture=en', body)
    expect(publicCustomer.status).toBe(201)
    expect(publicCustomer.body.Customer).toMatchObject({ ClientType: 'B2B', Ean: '5790000000005', CustomerType: 'Public' })
    const mail = await waitForMail(body.Email)
    expect(mail.headers.subject).toBe('Welcome to Delikat')
    expect(mail.text).toContain('business account for Kantinen ApS')
    // Logged in as a business: the bearer says so.
    await browser.refreshToken()
    const claims = JSON.parse(Buffer.from(browser.bearer!.split('.')[1]!, 'base64url').toString('utf8'))
    expect(claims.clientType).toBe('B2B')
  })

  it('refuses a wrong CVR or EAN and a missing company with ContainsError by field, creating nothing', async () => {
    const badCvr = business({ Cvr: '12345678' })
    const cvr = await http('POST', '/customer/', badCvr)
    expect(cvr.status).toBe(400)
    expect(cvr.body).toEqual({
      ErrorCode: 'ContainsError',
      Message: 'Ret de markerede felter.',
      Errors: { Cvr: 'Skriv et gyldigt CVR-nummer på 8 cifre.' },
    })
    expect(cvr.setCookies).toEqual([])
    expect(await countByEmail(badCvr.Email)).toBe(0)

    const badEan = business({ Ean: '5790000000006' })
    const ean = await http('POST', '/customer/?culture=en', badEan)
    expect(ean.status).toBe(400)
    expect(ean.body.Errors).toEqual({ Ean: 'Enter a valid EAN number of 13 digits.' })
    expect(await countByEmail(badEan.Email)).toBe(0)

    const noCompany = business({ Company: '', Cvr: undefined })
    const missing = await http('POST', '/customer/', noCompany)
    expect(Object.keys(missing.body.Errors).sort()).toEqual(['Company', 'Cvr'])
    expect(await countByEmail(noCompany.Email)).toBe(0)
  })

  it('reports every wrong field at once, in the culture', async () => {
    const bad = consumer({
      Email: 'ikke-en-adresse',
      Password: 'kortkode',
      Phone: '1234',
      Zip: '123',
      FirstName: '',
      AcceptTerms: false,
      ClientType: 'B2C',
    })
    const da = await http('POST', '/customer/', bad)
    expect(da.status).toBe(400)
    expect(da.body.ErrorCode).toBe('ContainsError')
    expect(da.body.Errors).toEqual({
      Email: 'Skriv en gyldig e-mailadresse.',
      Password: 'Adgangskoden skal være 10 til 128 tegn og indeholde mindst ét bogstav og ét tal.',
      FirstName: 'Skriv dit fornavn (højst 100 tegn).',
      Phone: 'Skriv et telefonnummer på 8 cifre, evt. med +45 foran.',
      Zip: 'Skriv et postnummer på 4 cifre.',
      AcceptTerms: 'Du skal acceptere handelsbetingelserne.',
    })
    const en = await http('POST', '/customer/?culture=en', consumer({ Password: 'onlyletterslong' }))
    expect(en.body.Errors).toEqual({ Password: 'The password must be 10 to 128 characters and contain at least one letter and one digit.' })
    // A club membership needs the club terms accepted (docs/product.md §6).
    const club = await http('POST', '/customer/', consumer({ ClubMember: true }))
    expect(club.body.Errors).toEqual({ ClubMemberConsent: 'Accepter klubbens vilkår for at blive medlem.' })
  })

  it('refuses an e-mail that has an account with 409 UnableToCreateCustomer', async () => {
    const existing = await createTestCustomer()
    const answer = await http('POST', '/customer/', consumer({ Email: existing.email.toUpperCase() }))
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({
      ErrorCode: 'UnableToCreateCustomer',
      Message: 'Kontoen kunne ikke oprettes.',
      Errors: { Email: expect.stringContaining('Der findes allerede en konto') },
    })
    expect(await countByEmail(existing.email)).toBe(1)
  })

  it('makes a club member with the consent stored, so the first login asks nothing', async () => {
    const body = consumer({ ClubMember: true, ClubMemberConsent: true })
    const browser = new TestBrowser()
    const answer = await browser.call('POST', '/customer/', body)
    expect(answer.body.Customer.ClubMember).toBe(true)
    await browser.refreshToken()
    expect((await browser.call('GET', '/bloomreach/customersettings/')).body).toEqual({
      ClubMember: true,
      ClubMemberConsent: true,
      Newsletter: true,
      LegitimateInterests: [],
    })
    expect(
      (await new TestBrowser().call('POST', '/login/', { Email: body.Email, Password: body.Password, ClientType: 'B2C' })).body.Result,
    ).toBe('Success')
  })
})

describe('GET and PUT /customer/', () => {
  it('changes the customer’s own details; e-mail, client type, CVR and HardId stay as they are', async () => {
    const { customer, browser } = await loggedIn()
    const other = await loggedIn()
    const answer = await browser.call('PUT', '/customer/', {
      FirstName: ' Kamilla ',
      Phone: '87 65 43 21',
      City: 'Aarhus N',
      Newsletter: true,
      LegitimateInterests: ['Events', 'Surveys', 'Events'],
      Email: 'andet@example.dk',
      ClientType: 'B2B',
      Cvr: '12345674',
      HardId: 'stjaalet',
      Company: 'Ikke for forbrugere',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      Email: customer.email,
      FirstName: 'Kamilla',
      LastName: 'Kunde',
      Phone: '87654321',
      City: 'Aarhus N',
      Zip: '8000',
      ClientType: 'B2C',
      Cvr: null,
      Company: null,
      HardId: customer.hardId,
      Newsletter: true,
      LegitimateInterests: ['Events', 'Surveys'],
    })
    expect((await browser.call('GET', '/customer/')).body).toEqual(answer.body)
    // Only their own record: the other customer is untouched and still sees their own.
    expect((await other.browser.call('GET', '/customer/')).body).toMatchObject({
      Email: other.customer.email,
      FirstName: 'Kim',
      City: 'Aarhus C',
    })
  })

  it('replaces the delivery addresses: known ones keep their Uid, new ones get one', async () => {
    const { browser } = await loggedIn()
    const first = await browser.call('PUT', '/customer/', {
      DeliveryAddresses: [
        { Name: 'Kim Kunde', Address: 'Sommerhusvej 3', Zip: '3100', City: 'Hornbæk', IsDefault: true },
        { Name: 'Mor', Company: '', Address: 'Bakken 1', Zip: '5000', City: 'Odense C', Phone: '+4511223344' },
      ],
    })
    expect(first.status).toBe(200)
    const [summer, mother] = first.body.DeliveryAddresses
    expect(summer).toEqual({
      Uid: expect.any(String),
      Name: 'Kim Kunde',
      Company: null,
      Address: 'Sommerhusvej 3',
      Zip: '3100',
      City: 'Hornbæk',
      Phone: null,
      IsDefault: true,
    })
    expect(mother).toMatchObject({ Uid: expect.any(String), Phone: '+4511223344', IsDefault: false })

    const second = await browser.call('PUT', '/customer/', {
      DeliveryAddresses: [
        { ...mother, City: 'Odense M', IsDefault: true },
        { Uid: 'not-one-of-mine', Name: 'Kontoret', Address: 'Havnen 2', Zip: '8000', City: 'Aarhus C' },
      ],
    })
    expect(second.body.DeliveryAddresses).toHaveLength(2)
    expect(second.body.DeliveryAddresses[0]).toMatchObject({ Uid: mother.Uid, City: 'Odense M', IsDefault: true })
    expect(second.body.DeliveryAddresses[1].Uid).not.toBe('not-one-of-mine')
    expect(second.body.DeliveryAddresses.map((a: { Uid: string }) => a.Uid)).not.toContain(summer.Uid)
  })

  it('refuses wrong fields with ContainsError and changes nothing', async () => {
    const { browser } = await loggedIn()
    const before = (await browser.call('GET', '/customer/')).body
    const answer = await browser.call('PUT', '/customer/', {
      FirstName: 'Ny',
      Zip: '80000',
      DeliveryAddresses: [{ Name: 'A', Address: 'B 1', Zip: '12', City: 'C' }],
    })
    expect(answer.status).toBe(400)
    expect(answer.body.ErrorCode).toBe('ContainsError')
    expect(answer.body.Errors).toEqual({
      Zip: 'Skriv et postnummer på 4 cifre.',
      'DeliveryAddresses.0.Zip': 'Skriv et postnummer på 4 cifre.',
    })
    const twoDefaults = await browser.call('PUT', '/customer/', {
      DeliveryAddresses: [
        { Name: 'A', Address: 'B 1', Zip: '1234', City: 'C', IsDefault: true },
        { Name: 'D', Address: 'E 2', Zip: '1234', City: 'F', IsDefault: true },
      ],
    })
    expect(twoDefaults.body.Errors).toEqual({ DeliveryAddresses: 'Kun én leveringsadresse kan være standard.' })
    expect((await browser.call('GET', '/customer/')).body).toEqual(before)
  })

  it('lets a business customer keep their invoice fields and EAN, but not change the CVR', async () => {
    const { browser } = await loggedIn({ clientType: 'B2B' })
    const answer = await browser.call('PUT', '/customer/', {
      Company: 'Firma & Søn ApS',
      Ean: '5790000000005',
      OrderedBy: 'Frederik',
      Department: 'Køkkenet',
      PlacementNumber: 'K-12',
      CostPlace: '4010',
      Accounting: 'Drift',
      Cvr: '11111111',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      ClientType: 'B2B',
      Company: 'Firma & Søn ApS',
      Cvr: '12345674',
      Ean: '5790000000005',
      OrderedBy: 'Frederik',
      Department: 'Køkkenet',
      PlacementNumber: 'K-12',
      CostPlace: '4010',
      Accounting: 'Drift',
    })
    const badEan = await browser.call('PUT', '/customer/', { Ean: '5790000000006' })
    expect(badEan.body.Errors).toEqual({ Ean: 'Skriv et gyldigt EAN-nummer på 13 cifre.' })
    const cleared = await browser.call('PUT', '/customer/', { Ean: '', Department: null })
    expect(cleared.body).toMatchObject({ Ean: null, Department: null, OrderedBy: 'Frederik' })
  })
})

describe('PUT /customer/password/', () => {
  it('refuses a wrong current password without locking the account, and a weak new one', async () => {
    const { customer, browser } = await loggedIn()
    for (let i = 0; i < 6; i++) {
      const wrong = await browser.call('PUT', '/customer/password/', {
        CurrentPassword: `Forkert-${i}-kode`,
        NewPassword: 'Nyt-kodeord-2026',
      })
      expect(wrong.status).toBe(400)
      expect(wrong.body).toEqual({
        ErrorCode: 'ContainsError',
        Message: 'Ret de markerede felter.',
        Errors: { CurrentPassword: 'Adgangskoden er forkert.' },
      })
    }
    const weak = await browser.call('PUT', '/customer/password/?culture=en', { CurrentPassword: TEST_PASSWORD, NewPassword: '1234567890' })
    expect(weak.body.Errors).toEqual({
      NewPassword: 'The password must be 10 to 128 characters and contain at least one letter and one digit.',
    })
    // Not locked, and no session was started by the checks.
    const { rows } = await dbPool((await testPayload()).payload).query('SELECT login_attempts, lock_until FROM customers WHERE id = $1', [
      customer.id,
    ])
    expect(Number(rows[0].login_attempts)).toBe(0)
    expect(rows[0].lock_until).toBeNull()
    const { rows: sessions } = await dbPool((await testPayload()).payload).query(
      'SELECT count(*)::int AS n FROM customers_sessions WHERE _parent_id = $1',
      [customer.id],
    )
    expect(sessions[0].n).toBe(1)
    expect(
      (await new TestBrowser().call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })).body.Result,
    ).toBe('Success')
  })

  it('changes the password: this session goes on, every other session ends', async () => {
    const { customer, browser } = await loggedIn()
    const otherDevice = new TestBrowser()
    await otherDevice.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    await otherDevice.refreshToken()

    const changed = await browser.call('PUT', '/customer/password/', { CurrentPassword: TEST_PASSWORD, NewPassword: 'Nyt-kodeord-2026' })
    expect(changed.status).toBe(204)
    expect(changed.body).toBeNull()

    expect((await browser.call('GET', '/customer/')).status).toBe(200)
    expect((await browser.refreshToken()).status).toBe(200)
    expect((await otherDevice.call('GET', '/customer/')).status).toBe(401)
    expect((await otherDevice.refreshToken()).status).toBe(401)

    expect(
      (await new TestBrowser().call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })).body.Result,
    ).toBe('InvalidCredentials')
    expect(
      (await new TestBrowser().call('POST', '/login/', { Email: customer.email, Password: 'Nyt-kodeord-2026', ClientType: 'B2C' })).body
        .Result,
    ).toBe('Success')
  })
})

describe('GET /bloomreach/customersettings/', () => {
  it('answers the club and marketing settings of the logged-in customer', async () => {
    const { browser } = await loggedIn({ newsletter: true, legitimateInterests: ['ProductRecommendations'] })
    expect((await browser.call('GET', '/bloomreach/customersettings/')).body).toEqual({
      ClubMember: false,
      ClubMemberConsent: false,
      Newsletter: true,
      LegitimateInterests: ['ProductRecommendations'],
    })
  })
})
