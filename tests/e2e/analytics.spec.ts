/**
 * Analytics in window.dataLayer (docs/analytics.md): a guest consumer's whole purchase pushes the GA4 e-commerce
 * events in order with prices incl. VAT, the receipt pushes purchase once (not again on a reload), and a business
 * customer's add_to_cart is priced excl. VAT. The purchase leaves the storefront twice (the TEST MitID page, the
 * TEST payment page), and every full page load starts a new window.dataLayer: an init script keeps a copy of every
 * event pushed in this tab (sessionStorage), so the whole journey can be read at the end.
 */
import { closeAddedToBasket, expect, logIn, miniBasket, test, verifyAgeOnTestPage } from './fixtures'

const ROSE = 'Rosé de Provence 2024'
const APPROVED = '4111 1111 1111 1111'
const JOURNEY_KEY = 'e2e.dataLayer'

type Page = import('@playwright/test').Page
type DataLayerEvent = { event: string; ecommerce?: Record<string, unknown>; [field: string]: unknown }

/** Records every object with an `event` key pushed to window.dataLayer, across the tab's page loads. */
async function recordDataLayer(page: Page) {
  await page.addInitScript((key) => {
    const layer: unknown[] = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []
    const push = layer.push.bind(layer)
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) {
        if (!entry || typeof entry !== 'object' || !('event' in entry)) continue
        try {
          const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]
          sessionStorage.setItem(key, JSON.stringify([...kept, entry]))
        } catch {
          // A page that refuses storage only loses its copy; the test then fails on the missing event.
        }
      }
      return push(...entries)
    }
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
  }, JOURNEY_KEY)
}

/** The events of the whole journey so far. */
const journey = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as DataLayerEvent[], JOURNEY_KEY)

/** The events of the page as it is now (since its last full load). */
const pageEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is DataLayerEvent => typeof entry === 'object' && entry !== null && 'event' in entry && !Array.isArray(entry),
    ),
  )

const ofType = (events: DataLayerEvent[], name: string) => events.filter((event) => event.event === name)

async function addRoseFromItsPage(page: Page) {
  await page.goto('/')
  await page.getByRole('link', { name: ROSE }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible()
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  await expect(miniBasket(page)).not.toHaveText('0')
  await closeAddedToBasket(page, ROSE)
}

test('a guest’s purchase pushes the e-commerce events in order, incl. VAT, and the purchase only once', async ({ page }) => {
  await recordDataLayer(page)
  await addRoseFromItsPage(page)

  await page.goto('/kurv/')
  await expect(page.getByRole('heading', { level: 1, name: 'Din kurv' })).toBeVisible()
  await page.getByRole('link', { name: 'Gå til kassen' }).click()
  await expect(page.locator('[data-block="checkout"]')).toBeVisible()

  await page.getByRole('radio', { name: /Levering til døren/ }).check()
  await page.getByLabel('Modtagerens navn').fill('Gitte Gæst')
  await page.getByLabel('Vej og husnummer').fill('Vestergade 1')
  await page.getByLabel('Postnummer').fill('8000')
  await page.getByLabel('By', { exact: true }).fill('Aarhus C')
  await page.getByLabel('Mobilnummer').fill('20304050')
  await page.getByRole('button', { name: 'Næste', exact: true }).click()

  await page.getByLabel('E-mail', { exact: true }).fill(`analytics-${Date.now()}@e2e.delikat.dk`)
  await page.getByLabel('Mobilnummer').fill('20304050')
  await page.getByLabel('Fornavn').fill('Gitte')
  await page.getByLabel('Efternavn').fill('Gæst')
  // The invoice takes the delivery's address (docs/adr/0035).
  await expect(page.getByRole('checkbox', { name: 'Faktureringsadresse er den samme som leveringsadressen' })).toBeChecked()
  await page.getByRole('button', { name: 'Næste', exact: true }).click()

  await verifyAgeOnTestPage(page)
  await page.getByRole('checkbox', { name: /accepterer/ }).check()
  await page.getByRole('button', { name: 'Gå til betaling' }).click()

  await expect(page.getByText(/TESTBETALING/)).toBeVisible()
  await page.getByLabel(/Kortnummer/).fill(APPROVED)
  await page.getByLabel(/Udløb/).fill('12/39')
  await page.getByLabel(/CVC/).fill('123')
  await page.getByRole('button', { name: /Betal/ }).click()
  await expect(page).toHaveURL(/\/kassen\/kvittering\/\?order=/)
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  await expect(page.getByTestId('order-number')).toBeVisible()
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim()

  const events = await journey(page)
  const commerce = events.filter((event) => event.ecommerce)
  // The first time each event was pushed, in the order the shopper went (a page load after the age check opens
  // the checkout again, so begin_checkout may come twice).
  const firsts = [...new Set(commerce.map((event) => event.event))]
  const expected = ['view_item', 'add_to_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase']
  expect(firsts.filter((name) => expected.includes(name))).toEqual(expected)

  // Every event of the shop's says who was visiting: a guest consumer (the tag manager's own, gtm.js and the
  // like, are not the shop's).
  for (const event of events.filter((entry) => !entry.event.startsWith('gtm.'))) {
    expect(event).toMatchObject({ loginStatus: false, businessType: 'b2c' })
  }

  const [viewItem] = ofType(events, 'view_item')
  expect(viewItem!.ecommerce).toMatchObject({ currency: 'DKK', value: 169, items: [{ item_name: ROSE, price: 169, quantity: 1 }] })
  const itemId = (viewItem!.ecommerce!.items as { item_id: string }[])[0]!.item_id
  expect(itemId).toBeTruthy()

  expect(ofType(events, 'add_to_cart')).toEqual([
    expect.objectContaining({
      ecommerce: expect.objectContaining({
        currency: 'DKK',
        value: 169,
        items: [expect.objectContaining({ item_id: itemId, price: 169, quantity: 1 })],
      }),
    }),
  ])
  expect(ofType(events, 'view_cart')[0]!.ecommerce).toMatchObject({ value: 169, items: [{ item_id: itemId, price: 169, quantity: 1 }] })
  expect(ofType(events, 'begin_checkout')[0]!.ecommerce).toMatchObject({ value: 169, items: [{ item_id: itemId }] })
  expect(ofType(events, 'add_shipping_info')[0]!.ecommerce).toMatchObject({ shipping_tier: 'DeliveryAddress', value: 169 })
  expect(ofType(events, 'add_payment_info')[0]!.ecommerce).toMatchObject({ payment_type: 'CreditCard', value: 169 })

  // 169,- for the wine and 69,- for home delivery, VAT (a fifth of a price incl. 25 %) included.
  expect(ofType(events, 'purchase')).toEqual([
    expect.objectContaining({
      ecommerce: expect.objectContaining({
        transaction_id: orderNumber,
        currency: 'DKK',
        value: 238,
        shipping: 69,
        tax: 47.6,
        items: [expect.objectContaining({ item_id: itemId, price: 169, quantity: 1 })],
      }),
    }),
  ])
  // Google's advice: the previous e-commerce data is cleared before each e-commerce event.
  const layer = await page.evaluate(() => window.dataLayer ?? [])
  const purchaseAt = layer.findIndex((entry) => (entry as DataLayerEvent | null)?.event === 'purchase')
  expect(layer[purchaseAt - 1]).toEqual({ ecommerce: null })

  // A reload of the receipt: a page view, and no second purchase.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Tak for din ordre' })).toBeVisible()
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber)
  await expect.poll(async () => ofType(await pageEvents(page), 'page_view').length).toBeGreaterThan(0)
  expect(ofType(await pageEvents(page), 'purchase')).toEqual([])
  expect(ofType(await journey(page), 'purchase')).toHaveLength(1)
})

test('a business customer’s add_to_cart is priced excl. VAT, after a login event with a hashed id', async ({ page }) => {
  await recordDataLayer(page)
  await page.goto('/')
  await logIn(page, 'firma@delikat.dk', { business: true })
  await expect.poll(async () => ofType(await journey(page), 'login').length).toBe(1)
  const [login] = ofType(await journey(page), 'login')
  expect(login).toMatchObject({ loginStatus: true, businessType: 'b2b' })
  expect(login!.user_id_hash).toMatch(/^[0-9a-f]{64}$/)

  await page.getByRole('link', { name: ROSE }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible()
  await expect(page.getByText('ekskl. moms').first()).toBeVisible()
  await page.getByRole('button', { name: 'Læg i kurv' }).click()
  await closeAddedToBasket(page, ROSE)

  await expect.poll(async () => ofType(await journey(page), 'add_to_cart').length).toBe(1)
  const [added] = ofType(await journey(page), 'add_to_cart')
  // 169,- incl. VAT is 135,20 without it.
  expect(added).toMatchObject({
    loginStatus: true,
    businessType: 'b2b',
    ecommerce: { currency: 'DKK', value: 135.2, items: [{ item_name: ROSE, price: 135.2, quantity: 1 }] },
  })
  const [viewItem] = ofType(await journey(page), 'view_item').slice(-1)
  expect(viewItem).toMatchObject({ loginStatus: true, businessType: 'b2b', ecommerce: { value: 135.2 } })
  // Every view of the rosé by this business customer was priced excl. VAT (never a consumer's view first).
  expect(ofType(await journey(page), 'view_item').every((event) => event.ecommerce?.value === 135.2)).toBe(true)

  // The demo business customer's basket is kept on the account: empty it again for the tests after this one.
  await page.goto('/kurv/')
  await page.getByRole('button', { name: new RegExp(`Fjern ${ROSE} fra kurven`) }).click()
  await expect(miniBasket(page)).toHaveText('0')
})
