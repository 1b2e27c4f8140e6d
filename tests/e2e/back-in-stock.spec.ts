/**
 * "Giv mig besked" end to end (docs/api/stock-alerts.md, docs/adr/0037): a guest on a phone asks on a sold-out
 * product's page with the keyboard, confirms through the mail's link, customer service puts stock back through the
 * admin's REST API, the one back-in-stock mail arrives, and its unsubscribe link deletes the request with one click.
 */
import { request as playwrightRequest } from '@playwright/test'
import { DEMO_PASSWORD, e2eMails, expect, test, waitForMailLink } from './fixtures'
import { E2E_BACKEND_PORT } from './ports'

const ADMIN = `http://localhost:${E2E_BACKEND_PORT}`

/** Payload's REST API as customer service, for creating the sold-out product and putting stock back. */
async function staffApi() {
  const api = await playwrightRequest.newContext({ baseURL: ADMIN })
  const login = await api.post('/api/users/login', { data: { email: 'kundeservice@delikat.dk', password: DEMO_PASSWORD } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { api, headers: { Authorization: `JWT ${token}` } }
}

/** The path and query of a mail's link: the page is opened on the test's own storefront. */
const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

test.use({ viewport: { width: 390, height: 844 } })

test('a guest is told once when a sold-out oil is back, and can unsubscribe', async ({ page }) => {
  const staff = await staffApi()
  const suffix = Date.now().toString(36)
  const created = await staff.api.post('/api/products?locale=da&depth=0', {
    headers: staff.headers,
    data: {
      name: `Olivenolie Udsolgt ${suffix}`,
      friendlyUrlName: '',
      productNumber: `E2E-OIL-${suffix}`,
      type: 'Food',
      price: 14900,
      stockQuantity: 0,
      stockState: 'OutOfStock',
    },
  })
  expect(created.status()).toBe(201)
  const product = ((await created.json()) as { doc: { id: number; friendlyUrlName: string; name: string } }).doc
  const email = `lager-${suffix}@e2e.delikat.dk`

  await page.goto(`/produkter/${product.friendlyUrlName}/${product.id}/`)
  const form = page.getByTestId('stock-alert')
  await expect(form.getByRole('heading', { name: 'Giv mig besked' })).toBeVisible()
  await expect(form.getByText(/kun din e-mailadresse til én mail om netop denne vare/)).toBeVisible()
  // The keyboard alone: into the field, type, Enter.
  await form.getByRole('textbox', { name: 'E-mailadresse' }).focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('stock-alert-done')).toContainText(`Vi sender en mail til ${email}`)

  await page.goto(pathOf(await waitForMailLink(email, '/lagerbesked/bekraeft/')))
  await expect(page.getByTestId('stock-alert-link-done')).toContainText(`Tak! Vi sender en mail, når ${product.name} er på lager igen.`)

  const saved = await staff.api.patch(`/api/products/${product.id}?locale=da&depth=0`, {
    headers: staff.headers,
    data: { stockQuantity: 8 },
  })
  expect(saved.status()).toBe(200)
  const backInStock = () =>
    e2eMails().filter((mail) => mail.headers.to?.includes(email) && mail.headers.subject === `${product.name} er på lager igen`)
  await expect.poll(() => backInStock().length, { timeout: 15_000 }).toBe(1)
  const mail = backInStock()[0]!
  expect(mail.html).toContain(`/produkter/${product.friendlyUrlName}/${product.id}/`)
  expect(mail.text).toContain('149,-')

  // Saved again: still the one mail.
  await staff.api.patch(`/api/products/${product.id}?locale=da&depth=0`, { headers: staff.headers, data: { stockQuantity: 9 } })
  await page.waitForTimeout(1_500)
  expect(backInStock()).toHaveLength(1)

  const unsubscribe = /https?:\/\/[^\s"]+\/lagerbesked\/afmeld\/\?token=[A-Za-z0-9_%-]+/.exec(mail.text)![0]
  await page.goto(pathOf(unsubscribe))
  await page.getByRole('button', { name: 'Afmeld' }).click()
  await expect(page.getByTestId('stock-alert-link-done')).toContainText('Du er afmeldt.')
  await staff.api.dispose()
})

test.describe('a link that is not known', () => {
  // The shop API answers an unknown token with 404, which the browser reports in its console.
  test.use({ allowConsole: /Failed to load resource.*404/ })

  test('says so', async ({ page }) => {
    await page.goto('/lagerbesked/bekraeft/?token=ukendt')
    await expect(page.getByTestId('stock-alert-link-invalid')).toContainText('Linket er ugyldigt eller udløbet.')
  })
})
