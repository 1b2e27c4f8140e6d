/**
 * "Dine data" in the account (docs/adr/0024), on a freshly signed-up customer on a phone-sized screen: the data is
 * downloaded as a JSON file, a wrong password does not delete the account, and the right one does: the visitor is a
 * guest on the home page, a mail confirms it, and the password opens nothing any more.
 */
import { readFile } from 'node:fs/promises'
import { DEMO_PASSWORD, e2eMails, expect, logIn, signUpCustomer, test } from './fixtures'
import { callFrom, freshLoopbackAddress } from './from-address'
import { E2E_BASE_URL } from './ports'

// The refused deletion (the wrong password, 400) is reported by the browser in the console.
test.use({ viewport: { width: 390, height: 844 }, allowConsole: /Failed to load resource.*400/ })

test('a customer downloads their data and deletes the account', async ({ page, request }) => {
  const email = await signUpCustomer(request, 'Dorthe')
  await page.goto('/')
  await logIn(page, email)
  await page.goto('/konto/')

  const section = page.getByRole('region', { name: 'Dine data' })
  await section.scrollIntoViewIfNeeded()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download dine data (JSON)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^delikat-data-\d{4}-\d{2}-\d{2}\.json$/)
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'))
  expect(file.Profile).toMatchObject({ Email: email, FirstName: 'Dorthe' })
  expect(JSON.stringify(file)).not.toMatch(/"(hash|salt|resetPasswordToken)"/)
  await expect(page.getByText('Dine data er hentet.')).toBeVisible()

  await section.getByRole('button', { name: 'Slet din konto' }).click()
  const dialog = page.getByRole('dialog', { name: 'Slet din konto' })
  await expect(dialog).toContainText('Dine ordrer i 5 år, fordi bogføringsloven kræver det')
  // The dialog fits the phone: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await dialog.getByLabel('Din adgangskode').fill('Forkert-kode-1')
  await dialog.getByRole('checkbox', { name: /Jeg forstår, at min konto bliver slettet/ }).check()
  await dialog.getByRole('button', { name: 'Slet min konto' }).click()
  await expect(dialog.getByLabel('Din adgangskode')).toHaveAccessibleDescription('Adgangskoden er forkert.')

  await dialog.getByLabel('Din adgangskode').fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Slet min konto' }).click()
  await expect(page.getByText(`Din konto er slettet. Vi har sendt en bekræftelse til ${email}.`)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName('Min konto')
  expect((await page.context().cookies()).map((c) => c.name)).not.toEqual(expect.arrayContaining(['token']))

  await expect
    .poll(() =>
      e2eMails().some(
        (mail) => mail.headers.to?.toLowerCase().includes(email) && mail.headers.subject === 'Din konto hos Delikat er slettet',
      ),
    )
    .toBe(true)

  // The account is gone: its password opens nothing (asked from an address of its own: failed logins are limited).
  const login = await callFrom(freshLoopbackAddress(), `${E2E_BASE_URL}/api/login/`, {
    json: { Email: email, Password: DEMO_PASSWORD, ClientType: 'B2C' },
  })
  expect(login.body.Result).toBe('InvalidCredentials')
})
