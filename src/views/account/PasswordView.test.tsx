import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { PasswordView } from './PasswordView'
import { authState, installAccountApi, renderAccount, type AccountApiAnswer } from '@/features/account/testing/renderAccount'

const customer = customerAnswer()

let restore: (() => void) | undefined

function renderPassword(answer: () => AccountApiAnswer) {
  const api = installAccountApi((request) =>
    request.method === 'PUT' && request.path === '/customer/password/' ? answer() : { status: 404, data: {} },
  )
  restore = api.restore
  renderAccount(<PasswordView />, {
    auth: authState({ status: 'authenticated', customer, loginKey: customer.HardId }),
    url: '/konto/adgangskode/',
    route: '/konto/adgangskode',
  })
  return api
}

const current = () => screen.getByLabelText('Nuværende adgangskode')
const fresh = () => screen.getByLabelText('Ny adgangskode')
const repeat = () => screen.getByLabelText('Gentag ny adgangskode')
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }))

describe('PasswordView', () => {
  beforeAll(() => installBrowserStubs())
  beforeEach(() => toast.remove())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('states the rules and checks them before sending', async () => {
    const api = renderPassword(() => ({ status: 204 }))
    expect(fresh()).toHaveAccessibleDescription('Mindst 10 tegn med mindst ét bogstav og ét tal.')

    await userEvent.type(current(), 'Gammel-kode-1')
    await userEvent.type(fresh(), 'kortkode')
    await userEvent.type(repeat(), 'kortkod')
    await submit()

    expect(await screen.findByText(/Adgangskoden skal være 10 til 128 tegn/)).toBeInTheDocument()
    expect(screen.getByText('De to adgangskoder er ikke ens.')).toBeInTheDocument()
    expect(fresh()).toHaveFocus()
    expect(api.requests).toEqual([])
  })

  it('shows a wrong current password beneath that field and focuses it', async () => {
    const api = renderPassword(() => ({
      status: 400,
      data: { ErrorCode: 'ContainsError', Message: 'Ret de markerede felter.', Errors: { CurrentPassword: 'Adgangskoden er forkert.' } },
    }))
    await userEvent.type(current(), 'forkert-kode-9')
    await userEvent.type(fresh(), 'Helt-ny-kode-2026')
    await userEvent.type(repeat(), 'Helt-ny-kode-2026')
    await submit()

    await waitFor(() => expect(current()).toHaveFocus())
    expect(current()).toHaveAccessibleDescription('Adgangskoden er forkert.')
    expect(current()).toHaveAttribute('aria-invalid', 'true')
    expect(fresh()).not.toHaveAttribute('aria-invalid')
    expect(api.requests[0]?.body).toEqual({ CurrentPassword: 'forkert-kode-9', NewPassword: 'Helt-ny-kode-2026' })
  })

  it('says when the password has changed and empties the form', async () => {
    renderPassword(() => ({ status: 204 }))
    await userEvent.type(current(), 'Delikat-demo-2026')
    await userEvent.type(fresh(), 'Helt-ny-kode-2026')
    await userEvent.type(repeat(), 'Helt-ny-kode-2026')
    await submit()

    expect(await screen.findByTestId('password-changed')).toHaveFocus()
    expect(screen.getByTestId('password-changed')).toHaveTextContent('Din adgangskode er skiftet.')
    expect(current()).toHaveValue('')
    expect(fresh()).toHaveValue('')
  })

  it('shows too many wrong guesses as a toast with the server message', async () => {
    renderPassword(() => ({
      status: 429,
      data: { ErrorCode: 'TooManyAttempts', Message: 'For mange forkerte adgangskoder. Prøv igen om 15 minutter.' },
    }))
    await userEvent.type(current(), 'forkert-kode-9')
    await userEvent.type(fresh(), 'Helt-ny-kode-2026')
    await userEvent.type(repeat(), 'Helt-ny-kode-2026')
    await submit()
    expect(await screen.findByText('For mange forkerte adgangskoder. Prøv igen om 15 minutter.')).toBeInTheDocument()
  })
})
