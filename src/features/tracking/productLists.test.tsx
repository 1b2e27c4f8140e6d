import { act, fireEvent, screen } from '@testing-library/react'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { ProductGrid } from '@/features/product/components/ProductGrid'
import { ProductRow } from '@/features/product/components/ProductRow'
import { ProductTile } from '@/features/product/components/ProductTile'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import type { ReactNode } from 'react'

/** An IntersectionObserver the test moves into view. */
const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = []
class TestObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observers.push({ callback: this.callback, elements: [element] })
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

function scrollIntoView() {
  act(() => {
    for (const { callback, elements } of observers) {
      callback(
        elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
    }
  })
}

const wines = [
  productCard({ ProductId: 1, ProductNumber: 'V-1', Name: 'Barolo', RelativeUrl: '/produkter/barolo/1/' }),
  productCard({ ProductId: 2, ProductNumber: null, Name: 'Chablis', RelativeUrl: '/produkter/chablis/2/' }),
]

const pushed = (name: string) =>
  (window.dataLayer ?? []).filter((entry): entry is Record<string, unknown> => (entry as { event?: string }).event === name)

let restore: (() => void) | undefined

function renderList(children: ReactNode) {
  restore = installFakeShopApi(() => ({ status: 404, data: {} })).restore
  return renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <BasketProvider locale="da">{children}</BasketProvider>
    </MockRouterProvider>,
  )
}

describe('product lists in analytics', () => {
  beforeAll(() => installBrowserStubs())
  beforeEach(() => {
    window.dataLayer = []
    observers.length = 0
    vi.stubGlobal('IntersectionObserver', TestObserver)
  })
  afterEach(() => {
    restore?.()
    restore = undefined
    vi.unstubAllGlobals()
  })

  it('view_item_list once the grid is on screen, once; new results count again, more of the same does not', () => {
    const view = renderList(<ProductGrid products={wines} label="Søgeresultater" listId="search_results" />)
    expect(pushed('view_item_list')).toEqual([])
    scrollIntoView()
    expect(pushed('view_item_list')).toHaveLength(1)
    expect(pushed('view_item_list')[0]).toMatchObject({
      loginStatus: false,
      businessType: 'b2c',
      ecommerce: {
        item_list_id: 'search_results',
        item_list_name: 'Søgeresultater',
        items: [
          { item_id: 'V-1', index: 0, item_list_id: 'search_results' },
          { item_id: '2', index: 1, item_list_name: 'Søgeresultater' },
        ],
      },
    })
    const more = [...wines, productCard({ ProductId: 3, Name: 'Rioja' })]
    const rerender = (products: typeof wines) =>
      view.rerender(
        <MockRouterProvider router={createMockRouter()}>
          <BasketProvider locale="da">
            <ProductGrid products={products} label="Søgeresultater" listId="search_results" />
          </BasketProvider>
        </MockRouterProvider>,
      )
    rerender(more)
    expect(pushed('view_item_list')).toHaveLength(1)
    rerender([...more].reverse())
    expect(pushed('view_item_list')).toHaveLength(2)
  })

  it('select_item names the list and the card’s place', () => {
    renderList(<ProductRow title="Lignende produkter" products={wines} listId="similar_products" />)
    fireEvent.click(screen.getAllByRole('link', { name: 'Chablis' })[0]!, { button: 0 })
    expect(pushed('select_item')).toEqual([
      {
        event: 'select_item',
        ecommerce: {
          currency: 'DKK',
          value: 169,
          item_list_id: 'similar_products',
          item_list_name: 'Lignende produkter',
          items: [
            {
              item_id: '2',
              item_name: 'Chablis',
              price: 169,
              quantity: 1,
              item_category: 'Wine',
              index: 1,
              item_list_id: 'similar_products',
              item_list_name: 'Lignende produkter',
            },
          ],
        },
        loginStatus: false,
        businessType: 'b2c',
      },
    ])
  })

  it('a card outside a list still reports select_item, without a list; an untracked grid reports no view', () => {
    renderList(
      <>
        <ProductTile product={wines[0]!} />
        <ProductGrid products={[wines[1]!]} />
      </>,
    )
    scrollIntoView()
    expect(pushed('view_item_list')).toEqual([])
    fireEvent.click(screen.getByRole('link', { name: 'Barolo' }), { button: 0 })
    expect(pushed('select_item')[0]).toMatchObject({ ecommerce: { items: [{ item_id: 'V-1' }] } })
    expect((pushed('select_item')[0]!.ecommerce as Record<string, unknown>).item_list_id).toBeUndefined()
  })
})
