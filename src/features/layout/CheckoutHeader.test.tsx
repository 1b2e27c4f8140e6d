// The checkout's focused header (docs/adr/0035): on /kassen/ the logo, "Sikker betaling" and customer service's
// phone and e-mail instead of the menu, search and basket; every other page keeps the full header.
import { screen } from '@testing-library/react'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { isCheckoutPath } from './checkoutPath'
import { Header } from './Header'

function renderHeaderAt(asPath: string) {
  const fake = installFakeShopApi(() => ({ status: 404 }))
  renderWithProviders(
    <MockRouterProvider router={createMockRouter({ asPath })}>
      <BasketProvider locale="da">
        <Header menu={[]} />
      </BasketProvider>
    </MockRouterProvider>,
  )
  return fake.restore
}

describe('the checkout header', () => {
  let restore: (() => void) | undefined
  afterEach(() => restore?.())

  it('shows the logo, secure payment and how to get help on the checkout, without menu, search or basket', async () => {
    restore = renderHeaderAt('/kassen/?trin=levering')
    const header = await screen.findByTestId('checkout-header')
    expect(screen.getByRole('link', { name: 'Delikat – til forsiden' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Delikat – til forsiden' })).toHaveTextContent('Delikat')
    expect(header).toHaveTextContent('Sikker betaling')
    expect(screen.getByRole('link', { name: 'Ring til kundeservice på 70 20 30 40' })).toHaveAttribute('href', 'tel:+4570203040')
    expect(screen.getByRole('link', { name: 'Skriv til kundeservice på kundeservice@delikat.dk' })).toHaveAttribute(
      'href',
      'mailto:kundeservice@delikat.dk',
    )
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
    expect(document.querySelector('[data-nav-area]')).toBeNull()
  })

  it('leaves every other page its full header', () => {
    restore = renderHeaderAt('/vin/')
    expect(screen.queryByTestId('checkout-header')).not.toBeInTheDocument()
    expect(document.querySelector('[data-nav-area="top-navigation"]')).not.toBeNull()
    // The same logo as the checkout's: the shop's name, linking home.
    expect(screen.getByRole('link', { name: 'Delikat – til forsiden' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Delikat – til forsiden' })).toHaveTextContent('Delikat')
  })

  it('knows the checkout, and neither its receipt nor anything that only starts like it', () => {
    expect(isCheckoutPath('/kassen/')).toBe(true)
    expect(isCheckoutPath('/kassen')).toBe(true)
    expect(isCheckoutPath('/kassen/?trin=betaling')).toBe(true)
    expect(isCheckoutPath('/kassen/kvittering/?order=1')).toBe(false)
    expect(isCheckoutPath('/kassensystemer/')).toBe(false)
    expect(isCheckoutPath('/vin/')).toBe(false)
  })
})
