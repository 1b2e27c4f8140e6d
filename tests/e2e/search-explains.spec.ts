/**
 * Search that explains itself (docs/adr/0040): a corrected word says so and offers the words as typed; words that
 * find nothing offer popular products and categories, without advice about filters that are not set. At 390 px the
 * result tabs scroll sideways instead of widening the page.
 */
import { expect, test } from './fixtures'

test('a typo says which words were searched and links to the words as typed', async ({ page }) => {
  await page.goto('/soeg/?q=chardonay')
  const status = page.getByRole('status').filter({ hasText: 'Viser resultater for' })
  await expect(status).toContainText('Viser resultater for chardonnay')
  await expect(status.locator('strong')).toHaveText('chardonnay')
  await expect(page.getByRole('link', { name: /Chablis Premier Cru/ }).first()).toBeVisible()

  await status.getByRole('link', { name: 'Søg i stedet efter chardonay' }).click()
  await expect(page).toHaveURL(/\/soeg\/\?q=chardonay&exact=1/)
  await expect(page.getByText('Viser resultater for', { exact: false })).toHaveCount(0)
  await expect(page.getByText('Ingen varer matcher "chardonay".')).toBeVisible()
})

test('words that find nothing offer popular products and categories, and no advice about filters', async ({ page }) => {
  await page.goto('/soeg/?q=xyzzy')
  await expect(page.getByText('Ingen varer matcher "xyzzy".')).toBeVisible()
  const popular = page.getByRole('region', { name: 'Populære varer' })
  await expect(popular.getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Kategorier' }).getByRole('link', { name: 'Vin' })).toBeVisible()
  await expect(page.getByText(/filtre/i)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Nulstil filtre' })).toHaveCount(0)
})

test('several words that find nothing together show those with some of them, and say so', async ({ page }) => {
  await page.goto('/soeg/?q=gave%20til%20far')
  await expect(page.getByText('Ingen varer matcher alle ordene. Viser varer der matcher nogle af dem.')).toBeVisible()
  await expect(page.getByRole('link', { name: /Gaveæsken|Gavekurven/ }).first()).toBeVisible()
})

test('the results page has one search field, and the tabs scroll sideways on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/soeg/?q=vin')
  await expect(page.getByRole('search')).toHaveCount(1)
  await expect(page.getByRole('search').getByRole('combobox')).toHaveValue('vin')
  const tabs = page.getByRole('navigation', { name: 'Søgetyper' }).getByRole('list')
  await expect(tabs.getByRole('link')).toHaveCount(4)
  const box = await tabs.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(390)
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const firstTop = await tabs
    .getByRole('listitem')
    .first()
    .evaluate((li) => li.getBoundingClientRect().top)
  const lastTop = await tabs
    .getByRole('listitem')
    .last()
    .evaluate((li) => li.getBoundingClientRect().top)
  expect(lastTop).toBe(firstTop)
})
