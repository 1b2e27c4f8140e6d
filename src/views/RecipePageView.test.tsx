import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import type { ReactNode } from 'react'
import { AppToaster } from '@/components/Toasts/Toasts'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { recipeDetail } from '@/features/recipe/__fixtures__/recipe'
import { recipeKeys } from '@/features/recipe/api/recipe-keys'
import type { RecipeDetail } from '@/features/recipe/api/schemas'
import { SiteProvider } from '@/lib/site'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { basket } from '@/test/fixtures'
import { createTestQueryClient, renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { RecipePageView } from './RecipePageView'

// next/head needs the app's head manager; in tests its children render in place.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

const ORIGIN = 'https://www.delikat.dk'

function renderRecipe(options: { cached?: RecipeDetail; handler?: FakeHandler } = {}) {
  const fake = installFakeShopApi(options.handler ?? (() => ({ status: 500 })))
  const queryClient = createTestQueryClient()
  if (options.cached) queryClient.setQueryData(recipeKeys.detail(7, 'da'), options.cached)
  renderWithProviders(
    <MockRouterProvider router={createMockRouter({ asPath: '/opskrifter/risotto-med-svampe/7/' })}>
      <SiteProvider value={{ origin: ORIGIN }}>
        <BasketProvider locale="da">
          <RecipePageView recipeId={7} locale="da" />
          <AppToaster />
        </BasketProvider>
      </SiteProvider>
    </MockRouterProvider>,
    { queryClient },
  )
  return fake
}

describe('RecipePageView', () => {
  let restore: (() => void) | undefined

  beforeAll(() => {
    installBrowserStubs()
  })

  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
    vi.restoreAllMocks()
  })

  it('shows the picture, name, summary, course, servings and time', () => {
    restore = renderRecipe({ cached: recipeDetail() }).restore
    expect(screen.getByRole('heading', { level: 1, name: 'Risotto med svampe' })).toBeInTheDocument()
    expect(screen.getByText('Cremet risotto med skovsvampe.')).toBeInTheDocument()
    const facts = screen.getByText('Ret').closest('dl') as HTMLElement
    expect(within(facts).getByText('Hovedret')).toBeInTheDocument()
    expect(within(facts).getByText('4 personer')).toBeInTheDocument()
    expect(within(facts).getByText('1 t. 15 min.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'risotto' })).toHaveAttribute('src', expect.stringContaining('/media/risotto.png'))
  })

  it('lists the ingredients with amounts, and the products we sell for them as tiles', () => {
    restore = renderRecipe({ cached: recipeDetail() }).restore
    const ingredients = screen.getByRole('region', { name: 'Ingredienser' })
    const items = within(ingredients).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent(/^300 g risottoris$/)
    expect(items[1]).toHaveTextContent(/^75 g Gammel Knas, revet/)
    expect(items[2]).toHaveTextContent(/^olivenolie/)
    expect(within(items[0]!).queryByTestId('linked-product')).toBeNull()
    const cheese = within(items[1]!).getByTestId('linked-product')
    expect(within(cheese).getByRole('link', { name: 'Gammel Knas, 250 g' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/produkter\/gammel-knas-250-g\/21\/?$/),
    )
    expect(within(cheese).getByText('79,95')).toBeInTheDocument()
    expect(within(cheese).getByRole('button', { name: /^Læg i kurv\W+Gammel Knas, 250 g$/ })).toBeEnabled()
    // A product that cannot be bought now says why instead of offering a button.
    const oil = within(items[2]!).getByTestId('linked-product')
    expect(within(oil).queryByRole('button')).toBeNull()
    expect(within(oil).getByText('Snart på lager')).toBeInTheDocument()
  })

  it('numbers the steps in an ordered list', () => {
    restore = renderRecipe({ cached: recipeDetail() }).restore
    const method = screen.getByRole('region', { name: 'Sådan gør du' })
    const list = within(method).getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Steg svampene.', 'Kog risene med bouillon.', 'Vend osten i.'])
  })

  it('shows what to serve with it as a product row, and hides the row when there is nothing', () => {
    restore = renderRecipe({ cached: recipeDetail() }).restore
    expect(screen.getByRole('heading', { level: 2, name: 'Server med' })).toBeInTheDocument()
    const row = screen.getByRole('region', { name: 'Server med' })
    expect(within(row).getByRole('link', { name: 'Chablis Premier Cru 2021' })).toBeInTheDocument()
    restore()
    document.body.innerHTML = ''
    restore = renderRecipe({ cached: recipeDetail({ RelatedProducts: [] }) }).restore
    expect(screen.queryByRole('heading', { name: 'Server med' })).toBeNull()
  })

  it('puts a linked product in the basket', async () => {
    const fake = renderRecipe({
      cached: recipeDetail(),
      handler: ({ method, path }) => {
        if (method === 'POST' && path === '/basket/') return { status: 201, data: basket('new-1', 0) }
        if (method === 'POST' && path === '/basket/new-1/items/') return { status: 200, data: { Basket: basket('new-1', 1) } }
        return { status: 500 }
      },
    })
    restore = fake.restore
    fireEvent.click(screen.getByRole('button', { name: /^Læg i kurv\W+Gammel Knas, 250 g$/ }))
    expect(await screen.findByText('Gammel Knas, 250 g er lagt i kurven')).toBeInTheDocument()
    expect(fake.requests.find((r) => r.path === '/basket/new-1/items/')?.body).toEqual({ ProductId: 21, Quantity: 1 })
  })

  it('describes the recipe for search engines as schema.org Recipe JSON-LD', () => {
    restore = renderRecipe({ cached: recipeDetail() }).restore
    const script = document.querySelector('script[type="application/ld+json"]')
    const ld = JSON.parse(script?.textContent ?? '{}')
    expect(ld).toMatchObject({
      '@type': 'Recipe',
      name: 'Risotto med svampe',
      url: `${ORIGIN}/opskrifter/risotto-med-svampe/7/`,
      recipeCategory: 'Hovedret',
      recipeYield: '4 personer',
      totalTime: 'PT1H15M',
    })
    expect(ld.recipeInstructions).toHaveLength(3)
    expect(document.title).toBe('Risotto med svampe | Delikat')
  })

  it('fetches the recipe when the server could not, saying so meanwhile', async () => {
    const fake = renderRecipe({ handler: ({ path }) => (path === '/recipe/7/' ? { status: 200, data: recipeDetail() } : { status: 500 }) })
    restore = fake.restore
    expect(screen.getByText('Henter opskriften…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Risotto med svampe' })).toBeInTheDocument()
  })

  it('says so when the recipe cannot be loaded', async () => {
    restore = renderRecipe({ handler: () => ({ status: 500 }) }).restore
    expect(await screen.findByText('Opskriften kunne ikke hentes lige nu. Prøv igen om lidt.')).toBeInTheDocument()
  })

  it('shows the not-found page for a recipe the shop does not know', async () => {
    restore = renderRecipe({ handler: () => ({ status: 404, data: { ErrorCode: 'RecipeNotFound' } }) }).restore
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Siden blev ikke fundet' })).toBeInTheDocument())
  })
})
