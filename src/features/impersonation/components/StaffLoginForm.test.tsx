// The staff login in the login dialog: the link switches to it, each Result's message shows and keeps the e-mail,
// and a success writes the staff hint, asks for the status, closes the dialog and says so.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MotionGlobalConfig } from 'framer-motion'
import Cookies from 'js-cookie'
import toast from 'react-hot-toast'
import { AppToaster } from '@/components/Toasts/Toasts'
import { useAuth } from '@/features/auth/auth-context'
import { AuthProvider } from '@/features/auth/AuthProvider'
import { fakeAuthBackend } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeAnswer } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { STAFF_HINT_COOKIE_NAME } from '../staff-hint'
import { statusAnswer } from '../testing/staffFixtures'

function Opener() {
  const { openLogin, status } = useAuth()
  return (
    <>
      <p data-testid="status">{status}</p>
      <button type="button" onClick={() => openLogin()}>
        Åbn login
      </button>
    </>
  )
}

let restore: (() => void) | undefined

function renderDialog(staffAnswers: FakeAnswer[]) {
  const backend = fakeAuthBackend({ customer: null })
  const answers = [...staffAnswers]
  const fake = installFakeShopApi((request) => {
    if (request.method === 'POST' && request.path === '/auth/staff/login/') return answers.shift() ?? { status: 500 }
    if (request.method === 'GET' && request.path === '/auth/impersonation/status/') return { status: 200, data: statusAnswer() }
    return backend.handler(request)
  })
  restore = fake.restore
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <AuthProvider>
        <Opener />
        <AppToaster />
      </AuthProvider>
    </MockRouterProvider>,
  )
  return fake
}

async function openStaffLogin(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
  await user.click(screen.getByRole('button', { name: 'Åbn login' }))
  const dialog = await screen.findByRole('dialog', { name: 'Log ind' })
  await user.click(within(dialog).getByRole('link', { name: 'Log ind som medarbejder' }))
  return screen.findByRole('dialog', { name: 'Log ind som medarbejder' })
}

describe('the staff login in the login dialog', () => {
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
    toast.remove()
  })

  it('shows why an account may not act as customers and keeps the e-mail', async () => {
    const user = userEvent.setup()
    const message = 'Din rolle må ikke handle som kunder.'
    const fake = renderDialog([{ status: 200, data: { Result: 'NotAllowed', Message: message } }])
    const dialog = await openStaffLogin(user)
    await user.type(within(dialog).getByLabelText('E-mail'), 'redaktoer@delikat.dk')
    await user.type(within(dialog).getByLabelText('Adgangskode'), 'Delikat-demo-2026')
    await user.click(within(dialog).getByRole('button', { name: 'Log ind som medarbejder' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('redaktoer@delikat.dk')
    expect(fake.requests).toContainEqual({
      method: 'POST',
      path: '/auth/staff/login/',
      body: { Email: 'redaktoer@delikat.dk', Password: 'Delikat-demo-2026' },
    })
    expect(Cookies.get(STAFF_HINT_COOKIE_NAME)).toBeUndefined()
  })

  it('logs staff in: the hint, the status, the dialog closed and a toast', async () => {
    const user = userEvent.setup()
    const fake = renderDialog([
      { status: 200, data: { Result: 'InvalidCredentials' } },
      { status: 200, data: { Result: 'Success', Staff: { Name: 'Kirsten Kundeservice', Email: 'kundeservice@delikat.dk' } } },
    ])
    const dialog = await openStaffLogin(user)
    await user.type(within(dialog).getByLabelText('E-mail'), 'kundeservice@delikat.dk')
    await user.type(within(dialog).getByLabelText('Adgangskode'), 'forkert')
    await user.click(within(dialog).getByRole('button', { name: 'Log ind som medarbejder' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Forkert e-mail eller adgangskode.')
    // The password is emptied and focused for the next try.
    expect(within(dialog).getByLabelText('Adgangskode')).toHaveFocus()

    await user.type(within(dialog).getByLabelText('Adgangskode'), 'Delikat-demo-2026')
    await user.click(within(dialog).getByRole('button', { name: 'Log ind som medarbejder' }))
    expect(await screen.findByText('Du er logget ind som medarbejder')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(Cookies.get(STAFF_HINT_COOKIE_NAME)).toBe('1')
    expect(fake.requests.some((request) => request.path === '/auth/impersonation/status/')).toBe(true)
  })
})
