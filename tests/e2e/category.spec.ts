/**
 * Category pages, the search page's types and the header's suggestions, from a shopper's side. The demo catalogue
 * grows over time, so nothing here depends on exact counts: only on how counts compare.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const WINE = '/vin/'
const PAGE_SIZE = 18

/** "27 varer" above the list. */
async function resultCount(page: Page): Promise<number> {
  const text = await page
    .getByText(/^\d+ varer?$/)
    .first()
    .textContent()
  return Number(text?.match(/\d+/)?.[0] ?? NaN)
}

const tiles = (page: Page) => page.locator('[data-block="productList"] ul[aria-label] > li')

/** An option of a facet that narrows the list: it matches some products, but fewer than all. */
async function narrowingOption(panel: Locator, total: number): Promise<{ box: Locator; name: string; count: number }> {
  const boxes = panel.getByRole('group', { name: 'Land' }).getByRole('checkbox')
  for (const box of await boxes.all()) {
    const name = (await box.locator('xpath=..').textContent()) ?? ''
    const count = Number(name.match(/\((\d+)\)\s*$/)?.[1] ?? 0)
    if (count > 0 && count < total) return { box, name: name.replace(/\s*\(\d+\)\s*$/, '').trim(), count }
  }
  throw new Error('no country narrows the wine list')
}

test('a category page filters, sorts and loads more, and the back button restores it', async ({ page }) => {
  const response = await page.goto(WINE)
  expect(response?.status()).toBe(200)
  const list = page.locator('[data-block="productList"]')
  await expect(list.getByRole('heading', { level: 2, name: 'Vin' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Brødkrumme' }).getByRole('link', { name: 'Forside' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Underkategorier' }).getByRole('link', { name: 'Rødvin' })).toBeVisible()

  const before = await resultCount(page)
  expect(before).toBeGreaterThan(1)
  expect(await tiles(page).count()).toBe(Math.min(before, PAGE_SIZE))

  // Filter by a country that narrows the list.
  const panel = list.getByRole('complementary', { name: 'Filtre' })
  const country = await narrowingOption(panel, before)
  // The checkbox follows the URL, so it turns checked once the new search is under way.
  await country.box.click()
  await expect(country.box).toBeChecked()
  await expect(page).toHaveURL(new RegExp(`/vin/\\?country=${encodeURIComponent(country.name)}`))
  await expect(page.getByText(new RegExp(`^${country.count} varer?$`))).toBeVisible()
  const filtered = await resultCount(page)
  expect(filtered).toBeLessThan(before)

  // Sort by price, lowest first.
  await list.getByRole('combobox', { name: 'Sortér efter' }).selectOption('PricingAscending')
  await expect(page).toHaveURL(/sort=PricingAscending/)
  await expect(list.locator('[aria-busy="true"]')).toHaveCount(0)

  // Load more when there is more than a page; otherwise everything is shown already.
  if (filtered > PAGE_SIZE) {
    await list.getByRole('button', { name: 'Vis flere' }).click()
    await expect(page).toHaveURL(/pages=2/)
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(PAGE_SIZE)
  } else {
    await expect(list.getByRole('button', { name: 'Vis flere' })).toHaveCount(0)
    await expect(list.getByText(`Viser ${filtered} af ${filtered} produkt`)).toBeVisible()
  }
  const shown = await tiles(page).count()
  const firstName = await tiles(page).first().getByRole('heading').textContent()
  const url = page.url()

  // Open a product, then come back with the browser's back button.
  await tiles(page).first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/produkter\//)
  await page.goBack()
  await expect(page).toHaveURL(url)
  await expect(panel.getByRole('checkbox', { name: new RegExp(`^${country.name}`) })).toBeChecked()
  await expect(list.getByRole('combobox', { name: 'Sortér efter' })).toHaveValue('PricingAscending')
  await expect.poll(() => tiles(page).count()).toBe(shown)
  await expect(tiles(page).first().getByRole('heading')).toHaveText(firstName ?? '')

  // A link to the same state renders it on the server too.
  await page.goto(url)
  await expect(panel.getByRole('checkbox', { name: new RegExp(`^${country.name}`) })).toBeChecked()
  expect(await resultCount(page)).toBe(filtered)

  // A subcategory is a page of its own with fewer products than the whole wine list.
  await page.goto(WINE)
  await page.getByRole('navigation', { name: 'Underkategorier' }).getByRole('link', { name: 'Rødvin' }).click()
  await expect(page).toHaveURL(/\/vin\/roedvin\/$/)
  await expect(list.getByRole('heading', { level: 2, name: 'Rødvin' })).toBeVisible()
  const red = await resultCount(page)
  expect(red).toBeGreaterThan(0)
  expect(red).toBeLessThanOrEqual(before)
  await expect(page.getByRole('navigation', { name: 'Brødkrumme' }).getByRole('link', { name: 'Vin' })).toHaveAttribute('href', /\/vin\/$/)
})

test.describe('unknown URLs', () => {
  // The browser reports the 404 document itself as a console error.
  test.use({ allowConsole: /Failed to load resource.*404/ })

  test('an unknown URL below a category is still a 404', async ({ page }) => {
    const response = await page.goto('/vin/findes-ikke/')
    expect(response?.status()).toBe(404)
  })
})

test('a long filter list comes folded with the page, and "Vis alle" fetches and shows the rest', async ({ page }) => {
  await page.goto(WINE)
  // The page's data holds the folded producers only, and how many there are.
  const producers = await page.evaluate(() => {
    const data = JSON.parse(document.getElementById('__NEXT_DATA__')!.textContent!) as {
      props: {
        pageProps: { page?: { blocks?: Array<{ data: { Filters?: Array<{ Key: string; Options?: unknown[]; OptionTotal?: number }> } }> } }
      }
    }
    const filters = data.props.pageProps.page?.blocks?.flatMap((block) => block.data.Filters ?? []) ?? []
    const producer = filters.find((filter) => filter.Key === 'producer')
    return { carried: producer?.Options?.length ?? 0, total: producer?.OptionTotal ?? 0 }
  })
  expect(producers.carried).toBe(8)
  expect(producers.total).toBeGreaterThan(8)

  const group = page.locator('[data-block="productList"]').getByRole('group', { name: 'Producent' })
  await expect(group.getByRole('checkbox')).toHaveCount(8)
  const search = page.waitForResponse((answer) => answer.url().includes('/api/product/search') && answer.request().method() === 'POST')
  await group.getByRole('button', { name: `Vis alle (${producers.total})` }).click()
  await search
  await expect(group.getByRole('checkbox')).toHaveCount(producers.total)
  await expect(group.getByRole('button', { name: 'Vis færre' })).toHaveAttribute('aria-expanded', 'true')
})

test('the header field suggests while typing, and a suggestion opens with the keyboard', async ({ page }) => {
  await page.goto('/')
  const field = page.getByRole('search', { name: 'Søg i butikken' }).getByRole('combobox')
  await field.pressSequentially('barol', { delay: 50 })
  const listbox = page.getByRole('listbox', { name: 'Forslag' })
  await expect(listbox.getByRole('option', { name: /Barolo DOCG 2019/ })).toBeVisible()
  await expect(listbox.getByRole('option', { name: 'Se alle resultater for «barol»' })).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')

  await field.press('ArrowDown')
  const first = listbox.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '')
  await field.press('Escape')
  await expect(listbox).toHaveCount(0)

  // The first suggestion is a product: Enter opens its page.
  await field.press('ArrowDown')
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  const chosen = (await listbox.getByRole('option').first().textContent()) ?? ''
  await field.press('Enter')
  await expect(page).toHaveURL(/\/produkter\/[^/]+\/\d+\/$/)
  // The address changes before the product page has rendered: wait for its heading, the suggestion's name.
  const heading = page.getByRole('heading', { level: 1 })
  await expect
    .poll(async () => {
      const text = (await heading.textContent()) ?? ''
      return text.length > 0 && chosen.includes(text)
    })
    .toBe(true)

  // Enter without a chosen suggestion searches.
  await field.fill('chablis')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/soeg\/\?q=chablis$/)
})

test('the search page shows all results and a tab for each search type', async ({ page }) => {
  await page.goto('/soeg/?q=ost')
  const tabs = page.getByRole('navigation', { name: 'Søgetyper' })
  await expect(tabs.getByRole('link', { name: /^Alle resultater/ })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: /^Produkter \(\d+\)/ })).toBeVisible()
  await expect(tabs.getByRole('link', { name: /^Artikler \(\d+\)/ })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: /^Produkter/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: /^Opskrifter/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: /^Artikler/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible()

  await page
    .getByRole('region', { name: /^Artikler/ })
    .getByRole('link', { name: 'Se alle artikler' })
    .click()
  await expect(page).toHaveURL(/\/soeg\/\?q=ost&type=articles$/)
  await expect(tabs.getByRole('link', { name: /^Artikler/ })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('list', { name: 'Artikler' }).getByRole('link', { name: 'Ostens ABC' })).toBeVisible()

  await tabs.getByRole('link', { name: /^Opskrifter/ }).click()
  await expect(page).toHaveURL(/type=recipes$/)
  await expect(tabs.getByRole('link', { name: /^Opskrifter/ })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('list', { name: 'Opskrifter' }).getByRole('link').first()).toHaveAttribute('href', /^\/opskrifter\//)

  await tabs.getByRole('link', { name: /^Produkter/ }).click()
  await expect(page).toHaveURL(/type=products$/)
  await expect(page.getByRole('list', { name: 'Søgeresultater' }).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Sortér efter' })).toHaveValue('Relevance')

  await page.goBack()
  await expect(page).toHaveURL(/type=recipes$/)
})
