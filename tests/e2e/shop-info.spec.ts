/**
 * What a shopper learns before checkout, from the shopper's side: the selling-points bar on every page (amounts from
 * the delivery methods), the footer's customer service pages in Danish and English, and a business customer who
 * sees one free-delivery amount, excl. VAT, in the bar, on the product page and in the basket.
 */
import { closeAddedToBasket, expect, logIn, test } from './fixtures'

const BAR_DA = 'Fordele ved at handle hos Delikat'
const BAR_EN = 'Why shop at Delikat'

test('the selling-points bar states free delivery, delivery time, pickup and tastings on one line, in Danish and English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const bar = page.getByRole('region', { name: BAR_DA })
  await expect(bar).toContainText('Gratis levering til pakkeshop fra 499,-')
  await expect(bar).toContainText('Levering på 1-3 hverdage')
  await expect(bar).toContainText('Hent gratis i butikken i Aarhus')
  await expect(bar).toContainText('Vinsmagninger i butikken')
  // One line at laptop width: every point sits at the same height.
  const tops = await bar.getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)

  await page.goto('/en/')
  await expect(page.getByRole('region', { name: BAR_EN })).toContainText('Free delivery to a service point from 499,-')

  // A phone: still one line, scrolled sideways rather than wrapped, and reachable by keyboard to scroll.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const phoneBar = page.getByRole('region', { name: BAR_DA })
  const box = await phoneBar.boundingBox()
  expect(box!.height).toBeLessThan(48)
  await expect(phoneBar.getByRole('list')).toHaveAttribute('tabindex', '0')
})

const SERVICE_PAGES = [
  { da: 'Levering', en: 'Delivery', url: '/levering/' },
  { da: 'Returnering og fortrydelsesret', en: 'Returns and right of withdrawal', url: '/returnering-og-fortrydelsesret/' },
  { da: 'Privatlivs- og cookiepolitik', en: 'Privacy and cookie policy', url: '/privatlivs-og-cookiepolitik/' },
  { da: 'Handelsbetingelser', en: 'Terms and conditions', url: '/handelsbetingelser/' },
  { da: 'Kontakt og åbningstider', en: 'Contact and opening hours', url: '/kontakt/' },
  { da: 'Butikken i Aarhus', en: 'The shop in Aarhus', url: '/butikken-i-aarhus/' },
] as const

test("the footer's customer service links lead to their pages, in Danish and English", async ({ page }) => {
  // Fourteen page loads and clicks: more than the default 30 s on a busy two-core machine.
  test.setTimeout(90_000)
  for (const locale of ['da', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : ''
    for (const service of SERVICE_PAGES) {
      await page.goto(`${prefix}/`)
      const link = page.getByRole('contentinfo').getByRole('link', { name: service[locale], exact: true })
      const href = await link.getAttribute('href')
      expect(href).toBe(`${prefix}${service.url}`)
      const response = await page.request.get(href!)
      expect(response.status()).toBe(200)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}${service.url}$`))
      await expect(page.getByRole('heading', { level: 1, name: service[locale] })).toBeVisible()
    }
  }
  // The returns page leads on to the withdrawal function itself.
  await page.goto('/returnering-og-fortrydelsesret/')
  await page.getByRole('main').getByRole('link', { name: 'Fortryd købet her' }).click()
  await expect(page).toHaveURL(/\/fortryd\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Fortryd købet her' })).toBeVisible()
  // The delivery page's prices are the delivery methods'.
  await page.goto('/levering/')
  await expect(page.getByRole('main')).toContainText('gratis ved køb for mindst 499 kr.')
})

test('a business customer sees one free-delivery amount, excl. VAT, in the bar, on the product page and in the basket', async ({
  page,
}) => {
  await page.goto('/')
  await logIn(page, 'firma@delikat.dk', { business: true })
  const bar = page.getByRole('region', { name: BAR_DA })
  await expect(bar).toContainText('Gratis levering til pakkeshop fra 399,20 ekskl. moms')
  await expect(bar).not.toContainText('499')

  await page.getByRole('link', { name: 'Rosé de Provence 2024' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rosé de Provence 2024' })).toBeVisible()
  const note = page.getByTestId('delivery-note')
  await expect(note).toContainText('Levering fra 39,20 ekskl. moms på 1-3 hverdage')
  await expect(note).toContainText('Gratis levering til pakkeshop fra 399,20 ekskl. moms')
  await expect(note).not.toContainText('499')
  await expect(bar).not.toContainText('499')

  await page.getByRole('button', { name: 'Læg i kurv', exact: true }).click()
  await closeAddedToBasket(page, 'Rosé de Provence 2024')
  await page.goto('/kurv/')
  const delivery = page.getByTestId('basket-delivery')
  // 399,20 less the rosé's 135,20 excl. VAT.
  await expect(delivery.getByRole('status')).toHaveText('Du mangler 264,- ekskl. moms for fri fragt')
  await expect(delivery).toContainText('Gælder levering til pakkeshop.')
  await expect(delivery).not.toContainText('499')
  await expect(bar).toContainText('399,20 ekskl. moms')
  await expect(page.getByText('I alt inkl. moms')).toBeVisible()
  await expect(page.getByText('Varer og levering er ekskl. moms; momsen lægges til i alt.')).toBeVisible()
})

test('a consumer sees what is missing for free delivery in the basket, incl. VAT', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Rosé de Provence 2024' }).first().click()
  await expect(page.getByTestId('delivery-note')).toContainText('Levering fra 49,- på 1-3 hverdage')
  await page.getByRole('button', { name: 'Læg i kurv', exact: true }).click()
  await closeAddedToBasket(page, 'Rosé de Provence 2024')
  await page.goto('/kurv/')
  await expect(page.getByTestId('basket-delivery').getByRole('status')).toHaveText('Du mangler 330,- for fri fragt')
  await expect(page.getByTestId('basket-delivery')).toContainText('Gælder levering til pakkeshop.')
})
