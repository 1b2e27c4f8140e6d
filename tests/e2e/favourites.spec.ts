/**
 * Favourites from a shopper's side (issue 7, docs/product.md §4 Auth and §6): a guest's heart asks for the login and the
 * product is a favourite right after it; a customer's heart toggles; the favourite is kept (after a reload, and on
 * the account's favourites page).
 */
import { expect, logIn, test } from './fixtures'

const ROSE = 'Rosé de Provence 2024'

const tileHeart = (page: import('@playwright/test').Page) =>
  page
    .getByRole('article')
    .filter({ hasText: ROSE })
    .first()
    .getByRole('button', { name: `Favorit: ${ROSE}` })

test('a guest clicks the heart, logs in in the dialog, and the product is a favourite', async ({ page }) => {
  await page.goto('/')
  const heart = tileHeart(page)
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()

  const dialog = page.getByRole('dialog', { name: 'Log ind' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('E-mailadresse').fill('kunde@delikat.dk')
  await dialog.getByLabel('Adgangskode', { exact: true }).fill('Delikat-demo-2026')
  await dialog.getByRole('button', { name: 'Log ind', exact: true }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByText('Varen er gemt blandt dine favoritter.')).toBeVisible()
  await expect(tileHeart(page)).toHaveAttribute('aria-pressed', 'true')

  // Kept on the server: after a reload the heart is still pressed, and the account's favourites list it.
  await page.reload()
  await expect(tileHeart(page)).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/konto/favoritter/')
  await expect(tileHeart(page)).toHaveAttribute('aria-pressed', 'true')
})

test("a customer's heart on the product page toggles the favourite on and off", async ({ page }) => {
  await page.goto('/')
  // The business customer: the guest test above has made the rosé a favourite of the consumer.
  await logIn(page, 'firma@delikat.dk', { business: true })
  await page.getByRole('link', { name: ROSE }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible()

  const heart = page.getByTestId('product-buy').getByRole('button', { name: `Favorit: ${ROSE}` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
})
