/**
 * "Find din ordre" from a guest's side (docs/adr/0038): a guest buys truffle crisps (no alcohol, so no age check) for
 * click and collect, then, from the footer, finds the order by number and e-mail: a wrong e-mail is "not found", the
 * right one shows the receipt and status without the account's actions. The login dialog links the page too.
 */
import { closeAddedToBasket, expect, miniBasket, test } from './fixtures'

const CRISPS = 'Trøffelchips, 125 g'

type Page = import('@playwright/test').Page

// A wrong pair is a 404, which the browser reports in the console.
test.use({ allowConsole: /Failed to load resource.*404/ })

async function payOnTestPage(page: Page) {
  await expect(page.getByText(/TESTBETALING/)).toBeVisible()
  await page.getByLabel(/Kortnummer/).fill('4111 1111 1111 1111')
  await page.getByLabel(/Udløb/).fill('12/39')
  await page.getByLabel(/CVC/).fill('123')
  await page.getByRole('button', { name: /Betal/ }).click()
}

async function guestOrder(page: Page, email: string): Promise<string> {
  await page.goto(`/soeg/?q=${encodeURIComponent('Trøffelchips')}`)
  await page.getByRole('link', { name: CRISPS, exact: true }).first().click()
  // The product page, not the results' own "Læg i kurv" buttons while the client-side navigation is under way.
  await expect(page.getByRole('heading', { level: 1, name: CRISPS })).toBeVisible()
  await page.getByRole('button', { name: 'Læg i kurv', exact: true }).click()
  await expect(miniBasket(page)).not.toHaveText('0')
  await closeAddedToBasket(page, CRISPS)
  await page.goto('/kassen/')
  await page.getByRole('radio', { name: /Hent i butikken/ }).check()
  await page.getByRole('button', { name: 'Næste', exact: true }).click()
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Mobilnummer').fill('20304050')
  await page.getByLabel('Fornavn').fill('Gitte')
  await page.getByLabel('Efternavn').fill('Gæst')
  await page.getByLabel('Vej og husnummer').fill('Vestergade 1')
  await page.getByLabel('Postnummer').fill('8000')
  await page.getByLabel('By', { exact: true }).fill('Aarhus C')
  await page.getByRole('button', { name: 'Næste', exact: true }).click()
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()
  await payOnTestPage(page)
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  return (await page.getByTestId('order-number').textContent())!.trim()
}

test('a guest finds the order from the footer by number and e-mail and sees its receipt and status', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `gitte-${Date.now()}@e2e.delikat.dk`
  const orderNumber = await guestOrder(page, email)

  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find din ordre' }).click()
  await expect(page).toHaveURL(/\/find-ordre\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Find din ordre' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  // Nothing typed: both fields say so, nothing is sent.
  await page.getByRole('button', { name: 'Find ordren' }).click()
  await expect(page.getByRole('textbox', { name: 'Ordrenummer' })).toBeFocused()

  await page.getByRole('textbox', { name: 'Ordrenummer' }).fill(orderNumber)
  await page.getByRole('textbox', { name: 'E-mailadresse' }).fill(`anden-${email}`)
  await page.getByRole('button', { name: 'Find ordren' }).click()
  await expect(page.getByTestId('order-lookup-problem')).toHaveText('Vi kan ikke finde en ordre med det ordrenummer og den e-mail.')

  // The e-mail in another case is the same address.
  await page.getByRole('textbox', { name: 'E-mailadresse' }).fill(email.toUpperCase())
  await page.getByRole('textbox', { name: 'E-mailadresse' }).press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: `Ordre ${orderNumber}` })).toBeFocused()
  const receipt = page.getByTestId('order-lookup-receipt')
  await expect(receipt.getByRole('table')).toContainText(CRISPS)
  await expect(receipt).toContainText(/Betaling godkendt|Betalt/)
  await expect(receipt.getByRole('button', { name: /Køb igen/ })).toHaveCount(0)

  // On a phone (390 px) nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: test.info().outputPath('order-lookup-390.png'), fullPage: true })

  await page.getByRole('button', { name: 'Find en anden ordre' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Find din ordre' })).toBeVisible()
})

test('the login dialog asks a guest shopper whether they shopped as a guest, and in English too', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('account-menu-button').click()
  await page.getByRole('group', { name: 'Min konto' }).getByRole('button', { name: 'Log ind', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Log ind' })
  await dialog.getByRole('link', { name: 'Har du handlet som gæst? Find din ordre' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Find din ordre' })).toBeVisible()

  await page.goto('/en/find-ordre/')
  await expect(page.getByRole('heading', { level: 1, name: 'Find your order' })).toBeVisible()
})
