/** Vouchers and gift cards in the basket, from a shopper's side (issue 6). Uses the seeded demo codes. */
import { closeAddedToBasket, DEMO_PASSWORD, expect, logIn, miniBasket, signUpCustomer, test } from './fixtures'

const ROSE = 'Rosé de Provence 2024'

// A refused code is a 400 the browser reports in its console; that is the point of these tests.
test.use({ allowConsole: /status of 400/ })

async function addRose(page: import('@playwright/test').Page, quantity = 1) {
  await page.goto('/')
  await page.getByRole('link', { name: ROSE }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible()
  for (let i = 1; i < quantity; i += 1) await page.getByRole('button', { name: 'Øg antal' }).click()
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  await expect(miniBasket(page)).toHaveText(String(quantity))
  await closeAddedToBasket(page, ROSE)
}

test('a voucher is refused with its reason, applied, shown in the totals and removed', async ({ page }) => {
  await addRose(page, 2)
  await page.goto('/kurv/')
  const total = page.getByTestId('basket-total')
  await expect(total).toHaveText('338,-')

  const field = page.getByRole('textbox', { name: 'Rabatkode' })
  await field.fill('FINDESIKKE')
  await page.getByRole('button', { name: 'Brug kode' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Rabatkoden' })).toHaveText('Rabatkoden er ikke gyldig. Tjek stavningen.')
  await expect(field).toHaveValue('FINDESIKKE')

  // VIN100: 100 kr. off from 500 kr.; kept, and the basket says what is missing.
  await field.fill('vin100')
  await page.getByRole('button', { name: 'Brug kode' }).click()
  await expect(page.getByText('Rabatkoden gælder ved køb af varer for mindst 500,-.')).toBeVisible()
  await expect(total).toHaveText('338,-')

  await field.fill('velkommen10')
  await page.getByRole('button', { name: 'Brug kode' }).click()
  await expect(page.getByText(/Rabatkode VELKOMMEN10 · 10 % på hele kurven · −33,80/)).toBeVisible()
  await expect(total).toHaveText('304,20')

  await page.reload()
  await expect(page.getByTestId('basket-total')).toHaveText('304,20')
  await page.getByRole('button', { name: 'Fjern rabatkoden VELKOMMEN10' }).click()
  await expect(page.getByTestId('basket-total')).toHaveText('338,-')
})

test('a gift card pays up to the total and shows what is left on it', async ({ page }) => {
  await addRose(page)
  await page.goto('/kurv/')
  await page.getByRole('textbox', { name: 'Betal med gavekort' }).fill('demo-gave-kort-0500')
  await page.getByRole('button', { name: 'Brug gavekort' }).click()
  await expect(page.getByText('Gavekort •••• •••• •••• 0500: 169,- brugt, 331,- tilbage')).toBeVisible()
  await expect(page.getByTestId('basket-total')).toHaveText('0,-')
  await page.getByRole('button', { name: 'Fjern gavekortet •••• •••• •••• 0500' }).click()
  await expect(page.getByTestId('basket-total')).toHaveText('169,-')
})

test('a gift card is bought with a greeting, and the greeting is edited in the basket', async ({ page }) => {
  await page.goto('/gavekort/')
  await page.getByRole('radio', { name: '500,-' }).check({ force: true })
  await page.getByRole('button', { name: 'Øg antal' }).click()
  await page.getByRole('checkbox', { name: 'Send som gave med en hilsen' }).check()
  await page.getByRole('textbox', { name: 'Din hilsen' }).fill('Tillykke med dagen!')
  await page.getByRole('button', { name: 'Læg gavekort i kurv' }).click()
  await expect(miniBasket(page)).toHaveText('2')

  await page.goto('/kurv/')
  const card = page.getByRole('listitem').filter({ hasText: 'Gavekort på 500,-' })
  await expect(card.getByText('1.000,-')).toBeVisible()
  const greeting = card.getByRole('textbox', { name: 'Din hilsen' })
  await expect(greeting).toHaveValue('Tillykke med dagen!')
  await greeting.fill('God jul og godt nytår')
  await card.getByRole('button', { name: 'Gem hilsen' }).click()
  await expect(card.getByText('Hilsenen er gemt.')).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Gavekort på 500,-' }).getByRole('textbox', { name: 'Din hilsen' }),
  ).toHaveValue('God jul og godt nytår')
  // No VAT on gift cards.
  await expect(page.getByText('Heraf moms')).toHaveCount(0)
  await expect(page.getByTestId('basket-total')).toHaveText('1.000,-')
})

test.describe('the basket across logins', () => {
  test("a guest's basket becomes the customer's at login, is theirs alone, and comes back at the next login", async ({ page, request }) => {
    const email = await signUpCustomer(request, 'Bente')
    await addRose(page)
    await logIn(page, email, { password: DEMO_PASSWORD })
    // Merged into the customer's basket (docs/product.md §4): the line is still there, under the customer's basket id.
    await expect(miniBasket(page)).toHaveText('1')
    await page.goto('/kurv/')
    await expect(page.getByRole('link', { name: ROSE })).toBeVisible()

    // Logged out, the basket stays the customer's: this browser forgets its id and shows an empty basket.
    await page.getByTestId('account-menu-button').click()
    await page.getByRole('group', { name: 'Min konto' }).getByRole('button', { name: 'Log ud' }).click()
    // The header may show 0 already while the basket is fetched again after the login settled: the logout is done
    // when it says so, and only then has the id gone.
    await expect(page.getByText('Du er logget ud.')).toBeVisible()
    await expect(miniBasket(page)).toHaveText('0')
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'basketId')).toBeUndefined()

    // The next login finds the customer's basket again, without a stored id.
    await logIn(page, email, { password: DEMO_PASSWORD })
    await expect(miniBasket(page)).toHaveText('1')
  })
})
