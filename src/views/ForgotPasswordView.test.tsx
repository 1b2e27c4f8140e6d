import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { AppToaster } from '@/components/Toasts/Toasts'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { ForgotPasswordView } from './ForgotPasswordView'

vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

function renderView(handler: FakeHandler) {
  const fake = installFakeShopApi(handler)
  const user = userEvent.setup()
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <ForgotPasswordView />
      <AppToaster />
    </MockRouterProvider>,
  )
  return { fake, user }
}

describe('ForgotPasswordView', () => {
  beforeAll(() => installBrowserStubs())
  let restore: (() => void) | undefined
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('asks for the e-mail, sends the reset mail and says the same whether the address has an account or not', async () => {
    const { fake, user } = renderView(() => ({ status: 202, data: { Result: 'Sent' } }))
    restore = fake.restore
    expect(screen.getByRole('heading', { level: 1, name: 'Glemt din adgangskode?' })).toBeInTheDocument()
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

    const email = screen.getByRole('textbox', { name: 'E-mailadresse' })
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveFocus()
    expect(screen.getByText('Udfyld feltet.')).toBeInTheDocument()
    expect(fake.requests).toHaveLength(0)

    await user.type(email, 'ukendt@delikat.dk')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    const sent = await screen.findByTestId('reset-mail-sent')
    expect(sent).toHaveTextContent(
      'Hvis ukendt@delikat.dk har en konto hos os, er en mail med et link til at vælge en ny adgangskode på vej.',
    )
    expect(sent).toHaveFocus()
    expect(fake.requests).toEqual([{ method: 'POST', path: '/auth/resetpassword/sendmail/', body: { Email: 'ukendt@delikat.dk' } }])

    // "Send again" brings the form back with the address kept.
    await user.click(screen.getByRole('button', { name: 'Send igen' }))
    expect(screen.getByRole('textbox', { name: 'E-mailadresse' })).toHaveValue('ukendt@delikat.dk')
  })

  it("shows the server's message when too many mails were asked for", async () => {
    const { fake, user } = renderView(() => ({
      status: 429,
      data: { ErrorCode: 'TooManyAttempts', Message: 'Du har bedt om for mange mails. Prøv igen om 12 minutter.' },
    }))
    restore = fake.restore
    await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), 'ane@delikat.dk')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Du har bedt om for mange mails. Prøv igen om 12 minutter.')
    expect(screen.queryByTestId('reset-mail-sent')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'E-mailadresse' })).toHaveValue('ane@delikat.dk')
  })

  it('shows the error toast when the mail could not be asked for', async () => {
    const { fake, user } = renderView(() => ({ status: 500 }))
    restore = fake.restore
    await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), 'ane@delikat.dk')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByText('Noget gik galt. Prøv igen.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send link' })).toBeEnabled())
  })
})
