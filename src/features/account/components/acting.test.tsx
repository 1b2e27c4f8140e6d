// The account's limits while staff act as the customer (docs/api/impersonation.md, docs/adr/0028): the customer
// answer says CanImpersonate: true, and what only the customer may do is locked or replaced by a note.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import type { ReactElement } from 'react'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import type { Customer } from '@/features/customer/api/schemas'
import { installBrowserStubs } from '@/test/browserStubs'
import { ChangePasswordForm } from './ChangePasswordForm'
import { MarketingCard } from './MarketingCard'
import { ProfileForm } from './ProfileForm'
import { YourDataCard } from './YourDataCard'
import { authState, installAccountApi, renderAccount, type AccountApiAnswer, type AccountApiRequest } from '../testing/renderAccount'

const customer = customerAnswer()
const acted = customerAnswer({ CanImpersonate: true })
const REFUSED: AccountApiAnswer = {
  status: 403,
  data: { ErrorCode: 'ImpersonationNotAllowed', Message: 'Kun kunden selv kan gøre dette.' },
}
const SETTINGS = { ClubMember: true, ClubMemberConsent: true, Newsletter: true, LegitimateInterests: ['Events'] }

let restore: (() => void) | undefined

function render(ui: ReactElement, who: Customer, answer: (request: AccountApiRequest) => AccountApiAnswer = () => ({ status: 404 })) {
  const api = installAccountApi((request) =>
    request.path === '/bloomreach/customersettings/' ? { status: 200, data: SETTINGS } : answer(request),
  )
  restore = api.restore
  const auth = authState({ status: 'authenticated', customer: who, loginKey: who.HardId })
  renderAccount(ui, { auth, url: '/konto/', route: '/konto' })
  return api
}

describe('the account while staff act as the customer', () => {
  beforeAll(() => installBrowserStubs())
  beforeEach(() => toast.remove())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('shows the e-mail read-only with the reason while acting', () => {
    render(<ProfileForm customer={acted} />, acted)
    expect(screen.getByText('kunde@delikat.dk', { selector: 'dd' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /e-mail/i })).toBeNull()
    expect(screen.getByTestId('email-acting-note')).toHaveTextContent('Kun kunden selv kan ændre e-mailadressen.')
  })

  it('shows the customer their e-mail without the note', () => {
    render(<ProfileForm customer={customer} />, customer)
    expect(screen.getByText('kunde@delikat.dk', { selector: 'dd' })).toBeInTheDocument()
    expect(screen.queryByTestId('email-acting-note')).toBeNull()
  })

  it("shows the server's message when a save is refused with ImpersonationNotAllowed", async () => {
    const api = render(<ProfileForm customer={acted} />, acted, (request) =>
      request.method === 'PUT' && request.path === '/customer/' ? REFUSED : { status: 404 },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Gem oplysninger' }))
    expect(await screen.findByText('Kun kunden selv kan gøre dette.')).toBeInTheDocument()
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(true)
  })

  it('replaces the password form by a note while acting', () => {
    render(<ChangePasswordForm customer={acted} />, acted)
    expect(screen.getByTestId('password-acting-note')).toHaveTextContent('Adgangskoden kan kun ændres af kunden selv.')
    expect(screen.queryByLabelText('Nuværende adgangskode')).toBeNull()
  })

  it('keeps the password form for the customer', () => {
    render(<ChangePasswordForm customer={customer} />, customer)
    expect(screen.getByLabelText('Nuværende adgangskode')).toBeInTheDocument()
    expect(screen.queryByTestId('password-acting-note')).toBeNull()
  })

  it('shows the consents disabled with a note while acting, and sends nothing', async () => {
    const api = render(<MarketingCard />, acted)
    const card = await screen.findByRole('form', { name: 'Nyhedsbrev og interesser' })
    expect(within(card).getByTestId('consents-acting-note')).toHaveTextContent('Samtykker kan kun gives og trækkes tilbage af kunden selv.')
    const boxes = within(card).getAllByRole('checkbox')
    expect(boxes.length).toBeGreaterThan(1)
    for (const box of boxes) expect(box).toBeDisabled()
    expect(within(card).getByRole('checkbox', { name: /nyhedsbrev/i })).toBeChecked()
    expect(within(card).queryByRole('button')).toBeNull()
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('leaves the consents open to the customer', async () => {
    render(<MarketingCard />, customer)
    const card = await screen.findByRole('form', { name: 'Nyhedsbrev og interesser' })
    for (const box of within(card).getAllByRole('checkbox')) expect(box).toBeEnabled()
    expect(within(card).queryByTestId('consents-acting-note')).toBeNull()
  })

  it('replaces download and delete by a note while acting', () => {
    render(<YourDataCard customer={acted} />, acted)
    const section = screen.getByRole('region', { name: 'Dine data' })
    expect(within(section).getByTestId('data-acting-note')).toHaveTextContent('Kun kunden selv kan hente sine data eller slette sin konto.')
    expect(within(section).queryByRole('button')).toBeNull()
  })

  it('keeps download and delete for the customer', () => {
    render(<YourDataCard customer={customer} />, customer)
    const section = screen.getByRole('region', { name: 'Dine data' })
    expect(within(section).getByRole('button', { name: 'Slet din konto' })).toBeInTheDocument()
    expect(within(section).queryByTestId('data-acting-note')).toBeNull()
  })

  it("shows the server's message when a download is refused with ImpersonationNotAllowed", async () => {
    // The customer answer may lag behind the act (acting started in another tab): the backend's refusal is said.
    render(<YourDataCard customer={customer} />, customer, (request) => (request.path === '/customer/export/' ? REFUSED : { status: 404 }))
    await userEvent.click(screen.getByRole('button', { name: 'Download dine data (JSON)' }))
    await waitFor(() => expect(screen.getByText('Kun kunden selv kan gøre dette.')).toBeInTheDocument())
  })
})
