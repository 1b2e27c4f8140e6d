// The filters on a phone (docs/features.md "Listings that fit a phone"): "Filtrér (N)" opens a real dialog with the
// filter groups, whose "Vis N varer" counts from the list's own query; the chosen filters show as chips that remove
// them. jsdom applies no media queries, so the drawer's button is there as on a phone.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios'
import { useState } from 'react'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { shopApi } from '@/lib/shopApi'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeRequest } from '@/test/fakeShopApi'
import { productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import type { SearchProductsAnswer } from '../api/search-products'
import { searchProductsAnswerSchema } from '../api/schemas'
import { EMPTY_SEARCH_STATE, toSearchRequest, type SearchState } from '../searchState'
import { ProductResults } from './ProductResults'

vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 5000 })

const filters = [
  {
    Key: 'country',
    Label: 'Land',
    FilterType: 'MultiSelect' as const,
    Options: [
      { Value: 'Italien', Label: 'Italien', Count: 3, Selected: false },
      { Value: 'Frankrig', Label: 'Frankrig', Count: 27, Selected: false },
    ],
  },
  { Key: 'price', Label: 'Pris', FilterType: 'Range' as const, Min: 50, Max: 900 },
  {
    Key: 'organic',
    Label: 'Økologisk',
    FilterType: 'Toggle' as const,
    Options: [{ Value: 'true', Label: 'Økologisk', Count: 2, Selected: false }],
  },
]

const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => productCard({ ProductId: from + index + 1, Name: `Rødvin ${from + index + 1}` }))

/** 30 red wines, 3 of them Italian, 2 organic (and 1 both). */
function answer(body: { Filters?: unknown[] }): SearchProductsAnswer {
  const text = JSON.stringify(body.Filters ?? [])
  const italian = text.includes('Italien')
  const organic = text.includes('organic')
  const total = italian && organic ? 1 : italian ? 3 : organic ? 2 : 30
  // Through the answer's schema, so the fields the storefront adds with defaults are there as in the app.
  return searchProductsAnswerSchema.parse({
    Products: products(italian ? 100 : 0, Math.min(total, 18)),
    TotalProductCount: total,
    Filters: filters,
  })
}

/** The shop API with searches that wait while `held` (to see the drawer while it counts). */
function installShop() {
  const fake = installFakeShopApi(({ path, body }) =>
    /^\/product\/search\/?$/.test(path) ? { status: 200, data: answer(body as { Filters?: unknown[] }) } : { status: 404, data: {} },
  )
  const answerNow = shopApi.defaults.adapter as AxiosAdapter
  let release: (() => void) | null = null
  let gate: Promise<void> | null = null
  shopApi.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    if (gate && /product\/search/.test(config.url ?? '')) await gate
    return answerNow(config)
  }
  return {
    ...fake,
    hold: () => {
      gate = new Promise((resolve) => (release = resolve))
    },
    release: () => {
      gate = null
      release?.()
    },
  }
}

const searches = (requests: FakeRequest[]) => requests.filter((r) => /^\/product\/search\/?$/.test(r.path))

/** ProductResults as a category page holds it: the state is the caller's, each change replaces it. */
function Harness({ initial, onState }: { initial: SearchState; onState: (next: SearchState) => void }) {
  const [state, setState] = useState(initial)
  return (
    <ProductResults
      state={state}
      request={toSearchRequest(state)}
      locale="da"
      onStateChange={(next) => {
        onState(next)
        setState(next)
      }}
      resultsLabel="Rødvin"
      shownText={(shown, count) => `Viser ${shown} af ${count}`}
      firstPage={state === initial ? answer({ Filters: toSearchRequest(initial).Filters }) : undefined}
    />
  )
}

let restore: (() => void) | undefined

function renderList(initial: SearchState = EMPTY_SEARCH_STATE) {
  const shop = installShop()
  restore = shop.restore
  const onState = vi.fn<(next: SearchState) => void>()
  renderWithProviders(
    <MockRouterProvider router={createMockRouter({ asPath: '/vin/roedvin/' })}>
      <BasketProvider locale="da">
        <Harness initial={initial} onState={onState} />
      </BasketProvider>
    </MockRouterProvider>,
  )
  return { ...shop, onState }
}

const grid = () => screen.getByRole('list', { name: 'Rødvin' })

describe('the filter drawer', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
    document.body.style.overflow = ''
  })

  it('is a modal dialog that takes focus, keeps it, closes on Escape and the close button, and gives focus back', async () => {
    const user = userEvent.setup()
    renderList()
    const button = screen.getByRole('button', { name: 'Filtrér' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    // Not there until asked for.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Filtre' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(document.body.style.overflow).toBe('hidden')
    // The groups of the side panel, in the drawer.
    expect(within(dialog).getByRole('group', { name: 'Land' })).toBeInTheDocument()
    expect(within(dialog).getByRole('switch', { name: 'Økologisk (2)' })).toBeInTheDocument()

    // Focus is trapped: back from the first control lands on the last, and on from the last on the first.
    const close = within(dialog).getByRole('button', { name: 'Luk' })
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Vis 30 varer' }))
    await user.tab()
    expect(document.activeElement).toBe(close)

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(document.activeElement).toBe(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(document.body.style.overflow).toBe('')

    await user.click(button)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Luk' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(document.activeElement).toBe(button)
  })

  it('counts "Vis N varer" from the list’s own query, says so while it counts, and closes on it', async () => {
    const user = userEvent.setup()
    const shop = renderList()
    await user.click(screen.getByRole('button', { name: 'Filtrér' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filtre' })
    expect(within(dialog).getByRole('button', { name: 'Vis 30 varer' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Ryd alle' })).toBeDisabled()

    shop.hold()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Italien (3)' }))
    const show = within(dialog).getByTestId('filter-drawer-show')
    await waitFor(() => expect(show).toHaveTextContent('Tæller varer …'))
    expect(show).toHaveAttribute('aria-busy', 'true')
    // The drawer stays open while choosing, and the button behind it already counts the choice.
    expect(screen.getByRole('button', { name: 'Filtrér (1)', hidden: true })).toBeInTheDocument()
    act(() => shop.release())
    await waitFor(() => expect(show).toHaveTextContent('Vis 3 varer'))
    expect(show).toHaveAttribute('aria-busy', 'false')
    // One search for the choice: the very request the list shows.
    expect(searches(shop.requests).map((r) => r.body)).toEqual([
      expect.objectContaining({ Filters: [{ Key: 'country', Values: ['Italien'] }], PageNumber: 1 }),
    ])
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3)

    await user.click(within(dialog).getByRole('switch', { name: 'Økologisk (2)' }))
    await waitFor(() => expect(show).toHaveTextContent('Vis 1 vare'))

    await user.click(show)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const filterButton = screen.getByRole('button', { name: 'Filtrér (2)' })
    expect(document.activeElement).toBe(filterButton)
    expect(screen.getByText('1 vare')).toBeInTheDocument()
  })

  it('clears every filter with "Ryd alle" and stays open to choose again', async () => {
    const user = userEvent.setup()
    const { onState } = renderList({ ...EMPTY_SEARCH_STATE, multiSelect: { country: ['Italien'] }, toggles: ['organic'] })
    await user.click(screen.getByRole('button', { name: 'Filtrér (2)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filtre' })
    await waitFor(() => expect(within(dialog).getByTestId('filter-drawer-show')).toHaveTextContent('Vis 1 vare'))
    await user.click(within(dialog).getByRole('button', { name: 'Ryd alle' }))
    expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ multiSelect: {}, toggles: [], ranges: {}, pages: 1 }))
    await waitFor(() => expect(within(dialog).getByTestId('filter-drawer-show')).toHaveTextContent('Vis 30 varer'))
    expect(screen.getByRole('dialog', { name: 'Filtre' })).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: 'Italien (3)' })).not.toBeChecked()
  })

  it('applies a price typed just before the drawer closes', async () => {
    const { onState } = renderList()
    fireEvent.click(screen.getByRole('button', { name: 'Filtrér' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filtre' })
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Pris Fra' }), { target: { value: '100' } })
    // Closed at once, well within the second the field waits for more typing.
    fireEvent.click(within(dialog).getByTestId('filter-drawer-show'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(onState).toHaveBeenCalledWith(expect.objectContaining({ ranges: { price: { min: 100 } } })))
  })
})

describe('the chosen filters as chips', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('shows each chosen filter above the results, and a chip removes its filter', async () => {
    const user = userEvent.setup()
    const { onState } = renderList({
      ...EMPTY_SEARCH_STATE,
      multiSelect: { country: ['Italien'] },
      ranges: { price: { min: 100, max: 300 } },
      toggles: ['organic'],
      pages: 2,
    })
    const chips = screen.getByRole('group', { name: 'Valgte filtre' })
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label') ?? chip.textContent),
    ).toEqual(['Fjern filteret Land: Italien', 'Fjern filteret Pris: 100–300', 'Fjern filteret Økologisk', 'Ryd alle'])
    expect(within(chips).getByRole('button', { name: 'Fjern filteret Land: Italien' })).toHaveTextContent(/^Italien$/)
    expect(screen.getByRole('button', { name: 'Filtrér (3)' })).toBeInTheDocument()

    await user.click(within(chips).getByRole('button', { name: 'Fjern filteret Pris: 100–300' }))
    expect(onState).toHaveBeenLastCalledWith(
      expect.objectContaining({ multiSelect: { country: ['Italien'] }, ranges: {}, toggles: ['organic'], pages: 1 }),
    )
    // Focus moves to the chip that took its place.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Fjern filteret Økologisk'))
    expect(screen.getByRole('button', { name: 'Filtrér (2)' })).toBeInTheDocument()

    await user.click(within(chips).getByRole('button', { name: 'Ryd alle' }))
    expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ multiSelect: {}, ranges: {}, toggles: [], pages: 1 }))
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Valgte filtre' })).not.toBeInTheDocument())
    // With no chip left, focus goes to the result count, which says what the list now holds.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('30 varer'))
    expect(screen.getByRole('button', { name: 'Filtrér' })).toBeInTheDocument()
  })

  it('shows a single range bound as "fra" or "til", and nothing when no filter is chosen', () => {
    renderList({ ...EMPTY_SEARCH_STATE, ranges: { price: { max: 200 } } })
    expect(screen.getByRole('button', { name: 'Fjern filteret Pris: til 200' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ryd alle' })).not.toBeInTheDocument()
  })
})
