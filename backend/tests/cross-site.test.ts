/**
 * Attacks from another web site (docs/security.md, "Cross-site requests"): a plain HTML form can post urlencoded,
 * multipart or text/plain bodies, and a text/plain body may well be JSON. The shop API takes JSON bodies only and
 * refuses state changes that a browser sent from another site.
 */
import { describe, expect, it } from 'vitest'
import { createTestCustomer, TEST_PASSWORD, TestBrowser } from './helpers'

const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }

async function loggedIn() {
  const customer = await createTestCustomer()
  const browser = new TestBrowser()
  const answer = await browser.call('POST', '/login/', { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
  expect(answer.body.Result).toBe('Success')
  expect((await browser.refreshToken()).status).toBe(200)
  return { customer, browser }
}

describe('bodies must be JSON', () => {
  it('refuses a login posted as text/plain (what an HTML form can send) with 415, and sets no cookie', async () => {
    const customer = await createTestCustomer()
    const browser = new TestBrowser()
    const body = JSON.stringify({ Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' })
    const answer = await browser.call('POST', '/login/', body, { 'content-type': 'text/plain' })
    expect(answer.status).toBe(415)
    expect(answer.body.ErrorCode).toBe('UnsupportedMediaType')
    expect(answer.setCookies).toEqual([])
  })

  it('refuses urlencoded and multipart bodies, and a body without a Content-Type', async () => {
    const browser = new TestBrowser()
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html']) {
      const answer = await browser.call('POST', '/basket/', 'a=1', { 'content-type': type })
      expect(answer.status, type).toBe(415)
    }
    const { http } = await import('./helpers')
    const bare = await http('POST', '/product/search/', '{"Query":"vin"}', { 'content-type': '' })
    expect(bare.status).toBe(415)
  })

  it('takes JSON with a charset, and calls without a body', async () => {
    const browser = new TestBrowser()
    const answer = await browser.call('POST', '/basket/', '{}', { 'content-type': 'application/json; charset=utf-8' })
    expect(answer.status).toBe(201)
    expect((await browser.call('POST', '/logout/')).status).toBe(204)
  })
})

describe('state changes from another site', () => {
  it('refuses a cross-site logout: the session lives on', async () => {
    const { browser } = await loggedIn()
    const answer = await browser.call('POST', '/logout/', undefined, EVIL)
    expect(answer.status).toBe(403)
    expect(answer.body.ErrorCode).toBe('CrossSiteRequest')
    expect((await browser.refreshToken()).status).toBe(200)
  })

  it('refuses cross-site login, sign-up and profile changes, by Origin alone or by Sec-Fetch-Site alone', async () => {
    const { customer, browser } = await loggedIn()
    const login = { Email: customer.email, Password: TEST_PASSWORD, ClientType: 'B2C' }
    expect((await new TestBrowser().call('POST', '/login/', login, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await new TestBrowser().call('POST', '/login/', login, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await new TestBrowser().call('POST', '/login/', login, { origin: 'null' })).status).toBe(403)
    const signup = { Email: 'ny@example.dk', Password: 'Hemmelig-2026', FirstName: 'Ny', LastName: 'Kunde', ClientType: 'B2C' }
    expect((await new TestBrowser().call('POST', '/customer/', signup, EVIL)).status).toBe(403)
    const change = await browser.call('PUT', '/customer/', { FirstName: 'Hacket' }, EVIL)
    expect(change.status).toBe(403)
    expect((await browser.call('GET', '/customer/')).body.FirstName).toBe('Kim')
  })

  it("lets the shop's own pages through: same origin, the storefront's origin, and the host the storefront forwarded", async () => {
    const browser = new TestBrowser()
    expect((await browser.call('POST', '/basket/', {}, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' })).status).toBe(
      201,
    )
    const forwarded = { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example', 'sec-fetch-site': 'same-origin' }
    expect((await browser.call('POST', '/basket/', {}, forwarded)).status).toBe(201)
    // a sibling host is somebody else's site unless it is configured
    expect((await browser.call('POST', '/basket/', {}, { origin: 'https://other.example', 'sec-fetch-site': 'same-site' })).status).toBe(
      403,
    )
  })

  it('leaves reads alone: a cross-site GET changes nothing and is answered', async () => {
    const browser = new TestBrowser()
    expect((await browser.call('GET', '/general/settings/', undefined, EVIL)).status).toBe(200)
  })
})
