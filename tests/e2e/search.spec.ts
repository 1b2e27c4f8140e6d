/** Product search from a shopper's side: the header field, Danish-aware matching, filters kept in the URL. */
import { expect, test } from './fixtures'

test('the header search finds a wine and a typo still finds Chardonnay', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('search', { name: 'Søg i butikken' })
  await header.getByRole('combobox').fill('barolo')
  await header.getByRole('combobox').press('Enter')
  await expect(page).toHaveURL(/\/soeg\/\?q=barolo/)
  await expect(page.getByRole('heading', { level: 1, name: 'Resultater for "barolo"' })).toBeVisible()
  const results = page.getByRole('region', { name: 'Søgeresultater' }).or(page.locator('main'))
  await expect(results.getByRole('link', { name: /Barolo DOCG 2019/ }).first()).toBeVisible()

  await page.goto('/soeg/?q=chardonay')
  await expect(page.getByRole('link', { name: /Chablis Premier Cru/ }).first()).toBeVisible()
})

test('a filter narrows the results, lives in the URL and survives a reload', async ({ page, request }) => {
  const total = async (filters: unknown[]) =>
    (
      (await (
        await request.post('/api/product/search/', { data: { Query: 'rødvin', PageNumber: 1, PageSize: 18, Filters: filters } })
      ).json()) as {
        TotalProductCount: number
      }
    ).TotalProductCount
  const all = await total([])
  const italian = await total([{ Key: 'country', Values: ['Italien'] }])
  expect(italian).toBeGreaterThan(0)
  expect(italian).toBeLessThan(all)

  // The products tab holds the filters; "all results" shows a few of each type.
  await page.goto('/soeg/?q=r%C3%B8dvin&type=products')
  await expect(page.getByText(`${all} varer`)).toBeVisible()
  // The checkbox follows the URL, so it turns checked once the new search is under way.
  await page
    .getByRole('checkbox', { name: /Italien/ })
    .first()
    .click()
  await expect(page).toHaveURL(/country=Italien/)
  await expect(page.getByRole('checkbox', { name: /Italien/ }).first()).toBeChecked()
  await expect(page.getByText(`${italian} varer`)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: /Italien/ }).first()).toBeChecked()
  await expect(page.getByText(`${italian} varer`)).toBeVisible()
})

test('product search and URL lookups answer through the storefront origin', async ({ request }) => {
  const found = (await (
    await request.post('/api/product/search/', { data: { PageNumber: 1, PageSize: 18, Query: 'Rosé de Provence 2024' } })
  ).json()) as {
    TotalProductCount: number
    Products: Array<{ ProductId: number; Name: string }>
  }
  expect(found.TotalProductCount).toBeGreaterThan(0)
  const rose = found.Products.find((p) => p.Name === 'Rosé de Provence 2024')!
  const urls = await request.post('/api/product/urlsbyids/', { data: { ProductIds: [rose.ProductId] } })
  expect(((await urls.json()) as { UrlByProductId: Array<{ ProductRelativeUrl: string }> }).UrlByProductId[0]?.ProductRelativeUrl).toMatch(
    /^\/produkter\/rose-de-provence-2024\/\d+\/$/,
  )
})
