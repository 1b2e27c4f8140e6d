/**
 * Becoming a customer and getting back in (issue 7): the sign-up wizard for consumers (on a phone) and businesses,
 * and the password reset through the mail the backend writes to DATA_DIR/mail.
 */
import type { Page } from '@playwright/test'
import { expect, logIn, test, waitForMailLink } from './fixtures'

const PASSWORD = 'Rødvin-2026'
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const currentStep = (page: Page) => page.locator('[aria-current="step"]')
const next = (page: Page) => page.getByRole('button', { name: 'Næste' }).click()

async function fillLogin(page: Page, email: string) {
  await expect(currentStep(page)).toContainText('Login')
  await page.getByRole('textbox', { name: 'E-mailadresse' }).fill(email)
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Gentag adgangskode').fill(PASSWORD)
  await next(page)
}

async function fillContact(page: Page, firstName: string) {
  await page.getByRole('textbox', { name: 'Fornavn' }).fill(firstName)
  await page.getByRole('textbox', { name: 'Efternavn' }).fill('Andersen')
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('20304050')
  await page.getByRole('textbox', { name: 'Adresse' }).fill('Vestergade 1')
  await page.getByRole('textbox', { name: 'Postnummer' }).fill('8000')
  await page.getByRole('textbox', { name: 'By' }).fill('Aarhus C')
  await next(page)
}

/** The header's account button names the logged-in customer ("Min konto (Ane)"). */
const expectLoggedInAs = (page: Page, firstName: string) =>
  expect(page.getByTestId('account-menu-button')).toHaveAccessibleName(`Min konto (${firstName})`)

test('a consumer signs up through the wizard on a phone and ends up logged in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const email = `ane-${unique()}@e2e.delikat.dk`
  await page.goto('/opret-kunde/')
  await expect(page.getByRole('list', { name: 'Trin' }).getByRole('listitem')).toHaveCount(3)

  // Nothing filled in: the step stays, the first field says why and has the focus.
  await next(page)
  const emailField = page.getByRole('textbox', { name: 'E-mailadresse' })
  await expect(emailField).toHaveAttribute('aria-invalid', 'true')
  await expect(emailField).toBeFocused()
  await expect(page.getByText('Mindst 10 tegn med mindst ét bogstav og ét tal.')).toBeVisible()

  await fillLogin(page, email)
  await expect(currentStep(page)).toContainText('Dine oplysninger')
  await fillContact(page, 'Ane')

  await expect(currentStep(page)).toContainText('Bekræft')
  await expect(page.getByTestId('signup-summary')).toContainText(email)
  await page.getByRole('checkbox', { name: /kundeklub \(gratis\)/ }).check()
  await page.getByRole('checkbox', { name: /accepterer kundeklubbens vilkår/ }).check()
  await page.getByRole('checkbox', { name: /handelsbetingelser/ }).check()
  // The layout fits the phone: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await page.getByRole('button', { name: 'Opret konto' }).click()

  await expect(page.getByRole('heading', { name: 'Velkommen til Delikat, Ane!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Gå til Min konto' })).toBeVisible()
  await expect(page).toHaveURL(/\/opret-kunde\/$/)
  await expectLoggedInAs(page, 'Ane')

  // The session holds across a reload.
  await page.reload()
  await expectLoggedInAs(page, 'Ane')
})

test('a business signs up with a valid CVR number after being told an invalid one is wrong', async ({ page }) => {
  const email = `indkoeb-${unique()}@e2e.delikat.dk`
  await page.goto('/opret-erhvervskunde/')
  await expect(page.getByRole('list', { name: 'Trin' }).getByRole('listitem')).toHaveCount(4)
  await fillLogin(page, email)

  await expect(currentStep(page)).toContainText('Firma')
  await page.getByRole('textbox', { name: 'Firmanavn' }).fill('Smagløs ApS')
  const cvr = page.getByRole('textbox', { name: 'CVR-nummer' })
  await cvr.fill('12345675')
  await page.getByRole('textbox', { name: /Bestilt af/ }).fill('Indkøb')
  await next(page)
  await expect(page.getByText('CVR-nummeret er ikke gyldigt.', { exact: false })).toBeVisible()
  await expect(cvr).toBeFocused()
  await expect(currentStep(page)).toContainText('Firma')

  await cvr.fill('12345674')
  await expect(cvr).not.toHaveAttribute('aria-invalid', 'true')
  await next(page)
  await expect(currentStep(page)).toContainText('Kontaktperson')
  await fillContact(page, 'Bo')

  await expect(currentStep(page)).toContainText('Bekræft')
  await expect(page.getByTestId('signup-summary')).toContainText('12345674')
  await page.getByRole('checkbox', { name: /handelsbetingelser/ }).check()
  await page.getByRole('button', { name: 'Opret konto' }).click()

  await expect(page.getByText(/Erhvervskontoen for Smagløs ApS er oprettet/)).toBeVisible()
  await expectLoggedInAs(page, 'Bo')
})

test('a customer resets the password through the link in the mail and logs in with the new one', async ({ page, request }) => {
  const email = `glemsom-${unique()}@e2e.delikat.dk`
  const created = await request.post('/api/customer/', {
    data: {
      ClientType: 'B2C',
      Email: email,
      Password: PASSWORD,
      FirstName: 'Gitte',
      LastName: 'Glemsom',
      Phone: '20304050',
      Address: 'Vestergade 1',
      Zip: '8000',
      City: 'Aarhus C',
      AcceptTerms: true,
    },
  })
  expect(created.status()).toBe(201)

  await page.goto('/glemt-adgangskode/')
  await page.getByRole('textbox', { name: 'E-mailadresse' }).fill(email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByTestId('reset-mail-sent')).toContainText(`Hvis ${email} har en konto hos os`)

  const link = await waitForMailLink(email, '/nulstil-adgangskode/')
  await page.goto(link)
  const newPassword = 'Hvidvin-2027'
  await page.getByLabel('Ny adgangskode', { exact: true }).fill(newPassword)
  await page.getByLabel('Gentag ny adgangskode').fill(newPassword)
  await page.getByRole('button', { name: 'Gem ny adgangskode' }).click()
  await expect(page.getByTestId('reset-password-done')).toContainText('Din adgangskode er ændret')
  await expect(page.getByRole('main').getByRole('link', { name: 'Log ind' })).toHaveAttribute('href', /\/log-ind\/$/)

  // The link works once.
  await page.goto(link)
  await expect(page.getByTestId('reset-link-expired')).toContainText('udløbet eller allerede brugt')

  await logIn(page, email, { password: newPassword })
  await expectLoggedInAs(page, 'Gitte')
})
