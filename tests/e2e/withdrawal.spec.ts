/**
 * "Fortryd købet her" from a shopper's side (docs/adr/0023): a consumer buys truffle crisps (no alcohol, kept at room
 * temperature, so neither an age check nor an exemption is involved), withdraws from the order in the account through
 * the confirmation step, and receives the acknowledgement mail; a guest reaches the page from the footer of any page.
 */
import { closeAddedToBasket, e2eMails, expect, logIn, miniBasket, signUpCustomer, test } from './fixtures'

const CRISPS = 'Trøffelchips, 125 g'

type Page = import('@playwright/test').Page

async function payOnTestPage(page: Page) {
  await expect(page.getByText(/TESTBETALING/)).toBeVisible()
  await page.getByLabel(/Kortnummer/).fill('4111 1111 1111 1111')
  await page.getByLabel(/Udløb/).fill('12/39')
  await page.getByLabel(/CVC/).fill('123')
  await page.getByRole('button', { name: /Betal/ }).click()
}

test('a consumer withdraws from an order in the account and receives the acknowledgement mail', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = await signUpCustomer(request, 'Frida')
  await page.goto('/')
  await logIn(page, email)

  await page.goto(`/soeg/?q=${encodeURIComponent('Trøffelchips')}`)
  await page.getByRole('link', { name: CRISPS, exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: CRISPS })).toBeVisible()
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  await expect(miniBasket(page)).not.toHaveText('0')
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
  // The receipt offers the withdrawal at once: the goods are not delivered yet, so the period has not started.
  await expect(page.getByTestId('withdrawal-notice').getByRole('link', { name: 'Fortryd købet her' })).toBeVisible()
  // The order confirmation carries the link too.
  await expect.poll(() => e2eMails().some((mail) => mail.headers.to?.includes(email) && mail.text.includes('/fortryd/?order='))).toBe(true)

  await page.goto('/konto/ordrer/')
  await page.getByRole('link', { name: `Ordre ${orderNumber}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Ordre ${orderNumber}` })).toBeVisible()
  await page.getByTestId('withdrawal-notice').getByRole('link', { name: 'Fortryd købet her' }).click()

  await expect(page).toHaveURL(/\/fortryd\/\?order=[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Fortryd købet her' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: `Ordre ${orderNumber}` })).toBeFocused()
  // On a phone (390 px) nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: test.info().outputPath('withdrawal-390.png'), fullPage: true })
  await page.getByRole('checkbox', { name: CRISPS }).check()
  await page.getByRole('textbox', { name: /Hvorfor fortryder du/ }).fill('Købt to gange ved en fejl')
  await page.getByRole('button', { name: 'Fortsæt' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Bekræft din fortrydelse' })).toBeVisible()
  await expect(page.getByTestId('withdrawal-chosen')).toHaveText(`1 × ${CRISPS}`)
  await page.getByRole('button', { name: 'Bekræft fortrydelse' }).click()

  const done = page.getByTestId('withdrawal-done')
  await expect(done.getByRole('heading', { name: 'Din fortrydelse er modtaget' })).toBeVisible()
  await expect(done).toContainText('Vi har sendt en kvittering')

  let acknowledgement: ReturnType<typeof e2eMails>[number] | undefined
  await expect
    .poll(() => {
      acknowledgement = e2eMails().find(
        (mail) => mail.headers.to?.includes(email) && mail.headers.subject === `Kvittering for fortrydelse af ordre ${orderNumber}`,
      )
      return acknowledgement !== undefined
    })
    .toBe(true)
  expect(acknowledgement!.text).toContain(`1 × ${CRISPS}: 39,95`)
  expect(acknowledgement!.text).toMatch(/foretaget den \d{1,2}\. \p{L}+ \d{4} kl\. \d\d\.\d\d \(dansk tid\)/u)
  expect(acknowledgement!.text).toContain('Din begrundelse: Købt to gange ved en fejl')

  // Back on the order: nothing is left to withdraw, and it says so instead of offering the link.
  await page.goto('/konto/ordrer/')
  await page.getByRole('link', { name: `Ordre ${orderNumber}` }).click()
  const notice = page.getByTestId('withdrawal-notice')
  await expect(notice).toContainText('Du har fortrudt alt i ordren, der kan fortrydes.')
  await expect(notice.getByRole('link')).toHaveCount(0)
})

test.describe('from the footer', () => {
  // The lookup of a pair that matches no order answers 404, which the browser reports.
  test.use({ allowConsole: /Failed to load resource.*404/ })

  test('a guest reaches the withdrawal page from the footer, in Danish and in English, and a wrong pair finds nothing', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Fortryd købet her' }).click()
    await expect(page).toHaveURL(/\/fortryd\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Fortryd købet her' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Ordrenummer' }).fill('1')
    await page.getByRole('textbox', { name: 'E-mailadresse' }).fill('nogen@e2e.delikat.dk')
    await page.getByRole('button', { name: 'Find ordren' }).click()
    await expect(page.getByTestId('withdrawal-lookup-problem')).toContainText(
      'Vi kan ikke finde en ordre med det ordrenummer og den e-mailadresse.',
    )

    await page.goto('/en/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Withdraw from your purchase here' }).click()
    await expect(page).toHaveURL(/\/en\/fortryd\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from your purchase here' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Order number' })).toBeVisible()
  })
})
