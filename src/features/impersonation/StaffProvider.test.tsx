// The staff session: asked only with the hint, "not allowed" on 403, start and stop through the token flow, and
// the staff menu's panel from search to acting.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MotionGlobalConfig } from 'framer-motion'
import Cookies from 'js-cookie'
import toast from 'react-hot-toast'
import { AppToaster } from '@/components/Toasts/Toasts'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { authState, customerAnswer, fakeBearer } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeAnswer, type FakeRequest } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import type { ImpersonationStatus } from './api/schemas'
import { StaffMenu } from './components/StaffMenu'
import { useStaff } from './staff-context'
import { STAFF_HINT_COOKIE_NAME, writeStaffHint } from './staff-hint'
import { StaffProvider } from './StaffProvider'
import { actingAnswer, customerHit, statusAnswer } from './testing/staffFixtures'

function Probe() {
  const { isStaff, status, actingAs } = useStaff()
  return (
    <div>
      <p data-testid="is-staff">{isStaff ? 'staff' : 'not staff'}</p>
      <p data-testid="staff-name">{status?.Staff.Name ?? 'none'}</p>
      <p data-testid="acting">{actingAs?.name ?? 'nobody'}</p>
    </div>
  )
}

let restore: (() => void) | undefined

function renderStaff(handler: (request: FakeRequest) => FakeAnswer, auth: Partial<AuthState> = {}, asPath = '/') {
  const fake = installFakeShopApi(handler)
  restore = fake.restore
  const state = authState(auth)
  const router = createMockRouter({ asPath })
  renderWithProviders(
    <MockRouterProvider router={router}>
      <AuthContext.Provider value={state}>
        <StaffProvider>
          <Probe />
          <StaffMenu />
          <AppToaster />
        </StaffProvider>
      </AuthContext.Provider>
    </MockRouterProvider>,
  )
  const calls = (path: string) => fake.requests.filter((request) => request.path === path)
  return { auth: state, calls, router }
}

const STATUS = '/auth/impersonation/status/'

describe('StaffProvider', () => {
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
    Cookies.remove(STAFF_HINT_COOKIE_NAME, { path: '/' })
    Cookies.remove('token', { path: '/' })
    toast.remove()
  })

  it('asks nothing in a browser without the staff hint', async () => {
    const { calls } = renderStaff(() => ({ status: 200, data: statusAnswer() }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(calls(STATUS)).toHaveLength(0)
    expect(screen.getByTestId('is-staff')).toHaveTextContent('not staff')
    expect(screen.queryByRole('button', { name: 'Kundeservice' })).not.toBeInTheDocument()
  })

  it('asks for the status with the hint and shows the staff menu', async () => {
    writeStaffHint()
    renderStaff(({ path }) => (path === STATUS ? { status: 200, data: statusAnswer() } : { status: 404 }))
    await waitFor(() => expect(screen.getByTestId('is-staff')).toHaveTextContent(/^staff$/))
    expect(screen.getByTestId('staff-name')).toHaveTextContent('Kirsten Kundeservice')
    expect(screen.getByRole('button', { name: 'Kundeservice' })).toBeInTheDocument()
  })

  it('takes a 403 as "not allowed": nothing shows and the hint goes', async () => {
    writeStaffHint()
    const { calls } = renderStaff(() => ({ status: 403, data: { ErrorCode: 'Forbidden' } }))
    await waitFor(() => expect(calls(STATUS)).toHaveLength(1))
    await waitFor(() => expect(Cookies.get(STAFF_HINT_COOKIE_NAME)).toBeUndefined())
    expect(screen.getByTestId('is-staff')).toHaveTextContent('not staff')
    expect(screen.queryByRole('button', { name: 'Kundeservice' })).not.toBeInTheDocument()
  })

  it('ends an act in the browser that the server has ended (the token still says imp)', async () => {
    writeStaffHint()
    Cookies.set('token', fakeBearer('B2B', new Date(Date.now() + 3_600_000), 3, { imp: true }), { path: '/' })
    const customer = customerAnswer({ ClientType: 'B2B', FirstName: 'Anna', LastName: 'Jensen', CanImpersonate: true })
    const { auth } = renderStaff(() => ({ status: 200, data: statusAnswer({ Acting: false }) }), {
      status: 'authenticated',
      customer,
    })
    // A guest at once: no token call, which could only answer 401.
    await waitFor(() => expect(auth.forgetSession).toHaveBeenCalledTimes(1))
    expect(auth.refresh).not.toHaveBeenCalled()
  })

  it('searches, acts as a customer through the token flow, and stops', async () => {
    writeStaffHint()
    let status: ImpersonationStatus = statusAnswer()
    const user = userEvent.setup()
    const { auth, calls } = renderStaff(({ method, path, body }) => {
      if (method === 'GET' && path === STATUS) return { status: 200, data: status }
      if (method === 'GET' && path === '/auth/impersonation/search/') {
        return { status: 200, data: { Customers: [customerHit()], TotalCount: 1, TotalPages: 1, Page: 1 } }
      }
      if (method === 'POST' && path === '/auth/impersonation/start/') {
        expect(body).toEqual({ CustomerId: 7 })
        status = actingAnswer()
        return { status: 200, data: status }
      }
      if (method === 'POST' && path === '/auth/impersonation/stop/') {
        status = statusAnswer()
        return { status: 200, data: status }
      }
      return { status: 404 }
    })
    const button = await screen.findByRole('button', { name: 'Kundeservice' })
    await user.click(button)
    const panel = await screen.findByRole('dialog', { name: 'Kundeservice' })
    expect(panel).toHaveTextContent('Logget ind som Kirsten Kundeservice')

    // Escape closes the panel and gives the focus back to its button.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())

    await user.keyboard('{Enter}')
    const reopened = await screen.findByRole('dialog', { name: 'Kundeservice' })
    await user.type(within(reopened).getByRole('searchbox', { name: 'Find kunde' }), 'firma')
    await user.click(await within(reopened).findByRole('button', { name: 'Handl som kunden' }))

    await waitFor(() => expect(calls('/auth/impersonation/start/')).toHaveLength(1))
    await waitFor(() => expect(auth.refresh).toHaveBeenCalled())
    expect(await screen.findByText('Du handler nu som Anna Jensen')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('acting')).toHaveTextContent('Anna Jensen')

    await user.click(screen.getByRole('button', { name: 'Kundeservice' }))
    const again = await screen.findByRole('dialog', { name: 'Kundeservice' })
    expect(again).toHaveTextContent('Du handler som Anna Jensen')
    const refreshes = vi.mocked(auth.refresh).mock.calls.length
    await user.click(within(again).getByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(calls('/auth/impersonation/stop/')).toHaveLength(1))
    // No customer session of the staff member's own (OwnSession false): a guest, without asking for a token.
    await waitFor(() => expect(auth.forgetSession).toHaveBeenCalled())
    expect(vi.mocked(auth.refresh).mock.calls.length).toBe(refreshes)
    await waitFor(() => expect(screen.getByTestId('acting')).toHaveTextContent('nobody'))
  })

  it("leaves the customer's own page (a receipt) for the front page when acting stops, before it becomes a guest", async () => {
    writeStaffHint()
    const user = userEvent.setup()
    const { auth, router } = renderStaff(
      ({ method, path }) => {
        if (method === 'GET' && path === STATUS) return { status: 200, data: actingAnswer() }
        if (method === 'POST' && path === '/auth/impersonation/stop/')
          return { status: 200, data: { ...statusAnswer(), OwnSession: false } }
        return { status: 404 }
      },
      {},
      '/kassen/kvittering/?order=abc',
    )
    await user.click(await screen.findByRole('button', { name: 'Kundeservice' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Kundeservice' })).getByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(auth.forgetSession).toHaveBeenCalled())
    expect(router.push).toHaveBeenCalledWith('/')
    expect(vi.mocked(router.push).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(auth.forgetSession).mock.invocationCallOrder[0]!)
  })

  it('asks for the token again after stop when the browser holds a customer session of its own', async () => {
    writeStaffHint()
    const user = userEvent.setup()
    const { auth } = renderStaff(({ method, path }) => {
      if (method === 'GET' && path === STATUS) return { status: 200, data: actingAnswer() }
      if (method === 'POST' && path === '/auth/impersonation/stop/') return { status: 200, data: { ...statusAnswer(), OwnSession: true } }
      return { status: 404 }
    })
    await user.click(await screen.findByRole('button', { name: 'Kundeservice' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Kundeservice' })).getByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(auth.refresh).toHaveBeenCalled())
    expect(auth.forgetSession).not.toHaveBeenCalled()
  })
})
