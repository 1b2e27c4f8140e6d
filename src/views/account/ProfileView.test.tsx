import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { customerKeys } from '@/features/customer/api/customer-keys'
import type { Customer } from '@/features/customer/api/schemas'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { createTestQueryClient } from '@/test/render'
import { ProfileView } from './ProfileView'
import {
  authState,
  installAccountApi,
  renderAccount,
  type AccountApiAnswer,
  type AccountApiRequest,
} from '@/features/account/testing/renderAccount'

const consumer = customerAnswer()
const business = customerAnswer({
  Email: 'firma@delikat.dk',
  FirstName: 'Frederik',
  LastName: 'Firma',
  ClientType: 'B2B',
  HardId: 'C-2002',
  CustomerType: 'Business',
  Company: 'Restaurant Smagen ApS',
  Cvr: '12345674',
  OrderedBy: 'Frederik Firma',
  Department: 'Køkkenet',
})

const signedIn = (customer: Customer) =>
  authState({ status: 'authenticated', customer, loginKey: customer.HardId, isB2B: customer.ClientType === 'B2B' })

const SETTINGS = { ClubMember: false, ClubMemberConsent: false, Newsletter: false, LegitimateInterests: ['Events'] }
const ORDERS = {
  Orders: [
    {
      Uid: 'b6f1c1f4-1111-4a4a-8a8a-000000000001',
      OrderNumber: '10042',
      PlacedAt: '2026-11-03T19:03:00.000Z',
      Status: 'Shipped',
      PaymentMethod: 'CreditCard',
      DeliveryMethodType: 'DeliveryAddress',
      Quantity: 3,
      Total: { Amount: 84700, Text: '847,-' },
    },
  ],
  TotalPages: 1,
  TotalCount: 1,
  Page: 1,
}
const ORDER_SETTINGS = { PageSize: 10, Statuses: [{ Value: 'Shipped', Label: 'Afsendt' }] }

let restore: (() => void) | undefined

function backend(customer: Customer, put?: (request: AccountApiRequest) => AccountApiAnswer) {
  return installAccountApi((request) => {
    if (request.method === 'PUT' && request.path === '/customer/') {
      if (put) return put(request)
      return { status: 200, data: { ...customer, ...(request.body as object) } }
    }
    if (request.path === '/bloomreach/customersettings/') return { status: 200, data: SETTINGS }
    if (request.path === '/order/search/') return { status: 200, data: ORDERS }
    if (request.path === '/order/settings/') return { status: 200, data: ORDER_SETTINGS }
    return { status: 404, data: { ErrorCode: 'NotFound', Message: 'Not found' } }
  })
}

function renderProfile(customer: Customer, put?: (request: AccountApiRequest) => AccountApiAnswer) {
  const api = backend(customer, put)
  restore = api.restore
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(customerKeys.current(), customer)
  const view = renderAccount(<ProfileView />, { auth: signedIn(customer), queryClient, url: '/konto/', route: '/konto' })
  return { ...view, api, queryClient }
}

const profileForm = () => screen.getByRole('form', { name: 'Dine oplysninger' })

describe('the account pages', () => {
  beforeAll(() => installBrowserStubs())
  // Toasts of one test are gone before the next renders (not removed under a mounted toaster, outside act).
  beforeEach(() => toast.remove())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('shows a skeleton while the login is being checked, and asks for nothing', () => {
    const api = backend(consumer)
    restore = api.restore
    renderAccount(<ProfileView />, { auth: authState({ status: 'loading' }), url: '/konto/', route: '/konto' })

    expect(screen.getByTestId('account-loading')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Henter din konto …')
    expect(screen.queryByRole('form')).toBeNull()
    expect(api.requests).toEqual([])
  })

  it('asks a guest to log in, opens the login dialog, and fills in once the login succeeds', async () => {
    const api = backend(consumer)
    restore = api.restore
    const openLogin = vi.fn()
    const queryClient = createTestQueryClient()
    const { setAuth } = renderAccount(<ProfileView />, {
      auth: authState({ status: 'guest', openLogin }),
      queryClient,
      url: '/konto/',
      route: '/konto',
    })

    expect(screen.getByRole('heading', { level: 1, name: 'Log ind for at se din konto' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Kontoens sider' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }))
    expect(openLogin).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Log ind som erhvervskunde' }))
    expect(openLogin).toHaveBeenLastCalledWith({ clientType: 'B2B' })

    queryClient.setQueryData(customerKeys.current(), consumer)
    setAuth(signedIn(consumer))

    expect(await screen.findByRole('heading', { level: 1, name: 'Min konto' })).toBeInTheDocument()
    expect(screen.getByLabelText('Fornavn')).toHaveValue('Karen')
    expect(screen.getByText(/Hej Karen/)).toBeInTheDocument()
  })

  it('marks the current page in the account navigation', () => {
    renderProfile(consumer)
    const nav = screen.getByRole('navigation', { name: 'Kontoens sider' })
    expect(within(nav).getByRole('link', { name: 'Overblik og profil' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Ordrer' })).not.toHaveAttribute('aria-current')
    expect(within(nav).getByRole('link', { name: 'Ordrer' })).toHaveAttribute('href', expect.stringMatching(/^\/konto\/ordrer\/?$/))
  })

  it('shows the latest order with its status label, date and total', async () => {
    renderProfile(consumer)
    const card = await screen.findByRole('region', { name: 'Seneste ordre' })
    await within(card).findByText('10042')
    expect(within(card).getByText('Afsendt')).toBeInTheDocument()
    expect(within(card).getByText('3. november 2026')).toBeInTheDocument()
    expect(within(card).getByText('847,-')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Se kvitteringen for ordre 10042' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/konto\/ordrer\/b6f1c1f4-1111-4a4a-8a8a-000000000001\/?$/),
    )
  })
})

describe('ProfileView', () => {
  beforeAll(() => installBrowserStubs())
  // Toasts of one test are gone before the next renders (not removed under a mounted toaster, outside act).
  beforeEach(() => toast.remove())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('saves the details, says so, and puts the answer where every reader of the customer looks', async () => {
    const { api, queryClient } = renderProfile(consumer)
    const phone = screen.getByLabelText('Telefonnummer')
    await userEvent.clear(phone)
    await userEvent.type(phone, '+45 87654321')
    await userEvent.click(within(profileForm()).getByRole('button', { name: 'Gem oplysninger' }))

    expect(await screen.findByText('Dine oplysninger er gemt.')).toBeInTheDocument()
    const put = api.requests.find((request) => request.method === 'PUT')
    expect(put?.body).toEqual({
      FirstName: 'Karen',
      LastName: 'Kunde',
      Phone: '+45 87654321',
      Address: 'Vestergade 1',
      Zip: '8000',
      City: 'Aarhus C',
    })
    expect(queryClient.getQueryData<Customer>(customerKeys.current())?.Phone).toBe('+45 87654321')
  })

  it('checks the fields on submit, focuses the first wrong one and sends nothing', async () => {
    const { api } = renderProfile(consumer)
    await userEvent.clear(screen.getByLabelText('Fornavn'))
    const zip = screen.getByLabelText('Postnummer')
    await userEvent.clear(zip)
    await userEvent.type(zip, '80')
    await userEvent.click(within(profileForm()).getByRole('button', { name: 'Gem oplysninger' }))

    expect(await screen.findByText('Skriv et postnummer på 4 cifre.')).toBeInTheDocument()
    expect(screen.getByLabelText('Fornavn')).toHaveFocus()
    expect(screen.getByLabelText('Fornavn')).toHaveAccessibleDescription('Udfyld feltet.')
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false)

    // Revalidated as the customer types.
    await userEvent.type(zip, '00')
    await waitFor(() => expect(screen.queryByText('Skriv et postnummer på 4 cifre.')).toBeNull())
  })

  it("shows the server's field errors beneath the fields and focuses the first", async () => {
    renderProfile(consumer, () => ({
      status: 400,
      data: {
        ErrorCode: 'ContainsError',
        Message: 'Ret de markerede felter.',
        Errors: { City: 'Skriv bynavnet (højst 100 tegn).', Phone: 'Nummeret kan ikke bruges.' },
      },
    }))
    await userEvent.click(within(profileForm()).getByRole('button', { name: 'Gem oplysninger' }))

    const phone = screen.getByLabelText('Telefonnummer')
    await waitFor(() => expect(phone).toHaveFocus())
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Nummeret kan ikke bruges.'))
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('By')).toHaveAccessibleDescription('Skriv bynavnet (højst 100 tegn).')
  })

  it('shows a refused update as a toast with the server message', async () => {
    renderProfile(consumer, () => ({
      status: 409,
      data: { ErrorCode: 'UnableToUpdateCustomer', Message: 'Dine oplysninger kunne ikke gemmes. Prøv igen.' },
    }))
    await userEvent.click(within(profileForm()).getByRole('button', { name: 'Gem oplysninger' }))
    expect(await screen.findByText('Dine oplysninger kunne ikke gemmes. Prøv igen.')).toBeInTheDocument()
  })

  it('gives a consumer no business fields', () => {
    renderProfile(consumer)
    expect(screen.queryByLabelText('Firmanavn')).toBeNull()
    expect(screen.queryByLabelText(/EAN-nummer/)).toBeNull()
    expect(screen.queryByLabelText(/Bestilt af/)).toBeNull()
    expect(screen.queryByText('CVR-nummer')).toBeNull()
    // The e-mail is shown, not edited.
    expect(screen.getByText('kunde@delikat.dk')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull()
  })

  it('gives a business customer the company and invoice fields, with CVR and e-mail read-only', async () => {
    const { api } = renderProfile(business)
    expect(screen.getByLabelText('Firmanavn')).toHaveValue('Restaurant Smagen ApS')
    expect(screen.getByLabelText(/Bestilt af/)).toHaveValue('Frederik Firma')
    expect(screen.getByLabelText(/Afdeling/)).toHaveValue('Køkkenet')
    expect(screen.getByText('12345674')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /CVR/ })).toBeNull()
    expect(screen.getByText('Kontakt kundeservice, hvis e-mailadressen eller CVR-nummeret skal ændres.')).toBeInTheDocument()

    // The EAN number is checked (GS1) before anything is sent.
    await userEvent.type(screen.getByLabelText(/EAN-nummer/), '5790000000000')
    await userEvent.click(within(profileForm()).getByRole('button', { name: 'Gem oplysninger' }))
    expect(await screen.findByText(/EAN-nummeret er ikke gyldigt/)).toBeInTheDocument()
    expect(screen.getByLabelText(/EAN-nummer/)).toHaveFocus()

    await userEvent.clear(screen.getByLabelText(/EAN-nummer/))
    await userEvent.type(screen.getByLabelText(/EAN-nummer/), '5790000000005')
    await userEvent.type(screen.getByLabelText(/Omkostningssted/), '4410')
    await userEvent.click(within(profileForm()).getByRole('button', { name: 'Gem oplysninger' }))
    expect(await screen.findByText('Dine oplysninger er gemt.')).toBeInTheDocument()
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      Company: 'Restaurant Smagen ApS',
      Ean: '5790000000005',
      OrderedBy: 'Frederik Firma',
      Department: 'Køkkenet',
      CostPlace: '4410',
      PlacementNumber: '',
      Accounting: '',
    })
  })

  it('loads the newsletter and interests from the customer settings and saves the new choices', async () => {
    const { api } = renderProfile(consumer)
    const form = await screen.findByRole('form', { name: 'Nyhedsbrev og interesser' })
    const events = within(form).getByRole('checkbox', { name: 'Invitationer til smagninger og arrangementer' })
    expect(events).toBeChecked()
    const newsletter = within(form).getByRole('checkbox', { name: 'Ja tak, send mig Delikats nyhedsbrev' })
    expect(newsletter).not.toBeChecked()

    await userEvent.click(newsletter)
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Spørgsmål om din oplevelse hos os' }))
    await userEvent.click(events)
    await userEvent.click(within(form).getByRole('button', { name: 'Gem valg' }))

    expect(await screen.findByText('Dine valg er gemt.')).toBeInTheDocument()
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      Newsletter: true,
      LegitimateInterests: ['Surveys'],
    })
  })
})
