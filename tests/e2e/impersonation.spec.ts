/**
 * Customer service acting as a customer on the storefront (docs/api/impersonation.md, docs/adr/0028): a staff member
 * logs in through the login dialog's staff link, finds the business customer, shops and places an invoice order as
 * them with the business prices and menu, sees on the receipt that staff placed it, and stops. A customer's bearer
 * gets 403 from the staff endpoints.
 */
import { request as playwrightRequest, type Page } from '@playwright/test'
import { closeAddedToBasket, DEMO_PASSWORD, expect, miniBasket, test } from './fixtures'
import { E2E_BACKEND_PORT, E2E_BASE_URL } from './ports'

// Crisps: in stock and without an age limit, so no MitID check, which only the customer may pass (docs/adr/0028).
const CRISPS = 'Trøffelchips, 125 g'

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmenu' })
const banner = (page: Page) => page.getByRole('region', { name: 'Du handler som en kunde' })
const next = (page: Page) => page.getByRole('button', { name: 'Næste', exact: true })

async function staffLogIn(page: Page) {
  await page.getByTestId('account-menu-button').click()
  await page.getByRole('group', { name: 'Min konto' }).getByRole('button', { name: 'Log ind', exact: true }).click()
  await page.getByRole('dialog', { name: 'Log ind' }).getByRole('link', { name: 'Log ind som medarbejder' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log ind som medarbejder' })
  await dialog.getByLabel('E-mail', { exact: true }).fill('kundeservice@delikat.dk')
  await dialog.getByLabel('Adgangskode', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Log ind som medarbejder', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Du er logget ind som medarbejder')).toBeVisible()
}

async function openCrisps(page: Page) {
  await page.goto(`/soeg/?q=${encodeURIComponent('Trøffelchips')}`)
  await page.getByRole('link', { name: CRISPS, exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: CRISPS })).toBeVisible()
}

/** Other tests leave wine in the business customer's basket; staff cannot pass its age check, so it goes first. */
async function emptyTheBasket(page: Page) {
  await page.goto('/kurv/')
  const remove = page.getByRole('button', { name: /^Fjern .+ fra kurven$/ })
  for (let left = await remove.count(); left > 0; left--) {
    await remove.first().click()
    await expect(remove).toHaveCount(left - 1)
  }
}

test('customer service acts as a business customer: business prices and menu, an invoice order placed by staff, and stop', async ({
  page,
}) => {
  // Many steps through two apps and the admin's search: well beyond the default on a busy two-core machine.
  test.setTimeout(180_000)
  // The header's "Kundeservice" shows from 768 px (the mobile menu has it below).
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await staffLogIn(page)

  await page.getByRole('button', { name: 'Kundeservice' }).click()
  const panel = page.getByRole('dialog', { name: 'Kundeservice' })
  await panel.getByRole('searchbox', { name: 'Find kunde' }).fill('firma')
  const hit = panel.getByTestId('customer-hit').filter({ hasText: 'firma@delikat.dk' })
  await expect(hit).toContainText('Restaurant Smagen ApS')
  await expect(hit).toContainText('Erhverv')
  await hit.getByRole('button', { name: 'Handl som kunden' }).click()
  await expect(panel).toBeHidden()

  // The banner above everything, the customer's login, menu and prices.
  await expect(banner(page)).toContainText(/Du handler som .+ \(B2B: Restaurant Smagen ApS\)/)
  await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName(/^Min konto \(.+\)$/)
  await expect(mainMenu(page).getByRole('button', { name: 'Firmagaver' })).toBeVisible()
  await emptyTheBasket(page)
  await openCrisps(page)
  const buy = page.getByTestId('product-buy')
  await expect(buy.getByTestId('price').getByText('ekskl. moms')).toBeVisible()
  await expect(banner(page)).toBeVisible()

  await page.getByRole('button', { name: 'Læg i kurv', exact: true }).click()
  await closeAddedToBasket(page, CRISPS)
  await expect(miniBasket(page)).not.toHaveText('0')

  // The business invoice order (checkout.spec.ts), placed by staff.
  await page.goto('/kassen/')
  await page.getByRole('radio', { name: /Hent i butikken/ }).check()
  await next(page).click()
  await page.getByLabel('Rekvisitionsnummer', { exact: false }).fill('REK-KS-1')
  await next(page).click()
  await page.getByRole('radio', { name: /Faktura/ }).check()
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Afgiv ordre' }).click()
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  await expect(page.getByTestId('placed-by-staff')).toContainText(/kundeservice|på vegne/i)

  // Stop: the banner goes, and the staff member is no longer the customer (a guest here: prices incl. VAT).
  await banner(page).getByRole('button', { name: /^Stop/ }).click()
  await expect(banner(page)).toHaveCount(0)
  await expect(page.getByText('Du handler ikke længere som kunden')).toBeVisible()
  await openCrisps(page)
  await expect(buy.getByTestId('price').getByText('inkl. moms')).toBeVisible()
  await expect(mainMenu(page).getByRole('button', { name: 'Firmagaver' })).toHaveCount(0)

  // The staff logout ends the staff session: the menu goes.
  await page.getByRole('button', { name: 'Kundeservice' }).click()
  await page.getByRole('dialog', { name: 'Kundeservice' }).getByRole('button', { name: 'Log ud som medarbejder' }).click()
  await expect(page.getByRole('button', { name: 'Kundeservice' })).toHaveCount(0)
})

test("a customer's bearer may not ask for the staff status or search customers", async () => {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL })
  try {
    const login = await api.post('/api/login/', { data: { Email: 'kunde@delikat.dk', Password: DEMO_PASSWORD, ClientType: 'B2C' } })
    expect(((await login.json()) as { Result: string }).Result).toBe('Success')
    const answer = await api.post('/api/token/')
    expect(answer.status()).toBe(200)
    const { token } = (await answer.json()) as { token: string }
    const headers = { Authorization: `Bearer ${token}` }
    expect((await api.get('/api/auth/impersonation/status/', { headers })).status()).toBe(403)
    expect((await api.get('/api/auth/impersonation/search/?query=firma&page=1&pageSize=10', { headers })).status()).toBe(403)
    expect((await api.post('/api/auth/impersonation/start/', { headers, data: { CustomerId: 1 } })).status()).toBe(403)
  } finally {
    await api.dispose()
  }
})

test("the admin's Handl som kunden opens the storefront acting as the customer, in a new tab", async ({ page, context }) => {
  test.setTimeout(180_000)
  const admin = `http://localhost:${E2E_BACKEND_PORT}`
  await page.goto(`${admin}/admin/login`)
  await page.locator('input[name="email"]').fill('kundeservice@delikat.dk')
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page.locator('.dashboard').first()).toBeVisible({ timeout: 60_000 })
  const customerId = await page.evaluate(async () => {
    const answer = await fetch('/api/customers?where[email][equals]=kunde@delikat.dk&depth=0&limit=1', { credentials: 'same-origin' })
    return ((await answer.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
  })
  await page.goto(`${admin}/admin/collections/customers/${customerId}`)
  const button = page.getByRole('button', { name: /^(Handl som kunden|Shop as the customer)$/ })
  await expect(button).toBeVisible({ timeout: 60_000 })
  const opened = context.waitForEvent('page')
  const link = page.waitForResponse((r) => r.url().includes('/impersonation/link/') && r.request().method() === 'POST')
  await button.click()
  const url = ((await (await link).json()) as { Url: string }).Url
  const shop = await opened
  await expect(shop.getByRole('region', { name: 'Du handler som en kunde' })).toContainText(/Du handler som .+ \(privatkunde\)/, {
    timeout: 60_000,
  })
  await expect(shop).toHaveURL(/\/$/)
  // The link was used: opened again, it says so.
  await shop.goto(url)
  await expect(shop.getByText(/Linket er udløbet eller allerede brugt/)).toBeVisible()
})
