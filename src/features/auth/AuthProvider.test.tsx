import { useQuery } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MotionGlobalConfig } from 'framer-motion'
import Cookies from 'js-cookie'
import type { NextRouter } from 'next/router'
import toast from 'react-hot-toast'
import { AppToaster } from '@/components/Toasts/Toasts'
import type { ClientType } from '@/features/customer/api/schemas'
import { FavouriteButton } from '@/features/favourites/components/FavouriteButton'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { useAuth } from './auth-context'
import { AuthProvider } from './AuthProvider'
import { SESSION_HINT_COOKIE_NAME } from './session-token'
import { customerAnswer, fakeAuthBackend, fakeBearer } from './testing/fakeAuthBackend'

/** A price-carrying answer (a product's key): fetched again when the login changes. */
let priceFetches = 0

function Probe() {
  const auth = useAuth()
  const prices = useQuery({
    queryKey: ['product', 'probe'],
    queryFn: async () => {
      priceFetches += 1
      return priceFetches
    },
  })
  return (
    <div>
      <p data-testid="price-fetches">{prices.data ?? 0}</p>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="customer">{auth.customer ? `${auth.customer.FirstName} (${auth.customer.ClientType})` : 'none'}</p>
      <p data-testid="login-key">{auth.loginKey}</p>
      <button type="button" onClick={() => void auth.logout()}>
        Log ud
      </button>
      <button type="button" onClick={() => auth.openLogin()}>
        Åbn login
      </button>
      <button type="button" onClick={() => auth.forgetSession()}>
        Glem sessionen
      </button>
    </div>
  )
}

let restore: (() => void) | undefined

function renderAuth(handler: FakeHandler, renderedFor: ClientType | null = null, onPriceGroupChange?: () => void) {
  priceFetches = 0
  const fake = installFakeShopApi(handler)
  restore = fake.restore
  const router: NextRouter = createMockRouter({ asPath: '/vin/' })
  renderWithProviders(
    <MockRouterProvider router={router}>
      <AuthProvider renderedFor={renderedFor} onPriceGroupChange={onPriceGroupChange}>
        <Probe />
        <FavouriteButton productId={7} productName="Barolo Riserva" />
        <AppToaster />
      </AuthProvider>
    </MockRouterProvider>,
  )
  const calls = (method: string, path: string) => fake.requests.filter((r) => r.method === method && r.path === path)
  return { fake, router, calls }
}

const hadSession = () => Cookies.set(SESSION_HINT_COOKIE_NAME, '1', { path: '/' })

async function logInThroughDialog(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Log ind' })
  await user.type(within(dialog).getByLabelText('E-mailadresse'), 'kunde@delikat.dk')
  await user.type(within(dialog).getByLabelText('Adgangskode'), 'Delikat-demo-2026')
  await user.click(within(dialog).getByRole('button', { name: 'Log ind' }))
  return dialog
}

describe('AuthProvider (docs/product.md §4 Auth)', () => {
  beforeAll(() => {
    installBrowserStubs()
    MotionGlobalConfig.skipAnimations = true
  })
  afterAll(() => {
    MotionGlobalConfig.skipAnimations = false
  })
  afterEach(() => {
    restore?.()
    restore = undefined
    vi.useRealTimers()
    Cookies.remove('token', { path: '/' })
    Cookies.remove(SESSION_HINT_COOKIE_NAME, { path: '/' })
    vi.restoreAllMocks()
    toast.remove()
  })

  it('with a session: stores the token in the cookie, loads the customer and is authenticated', async () => {
    hadSession()
    const backend = fakeAuthBackend({ customer: customerAnswer() })
    const { calls, router } = renderAuth(backend.handler)

    expect(screen.getByTestId('status')).toHaveTextContent('loading')
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'))
    expect(screen.getByTestId('customer')).toHaveTextContent('Karen (B2C)')
    expect(screen.getByTestId('login-key')).toHaveTextContent('C-1001')
    expect(calls('POST', '/token/')).toHaveLength(1)
    expect(calls('GET', '/customer/')).toHaveLength(1)
    expect(Cookies.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    // The page was rendered for a guest (its token cookie had expired): its prices are fetched again, in place.
    await waitFor(() => expect(screen.getByTestId('price-fetches')).toHaveTextContent('2'))
    expect(router.replace).not.toHaveBeenCalled()
  })

  it('on load uses a token the cookie still holds instead of asking for a new one at once', async () => {
    Cookies.set('token', fakeBearer('B2B', new Date(Date.now() + 30 * 60 * 1000)), { path: '/' })
    const backend = fakeAuthBackend({ customer: customerAnswer({ ClientType: 'B2B', HardId: 'B-7' }) })
    const { calls } = renderAuth(backend.handler, 'B2B')
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'))
    expect(screen.getByTestId('customer')).toHaveTextContent('Karen (B2B)')
    expect(calls('POST', '/token/')).toHaveLength(0)
  })

  it("fetches nothing again on a guest's page for a guest", async () => {
    renderAuth(fakeAuthBackend({ customer: null }).handler)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
    await waitFor(() => expect(screen.getByTestId('price-fetches')).toHaveTextContent('1'))
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(screen.getByTestId('price-fetches')).toHaveTextContent('1')
  })

  it('on a failed token request removes the token cookie and the session through the logout call', async () => {
    hadSession()
    Cookies.set('token', 'stale.token.value', { path: '/' })
    const { calls } = renderAuth(fakeAuthBackend({ customer: null }).handler, 'B2C')

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
    expect(calls('POST', '/token/')).toHaveLength(1)
    await waitFor(() => expect(calls('POST', '/logout/')).toHaveLength(1))
    expect(Cookies.get('token')).toBeUndefined()
    expect(Cookies.get(SESSION_HINT_COOKIE_NAME)).toBeUndefined()
    expect(screen.getByTestId('customer')).toHaveTextContent('none')
    // The page had been rendered with the stale token (B2C): its prices are fetched again, as a guest's.
    await waitFor(() => expect(screen.getByTestId('price-fetches')).toHaveTextContent('2'))
  })

  it('a guest who never logged in in this browser is not asked about a session', async () => {
    const { fake } = renderAuth(fakeAuthBackend({ customer: null }).handler)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
    expect(fake.requests).toEqual([])
  })

  it('renews the token at 80 % of its life', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    hadSession()
    const { calls } = renderAuth(fakeAuthBackend({ customer: customerAnswer(), tokenLifetimeMs: 60 * 60 * 1000 }).handler)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'))
    const first = Cookies.get('token')
    expect(calls('POST', '/token/')).toHaveLength(1)

    await act(async () => {
      await vi.advanceTimersByTimeAsync(47 * 60 * 1000)
    })
    expect(calls('POST', '/token/')).toHaveLength(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60 * 1000 + 1)
    })
    await waitFor(() => expect(calls('POST', '/token/')).toHaveLength(2))
    await waitFor(() => expect(Cookies.get('token')).not.toBe(first))
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated')
  })

  it('asks for a new token when the tab is seen again with an expired one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    hadSession()
    const { calls } = renderAuth(fakeAuthBackend({ customer: customerAnswer(), tokenLifetimeMs: 10 * 60 * 1000 }).handler)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'))
    expect(calls('POST', '/token/')).toHaveLength(1)

    // The tab slept: its timers did not run, the clock moved past the expiry and the browser dropped the cookie.
    vi.setSystemTime(Date.now() + 11 * 60 * 1000)
    Cookies.remove('token', { path: '/' })
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await waitFor(() => expect(calls('POST', '/token/')).toHaveLength(2))
    await waitFor(() => expect(Cookies.get('token')).toBeDefined())
  })

  it('runs the pending favourite after the login: the product becomes a favourite', async () => {
    const user = userEvent.setup()
    const backend = fakeAuthBackend({ customer: null, loginCustomer: customerAnswer() })
    const { calls } = renderAuth(backend.handler)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))

    const heart = screen.getByRole('button', { name: 'Favorit: Barolo Riserva' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    const dialog = await logInThroughDialog(user)

    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorit: Barolo Riserva' })).toHaveAttribute('aria-pressed', 'true'))
    await waitFor(() => expect(calls('PUT', '/product/toggle/7/')).toHaveLength(1))
    expect(calls('POST', '/product/favorites/lookup/')[0]?.body).toEqual({ ProductIds: [7] })
    expect(backend.state.favourites.has(7)).toBe(true)
    expect(await screen.findByText('Varen er gemt blandt dine favoritter.')).toBeInTheDocument()
  })

  it('does not toggle a product off that is a favourite already', async () => {
    const user = userEvent.setup()
    const backend = fakeAuthBackend({ customer: null, loginCustomer: customerAnswer(), favourites: [7] })
    const { calls } = renderAuth(backend.handler)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))

    await user.click(screen.getByRole('button', { name: 'Favorit: Barolo Riserva' }))
    await logInThroughDialog(user)

    await waitFor(() => expect(calls('POST', '/product/favorites/lookup/').length).toBeGreaterThan(0))
    await screen.findByText('Varen er gemt blandt dine favoritter.')
    expect(calls('PUT', '/product/toggle/7/')).toHaveLength(0)
    expect(backend.state.favourites.has(7)).toBe(true)
    expect(screen.getByRole('button', { name: 'Favorit: Barolo Riserva' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('drops the pending favourite when the dialog is closed without logging in', async () => {
    const user = userEvent.setup()
    const backend = fakeAuthBackend({ customer: null, loginCustomer: customerAnswer() })
    const { calls } = renderAuth(backend.handler)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
    await user.click(screen.getByRole('button', { name: 'Favorit: Barolo Riserva' }))
    await screen.findByRole('dialog', { name: 'Log ind' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // A later login (from the header) adds nothing by itself.
    await user.click(screen.getByRole('button', { name: 'Åbn login' }))
    await logInThroughDialog(user)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'))
    await waitFor(() => expect(calls('POST', '/product/favorites/lookup/')).toHaveLength(1))
    expect(calls('PUT', '/product/toggle/7/')).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Favorit: Barolo Riserva' })).toHaveAttribute('aria-pressed', 'false')
  })

  it("logs out: the session ends on the server, the token cookie goes and the prices are fetched as a guest's", async () => {
    const user = userEvent.setup()
    hadSession()
    const backend = fakeAuthBackend({ customer: customerAnswer({ ClientType: 'B2B', HardId: 'B-7', Company: 'Firma ApS' }) })
    const { calls } = renderAuth(backend.handler, 'B2B')
    await waitFor(() => expect(screen.getByTestId('customer')).toHaveTextContent('Karen (B2B)'))
    await waitFor(() => expect(screen.getByTestId('price-fetches')).toHaveTextContent('2'))

    await user.click(screen.getByRole('button', { name: 'Log ud' }))
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
    expect(calls('POST', '/logout/')).toHaveLength(1)
    expect(Cookies.get('token')).toBeUndefined()
    expect(screen.getByTestId('login-key')).toHaveTextContent('guest')
    await waitFor(() => expect(screen.getByTestId('price-fetches')).toHaveTextContent('3'))
    expect(await screen.findByText('Du er logget ud.')).toBeInTheDocument()
  })

  it('forgets a session the backend has ended (a deleted account) without asking the backend or saying "logged out"', async () => {
    const user = userEvent.setup()
    hadSession()
    const backend = fakeAuthBackend({ customer: customerAnswer() })
    const { calls } = renderAuth(backend.handler)
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'))
    const tokenCalls = calls('POST', '/token/').length

    await user.click(screen.getByRole('button', { name: 'Glem sessionen' }))
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
    expect(Cookies.get('token')).toBeUndefined()
    expect(Cookies.get(SESSION_HINT_COOKIE_NAME)).toBeUndefined()
    expect(calls('POST', '/logout/')).toHaveLength(0)
    expect(calls('POST', '/token/')).toHaveLength(tokenCalls)
    expect(screen.queryByText('Du er logget ud.')).not.toBeInTheDocument()
  })

  describe("the page's own props follow the customer type's prices", () => {
    it('are reloaded when a business customer logs in on a page rendered for a guest', async () => {
      const user = userEvent.setup()
      const reload = vi.fn()
      renderAuth(
        fakeAuthBackend({ customer: null, loginCustomer: customerAnswer({ ClientType: 'B2B', HardId: 'B-7' }) }).handler,
        null,
        reload,
      )
      await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
      expect(reload).not.toHaveBeenCalled()
      await user.click(screen.getByRole('button', { name: 'Åbn login' }))
      await logInThroughDialog(user)
      await waitFor(() => expect(screen.getByTestId('customer')).toHaveTextContent('Karen (B2B)'))
      expect(reload).toHaveBeenCalledTimes(1)
    })

    it('are left alone when a consumer logs in: a consumer pays what a guest pays', async () => {
      const user = userEvent.setup()
      const reload = vi.fn()
      renderAuth(fakeAuthBackend({ customer: null }).handler, null, reload)
      await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
      await user.click(screen.getByRole('button', { name: 'Åbn login' }))
      await logInThroughDialog(user)
      await waitFor(() => expect(screen.getByTestId('customer')).toHaveTextContent('Karen (B2C)'))
      expect(reload).not.toHaveBeenCalled()
    })

    it("are reloaded on load when the server rendered a business customer's page for someone whose session has ended", async () => {
      hadSession()
      Cookies.set('token', 'stale.token.value', { path: '/' })
      const reload = vi.fn()
      renderAuth(fakeAuthBackend({ customer: null }).handler, 'B2B', reload)
      await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
      expect(reload).toHaveBeenCalledTimes(1)
    })

    it('are not reloaded on load when the page was rendered for the business customer who is logged in', async () => {
      Cookies.set('token', fakeBearer('B2B', new Date(Date.now() + 30 * 60 * 1000)), { path: '/' })
      const reload = vi.fn()
      renderAuth(fakeAuthBackend({ customer: customerAnswer({ ClientType: 'B2B', HardId: 'B-7' }) }).handler, 'B2B', reload)
      await waitFor(() => expect(screen.getByTestId('customer')).toHaveTextContent('Karen (B2B)'))
      expect(reload).not.toHaveBeenCalled()
    })

    it('are reloaded when a business customer logs out', async () => {
      const user = userEvent.setup()
      hadSession()
      const reload = vi.fn()
      renderAuth(fakeAuthBackend({ customer: customerAnswer({ ClientType: 'B2B', HardId: 'B-7' }) }).handler, 'B2B', reload)
      await waitFor(() => expect(screen.getByTestId('customer')).toHaveTextContent('Karen (B2B)'))
      await user.click(screen.getByRole('button', { name: 'Log ud' }))
      await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
      expect(reload).toHaveBeenCalledTimes(1)
    })
  })
})
