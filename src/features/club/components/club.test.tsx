// The customer club in the storefront (docs/api/marketing.md): the sign-up form for guests and consumers, and the
// membership in the account, with the terms' version sent back and the texts for members, businesses and staff.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import type { ReactElement } from 'react'
import {
  authState,
  installAccountApi,
  renderAccount,
  type AccountApiAnswer,
  type AccountApiRequest,
} from '@/features/account/testing/renderAccount'
import type { AuthState } from '@/features/auth/auth-context'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { ClubMembership } from './ClubMembership'
import { ClubSignupForm } from './ClubSignupForm'

const TERMS: { ClubMember: boolean; ConsentGivenAt: string | null; Text: string; Version: string } = {
  ClubMember: false,
  ConsentGivenAt: null,
  Text: 'Første afsnit.\n\nAndet afsnit.',
  Version: 'club-2026-11',
}
const MEMBER = { ...TERMS, ClubMember: true, ConsentGivenAt: '2026-03-02T10:00:00.000Z' }

let restore: (() => void) | undefined

function render(ui: ReactElement, auth: AuthState, answer: (request: AccountApiRequest) => AccountApiAnswer) {
  const api = installAccountApi(answer)
  restore = api.restore
  renderAccount(ui, { auth, url: '/delikat-klub/', route: '/[[...slug]]' })
  return api
}

const guest = authState({ status: 'guest', customer: null })
const consumer = customerAnswer()
const signedIn = authState({ status: 'authenticated', customer: consumer, loginKey: consumer.HardId })

beforeAll(() => installBrowserStubs())
beforeEach(() => toast.remove())
afterEach(() => {
  restore?.()
  restore = undefined
})

describe('the club sign-up form', () => {
  it('asks a guest for a valid e-mail and the consent, then signs up with the version of the terms shown', async () => {
    const user = userEvent.setup()
    const api = render(<ClubSignupForm />, guest, (request) =>
      request.path === '/bloomreach/clubmemberconsent/' ? { status: 200, data: TERMS } : { status: 201, data: { Result: 'Success' } },
    )
    const email = await screen.findByRole('textbox', { name: 'E-mailadresse' })
    await user.click(screen.getByRole('button', { name: 'Meld mig ind' }))
    expect(await screen.findByText('Sæt kryds, hvis du vil være medlem.')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([])

    await user.type(email, 'ny@example.dk')
    await user.type(screen.getByRole('textbox', { name: /Fornavn/ }), 'Nina')
    await user.click(screen.getByRole('checkbox', { name: /Ja tak, jeg vil være medlem/ }))
    // The terms, folded away, in the backend's paragraphs.
    await user.click(screen.getByText('Læs vilkårene for Delikat Klub'))
    expect(screen.getByText('Andet afsnit.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Meld mig ind' }))
    expect(await screen.findByTestId('club-signup-done')).toHaveTextContent('Tak! Du er meldt ind i Delikat Klub.')
    expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/bloomreach/clubsignup/',
      body: { Email: 'ny@example.dk', FirstName: 'Nina', Consent: true, Version: 'club-2026-11' },
    })
  })

  it('reads the terms again when they changed meanwhile, and asks for the tick again', async () => {
    const user = userEvent.setup()
    let version = 'club-2026-11'
    const api = render(<ClubSignupForm />, guest, (request) => {
      if (request.path === '/bloomreach/clubmemberconsent/') return { status: 200, data: { ...TERMS, Version: version } }
      version = 'club-2027-01'
      return { status: 400, data: { ErrorCode: 'ClubTermsChanged', Message: 'Vilkårene er ændret. Læs dem igen.', Errors: {} } }
    })
    await user.type(await screen.findByRole('textbox', { name: 'E-mailadresse' }), 'ny@example.dk')
    await user.click(screen.getByRole('checkbox', { name: /Ja tak/ }))
    await user.click(screen.getByRole('button', { name: 'Meld mig ind' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Vilkårene er ændret. Læs dem igen.')
    expect(screen.getByRole('checkbox', { name: /Ja tak/ })).not.toBeChecked()
    await waitFor(() => expect(api.requests.filter((request) => request.path === '/bloomreach/clubmemberconsent/')).toHaveLength(2))
  })

  it('tells a member so, and a business customer that the club is for consumers', async () => {
    render(<ClubSignupForm />, signedIn, () => ({ status: 200, data: MEMBER }))
    expect(await screen.findByTestId('club-member')).toHaveTextContent('Du er allerede medlem af Delikat Klub.')
    restore?.()
    const business = customerAnswer({ ClientType: 'B2B' })
    render(<ClubSignupForm />, authState({ status: 'authenticated', customer: business, loginKey: 'b' }), () => ({
      status: 200,
      data: TERMS,
    }))
    expect(await screen.findByText(/Delikat Klub er for privatkunder/)).toBeInTheDocument()
  })

  it('lets a logged-in consumer join with the tick alone', async () => {
    const user = userEvent.setup()
    const api = render(<ClubSignupForm />, signedIn, (request) =>
      request.method === 'GET' ? { status: 200, data: TERMS } : { status: 201, data: { Result: 'Success' } },
    )
    await user.click(await screen.findByRole('checkbox', { name: /Ja tak/ }))
    expect(screen.queryByRole('textbox', { name: 'E-mailadresse' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Bliv medlem' }))
    expect(await screen.findByTestId('club-signup-done')).toHaveTextContent('Velkommen i Delikat Klub!')
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ Email: 'kunde@delikat.dk', Consent: true })
  })
})

describe('the club membership in the account', () => {
  it('shows a member since when, and leaves with a reason after a second click', async () => {
    const user = userEvent.setup()
    let current: typeof TERMS = MEMBER
    const api = render(<ClubMembership />, signedIn, (request) => {
      if (request.method === 'DELETE') current = TERMS
      return { status: 200, data: current }
    })
    expect(await screen.findByText(/Du er medlem af Delikat Klub siden 2\. marts 2026/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Meld mig ud af klubben' }))
    await user.type(screen.getByRole('textbox', { name: /Vil du fortælle hvorfor/ }), 'For mange mails')
    await user.click(screen.getByRole('button', { name: 'Ja, meld mig ud' }))
    expect(await screen.findByText('Du er meldt ud af Delikat Klub.')).toBeInTheDocument()
    expect(api.requests.find((request) => request.method === 'DELETE')).toMatchObject({
      path: '/customer/clubmemberconsentwithdraw/',
      body: { Reason: 'For mange mails' },
    })
    expect(await screen.findByRole('button', { name: 'Ja tak, meld mig ind' })).toBeInTheDocument()
  })

  it('joins with the version of the terms shown', async () => {
    const user = userEvent.setup()
    const api = render(<ClubMembership />, signedIn, (request) =>
      request.method === 'GET' ? { status: 200, data: TERMS } : { status: 200, data: MEMBER },
    )
    await user.click(await screen.findByRole('button', { name: 'Ja tak, meld mig ind' }))
    expect(await screen.findByText('Du er nu medlem af Delikat Klub.')).toBeInTheDocument()
    expect(api.requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/customer/clubmemberconsent/',
      body: { Consent: true, Version: 'club-2026-11' },
    })
  })

  it('locks the buttons while staff act as the customer', async () => {
    const acted = customerAnswer({ CanImpersonate: true })
    render(<ClubMembership />, authState({ status: 'authenticated', customer: acted, loginKey: 'x' }), () => ({
      status: 200,
      data: MEMBER,
    }))
    expect(await screen.findByText(/Du er medlem af Delikat Klub siden/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Meld mig ud af klubben' })).toBeNull()
    expect(screen.getByText(/kun kunden selv kan melde sig ind/)).toBeInTheDocument()
  })
})
