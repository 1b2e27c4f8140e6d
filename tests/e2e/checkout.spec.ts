/**
 * Checkout from a shopper's side (issue 8): a guest pays by test card with home delivery, a consumer picks a
 * PostNord service point, a business customer pays by invoice with requisition and cost place, and a declined card
 * is retried. Card payments go through the backend's built-in TEST payment page; the rosé is wine, so every buyer
 * confirms their age on the backend's TEST MitID page first (issue 16).
 */
import { closeAddedToBasket, e2eMails, expect, logIn, miniBasket, test, verifyAgeOnTestPage } from './fixtures'
import { E2E_BASE_URL } from './ports'

const ROSE = 'Rosé de Provence 2024'
const APPROVED = '4111 1111 1111 1111'
const DECLINED = '4000 0000 0000 0002'

type Page = import('@playwright/test').Page

async function addRose(page: Page) {
  await page.goto('/')
  await page.getByRole('link', { name: ROSE }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible()
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  await expect(miniBasket(page)).not.toHaveText('0')
  await closeAddedToBasket(page, ROSE)
}

const wizard = (page: Page) => page.locator('[data-block="checkout"]')
const next = (page: Page) => page.getByRole('button', { name: 'Næste', exact: true })

/** Step 2: the invoice details a guest fills in. */
async function fillGuestDetails(page: Page, email: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Mobilnummer').fill('20304050')
  await page.getByLabel('Fornavn').fill('Gitte')
  await page.getByLabel('Efternavn').fill('Gæst')
  // After a home delivery the invoice takes its address, the box ticked (docs/adr/0035); otherwise it is asked for.
  if (await page.getByRole('checkbox', { name: 'Faktureringsadresse er den samme som leveringsadressen' }).isVisible()) return
  await page.getByLabel('Vej og husnummer').fill('Vestergade 1')
  await page.getByLabel('Postnummer').fill('8000')
  await page.getByLabel('By', { exact: true }).fill('Aarhus C')
}

/** The TEST payment page: the card form, then back to the storefront. */
async function payOnTestPage(page: Page, card: string) {
  await expect(page.getByText(/TESTBETALING/)).toBeVisible()
  await page.getByLabel(/Kortnummer/).fill(card)
  await page.getByLabel(/Udløb/).fill('12/39')
  await page.getByLabel(/CVC/).fill('123')
  await page.getByRole('button', { name: /Betal/ }).click()
}

test('a guest pays by test card with home delivery and sees the receipt; the confirmation is mailed', async ({ page }) => {
  await addRose(page)
  await page.goto('/kassen/')
  await expect(wizard(page)).toBeVisible()

  await page.getByRole('radio', { name: /Levering til døren/ }).check()
  await page.getByLabel('Modtagerens navn').fill('Gitte Gæst')
  await page.getByLabel('Vej og husnummer').fill('Vestergade 1')
  await page.getByLabel('Postnummer').fill('8000')
  await page.getByLabel('By', { exact: true }).fill('Aarhus C')
  await page.getByLabel('Mobilnummer').fill('20304050')
  await next(page).click()

  const email = `gitte-${Date.now()}@e2e.delikat.dk`
  await fillGuestDetails(page, email)
  await next(page).click()

  // 169,- for the wine and 69,- for home delivery.
  await expect(page.getByText('238,-').first()).toBeVisible()
  // No wine without the age check: paying first is refused on the spot and points to it.
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()
  await expect(page.getByTestId('age-check').getByRole('alert')).toHaveText('Bekræft din alder med MitID, før du betaler.')
  await expect(page.getByRole('button', { name: 'Bekræft alder med MitID' })).toBeFocused()
  await verifyAgeOnTestPage(page)
  await expect(page.getByTestId('payment-notice')).toHaveText('Tak – din alder er bekræftet.')
  await expect(page.getByTestId('age-check')).toContainText('du er fyldt 18 år')
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()

  await payOnTestPage(page, APPROVED)
  await expect(page).toHaveURL(/\/kassen\/kvittering\/\?order=/)
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  await expect(page.getByText(ROSE).first()).toBeVisible()
  await expect(miniBasket(page)).toHaveText('0')
  // The order confirmation went through the mail transport (a file here), with the receipt link.
  await expect
    .poll(() =>
      e2eMails()
        .filter((mail) => mail.headers.to?.includes(email))
        .map((mail) => mail.headers.subject),
    )
    .toEqual([expect.stringMatching(/^Ordrebekræftelse \d+$/)])
})

test('a guest who creates an account with the order is logged in; a declined card keeps the basket for a retry', async ({ page }) => {
  await addRose(page)
  await page.goto('/kassen/')
  await page.getByRole('radio', { name: /Hent i butikken/ }).check()
  await next(page).click()
  await fillGuestDetails(page, `afvist-${Date.now()}@e2e.delikat.dk`)
  await page.getByLabel('Opret en konto med en adgangskode', { exact: false }).fill('Smagfuld-2026')
  await next(page).click()
  await verifyAgeOnTestPage(page)
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()

  await payOnTestPage(page, DECLINED)
  await expect(page.getByRole('heading', { name: 'Betalingen blev ikke gennemført' })).toBeVisible()
  // The page after the provider has the full header again (the checkout's own is focused, docs/adr/0035): the new
  // account is logged in, and the basket is kept.
  await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName('Min konto (Gitte)')
  await expect(miniBasket(page)).toHaveText('1')
  await page.getByRole('link', { name: 'Prøv at betale igen' }).click()

  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()
  await payOnTestPage(page, APPROVED)
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  // The order is the new customer's: in their account, and the declined attempt is not.
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim()
  await page.goto('/konto/ordrer/')
  await expect(page.getByRole('link', { name: /^Ordre \d+$/ })).toHaveText([`Ordre ${orderNumber}`])
})

test('a consumer picks a PostNord service point near the address', async ({ page }) => {
  await addRose(page)
  await logIn(page, 'kunde@delikat.dk')
  await page.goto('/kassen/')
  await page.getByRole('radio', { name: /PostNord pakkeshop/ }).check()
  const search = page.getByRole('search', { name: 'Find PostNord-udleveringssteder' })
  await search.getByLabel('Postnummer').fill('8000')
  await search.getByRole('button', { name: 'Find udleveringssteder' }).click()
  const points = page.getByRole('group', { name: 'Vælg udleveringssted' })
  const first = points.getByRole('radio').first()
  await expect(first).toBeVisible()
  await first.check()
  await next(page).click()
  await expect(page.getByRole('heading', { name: 'Dine oplysninger' })).toBeVisible()
  await next(page).click()
  await verifyAgeOnTestPage(page, 'Voksen (30 år)', { ifAsked: true })
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()
  await payOnTestPage(page, APPROVED)
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  // The receipt names the chosen service point.
  await expect(page.getByRole('region', { name: 'Levering' }).getByText(/Pakkeshop/)).toBeVisible()
})

test('a business customer pays by invoice with requisition and cost place, and finds the order in the account', async ({ page }) => {
  await addRose(page)
  await logIn(page, 'firma@delikat.dk', { business: true })
  await page.goto('/kassen/')
  await page.getByRole('radio', { name: /Hent i butikken/ }).check()
  await next(page).click()
  await page.getByLabel('Rekvisitionsnummer', { exact: false }).fill('REK-2026-118')
  await page.getByLabel('Omkostningssted', { exact: false }).fill('Køkken 2')
  await next(page).click()
  // A business is not exempt from the age check (docs/adr/0022).
  await verifyAgeOnTestPage(page, 'Voksen (30 år)', { ifAsked: true })
  await page.getByRole('radio', { name: /Faktura/ }).check()
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Afgiv ordre' }).click()
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  // The business customer's prices without VAT, the VAT added: 135,20 + 33,80 = 169,-.
  const receipt = page.getByRole('region', { name: 'Tak for din ordre' })
  await expect(receipt.getByText('135,20').first()).toBeVisible()
  await expect(receipt.getByText('33,80')).toBeVisible()
  const orderNumber = (await receipt.getByRole('definition').first().textContent())!.trim()
  expect(orderNumber).toMatch(/^\d+$/)
  await page.goto('/konto/ordrer/')
  await page.getByRole('link', { name: `Ordre ${orderNumber}` }).click()
  await expect(page.getByText('Faktura').first()).toBeVisible()
})

test('a 17-year-old is refused the wine: the check says so, names the line, and the basket stays as it was', async ({ page }) => {
  await addRose(page)
  await page.goto('/kassen/')
  await page.getByRole('radio', { name: /Hent i butikken/ }).check()
  await next(page).click()
  await fillGuestDetails(page, `ung-${Date.now()}@e2e.delikat.dk`)
  await next(page).click()
  await verifyAgeOnTestPage(page, '17 år')
  const check = page.getByTestId('age-check')
  await expect(check).toContainText('Du er bekræftet som fyldt 16 år')
  await expect(check.getByTestId('age-limited-lines')).toHaveText(`${ROSE} (kræver 18 år)`)
  await expect(page.locator('[data-unavailable]').filter({ hasText: ROSE })).toContainText('Kræver 18 år')
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()
  await expect(page).toHaveURL(/\/kassen\/\?trin=betaling/)
  await expect(page.getByTestId('age-check').getByRole('button', { name: 'Bekræft med MitID igen' })).toBeFocused()
  // The checkout's focused header has no basket (docs/adr/0035): the basket page shows it is as it was.
  await page.goto('/kurv/')
  await expect(miniBasket(page)).toHaveText('1')
})

test('a shopper on 127.0.0.1 who is declined comes back to 127.0.0.1, with the basket and the login', async ({ page }) => {
  // The configured storefront is localhost: a return there would find neither the basket cookie nor the login.
  const loopback = E2E_BASE_URL.replace('//localhost:', '//127.0.0.1:')
  await page.goto(`${loopback}/produkter/rose-de-provence-2024/3/`)
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  await expect(miniBasket(page)).not.toHaveText('0')
  await closeAddedToBasket(page, ROSE)
  await logIn(page, 'kunde@delikat.dk')
  await page.goto(`${loopback}/kassen/`)
  await page.getByRole('radio', { name: /Hent i butikken/ }).check()
  await next(page).click()
  await expect(page.getByRole('heading', { name: 'Dine oplysninger' })).toBeVisible()
  await next(page).click()
  await verifyAgeOnTestPage(page, 'Voksen (30 år)', { ifAsked: true })
  expect(new URL(page.url()).origin).toBe(loopback)
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()
  await payOnTestPage(page, DECLINED)
  await expect(page.getByRole('heading', { name: 'Betalingen blev ikke gennemført' })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(loopback)
  await expect(miniBasket(page)).not.toHaveText('0')
  await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName(/^Min konto \(.+\)$/)
})
