// Search that explains itself (docs/adr/0040): the correction and its "search instead" link, the partial match, the
// empty result with popular products and no advice about filters that are not set, and the tabs' scroll row.
import { configure, screen, waitFor, within } from '@testing-library/react'
import { AppToaster } from '@/components/Toasts/Toasts'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import { productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { UrlRouter } from '@/test/router'
import { installFakeApis, type FakeApiAnswer, type FakeApiRequest } from '../testing/fakeApis'
import { SearchPageView } from './SearchPageView'

type Body = { Query?: string; PageNumber: number; PageSize: number; Filters?: unknown[]; AsTyped?: boolean }

const TYPE_FACET = {
  Key: 'type',
  Label: 'Kategori',
  FilterType: 'MultiSelect',
  Options: [
    { Value: 'Wine', Label: 'Vin', Count: 140, Selected: false },
    { Value: 'Food', Label: 'Delikatesser', Count: 118, Selected: false },
  ],
}

/** The shop's answers: `found` says what a query finds; no query is the popular list. */
function shop(found: (body: Body) => { names: string[]; corrected?: string | null; partial?: boolean }) {
  return (request: FakeApiRequest): FakeApiAnswer => {
    const body = request.body as Body
    if (request.path === '/product/search/') {
      if (!body.Query) {
        const Products = [1, 2, 3, 4, 5].map((id) =>
          productCard({ ProductId: 100 + id, Name: `Populær ${id}`, RelativeUrl: `/produkter/p/${100 + id}/` }),
        )
        return { status: 200, data: { Products, TotalProductCount: 300, Filters: [TYPE_FACET] } }
      }
      const { names, corrected = null, partial = false } = found(body)
      const Products = names.map((name, i) => productCard({ ProductId: i + 1, Name: name, RelativeUrl: `/produkter/x/${i + 1}/` }))
      return {
        status: 200,
        data: { Products, TotalProductCount: names.length, Filters: [], CorrectedQuery: corrected, PartialMatch: partial },
      }
    }
    if (request.path === '/recipe/search/') return { status: 200, data: { Recipes: [], TotalRecipeCount: 0 } }
    if (request.path === '/node/search/') return { status: 200, data: { Nodes: [], TotalNodeCount: 0 } }
    return { status: 404 }
  }
}

function renderPage(url: string, handler: ReturnType<typeof shop>) {
  const fake = installFakeApis(handler)
  renderWithProviders(
    <UrlRouter url={url} route="/soeg" replace={vi.fn(() => Promise.resolve(true))}>
      <BasketProvider locale="da">
        <SearchPageView />
        <AppToaster />
      </BasketProvider>
    </UrlRouter>,
  )
  return fake
}

const productSearches = (requests: FakeApiRequest[]) => requests.filter((r) => r.path === '/product/search/').map((r) => r.body as Body)

vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 5000 })

describe('search that explains itself', () => {
  let restore: (() => void) | undefined
  beforeAll(() => {
    installBrowserStubs()
  })
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  const chardonnay = shop((body) =>
    body.Query === 'chardonay' && !body.AsTyped ? { names: ['Chablis Premier Cru 2021'], corrected: 'chardonnay' } : { names: [] },
  )

  it('says which words it searched instead, with a link to the words as typed', async () => {
    const fake = renderPage('/soeg/?q=chardonay', chardonnay)
    restore = fake.restore
    const status = await screen.findByText('Viser resultater for', { exact: false })
    expect(status).toHaveTextContent('Viser resultater for chardonnay')
    expect(within(status).getByText('chardonnay').tagName).toBe('STRONG')
    const instead = screen.getByRole('link', { name: 'Søg i stedet efter chardonay' })
    expect(decodeURIComponent(instead.getAttribute('href') ?? '')).toMatch(/^\/soeg\/?\?q=chardonay&exact=1$/)
    expect(productSearches(fake.requests).every((body) => body.AsTyped === undefined)).toBe(true)
  })

  it('searches the words as typed with exact=1, and then claims no correction', async () => {
    const fake = renderPage('/soeg/?q=chardonay&exact=1', chardonnay)
    restore = fake.restore
    await screen.findByText('Ingen varer matcher "chardonay".')
    expect(productSearches(fake.requests).filter((body) => body.Query)).toEqual([
      expect.objectContaining({ Query: 'chardonay', AsTyped: true }),
    ])
    expect(screen.queryByText('Viser resultater for', { exact: false })).not.toBeInTheDocument()
  })

  it('says when only some of the words matched', async () => {
    const fake = renderPage(
      '/soeg/?q=gave%20til%20far',
      shop(() => ({ names: ['Gavekurven "Det gode bord"'], partial: true })),
    )
    restore = fake.restore
    expect(await screen.findByText('Ingen varer matcher alle ordene. Viser varer der matcher nogle af dem.')).toBeInTheDocument()
  })

  it('offers popular products and categories for words that find nothing, and no advice about filters that are not set', async () => {
    const fake = renderPage(
      '/soeg/?q=xyzzy',
      shop(() => ({ names: [] })),
    )
    restore = fake.restore
    expect(await screen.findByText('Ingen varer matcher "xyzzy".')).toBeInTheDocument()
    const popular = await screen.findByRole('region', { name: 'Populære varer' })
    expect(within(popular).getAllByRole('listitem')).toHaveLength(4)
    expect(within(popular).getByRole('link', { name: /Populær 1/ })).toBeInTheDocument()
    const categories = screen.getByRole('region', { name: 'Kategorier' })
    expect(decodeURIComponent(within(categories).getByRole('link', { name: 'Vin' }).getAttribute('href') ?? '')).toMatch(/\?.*Wine/)
    expect(screen.queryByText(/filtre/i)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Nulstil filtre' })).not.toBeInTheDocument()
  })

  it('gives advice about filters, and resets them, only when filters are set', async () => {
    const fake = renderPage(
      '/soeg/?q=xyzzy&type=products&organic=1',
      shop(() => ({ names: [] })),
    )
    restore = fake.restore
    expect(await screen.findByText('Dine filtre udelukker måske det, du leder efter.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nulstil filtre' })).toBeInTheDocument()
  })

  it('scrolls the result tabs sideways in one row instead of wrapping them', async () => {
    const fake = renderPage(
      '/soeg/?q=ost',
      shop(() => ({ names: ['Gammel Knas, 250 g'] })),
    )
    restore = fake.restore
    const nav = await screen.findByRole('navigation', { name: 'Søgetyper' })
    const row = within(nav).getByRole('list')
    await waitFor(() => expect(within(row).getAllByRole('link')).toHaveLength(4))
    const style = getComputedStyle(row)
    expect(style.overflowX).toBe('auto')
    expect(style.flexWrap).toBe('nowrap')
    expect(getComputedStyle(nav).minWidth).toBe('0')
    for (const item of within(row).getAllByRole('listitem')) expect(getComputedStyle(item).flexShrink).toBe('0')
  })
})
