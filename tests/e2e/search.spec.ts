/** Product search from a shopper's side: the header field, Danish-aware matching, filters kept in the URL. */
import { expect, test } from './fixtures'

test('the header search finds a wine and a typo still finds Chardonnay', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('search', { name: 'Søg i butikken' })
  await header.getByRole('searchbox').fill('barolo')
  await header.getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL(/\/soeg\/\?q=barolo/)
  await expect(page.getByRole('heading', { level: 1, name: 'Resultater for "barolo"' })).toBeVisible()
  const results = page.getByRole('region', { name: 'Søgeresultater' }).or(page.locator('main'))
  await expect(results.getByRole('link', { name: /Barolo DOCG 2019/ }).first()).toBeVisible()

  await page.goto('/soeg/?q=chardonay')
  await expect(page.getByRole('link', { name: /Chablis Premier Cru/ }).first()).toBeVisible()
})

test('a filter narrows the results, lives in the URL and survives a reload', async ({ page }) => {
  await page.goto('/soeg/')
  await expect(page.getByRole('link', { name: /Gammel Knas/ }).first()).toBeVisible()
  // The checkbox follows the URL, so it turns checked once the new search is under way.
  await page.getByRole('checkbox', { name: /Italien/ }).first().click()
  await expect(page).toHaveURL(/country=Italien/)
  await expect(page.getByRole('checkbox', { name: /Italien/ }).first()).toBeChecked()
  await expect(page.getByRole('link', { name: /Barolo DOCG 2019/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Gammel Knas/ })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('checkbox', { name: /Italien/ }).first()).toBeChecked()
  await expect(page.getByRole('link', { name: /Gammel Knas/ })).toHaveCount(0)
})

test('product search and URL lookups answer through the storefront origin', async ({ request }) => {
  const all = (await (await request.post('/api/product/search/', { data: { PageNumber: 1, PageSize: 18 } })).json()) as {
    TotalProductCount: number
    Products: Array<{ ProductId: number; Name: string }>
  }
  expect(all.TotalProductCount).toBe(9)
  const rose = all.Products.find((p) => p.Name.startsWith('Rosé'))!
  const urls = await request.post('/api/product/urlsbyids/', { data: { ProductIds: [rose.ProductId] } })
  expect(((await urls.json()) as { UrlByProductId: Array<{ ProductRelativeUrl: string }> }).UrlByProductId[0]?.ProductRelativeUrl).toMatch(
    /^\/produkter\/rose-de-provence-2024\/\d+\/$/,
  )
})
