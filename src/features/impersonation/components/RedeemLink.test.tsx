// The admin's "Handl som kunden" link: redeemed once, then the front page; a dead link says so.
import { screen, waitFor } from '@testing-library/react'
import toast from 'react-hot-toast'
import { AppToaster } from '@/components/Toasts/Toasts'
import { ApiError } from '@/lib/apiError'
import { installBrowserStubs } from '@/test/browserStubs'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { StaffContext, type StaffState } from '../staff-context'
import { actingAnswer } from '../testing/staffFixtures'
import { RedeemLink } from './RedeemLink'

function renderRedeem(token: string | null, redeemLink: StaffState['redeemLink']) {
  const router = createMockRouter()
  const state: StaffState = {
    isStaff: false,
    status: null,
    actingAs: null,
    staffLogout: vi.fn(),
    startActing: vi.fn(),
    stopActing: vi.fn(),
    redeemLink,
    panelOpen: false,
    setPanelOpen: vi.fn(),
  }
  renderWithProviders(
    <MockRouterProvider router={router}>
      <StaffContext.Provider value={state}>
        <RedeemLink token={token} />
        <AppToaster />
      </StaffContext.Provider>
    </MockRouterProvider>,
  )
  return router
}

describe('RedeemLink', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => toast.remove())

  it('redeems the token once and goes to the front page acting as the customer', async () => {
    const redeem = vi.fn(async () => actingAnswer())
    const router = renderRedeem('abc', redeem)
    expect(await screen.findByText('Du handler nu som Anna Jensen')).toBeInTheDocument()
    expect(router.replace).toHaveBeenCalledWith('/')
    expect(redeem).toHaveBeenCalledTimes(1)
    expect(redeem).toHaveBeenCalledWith('abc')
  })

  it('says that a used or expired link is dead, with a way home', async () => {
    const redeem = vi.fn(() => Promise.reject(new ApiError({ status: 401, ErrorCode: 'InvalidLink', description: 'HTTP 401' })))
    const router = renderRedeem('used', redeem)
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Linket er udløbet eller allerede brugt. Åbn kunden i administrationen og prøv igen.',
      ),
    )
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/')
    expect(router.replace).not.toHaveBeenCalled()
  })

  it('asks nothing without a token', () => {
    const redeem = vi.fn()
    renderRedeem(null, redeem)
    expect(screen.getByRole('alert')).toHaveTextContent('Linket mangler en kode.')
    expect(redeem).not.toHaveBeenCalled()
  })
})
