import { screen, within } from '@testing-library/react'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { ProductTile } from './ProductTile'

let restore: (() => void) | undefined

function renderTiles(...products: ReturnType<typeof productCard>[]) {
  restore = installFakeShopApi(() => ({ status: 404, data: {} })).restore
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <BasketProvider locale="da">
        {products.map((product) => (
          <ProductTile key={product.ProductId} product={product} />
        ))}
      </BasketProvider>
    </MockRouterProvider>,
  )
}

describe('ProductTile', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('shows the age sign the server gives the card, and none on a card without one', () => {
    renderTiles(
      productCard({ ProductId: 1, Name: 'Barolo', RequiredAge: 18 }),
      productCard({ ProductId: 2, Name: 'Æblecider', AlcoholPercentage: 5, RequiredAge: 16 }),
      productCard({ ProductId: 3, Name: 'Gammel Knas', AlcoholPercentage: null, RequiredAge: null }),
    )
    const [barolo, cider, cheese] = screen.getAllByRole('article')
    expect(within(barolo!).getByTestId('age-sign')).toHaveTextContent('Må kun sælges til personer, der er fyldt 18 år')
    expect(within(cider!).getByTestId('age-sign')).toHaveTextContent('Må kun sælges til personer, der er fyldt 16 år')
    expect(within(cheese!).queryByTestId('age-sign')).not.toBeInTheDocument()
  })
})
