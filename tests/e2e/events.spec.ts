/**
 * Tastings from a shopper's side (issue 22, docs/adr/0041): reached from the home page, each card says when and where,
 * the page shows the time and the place by the price and counts seats, and offers no similar products.
 */
import { expect, test } from './fixtures'

const tiles = (page: import('@playwright/test').Page) => page.locator('[data-block="productList"] ul[aria-label] > li')

test('a tasting shows its date, time and place on the card and the page, counts seats and offers no similar products', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Arrangementer' }).first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Arrangementer' })).toBeVisible()

  // "Tors. 10. dec. kl. 19.00 · Delikat Aarhus, Vestergade 12" on the card.
  const first = tiles(page).first()
  await expect(first.getByTestId('card-event')).toHaveText(/kl\. \d{2}\.\d{2}\u00a0· Delikat /)
  await expect(first.getByText(/pladser? tilbage/)).toBeVisible()

  await first.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const when = page.getByRole('region', { name: 'Tid og sted' })
  await expect(when).toBeVisible()
  await expect(when).toContainText(/kl\. \d{2}\.\d{2}–\d{2}\.\d{2}/)
  await expect(when).toContainText('Delikat')
  await expect(page.getByText(/\d+ pladser? tilbage/).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Læg i kurv' }).first()).toBeEnabled()
  // The page has loaded its lazy parts (reviews, recipes) by now: still no similar products.
  await page.mouse.wheel(0, 4000)
  await expect(page.getByRole('heading', { name: 'Lignende produkter' })).toHaveCount(0)
})
