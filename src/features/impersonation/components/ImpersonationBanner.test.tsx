// The banner while acting: who, as what kind of customer, and Stop.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { StaffContext, type ActingAs, type StaffState } from '../staff-context'
import { ImpersonationBanner } from './ImpersonationBanner'

function renderBanner(actingAs: ActingAs | null) {
  const state: StaffState = {
    isStaff: true,
    status: null,
    actingAs,
    staffLogout: vi.fn(),
    startActing: vi.fn(),
    stopActing: vi.fn(async () => undefined),
    redeemLink: vi.fn(),
    panelOpen: false,
    setPanelOpen: vi.fn(),
  }
  renderWithProviders(
    <StaffContext.Provider value={state}>
      <ImpersonationBanner />
    </StaffContext.Provider>,
  )
  return state
}

describe('ImpersonationBanner', () => {
  it('names a business customer and the company, and stops acting', async () => {
    const user = userEvent.setup()
    const state = renderBanner({ name: 'Anna Jensen', clientType: 'B2B', company: 'Restaurant Smagen ApS' })
    const banner = screen.getByRole('region', { name: 'Du handler som en kunde' })
    expect(banner).toHaveTextContent('Du handler som Anna Jensen (B2B: Restaurant Smagen ApS)')
    await user.click(screen.getByRole('button', { name: 'Stop med at handle som Anna Jensen' }))
    expect(state.stopActing).toHaveBeenCalledTimes(1)
  })

  it('says when the customer is a consumer', () => {
    renderBanner({ name: 'Karen Kunde', clientType: 'B2C', company: null })
    expect(screen.getByRole('status')).toHaveTextContent('Du handler som Karen Kunde (privatkunde)')
  })

  it('shows nothing when nobody is acted as', () => {
    renderBanner(null)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })
})
