import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installBrowserStubs } from '@/test/browserStubs'
import { productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { SUGGEST_CONTENT_COUNT, SUGGEST_PRODUCT_COUNT } from '../constants'
import { deferred, installFakeApis, type FakeApiAnswer, type FakeApiRequest } from '../testing/fakeApis'
import { HeaderSearch } from './HeaderSearch'

const recipe = {
  RecipeId: 7,
  Name: 'Barolo-risotto',
  FriendlyUrlName: 'barolo-risotto',
  RelativeUrl: '/opskrifter/barolo-risotto/7/',
  Summary: 'Cremet risotto med rødvin.',
  PrimaryImage: null,
  Images: [],
  Course: 'main',
  Servings: 4,
  TotalMinutes: 45,
}
const article = { Id: 3, Title: 'Vinens år 2024', Teaser: 'Om høsten', Url: '/artikler/vinens-aar-2024/', Image: null, Date: null }

type Body = { Query?: string; PageNumber: number; PageSize: number }

/** Two products, one recipe and one article for any query, like the three searches answer. */
function answer(request: FakeApiRequest): FakeApiAnswer {
  if (request.path === '/product/search/') {
    return {
      status: 200,
      data: {
        Products: [
          productCard({ ProductId: 1, Name: 'Barolo DOCG 2019', RelativeUrl: '/produkter/barolo-docg-2019/1/' }),
          productCard({ ProductId: 2, Name: 'Barbera d’Alba', RelativeUrl: '/produkter/barbera/2/' }),
        ],
        TotalProductCount: 2,
        Filters: [],
      },
    }
  }
  if (request.path === '/recipe/search/') return { status: 200, data: { Recipes: [recipe], TotalRecipeCount: 1 } }
  if (request.path === '/node/search/') return { status: 200, data: { Nodes: [article], TotalNodeCount: 1 } }
  return { status: 404 }
}

const calls = (requests: FakeApiRequest[], path: string) => requests.filter((request) => request.path === path)

function renderHeaderSearch(handler: (request: FakeApiRequest) => FakeApiAnswer | Promise<FakeApiAnswer>) {
  const fake = installFakeApis(handler)
  const router = createMockRouter({ locale: 'da' })
  renderWithProviders(
    <MockRouterProvider router={router}>
      <HeaderSearch />
    </MockRouterProvider>,
  )
  return { ...fake, router, field: screen.getByRole('combobox', { name: 'Søg i butikken' }) }
}

// Several user steps each: generous limits for a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 5000 })

describe('HeaderSearch (suggestions while typing)', () => {
  let restore: (() => void) | undefined
  beforeAll(() => {
    installBrowserStubs()
  })
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('asks from 2 characters, lists products, recipes and articles, and opens one with the arrow keys and Enter', async () => {
    const user = userEvent.setup()
    const fake = renderHeaderSearch(answer)
    restore = fake.restore
    const { field } = fake
    expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(field.closest('form')).toHaveAttribute('action', '/soeg/')

    await user.type(field, 'b')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(fake.requests).toHaveLength(0)

    await user.type(field, 'a')
    const listbox = screen.getByRole('listbox', { name: 'Forslag' })
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(5))
    expect(field).toHaveAttribute('aria-expanded', 'true')
    expect(field).toHaveAttribute('aria-controls', listbox.id)
    expect(calls(fake.requests, '/product/search/').map((r) => r.body)).toEqual([
      { Query: 'ba', Filters: [], PageNumber: 1, PageSize: SUGGEST_PRODUCT_COUNT },
    ])
    expect((calls(fake.requests, '/recipe/search/')[0]?.body as Body).PageSize).toBe(SUGGEST_CONTENT_COUNT)
    expect(calls(fake.requests, '/node/search/')[0]).toMatchObject({ api: 'content', body: { Query: 'ba', PageNumber: 1, PageSize: 3 } })

    expect(within(listbox).getByRole('group', { name: 'Produkter' })).toBeInTheDocument()
    const options = within(listbox).getAllByRole('option')
    expect(options[0]).toHaveTextContent('Barolo DOCG 2019')
    expect(options[0]).toHaveTextContent('169,-')
    expect(within(listbox).getByRole('group', { name: 'Opskrifter' })).toHaveTextContent('Barolo-risotto')
    expect(within(listbox).getByRole('group', { name: 'Artikler' })).toHaveTextContent('Vinens år 2024')
    expect(options[4]).toHaveTextContent('Se alle resultater for «ba»')
    expect(screen.getByRole('status')).toHaveTextContent('4 forslag')

    // The focus stays in the field; the active option is named by aria-activedescendant.
    await user.keyboard('{ArrowDown}')
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowUp}')
    expect(field).toHaveAttribute('aria-activedescendant', options[4]!.id)
    // From the last option, down wraps to the first.
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id)
    expect(field).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(fake.router.push).toHaveBeenCalledWith('/produkter/barbera/2/')
    expect(field).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes with Escape, and searches on Enter when no suggestion is chosen', async () => {
    const user = userEvent.setup()
    const fake = renderHeaderSearch(answer)
    restore = fake.restore
    await user.type(fake.field, 'barolo')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5))
    await user.keyboard('{ArrowDown}{Escape}')
    expect(fake.field).toHaveAttribute('aria-expanded', 'false')
    expect(fake.field).not.toHaveAttribute('aria-activedescendant')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(fake.field).toHaveValue('barolo')

    await user.keyboard('{Enter}')
    expect(fake.router.push).toHaveBeenCalledWith('/soeg/?q=barolo')
    // One search per pause in typing, not one per keystroke.
    expect(calls(fake.requests, '/product/search/').map((r) => (r.body as Body).Query)).toEqual(['barolo'])
  })

  it('opens "see all" with a click', async () => {
    const user = userEvent.setup()
    const fake = renderHeaderSearch(answer)
    restore = fake.restore
    await user.type(fake.field, 'ost')
    await user.click(await screen.findByRole('option', { name: 'Se alle resultater for «ost»' }))
    expect(fake.router.push).toHaveBeenCalledWith('/soeg/?q=ost')
  })

  it('aborts the calls of a query that was typed on from, and shows only the newer answer', async () => {
    const user = userEvent.setup()
    const slow = deferred<FakeApiAnswer>()
    const fake = renderHeaderSearch((request) => ((request.body as Body).Query === 'bar' ? slow.promise : answer(request)))
    restore = fake.restore
    await user.type(fake.field, 'bar')
    await waitFor(() => expect(calls(fake.requests, '/product/search/')).toHaveLength(1))
    await user.type(fake.field, 'o')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5))
    const stale = fake.requests.filter((request) => (request.body as Body).Query === 'bar')
    expect(stale).toHaveLength(3)
    expect(stale.every((request) => request.aborted)).toBe(true)
    expect(fake.requests.filter((request) => (request.body as Body).Query === 'baro').every((r) => !r.aborted)).toBe(true)
    slow.resolve({ status: 200, data: { Products: [], TotalProductCount: 0, Filters: [] } })
    expect(screen.getByRole('option', { name: /Barolo DOCG 2019/ })).toBeInTheDocument()
  })

  it('says so when no suggestion could be loaded, and still searches on Enter', async () => {
    const user = userEvent.setup()
    const fake = renderHeaderSearch(() => ({ status: 500 }))
    restore = fake.restore
    await user.type(fake.field, 'vin')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Forslagene kunne ikke hentes. Tryk Enter for at søge.'))
    expect(screen.getAllByRole('option')).toHaveLength(1)
    await user.keyboard('{Enter}')
    expect(fake.router.push).toHaveBeenCalledWith('/soeg/?q=vin')
  })
})

describe('HeaderSearch on the results page (docs/adr/0040)', () => {
  let restore: (() => void) | undefined
  beforeAll(() => {
    installBrowserStubs()
  })
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('is the page’s one search field: it shows the query there, and nothing elsewhere', () => {
    const fake = installFakeApis(answer)
    restore = fake.restore
    const router = createMockRouter({ locale: 'da', pathname: '/soeg', query: { q: 'barolo' } })
    const { unmount } = renderWithProviders(
      <MockRouterProvider router={router}>
        <HeaderSearch />
      </MockRouterProvider>,
    )
    expect(screen.getByRole('combobox', { name: 'Søg i butikken' })).toHaveValue('barolo')
    unmount()
    renderWithProviders(
      <MockRouterProvider router={createMockRouter({ locale: 'da', query: { q: 'barolo' } })}>
        <HeaderSearch />
      </MockRouterProvider>,
    )
    expect(screen.getByRole('combobox', { name: 'Søg i butikken' })).toHaveValue('')
  })

  it('shows whole names with the price on the same row, and hides the field’s label itself', async () => {
    const user = userEvent.setup()
    const long = 'Venezia Giulia Ribolla Gialla Macerata 2021, Azienda Agricola Ronco del Castagno'
    const { restore: undo, field } = renderHeaderSearch((request) =>
      request.path === '/product/search/'
        ? {
            status: 200,
            data: {
              Products: [productCard({ ProductId: 9, Name: long, RelativeUrl: '/produkter/ribolla/9/' })],
              TotalProductCount: 1,
              Filters: [],
            },
          }
        : answer(request),
    )
    restore = undo
    await user.type(field, 'ribolla')
    const option = await screen.findByRole('option', { name: new RegExp(long) })
    const name = within(option).getByText(long)
    // Never cut off: no ellipsis, no single line.
    expect(getComputedStyle(name).textOverflow).not.toBe('ellipsis')
    expect(getComputedStyle(name).whiteSpace).not.toBe('nowrap')
    const price = option.lastElementChild as HTMLElement
    expect(getComputedStyle(price).marginLeft).toBe('auto')
    expect(getComputedStyle(price).whiteSpace).toBe('nowrap')
    const label = document.querySelector(`label[for="${field.id}"]`) as HTMLElement
    expect(getComputedStyle(label).position).toBe('absolute')
    expect(getComputedStyle(label).width).toBe('1px')
  })
})
