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

describe('ProductDetails, a tasting', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  const tasting = (event: Partial<NonNullable<ProductDetail['Event']>> = {}, over: Partial<ProductDetail> = {}) =>
    productDetail({
      Name: 'Vinsmagning: Bourgogne, Aarhus',
      Type: 'Event',
      AlcoholPercentage: null,
      CategoryId: 9,
      Stock: { State: 'InStock', Text: '12 pladser tilbage' },
      Event: {
        StartsAt: '2026-12-10T18:00:00.000Z',
        DurationMinutes: 150,
        Place: 'Delikat Aarhus, Vestergade 12',
        SeatsLeft: 12,
        HasPassed: false,
        ...event,
      },
      ...over,
    })

  it('shows its date, time from start to end, place and duration by the price, and its seats', () => {
    renderDetails(tasting())
    const details = within(buyArea()).getByTestId('event-details')
    const rows = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(rows).toEqual([
      ['Dato', 'Torsdag den 10. december 2026'],
      ['Tidspunkt', 'kl. 19.00–21.30'],
      ['Sted', 'Delikat Aarhus, Vestergade 12'],
      ['Varighed', '2 timer 30 min.'],
    ])
    expect(within(buyArea()).getByText('12 pladser tilbage')).toBeInTheDocument()
  })

  it('offers no similar products, while another product does', () => {
    renderDetails(tasting())
    expect(screen.queryByTestId('similar-products')).not.toBeInTheDocument()
    restore?.()
    document.body.innerHTML = ''
    renderDetails(productDetail({ CategoryId: 9 }))
    expect(screen.getByTestId('similar-products')).toBeInTheDocument()
  })

  it('says it has taken place, and can neither be put in the basket nor asked to be told of', () => {
    renderDetails(
      tasting(
        { HasPassed: true, SeatsLeft: 4 },
        { ShowAddToBasket: false, MaxQuantity: 0, Stock: { State: 'OutOfStock', Text: 'Udsolgt' } },
      ),
    )
    expect(within(buyArea()).getByText('Arrangementet er afholdt')).toBeInTheDocument()
    const button = within(buyArea()).getByRole('button', { name: /Læg i kurv/ })
    expect(button).toBeDisabled()
    // The button's own hint says why, not "sold out".
    expect(button).toHaveAccessibleDescription('Der sælges ikke flere billetter.')
    expect(within(buyArea()).queryByText(/Giv mig besked/)).not.toBeInTheDocument()
  })

  it('reads Event from the answer, and a malformed part of it as missing rather than a failed page', () => {
    const answer = { ...productDetail(), Type: 'Event', Event: { StartsAt: 12, Place: 'Delikat Aarhus', SeatsLeft: -3, HasPassed: 'no' } }
    expect(productDetailSchema.parse(answer).Event).toEqual({ StartsAt: null, Place: 'Delikat Aarhus', SeatsLeft: null, HasPassed: false })
    expect(productDetailSchema.parse({ ...answer, Event: 'soon' }).Event).toBeNull()
    expect(productDetailSchema.parse(productDetail()).Event).toBeUndefined()
  })
})
