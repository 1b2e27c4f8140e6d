// docs/product.md §4 "id changes are persisted": after a login the server answers a guest basket id with the customer's
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

  it("validates the stored id again when the login changes, and drops one that is no longer the visitor's", async () => {
    Cookies.set('basketId', 'someone-else', { path: '/' })
    let loggedIn = false
    const fake = installFakeShopApi(({ method, path }) => {
      if (method === 'GET' && path === '/basket/someone-else/')
        return loggedIn ? { status: 404, data: { ErrorCode: 'BasketNotFound' } } : { status: 200, data: basket('someone-else', 2) }
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
    const { rerender } = renderWithProviders(view(null))
    expect(await screen.findByRole('link', { name: 'Kurv, 2 varer' })).toBeInTheDocument()

    loggedIn = true
    rerender(view('hard-id-7'))
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('basket:none'))
    expect(Cookies.get('basketId')).toBeUndefined()
    expect(fake.requests.filter((r) => r.path === '/basket/someone-else/')).toHaveLength(2)
  })

  it("forgets the customer's basket id at logout without asking for a basket it may not read", async () => {
    Cookies.set('basketId', 'customer-7', { path: '/' })
    const fake = installFakeShopApi(({ method, path }) => {
      if (method === 'GET' && path === '/basket/customer-7/') return { status: 200, data: basket('customer-7', 2) }
      return { status: 500 }
    })
    restore = fake.restore
    const view = (loginKey: string | null) => (
      <BasketProvider locale="da" loginKey={loginKey}>
        <MiniBasket />
        <Probe />
      </BasketProvider>
    )
    const { rerender } = renderWithProviders(view('hard-id-7'))
    expect(await screen.findByRole('link', { name: 'Kurv, 2 varer' })).toBeInTheDocument()

    rerender(view(null))
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('basket:none'))
    expect(Cookies.get('basketId')).toBeUndefined()
    expect(screen.getByRole('link', { name: 'Kurv, 0 varer' })).toBeInTheDocument()
    expect(fake.requests.filter((r) => r.path === '/basket/customer-7/')).toHaveLength(1)
  })

  it("picks up the customer's own basket at login when none is stored, and keeps its id", async () => {
    const fake = installFakeShopApi(({ method, path }) => {
      if (method === 'POST' && path === '/basket/') return { status: 201, data: basket('customer-9', 3) }
      if (method === 'GET' && path === '/basket/customer-9/') return { status: 200, data: basket('customer-9', 3) }
      return { status: 500 }
    })
    restore = fake.restore
    const view = (loginKey: string | null) => (
      <BasketProvider locale="da" loginKey={loginKey}>
        <MiniBasket />
        <Probe />
      </BasketProvider>
    )
    const { rerender } = renderWithProviders(view(null))
    expect(screen.getByTestId('probe')).toHaveTextContent('basket:none')
    // A guest without a basket asks for none.
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(0)

    rerender(view('hard-id-9'))
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('basket:customer-9'))
    expect(Cookies.get('basketId')).toBe('customer-9')
    expect(await screen.findByRole('link', { name: 'Kurv, 3 varer' })).toBeInTheDocument()
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/basket/')).toHaveLength(1)
  })

  it("forgets the staff member's own basket when acting starts, never merging it, and fetches the customer's", async () => {
    Cookies.set('basketId', 'staff-guest', { path: '/' })
    const fake = installFakeShopApi(({ method, path }) => {
      if (method === 'GET' && path === '/basket/staff-guest/') return { status: 200, data: basket('staff-guest', 1) }
      if (method === 'POST' && path === '/basket/') return { status: 200, data: basket('customer-9', 3) }
      return { status: 500 }
    })
    restore = fake.restore
    const view = (loginKey: string | null, acting: boolean) => (
      <BasketProvider locale="da" loginKey={loginKey} acting={acting}>
        <MiniBasket />
        <Probe />
      </BasketProvider>
    )
    const { rerender } = renderWithProviders(view(null, false))
    expect(await screen.findByRole('link', { name: 'Kurv, 1 vare' })).toBeInTheDocument()

    rerender(view('hard-id-9', true))
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('basket:customer-9'))
    expect(Cookies.get('basketId')).toBe('customer-9')
    expect(await screen.findByRole('link', { name: 'Kurv, 3 varer' })).toBeInTheDocument()
    // The staff member's basket was read once, before acting, and never again (a read while acting would merge it).
    expect(fake.requests.filter((r) => r.path === '/basket/staff-guest/')).toHaveLength(1)
  })
})
