/** The first slice from a shopper's side: CMS home, product page, basket, cookies, 404, languages. */
import { closeAddedToBasket, expect, miniBasket, test } from './fixtures'

const ROSE = { name: 'Rosé de Provence 2024', price: '169,-' }

async function openRose(page: import('@playwright/test').Page) {
  await page.goto('/')
  await page.getByRole('link', { name: ROSE.name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ROSE.name })).toBeVisible()
  await expect(page).toHaveURL(/\/produkter\/rose-de-provence-2024\/\d+\/$/)
}

test('the home page is the CMS page: hero slider, product carousels, menu and footer', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/Delikat: vin og delikatesser/)
  await expect(page.getByRole('heading', { name: 'Efterårets røde vine' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sommelierens valg' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Til ostebordet' })).toBeVisible()
  await expect(page.getByText(ROSE.price).first()).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible()
  await expect(page.getByText('CVR 12345674')).toBeVisible()
  const heroImage = page.locator('img[src*="/media/hero-vin.png"]').first()
  await expect(heroImage).toHaveJSProperty('complete', true)
  expect(await heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('a carousel below the fold has its full height before it scrolls into view, and keeps it after', async ({ page }) => {
  // Slides beyond the fourth are laid out only in view (content-visibility); the first four give the row its height.
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Sommelierens valg' })
  const slideHeights = () =>
    carousel.locator('[aria-roledescription="slide"]').evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().height))
  const before = await slideHeights()
  expect(before.length).toBeGreaterThan(4)
  expect(Math.min(...before)).toBeGreaterThan(200)
  expect(new Set(before.map(Math.round)).size).toBe(1)
  const visibility = await carousel
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => slides.map((slide) => getComputedStyle(slide).contentVisibility))
  expect(visibility.slice(0, 4)).toEqual(['visible', 'visible', 'visible', 'visible'])
  expect(new Set(visibility.slice(4))).toEqual(new Set(['auto']))
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.getByRole('article').first()).toBeVisible()
  expect((await slideHeights()).map(Math.round)).toEqual(before.map(Math.round))
})

test('the product page shows name, image, price, stock and the add-to-basket controls', async ({ page }) => {
  await openRose(page)
  const main = page.getByRole('main')
  await expect(main.getByText(ROSE.price).first()).toBeVisible()
  await expect(main.getByText('På lager')).toBeVisible()
  await expect(main.getByRole('img', { name: /Rosé de Provence/ }).first()).toBeVisible()
  await expect(main.getByRole('button', { name: 'Læg i kurv' })).toBeEnabled()
  await expect(main.getByRole('button', { name: 'Øg antal' })).toBeVisible()
})

test('adding to the basket creates it, stores its id in a strict 30-day cookie and counts in the header', async ({ page, context }) => {
  await openRose(page)
  await expect(miniBasket(page)).toHaveText('0')
  await page.getByRole('button', { name: 'Øg antal' }).click()
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  await expect(miniBasket(page)).toHaveText('2')

  const cookie = (await context.cookies()).find((c) => c.name === 'basketId')
  expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/)
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict', secure: false })
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(29)
  expect(days).toBeLessThanOrEqual(30.01)

  await page.reload()
  await expect(miniBasket(page)).toHaveText('2')
})

test('the basket page lists the lines, changes quantities, removes lines, and a reload keeps it all', async ({ page }) => {
  await openRose(page)
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  await expect(miniBasket(page)).toHaveText('1')
  await closeAddedToBasket(page, ROSE.name)
  await page.goto('/')
  await page.getByRole('link', { name: 'Gammel Knas, 250 g' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gammel Knas, 250 g' })).toBeVisible()
  await page.getByRole('button', { name: 'Læg i kurv', exact: true }).click()
  await expect(miniBasket(page)).toHaveText('2')
  await closeAddedToBasket(page, 'Gammel Knas')

  await page.getByRole('link', { name: /^Kurv, 2 varer$/ }).click()
  await expect(page).toHaveURL(/\/kurv\/$/)
  const lines = page.getByRole('list', { name: 'Varer i kurven' })
  await expect(lines.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByText('248,95').first()).toBeVisible() // 169,- + 79,95

  await lines.getByRole('listitem').filter({ hasText: ROSE.name }).getByRole('button', { name: 'Øg antal' }).click()
  await expect(miniBasket(page)).toHaveText('3')
  await expect(page.getByText('417,95').first()).toBeVisible()

  await page.getByRole('button', { name: /Fjern Gammel Knas, 250 g fra kurven/ }).click()
  await expect(lines.getByRole('listitem')).toHaveCount(1)
  await expect(miniBasket(page)).toHaveText('2')

  await page.reload()
  await expect(page.getByRole('list', { name: 'Varer i kurven' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByText('338,-').first()).toBeVisible()
  await expect(miniBasket(page)).toHaveText('2')
})

test.describe('answers for what does not exist', () => {
  test.use({ allowConsole: /Failed to load resource.*404|basket/i })

  test('an unknown product id shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/produkter/findes-ikke/987654/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Siden blev ikke fundet' })).toBeVisible()
    expect((await page.goto('/produkter/findes-ikke/abc/'))?.status()).toBe(404)
    expect((await page.goto('/findes-slet-ikke/'))?.status()).toBe(404)
  })

  test('an unknown stored basket id is dropped and the header shows an empty basket', async ({ page, context }) => {
    await context.addCookies([{ name: 'basketId', value: '00000000-0000-4000-8000-000000000000', url: 'http://localhost:3100' }])
    await page.goto('/')
    await expect(miniBasket(page)).toHaveText('0')
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'basketId')).toBe(false)
  })
})

test('the shop API rejects a malformed basket request with 400 and the error shape, and changes nothing', async ({ request }) => {
  const created = await request.post('/api/basket/', { data: {} })
  expect(created.status()).toBe(201)
  const { Uid } = await created.json()
  const bad = await request.post(`/api/basket/${Uid}/items/`, { data: { ProductId: 'x', Quantity: -1 } })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ ErrorCode: 'ValidationError', Message: expect.any(String), Errors: expect.any(Object) })
  expect((await (await request.get(`/api/basket/${Uid}/`)).json()).Lines).toEqual([])
  expect((await request.get('/api/basket/00000000-0000-4000-8000-000000000000/')).status()).toBe(404)
})

test('English is one click away and keeps the page', async ({ page }) => {
  await openRose(page)
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/produkter\/rose-de-provence-2024\/\d+\/$/)
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeVisible()
  await expect(page.getByText('In stock')).toBeVisible()
  await page.goto('/en/')
  await expect(page.getByRole('heading', { name: 'Red wines for autumn' })).toBeVisible()
})
