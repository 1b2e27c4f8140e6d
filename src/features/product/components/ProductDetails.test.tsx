// The product page's EAN line: the product's own EAN under its number, only while the product itself is shown.
import { screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { BasketProvider } from '@/features/basket/BasketProvider'
import type { ProductDetail } from '@/lib/schemas'
import { productDetailSchema } from '@/lib/schemas'
import { SiteProvider } from '@/lib/site'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { productDetail, productVariant } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { ProductDetails } from './ProductDetails'

vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

let restore: (() => void) | undefined

function renderDetails(product: ProductDetail, query: Record<string, string> = {}) {
  restore = installFakeShopApi(() => ({ status: 404, data: {} })).restore
  renderWithProviders(
    <MockRouterProvider router={createMockRouter({ pathname: '/produkter/[friendlyUrlName]/[productId]', query })}>
      <SiteProvider value={{ origin: 'https://www.delikat.dk' }}>
        <BasketProvider locale="da">
          <ProductDetails product={product} locale="da" signedIn={false} />
        </BasketProvider>
      </SiteProvider>
    </MockRouterProvider>,
  )
}

const buyArea = () => screen.getByTestId('product-buy')

describe('ProductDetails, the EAN', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('shows "EAN …" next to the product number', () => {
    renderDetails(productDetail({ Ean: '5701234567899', CategoryId: null }))
    expect(within(buyArea()).getByText('Varenr. V-1012')).toBeInTheDocument()
    expect(within(buyArea()).getByText('EAN 5701234567899')).toBeInTheDocument()
  })

  it('shows no EAN line for a product without one', () => {
    renderDetails(productDetail({ Ean: null, CategoryId: null }))
    expect(within(buyArea()).getByText('Varenr. V-1012')).toBeInTheDocument()
    expect(within(buyArea()).queryByText(/^EAN/)).not.toBeInTheDocument()
  })

  it("leaves it out while a variant is picked: the EAN is the product's own", () => {
    const product = productDetail({
      Ean: '5701234567899',
      CategoryId: null,
      Variants: [
        productVariant({ VariantId: null, Name: '0,75 l', ProductNumber: 'V-1012' }),
        productVariant({ VariantId: 31, Name: 'Magnum 1,5 l', ProductNumber: 'V-1012-MAG' }),
      ],
    })
    renderDetails(product, { variant: '31' })
    expect(within(buyArea()).getByText('Varenr. V-1012-MAG')).toBeInTheDocument()
    expect(within(buyArea()).queryByText(/^EAN/)).not.toBeInTheDocument()
  })

  it('reads Ean from the answer, and an answer without it or with a malformed one as none', () => {
    const answer = { ...productDetail(), Ean: '5701234567899' }
    expect(productDetailSchema.parse(answer).Ean).toBe('5701234567899')
    expect(productDetailSchema.parse({ ...answer, Ean: undefined }).Ean).toBeUndefined()
    expect(productDetailSchema.parse({ ...answer, Ean: 5701234567899 }).Ean).toBeNull()
  })
})
