/**
 * Order handling from both sides (issue 24, docs/adr/0044-order-fulfilment.md): a guest pays by TEST card with home
 * delivery; customer service opens the order in the admin and ships it with "Ordrehåndtering", which captures the
 * payment at the TEST provider and makes the label and its tracking number; the guest's receipt then says it is sent
 * with the tracking link, and the "sendt" mail arrives with the same number.
 */
import { closeAddedToBasket, DEMO_PASSWORD, e2eMails, expect, miniBasket, test, verifyAgeOnTestPage } from './fixtures'
import { E2E_BACKEND_PORT } from './ports'

type Page = import('@playwright/test').Page

const ROSE = 'Rosé de Provence 2024'
const ADMIN = `http://localhost:${E2E_BACKEND_PORT}`
const next = (page: Page) => page.getByRole('button', { name: 'Næste', exact: true })

test.use({ locale: 'da-DK' })

/** A guest buys the rosé from the home page, delivered to the door, paid by the TEST card; answers the receipt's address and the order number. */
async function guestOrder(page: Page, email: string): Promise<{ receipt: string; orderNumber: string }> {
  await page.goto('/')
  await page.getByRole('link', { name: ROSE }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible()
  await page.getByRole('button', { name: 'Læg i kurv', exact: true }).click()
  await expect(miniBasket(page)).not.toHaveText('0')
  await closeAddedToBasket(page, ROSE)
  await page.goto('/kassen/')
  await page.getByRole('radio', { name: /Levering til døren/ }).check()
  await page.getByLabel('Modtagerens navn').fill('Sofie Sendt')
  await page.getByLabel('Vej og husnummer').fill('Vestergade 1')
  await page.getByLabel('Postnummer').fill('8000')
  await expect(page.getByLabel('By', { exact: true })).toHaveValue('Aarhus C')
  await page.getByLabel('Mobilnummer').fill('20304050')
  await next(page).click()
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await next(page).click()
  await verifyAgeOnTestPage(page)
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()
  await expect(page.getByText(/TESTBETALING/)).toBeVisible()
  await page.getByLabel(/Kortnummer/).fill('4111 1111 1111 1111')
  await page.getByLabel(/Udløb/).fill('12/39')
  await page.getByLabel(/CVC/).fill('123')
  await page.getByRole('button', { name: /Betal/ }).click()
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  // Only paid so far: what happens next is still the plan.
  await expect(page.getByRole('heading', { name: 'Hvad sker der nu?' })).toBeVisible()
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim()
  return { receipt: page.url(), orderNumber }
}

test('a guest pays by card, customer service ships the order in the admin, and the receipt shows the tracking number', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = `sendt-${Date.now()}@e2e.delikat.dk`
  const { receipt, orderNumber } = await guestOrder(page, email)

  // Customer service, in a browser of its own.
  const staff = await (await browser.newContext({ locale: 'da-DK' })).newPage()
  await staff.goto(`${ADMIN}/admin/login`)
  await staff.locator('input[name="email"]').fill('kundeservice@delikat.dk')
  await staff.locator('input[name="password"]').fill(DEMO_PASSWORD)
  await staff.locator('button[type="submit"]').click()
  const dashboard = staff.locator('.delikat-dashboard')
  await expect(dashboard.getByText('Ordrer der venter på at blive sendt')).toBeVisible({ timeout: 60_000 })

  const orderId = await staff.evaluate(async (number) => {
    const answer = await fetch(`/api/orders?where[orderNumber][equals]=${number}&depth=0&limit=1`, { credentials: 'same-origin' })
    return ((await answer.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
  }, orderNumber)
  await staff.goto(`${ADMIN}/admin/collections/orders/${orderId}`)
  const panel = staff.locator('.delikat-order-actions')
  await expect(panel.getByRole('heading', { name: 'Ordrehåndtering' })).toBeVisible({ timeout: 60_000 })
  await expect(panel.getByText(ROSE).first()).toBeVisible()
  await panel.getByRole('button', { name: 'Send resten' }).click()
  await expect(panel.getByRole('status')).toBeVisible({ timeout: 30_000 })
  const tracking = panel.getByRole('link', { name: /^99\d{18}$/ })
  await expect(tracking).toBeVisible()
  const trackingNumber = (await tracking.textContent())!.trim()
  await expect(panel.getByRole('link', { name: 'Label (PDF)' })).toBeVisible()
  // The label is a real PDF.
  const label = await staff.evaluate(
    async (href) => {
      const answer = await fetch(href, { credentials: 'same-origin' })
      return { type: answer.headers.get('content-type'), head: new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 5)) }
    },
    (await panel.getByRole('link', { name: 'Label (PDF)' }).getAttribute('href'))!,
  )
  expect(label).toEqual({ type: 'application/pdf', head: '%PDF-' })

  // The guest's receipt, read again: sent, with the tracking link, and no promise of a shipment to come.
  await page.goto(receipt)
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  await expect(page.getByText(/^Sendt \d+\. \w+\.?$/).first()).toBeVisible()
  await expect(page.getByText(`PostNord · Pakkenummer ${trackingNumber}`)).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`Følg pakken.*${trackingNumber}`) })).toHaveAttribute(
    'href',
    `https://tracking.postnord.com/dk/?id=${trackingNumber}`,
  )
  await expect(page.getByRole('heading', { name: 'Hvad sker der nu?' })).toHaveCount(0)

  // And the mail.
  await expect
    .poll(() => e2eMails().find((mail) => mail.headers.to?.includes(email) && /er sendt/.test(mail.headers.subject ?? ''))?.text ?? '')
    .toContain(trackingNumber)
})
