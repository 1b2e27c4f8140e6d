/**
 * The security headers on every kind of answer of both apps: pages, JSON, images, 404s, the admin and the TEST
 * payment page (nosniff, Referrer-Policy, X-Frame-Options DENY, a CSP with frame-ancestors 'none' or the payment
 * page's own; HSTS only behind https), the one framing allowed (an accepted draft preview, by the admin's origin
 * only), the admin session cookie's attributes, and the admin and the payment page working under their policies in
 * Chromium.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
// Playwright's own test, not the shop's page fixture, which fails on any console error: these tests look for CSP
// violations only (the admin's code editor, say, logs a network error where its CDN cannot be reached).
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import { signPreviewToken } from '../../backend/src/content/preview'
import { DEVELOPMENT_PAYLOAD_SECRET } from '../../backend/src/env'
import { DEMO_PASSWORD } from './fixtures'
import { E2E_BACKEND_PORT } from './ports'

/** The backend as the storefront reaches it (the e2e stack's BACKEND_URL). */
const BACKEND = `http://127.0.0.1:${E2E_BACKEND_PORT}`
/** The admin as staff open it (the stack's ADMIN_URL, Payload's server URL), so its media links are 'self'. */
const ADMIN = `http://localhost:${E2E_BACKEND_PORT}`
const ROOT = path.resolve(__dirname, '..', '..')

/** Every value of a header (a proxied answer could carry one of each app's). */
function values(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value)
}

/** The headers every answer carries over http, a Content-Security-Policy apart. */
function expectBaseHeaders(response: APIResponse) {
  const where = `${response.status()} ${response.url()}`
  expect(values(response, 'x-content-type-options'), where).toEqual(expect.arrayContaining(['nosniff']))
  expect(new Set(values(response, 'referrer-policy')), where).toEqual(new Set(['strict-origin-when-cross-origin']))
  expect(new Set(values(response, 'x-frame-options')), where).toEqual(new Set(['DENY']))
  // The e2e stack is plain http, where HSTS means nothing; its https case is the configuration test below.
  expect(values(response, 'strict-transport-security'), where).toEqual([])
}

/** The headers every answer carries, with a policy that forbids framing; answers the policy for further checks. */
function expectSecurityHeaders(response: APIResponse): string {
  expectBaseHeaders(response)
  const where = `${response.status()} ${response.url()}`
  const policies = values(response, 'content-security-policy')
  expect(policies.length, `a Content-Security-Policy on ${where}`).toBeGreaterThan(0)
  for (const policy of policies) expect(policy, where).toContain("frame-ancestors 'none'")
  return policies.join(', ')
}

const STRICT = "default-src 'none'"

/** An image the shop really has, by the first /media/ path in a product's answer. */
async function someImagePath(request: APIRequestContext): Promise<string> {
  const product = await request.get('/api/product/1/')
  expect(product.status()).toBe(200)
  const found = /\/media\/[^"?\s]+/.exec(await product.text())
  expect(found, 'an image path in product 1').not.toBeNull()
  return found![0]
}

test('the storefront sends them on its pages, its API, its images and its 404s', async ({ request }) => {
  const home = await request.get('/')
  expect(home.status()).toBe(200)
  expect(expectSecurityHeaders(home)).toContain("default-src 'self'")

  const api = await request.get('/api/general/settings/')
  expect(api.status()).toBe(200)
  expectSecurityHeaders(api)

  const image = await request.get(
    `${await someImagePath(request)}?width=320&height=320&quality=80&format=webp&bgColor=ffffff&heightratio=1`,
  )
  expect(image.status()).toBe(200)
  expectSecurityHeaders(image)

  const missing = await request.get('/ingen-side-her/')
  expect(missing.status()).toBe(404)
  expectSecurityHeaders(missing)
})

/** The front page's preview link as the admin mints it (backend/src/content/preview.ts), with the stack's secret. */
const previewPath = (token = signPreviewToken('/', process.env.PAYLOAD_SECRET ?? DEVELOPMENT_PAYLOAD_SECRET)) =>
  `/?preview=${encodeURIComponent(token)}`

test('only an accepted draft preview may be framed, and only by the admin', async ({ request }) => {
  // A normal page, a non-CMS page asked for with a token, and a forged token (401): framed by nobody.
  const normal = await request.get('/')
  expect(normal.status()).toBe(200)
  expectSecurityHeaders(normal)
  const searchWithToken = await request.get(`/soeg${previewPath()}`)
  expect(searchWithToken.status()).toBe(200)
  expectSecurityHeaders(searchWithToken)
  const forged = await request.get(previewPath(signPreviewToken('/', 'someone-elses-secret-123456')))
  expect(forged.status()).toBe(401)
  expectSecurityHeaders(forged)

  // The accepted preview: the admin's origin and nothing else, and no X-Frame-Options (it cannot name an origin).
  const preview = await request.get(previewPath())
  expect(preview.status()).toBe(200)
  const policies = values(preview, 'content-security-policy')
  expect(policies).toHaveLength(1)
  expect(policies[0]).toMatch(new RegExp(`(^|; )frame-ancestors ${ADMIN.replace(/[.:/]/g, '\\$&')}(;|$)`))
  expect(values(preview, 'x-frame-options')).toEqual([])
  expect(values(preview, 'x-content-type-options')).toEqual(['nosniff'])

  // That the admin's Live Preview really frames it in Chromium is tests/e2e/admin.spec.ts's.
})

test('the admin frames the storefront and nothing else, and is framed by nobody', async ({ request, baseURL }) => {
  const login = await request.get(`${ADMIN}/admin/login`)
  expect(login.status()).toBe(200)
  const policies = values(login, 'content-security-policy')
  expect(policies).toHaveLength(1)
  expect(policies[0]).toContain(`frame-src 'self' ${new URL(baseURL!).origin};`)
  expect(policies[0]).toContain("frame-ancestors 'none'")
})

test('the backend sends a strict policy on its content service, shop API, Payload REST, images and 404s', async ({ request }) => {
  const answers = {
    content: await request.get(`${BACKEND}/endpoints/delikat/v1/global/settings?culture=da`),
    shop: await request.get(`${BACKEND}/api/shop/general/settings/`),
    shopError: await request.get(`${BACKEND}/api/shop/product/999999999/`),
    rest: await request.get(`${BACKEND}/api/users/me`),
    restForbidden: await request.get(`${BACKEND}/api/users`),
    missing: await request.get(`${BACKEND}/ingen-side-her`),
  }
  expect(answers.content.status()).toBe(200)
  expect(answers.shop.status()).toBe(200)
  expect(answers.shopError.status()).toBeGreaterThanOrEqual(400)
  expect(answers.rest.status()).toBe(200)
  expect(answers.restForbidden.status()).toBeGreaterThanOrEqual(400)
  expect(answers.missing.status()).toBe(404)
  for (const response of Object.values(answers)) expect(expectSecurityHeaders(response)).toContain(STRICT)

  const imagePath = await someImagePath(request)
  const image = await request.get(`${BACKEND}${imagePath}?width=640&height=360&quality=80&format=webp&bgColor=ffffff&heightratio=0.5625`)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/webp')
  expect(expectSecurityHeaders(image)).toContain(STRICT)
  const refused = await request.get(`${BACKEND}${imagePath}?width=400&height=300`)
  expect(refused.status()).toBe(400)
  expect(expectSecurityHeaders(refused)).toContain(STRICT)
})

test('the test payment page keeps its own policy: inline styles, its form, and the way back to the storefront', async ({
  request,
  page,
  baseURL,
}) => {
  // The route sets its policy itself (it names the storefront, known only at run time); framing is refused by
  // X-Frame-Options. Its "no such payment" answer is plain text.
  const unknown = await request.get(`${BACKEND}/test-payment/unknown/`)
  expect(unknown.status()).toBe(404)
  expect(unknown.headers()['content-type']).toMatch(/^text\/plain/)
  expectBaseHeaders(unknown)

  // A real payment: a basket of an e-gift card, whose only delivery (none) is chosen as the checkout reads it.
  const basket = await request.post('/api/basket/', { data: {} })
  expect(basket.status()).toBe(201)
  const uid = ((await basket.json()) as { Uid: string }).Uid
  expect(
    (
      await request.post('/api/basket/giftcard/', { data: { BasketUid: uid, Amount: 50000, Quantity: 1, IsGift: false, Greeting: '' } })
    ).status(),
  ).toBe(200)
  expect((await request.get(`/api/checkout/${uid}/deliverydetails/`)).status()).toBe(200)
  const details = {
    Email: `csp-${Date.now().toString(36)}@e2e.delikat.dk`,
    Phone: '20304050',
    FirstName: 'Gitte',
    LastName: 'Gæst',
    Address: 'Vestergade 1',
    Zip: '8000',
    City: 'Aarhus C',
  }
  expect((await request.post(`/api/checkout/${uid}/invoicedetails/`, { data: details })).status()).toBe(200)
  const payment = await request.post('/api/checkout/payment/', { data: { BasketUid: uid, PaymentMethod: 'CreditCard', AcceptTerms: true } })
  expect(payment.status()).toBe(200)
  const { PaymentUrl } = (await payment.json()) as { PaymentUrl: string }

  const paymentPage = await request.get(PaymentUrl)
  expect(paymentPage.status()).toBe(200)
  expectBaseHeaders(paymentPage)
  const policy = values(paymentPage, 'content-security-policy')
  expect(policy).toHaveLength(1)
  expect(policy[0]).toContain("default-src 'none'")
  expect(policy[0]).toContain(`form-action 'self' ${new URL(baseURL!).origin}`)

  // In the browser: the form posts to the page, whose answer redirects to the storefront (form-action governs both).
  const violations = await watchViolations(page)
  await page.goto(PaymentUrl)
  await page.locator('#cardNumber').fill('4111 1111 1111 1111')
  await page.locator('#expiry').fill('12/39')
  await page.locator('#cvc').fill('123')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => url.origin === new URL(baseURL!).origin)
  expect(violations).toEqual([])
})

/** Collects CSP violations on a page: the DOM's events and Chromium's console reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  return violations
}

test('the admin sends its own policy and its login page renders under it without violations', async ({ page, request }) => {
  const login = await request.get(`${ADMIN}/admin/login`)
  expect(login.status()).toBe(200)
  const policy = expectSecurityHeaders(login)
  expect(policy).toContain("script-src 'self' 'unsafe-inline'")
  expect(policy).toContain("object-src 'none'")

  const violations = await watchViolations(page)
  await page.goto(`${ADMIN}/admin/login`)
  await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('input[name="password"]')).toBeVisible()
  expect(violations).toEqual([])
})

test('a logged-in admin works through its pages, a rich text and a JSON field without violations', async ({ page, context }) => {
  test.setTimeout(180_000)
  const violations = await watchViolations(page)
  await page.goto(`${ADMIN}/admin/login`)
  await page.locator('input[name="email"]').fill('admin@delikat.dk')
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page.locator('.dashboard').first()).toBeVisible({ timeout: 60_000 })

  // The staff session cookie: SameSite=Strict, HttpOnly; Secure only behind https, so not on the e2e stack's http.
  const session = (await context.cookies(ADMIN)).find((cookie) => cookie.name === 'payload-token')
  expect(session).toMatchObject({ sameSite: 'Strict', httpOnly: true, secure: false })

  const firstId = (collection: string) =>
    page.evaluate(async (url) => {
      const answer = await fetch(url, { credentials: 'same-origin' })
      return ((await answer.json()) as { docs: Array<{ id: number }> }).docs[0]?.id
    }, `/api/${collection}?limit=1&depth=0`)
  const visits = [
    { path: `/admin/collections/pages/${await firstId('pages')}`, ready: page.locator('.collection-edit').first() },
    { path: `/admin/collections/orders/${await firstId('orders')}`, ready: page.locator('.json-field').first() },
    { path: '/admin/collections/media', ready: page.locator('table').first() },
    { path: '/admin/globals/settings', ready: page.locator('.field-type').first() },
  ]
  for (const visit of visits) {
    expect(visit.path, 'a document to open').not.toMatch(/undefined$/)
    await page.goto(`${ADMIN}${visit.path}`)
    await expect(visit.ready, visit.path).toBeVisible({ timeout: 60_000 })
    // Editors (Monaco, Lexical) and thumbnails load after the first paint.
    await page.waitForTimeout(1_500)
  }
  expect(violations).toEqual([])
})

test('HSTS goes with an https public URL, in both apps', () => {
  // The configuration as `next build` would read it with these settings (headers are baked into the build).
  const headersOf = (cwd: string, env: Record<string, string>, script: string) =>
    JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd,
        env: { ...process.env, NODE_ENV: 'production', STOREFRONT_URL: '', SITE_URL: '', BACKEND_URL: '', ...env },
        encoding: 'utf8',
      }),
    ) as Array<{ source: string; headers: Array<{ key: string; value: string }> }>
  const hsts = (rules: ReturnType<typeof headersOf>) =>
    rules.flatMap((rule) => rule.headers).find((header) => header.key === 'Strict-Transport-Security')?.value
  const backend = (env: Record<string, string>) =>
    headersOf(
      path.join(ROOT, 'backend'),
      env,
      "const c = (await import('./next.config.mjs')).default; console.log(JSON.stringify(await c.headers()))",
    )
  const storefront = (env: Record<string, string>) =>
    headersOf(
      ROOT,
      env,
      "import { createRequire } from 'node:module'; const c = createRequire(process.cwd() + '/')('./next.config.js'); console.log(JSON.stringify(await c.headers()))",
    )

  expect(hsts(backend({ BACKEND_URL: 'https://admin.delikat.dk' }))).toMatch(/^max-age=\d{7,}/)
  expect(hsts(backend({ BACKEND_URL: 'http://127.0.0.1:3001' }))).toBeUndefined()
  expect(hsts(storefront({ STOREFRONT_URL: 'https://www.delikat.dk' }))).toMatch(/^max-age=\d{7,}/)
  expect(hsts(storefront({ SITE_URL: 'https://www.delikat.dk' }))).toMatch(/^max-age=\d{7,}/)
  expect(hsts(storefront({ STOREFRONT_URL: 'http://localhost:3000' }))).toBeUndefined()
})
