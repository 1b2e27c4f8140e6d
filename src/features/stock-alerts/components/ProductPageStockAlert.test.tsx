// The product page offers "Giv mig besked" exactly where the basket button cannot sell (docs/api/stock-alerts.md),
// loaded on demand, and follows the picked edition.
import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { ProductDetails } from '@/features/product/components/ProductDetails'
import type { ProductDetail } from '@/lib/schemas'
import { SiteProvider } from '@/lib/site'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { productDetail } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'

vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

let restore: (() => void) | undefined

function renderDetails(product: ProductDetail) {
  restore = installFakeShopApi(() => ({ status: 404, data: {} })).restore
  renderWithProviders(
    <MockRouterProvider router={createMockRouter({ pathname: '/produkter/[friendlyUrlName]/[productId]', query: {} })}>
      <SiteProvider value={{ origin: 'https://www.delikat.dk' }}>
        <BasketProvider locale="da">
          <ProductDetails product={product} locale="da" signedIn={false} />
        </BasketProvider>
      </SiteProvider>
    </MockRouterProvider>,
  )
}

beforeAll(() => installBrowserStubs())
afterEach(() => {
  restore?.()
  restore = undefined
})

describe('the product page and "Giv mig besked"', () => {
  it.each([
    ['OutOfStock', 'Udsolgt'],
    ['SoonInStock', 'Snart på lager igen'],
    ['StockWithDate', 'På lager fra 1.12.2026'],
  ] as const)('offers it for a product that is %s', async (State, Text) => {
    renderDetails(productDetail({ CategoryId: null, Stock: { State, Text }, MaxQuantity: 0, ShowAddToBasket: false }))
    expect(await screen.findByRole('heading', { name: 'Giv mig besked' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'E-mailadresse' })).toBeInTheDocument()
  })

  it('does not offer it for a product that can be bought', async () => {
    renderDetails(productDetail({ CategoryId: null }))
    expect(await screen.findByRole('button', { name: 'Læg i kurv' })).toBeEnabled()
    expect(screen.queryByTestId('stock-alert')).not.toBeInTheDocument()
  })
})
