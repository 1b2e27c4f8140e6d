/**
 * The marketing platform's web SDK (docs/marketing-tracking.md), loaded from the local stand-in on another origin
 * (scripts/e2e-stand-in.ts records every call in window.__marketingCalls): a consumer's login identifies the tracker
 * with the HardId without any marketing consent (the account's terms), the product viewed and the basket change are
 * sent, logout anonymises it; a guest is tracked only
 * with marketing consent, and withdrawing it anonymises and reloads the page, after which nothing is loaded.
 */
import type { Page } from '@playwright/test'
import { closeAddedToBasket, expect, logIn, test } from './fixtures'
import { E2E_MARKETING_PROJECT, E2E_STAND_IN_URL } from './ports'

type Call = { name: string; args: unknown[] }

const marketingCalls = (page: Page) => page.evaluate(() => (window as unknown as { __marketingCalls?: Call[] }).__marketingCalls ?? [])
/** The SDK's own calls (set-up, identify, anonymise), without the events tracked. */
const sdkCalls = async (page: Page) => (await marketingCalls(page)).filter((call) => call.name !== 'track').map((call) => call.name)
const sdkLoaded = (page: Page) => page.evaluate(() => document.getElementById('delikat-marketing-sdk') !== null)

test('a consumer is identified by HardId after login, and anonymised at logout', async ({ page }) => {
  await page.goto('/')
  expect(await sdkLoaded(page)).toBe(false)
  await logIn(page, 'kunde@delikat.dk')
  await expect.poll(() => sdkCalls(page)).toEqual(['initialize', 'start', 'identify'])
  const calls = await marketingCalls(page)
  const initialize = calls.find((call) => call.name === 'initialize')
  const identify = calls.find((call) => call.name === 'identify')
  // The page the consumer is on when tracking starts is sent too.
  expect(calls.find((call) => call.args[0] === 'view_content')?.args[1]).toMatchObject({ url: '/' })
  expect(initialize?.args[0]).toMatchObject({ target: E2E_STAND_IN_URL, token: E2E_MARKETING_PROJECT, compliance: { opt_in: true } })
  expect(identify?.args[0]).toEqual({ registered: expect.stringMatching(/^[0-9a-f-]{36}$/) })

  // What the consumer looks at and puts in the basket goes to the platform (a client-side navigation keeps the SDK).
  await page.getByRole('link', { name: 'Rosé de Provence 2024' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rosé de Provence 2024' })).toBeVisible()
  await expect
    .poll(async () => (await marketingCalls(page)).find((call) => call.args[0] === 'view_item')?.args[1])
    .toMatchObject({
      title: 'Rosé de Provence 2024',
      price: 169,
      local_currency: 'DKK',
    })
  await page.getByRole('main').getByRole('button', { name: 'Læg i kurv' }).click()
  await closeAddedToBasket(page, 'Rosé de Provence 2024')
  const cartUpdate = (await marketingCalls(page)).find((call) => call.args[0] === 'cart_update')
  expect(cartUpdate?.args[1]).toMatchObject({ action: 'add', quantity: 1, local_currency: 'DKK' })

  await page.getByTestId('account-menu-button').click()
  await page.getByRole('group', { name: 'Min konto' }).getByRole('button', { name: 'Log ud' }).click()
  await expect(page.getByText('Du er logget ud.')).toBeVisible()
  await expect.poll(async () => (await sdkCalls(page)).at(-1)).toBe('anonymize')
})

test.describe('a guest', () => {
  test.use({ consent: 'none' })

  test('is tracked only after marketing consent; withdrawing it anonymises and reloads, and nothing is loaded after', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(await sdkLoaded(page)).toBe(false)
    await page.getByRole('dialog', { name: 'Cookies hos Delikat' }).getByRole('button', { name: 'Tillad alle' }).click()
    await expect.poll(() => sdkCalls(page)).toEqual(['initialize', 'start'])

    await page.getByTestId('cookie-settings').click()
    const dialog = page.getByRole('dialog', { name: 'Cookies hos Delikat' })
    await dialog.getByRole('checkbox', { name: 'Markedsføring' }).uncheck()
    const reloaded = page.waitForEvent('load')
    await dialog.getByRole('button', { name: 'Gem mine valg' }).click()
    await reloaded
    await page.waitForLoadState('networkidle')
    expect(await sdkLoaded(page)).toBe(false)
    expect(await marketingCalls(page)).toEqual([])
  })
})
