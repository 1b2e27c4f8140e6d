/**
 * MobilePay from a shopper's side (issue 22, docs/adr/0036-mobilepay.md): a guest chooses MobilePay at the payment
 * step (with the keyboard), approves on the backend's TEST MobilePay page and sees the receipt naming MobilePay; a
 * refusal ("Afvis") comes back to the payment step with the reason, the basket kept and MobilePay chosen again, and
 * the shopper pays by card instead; on a phone, a guest types the address once and pays with MobilePay. The rosé is wine, so the TEST MitID age check comes first, as in checkout.spec.ts.
 */
import { closeAddedToBasket, DEMO_PASSWORD, e2eMails, expect, miniBasket, test, verifyAgeOnTestPage } from './fixtures'

const ROSE = 'Rosé de Provence 2024'

type Page = import('@playwright/test').Page

async function addRose(page: Page) {
  await page.goto('/')
  await page.getByRole('link', { name: ROSE }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible()
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  await expect(miniBasket(page)).not.toHaveText('0')
  await closeAddedToBasket(page, ROSE)
}

const next = (page: Page) => page.getByRole('button', { name: 'Næste', exact: true })

/** Click and collect, the guest's details, the age check: the payment step, ready to choose a method. */
async function toPaymentStep(page: Page, email: string) {
  await addRose(page)
  await page.goto('/kassen/')
  await page.getByRole('radio', { name: /Hent i butikken/ }).check()
  await next(page).click()
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Mobilnummer').fill('20304050')
  await page.getByLabel('Fornavn').fill('Mads')
  await page.getByLabel('Efternavn').fill('Mobil')
  await page.getByLabel('Vej og husnummer').fill('Vestergade 1')
  await page.getByLabel('Postnummer').fill('8000')
  await page.getByLabel('By', { exact: true }).fill('Aarhus C')
  await next(page).click()
  await verifyAgeOnTestPage(page)
}

// "Godkend" without a number is answered 400 by the TEST page (it shows the page again with the reason), which the
// browser reports in its console.
test.use({ allowConsole: /Failed to load resource.*400/ })

const methods = (page: Page) => page.getByRole('group', { name: 'Betalingsmåde' })

/** Chooses MobilePay with the keyboard: from the card radio, the arrow key moves the choice. */
async function chooseMobilePay(page: Page) {
  const card = methods(page).getByRole('radio', { name: 'Betalingskort' })
  await expect(methods(page).getByRole('img', { name: 'Dankort' })).toBeVisible()
  await expect(methods(page).getByRole('img', { name: 'MobilePay' })).toBeVisible()
  await card.focus()
  await page.keyboard.press('ArrowDown')
  await expect(methods(page).getByRole('radio', { name: 'MobilePay' })).toBeChecked()
}

/** The TEST MobilePay page: still loudly a test, MobilePay's approval with a phone number. */
async function onMobilePayPage(page: Page) {
  await expect(page.getByText(/TESTBETALING/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Godkend betalingen i MobilePay' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'MobilePay' })).toBeVisible()
}

test('a guest pays with MobilePay on the TEST page and sees the receipt naming MobilePay', async ({ page }) => {
  const email = `mobilepay-${Date.now()}@e2e.delikat.dk`
  await toPaymentStep(page, email)
  await chooseMobilePay(page)
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()

  await onMobilePayPage(page)
  // "Godkend" without a number stays on the page and says what is missing.
  await page.getByRole('button', { name: 'Godkend' }).click()
  await expect(page.getByRole('alert')).toHaveText('Skriv dit mobilnummer med 8 cifre, fx 20 30 40 50.')
  await page.getByLabel('Mobilnummer').fill('20 30 40 50')
  await page.getByRole('button', { name: 'Godkend' }).click()

  await expect(page).toHaveURL(/\/kassen\/kvittering\/\?order=/)
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  const payment = page.locator('dt', { hasText: 'Betaling' }).locator('xpath=following-sibling::dd[1]')
  await expect(payment).toHaveText('MobilePay')
  await expect(miniBasket(page)).toHaveText('0')
  await expect
    .poll(() =>
      e2eMails()
        .filter((mail) => mail.headers.to?.includes(email))
        .map((mail) => mail.text.includes('Din betaling med MobilePay er godkendt.')),
    )
    .toEqual([true])
})

test('a refused MobilePay payment returns to the payment step with the reason; the shopper pays by card instead', async ({ page }) => {
  // Two trips to the provider and the age check: longer than one minute when the machine is busy.
  test.slow()
  await toPaymentStep(page, `mobilepay-afvist-${Date.now()}@e2e.delikat.dk`)
  await chooseMobilePay(page)
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()

  await onMobilePayPage(page)
  await page.getByRole('button', { name: 'Afvis' }).click()
  await expect(page.getByRole('heading', { name: 'Betalingen blev ikke gennemført' })).toBeVisible()
  await expect(page.getByText('Betalingen blev afvist i MobilePay, eller den blev annulleret.')).toBeVisible()
  await expect(miniBasket(page)).toHaveText('1')
  await page.getByRole('link', { name: 'Prøv at betale igen' }).click()

  await expect(page).toHaveURL(/\/kassen\/\?trin=betaling&afvist=MobilePay/)
  await expect(page.getByTestId('payment-refused')).toHaveText(
    'Betalingen med MobilePay blev ikke gennemført. Din kurv er gemt: prøv igen med MobilePay, eller vælg Betalingskort.',
  )
  await expect(methods(page).getByRole('radio', { name: 'MobilePay' })).toBeChecked()
  await methods(page).getByRole('radio', { name: 'Betalingskort' }).check()
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()

  await expect(page.getByLabel(/Kortnummer/)).toBeVisible()
  await page.getByLabel(/Kortnummer/).fill('4111 1111 1111 1111')
  await page.getByLabel(/Udløb/).fill('12/39')
  await page.getByLabel(/CVC/).fill('123')
  await page.getByRole('button', { name: /Betal/ }).click()
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  const payment = page.locator('dt', { hasText: 'Betaling' }).locator('xpath=following-sibling::dd[1]')
  await expect(payment).toHaveText('Betalingskort')
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  // The journey end to end on a phone: the address typed once (delivery), carried to the invoice step, the
  // methods and their marks fitting the screen, and MobilePay approved on the TEST page.
  test('a guest on a phone types the address once and pays with MobilePay', async ({ page }) => {
    const email = `mobilepay-390-${Date.now()}@e2e.delikat.dk`
    await addRose(page)
    await page.goto('/kassen/')
    await page.getByRole('radio', { name: /Levering til døren/ }).check()
    await page.getByLabel('Modtagerens navn').fill('Mia Mobil')
    await page.getByLabel('Vej og husnummer').fill('Vestergade 1')
    await page.getByLabel('Postnummer').fill('8000')
    await expect(page.getByLabel('By', { exact: true })).toHaveValue('Aarhus C')
    await page.getByLabel('Mobilnummer').fill('20304050')
    await next(page).click()

    // Not asked again: the name, the phone and the address come from the delivery.
    await expect(page.getByLabel('Fornavn')).toHaveValue('Mia')
    await expect(page.getByLabel('Mobilnummer')).toHaveValue('20304050')
    await expect(page.getByRole('checkbox', { name: 'Faktureringsadresse er den samme som leveringsadressen' })).toBeChecked()
    await expect(page.getByLabel('Vej og husnummer')).toHaveCount(0)
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await next(page).click()
    await verifyAgeOnTestPage(page)

    await expect(methods(page).getByRole('img', { name: 'Mastercard' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await methods(page).getByRole('radio', { name: 'MobilePay' }).check()
    await page.getByRole('checkbox', { name: /accepterer/ }).check()
    await page.getByRole('button', { name: 'Gå til betaling' }).click()

    await onMobilePayPage(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByLabel('Mobilnummer').fill('20304050')
    await page.getByRole('button', { name: 'Godkend' }).click()
    await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
    const payment = page.locator('dt', { hasText: 'Betaling' }).locator('xpath=following-sibling::dd[1]')
    await expect(payment).toHaveText('MobilePay')
    await expect(page.getByText('Vestergade 1').first()).toBeVisible()

    // The receipt says what happens next, and the guest keeps the details with one field (docs/adr/0042).
    await expect(page.getByRole('heading', { name: 'Hvad sker der nu?' })).toBeVisible()
    await expect(page.getByText(/Vi forventer at levere pakken til døren mellem/)).toBeVisible()
    await page.getByLabel('Vælg en adgangskode').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Opret konto' }).click()
    await expect(page.getByText('Din konto er oprettet, og du er logget ind.')).toBeVisible()
    await page.getByTestId('account-menu-button').click()
    await expect(page.getByTestId('account-menu-customer')).toContainText('Mia Mobil')
  })
})
