import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { AppToaster } from '@/components/Toasts/Toasts'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { ResetPasswordView } from './ResetPasswordView'

vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

const PASSWORD = 'Nyt-kodeord-2026'

function renderView(token: string | null, handler: FakeHandler) {
  const fake = installFakeShopApi(handler)
  const user = userEvent.setup()
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <ResetPasswordView token={token} />
      <AppToaster />
    </MockRouterProvider>,
  )
  return { fake, user }
}

/** The text beneath a control, as assistive technology finds it. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

describe('ResetPasswordView', () => {
  beforeAll(() => installBrowserStubs())
  let restore: (() => void) | undefined
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('checks the link, states the rules and sets the new password; then points to the login', async () => {
    const { fake, user } = renderView('tok-1', (request) =>
      request.path === '/auth/validatetoken/' ? { status: 200, data: { Valid: true } } : { status: 200, data: { Result: 'Success' } },
    )
    restore = fake.restore
    expect(screen.getByRole('status')).toHaveTextContent('Tjekker linket …')
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

    const password = await screen.findByLabelText('Ny adgangskode')
    expect(description(password)).toBe('Mindst 10 tegn med mindst ét bogstav og ét tal.')
    await user.type(password, 'kortkode')
    await user.type(screen.getByLabelText('Gentag ny adgangskode'), 'andet')
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }))
    expect(description(password)).toContain('Adgangskoden skal være 10 til 128 tegn')
    expect(description(screen.getByLabelText('Gentag ny adgangskode'))).toBe('De to adgangskoder er ikke ens.')
    expect(password).toHaveFocus()

    await user.clear(password)
    await user.type(password, PASSWORD)
    await user.clear(screen.getByLabelText('Gentag ny adgangskode'))
    await user.type(screen.getByLabelText('Gentag ny adgangskode'), PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }))

    expect(await screen.findByTestId('reset-password-done')).toHaveTextContent('Din adgangskode er ændret')
    expect(screen.getByRole('link', { name: 'Log ind' })).toHaveAttribute('href', expect.stringMatching(/^\/log-ind\/?$/))
    expect(fake.requests).toEqual([
      { method: 'POST', path: '/auth/validatetoken/', body: { Token: 'tok-1' } },
      { method: 'PUT', path: '/auth/resetpassword/changepassword/', body: { Token: 'tok-1', Password: PASSWORD } },
    ])
  })

  it('says clearly that a used or expired link no longer works, and offers a new one', async () => {
    const { fake } = renderView('used', () => ({ status: 200, data: { Valid: false } }))
    restore = fake.restore
    expect(await screen.findByTestId('reset-link-expired')).toHaveTextContent(
      'Linket til at nulstille adgangskoden er udløbet eller allerede brugt.',
    )
    expect(screen.queryByLabelText('Ny adgangskode')).toBeNull()
    expect(screen.getByRole('link', { name: 'Bed om et nyt link' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/glemt-adgangskode\/?$/),
    )
  })

  it('treats an address without a token as a dead link, without asking the server', () => {
    const { fake } = renderView(null, () => ({ status: 200, data: { Valid: true } }))
    restore = fake.restore
    expect(screen.getByTestId('reset-link-expired')).toHaveTextContent('Linket er ikke helt.')
    expect(fake.requests).toHaveLength(0)
  })

  it('turns to the dead-link message when the token dies before the new password is saved', async () => {
    const { fake, user } = renderView('tok-2', (request) =>
      request.path === '/auth/validatetoken/'
        ? { status: 200, data: { Valid: true } }
        : { status: 400, data: { ErrorCode: 'InvalidToken', Message: 'Linket er ugyldigt, brugt eller udløbet.' } },
    )
    restore = fake.restore
    await user.type(await screen.findByLabelText('Ny adgangskode'), PASSWORD)
    await user.type(screen.getByLabelText('Gentag ny adgangskode'), PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }))
    expect(await screen.findByTestId('reset-link-expired')).toBeInTheDocument()
  })

  it("shows the server's password message beneath the field", async () => {
    const { fake, user } = renderView('tok-3', (request) =>
      request.path === '/auth/validatetoken/'
        ? { status: 200, data: { Valid: true } }
        : {
            status: 400,
            data: { ErrorCode: 'ContainsError', Message: 'Ret de markerede felter.', Errors: { Password: 'For almindelig adgangskode.' } },
          },
    )
    restore = fake.restore
    const password = await screen.findByLabelText('Ny adgangskode')
    await user.type(password, PASSWORD)
    await user.type(screen.getByLabelText('Gentag ny adgangskode'), PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }))
    await waitFor(() => expect(description(password)).toContain('For almindelig adgangskode.'))
    expect(password).toHaveFocus()
  })

  it('offers to try again when the link could not be checked', async () => {
    let calls = 0
    const { fake, user } = renderView('tok-4', () => (++calls === 1 ? { status: 500 } : { status: 200, data: { Valid: true } }))
    restore = fake.restore
    await user.click(await screen.findByRole('button', { name: 'Prøv igen' }))
    expect(await screen.findByLabelText('Ny adgangskode')).toBeInTheDocument()
  })
})
