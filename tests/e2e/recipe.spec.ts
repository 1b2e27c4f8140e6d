/** Recipes from a shopper's side: the recipes page, a recipe with its ingredients and steps, and buying what it uses. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { closeAddedToBasket, expect, miniBasket, test } from './fixtures'

const RECIPE_URL = /\/opskrifter\/risotto-med-svampe\/(\d+)\/$/

async function openRisotto(page: Page, prefix: '' | '/en') {
  const response = await page.goto(`${prefix}/opskrifter/`)
  expect(response?.status()).toBe(200)
  const newest = page.getByRole('region', { name: prefix ? 'Newest recipes' : 'Nyeste opskrifter' })
  await newest.getByRole('link', { name: prefix ? 'Mushroom risotto' : 'Risotto med svampe' }).click()
  await expect(page).toHaveURL(prefix ? /\/en\/opskrifter\/risotto-med-svampe\/\d+\/$/ : RECIPE_URL)
}

test('from the recipes page to a recipe: ingredients, numbered steps, and a linked product into the basket', async ({ page }) => {
  await openRisotto(page, '')
  await expect(page).toHaveTitle('Risotto med svampe | Delikat')
  await expect(page.getByRole('heading', { level: 1, name: 'Risotto med svampe' })).toBeVisible()
  await expect(page.getByText('Hovedret', { exact: true })).toBeVisible()
  await expect(page.getByText('4 personer')).toBeVisible()
  await expect(page.getByText('45 min.')).toBeVisible()

  const ingredients = page.getByRole('region', { name: 'Ingredienser' })
  await expect(ingredients.getByRole('listitem').filter({ hasText: '300 g risottoris' })).toBeVisible()
  const steps = page.getByRole('region', { name: 'Sådan gør du' }).getByRole('listitem')
  await expect(steps).toHaveCount(5)
  await expect(steps.first()).toContainText('Rens svampene')

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ '@type': 'Recipe', name: 'Risotto med svampe', totalTime: 'PT45M' })

  await expect(miniBasket(page)).toHaveText('0')
  await ingredients.getByRole('button', { name: /^Læg i kurv\W+Gammel Knas, 250 g$/ }).click()
  await expect(miniBasket(page)).toHaveText('1')
  await closeAddedToBasket(page, 'Gammel Knas, 250 g')

  // "Serve with": the wines, with the shop's usual product cards.
  const serveWith = page.getByRole('heading', { level: 2, name: 'Server med' })
  await expect(serveWith).toBeVisible()
  await expect(page.getByRole('link', { name: 'Chablis Premier Cru 2021' }).first()).toBeVisible()
})

test('the recipe in English under /en/, bought from in English', async ({ page }) => {
  await openRisotto(page, '/en')
  await expect(page.getByRole('heading', { level: 1, name: 'Mushroom risotto' })).toBeVisible()
  await expect(page.getByText('Main course', { exact: true })).toBeVisible()
  const ingredients = page.getByRole('region', { name: 'Ingredients' })
  await expect(ingredients.getByRole('listitem').filter({ hasText: '75 g Gammel Knas, grated' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Method' }).getByRole('listitem').first()).toContainText('Clean the mushrooms')
  await ingredients.getByRole('button', { name: /^Add to basket\W+Gammel Knas aged cheese, 250 g$/ }).click()
  await expect(miniBasket(page)).toHaveText('1')
  await expect(page.getByRole('heading', { level: 2, name: 'Serve with' })).toBeVisible()
})

test('the recipe is rendered on the server, ready for search engines', async ({ page, request }) => {
  await openRisotto(page, '')
  const html = await (await request.get(new URL(page.url()).pathname)).text()
  expect(html).toContain('Risotto med svampe')
  expect(html).toContain('Rens svampene')
  expect(html).toContain('application/ld+json')
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/opskrifter\/risotto-med-svampe\/\d+\/"/)
})

test.describe('addresses', () => {
  test.use({ allowConsole: /Failed to load resource.*404/ })

  test('an outdated friendly name redirects to the recipe, an unknown or malformed id is a 404', async ({ page }) => {
    await openRisotto(page, '')
    const id = RECIPE_URL.exec(page.url())?.[1]
    await page.goto(`/opskrifter/gammelt-navn/${id}/`)
    await expect(page).toHaveURL(RECIPE_URL)
    expect((await page.goto('/opskrifter/findes-ikke/987654321/'))?.status()).toBe(404)
    expect((await page.goto('/opskrifter/findes-ikke/abc/'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Siden blev ikke fundet' })).toBeVisible()
  })
})

test('axe finds no serious or critical WCAG 2.1 AA violation on the recipes page and a recipe', async ({ page }) => {
  for (const open of [() => page.goto('/opskrifter/'), () => openRisotto(page, '')]) {
    await open()
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
    expect(serious, page.url()).toEqual([])
  }
})

test('a recipe does not scroll sideways on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await openRisotto(page, '')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
