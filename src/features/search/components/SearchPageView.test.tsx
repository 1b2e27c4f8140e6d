import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppToaster } from '@/components/Toasts/Toasts'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import { productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { UrlRouter } from '@/test/router'
import { RECIPE_SEARCH_PAGE_SIZE } from '../constants'
import { installFakeApis, type FakeApiAnswer, type FakeApiRequest } from '../testing/fakeApis'
import { SearchPageView } from './SearchPageView'

type Body = { Query?: string; PageNumber: number; PageSize: number; Filters?: unknown[] }

const PRODUCTS = 5
const RECIPES = 12
const ARTICLES = 2

const recipe = (id: number) => ({
  RecipeId: id,
  Name: `Ostesuppe ${id}`,
  FriendlyUrlName: `ostesuppe-${id}`,
  RelativeUrl: `/opskrifter/ostesuppe-${id}/${id}/`,
  Summary: 'Varm og cremet.',
  PrimaryImage: null,
  Images: [],
  Course: 'starter',
  Servings: 4,
  TotalMinutes: 30,
})

const slice = <T,>(total: number, body: Body, make: (id: number) => T): T[] => {
  const from = (body.PageNumber - 1) * body.PageSize
  return Array.from({ length: Math.max(0, Math.min(body.PageSize, total - from)) }, (_, index) => make(from + index + 1))
}

function answer(request: FakeApiRequest, options: { recipesFail?: boolean } = {}): FakeApiAnswer {
  const body = request.body as Body
  if (request.path === '/product/search/') {
    return {
      status: 200,
      data: {
        Products: slice(PRODUCTS, body, (id) => productCard({ ProductId: id, Name: `Ost ${id}`, RelativeUrl: `/produkter/ost/${id}/` })),
        TotalProductCount: PRODUCTS,
        Filters: [
          {
            Key: 'country',
            Label: 'Land',
            FilterType: 'MultiSelect',
            Options: [{ Value: 'Italien', Label: 'Italien', Count: 2, Selected: false }],
          },
        ],
      },
    }
  }
  if (request.path === '/recipe/search/') {
    if (options.recipesFail) return { status: 500 }
    return { status: 200, data: { Recipes: slice(RECIPES, body, recipe), TotalRecipeCount: RECIPES } }
  }
  if (request.path === '/node/search/') {
    const Nodes = slice(ARTICLES, body, (id) => ({
      Id: id,
      Title: `Ostens ABC ${id}`,
      Teaser: 'Om ost',
      Url: `/artikler/ost-${id}/`,
      Image: null,
      Date: null,
    }))
    return { status: 200, data: { Nodes, TotalNodeCount: ARTICLES } }
  }
  return { status: 404 }
}

function renderPage(url: string, options: { recipesFail?: boolean } = {}) {
  const fake = installFakeApis((request) => answer(request, options))
  const replace = vi.fn(() => Promise.resolve(true))
  renderWithProviders(
    <UrlRouter url={url} replace={replace} route="/soeg">
      <BasketProvider locale="da">
        <SearchPageView />
        <AppToaster />
      </BasketProvider>
    </UrlRouter>,
  )
  return { ...fake, replace }
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Søgetyper' }))
const hrefOf = (element: HTMLElement) => decodeURIComponent(element.getAttribute('href') ?? '')

// Several user steps each: generous limits for a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 5000 })

describe('SearchPageView: the search types (docs/product.md §9)', () => {
  let restore: (() => void) | undefined
  beforeAll(() => {
    installBrowserStubs()
  })
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('shows all results for a query: the best products, recipes and articles, with counts on the tabs', async () => {
    const fake = renderPage('/soeg/?q=ost')
    restore = fake.restore
    const all = await waitFor(() => tabs().getByRole('link', { name: `Alle resultater (${PRODUCTS + RECIPES + ARTICLES})` }))
    expect(all).toHaveAttribute('aria-current', 'page')
    expect(hrefOf(all)).toMatch(/^\/soeg\/?\?q=ost$/)
    expect(hrefOf(tabs().getByRole('link', { name: `Produkter (${PRODUCTS})` }))).toMatch(/\?q=ost&type=products$/)
    expect(hrefOf(tabs().getByRole('link', { name: `Opskrifter (${RECIPES})` }))).toMatch(/\?q=ost&type=recipes$/)
    expect(tabs().getByRole('link', { name: `Artikler (${ARTICLES})` })).not.toHaveAttribute('aria-current')

    const products = screen.getByRole('region', { name: `Produkter (${PRODUCTS})` })
    expect(within(products).getAllByRole('listitem')).toHaveLength(4)
    expect(hrefOf(within(products).getByRole('link', { name: 'Se alle produkter' }))).toMatch(/\?q=ost&type=products$/)
    const recipes = screen.getByRole('region', { name: `Opskrifter (${RECIPES})` })
    expect(within(recipes).getAllByRole('listitem')).toHaveLength(3)
    expect(within(recipes).getAllByText('Forret · 30 min. · 4 personer')).toHaveLength(3)
    expect(hrefOf(within(recipes).getByRole('link', { name: 'Se alle opskrifter' }))).toMatch(/\?q=ost&type=recipes$/)
    const articles = screen.getByRole('region', { name: `Artikler (${ARTICLES})` })
    expect(within(articles).getByRole('link', { name: 'Ostens ABC 1' })).toBeInTheDocument()

    // One first page per type, the article search asked of the content service.
    expect(fake.requests.map((r) => [r.api, r.path, (r.body as Body).PageNumber, (r.body as Body).Query]).sort()).toEqual(
      [
        ['content', '/node/search/', 1, 'ost'],
        ['shop', '/product/search/', 1, 'ost'],
        ['shop', '/recipe/search/', 1, 'ost'],
      ].sort(),
    )
  })

  it('lists recipes in pages of 10 with "Vis flere"', async () => {
    const user = userEvent.setup()
    const fake = renderPage('/soeg/?q=ost&type=recipes')
    restore = fake.restore
    const list = await screen.findByRole('list', { name: 'Opskrifter' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(RECIPE_SEARCH_PAGE_SIZE)
    expect(tabs().getByRole('link', { name: /^Opskrifter/ })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'Vis flere' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(RECIPES))
    expect(screen.getByText(`Viser ${RECIPES} af ${RECIPES}`)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument()
    const recipeCalls = fake.requests.filter((r) => r.path === '/recipe/search/').map((r) => r.body)
    expect(recipeCalls).toEqual([
      { Query: 'ost', PageNumber: 1, PageSize: RECIPE_SEARCH_PAGE_SIZE },
      { Query: 'ost', PageNumber: 2, PageSize: RECIPE_SEARCH_PAGE_SIZE },
    ])
    expect(screen.getByRole('link', { name: 'Ostesuppe 11' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/opskrifter\/ostesuppe-11\/11\/?$/),
    )
  })

  it('lists articles from the content service', async () => {
    const fake = renderPage('/soeg/?q=ost&type=articles')
    restore = fake.restore
    const list = await screen.findByRole('list', { name: 'Artikler' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(ARTICLES)
    expect(fake.requests.find((r) => r.path === '/node/search/')).toMatchObject({ api: 'content', params: { culture: 'da' } })
  })

  it('keeps the products tab in the URL when filtering', async () => {
    const user = userEvent.setup()
    const fake = renderPage('/soeg/?q=ost&type=products')
    restore = fake.restore
    await screen.findByText(`${PRODUCTS} varer`)
    await user.click(screen.getByRole('button', { name: 'Filtrér' }))
    await screen.findByRole('dialog', { name: 'Filtre' })
    await user.click(screen.getByRole('checkbox', { name: 'Italien (2)' }))
    expect(fake.replace).toHaveBeenCalledWith('/soeg/?q=ost&type=products&country=Italien', undefined, { shallow: true, scroll: false })
  })

  it('shows the catalogue without tabs when there is no query', async () => {
    const fake = renderPage('/soeg/')
    restore = fake.restore
    await screen.findByText(`${PRODUCTS} varer`)
    expect(screen.queryByRole('navigation', { name: 'Søgetyper' })).not.toBeInTheDocument()
    // Products only (the price list button asks which PDFs the shop offers).
    expect(fake.requests.filter((r) => r.path !== '/general/settings/').every((r) => r.path === '/product/search/')).toBe(true)
  })

  it('keeps the other types when one search fails, and offers a retry there', async () => {
    const fake = renderPage('/soeg/?q=ost', { recipesFail: true })
    restore = fake.restore
    const products = await screen.findByRole('region', { name: `Produkter (${PRODUCTS})` })
    expect(within(products).getAllByRole('listitem')).toHaveLength(4)
    const recipes = screen.getByRole('region', { name: 'Opskrifter' })
    expect(await within(recipes).findByRole('alert')).toHaveTextContent('Søgningen kunne ikke gennemføres lige nu.')
    expect(within(recipes).getByRole('button', { name: 'Prøv igen' })).toBeInTheDocument()
    expect(tabs().getByRole('link', { name: 'Alle resultater' })).toBeInTheDocument()
  })

  it('pushes analytics’ search once per query and search type (docs/analytics.md)', async () => {
    window.dataLayer = []
    const searches = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'search')
    const all = renderPage('/soeg/?q=ost')
    restore = all.restore
    await waitFor(() => expect(searches()).toHaveLength(1))
    expect(searches()[0]).toEqual({
      event: 'search',
      search_term: 'ost',
      search_type: 'all results',
      loginStatus: false,
      businessType: 'b2c',
    })
    cleanup()
    restore()
    for (const [type, name] of [
      ['products', 'product search'],
      ['recipes', 'article search'],
      ['articles', 'article search'],
    ]) {
      window.dataLayer = []
      const page = renderPage(`/soeg/?q=ost&type=${type}`)
      await waitFor(() => expect(searches()).toEqual([expect.objectContaining({ search_term: 'ost', search_type: name })]))
      cleanup()
      page.restore()
    }
    restore = undefined
    // No query, no search.
    window.dataLayer = []
    restore = renderPage('/soeg/').restore
    await screen.findByRole('heading', { level: 1 })
    expect(searches()).toEqual([])
  })
})
