/**
 * The customer club (docs/api/marketing.md): a new visitor finds "Delikat Klub" in the footer and signs up with an
 * e-mail address on a phone; a consumer joins from the account, leaves again with a reason, and the data download
 * shows both changes in the consent history.
 */
import { readFile } from 'node:fs/promises'
import { expect, logIn, signUpCustomer, test } from './fixtures'

test('a guest reaches the club from the footer and signs up, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Delikat Klub', exact: true }).click()
  await expect(page).toHaveURL(/\/delikat-klub\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Delikat Klub' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Tilmelding til Delikat Klub' })
  await form.getByRole('button', { name: 'Meld mig ind' }).click()
  await expect(form.getByText('Sæt kryds, hvis du vil være medlem.')).toBeVisible()
  await form.getByRole('textbox', { name: 'E-mailadresse' }).fill(`klub-${Date.now()}@e2e.delikat.dk`)
  await form.getByRole('checkbox', { name: /Ja tak, jeg vil være medlem/ }).check()
  await form.getByText('Læs vilkårene for Delikat Klub').click()
  await expect(form.getByText(/melde dig ud/).first()).toBeVisible()
  await form.getByRole('button', { name: 'Meld mig ind' }).click()
  await expect(page.getByTestId('club-signup-done')).toContainText('Tak! Du er meldt ind i Delikat Klub.')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('a consumer joins and leaves the club in the account, and the data download shows the history', async ({ page, request }) => {
  const email = await signUpCustomer(request, 'Klara')
  await page.goto('/')
  await logIn(page, email)
  await page.goto('/konto/')
  const club = page.getByTestId('club-membership')
  await expect(club).toContainText('Du er ikke medlem.')
  await club.getByRole('button', { name: 'Ja tak, meld mig ind' }).click()
  await expect(page.getByText('Du er nu medlem af Delikat Klub.').first()).toBeVisible()
  await expect(club).toContainText(/Du er medlem af Delikat Klub siden/)

  await club.getByRole('button', { name: 'Meld mig ud af klubben' }).click()
  await club.getByRole('textbox', { name: /Vil du fortælle hvorfor/ }).fill('For mange mails')
  await club.getByRole('button', { name: 'Ja, meld mig ud' }).click()
  await expect(page.getByText('Du er meldt ud af Delikat Klub.').first()).toBeVisible()
  await expect(club).toContainText('Du er ikke medlem.')

  const section = page.getByRole('region', { name: 'Dine data' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download dine data (JSON)' }).click(),
  ])
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { ConsentHistory: Array<Record<string, unknown>> }
  const club_ = file.ConsentHistory.filter((event) => event.Kind === 'club')
  expect(club_.map((event) => event.Action)).toEqual(['granted', 'withdrawn'])
  expect(club_[0]).toMatchObject({ Version: 'club-2026-11', Source: 'account' })
  expect(club_[1]).toMatchObject({ Source: 'account' })
  expect(JSON.stringify(club_[1]!.Value)).toContain('For mange mails')
})
