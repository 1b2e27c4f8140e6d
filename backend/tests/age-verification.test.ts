/**
 * Age verification before alcohol is sold (issue 16, docs/adr/0022): the payment refuses a basket with age-limited
 * drinks until the visitor is verified at that age, whichever client calls; the TEST provider's flow for a
 * 17-year-old (refused wine, allowed cider), a 15-year-old and an adult; what is stored (the bracket, when, provider
 * and reference, never a birth date); a customer's verification remembered for a year, a guest's bound to the basket.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, createProduct, createTestCustomer, guestDetails, TEST_PASSWORD, TestBrowser, testPool, verifyAge } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any }>

/** A basket with the given products (one each), click and collect, and a guest's details: ready to pay. */
async function readyBasket(products: Array<{ id: number }>, call: Call = api) {
  await seededPayload()
  const uid = (await call('POST', '/basket/', {})).body.Uid as string
  for (const product of products)
    expect((await call('POST', `/basket/${uid}/items/`, { ProductId: product.id, Quantity: 1 })).status).toBe(200)
  const details = await call('GET', `/checkout/${uid}/deliverydetails/`)
  const pickup = details.body.DeliveryMethods.find((m: { DeliveryMethodType: string }) => m.DeliveryMethodType === 'SimplePickup').Id
  expect((await call('PUT', `/checkout/${uid}/deliveryadress/${pickup}/`, {})).status).toBe(200)
  expect((await call('POST', `/checkout/${uid}/invoicedetails/`, guestDetails())).status).toBe(200)
  return uid
}

const pay = (uid: string, call: Call = api) =>
  call('POST', '/checkout/payment/', { BasketUid: uid, PaymentMethod: 'CreditCard', AcceptTerms: true })

const wine = () => createProduct({ alcoholPercentage: 13.5 })
const cider = () => createProduct({ type: 'Food', alcoholPercentage: 5 })

async function ordersOf(basketUid: string) {
  const { rows } = await (await testPool()).query('SELECT id, age_verification_id FROM orders WHERE basket_uid = $1', [basketUid])
  return rows as Array<{ id: number; age_verification_id: number | null }>
}

async function verificationsOf(basketUid: string) {
  const { rows } = await (await testPool()).query('SELECT * FROM age_verifications WHERE basket_uid = $1 ORDER BY id', [basketUid])
  return rows as Array<Record<string, unknown>>
}

describe('the payment gate', () => {
  it('refuses a basket with wine from an unverified guest, with a code and a message, and places nothing', async () => {
    const uid = await readyBasket([await wine()])
    const basket = (await api('GET', `/basket/${uid}/`)).body
    expect(basket).toMatchObject({ RequiredAge: 18, VerifiedAge: null })
    const refused = await pay(uid)
    expect(refused.status).toBe(403)
    expect(refused.body.ErrorCode).toBe('AgeVerificationRequired')
    expect(refused.body.Message).toMatch(/fyldt 18 år.*MitID/)
    expect(await ordersOf(uid)).toEqual([])
    // The basket is as it was.
    expect((await api('GET', `/basket/${uid}/`)).body.Lines).toHaveLength(1)
  })

  it('asks nothing of a basket without age-limited goods', async () => {
    const uid = await readyBasket([await createProduct({ type: 'Food', alcoholPercentage: null })])
    expect((await pay(uid)).status).toBe(200)
  })
})

describe('the TEST provider', () => {
  it('verifies an adult, who may then buy wine; the order names the verification, and only the bracket is stored', async () => {
    const uid = await readyBasket([await wine()])
    const back = await verifyAge(uid, 'adult')
    expect(back.pathname).toBe('/kassen/')
    expect(Object.fromEntries(back.searchParams)).toEqual({ ageVerification: 'Verified', age: '18' })
    expect((await api('GET', `/basket/${uid}/`)).body.VerifiedAge).toBe(18)

    const [stored] = await verificationsOf(uid)
    expect(stored).toMatchObject({ status: 'Verified', provider: 'test', customer_id: null, code_verifier: null, nonce: null })
    expect(Number(stored!.verified_age)).toBe(18)
    expect(stored!.reference).toMatch(/^TEST-/)
    expect(stored!.verified_at).toBeInstanceOf(Date)
    // Nothing that could be a birth date or a CPR number anywhere in the row.
    expect(JSON.stringify(stored)).not.toMatch(/\b(19|20)\d\d-\d\d-\d\d\b(?!T)|\b\d{6}-?\d{4}\b/)

    const paid = await pay(uid)
    expect(paid.status).toBe(200)
    expect(await ordersOf(uid)).toEqual([expect.objectContaining({ age_verification_id: stored!.id })])
  })

  it('lets a 17-year-old buy cider (5 %) but not wine', async () => {
    const [wineProduct, ciderProduct] = [await wine(), await cider()]
    const uid = await readyBasket([wineProduct, ciderProduct])
    const back = await verifyAge(uid, 'seventeen')
    expect(Object.fromEntries(back.searchParams)).toEqual({ ageVerification: 'Verified', age: '16' })
    const basket = (await api('GET', `/basket/${uid}/`)).body
    expect(basket).toMatchObject({ RequiredAge: 18, VerifiedAge: 16 })
    expect((await pay(uid)).body.ErrorCode).toBe('AgeVerificationRequired')

    const wineLine = basket.Lines.find((l: { Product: { ProductId: number } }) => l.Product.ProductId === wineProduct.id)
    expect((await api('DELETE', `/basket/${uid}/basketline/${wineLine.basketlineUid}/`)).status).toBe(200)
    expect((await api('GET', `/basket/${uid}/`)).body).toMatchObject({ RequiredAge: 16, VerifiedAge: 16 })
    expect((await pay(uid)).status).toBe(200)
  })

  it('keeps nothing of a 15-year-old but the outcome, and the basket stays as it was', async () => {
    const uid = await readyBasket([await cider()])
    const back = await verifyAge(uid, 'fifteen')
    expect(Object.fromEntries(back.searchParams)).toEqual({ ageVerification: 'TooYoung' })
    const [stored] = await verificationsOf(uid)
    expect(stored).toMatchObject({
      status: 'TooYoung',
      verified_age: null,
      verified_at: null,
      reference: null,
      code_verifier: null,
      nonce: null,
    })
    expect((await api('GET', `/basket/${uid}/`)).body).toMatchObject({ VerifiedAge: null, Lines: [expect.anything()] })
    expect((await pay(uid)).body.ErrorCode).toBe('AgeVerificationRequired')
  })

  it('answers a cancel as Cancelled, and a replayed callback as Failed without changing anything', async () => {
    const uid = await readyBasket([await wine()])
    expect((await verifyAge(uid, 'cancel')).searchParams.get('ageVerification')).toBe('Cancelled')

    const started = await api('POST', '/ageverification/start/', { BasketUid: uid, ReturnPath: '/kassen/' })
    const page = new URL(started.body.Url)
    const route = await import('../src/app/test-mitid/authorize/route')
    const form = new URLSearchParams(page.searchParams)
    form.set('preset', 'adult')
    const decided = await route.POST(
      new Request(page.origin + page.pathname, {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    )
    const callback = new URL(decided.headers.get('location')!)
    const path = `${callback.pathname.replace(/^\/api\/shop/, '')}${callback.search}`
    const { http } = await import('./helpers')
    expect(new URL((await http('GET', path)).headers.get('location')!).searchParams.get('ageVerification')).toBe('Verified')
    const replay = new URL((await http('GET', path)).headers.get('location')!)
    expect(replay.pathname).toBe('/')
    expect(replay.searchParams.get('ageVerification')).toBe('Failed')
    expect((await verificationsOf(uid)).map((v) => v.status)).toEqual(['Cancelled', 'Verified'])
    // A made-up state, or a code forged for another verifier, verifies nothing.
    const forged = new URL(callback)
    forged.searchParams.set('state', randomUUID())
    expect(
      new URL(
        (await http('GET', `${forged.pathname.replace(/^\/api\/shop/, '')}${forged.search}`)).headers.get('location')!,
      ).searchParams.get('ageVerification'),
    ).toBe('Failed')
  })

  it("sends the shopper back to the storefront origin they started on, when it is the shop's", async () => {
    const uid = await readyBasket([await wine()])
    // STOREFRONT_URL is http://localhost:3000; the shopper is on 127.0.0.1, where their cookies are.
    const onLoopback = (method: string, path: string, body?: unknown) =>
      api(method, path, body, { origin: 'http://127.0.0.1:3000', 'x-forwarded-host': '127.0.0.1:3000' })
    const back = await verifyAge(uid, 'adult', onLoopback)
    expect(back.origin).toBe('http://127.0.0.1:3000')
    expect(back.pathname).toBe('/kassen/')
    // A host the shop does not serve goes back to STOREFRONT_URL (the guard lets it through: it names itself).
    const other = await readyBasket([await wine()])
    const elsewhere = (method: string, path: string, body?: unknown) =>
      api(method, path, body, { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' })
    expect((await verifyAge(other, 'adult', elsewhere)).origin).toBe('http://localhost:3000')
  })

  it("refuses another visitor's basket and a return path off the shop", async () => {
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    await browser.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    await browser.refreshToken()
    const theirs = (await browser.call('POST', '/basket/', {})).body.Uid
    expect((await api('POST', '/ageverification/start/', { BasketUid: theirs, ReturnPath: '/kassen/' })).status).toBe(404)
    const own = (await api('POST', '/basket/', {})).body.Uid
    for (const path of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '/kassen/#betaling', '/kassen/?a=<b>', 'kassen']) {
      const answer = await api('POST', '/ageverification/start/', { BasketUid: own, ReturnPath: path })
      expect(answer.status, path).toBe(400)
    }
  })
})

describe('how long a verification counts', () => {
  it("binds a guest's to the basket, for a day", async () => {
    const uid = await readyBasket([await wine()])
    await verifyAge(uid, 'adult')
    expect((await api('GET', `/general/settings/?basketUid=${uid}`)).body).toMatchObject({ IsAgeVerified: true, VerifiedAge: 18 })
    // Another basket of the same guest, or no basket, is not verified.
    const other = await readyBasket([await wine()])
    expect((await api('GET', `/basket/${other}/`)).body.VerifiedAge).toBeNull()
    expect((await api('GET', '/general/settings/')).body).toMatchObject({ IsAgeVerified: false, VerifiedAge: null })
    await (await testPool()).query("UPDATE age_verifications SET verified_at = now() - interval '25 hours' WHERE basket_uid = $1", [uid])
    expect((await pay(uid)).body.ErrorCode).toBe('AgeVerificationRequired')
  })

  it("remembers a logged-in customer's for a year, on every basket", async () => {
    await seededPayload()
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    await browser.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    await browser.refreshToken()
    const call = browser.call.bind(browser) as Call
    const first = await readyBasket([await wine()], call)
    await verifyAge(first, 'adult', call)
    expect((await pay(first, call)).status).toBe(200)
    expect((await call('GET', '/general/settings/')).body).toMatchObject({ IsAgeVerified: true, VerifiedAge: 18 })

    // Not through the basket it was made for: a customer's counts on any basket of theirs.
    const pool = await testPool()
    await pool.query('UPDATE age_verifications SET basket_uid = NULL WHERE customer_id = $1', [customer.id])
    const again = await readyBasket([await wine()], call)
    expect((await call('GET', `/basket/${again}/`)).body.VerifiedAge).toBe(18)
    await pool.query("UPDATE age_verifications SET verified_at = now() - interval '366 days' WHERE customer_id = $1", [customer.id])
    expect((await call('GET', `/basket/${again}/`)).body.VerifiedAge).toBeNull()
    expect((await pay(again, call)).body.ErrorCode).toBe('AgeVerificationRequired')
  })
})
