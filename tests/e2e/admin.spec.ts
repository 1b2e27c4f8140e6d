/**
 * Staff work in the admin through Payload's REST API behind the staff-only gate (docs/security.md): an editor saves a
 * page and customer service saves a customer, each in Chromium at the URL `npm start` prints for the admin. The admin
 * speaks Danish to a Danish browser, opens with the shop's dashboard, and shows a page's draft beside its editor.
 */
import { expect, test } from './fixtures'
import { DEMO_PASSWORD } from './fixtures'
import { E2E_BACKEND_PORT } from './ports'

const ADMIN = `http://localhost:${E2E_BACKEND_PORT}`

async function logIn(page: import('@playwright/test').Page, email: string) {
  await page.goto(`${ADMIN}/admin/login`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page.locator('.dashboard').first()).toBeVisible({ timeout: 60_000 })
}

const firstDoc = (page: import('@playwright/test').Page, collection: string, where = '') =>
  page.evaluate(async (url) => {
    const answer = await fetch(url, { credentials: 'same-origin' })
    return ((await answer.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
  }, `/api/${collection}?limit=1&depth=0${where}`)

async function saveField(page: import('@playwright/test').Page, path: string, field: string, value: string) {
  await page.goto(`${ADMIN}${path}`)
  const input = page.locator(`input[name="${field}"]`)
  await expect(input).toBeVisible({ timeout: 60_000 })
  await input.fill(value)
  const saved = page.waitForResponse((r) => r.request().method() !== 'GET' && r.url().includes('/api/') && r.status() === 200, {
    timeout: 30_000,
  })
  await page
    .getByRole('button', { name: /^(Save|Save draft|Publish changes)$/ })
    .first()
    .click()
  await saved
}

test('an editor saves a page draft, and customer service a customer, through the gated REST API', async ({ page, context }) => {
  test.setTimeout(180_000)
  await logIn(page, 'redaktoer@delikat.dk')
  const pageId = await firstDoc(page, 'pages')
  const title = `Kladdetitel ${Date.now().toString(36)}`
  await saveField(page, `/admin/collections/pages/${pageId}`, 'title', title)
  const draft = await page.evaluate(
    async (url) => (await (await fetch(url, { credentials: 'same-origin' })).json()) as { title: string },
    `/api/pages/${pageId}?draft=true&depth=0&locale=da`,
  )
  expect(draft.title).toBe(title)

  await context.clearCookies()
  await logIn(page, 'kundeservice@delikat.dk')
  const customerId = await firstDoc(page, 'customers', '&where[email][equals]=kunde@delikat.dk')
  await saveField(page, `/admin/collections/customers/${customerId}`, 'phone', '20304099')
  const customer = await page.evaluate(
    async (url) => (await (await fetch(url, { credentials: 'same-origin' })).json()) as { phone: string },
    `/api/customers/${customerId}?depth=0`,
  )
  expect(customer.phone).toBe('20304099')
})

test.describe('in Danish', () => {
  // A Danish browser (Accept-Language: da-DK); Payload answers an English one in English (payload.config.ts i18n).
  test.use({ locale: 'da-DK' })

  test('the admin speaks Danish, opens with the dashboard, and shows a page draft in Live Preview', async ({ page, baseURL }) => {
    test.setTimeout(180_000)
    await logIn(page, 'redaktoer@delikat.dk')
    await expect(page.locator('html')).toHaveAttribute('lang', 'da')
    // Payload's own Danish and the shop's Danish names for its groups and collections.
    const nav = page.locator('nav').first()
    await expect(nav.getByText('Indhold', { exact: true })).toBeAttached()
    await expect(nav.getByRole('link', { name: 'Sider', exact: true })).toBeAttached()
    await expect(nav.getByRole('link', { name: 'Menupunkter', exact: true })).toBeAttached()
    // The dashboard panel: what waits, counted with the editor's access; no orders for an editor.
    const dashboard = page.locator('.delikat-dashboard')
    await expect(dashboard.getByText('Kladder der venter')).toBeVisible()
    await expect(dashboard.getByText('Ordrer i dag')).toHaveCount(0)

    const pageId = await firstDoc(page, 'pages')
    await page.goto(`${ADMIN}/admin/collections/pages/${pageId}`)
    await page.locator('#live-preview-toggler').click()
    const frame = page.locator('#live-preview-iframe')
    await expect(frame).toBeVisible({ timeout: 30_000 })
    const src = new URL((await frame.getAttribute('src'))!)
    expect(src.origin).toBe(new URL(baseURL!).origin)
    expect(src.searchParams.get('preview'), 'a signed preview token').toMatch(/^[\w-]+\.[\w-]+$/)
    // The storefront lets the admin frame it: the draft renders inside.
    await expect(page.frameLocator('#live-preview-iframe').locator('main').first()).toBeVisible({ timeout: 30_000 })
  })
})
