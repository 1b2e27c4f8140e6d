/**
 * Staff work in the admin through Payload's REST API behind the staff-only gate (docs/security.md): an editor saves a
 * page and customer service saves a customer, each in Chromium at the URL `npm start` prints for the admin.
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
  const saved = page.waitForResponse((r) => r.request().method() !== 'GET' && r.url().includes('/api/') && r.status() === 200, { timeout: 30_000 })
  await page.getByRole('button', { name: /^(Save|Save draft|Publish changes)$/ }).first().click()
  await saved
}

test('an editor saves a page draft, and customer service a customer, through the gated REST API', async ({ page, context }) => {
  test.setTimeout(180_000)
  await logIn(page, 'redaktoer@delikat.dk')
  const pageId = await firstDoc(page, 'pages')
  const title = `Kladdetitel ${Date.now().toString(36)}`
  await saveField(page, `/admin/collections/pages/${pageId}`, 'title', title)
  const draft = await page.evaluate(async (url) => (await (await fetch(url, { credentials: 'same-origin' })).json()) as { title: string }, `/api/pages/${pageId}?draft=true&depth=0&locale=da`)
  expect(draft.title).toBe(title)

  await context.clearCookies()
  await logIn(page, 'kundeservice@delikat.dk')
  const customerId = await firstDoc(page, 'customers', '&where[email][equals]=kunde@delikat.dk')
  await saveField(page, `/admin/collections/customers/${customerId}`, 'phone', '20304099')
  const customer = await page.evaluate(async (url) => (await (await fetch(url, { credentials: 'same-origin' })).json()) as { phone: string }, `/api/customers/${customerId}?depth=0`)
  expect(customer.phone).toBe('20304099')
})
