import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppToaster } from '@/components/Toasts/Toasts'
import { PRICE_RANGE_DEBOUNCE_MS, PRODUCT_SEARCH_PAGE_SIZE } from '@/config/constants'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler, type FakeRequest } from '@/test/fakeShopApi'
import { productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { UrlRouter } from '@/test/router'
import { SearchView } from './SearchView'

type Body = { Query?: string; PageNumber: number; PageSize: number; Sort?: string; Filters?: unknown[] }

const filters = [
  {
    Key: 'country',
    Label: 'Land',
    FilterType: 'MultiSelect',
    Options: [
      { Value: 'Italien', Label: 'Italien', Count: 5, Selected: false },
      { Value: 'Spanien', Label: 'Spanien', Count: 0, Selected: false },
    ],
  },
  { Key: 'price', Label: 'Pris (kr.)', FilterType: 'Range', Min: 49, Max: 899, SelectedMin: null, SelectedMax: null },
  { Key: 'organic', Label: 'Økologisk', FilterType: 'Toggle', Options: [{ Value: 'true', Label: 'Økologisk', Count: 3, Selected: false }] },
]

/** A result list of `total` products, answered page by page like the shop API. */
function answer(body: Body, total: number) {
  const from = (body.PageNumber - 1) * body.PageSize
  const count = Math.max(0, Math.min(body.PageSize, total - from))
  const Products = Array.from({ length: count }, (_, index) =>
    productCard({ ProductId: from + index + 1, Name: `Vin ${from + index + 1}`, RelativeUrl: `/produkter/vin/${from + index + 1}/` }),
  )
  return { status: 200, data: { Products, TotalProductCount: total, Filters: filters } }
}

const searches = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/product/search/').map((request) => request.body as Body)

function renderSearch(url: string, handler: FakeHandler) {
  const fake = installFakeShopApi(handler)
  const replace = vi.fn(() => Promise.resolve(true))
  renderWithProviders(
    <UrlRouter url={url} replace={replace} route="/soeg">
      <BasketProvider locale="da">
        <SearchView />
        <AppToaster />
      </BasketProvider>
    </UrlRouter>,
  )
  return { ...fake, replace }
}

const resultItems = () => within(screen.getByRole('list', { name: 'Søgeresultater' })).getAllByRole('listitem')

describe('SearchView (docs/product.md §9 product search)', () => {
  let restore: (() => void) | undefined
  beforeAll(() => {
    installBrowserStubs()
  })
  afterEach(() => {
    restore?.()
    restore = undefined
    vi.useRealTimers()
  })

  it('sends a checked MultiSelect option as Filters [{ Key, Values }] and writes it to the URL', async () => {
    const user = userEvent.setup()
    const fake = renderSearch('/soeg/?q=vin', ({ body }) => answer(body as Body, 5))
    restore = fake.restore
    expect(await screen.findByText('5 varer')).toBeInTheDocument()
    expect(searches(fake.requests)).toEqual([{ Query: 'vin', Filters: [], PageNumber: 1, PageSize: PRODUCT_SEARCH_PAGE_SIZE }])

    // The panel is collapsed behind "Filtrér" on small screens (jsdom applies no media queries).
    const toggle = screen.getByRole('button', { name: 'Filtrér' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    await screen.findByRole('dialog', { name: 'Filtre' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

    expect(screen.getByRole('checkbox', { name: 'Spanien (0)' })).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: 'Italien (5)' }))

    await waitFor(() => expect(searches(fake.requests)).toHaveLength(2))
    expect(searches(fake.requests)[1]).toEqual({
      Query: 'vin',
      Filters: [{ Key: 'country', Values: ['Italien'] }],
      PageNumber: 1,
      PageSize: PRODUCT_SEARCH_PAGE_SIZE,
    })
    expect(fake.replace).toHaveBeenCalledWith('/soeg/?q=vin&country=Italien', undefined, { shallow: true, scroll: false })
    expect(screen.getByRole('checkbox', { name: 'Italien (5)' })).toBeChecked()
  })

  it('applies a price range only after the 1000 ms debounce, with one request', async () => {
    const user = userEvent.setup()
    const fake = renderSearch('/soeg/', ({ body }) => answer(body as Body, 5))
    restore = fake.restore
    await screen.findByText('5 varer')
    await user.click(screen.getByRole('button', { name: 'Filtrér' }))
    await screen.findByRole('dialog', { name: 'Filtre' })
    const min = screen.getByRole('spinbutton', { name: 'Pris (kr.) Fra' })
    const max = screen.getByRole('spinbutton', { name: 'Pris (kr.) Til' })
    expect(min).toHaveAttribute('min', '0')

    vi.useFakeTimers()
    fireEvent.change(min, { target: { value: '1' } })
    fireEvent.change(min, { target: { value: '100' } })
    fireEvent.change(max, { target: { value: '300' } })
    act(() => {
      vi.advanceTimersByTime(PRICE_RANGE_DEBOUNCE_MS - 1)
    })
    expect(searches(fake.requests)).toHaveLength(1)
    expect(fake.replace).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    vi.useRealTimers()

    await waitFor(() => expect(searches(fake.requests)).toHaveLength(2))
    expect(searches(fake.requests)[1]?.Filters).toEqual([{ Key: 'price', Min: 100, Max: 300 }])
    expect(fake.replace).toHaveBeenCalledTimes(1)
    expect(fake.replace).toHaveBeenCalledWith('/soeg/?price=100-300', undefined, { shallow: true, scroll: false })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(searches(fake.requests)).toHaveLength(2)
    expect(min).toHaveValue(100)
  })

  it('loads page 2 with "Vis flere" and appends it', async () => {
    const user = userEvent.setup()
    const fake = renderSearch('/soeg/?q=vin', ({ body }) => answer(body as Body, 20))
    restore = fake.restore
    expect(await screen.findByText('20 varer')).toBeInTheDocument()
    expect(resultItems()).toHaveLength(18)
    expect(screen.getByText('Viser 18 af 20')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Vis flere' }))

    await waitFor(() => expect(resultItems()).toHaveLength(20))
    expect(searches(fake.requests).map((body) => body.PageNumber)).toEqual([1, 2])
    expect(screen.getByRole('link', { name: 'Vin 1' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Vin 20' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument()
    expect(fake.replace).toHaveBeenCalledWith('/soeg/?q=vin&pages=2', undefined, { shallow: true, scroll: false })
  })

  it('restores the number of pages from the URL', async () => {
    const fake = renderSearch('/soeg/?q=vin&pages=2', ({ body }) => answer(body as Body, 40))
    restore = fake.restore
    await waitFor(() => expect(resultItems()).toHaveLength(36))
    expect(searches(fake.requests).map((body) => body.PageNumber)).toEqual([1, 2])
    expect(screen.getByRole('button', { name: 'Vis flere' })).toBeInTheDocument()
  })

  it('shows the empty state and resets the filters', async () => {
    const user = userEvent.setup()
    const fake = renderSearch('/soeg/?q=xyz&country=Italien&organic=1', ({ body }) =>
      answer(body as Body, (body as Body).Filters?.length ? 0 : 3),
    )
    restore = fake.restore
    expect(await screen.findByText('Ingen varer matcher "xyz".')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Nulstil filtre' }))

    expect(await screen.findByText('3 varer')).toBeInTheDocument()
    expect(resultItems()).toHaveLength(3)
    expect(fake.replace).toHaveBeenCalledWith('/soeg/?q=xyz', undefined, { shallow: true, scroll: false })
    expect(searches(fake.requests).at(-1)).toEqual({ Query: 'xyz', Filters: [], PageNumber: 1, PageSize: PRODUCT_SEARCH_PAGE_SIZE })
  })

  it('reports a failure with a toast and retries inline', async () => {
    const user = userEvent.setup()
    let fail = true
    const fake = renderSearch('/soeg/?q=vin', ({ body }) => (fail ? { status: 500 } : answer(body as Body, 2)))
    restore = fake.restore
    expect(await screen.findByText('Noget gik galt. Prøv igen.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Søgningen kunne ikke gennemføres lige nu.')

    fail = false
    await user.click(screen.getByRole('button', { name: 'Prøv igen' }))
    expect(await screen.findByText('2 varer')).toBeInTheDocument()
  })

  it('offers "Relevans" only when there is a query', async () => {
    const fake = renderSearch('/soeg/', ({ body }) => answer(body as Body, 1))
    restore = fake.restore
    await screen.findByText('1 vare')
    const select = screen.getByRole('combobox', { name: 'Sortér efter' })
    expect(within(select).queryByRole('option', { name: 'Relevans' })).not.toBeInTheDocument()
    expect(select).toHaveValue('Popularity')
    fake.restore()

    const second = renderSearch('/soeg/?q=ost', ({ body }) => answer(body as Body, 1))
    restore = second.restore
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Sortér efter' })).toHaveLength(2))
    const withQuery = screen.getAllByRole('combobox', { name: 'Sortér efter' })[1] as HTMLSelectElement
    expect(within(withQuery).getByRole('option', { name: 'Relevans' })).toBeInTheDocument()
    expect(withQuery).toHaveValue('Relevance')
    fireEvent.change(withQuery, { target: { value: 'PricingAscending' } })
    await waitFor(() => expect(searches(second.requests).at(-1)?.Sort).toBe('PricingAscending'))
    expect(second.replace).toHaveBeenCalledWith('/soeg/?q=ost&sort=PricingAscending', undefined, { shallow: true, scroll: false })
  })
})
