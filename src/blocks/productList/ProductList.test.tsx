import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PRODUCT_SEARCH_PAGE_SIZE } from '@/config/constants'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeRequest } from '@/test/fakeShopApi'
import { productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { UrlRouter } from '@/test/router'
import { RenderComponents } from '../RenderComponents'

type Body = { CategoryId?: number; PageNumber: number; PageSize: number; Sort?: string; Filters?: unknown[] }

const CATEGORY_ID = 4

const filters = [
  {
    Key: 'country',
    Label: 'Land',
    FilterType: 'MultiSelect',
    Options: [
      { Value: 'Italien', Label: 'Italien', Count: 3, Selected: false },
      { Value: 'Frankrig', Label: 'Frankrig', Count: 27, Selected: false },
    ],
  },
  { Key: 'organic', Label: 'Økologisk', FilterType: 'Toggle', Options: [{ Value: 'true', Label: 'Økologisk', Count: 2, Selected: false }] },
]

const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    productCard({
      ProductId: from + index + 1,
      Name: `Rødvin ${from + index + 1}`,
      RelativeUrl: `/produkter/roedvin/${from + index + 1}/`,
    }),
  )

/** The Category node's component as the content service sends it: the first 18 of 30. */
const component = {
  Type: 'productList',
  Id: 'category-4',
  Title: 'Rødvin',
  CategoryId: CATEGORY_ID,
  Products: products(0, PRODUCT_SEARCH_PAGE_SIZE),
  TotalProductCount: 30,
  Filters: filters,
  Breadcrumbs: [
    { Name: 'Vin', RelativeUrl: '/vin/' },
    { Name: 'Rødvin', RelativeUrl: '/vin/roedvin/' },
  ],
  Subcategories: [
    { CategoryId: 8, Name: 'Barolo', RelativeUrl: '/vin/roedvin/barolo/' },
    { CategoryId: 9, Name: 'Bordeaux', RelativeUrl: '/vin/roedvin/bordeaux/' },
  ],
}

/** The shop API: 30 red wines, 3 of them Italian. */
function answer(body: Body) {
  const italian = JSON.stringify(body.Filters ?? []).includes('Italien')
  const total = italian ? 3 : 30
  const from = (body.PageNumber - 1) * body.PageSize
  return {
    status: 200,
    data: {
      Products: products(italian ? 100 : from, Math.max(0, Math.min(body.PageSize, total - from))),
      TotalProductCount: total,
      Filters: filters,
    },
  }
}

/** The catch-all page's route parameters for /vin/roedvin/. */
const CATEGORY_PARAMS = { slug: ['vin', 'roedvin'] }

const searches = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/product/search/').map((r) => r.body as Body)

function renderCategory(url: string) {
  const fake = installFakeShopApi(({ body }) => answer(body as Body))
  const replace = vi.fn(() => Promise.resolve(true))
  renderWithProviders(
    <UrlRouter url={url} replace={replace} params={CATEGORY_PARAMS}>
      <BasketProvider locale="da">
        <RenderComponents components={[component]} />
      </BasketProvider>
    </UrlRouter>,
  )
  return { ...fake, replace }
}

const grid = () => screen.getByRole('list', { name: 'Rødvin' })

// Several user steps each: generous limits for a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 5000 })

describe('productList on a category page', () => {
  let restore: (() => void) | undefined
  beforeAll(() => {
    installBrowserStubs()
  })
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('shows the node’s first page at once with the title, trail, subcategories and facets with counts', async () => {
    const user = userEvent.setup()
    const fake = renderCategory('/vin/roedvin/')
    restore = fake.restore
    expect(screen.getByRole('heading', { level: 2, name: 'Rødvin' })).toBeInTheDocument()
    const trail = screen.getByRole('navigation', { name: 'Brødkrumme' })
    expect(within(trail).getByRole('link', { name: 'Forside' })).toHaveAttribute('href', '/')
    expect(within(trail).getByRole('link', { name: 'Vin' })).toHaveAttribute('href', expect.stringMatching(/^\/vin\/?$/))
    expect(within(trail).queryByRole('link', { name: 'Rødvin' })).not.toBeInTheDocument()
    const chips = screen.getByRole('navigation', { name: 'Underkategorier' })
    expect(within(chips).getByRole('link', { name: 'Barolo' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/vin\/roedvin\/barolo\/?$/),
    )
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(18)
    expect(screen.getByText('30 varer')).toBeInTheDocument()
    expect(screen.getByText('Viser 18 af 30 produkter')).toBeInTheDocument()
    // The filters fold away behind "Filtrér" on small screens (jsdom applies no media queries).
    await user.click(screen.getByRole('button', { name: 'Filtrér' }))
    await screen.findByRole('dialog', { name: 'Filtre' })
    expect(screen.getByRole('checkbox', { name: 'Italien (3)' })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Økologisk (2)' })).toBeInTheDocument()
    // Nothing asked: the node carried the page.
    expect(searches(fake.requests)).toEqual([])
  })

  it('filters, sorts and loads more within its category, keeping each step in the page’s URL', async () => {
    const user = userEvent.setup()
    const fake = renderCategory('/vin/roedvin/')
    restore = fake.restore

    await user.click(screen.getByRole('button', { name: 'Vis flere' }))
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(30))
    expect(fake.replace).toHaveBeenLastCalledWith('/vin/roedvin/?pages=2', undefined, { shallow: true, scroll: false })
    expect(searches(fake.requests)).toEqual([{ CategoryId: CATEGORY_ID, Filters: [], PageNumber: 2, PageSize: PRODUCT_SEARCH_PAGE_SIZE }])
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Filtrér' }))
    await screen.findByRole('dialog', { name: 'Filtre' })
    await user.click(screen.getByRole('checkbox', { name: 'Italien (3)' }))
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(3))
    expect(fake.replace).toHaveBeenLastCalledWith('/vin/roedvin/?country=Italien', undefined, { shallow: true, scroll: false })
    expect(searches(fake.requests).at(-1)).toEqual({
      CategoryId: CATEGORY_ID,
      Filters: [{ Key: 'country', Values: ['Italien'] }],
      PageNumber: 1,
      PageSize: PRODUCT_SEARCH_PAGE_SIZE,
    })

    fireEvent.change(screen.getByRole('combobox', { name: 'Sortér efter' }), { target: { value: 'PricingAscending' } })
    await waitFor(() => expect(searches(fake.requests).at(-1)?.Sort).toBe('PricingAscending'))
    expect(searches(fake.requests).at(-1)).toMatchObject({ CategoryId: CATEGORY_ID, Filters: [{ Key: 'country', Values: ['Italien'] }] })
    expect(fake.replace).toHaveBeenLastCalledWith('/vin/roedvin/?country=Italien&sort=PricingAscending', undefined, {
      shallow: true,
      scroll: false,
    })
  })

  it('restores filters, sort and pages from a link, and keeps other parameters of the URL', async () => {
    const user = userEvent.setup()
    const fake = renderCategory('/vin/roedvin/?preview=abc&sort=NameAscending&pages=2')
    restore = fake.restore
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(30))
    expect(searches(fake.requests).map((b) => [b.PageNumber, b.Sort, b.CategoryId])).toEqual([
      [1, 'NameAscending', CATEGORY_ID],
      [2, 'NameAscending', CATEGORY_ID],
    ])
    expect(screen.getByRole('combobox', { name: 'Sortér efter' })).toHaveValue('NameAscending')
    await user.click(screen.getByRole('button', { name: 'Filtrér' }))
    await screen.findByRole('dialog', { name: 'Filtre' })
    await user.click(screen.getByRole('switch', { name: 'Økologisk (2)' }))
    expect(fake.replace).toHaveBeenLastCalledWith('/vin/roedvin/?preview=abc&organic=1&sort=NameAscending', undefined, {
      shallow: true,
      scroll: false,
    })
  })
})
