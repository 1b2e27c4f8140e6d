/**
 * The product page from a shopper's side: Danish and English, the gallery, the edition picker in the address,
 * campaign prices, add to basket, structured data and Open Graph, and a business customer's prices without VAT,
 * also in the server's HTML. Products with variants or campaigns are found through the shop API at test time, so
 * the tests follow the demo catalogue instead of naming ids.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { customerToken, expect, miniBasket, test } from './fixtures'
import { E2E_BASE_URL } from './ports'

/** The largest page the product search answers (backend search-query.ts). */
const PAGE_SIZE = 48

type Money = { Amount: number; Text: string }
type Pricing = {
  CurrentPrice: Money
  BeforePrice: Money | null
  Campaign: { CampaignType: string; Text: string } | null
  IncludesVat: boolean
}
type Variant = {
  VariantId: number | null
  Name: string
  ProductNumber: string
  Pricing: Pricing
  ShowAddToBasket: boolean
  Stock: { State: string; Text: string }
}
type Card = {
  ProductId: number
  Name: string
  RelativeUrl: string
  ProductNumber: string
  Pricing: Pricing
  CampaignSplash: string | null
  ShowAddToBasket: boolean
  Images: Array<{ BaseUrl: string }>
  Variants: Variant[]
}
type Detail = Card & { CategoryId: number | null; Breadcrumbs: Array<{ Name: string; RelativeUrl: string }>; SeoPageTitle: string | null }

/** Every product of the demo catalogue, as guests see them, page by page through the storefront's /api. */
async function catalogue(request: APIRequestContext): Promise<Card[]> {
  const products: Card[] = []
  for (let page = 1; ; page += 1) {
    const answer = await request.post('/api/product/search/', { data: { PageNumber: page, PageSize: PAGE_SIZE, Sort: 'NameAscending' } })
    expect(answer.status()).toBe(200)
    const { Products, TotalProductCount } = (await answer.json()) as { Products: Card[]; TotalProductCount: number }
    products.push(...Products)
    if (Products.length === 0 || products.length >= TotalProductCount) return products
  }
}

async function find(request: APIRequestContext, what: string, match: (card: Card) => boolean): Promise<Card> {
  const products = await catalogue(request)
  const found = products.find(match)
  expect(found, `no product ${what} among the ${products.length} products of the demo catalogue`).toBeDefined()
  return found!
}

async function detail(request: APIRequestContext, productId: number, token?: string): Promise<Detail> {
  const answer = await request.get(`/api/product/${productId}/`, token ? { headers: { Authorization: `Bearer ${token}` } } : {})
  expect(answer.status()).toBe(200)
  return (await answer.json()) as Detail
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const buyArea = (page: Page) => page.getByTestId('product-buy')

async function jsonLdOf(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** Server-rendered HTML without its scripts and styles: what is rendered, not the page data (which carries every
 * UI text, "ekskl. moms" included). */
function renderedMarkup(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '')
}

/** The JSON-LD blocks in server-rendered HTML. */
function jsonLdInHtml(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  )
}

test('the Danish product page: breadcrumbs, price incl. VAT, facts, JSON-LD and Open Graph, also in the server HTML', async ({
  page,
  request,
}) => {
  const rose = await find(request, 'named Rosé de Provence', (card) => card.Name.startsWith('Rosé de Provence'))
  const response = await page.goto(rose.RelativeUrl)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'da')
  await expect(page.getByRole('heading', { level: 1, name: rose.Name })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Brødkrummesti' }).getByRole('link', { name: 'Forside' })).toBeVisible()
  await expect(buyArea(page).getByText(rose.Pricing.CurrentPrice.Text).first()).toBeVisible()
  await expect(buyArea(page).getByTestId('price').getByText('inkl. moms')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Fakta' }).locator('dt').first()).toBeVisible()
  const { SeoPageTitle } = await detail(request, rose.ProductId)
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(SeoPageTitle ?? rose.Name)} \\| Delikat$`))

  const product = (await jsonLdOf(page)).find((data) => data['@type'] === 'Product')
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    name: rose.Name,
    sku: rose.ProductNumber,
    offers: {
      '@type': 'Offer',
      price: (rose.Pricing.CurrentPrice.Amount / 100).toFixed(2),
      priceCurrency: 'DKK',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder)$/),
      url: `${E2E_BASE_URL}${rose.RelativeUrl}`,
    },
  })
  expect((product?.image as string[])[0]).toMatch(new RegExp(`^${E2E_BASE_URL}/media/`))

  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  const og = new URL(ogImage ?? '')
  expect(og.origin).toBe(E2E_BASE_URL)
  expect([og.searchParams.get('width'), og.searchParams.get('height')]).toEqual(['1200', '630'])
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${E2E_BASE_URL}${rose.RelativeUrl}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}${rose.RelativeUrl}`)
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${E2E_BASE_URL}/en${rose.RelativeUrl}`)
  const picture = await request.get(ogImage!)
  expect(picture.status()).toBe(200)
  expect(picture.headers()['content-type']).toContain('image/webp')

  // Search engines read the HTML as the server sends it.
  const html = await (await request.get(rose.RelativeUrl)).text()
  expect(jsonLdInHtml(html).map((data) => data['@type'])).toEqual(expect.arrayContaining(['Product']))
  expect(renderedMarkup(html)).toContain('inkl. moms')
})

test('the English product page lives under /en/ with English texts and the same product', async ({ page, request }) => {
  const rose = await find(request, 'named Rosé de Provence', (card) => card.Name.startsWith('Rosé de Provence'))
  const response = await page.goto(`/en${rose.RelativeUrl}`)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(buyArea(page).getByText('incl. VAT')).toBeVisible()
  await expect(buyArea(page).getByRole('button', { name: 'Add to basket', exact: true })).toBeEnabled()
  await expect(page.getByRole('region', { name: 'Facts' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/en${rose.RelativeUrl}`)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB')
  const product = (await jsonLdOf(page)).find((data) => data['@type'] === 'Product')
  expect((product?.offers as { url: string }).url).toBe(`${E2E_BASE_URL}/en${rose.RelativeUrl}`)
})

test('the gallery: thumbnails and arrow keys pick the main picture; the first picture loads at once', async ({ page, request }) => {
  const products = await catalogue(request)
  let product = products.find((card) => card.Images.length > 1)
  if (product) {
    await page.goto(product.RelativeUrl)
  } else {
    // The demo catalogue has one picture per product (and editing a product over REST is not for a test to do).
    // The gallery is the browser's part, so the browser's own product call is answered with a second real
    // picture of another product, and the page is reached by a client-side navigation that makes that call.
    const target = products.find((card) => card.Name.startsWith('Chablis')) ?? products[0]!
    const other = products.find((card) => card.ProductId !== target.ProductId && card.Images.length > 0)!
    product = { ...target, Images: [...target.Images, ...other.Images] }
    const pictures = product.Images
    await page.route(`**/api/product/${target.ProductId}/**`, async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as Detail
      await route.fulfill({ response: answer, json: { ...body, Images: pictures } })
    })
    await page.goto(`/soeg/?q=${encodeURIComponent(target.Name)}`)
    await page.getByRole('link', { name: target.Name, exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target.RelativeUrl)}$`))
  }

  const count = product.Images.length
  const gallery = page.getByRole('region', { name: `Billeder af ${product.Name}` })
  const main = gallery.getByRole('group', { name: `Billede 1 af ${count}` }).locator('img')
  await expect(main).toHaveAttribute('loading', 'eager')
  await expect(main).toHaveAttribute('fetchpriority', 'high')
  await expect(main).toHaveJSProperty('complete', true)
  expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  const thumbnails = gallery.getByRole('button', { name: /^Vis billede \d+ af \d+$/ })
  await expect(thumbnails).toHaveCount(count)
  await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true')
  await thumbnails.nth(1).click()
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true')
  // Embla moved the second picture into view.
  // Slides out of view are hidden from assistive technology, so the locator includes hidden ones.
  const slide = (index: number) => gallery.getByRole('group', { name: `Billede ${index} af ${count}`, includeHidden: true })
  await expect(slide(2)).toBeInViewport()
  await expect(slide(1)).not.toBeInViewport()
  await page.keyboard.press('ArrowLeft')
  await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true')
  await expect(slide(1)).toBeInViewport()
  await expect(slide(2)).not.toBeInViewport()
  // Swiping: drag the main picture to the left.
  const box = (await slide(1).boundingBox())!
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 })
  await page.mouse.up()
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true')
})

test('the variant picker changes price and number, keeps ?variant= in the address and adds that edition', async ({
  page,
  request,
  context,
}) => {
  const product = await find(request, 'with variants', (card) => card.Variants.length > 1)
  const variant = product.Variants.find((edition) => edition.VariantId !== null && edition.ShowAddToBasket) ?? product.Variants[1]!
  await page.goto(product.RelativeUrl)
  const picker = page.getByRole('group', { name: 'Vælg variant' })
  await expect(picker.getByRole('radio')).toHaveCount(product.Variants.length)
  await expect(picker.getByRole('radio').first()).toBeChecked()
  await expect(buyArea(page).getByTestId('price')).toContainText(product.Variants[0]!.Pricing.CurrentPrice.Text)

  await picker.getByRole('radio').nth(product.Variants.indexOf(variant)).check()
  await expect(page).toHaveURL(new RegExp(`\\?variant=${variant.VariantId}$`))
  await expect(buyArea(page).getByTestId('price')).toContainText(variant.Pricing.CurrentPrice.Text)
  await expect(buyArea(page).getByText(`Varenr. ${variant.ProductNumber}`)).toBeVisible()

  // A link to the edition (a PimVariant menu link) opens it from the server.
  await page.reload()
  await expect(picker.getByRole('radio').nth(product.Variants.indexOf(variant))).toBeChecked()
  await expect(buyArea(page).getByTestId('price')).toContainText(variant.Pricing.CurrentPrice.Text)
  const ld = (await jsonLdOf(page)).find((data) => data['@type'] === 'Product')
  expect(ld).toMatchObject({ sku: variant.ProductNumber, offers: { price: (variant.Pricing.CurrentPrice.Amount / 100).toFixed(2) } })

  if (!variant.ShowAddToBasket) {
    await expect(buyArea(page).getByRole('button', { name: 'Læg i kurv', exact: true })).toBeDisabled()
    return
  }
  await expect(miniBasket(page)).toHaveText('0')
  await buyArea(page).getByRole('button', { name: 'Læg i kurv', exact: true }).click()
  await expect(miniBasket(page)).toHaveText('1')
  const basketId = (await context.cookies()).find((cookie) => cookie.name === 'basketId')?.value
  const basket = (await (await request.get(`/api/basket/${basketId}/`)).json()) as {
    Lines: Array<{ Product: { ProductId: number; VariantId: number | null } }>
  }
  expect(basket.Lines.map((line) => line.Product)).toEqual([
    expect.objectContaining({ ProductId: product.ProductId, VariantId: variant.VariantId }),
  ])
})

test('a campaign shows its splash and the before price struck through, on the page and on the tile', async ({ page, request }) => {
  const product = await find(request, 'on a campaign that lowers the price', (card) => card.Pricing.BeforePrice !== null)
  await page.goto(product.RelativeUrl)
  const buy = buyArea(page)
  const splash = product.CampaignSplash ?? product.Pricing.Campaign?.Text
  if (splash) await expect(buy.getByTestId('campaign-splash')).toContainText(splash)
  const before = buy.getByTestId('before-price')
  await expect(before).toHaveText(`Før ${product.Pricing.BeforePrice!.Text}`)
  await expect(before.locator('s')).toHaveText(product.Pricing.BeforePrice!.Text)
  expect(product.Pricing.BeforePrice!.Amount).toBeGreaterThan(product.Pricing.CurrentPrice.Amount)
  await expect(buy.getByTestId('price')).toContainText(product.Pricing.CurrentPrice.Text)

  await page.goto(`/soeg/?q=${encodeURIComponent(product.Name)}`)
  const tile = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: product.Name, exact: true }) })
    .first()
  await expect(tile.getByTestId('before-price')).toHaveText(`Før ${product.Pricing.BeforePrice!.Text}`)
  if (splash) await expect(tile.getByTestId('campaign-splash')).toContainText(splash)
})

test('similar products show the category without the product itself, only when there are any', async ({ page, request }) => {
  const product = await find(request, 'named Barolo', (card) => card.Name.startsWith('Barolo'))
  const { CategoryId } = await detail(request, product.ProductId)
  expect(CategoryId).not.toBeNull()
  const others = (
    (await (await request.post('/api/product/search/', { data: { CategoryId, PageNumber: 1, PageSize: 8 } })).json()) as {
      Products: Card[]
    }
  ).Products.filter((card) => card.ProductId !== product.ProductId)
  await page.goto(product.RelativeUrl)
  await page.getByTestId('similar-products').scrollIntoViewIfNeeded()
  const row = page.getByRole('region', { name: 'Lignende produkter' }).first()
  if (others.length === 0) {
    await page.waitForLoadState('networkidle')
    await expect(row).toHaveCount(0)
    return
  }
  await expect(row).toBeVisible()
  await expect(row.getByRole('heading', { level: 3 })).toHaveCount(others.length)
  await expect(row.getByRole('link', { name: product.Name, exact: true })).toHaveCount(0)
})

test('axe finds no serious or critical WCAG 2.1 AA violation on the product page', async ({ page, request }) => {
  const product = (await catalogue(request)).find((card) => card.Variants.length > 1) ?? (await catalogue(request))[0]!
  await page.goto(product.RelativeUrl)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    )
  expect(serious).toEqual([])
})

test('a business customer sees the price without VAT, in the server-rendered HTML too, and it is never cached publicly', async ({
  page,
  request,
  context,
}) => {
  const token = await customerToken('firma@delikat.dk', 'B2B')
  const rose = await find(request, 'named Rosé de Provence', (card) => card.Name.startsWith('Rosé de Provence'))
  const business = await detail(request, rose.ProductId, token)
  expect(business.Pricing.IncludesVat).toBe(false)
  expect(business.Pricing.CurrentPrice.Amount).toBeLessThan(rose.Pricing.CurrentPrice.Amount)

  await context.addCookies([{ name: 'token', value: token, url: E2E_BASE_URL, sameSite: 'Strict' }])
  const response = await page.goto(rose.RelativeUrl)
  // Set by the page for a token (Next keeps a Cache-Control the page set; its own default is private too).
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await expect(buyArea(page).getByTestId('price').getByText('ekskl. moms')).toBeVisible()
  await expect(buyArea(page).getByTestId('price')).toContainText(business.Pricing.CurrentPrice.Text)
  await expect(page.getByText('inkl. moms')).toHaveCount(0)

  // The HTML as the server sends it, with the cookie the browser holds.
  const html = await (await context.request.get(rose.RelativeUrl)).text()
  expect(renderedMarkup(html)).toContain('ekskl. moms')
  expect(renderedMarkup(html)).not.toContain('inkl. moms')
  expect(renderedMarkup(html)).toContain(business.Pricing.CurrentPrice.Text)
  expect(html).not.toContain(token)

  // A guest right after still gets consumer prices: nothing of the business answer was kept for others.
  const guest = await request.get(rose.RelativeUrl)
  // Guests share one page, made again at most every 10 s (docs/adr/0012); the second one comes from the cache.
  expect(guest.headers()['cache-control']).toMatch(/^s-maxage=10\b/)
  expect((await request.get(rose.RelativeUrl)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
  const guestMarkup = renderedMarkup(await guest.text())
  expect(guestMarkup).toContain('inkl. moms')
  expect(guestMarkup).not.toContain('ekskl. moms')
  expect(guestMarkup).toContain(rose.Pricing.CurrentPrice.Text)
})
