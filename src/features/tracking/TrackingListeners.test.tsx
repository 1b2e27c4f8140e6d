import { act, render, waitFor } from '@testing-library/react'
import type { NextRouter } from 'next/router'
import type { ReactNode } from 'react'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { MarketingContext } from '@/features/marketing/marketing-context'
import type { Customer } from '@/features/customer/api/schemas'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { TrackingListeners } from './TrackingListeners'

// SHA-256 of "abc".
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'

type Handler = (...args: unknown[]) => void

/** Router events that really call their handlers, as Next's do. */
function routerWithEvents(): { router: NextRouter; emit: (name: string, ...args: unknown[]) => void } {
  const handlers = new Map<string, Set<Handler>>()
  const events = {
    on: (name: string, handler: Handler) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(handler),
    off: (name: string, handler: Handler) => void handlers.get(name)?.delete(handler),
    emit: (name: string, ...args: unknown[]) => handlers.get(name)?.forEach((handler) => handler(...args)),
  }
  return { router: createMockRouter({ events: events as unknown as NextRouter['events'] }), emit: events.emit }
}

const customer = { HardId: 'abc', ClientType: 'B2B' } as Customer

function auth(status: AuthState['status'], isB2B = false): AuthState {
  return {
    status,
    customer: status === 'authenticated' ? customer : null,
    loginKey: status === 'authenticated' ? 'abc' : 'guest',
    isB2B,
    openLogin: () => undefined,
    refresh: async () => undefined,
    logout: async () => undefined,
    forgetSession: () => undefined,
  }
}

const events = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null && 'event' in entry,
  )
const named = (name: string) => events().filter((entry) => entry.event === name)

const marketingTrack = vi.fn()

function setup(initial: AuthState) {
  const { router, emit } = routerWithEvents()
  const tree = (state: AuthState, children: ReactNode = null) => (
    <MockRouterProvider router={router}>
      <AuthContext.Provider value={state}>
        <MarketingContext.Provider value={{ active: true, track: marketingTrack }}>
          <TrackingListeners />
          {children}
        </MarketingContext.Provider>
      </AuthContext.Provider>
    </MockRouterProvider>
  )
  const view = render(tree(initial))
  return { emit, rerender: (state: AuthState, children?: ReactNode) => view.rerender(tree(state, children)), unmount: view.unmount }
}

describe('TrackingListeners', () => {
  beforeEach(() => {
    window.dataLayer = []
    document.title = 'Forside | Delikat'
    window.history.replaceState(null, '', '/')
  })

  it('counts the first page once the login is known, with the visitor’s status', async () => {
    const { rerender } = setup(auth('loading'))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(named('page_view')).toEqual([])
    rerender(auth('authenticated', true))
    await waitFor(() => expect(named('page_view')).toHaveLength(1))
    expect(named('page_view')[0]).toEqual({
      event: 'page_view',
      page_location: 'http://localhost:3000/',
      page_path: '/',
      page_title: 'Forside | Delikat',
      loginStatus: true,
      businessType: 'b2b',
    })
    // A page load with a session is no login.
    expect(named('login')).toEqual([])
  })

  it('counts every client-side navigation with the new page’s title, but not a shallow change', async () => {
    const { emit } = setup(auth('guest'))
    await waitFor(() => expect(named('page_view')).toHaveLength(1))
    act(() => {
      window.history.pushState(null, '', '/vin/?country=Italien')
      document.title = 'Vin | Delikat'
      emit('routeChangeComplete', '/vin/?country=Italien', { shallow: false })
    })
    await waitFor(() => expect(named('page_view')).toHaveLength(2))
    expect(named('page_view')[1]).toMatchObject({
      page_location: 'http://localhost:3000/vin/?country=Italien',
      page_path: '/vin/?country=Italien',
      page_title: 'Vin | Delikat',
      loginStatus: false,
      businessType: 'b2c',
    })
    act(() => emit('routeChangeComplete', '/vin/?country=Frankrig', { shallow: true }))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(named('page_view')).toHaveLength(2)
  })

  it('pushes a navigation event for a link clicked in a marked area, and nothing for other links', () => {
    const { rerender } = setup(auth('guest'))
    rerender(
      auth('guest'),
      <>
        <nav data-nav-area="menu">
          <a href="/vin/" onClick={(event) => event.preventDefault()}>
            Vin
          </a>
        </nav>
        <a href="/mad/" onClick={(event) => event.preventDefault()}>
          Mad
        </a>
      </>,
    )
    act(() => {
      document.querySelector<HTMLAnchorElement>('a[href="/vin/"]')!.click()
      document.querySelector<HTMLAnchorElement>('a[href="/mad/"]')!.click()
    })
    expect(named('navigation')).toEqual([
      {
        event: 'navigation',
        navigation_area: 'menu',
        link_text: 'Vin',
        link_url: 'http://localhost:3000/vin/',
        loginStatus: false,
        businessType: 'b2c',
      },
    ])
    // The same click is the marketing platform's `click` (it sends only while it may track).
    expect(marketingTrack).toHaveBeenCalledTimes(1)
    expect(marketingTrack).toHaveBeenCalledWith('click', { area: 'menu', text: 'Vin', url: 'http://localhost:3000/vin/' })
  })

  it('pushes login with the SHA-256 of the HardId when a guest logs in, through a loading state', async () => {
    const { rerender } = setup(auth('guest'))
    rerender(auth('loading'))
    rerender(auth('authenticated', true))
    await waitFor(() => expect(named('login')).toHaveLength(1))
    expect(named('login')[0]).toEqual({ event: 'login', user_id_hash: ABC_SHA256, businessType: 'b2b', loginStatus: true })
    // Staying logged in (a token renewal, a new customer object) is no new login.
    rerender({ ...auth('authenticated', true), customer: { ...customer } })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(named('login')).toHaveLength(1)
  })

  it('stops listening when unmounted', () => {
    const { unmount } = setup(auth('guest'))
    unmount()
    document.body.innerHTML = '<nav data-nav-area="footer"><a href="/om-os/">Om os</a></nav>'
    document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault())
    document.querySelector('a')!.click()
    expect(named('navigation')).toEqual([])
  })
})
