/**
 * Checkout asks once (issue 22, docs/adr/0035): a guest types the delivery address once; the invoice step shows it
 * (name, phone, "same as delivery" ticked, the address not asked again), a typed postcode fills in its town, an
 * unknown one is said at once, and the order goes through on the TEST card page. The header is the checkout's own.
 */
import { closeAddedToBasket, expect, miniBasket, test, verifyAgeOnTestPage } from './fixtures'

const ROSE = 'Rosé de Provence 2024'
type Page = import('@playwright/test').Page

const next = (page: Page) => page.getByRole('button', { name: 'Næste', exact: true })

async function addRose(page: Page) {
  await page.goto('/')
  await page.getByRole('link', { name: ROSE }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible()
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  await expect(miniBasket(page)).not.toHaveText('0')
  await closeAddedToBasket(page, ROSE)
}

test('a guest fills in the delivery once; the invoice starts from it, 8000 gives Aarhus C, and the order goes through', async ({
  page,
}) => {
  await addRose(page)
  await page.goto('/kassen/')
  const header = page.getByTestId('checkout-header')
  await expect(header).toContainText('Sikker betaling')
  await expect(header.getByRole('link', { name: /Ring til kundeservice/ })).toHaveAttribute('href', /^tel:/)
  await expect(page.getByRole('searchbox')).toHaveCount(0)

  await page.getByRole('radio', { name: /Levering til døren/ }).check()
  const zip = page.getByLabel('Postnummer')
  await expect(zip).toHaveAttribute('autocomplete', 'postal-code')
  await expect(zip).toHaveAttribute('inputmode', 'numeric')
  await page.getByLabel('Modtagerens navn').fill('Gitte Gæst')
  await page.getByLabel('Vej og husnummer').fill('Vestergade 1')
  // Four digits that are no postcode are said at once; a real one fills in its town.
  await zip.fill('1234')
  await expect(zip).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Postnummeret findes ikke')).toBeVisible()
  await zip.fill('8000')
  await expect(page.getByLabel('By', { exact: true })).toHaveValue('Aarhus C')
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Mobilnummer').fill('20304050')
  await next(page).click()

  // The invoice step: what was typed for delivery is there, and the address is not asked again.
  await expect(page.getByLabel('Fornavn')).toHaveValue('Gitte')
  await expect(page.getByLabel('Efternavn')).toHaveValue('Gæst')
  await expect(page.getByLabel('Mobilnummer')).toHaveValue('20304050')
  const same = page.getByRole('checkbox', { name: 'Faktureringsadresse er den samme som leveringsadressen' })
  await expect(same).toBeChecked()
  await expect(page.getByText('Vestergade 1, 8000 Aarhus C')).toBeVisible()
  await expect(page.getByLabel('Vej og husnummer')).toHaveCount(0)

  // A bad e-mail says what is wrong, and takes the focus.
  const email = page.getByLabel('E-mail', { exact: true })
  await email.fill('gitte@')
  await next(page).click()
  await expect(page.getByText('Skriv en gyldig e-mailadresse, fx navn@domæne.dk')).toBeVisible()
  await expect(email).toBeFocused()
  await email.fill(`asks-once-${Date.now()}@e2e.delikat.dk`)
  await next(page).click()

  await verifyAgeOnTestPage(page)
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()
  await expect(page.getByText(/TESTBETALING/)).toBeVisible()
  await page.getByLabel(/Kortnummer/).fill('4111 1111 1111 1111')
  await page.getByLabel(/Udløb/).fill('12/39')
  await page.getByLabel(/CVC/).fill('123')
  await page.getByRole('button', { name: /Betal/ }).click()
  await expect(page).toHaveURL(/\/kassen\/kvittering\/\?order=/)
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
})
