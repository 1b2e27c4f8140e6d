/**
 * Cookie consent from a first visit (docs/consent.md): nothing outside the shop is requested before a choice and the
 * data layer starts with Consent Mode's denied defaults; refusing keeps it so across pages; allowing statistics loads
 * the tag manager (the e2e build points it at a local stand-in on another origin) with the page's nonce and grants
 * analytics storage; the footer reopens the choice. The server keeps a record of each choice.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CONSENT_COOKIE, CONSENT_VERSION } from '@delikat/contract/consent'
import { E2E_BASE_URL, E2E_STAND_IN_URL } from './ports'

test.use({ consent: 'none' })

/** Every request the page makes to another origin than the shop's own. */
function outsideRequests(page: Page): string[] {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(`${E2E_BASE_URL}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url)
  })
  return outside
}

type ConsentCommand = [string, string, Record<string, unknown>]

const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => (entry as ArrayLike<unknown>)[0] === 'consent')
      .map((entry) => Array.from(entry as ArrayLike<unknown>) as ConsentCommand),
  )

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies hos Delikat' })

test('a first visit requests nothing from another origin and starts with every storage denied', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const outside = outsideRequests(page)
  await page.goto('/')
  await expect(dialog(page)).toBeVisible()
  const [first] = await consentCommands(page)
  expect(first).toEqual([
    'consent',
    'default',
    expect.objectContaining({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    }),
  ])
  // The dialog is the first thing a keyboard reaches, before the skip link.
  await page.keyboard.press('Tab')
  await expect(dialog(page).getByRole('button', { name: 'Tillad alle' })).toBeFocused()
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="consent-dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await page.waitForLoadState('networkidle')
  expect(outside).toEqual([])
})

test('a first visit gets the dialog in the page itself, and a visitor who has answered a page without it', async ({ browser, request }) => {
  // The server renders the dialog for a request without an answer (docs/adr/0053): it is painted with the page,
  // before any script has run, and the page cache keeps the two kinds of page apart.
  const answered = { cookie: `${CONSENT_COOKIE}=00000000-0000-4000-8000-00000000e2e1|${CONSENT_VERSION}|2026-12-07T00:00:00.000Z` }
  const path = `/vin/roedvin/?consent-test=${Date.now()}`
  // The dialog's element (its texts travel with every page's data, for the browser that renders it itself).
  const DIALOG_IN_HTML = 'data-testid="consent-dialog"'
  const first = await request.get(path)
  expect(await first.text()).toContain(DIALOG_IN_HTML)
  const other = await request.get(path, { headers: answered })
  expect(await other.text()).not.toContain(DIALOG_IN_HTML)
  const again = await request.get(path)
  expect(again.headers()['x-page-cache']).toBe('HIT')
  expect(await again.text()).toContain(DIALOG_IN_HTML)
  expect((await request.get(path, { headers: answered })).headers()['x-page-cache']).toBe('HIT')
  expect(await (await request.get(path, { headers: answered })).text()).not.toContain(DIALOG_IN_HTML)

  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_BASE_URL })
  try {
    const page = await noScripts.newPage()
    await page.goto('/vin/roedvin/')
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: 'Tillad alle' })).toBeVisible()
  } finally {
    await noScripts.close()
  }
})

test('refusing is one click, is recorded by the shop, and keeps the tag manager away on every page', async ({ page }) => {
  const outside = outsideRequests(page)
  await page.goto('/')
  const recorded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/consent/' && response.request().method() === 'POST',
  )
  await dialog(page).getByRole('button', { name: 'Kun nødvendige' }).click()
  const answer = await recorded
  expect(answer.status()).toBe(201)
  const consentCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'delikat_consent')
  expect((await answer.json()).ConsentId).toBe(consentCookie?.value.split('|')[0])
  await expect(dialog(page)).toBeHidden()
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]))
  expect(cookies.cookie_cat_statistic?.value).toBe('false')
  expect(cookies.cookie_cat_marketing?.value).toBe('false')
  expect(cookies.cookie_cat_statistic?.sameSite).toBe('Strict')

  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('button', { name: 'Vin', exact: true }).click()
  await page.getByRole('link', { name: 'Se alt i Vin' }).click()
  await expect(page).toHaveURL(/\/vin\/$/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
  const commands = await consentCommands(page)
  expect(commands.map((command) => command[1])).toEqual(['default', 'update'])
  expect(commands[1]?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' })
  await page.waitForLoadState('networkidle')
  expect(outside).toEqual([])
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="gtm.js"]').length)).toBe(0)
})

test('on a phone, allowing statistics loads the tag manager with the nonce, and the footer reopens the choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const outside = outsideRequests(page)
  await page.goto('/')
  await dialog(page).getByRole('button', { name: 'Vælg selv' }).click()
  await dialog(page).getByRole('checkbox', { name: 'Statistik' }).check()
  await dialog(page).getByRole('button', { name: 'Gem mine valg' }).click()
  await expect(dialog(page)).toBeHidden()

  // The stand-in's gtm.js announces itself with the nonce it was given.
  await expect
    .poll(() =>
      page.evaluate(() => (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === 'stand-in.gtm.loaded')),
    )
    .toBe(true)
  const loaded = await page.evaluate(
    () => (window.dataLayer ?? []).find((entry) => (entry as { event?: string }).event === 'stand-in.gtm.loaded') as { nonce: string },
  )
  expect(loaded.nonce).not.toBe('')
  // Statistics allow the tag manager and the heatmaps; the help widget (functional), the pop-up tool and the marketing
  // SDK (marketing) stay away.
  await expect.poll(() => outside.length).toBe(2)
  expect(outside.sort()).toEqual([`${E2E_STAND_IN_URL}/gtm.js?id=GTM-E2ETEST`, `${E2E_STAND_IN_URL}/heatmaps.js`])
  const commands = await consentCommands(page)
  expect(commands.at(-1)?.[2]).toMatchObject({
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  })

  await page.getByTestId('cookie-settings').click()
  await expect(dialog(page).getByRole('checkbox', { name: 'Statistik' })).toBeChecked()
  await expect(dialog(page).getByRole('checkbox', { name: 'Markedsføring' })).not.toBeChecked()
  await dialog(page).getByRole('button', { name: 'Luk' }).click()
  await expect(dialog(page)).toBeHidden()
})

test('the dialog speaks English on the English pages, and allowing all loads every configured service', async ({ page }) => {
  const outside = outsideRequests(page)
  await page.goto('/en/')
  const english = page.getByRole('dialog', { name: 'Cookies at Delikat' })
  await expect(english.getByRole('button', { name: 'Allow all' })).toBeVisible()
  await expect(english.getByRole('button', { name: 'Only necessary' })).toBeVisible()
  await english.getByRole('button', { name: 'Allow all' }).click()
  await expect(english).toBeHidden()
  await expect
    .poll(() => [...outside].sort())
    .toEqual([
      `${E2E_STAND_IN_URL}/gtm.js?id=GTM-E2ETEST`,
      `${E2E_STAND_IN_URL}/heatmaps.js`,
      `${E2E_STAND_IN_URL}/help-widget.js`,
      `${E2E_STAND_IN_URL}/js/exponea.min.js`,
      `${E2E_STAND_IN_URL}/popup-tool.js`,
    ])
})

test.describe('a visitor who allowed only the necessary', () => {
  test.use({ consent: 'necessary' })

  test('sees a placeholder instead of the map, and the map is requested only after the click', async ({ page }) => {
    const outside = outsideRequests(page)
    await page.goto('/om-os/')
    const placeholder = page.getByTestId('embed-placeholder')
    await expect(placeholder).toContainText('Google Maps')
    await expect(page.locator('iframe[src*="google.com/maps"]')).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(outside).toEqual([])
    await placeholder.getByRole('button', { name: 'Vis kortet' }).click()
    await expect(page.locator('iframe[src*="google.com/maps"]')).toHaveCount(1)
    await expect.poll(() => outside.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true)
  })
})
