import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MotionGlobalConfig } from 'framer-motion'
import Cookies from 'js-cookie'
import toast from 'react-hot-toast'
import { AppToaster } from '@/components/Toasts/Toasts'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { useAuth } from '../auth-context'
import { AuthProvider } from '../AuthProvider'
import { SESSION_HINT_COOKIE_NAME } from '../session-token'
import { customerAnswer, fakeAuthBackend, type FakeAuthBackendOptions } from '../testing/fakeAuthBackend'
import { formatLockTime } from './LoginForm'

function Openers() {
  const { openLogin, status, customer } = useAuth()
  return (
    <div>
      <button type="button" onClick={() => openLogin({ clientType: 'B2C' })}>
        Åbn login
      </button>
      <button type="button" onClick={() => openLogin({ clientType: 'B2B' })}>
        Åbn erhvervslogin
      </button>
      <p data-testid="status">{status}</p>
      <p data-testid="customer">{customer?.Email ?? 'none'}</p>
    </div>
  )
}

let restore: (() => void) | undefined

function renderDialogs(options: FakeAuthBackendOptions = {}) {
  const backend = fakeAuthBackend({ customer: null, ...options })
  const fake = installFakeShopApi(backend.handler)
  restore = fake.restore
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <AuthProvider>
        <Openers />
        <AppToaster />
      </AuthProvider>
    </MockRouterProvider>,
  )
  const logins = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/login/')
  return { backend, fake, logins }
}

async function open(user: ReturnType<typeof userEvent.setup>, which: 'Åbn login' | 'Åbn erhvervslogin' = 'Åbn login') {
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
  await user.click(screen.getByRole('button', { name: which }))
  return screen.findByRole('dialog', { name: which === 'Åbn login' ? 'Log ind' : 'Erhvervslogin' })
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, password = 'Forkert-kode-1') {
  await user.type(within(dialog).getByLabelText('E-mailadresse'), 'kunde@delikat.dk')
  await user.type(within(dialog).getByLabelText('Adgangskode'), password)
  await user.click(within(dialog).getByRole('button', { name: /^Log ind/ }))
}

describe('the login dialogs (docs/product.md §2, §5, §8 login results)', () => {
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
    toast.remove()
  })

  it('closes the login dialog and the business login dialog on Escape', async () => {
    const user = userEvent.setup()
    renderDialogs()
    const login = await open(user)
    expect(within(login).getByLabelText('E-mailadresse')).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const business = await open(user, 'Åbn erhvervslogin')
    expect(within(business).getByRole('button', { name: 'Log ind som erhvervskunde' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('validates on submit, writes errors beneath the fields, focuses the first and revalidates on change', async () => {
    const user = userEvent.setup()
    const { logins } = renderDialogs()
    const dialog = await open(user)
    await user.click(within(dialog).getByRole('button', { name: 'Log ind' }))

    const email = within(dialog).getByLabelText('E-mailadresse')
    expect(await within(dialog).findByText('Skriv din e-mailadresse.')).toBeInTheDocument()
    expect(within(dialog).getByText('Skriv din adgangskode.')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Skriv din e-mailadresse.')
    expect(email).toHaveFocus()
    expect(logins()).toHaveLength(0)

    await user.type(email, 'kunde@')
    expect(within(dialog).getByText('Skriv en gyldig e-mailadresse, f.eks. navn@eksempel.dk.')).toBeInTheDocument()
    await user.type(email, 'delikat.dk')
    expect(within(dialog).queryByText(/gyldig e-mailadresse/)).not.toBeInTheDocument()
  })

  it('shows and hides the password', async () => {
    const user = userEvent.setup()
    renderDialogs()
    const dialog = await open(user)
    const password = within(dialog).getByLabelText('Adgangskode')
    expect(password).toHaveAttribute('type', 'password')
    const reveal = within(dialog).getByRole('button', { name: 'Vis adgangskode' })
    await user.click(reveal)
    expect(password).toHaveAttribute('type', 'text')
    expect(reveal).toHaveAttribute('aria-pressed', 'true')
    await user.click(reveal)
    expect(password).toHaveAttribute('type', 'password')
  })

  it('links to the password reset and to the sign-up of its own kind', async () => {
    const user = userEvent.setup()
    renderDialogs()
    const login = await open(user)
    expect(within(login).getByRole('link', { name: 'Glemt adgangskode?' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/glemt-adgangskode\/?$/),
    )
    expect(within(login).getByRole('link', { name: 'Opret konto' })).toHaveAttribute('href', expect.stringMatching(/^\/opret-kunde\/?$/))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const business = await open(user, 'Åbn erhvervslogin')
    expect(within(business).getByRole('link', { name: 'Opret erhvervskonto' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/opret-erhvervskunde\/?$/),
    )
  })

  it('InvalidCredentials: says so, keeps the e-mail, empties and focuses the password', async () => {
    const user = userEvent.setup()
    const { logins } = renderDialogs({
      loginAnswers: [{ Result: 'InvalidCredentials', Message: 'Forkert e-mailadresse eller adgangskode.' }],
    })
    const dialog = await open(user)
    await fillAndSubmit(user, dialog)

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Forkert e-mailadresse eller adgangskode. Prøv igen.')
    expect(within(dialog).getByLabelText('E-mailadresse')).toHaveValue('kunde@delikat.dk')
    const password = within(dialog).getByLabelText('Adgangskode')
    expect(password).toHaveValue('')
    await waitFor(() => expect(password).toHaveFocus())
    expect(logins()[0]?.body).toEqual({ Email: 'kunde@delikat.dk', Password: 'Forkert-kode-1', ClientType: 'B2C' })
    expect(screen.getByTestId('status')).toHaveTextContent('guest')
  })

  it('InvalidAccountSetup: shows the message and switches to the business login with the e-mail kept', async () => {
    const user = userEvent.setup()
    const { logins } = renderDialogs({
      loginAnswers: [{ Result: 'InvalidAccountSetup', Message: 'Din konto er en erhvervskonto. Log ind via erhvervslogin.' }],
      loginCustomer: customerAnswer({ Email: 'firma@delikat.dk', ClientType: 'B2B', HardId: 'B-1' }),
    })
    const dialog = await open(user)
    await fillAndSubmit(user, dialog)

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Din konto er en erhvervskonto. Log ind via erhvervslogin.')
    await user.click(within(dialog).getByRole('button', { name: 'Gå til erhvervslogin' }))

    const business = await screen.findByRole('dialog', { name: 'Erhvervslogin' })
    expect(within(business).getByLabelText('E-mailadresse')).toHaveValue('kunde@delikat.dk')
    const password = within(business).getByLabelText('Adgangskode')
    await waitFor(() => expect(password).toHaveFocus())
    await user.type(password, 'Delikat-demo-2026')
    await user.click(within(business).getByRole('button', { name: 'Log ind som erhvervskunde' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(logins()[1]?.body).toEqual(expect.objectContaining({ ClientType: 'B2B', Email: 'kunde@delikat.dk' }))
    expect(await screen.findByText('Velkommen, Karen. Du er logget ind.')).toBeInTheDocument()
  })

  it('RequiresClubMemberConsent: shows the club terms and logs in again with the consent', async () => {
    const user = userEvent.setup()
    const { logins } = renderDialogs({
      loginAnswers: [{ Result: 'RequiresClubMemberConsent', Message: 'Accepter klubbens vilkår.' }],
    })
    const dialog = await open(user)
    await fillAndSubmit(user, dialog, 'Delikat-demo-2026')

    const step = await within(dialog).findByRole('heading', { name: 'Kundeklubbens vilkår' })
    await waitFor(() => expect(step).toHaveFocus())
    expect(within(dialog).getByRole('region', { name: 'Vilkår for Delikats kundeklub' })).toHaveTextContent(/medlemstilbud/)
    const submit = within(dialog).getByRole('button', { name: 'Accepter og log ind' })
    await user.click(submit)
    expect(within(dialog).getByText('Accepter vilkårene for at logge ind.')).toBeInTheDocument()
    expect(logins()).toHaveLength(1)

    await user.click(within(dialog).getByRole('checkbox', { name: 'Jeg har læst og accepterer kundeklubbens vilkår' }))
    await user.click(submit)

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(logins()[1]?.body).toEqual({
      Email: 'kunde@delikat.dk',
      Password: 'Delikat-demo-2026',
      ClientType: 'B2C',
      ClubMemberConsent: true,
    })
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'))
  })

  it('TooManyAttempts: says when the lock lifts in local time and keeps the button disabled until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const lockedUntil = new Date(Date.now() + 15 * 60 * 1000)
    renderDialogs({
      loginAnswers: [{ Result: 'TooManyAttempts', Message: 'Din konto er låst.', LockedUntil: lockedUntil.toISOString() }],
    })
    const dialog = await open(user)
    await fillAndSubmit(user, dialog)

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(`Du kan prøve igen kl. ${formatLockTime(lockedUntil, 'da')}.`)
    expect(within(alert).getByRole('link', { name: 'Nulstil din adgangskode i stedet' })).toBeInTheDocument()
    const submit = within(dialog).getByRole('button', { name: 'Log ind' })
    expect(submit).toBeDisabled()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(14 * 60 * 1000)
    })
    expect(submit).toBeDisabled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60 * 1000 + 1)
    })
    await waitFor(() => expect(submit).toBeEnabled())
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('Success: closes the dialog, welcomes the customer and logs in', async () => {
    const user = userEvent.setup()
    renderDialogs({ loginCustomer: customerAnswer() })
    const dialog = await open(user)
    await fillAndSubmit(user, dialog, 'Delikat-demo-2026')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Velkommen, Karen. Du er logget ind.')).toBeInTheDocument()
    expect(screen.getByTestId('customer')).toHaveTextContent('kunde@delikat.dk')
    expect(Cookies.get('token')).toBeDefined()
  })

  it('a failed call shows the fallback message in the dialog', async () => {
    const user = userEvent.setup()
    const { fake } = renderDialogs()
    fake.restore()
    restore = installFakeShopApi(() => ({ status: 500 })).restore
    const dialog = await open(user)
    await fillAndSubmit(user, dialog)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Noget gik galt. Prøv igen.')
    expect(screen.getByTestId('status')).toHaveTextContent('guest')
  })
})
