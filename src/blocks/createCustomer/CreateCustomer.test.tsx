import { screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { AppToaster } from '@/components/Toasts/Toasts'
import { TOKEN_COOKIE_NAME } from '@/config/constants'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { writeTokenCookie } from '@/features/auth/session-token'
import { authState, customerAnswer, fakeBearer } from '@/features/auth/testing/fakeAuthBackend'
import type { Customer } from '@/features/customer/api/schemas'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { CreateCustomer } from './CreateCustomer'

const PASSWORD = 'Rødvin-2026'

// As AuthProvider's: the token flow writes the token cookie when the sign-up started a session.
const signedUpState = (overrides: Partial<AuthState> = {}): AuthState =>
  authState({
    refresh: vi.fn(async () => writeTokenCookie(fakeBearer('B2C', new Date(Date.now() + 60_000)), new Date(Date.now() + 60_000))),
    ...overrides,
  })

function renderBlock(clientType: 'B2C' | 'B2B', handler: FakeHandler, auth: AuthState = signedUpState()) {
  const fake = installFakeShopApi(handler)
  const user = userEvent.setup()
  renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <AuthContext.Provider value={auth}>
        <CreateCustomer block={{ Type: 'createCustomer', Id: 'c1', Title: null, Text: null, ClientType: clientType }} index={0} />
        <AppToaster />
      </AuthContext.Provider>
    </MockRouterProvider>,
  )
  return { fake, user, auth }
}

const step = () => screen.getByRole('group', { name: /Login|Firma|Dine oplysninger|Kontaktperson|Bekræft/ })
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Næste' }))

/** The text beneath a control, as assistive technology finds it. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

async function fillLogin(user: UserEvent, email = 'ny@delikat.dk') {
  await user.type(screen.getByRole('textbox', { name: 'E-mailadresse' }), email)
  await user.type(screen.getByLabelText('Adgangskode'), PASSWORD)
  await user.type(screen.getByLabelText('Gentag adgangskode'), PASSWORD)
  await next(user)
}

async function fillDetails(user: UserEvent) {
  await waitFor(() => expect(step()).toHaveAccessibleName(/Dine oplysninger|Kontaktperson/))
  await user.type(screen.getByRole('textbox', { name: 'Fornavn' }), 'Ane')
  await user.type(screen.getByRole('textbox', { name: 'Efternavn' }), 'Andersen')
  await user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '20304050')
  await user.type(screen.getByRole('textbox', { name: 'Adresse' }), 'Vestergade 1')
  await user.type(screen.getByRole('textbox', { name: 'Postnummer' }), '8000')
  await user.type(screen.getByRole('textbox', { name: 'By' }), 'Aarhus C')
  await next(user)
}

const created = (customer: Customer): ReturnType<FakeHandler> => ({ status: 201, data: { Result: 'Success', Customer: customer } })

describe('createCustomer sign-up wizard', () => {
  beforeAll(() => installBrowserStubs())
  let restore: (() => void) | undefined
  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove(TOKEN_COOKIE_NAME, { path: '/' })
  })

  it('B2C: checks each step before moving on, then creates the account, logs in and welcomes the customer', async () => {
    const customer = customerAnswer({ Email: 'ny@delikat.dk', FirstName: 'Ane', LastName: 'Andersen' })
    const { fake, user, auth } = renderBlock('B2C', (request) =>
      request.method === 'POST' && request.path === '/customer/' ? created(customer) : { status: 404 },
    )
    restore = fake.restore

    expect(screen.getByRole('heading', { name: 'Bliv kunde hos Delikat' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Trin' }).querySelectorAll('li')).toHaveLength(3)
    // The password rules are stated in the form.
    expect(description(screen.getByLabelText('Adgangskode'))).toBe('Mindst 10 tegn med mindst ét bogstav og ét tal.')

    // Step 1 empty: every error beneath its field, the first one focused, no move.
    await next(user)
    const email = screen.getByRole('textbox', { name: 'E-mailadresse' })
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(description(email)).toContain('Udfyld feltet.')
    expect(email).toHaveFocus()
    expect(step()).toHaveAccessibleName('Login')

    // A weak password and a repeat that differs.
    await user.type(email, 'ny@delikat.dk')
    await user.type(screen.getByLabelText('Adgangskode'), 'kort1')
    await user.type(screen.getByLabelText('Gentag adgangskode'), 'kort2')
    await next(user)
    await waitFor(() =>
      expect(description(screen.getByLabelText('Adgangskode'))).toContain(
        'Adgangskoden skal være 10 til 128 tegn og indeholde mindst ét bogstav og ét tal.',
      ),
    )
    expect(description(screen.getByLabelText('Gentag adgangskode'))).toBe('De to adgangskoder er ikke ens.')
    expect(screen.getByLabelText('Adgangskode')).toHaveFocus()

    // Fixing a field clears its error as it is typed (revalidation on change).
    await user.clear(screen.getByLabelText('Adgangskode'))
    await user.type(screen.getByLabelText('Adgangskode'), PASSWORD)
    await waitFor(() => expect(screen.getByLabelText('Adgangskode')).not.toHaveAttribute('aria-invalid'))
    await user.clear(screen.getByLabelText('Gentag adgangskode'))
    await user.type(screen.getByLabelText('Gentag adgangskode'), PASSWORD)
    await next(user)

    // Step 2: a bad postcode stops it.
    await waitFor(() => expect(step()).toHaveAccessibleName('Dine oplysninger'))
    await user.type(screen.getByRole('textbox', { name: 'Fornavn' }), 'Ane')
    await user.type(screen.getByRole('textbox', { name: 'Efternavn' }), 'Andersen')
    await user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '+45 20 30 40 50')
    await user.type(screen.getByRole('textbox', { name: 'Adresse' }), 'Vestergade 1')
    await user.type(screen.getByRole('textbox', { name: 'Postnummer' }), '800')
    await user.type(screen.getByRole('textbox', { name: 'By' }), 'Aarhus C')
    await next(user)
    await waitFor(() => expect(description(screen.getByRole('textbox', { name: 'Postnummer' }))).toBe('Skriv et postnummer på 4 cifre.'))
    await user.type(screen.getByRole('textbox', { name: 'Postnummer' }), '0')
    await next(user)

    // Step 3: the summary, the club (its consent required once joining) and the terms.
    await waitFor(() => expect(step()).toHaveAccessibleName('Bekræft'))
    const summary = screen.getByTestId('signup-summary')
    expect(summary).toHaveTextContent('ny@delikat.dk')
    expect(summary).toHaveTextContent('Ane Andersen')
    expect(summary).toHaveTextContent('Vestergade 1, 8000 Aarhus C')
    expect(screen.queryByRole('checkbox', { name: /accepterer kundeklubbens vilkår/ })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: /kundeklub/ }))
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))
    const consent = await screen.findByRole('checkbox', { name: /accepterer kundeklubbens vilkår/ })
    await waitFor(() => expect(description(consent)).toContain('Accepter kundeklubbens vilkår for at blive medlem'))
    expect(description(screen.getByRole('checkbox', { name: /handelsbetingelser/ }))).toBe(
      'Du skal acceptere handelsbetingelserne for at oprette en konto.',
    )
    expect(fake.requests).toHaveLength(0)

    await user.click(consent)
    await user.click(screen.getByRole('checkbox', { name: /nyhedsbrev/ }))
    await user.click(screen.getByRole('checkbox', { name: /handelsbetingelser/ }))
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))

    expect(await screen.findByRole('heading', { name: 'Velkommen til Delikat, Ane!' })).toHaveFocus()
    expect(screen.getByText(/Din konto er oprettet, og du er logget ind/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Gå til Min konto' })).toHaveAttribute('href', expect.stringMatching(/^\/konto\/?$/))
    expect(screen.getByRole('link', { name: 'Fortsæt med at handle' })).toHaveAttribute('href', '/')
    expect(auth.refresh).toHaveBeenCalledTimes(1)
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.body).toEqual({
      ClientType: 'B2C',
      Email: 'ny@delikat.dk',
      Password: PASSWORD,
      FirstName: 'Ane',
      LastName: 'Andersen',
      Phone: '+45 20 30 40 50',
      Address: 'Vestergade 1',
      Zip: '8000',
      City: 'Aarhus C',
      Newsletter: true,
      ClubMember: true,
      ClubMemberConsent: true,
      AcceptTerms: true,
    })
  })

  it("on UnableToCreateCustomer goes back to the e-mail with the server's message, keeping everything typed", async () => {
    const { fake, user, auth } = renderBlock('B2C', () => ({
      status: 409,
      data: {
        ErrorCode: 'UnableToCreateCustomer',
        Message: 'Kontoen kunne ikke oprettes.',
        Errors: { Email: 'Der findes allerede en konto med denne e-mailadresse. Log ind, eller nulstil din adgangskode.' },
      },
    }))
    restore = fake.restore
    await fillLogin(user, 'kunde@delikat.dk')
    await fillDetails(user)
    await waitFor(() => expect(step()).toHaveAccessibleName('Bekræft'))
    await user.click(screen.getByRole('checkbox', { name: /handelsbetingelser/ }))
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Kontoen kunne ikke oprettes.')
    expect(alert).toHaveTextContent('E-mailadresse (trin 1): Der findes allerede en konto')
    await waitFor(() => expect(step()).toHaveAccessibleName('Login'))
    const email = screen.getByRole('textbox', { name: 'E-mailadresse' })
    expect(email).toHaveValue('kunde@delikat.dk')
    expect(description(email)).toContain('Der findes allerede en konto med denne e-mailadresse.')
    await waitFor(() => expect(email).toHaveFocus())
    expect(auth.refresh).not.toHaveBeenCalled()

    // Nothing typed is lost: the passwords and the next step's fields are still there.
    expect(screen.getByLabelText('Adgangskode')).toHaveValue(PASSWORD)
    await user.clear(email)
    await user.type(email, 'ane@delikat.dk')
    expect(description(email)).not.toContain('Der findes allerede')
    await next(user)
    await waitFor(() => expect(step()).toHaveAccessibleName('Dine oplysninger'))
    expect(screen.getByRole('textbox', { name: 'Fornavn' })).toHaveValue('Ane')
  })

  it('on ContainsError for an earlier step opens that step with the failing field focused and its error beneath it', async () => {
    const { fake, user } = renderBlock('B2C', () => ({
      status: 400,
      data: {
        ErrorCode: 'ContainsError',
        Message: 'Ret de markerede felter.',
        Errors: { Phone: 'Skriv et telefonnummer på 8 cifre, evt. med +45 foran.' },
      },
    }))
    restore = fake.restore
    await fillLogin(user)
    await fillDetails(user)
    await waitFor(() => expect(step()).toHaveAccessibleName('Bekræft'))
    await user.click(screen.getByRole('checkbox', { name: /handelsbetingelser/ }))
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Telefonnummer (trin 2): Skriv et telefonnummer på 8 cifre')
    await waitFor(() => expect(step()).toHaveAccessibleName('Dine oplysninger'))
    const phone = screen.getByRole('textbox', { name: 'Telefonnummer' })
    await waitFor(() => expect(phone).toHaveFocus())
    expect(description(phone)).toBe('Skriv et telefonnummer på 8 cifre, evt. med +45 foran.')
  })

  it('shows the error toast and keeps the form when the sign-up fails otherwise', async () => {
    const { fake, user } = renderBlock('B2C', () => ({ status: 500 }))
    restore = fake.restore
    await fillLogin(user)
    await fillDetails(user)
    await waitFor(() => expect(step()).toHaveAccessibleName('Bekræft'))
    await user.click(screen.getByRole('checkbox', { name: /handelsbetingelser/ }))
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))
    expect(await screen.findByText('Noget gik galt. Prøv igen.')).toBeInTheDocument()
    expect(step()).toHaveAccessibleName('Bekræft')
    expect(screen.getByRole('checkbox', { name: /handelsbetingelser/ })).toBeChecked()
  })

  it('B2B: a company step with CVR (modulus 11) and optional EAN; the invoice defaults are saved after the sign-up', async () => {
    const customer = customerAnswer({ ClientType: 'B2B', FirstName: 'Ane', Company: 'Ane ApS', Cvr: '12345674', Email: 'ny@delikat.dk' })
    const { fake, user } = renderBlock('B2B', (request) => {
      if (request.method === 'POST' && request.path === '/customer/') return created(customer)
      if (request.method === 'PUT' && request.path === '/customer/')
        return { status: 200, data: { ...customer, OrderedBy: 'Indkøb', Department: 'Køkken' } }
      return { status: 404 }
    })
    restore = fake.restore
    expect(screen.getByRole('heading', { name: 'Bliv erhvervskunde hos Delikat' })).toBeInTheDocument()
    // Invoice is not promised: it waits for customer service's approval.
    expect(screen.getByTestId('invoice-approval')).toHaveTextContent(
      'Som ny erhvervskunde betaler I med kort. Betaling med faktura åbner vi, når vores kundeservice har godkendt firmaet',
    )
    expect(screen.getByRole('list', { name: 'Trin' }).querySelectorAll('li')).toHaveLength(4)
    await fillLogin(user)

    await waitFor(() => expect(step()).toHaveAccessibleName('Firma'))
    await user.type(screen.getByRole('textbox', { name: 'Firmanavn' }), 'Ane ApS')
    const cvr = screen.getByRole('textbox', { name: 'CVR-nummer' })
    await user.type(cvr, '12345675')
    await user.type(screen.getByRole('textbox', { name: /EAN-nummer/ }), '5790000000006')
    await next(user)
    await waitFor(() => expect(description(cvr)).toContain('CVR-nummeret er ikke gyldigt.'))
    expect(cvr).toHaveFocus()
    expect(description(screen.getByRole('textbox', { name: /EAN-nummer/ }))).toContain('EAN-nummeret er ikke gyldigt.')
    expect(step()).toHaveAccessibleName('Firma')

    await user.clear(cvr)
    await user.type(cvr, '12345674')
    await user.clear(screen.getByRole('textbox', { name: /EAN-nummer/ }))
    await user.type(screen.getByRole('textbox', { name: /Bestilt af/ }), 'Indkøb')
    await user.type(screen.getByRole('textbox', { name: /Afdeling/ }), 'Køkken')
    await next(user)
    await fillDetails(user)

    await waitFor(() => expect(step()).toHaveAccessibleName('Bekræft'))
    expect(screen.getByTestId('signup-summary')).toHaveTextContent('Ane ApS')
    // The customer club is for consumers.
    expect(screen.queryByRole('checkbox', { name: /kundeklub/ })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: /handelsbetingelser/ }))
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))

    expect(await screen.findByText(/Erhvervskontoen for Ane ApS er oprettet/)).toBeInTheDocument()
    expect(screen.getByTestId('signup-success')).toHaveTextContent('Som ny erhvervskunde betaler I med kort.')
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /customer/', 'PUT /customer/'])
    expect(fake.requests[0]?.body).toMatchObject({ ClientType: 'B2B', Company: 'Ane ApS', Cvr: '12345674', Ean: '', ClubMember: false })
    expect(fake.requests[1]?.body).toEqual({ OrderedBy: 'Indkøb', Department: 'Køkken' })
  })

  it('says nothing of invoice to a consumer', () => {
    const { fake } = renderBlock('B2C', () => ({ status: 404 }))
    restore = fake.restore
    expect(screen.queryByTestId('invoice-approval')).toBeNull()
    expect(screen.queryByText(/faktura/i)).toBeNull()
  })

  it('tells a logged-in visitor so instead of showing the wizard', () => {
    const { fake } = renderBlock('B2C', () => ({ status: 404 }), signedUpState({ status: 'authenticated', customer: customerAnswer() }))
    restore = fake.restore
    expect(screen.getByText('Du er allerede logget ind som Karen Kunde.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Næste' })).toBeNull()
  })

  it('opens the matching login dialog for a visitor who has an account', async () => {
    const { fake, user, auth } = renderBlock('B2B', () => ({ status: 404 }))
    restore = fake.restore
    await user.click(screen.getByRole('button', { name: 'Log ind som erhvervskunde' }))
    expect(auth.openLogin).toHaveBeenCalledWith({ clientType: 'B2B' })
  })
})
