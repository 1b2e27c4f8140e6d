import { fireEvent, screen, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { AppToaster } from '@/components/Toasts/Toasts'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { basket, productCard } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { BasketProvider, useBasket } from './BasketProvider'
import { AddToBasketButton } from './components/AddToBasket'
import { MiniBasket } from './components/MiniBasket'

function Probe() {
  const { ready, basketId } = useBasket()
  return <p data-testid="probe">{ready ? `basket:${basketId ?? 'none'}` : 'reading'}</p>
}

function renderShop(handler: FakeHandler) {
  const fake = installFakeShopApi(handler)
  renderWithProviders(
    <BasketProvider locale="da">
      <MiniBasket />
      <Probe />
      <AddToBasketButton product={productCard()} />
      <AppToaster />
    </BasketProvider>,
  )
  return fake
}

describe('BasketProvider (docs/product.md §4 basket, §8 errors)', () => {
  let restore: (() => void) | undefined

  beforeAll(() => {
    installBrowserStubs()
  })

  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
    vi.restoreAllMocks()
  })

  it('drops an invalid stored basket id: logged, cookie removed', async () => {
    Cookies.set('basketId', 'stale-basket', { path: '/' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fake = renderShop(({ method, path }) =>
      method === 'GET' && path === '/basket/stale-basket/'
        ? { status: 404, data: { ErrorCode: 'NotFound', Message: 'Kurven findes ikke' } }
        : { status: 500 },
    )
    restore = fake.restore

    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('basket:none'))
    expect(fake.requests).toContainEqual(expect.objectContaining({ method: 'GET', path: '/basket/stale-basket/' }))
    expect(Cookies.get('basketId')).toBeUndefined()
    expect(warn.mock.calls.some(([message]) => String(message).includes('stale-basket'))).toBe(true)
    expect(screen.getByRole('link', { name: 'Kurv, 0 varer' })).toBeInTheDocument()
  })

  it('keeps a valid stored id and shows its quantity in the header', async () => {
    Cookies.set('basketId', 'b-1', { path: '/' })
    restore = renderShop(({ method, path }) =>
      method === 'GET' && path === '/basket/b-1/' ? { status: 200, data: basket('b-1', 3) } : { status: 500 },
    ).restore

    expect(await screen.findByRole('link', { name: 'Kurv, 3 varer' })).toHaveAttribute('href', expect.stringMatching(/^\/kurv\/?$/))
    expect(screen.getByTestId('probe')).toHaveTextContent('basket:b-1')
    expect(Cookies.get('basketId')).toBe('b-1')
  })

  it('creates the basket on the first add, stores its id and confirms with a toast', async () => {
    const fake = renderShop(({ method, path }) => {
      if (method === 'POST' && path === '/basket/') return { status: 201, data: basket('new-1', 0) }
      if (method === 'POST' && path === '/basket/new-1/items/') return { status: 200, data: { Basket: basket('new-1', 1) } }
      return { status: 500 }
    })
    restore = fake.restore
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('basket:none'))

    fireEvent.click(screen.getByRole('button', { name: /Læg i kurv/ }))

    expect(await screen.findByText('Rødvin Bordeaux er lagt i kurven')).toBeInTheDocument()
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /basket/', 'POST /basket/new-1/items/'])
    expect(fake.requests[1]?.body).toEqual({ ProductId: 12, Quantity: 1 })
    expect(Cookies.get('basketId')).toBe('new-1')
    expect(screen.getByRole('link', { name: 'Kurv, 1 vare' })).toBeInTheDocument()
  })

  it("shows the server's message when adding fails", async () => {
    Cookies.set('basketId', 'b-1', { path: '/' })
    restore = renderShop(({ method, path }) => {
      if (method === 'GET' && path === '/basket/b-1/') return { status: 200, data: basket('b-1', 1) }
      if (method === 'POST' && path === '/basket/b-1/items/') {
        return { status: 409, data: { ErrorCode: 'QuantityGreaterThanInventory', Message: 'Vi har kun 1 på lager' } }
      }
      return { status: 500 }
    }).restore
    await screen.findByRole('link', { name: 'Kurv, 1 vare' })

    fireEvent.click(screen.getByRole('button', { name: /Læg i kurv/ }))

    expect(await screen.findByText('Vi har kun 1 på lager')).toBeInTheDocument()
    expect(Cookies.get('basketId')).toBe('b-1')
  })

  it('falls back to the site error text when the server says nothing useful', async () => {
    Cookies.set('basketId', 'b-1', { path: '/' })
    restore = renderShop(({ method, path }) => {
      if (method === 'GET' && path === '/basket/b-1/') return { status: 200, data: basket('b-1', 1) }
      return { status: 500 }
    }).restore
    await screen.findByRole('link', { name: 'Kurv, 1 vare' })

    fireEvent.click(screen.getByRole('button', { name: /Læg i kurv/ }))

    expect(await screen.findByText('Noget gik galt. Prøv igen.')).toBeInTheDocument()
  })
})
