import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import type { NextRouter } from 'next/router'
import type { ParsedUrlQuery } from 'node:querystring'
import { useMemo, useState, type ReactNode } from 'react'
import { AppToaster } from '@/components/Toasts/Toasts'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { productKeys } from '@/features/product/api/product-keys'
import type { ProductDetail } from '@/lib/schemas'
import { SiteProvider } from '@/lib/site'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler, type FakeRequest } from '@/test/fakeShopApi'
import { basket, image, money, productCard, productDetail, productVariant } from '@/test/fixtures'
import { createTestQueryClient, renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { ProductPageView } from './ProductPageView'

// next/head needs the app's head manager; React 19 hoists <title> and <meta> into document.head by itself, and
// the JSON-LD script stays where it is rendered.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

const ORIGIN = 'https://www.delikat.dk'
const PATH = '/produkter/roedvin-bordeaux/12/'

/** A pages router whose query follows replace(), as Next's does after a shallow replace. */
function StatefulRouter({ query, replace, children }: { query: ParsedUrlQuery; replace: NextRouter['replace']; children: ReactNode }) {
  const [current, setCurrent] = useState(query)
  const router = useMemo(
    () =>
      createMockRouter({
        pathname: '/produkter/[friendlyUrlName]/[productId]',
        route: '/produkter/[friendlyUrlName]/[productId]',
        asPath: PATH,
        query: current,
        replace: (next, as, options) => {
          if (typeof next === 'object' && next.query && typeof next.query === 'object') setCurrent(next.query as ParsedUrlQuery)
          return replace(next, as, options)
        },
      }),
    [current, replace],
  )
  return <MockRouterProvider router={router}>{children}</MockRouterProvider>
}

type Options = { query?: ParsedUrlQuery; handler?: FakeHandler; signedIn?: boolean; cachedPage?: boolean }

function renderPage(product: ProductDetail, { query = {}, handler, signedIn = false, cachedPage = false }: Options = {}) {
  const fake = installFakeShopApi(
    handler ??
      (({ method, path }) => {
        if (method === 'POST' && path === '/basket/') return { status: 201, data: basket('b-1', 0) }
        if (method === 'POST' && path === '/basket/b-1/items/') return { status: 200, data: { Basket: basket('b-1', 1) } }
        if (method === 'POST' && path === '/product/search/')
          return { status: 200, data: { Products: [], TotalProductCount: 0, Filters: [] } }
        return { status: 500 }
      }),
  )
  const queryClient = createTestQueryClient()
  // As the server leaves it: the product in the cache under its key.
  queryClient.setQueryData(productKeys.detail(product.ProductId, 'da', signedIn), product)
  const replace = vi.fn(() => Promise.resolve(true))
  const view = renderWithProviders(
    <StatefulRouter query={{ friendlyUrlName: 'roedvin-bordeaux', productId: String(product.ProductId), ...query }} replace={replace}>
      <SiteProvider value={{ origin: ORIGIN }}>
        <BasketProvider locale="da">
          <ProductPageView productId={product.ProductId} locale="da" signedIn={signedIn} cachedPage={cachedPage} />
          <AppToaster />
        </BasketProvider>
      </SiteProvider>
    </StatefulRouter>,
    { queryClient },
  )
  return { ...view, fake, replace }
}

const buyArea = () => screen.getByTestId('product-buy')

function jsonLd(type: string): Record<string, unknown> {
  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')]
  const parsed = scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
  const found = parsed.find((data) => data['@type'] === type)
  if (!found) throw new Error(`no ${type} JSON-LD`)
  return found
}

const campaignPricing = {
  CurrentPrice: money(14900, '149,-'),
  BeforePrice: money(19900, '199,-'),
  Campaign: { CampaignType: 'Regular', Text: 'Spar 25 %' },
  IncludesVat: true,
}

const withVariants = () =>
  productDetail({
    Variants: [
      productVariant({ VariantId: null, Name: '0,75 l', ProductNumber: 'V-1012' }),
      productVariant({
        VariantId: 31,
        Name: 'Magnum 1,5 l',
        ProductNumber: 'V-1012-MAG',
        Pricing: { CurrentPrice: money(39900, '399,-'), BeforePrice: null, Campaign: null, IncludesVat: true },
        Stock: { State: 'SoonInStock', Text: 'Snart på lager' },
        MaxQuantity: 3,
        PricePerNetContent: '266,00 kr./l',
      }),
    ],
  })

describe('ProductPageView', () => {
  let restore: (() => void) | undefined

  beforeAll(() => {
    installBrowserStubs()
  })

  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('shows name, breadcrumbs, producer line, review stars and the price incl. VAT', () => {
    restore = renderPage(
      productDetail({
        ProductReview: { Score: 4.5, Reviewer: 'Politiken' },
        Facts: [
          { Key: 'producer', Label: 'Producent', Value: 'Château Test' },
          { Key: 'region', Label: 'Område', Value: 'Bordeaux' },
          { Key: 'country', Label: 'Land', Value: 'Frankrig' },
        ],
      }),
    ).fake.restore
    expect(screen.getByRole('heading', { level: 1, name: 'Rødvin Bordeaux' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Brødkrummesti' })
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Forside', 'Vin', 'Rødvin', 'Rødvin Bordeaux'])
    expect(within(crumbs).getByRole('link', { name: 'Rødvin' })).toHaveAttribute('href', expect.stringMatching(/^\/vin\/roedvin\/?$/))
    expect(within(crumbs).getByText('Rødvin Bordeaux')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('Château Test · Bordeaux, Frankrig')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: '4,5 af 5' })).toBeInTheDocument()
    expect(screen.getByText('Anmeldt af Politiken')).toBeInTheDocument()
    expect(within(buyArea()).getByText('169,-')).toBeInTheDocument()
    expect(within(buyArea()).getByText('inkl. moms')).toBeInTheDocument()
    expect(screen.queryByTestId('before-price')).not.toBeInTheDocument()
    expect(screen.queryByTestId('campaign-splash')).not.toBeInTheDocument()
  })

  it('shows the campaign splash and the before price "Før 199,-" struck through, for screen readers too', () => {
    restore = renderPage(productDetail({ Pricing: campaignPricing, CampaignSplash: 'Spar 25 %' })).fake.restore
    const splash = within(buyArea()).getByTestId('campaign-splash')
    expect(splash).toHaveTextContent('Tilbud: Spar 25 %')
    const before = within(buyArea()).getByTestId('before-price')
    expect(before).toHaveTextContent('Før 199,-')
    expect(before.querySelector('s')).toHaveTextContent('199,-')
    // Strike-through is not announced, so the current price says it is the price now.
    expect(within(buyArea()).getByTestId('price')).toHaveTextContent(/^Nu 149,-inkl\. momsFør 199,-$/)
  })

  it("shows a business customer's price as excl. VAT", () => {
    restore = renderPage(
      productDetail({ Pricing: { CurrentPrice: money(13520, '135,20'), BeforePrice: null, Campaign: null, IncludesVat: false } }),
      { signedIn: true },
    ).fake.restore
    expect(within(buyArea()).getByText('135,20')).toBeInTheDocument()
    expect(within(buyArea()).getByText('ekskl. moms')).toBeInTheDocument()
    expect(screen.queryByText('inkl. moms')).not.toBeInTheDocument()
    const offers = jsonLd('Product').offers as { price: string; priceSpecification: { valueAddedTaxIncluded: boolean } }
    expect(offers.price).toBe('135.20')
    expect(offers.priceSpecification.valueAddedTaxIncluded).toBe(false)
  })

  it('switches price, stock, number, the URL and the basket target with the variant picker', async () => {
    const page = renderPage(withVariants())
    restore = page.fake.restore
    const picker = screen.getByRole('group', { name: 'Vælg variant' })
    const radios = within(picker).getAllByRole('radio')
    expect(radios).toHaveLength(2)
    expect(within(picker).getByRole('radio', { name: /0,75 l/ })).toBeChecked()
    expect(within(buyArea()).getByText('Varenr. V-1012')).toBeInTheDocument()

    fireEvent.click(within(picker).getByRole('radio', { name: /Magnum 1,5 l/ }))
    expect(page.replace).toHaveBeenCalledWith(
      {
        pathname: '/produkter/[friendlyUrlName]/[productId]',
        query: { friendlyUrlName: 'roedvin-bordeaux', productId: '12', variant: '31' },
      },
      undefined,
      { shallow: true, scroll: false },
    )
    await waitFor(() => expect(within(picker).getByRole('radio', { name: /Magnum 1,5 l/ })).toBeChecked())
    const buy = buyArea()
    expect(within(buy).getByTestId('price')).toHaveTextContent('399,-')
    expect(within(buy).getByText('266,00 kr./l')).toBeInTheDocument()
    expect(within(buy).getByText('Snart på lager')).toBeInTheDocument()
    expect(within(buy).getByText('Varenr. V-1012-MAG')).toBeInTheDocument()
    expect(jsonLd('Product')).toMatchObject({
      sku: 'V-1012-MAG',
      offers: { price: '399.00', availability: 'https://schema.org/BackOrder' },
    })

    fireEvent.click(within(buy).getByRole('button', { name: 'Læg i kurv' }))
    await waitFor(() =>
      expect(page.fake.requests).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/basket/b-1/items/', body: { ProductId: 12, VariantId: 31, Quantity: 1 } }),
      ),
    )

    // Back to the product itself: the parameter goes away.
    fireEvent.click(within(picker).getByRole('radio', { name: /0,75 l/ }))
    expect(page.replace).toHaveBeenLastCalledWith(
      { pathname: '/produkter/[friendlyUrlName]/[productId]', query: { friendlyUrlName: 'roedvin-bordeaux', productId: '12' } },
      undefined,
      { shallow: true, scroll: false },
    )
  })

  it('opens the edition a link names with ?variant=, and the product itself for an unknown one', () => {
    const first = renderPage(withVariants(), { query: { variant: '31' } })
    expect(screen.getByRole('radio', { name: /Magnum 1,5 l/ })).toBeChecked()
    expect(within(buyArea()).getByTestId('price')).toHaveTextContent('399,-')
    first.fake.restore()
    first.unmount()

    restore = renderPage(withVariants(), { query: { variant: '999' } }).fake.restore
    expect(screen.getByRole('radio', { name: /0,75 l/ })).toBeChecked()
  })

  it('has no picker when the product has no editions to choose between', () => {
    restore = renderPage(productDetail({ Variants: [productVariant()] })).fake.restore
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })

  it('starts the quantity at DefaultQuantity and sends it with the product', async () => {
    const page = renderPage(productDetail({ DefaultQuantity: 3, MaxQuantity: 12 }))
    restore = page.fake.restore
    expect(screen.getByRole('spinbutton', { name: 'Antal' })).toHaveValue(3)
    fireEvent.click(screen.getByRole('button', { name: 'Læg i kurv' }))
    await waitFor(() =>
      expect(page.fake.requests).toContainEqual(
        expect.objectContaining({ path: '/basket/b-1/items/', body: { ProductId: 12, Quantity: 3 } }),
      ),
    )
  })

  it('disables add to basket with the reason when the product cannot be bought', () => {
    const page = renderPage(productDetail({ ShowAddToBasket: false, MaxQuantity: 0, Stock: { State: 'OutOfStock', Text: 'Udsolgt' } }))
    restore = page.fake.restore
    const button = within(buyArea()).getByRole('button', { name: 'Læg i kurv' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Udsolgt – kan ikke lægges i kurven lige nu')
    expect(screen.getByRole('button', { name: 'Øg antal' })).toBeDisabled()
    fireEvent.submit(button.closest('form')!)
    expect(page.fake.requests.filter((request) => request.path.includes('/items/'))).toEqual([])
  })

  it('lists the facts in a description list and writes the descriptions', () => {
    restore = renderPage(
      productDetail({
        Description: 'Lang beskrivelse.\nMed to linjer.',
        Facts: [
          { Key: 'grape', Label: 'Drue', Value: 'Merlot' },
          { Key: 'vintage', Label: 'Årgang', Value: '2020' },
        ],
      }),
    ).fake.restore
    const facts = screen.getByRole('region', { name: 'Fakta' })
    const list = facts.querySelector('dl')!
    expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Drue', 'Årgang'])
    expect([...list.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['Merlot', '2020'])
    expect(screen.getByRole('heading', { level: 2, name: 'Om produktet' })).toBeInTheDocument()
    expect(screen.getByText(/Lang beskrivelse\./)).toBeInTheDocument()
    expect(screen.getByText('En rund rødvin.')).toBeInTheDocument()
  })

  it.each([
    [18, 'Må kun sælges til personer, der er fyldt 18 år'],
    [16, 'Må kun sælges til personer, der er fyldt 16 år'],
    [null, null],
  ])('shows the age sign the server asks for (%s) by the price', (age, text) => {
    // The server's age rules, not the percentage: a gift basket with wine has none and is 18 all the same.
    restore = renderPage(productDetail({ AlcoholPercentage: age === 18 ? null : 13.5, RequiredAge: age })).fake.restore
    const buy = screen.getByTestId('product-buy')
    if (text) {
      expect(within(buy).getByTestId('age-sign')).toHaveTextContent(text)
      expect(within(buy).getByTestId('age-sign').querySelector('svg')!.textContent).toBe(`${age}+`)
    } else {
      expect(within(buy).queryByTestId('age-sign')).not.toBeInTheDocument()
    }
  })

  it.each([
    ['perishable', 'Ingen fortrydelsesret: friske fødevarer, der holdes på køl, kan ikke returneres.'],
    ['event', 'Ingen fortrydelsesret: billetter til et arrangement på en bestemt dato.'],
    ['none', null],
  ] as const)('says before the purchase when the law gives no right of withdrawal (%s)', (exemption, text) => {
    restore = renderPage(productDetail({ WithdrawalExemption: exemption })).fake.restore
    const note = within(screen.getByTestId('product-buy')).queryByTestId('no-withdrawal')
    if (text) expect(note).toHaveTextContent(text)
    else expect(note).not.toBeInTheDocument()
  })

  it('writes the Product JSON-LD and escapes it so product text cannot end the script', () => {
    restore = renderPage(
      productDetail({
        Name: 'Vin </script><script>alert(1)</script>',
        ShortDescription: 'A & B',
        Images: [image('flaske.jpg')],
        Facts: [{ Key: 'producer', Label: 'Producent', Value: 'Château Test' }],
        ProductReview: { Score: 4, Reviewer: 'Politiken' },
      }),
    ).fake.restore
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')]
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script.innerHTML.toLowerCase()).not.toContain('</script')
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0)
    expect(jsonLd('Product')).toMatchObject({
      name: 'Vin </script><script>alert(1)</script>',
      description: 'A & B',
      sku: 'V-1012',
      brand: { name: 'Château Test' },
      image: [expect.stringMatching(/^https:\/\/www\.delikat\.dk\/media\/flaske\.jpg\?/)],
      offers: { price: '169.00', priceCurrency: 'DKK', availability: 'https://schema.org/InStock', url: `${ORIGIN}${PATH}` },
      aggregateRating: { ratingValue: 4, bestRating: 5 },
    })
    expect(jsonLd('BreadcrumbList').itemListElement).toHaveLength(3)
  })

  it('writes the title, canonical and Open Graph of a product with an absolute 1200 x 630 image', () => {
    restore = renderPage(
      productDetail({ SeoPageTitle: 'Bordeaux til hverdag', SeoMetaDescription: 'Rund og blød.', OpenGraphImage: image('og.jpg') }),
    ).fake.restore
    const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')
    expect(document.title).toBe('Bordeaux til hverdag | Delikat')
    expect(meta('description')).toBe('Rund og blød.')
    expect(meta('og:type')).toBe('product')
    expect(meta('og:title')).toBe('Bordeaux til hverdag')
    expect(meta('og:url')).toBe(`${ORIGIN}${PATH}`)
    expect(meta('product:price:amount')).toBe('169.00')
    const og = new URL(meta('og:image') ?? '')
    expect(`${og.origin}${og.pathname}`).toBe(`${ORIGIN}/media/og.jpg`)
    expect([og.searchParams.get('width'), og.searchParams.get('height')]).toEqual(['1200', '630'])
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}${PATH}`)
    expect(document.head.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe(`${ORIGIN}/en${PATH}`)
  })

  it('has a gallery whose thumbnails pick the main image, also with the arrow keys', () => {
    restore = renderPage(productDetail({ Images: [image('a.jpg', 'Forside'), image('b.jpg', 'Bagside'), image('c.jpg', 'Etiket')] })).fake
      .restore
    const gallery = screen.getByRole('region', { name: 'Billeder af Rødvin Bordeaux' })
    const thumbnails = within(gallery).getAllByRole('button', { name: /^Vis billede \d af 3$/ })
    expect(thumbnails).toHaveLength(3)
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true')
    // The first picture is the page's largest paint: loaded at once, with priority.
    const main = within(gallery).getByRole('img', { name: 'Forside' })
    expect(main).toHaveAttribute('loading', 'eager')
    expect(main).toHaveAttribute('fetchpriority', 'high')
    expect(main).toHaveAttribute('width', '640')
    expect(main).toHaveAttribute('height', '640')

    fireEvent.click(thumbnails[2]!)
    expect(thumbnails[2]).toHaveAttribute('aria-current', 'true')
    expect(thumbnails[0]).not.toHaveAttribute('aria-current')
    fireEvent.keyDown(thumbnails[2]!, { key: 'ArrowLeft' })
    expect(thumbnails[1]).toHaveAttribute('aria-current', 'true')
    expect(within(gallery).getByRole('button', { name: 'Forrige billede' })).toBeEnabled()
  })

  it('shows similar products of the category without the product itself, once the row nears the screen', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return []
        }
      },
    )
    const others = [
      productCard({ ProductId: 12 }),
      productCard({ ProductId: 13, Name: 'Merlot 2021' }),
      productCard({ ProductId: 14, Name: 'Syrah 2020' }),
    ]
    const page = renderPage(productDetail(), {
      handler: ({ method, path }) =>
        method === 'POST' && path === '/product/search/'
          ? { status: 200, data: { Products: others, TotalProductCount: 3, Filters: [] } }
          : { status: 500 },
    })
    restore = page.fake.restore
    const [row] = await screen.findAllByRole('region', { name: 'Lignende produkter' })
    if (!row) throw new Error('no row')
    // The title heads the row; the carousel beneath it is the one region of that name (no landmark twice).
    expect(screen.getByRole('heading', { level: 2, name: 'Lignende produkter' })).toBeInTheDocument()
    expect(
      within(row)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Merlot 2021', 'Syrah 2020'])
    const search = page.fake.requests.find((request) => request.path === '/product/search/')
    expect(search?.body).toEqual({ CategoryId: 4, PageNumber: 1, PageSize: 8 })
  })

  it('shows no similar products row when the category has nothing else', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return []
        }
      },
    )
    const page = renderPage(productDetail(), {
      handler: ({ method, path }) =>
        method === 'POST' && path === '/product/search/'
          ? { status: 200, data: { Products: [productCard({ ProductId: 12 })], TotalProductCount: 1, Filters: [] } }
          : { status: 500 },
    })
    restore = page.fake.restore
    await waitFor(() => expect(page.fake.requests.some((request: FakeRequest) => request.path === '/product/search/')).toBe(true))
    await waitFor(() => expect(within(screen.getByTestId('similar-products')).queryByRole('status')).not.toBeInTheDocument())
    expect(screen.queryByRole('region', { name: 'Lignende produkter' })).not.toBeInTheDocument()
  })

  it('asks the shop API again for a page from the page cache (current stock and price, and the view counts), else not', async () => {
    const product = productDetail()
    const fresh = { ...product, Stock: { State: 'OutOfStock', Text: 'Udsolgt' } }
    const handler: FakeHandler = ({ method, path }) =>
      method === 'GET' && path === `/product/${product.ProductId}/` ? { status: 200, data: fresh } : { status: 500 }
    const cached = renderPage(product, { handler, cachedPage: true })
    await waitFor(() => expect(within(buyArea()).getByText('Udsolgt')).toBeInTheDocument())
    expect(cached.fake.requests.filter((r) => r.path === `/product/${product.ProductId}/`)).toHaveLength(1)
    cached.unmount()
    cached.fake.restore()

    const rendered = renderPage(product, { handler })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(rendered.fake.requests.filter((r) => r.path === `/product/${product.ProductId}/`)).toHaveLength(0)
  })

  it('shows the loading text, then an error with a retry button when the product cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fake = installFakeShopApi(() => ({ status: 500 }))
    restore = fake.restore
    renderWithProviders(
      <MockRouterProvider router={createMockRouter()}>
        <BasketProvider locale="da">
          <ProductPageView productId={12} locale="da" />
        </BasketProvider>
      </MockRouterProvider>,
    )
    expect(screen.getByText('Henter produktet…')).toBeInTheDocument()
    expect(await screen.findByText('Produktet kunne ikke hentes lige nu. Prøv igen om lidt.')).toBeInTheDocument()
    fake.restore()
    restore = installFakeShopApi(({ path }) => (path === '/product/12/' ? { status: 200, data: productDetail() } : { status: 500 })).restore
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Rødvin Bordeaux' })).toBeInTheDocument()
    error.mockRestore()
  })

  describe('analytics (docs/analytics.md)', () => {
    const pushed = (name: string) =>
      (window.dataLayer ?? []).filter((entry): entry is Record<string, unknown> => (entry as { event?: string }).event === name)

    beforeEach(() => {
      window.dataLayer = []
    })

    it('view_item once per edition shown, with the variant’s number and price', async () => {
      restore = renderPage(withVariants()).fake.restore
      await waitFor(() => expect(pushed('view_item')).toHaveLength(1))
      expect(pushed('view_item')[0]).toEqual({
        event: 'view_item',
        ecommerce: {
          currency: 'DKK',
          value: 169,
          items: [{ item_id: 'V-1012', item_name: 'Rødvin Bordeaux', price: 169, quantity: 1, item_category: 'Wine' }],
        },
        loginStatus: false,
        businessType: 'b2c',
      })
      fireEvent.click(screen.getByRole('radio', { name: /Magnum 1,5 l/ }))
      await waitFor(() => expect(pushed('view_item')).toHaveLength(2))
      expect(pushed('view_item')[1]).toMatchObject({
        ecommerce: { value: 399, items: [{ item_id: 'V-1012-MAG', item_variant: 'Magnum 1,5 l', price: 399 }] },
      })
    })

    it('add_to_cart with the quantity added and the campaign’s discount', async () => {
      const product = productDetail({ Pricing: campaignPricing })
      const added = basket('b-1', 0)
      added.Lines = [{ ...basket('b-1', 1).Lines[0]!, Product: product, Quantity: 2, UnitPrice: money(14900, '149,-') }]
      const page = renderPage(product, {
        handler: ({ method, path }) => {
          if (method === 'POST' && path === '/basket/') return { status: 201, data: basket('b-1', 0) }
          if (method === 'POST' && path === '/basket/b-1/items/') return { status: 200, data: { Basket: added } }
          return { status: 200, data: { Products: [], TotalProductCount: 0, Filters: [] } }
        },
      })
      restore = page.fake.restore
      fireEvent.click(screen.getByRole('button', { name: 'Øg antal' }))
      fireEvent.click(screen.getByRole('button', { name: 'Læg i kurv' }))
      await waitFor(() => expect(pushed('add_to_cart')).toHaveLength(1))
      expect(pushed('add_to_cart')[0]).toEqual({
        event: 'add_to_cart',
        ecommerce: {
          currency: 'DKK',
          value: 298,
          items: [{ item_id: 'V-1012', item_name: 'Rødvin Bordeaux', price: 149, quantity: 2, item_category: 'Wine', discount: 50 }],
        },
        loginStatus: false,
        businessType: 'b2c',
      })
    })
  })
})
