// The header's account dropdown: a guest's logins, a customer's pages and log-out, and a button named as it reads.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { authState } from '@/features/auth/testing/fakeAuthBackend'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import type { Customer } from '@/features/customer/api/schemas'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { AccountMenu } from './AccountMenu'

function renderMenu(overrides: Partial<AuthState>) {
  const auth = authState(overrides)
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <AuthContext.Provider value={auth}>
        <AccountMenu />
      </AuthContext.Provider>
    </MockRouterProvider>,
  )
  return auth
}

const signedIn = (customer: Customer): Partial<AuthState> => ({
  status: 'authenticated',
  customer,
  loginKey: customer.HardId,
  isB2B: customer.ClientType === 'B2B',
})

describe('AccountMenu', () => {
  it("opens the login or the business login from a guest's menu", async () => {
    const user = userEvent.setup()
    const auth = renderMenu({})
    const button = screen.getByRole('button', { name: 'Min konto' })
    await user.click(button)
    await user.click(screen.getByRole('button', { name: 'Erhvervslogin' }))
    expect(auth.openLogin).toHaveBeenCalledWith({ clientType: 'B2B' })
    // The menu closes and its button keeps the focus, for the dialog to give it back to.
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
    await user.click(button)
    await user.click(screen.getByRole('button', { name: 'Log ind' }))
    expect(auth.openLogin).toHaveBeenLastCalledWith({ clientType: 'B2C' })
  })

  it('names a business customer and the company, links the account pages and logs out', async () => {
    const user = userEvent.setup()
    const auth = renderMenu(
      signedIn(customerAnswer({ FirstName: 'Frederik', LastName: 'Firma', ClientType: 'B2B', Company: 'Restaurant Smagen ApS' })),
    )
    const button = screen.getByRole('button', { name: 'Min konto (Frederik)' })
    await user.click(button)
    const panel = screen.getByRole('group', { name: 'Min konto' })
    expect(within(panel).getByText('Logget ind som erhvervskunde')).toBeInTheDocument()
    expect(within(panel).getByText('Frederik Firma')).toBeInTheDocument()
    expect(within(panel).getByText('Restaurant Smagen ApS')).toBeInTheDocument()
    const pages = within(panel).getByRole('navigation', { name: 'Min konto' })
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      expect.stringMatching(/^\/konto\/?$/),
      expect.stringMatching(/^\/konto\/ordrer\/?$/),
      expect.stringMatching(/^\/konto\/favoritter\/?$/),
      expect.stringMatching(/^\/konto\/adresser\/?$/),
      expect.stringMatching(/^\/konto\/adgangskode\/?$/),
    ])
    await user.click(within(panel).getByRole('button', { name: 'Log ud' }))
    expect(auth.logout).toHaveBeenCalled()
  })

  it("shows the customer's first name on the button, and says it within the button's name (label in name)", () => {
    renderMenu(signedIn(customerAnswer({ FirstName: 'Karen' })))
    const button = screen.getByRole('button', { name: 'Min konto (Karen)' })
    // What a voice-control user reads on the button is what they can say to press it (WCAG 2.5.3).
    expect(button).toHaveTextContent(/^Karen$/)
  })

  it('shows and names a guest\'s button "Min konto"', () => {
    renderMenu({})
    expect(screen.getByRole('button', { name: 'Min konto' })).toHaveTextContent(/^Min konto$/)
  })

  it('shows no company for a consumer', async () => {
    const user = userEvent.setup()
    renderMenu(signedIn(customerAnswer({ Company: '' })))
    await user.click(screen.getByRole('button', { name: 'Min konto (Karen)' }))
    expect(screen.getByText('Logget ind som')).toBeInTheDocument()
    expect(screen.getByText('Karen Kunde')).toBeInTheDocument()
  })
})
