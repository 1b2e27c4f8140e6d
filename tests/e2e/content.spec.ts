/** The content service through the storefront: every component type, accessibility, navigation, editor preview. */
import AxeBuilder from '@axe-core/playwright'
import { COMPONENT_TYPES } from '@delikat/contract/components'
import { signPreviewToken } from '../../backend/src/content/preview'
import { DEVELOPMENT_PAYLOAD_SECRET } from '../../backend/src/env'
import { closeWithEscape, expect, test } from './fixtures'
import { E2E_BACKEND_PORT } from './ports'

const LANDING = '/smagsoplevelser/'

for (const [culture, prefix] of [
  ['Danish', ''],
  ['English', '/en'],
] as const) {
  test(`the landing page renders every component type in ${culture}`, async ({ page }) => {
    const response = await page.goto(`${prefix}${LANDING}`)
    expect(response?.status()).toBe(200)
    for (const type of COMPONENT_TYPES) {
      await expect(page.locator(`[data-component="${type}"]`).first(), type).toBeAttached()
    }
    // Pick one text per language so a fallback to the wrong culture shows.
    await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'en' : 'da')
  })
}

test.describe('video', () => {
  // The network is closed here, so the player's frame itself cannot load; its address is what we check.
  test.use({ allowConsole: /youtube|ERR_/i })

  test('the YouTube player loads from the no-cookie host only after a click', async ({ page }) => {
    await page.goto(LANDING)
    const video = page.locator('[data-component="embeddedVideo"]').first()
    const play = video.getByRole('button').first()
    // The slot itself has no box (display: contents, and its first child is the marker of a part that hydrates
    // apart): the player's button is what comes into view.
    await play.scrollIntoViewIfNeeded()
    await expect(video.locator('iframe')).toHaveCount(0)
    await play.click()
    await expect(video.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  })
})

test.describe('accessibility', () => {
  for (const path of ['/', LANDING]) {
    test(`axe finds no serious or critical WCAG 2.1 AA violation on ${path}`, async ({ page }) => {
      await page.goto(path)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        )
      expect(serious).toEqual([])
    })
  }
})

test('no page scrolls sideways on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  for (const path of ['/', LANDING, '/om-os/', '/gavekort/', '/kurv/', '/produkter/rose-de-provence-2024/3/']) {
    await page.goto(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, path).toBeLessThanOrEqual(360)
  }
})

test('the desktop menu opens and closes by keyboard and leads to a category page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const menu = page.locator('nav[data-nav-area="menu"]')
  const wine = menu.getByRole('button', { name: 'Vin' })
  await wine.focus()
  await page.keyboard.press('Enter')
  await expect(wine).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link', { name: 'Rødvin', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(wine).toHaveAttribute('aria-expanded', 'false')
  await expect(wine).toBeFocused()
  await page.keyboard.press('Enter')
  await menu.getByRole('link', { name: 'Rødvin', exact: true }).click()
  await expect(page).toHaveURL(/\/vin\/roedvin\/$/)
  await expect(page.locator('[data-block="productList"]').getByRole('heading', { level: 2, name: 'Rødvin' })).toBeVisible()
})

test('the mobile menu works by keyboard at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const open = page.getByRole('button', { name: 'Menu', exact: true })
  await open.focus()
  await page.keyboard.press('Enter')
  const drawer = page.locator('nav[data-nav-area="mobile-navigation"]')
  await expect(drawer).toBeVisible()
  const deli = drawer.getByRole('button', { name: 'Delikatesser' })
  await deli.focus()
  await page.keyboard.press('Enter')
  const table = drawer.getByRole('button', { name: 'Til bordet' })
  await table.focus()
  await page.keyboard.press('Enter')
  const cheese = drawer.getByRole('link', { name: 'Ost', exact: true })
  await expect(cheese).toBeVisible()
  await cheese.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/delikatesser\/ost\/$/)
  await expect(page.locator('[data-block="productList"]').getByRole('heading', { level: 2, name: 'Ost' })).toBeVisible()
})

test('Escape closes the mobile menu and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const open = page.getByRole('button', { name: 'Menu', exact: true })
  await open.click()
  await expect(page.locator('nav[data-nav-area="mobile-navigation"]')).toBeVisible()
  await closeWithEscape(page, page.locator('nav[data-nav-area="mobile-navigation"]'))
  await expect(open).toBeFocused()
})

test.describe('editor preview', () => {
  test.use({ allowConsole: /Failed to load resource.*(401|404)/ })

  test('a draft shows with a signed preview token, never without one, and a forged token is refused', async ({ page, request }) => {
    const backend = `http://localhost:${E2E_BACKEND_PORT}`
    const login = await request.post(`${backend}/api/users/login`, {
      data: { email: 'redaktoer@delikat.dk', password: 'Delikat-demo-2026' },
    })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const url = `/kladde-${Date.now()}/`
    const created = await request.post(`${backend}/api/pages?draft=true&locale=da`, {
      headers: { Authorization: `JWT ${token}` },
      data: {
        title: 'Julens vine (kladde)',
        url,
        _status: 'draft',
        components: [{ blockType: 'ribbon', text: 'Kommer snart: julens vine', color: 'wine' }],
      },
    })
    expect(created.status(), await created.text()).toBe(201)

    expect((await page.goto(url))?.status()).toBe(404)

    const previewToken = signPreviewToken(url, process.env.PAYLOAD_SECRET ?? DEVELOPMENT_PAYLOAD_SECRET)
    const preview = await page.goto(`${url}?preview=${encodeURIComponent(previewToken)}`)
    expect(preview?.status()).toBe(200)
    expect(preview?.headers()['cache-control']).toContain('no-store')
    await expect(page.getByTestId('preview-banner')).toBeVisible()
    await expect(page.getByText('Kommer snart: julens vine')).toBeVisible()

    const forged = await page.goto(`${url}?preview=${encodeURIComponent(signPreviewToken(url, 'someone-elses-secret-123456'))}`)
    expect(forged?.status()).toBe(401)
    await expect(page.getByRole('heading', { name: 'Forhåndsvisningen er udløbet' })).toBeVisible()
  })
})

test('sitemap.xml and robots.txt come from the content service', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml', { maxRedirects: 0 })
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  expect(xml).toContain('/smagsoplevelser/</loc>')
  expect(xml).toMatch(/\/en\/produkter\/rose-de-provence-2024\/\d+\/<\/loc>/)
  const robots = await request.get('/robots.txt', { maxRedirects: 0 })
  expect(robots.status()).toBe(200)
  const txt = await robots.text()
  expect(txt).toContain('Disallow: /kurv/')
  expect(txt).toContain('Disallow: /en/kassen/')
  expect(txt).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/)
})
