/**
 * "Køb igen" and the free-delivery progress from a shopper's side (docs/adr/0038): a new consumer buys truffle crisps
 * (no alcohol, so no age check), then from the order history puts the order into the basket again, is told what went
 * in, and the basket says how much is left to free delivery. A fresh customer, so the demo accounts' baskets stay as
 * seeded.
 */
import { closeAddedToBasket, expect, logIn, miniBasket, signUpCustomer, test } from './fixtures'

const CRISPS = 'Trøffelchips, 125 g'

type Page = import('@playwright/test').Page

async function payOnTestPage(page: Page) {
  await expect(page.getByText(/TESTBETALING/)).toBeVisible()
  await page.getByLabel(/Kortnummer/).fill('4111 1111 1111 1111')
  await page.getByLabel(/Udløb/).fill('12/39')
  await page.getByLabel(/CVC/).fill('123')
  await page.getByRole('button', { name: /Betal/ }).click()
}

test('a customer buys an order again from the history; the basket says how much is left to free delivery', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = await signUpCustomer(request, 'Bodil')
  await page.goto('/')
  await logIn(page, email)

  await page.goto(`/soeg/?q=${encodeURIComponent('Trøffelchips')}`)
  await page.getByRole('link', { name: CRISPS, exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: CRISPS })).toBeVisible()
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  // The added-to-basket dialog says how far the basket is from free delivery.
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('free-delivery')).toContainText(/Du mangler [\d.]+(,-|,\d{2}) for fri fragt/)
  await expect(dialog.getByRole('progressbar', { name: 'På vej mod fri fragt' })).toBeVisible()
  await closeAddedToBasket(page, CRISPS)

  await page.goto('/kassen/')
  await page.getByRole('radio', { name: /Hent i butikken/ }).check()
  await page.getByRole('button', { name: 'Næste', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Dine oplysninger' })).toBeVisible()
  await page.getByRole('button', { name: 'Næste', exact: true }).click()
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()
  await payOnTestPage(page)
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim()
  await expect(miniBasket(page)).toHaveText('0')

  await page.goto('/konto/ordrer/')
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber })
  // Keyboard: the button is its own target within the row.
  await row.getByRole('button', { name: `Køb igen – ordre ${orderNumber}` }).focus()
  await page.keyboard.press('Enter')
  // The toast says what went in; the row keeps the way to the basket.
  await expect(page.getByRole('status').filter({ hasText: '1 vare blev lagt i kurven.' }).first()).toBeVisible()
  await expect(row.getByRole('link', { name: 'Gå til kurven' })).toBeVisible()
  await expect(miniBasket(page)).toHaveText('1')

  // On a phone (390 px) the row and its button fit.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.setViewportSize({ width: 1280, height: 900 })

  await row.getByRole('link', { name: 'Gå til kurven' }).click()
  await expect(page).toHaveURL(/\/kurv\/$/)
  const delivery = page.getByTestId('basket-delivery')
  await expect(delivery).toContainText(/Du mangler [\d.]+(,-|,\d{2}) for fri fragt/)
  const bar = delivery.getByRole('progressbar', { name: 'På vej mod fri fragt' })
  await expect(bar).toHaveAttribute('aria-valuemax', '499')

  // The receipt has the button too.
  await page.goto('/konto/ordrer/')
  await row.getByRole('link', { name: `Ordre ${orderNumber}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Ordre ${orderNumber}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Køb igen', exact: true })).toBeVisible()
})
