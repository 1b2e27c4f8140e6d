// The login page (src/pages/log-ind.tsx): the same form as the dialogs, then on to ?returnTo= (a path of the site).
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import toast from 'react-hot-toast'
import LoginPage from '@/pages/log-ind'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider, queryOf } from '@/test/router'
import { AuthProvider } from './AuthProvider'
import { SESSION_HINT_COOKIE_NAME } from './session-token'
import { customerAnswer, fakeAuthBackend } from './testing/fakeAuthBackend'

let restore: (() => void) | undefined

function renderPage(url: string) {
  const backend = fakeAuthBackend({ customer: null, loginCustomer: customerAnswer({ ClientType: 'B2B', HardId: 'B-7' }) })
  const fake = installFakeShopApi(backend.handler)
  restore = fake.restore
  const router = createMockRouter({ pathname: '/log-ind', route: '/log-ind', asPath: url, query: queryOf(url) })
  renderWithProviders(
    <MockRouterProvider router={router}>
      <AuthProvider>
        <LoginPage />
      </AuthProvider>
    </MockRouterProvider>,
  )
  return { router, fake }
}

describe('the login page', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('token', { path: '/' })
    Cookies.remove(SESSION_HINT_COOKIE_NAME, { path: '/' })
    toast.remove()
  })

  it('logs a business customer in (?type=B2B) and goes on to returnTo', async () => {
    const user = userEvent.setup()
    const { router, fake } = renderPage('/log-ind/?returnTo=/konto/ordrer/&type=B2B')
    expect(screen.getByRole('heading', { level: 1, name: 'Erhvervslogin' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Erhvervskunde' })).toBeChecked()
    await user.type(screen.getByLabelText('E-mailadresse'), 'firma@delikat.dk')
    await user.type(screen.getByLabelText('Adgangskode'), 'Delikat-demo-2026')
    await user.click(screen.getByRole('button', { name: 'Log ind som erhvervskunde' }))

    await waitFor(() => expect(router.replace).toHaveBeenLastCalledWith('/konto/ordrer/'))
    expect(fake.requests.find((r) => r.path === '/login/')?.body).toEqual(expect.objectContaining({ ClientType: 'B2B' }))
  })

  it('never sends the visitor off the site', async () => {
    const user = userEvent.setup()
    const { router } = renderPage('/log-ind/?returnTo=//evil.example/')
    await user.type(screen.getByLabelText('E-mailadresse'), 'kunde@delikat.dk')
    await user.type(screen.getByLabelText('Adgangskode'), 'Delikat-demo-2026')
    await user.click(screen.getByRole('button', { name: 'Log ind' }))
    await waitFor(() => expect(router.replace).toHaveBeenLastCalledWith('/konto/'))
  })
})
