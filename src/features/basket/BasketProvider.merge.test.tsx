// SPEC §4 "id changes are persisted": after a login the server answers a guest basket id with the customer's
// basket (the guest's lines merged in); the provider stores the new id and shows that basket.
import { screen, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { basket } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { BasketProvider, useBasket } from './BasketProvider'
import { MiniBasket } from './components/MiniBasket'

function Probe() {
  const { basketId } = useBasket()
  return <p data-testid="probe">{`basket:${basketId ?? 'none'}`}</p>
}

describe('BasketProvider: a basket answered under another id', () => {
  let restore: (() => void) | undefined
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    Cookies.remove('basketId', { path: '/' })
  })

  it("stores the customer's basket id the server answered with, and shows that basket", async () => {
    Cookies.set('basketId', 'guest-1', { path: '/' })
    const fake = installFakeShopApi(({ method, path }) => {
      if (method === 'GET' && path === '/basket/guest-1/') return { status: 200, data: basket('customer-7', 4) }
      if (method === 'GET' && path === '/basket/customer-7/') return { status: 200, data: basket('customer-7', 4) }
      return { status: 500 }
    })
    restore = fake.restore
    renderWithProviders(
      <BasketProvider locale="da">
        <MiniBasket />
        <Probe />
      </BasketProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('basket:customer-7'))
    expect(Cookies.get('basketId')).toBe('customer-7')
    expect(await screen.findByRole('link', { name: 'Kurv, 4 varer' })).toBeInTheDocument()
    // The basket came with the answer: no second round trip was needed to show it.
    expect(fake.requests.filter((r) => r.path === '/basket/customer-7/')).toHaveLength(0)
  })

  it('validates the stored id again when the login changes, and drops it when it is no longer the visitor\'s', async () => {
    Cookies.set('basketId', 'customer-7', { path: '/' })
    let loggedIn = true
    const fake = installFakeShopApi(({ method, path }) => {
      if (method === 'GET' && path === '/basket/customer-7/') return loggedIn ? { status: 200, data: basket('customer-7', 2) } : { status: 404, data: { ErrorCode: 'BasketNotFound' } }
      return { status: 500 }
    })
    restore = fake.restore
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const view = (loginKey: string | null) => (
      <BasketProvider locale="da" loginKey={loginKey}>
        <MiniBasket />
        <Probe />
      </BasketProvider>
    )
    const { rerender } = renderWithProviders(view('hard-id-7'))
    expect(await screen.findByRole('link', { name: 'Kurv, 2 varer' })).toBeInTheDocument()

    loggedIn = false
    rerender(view(null))
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('basket:none'))
    expect(Cookies.get('basketId')).toBeUndefined()
    expect(fake.requests.filter((r) => r.path === '/basket/customer-7/')).toHaveLength(2)
  })
})
