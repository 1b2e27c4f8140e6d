// Checkout asks once (issue 22, docs/adr/0035): the invoice step starts from the delivery address with "same as
// delivery" ticked, nothing typed is lost between the steps, a postcode fills in its town, each error says what is
// wrong, every field carries its autocomplete token and keyboard, and the address field suggests addresses as a
// combobox where the shop has a register.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import Cookies from 'js-cookie'
import type { NextRouter } from 'next/router'
import { useMemo, useState, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { AuthContext } from '@/features/auth/auth-context'
import { authState } from '@/features/auth/testing/fakeAuthBackend'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import type { FakeRequest } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider, queryOf } from '@/test/router'
import { BASKET_UID, fakeCheckout, installCheckoutApi, SERVICE_LOCATIONS, type FakeCheckoutOptions } from '../testing/fakeCheckoutApi'
import { CheckoutView } from './CheckoutView'

vi.mock('@/features/checkout/paymentRedirect', () => ({ leaveForPayment: vi.fn(), leaveForAgeCheck: vi.fn() }))

const HOME = { Name: 'Karen Marie Kunde', Company: '', Address: 'Vestergade 1', Zip: '8000', City: 'Aarhus C', Phone: '12345678' }
const SUGGESTIONS = [
  { Id: 'a-1', Text: 'Vestergade 12, 8000 Aarhus C', Address: 'Vestergade 12', Zip: '8000', City: 'Aarhus C' },
  { Id: 'a-2', Text: 'Vestergade 12, 2. th, 5000 Odense C', Address: 'Vestergade 12, 2. th', Zip: '5000', City: 'Odense C' },
]

function TestRouter({ url, children }: { url: string; children: ReactNode }) {
  const [current, setCurrent] = useState(url)
  const router = useMemo(
    () =>
      createMockRouter({
        asPath: current,
        query: queryOf(current, {}),
        push: vi.fn(async () => true),
        replace: ((next: string) => {
          setCurrent(String(next))
          return Promise.resolve(true)
        }) as NextRouter['replace'],
      }),
    [current],
  )
  return <MockRouterProvider router={router}>{children}</MockRouterProvider>
}

let restore: (() => void) | undefined

function renderCheckout(options: FakeCheckoutOptions, { url = '/kassen/', suggestions = false } = {}) {
  Cookies.set('basketId', BASKET_UID, { path: '/' })
  const fake = fakeCheckout(options)
  const handler = fake.handler
  // The address register: answered only where a test has one.
  const withSuggestions = {
    ...fake,
    handler: (request: FakeRequest) =>
      request.path === '/checkout/addresssuggestions/'
        ? { status: 200, data: suggestions ? { Suggestions: SUGGESTIONS, Available: true } : { Suggestions: [], Available: false } }
        : handler(request),
  }
  const api = installCheckoutApi(withSuggestions)
  restore = api.restore
  const user = userEvent.setup()
  renderWithProviders(
    <TestRouter url={url}>
      <AuthContext.Provider value={authState()}>
        <BasketProvider locale="da">
          <CheckoutView />
        </BasketProvider>
      </AuthContext.Provider>
    </TestRouter>,
  )
  return { api, fake, user }
}

const step = () => screen.getByRole('group', { name: /^(Levering|Dine oplysninger|Betaling)$/ })
const onStep = (name: string) => waitFor(() => expect(step()).toHaveAccessibleName(name))
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Næste' }))
const back = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Tilbage' }))
const box = (name: string) => screen.getByRole('textbox', { name })
const sameAsDelivery = () => screen.getByRole('checkbox', { name: 'Faktureringsadresse er den samme som leveringsadressen' })

function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

const invoicePosts = (api: ReturnType<typeof installCheckoutApi>) => api.find('POST', `/checkout/${BASKET_UID}/invoicedetails/`)

describe('checkout asks once', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
    act(() => toast.remove())
  })

  it('starts the invoice from the delivery address, with "same as delivery" ticked and the address sent from it', async () => {
    const { api, user } = renderCheckout({ selected: 1, address: HOME }, { url: '/kassen/?trin=oplysninger' })
    await onStep('Dine oplysninger')
    expect(box('Fornavn')).toHaveValue('Karen Marie')
    expect(box('Efternavn')).toHaveValue('Kunde')
    expect(box('Mobilnummer')).toHaveValue('12345678')
    expect(sameAsDelivery()).toBeChecked()
    expect(screen.getByText('Vestergade 1, 8000 Aarhus C')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Vej og husnummer' })).not.toBeInTheDocument()

    await user.type(box('E-mail'), 'karen@eksempel.dk')
    await next(user)
    await onStep('Betaling')
    expect(invoicePosts(api).at(-1)?.body).toMatchObject({
      Email: 'karen@eksempel.dk',
      FirstName: 'Karen Marie',
      LastName: 'Kunde',
      Phone: '12345678',
      Address: 'Vestergade 1',
      Zip: '8000',
      City: 'Aarhus C',
    })
  })

  it('asks for a billing address when unticked, and keeps what was typed across the box and the steps', async () => {
    const { api, user } = renderCheckout({ selected: 1, address: HOME }, { url: '/kassen/?trin=oplysninger' })
    await onStep('Dine oplysninger')
    await user.click(sameAsDelivery())
    expect(box('Vej og husnummer')).toHaveValue('')
    await user.type(box('Vej og husnummer'), 'Torvet 3')
    await user.type(box('Postnummer'), '5000')
    await waitFor(() => expect(box('By')).toHaveValue('Odense C'))
    await user.type(box('E-mail'), 'karen@eksempel.dk')

    // Ticking and unticking again brings the billing address back.
    await user.click(sameAsDelivery())
    expect(screen.queryByRole('textbox', { name: 'Vej og husnummer' })).not.toBeInTheDocument()
    await user.click(sameAsDelivery())
    expect(box('Vej og husnummer')).toHaveValue('Torvet 3')

    // Back to the delivery step and forth again: nothing typed is lost, and nothing was sent meanwhile.
    await back(user)
    await onStep('Levering')
    expect(await screen.findByRole('textbox', { name: 'Vej og husnummer' })).toHaveValue('Vestergade 1')
    await next(user)
    await onStep('Dine oplysninger')
    expect(box('E-mail')).toHaveValue('karen@eksempel.dk')
    expect(sameAsDelivery()).not.toBeChecked()
    expect(box('Vej og husnummer')).toHaveValue('Torvet 3')
    expect(box('By')).toHaveValue('Odense C')
    expect(invoicePosts(api)).toHaveLength(0)

    await next(user)
    await onStep('Betaling')
    expect(invoicePosts(api).at(-1)?.body).toMatchObject({ Address: 'Torvet 3', Zip: '5000', City: 'Odense C' })
  })

  it('asks for the billing address as before when the parcel goes to a service point', async () => {
    renderCheckout({ selected: 2, serviceLocation: SERVICE_LOCATIONS[0] }, { url: '/kassen/?trin=oplysninger' })
    await onStep('Dine oplysninger')
    expect(screen.queryByRole('checkbox', { name: /samme som leveringsadressen/ })).not.toBeInTheDocument()
    expect(box('Vej og husnummer')).toHaveValue('')
    expect(box('Fornavn')).toHaveValue('')
  })

  it('fills in the town of a typed postcode, still editable, and says so when the postcode does not exist', async () => {
    const { user } = renderCheckout({ selected: 1, address: HOME })
    await onStep('Levering')
    const zip = await screen.findByRole('textbox', { name: 'Postnummer' })
    await user.clear(zip)
    await user.type(zip, '2800')
    await waitFor(() => expect(box('By')).toHaveValue('Kongens Lyngby'))
    await user.clear(box('By'))
    await user.type(box('By'), 'Lyngby')
    expect(box('By')).toHaveValue('Lyngby')

    await user.clear(zip)
    await user.type(zip, '1234')
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'))
    expect(description(zip)).toContain('Postnummeret findes ikke')
    await next(user)
    expect(zip).toHaveFocus()
    expect(step()).toHaveAccessibleName('Levering')
  })

  it('says what is wrong beneath each field, announced and with the first one focused', async () => {
    const { api, user } = renderCheckout({ selected: 3 }, { url: '/kassen/?trin=oplysninger' })
    await onStep('Dine oplysninger')
    await next(user)
    const email = box('E-mail')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveFocus()
    expect(description(email)).toContain('Skriv din e-mailadresse')
    expect(description(box('Fornavn'))).toContain('Skriv dit fornavn')
    expect(description(box('Efternavn'))).toContain('Skriv dit efternavn')
    expect(description(box('Mobilnummer'))).toContain('Skriv dit telefonnummer')
    expect(description(box('Vej og husnummer'))).toContain('Skriv vej og husnummer')
    expect(description(box('Postnummer'))).toContain('Skriv postnummeret')
    expect(description(box('By'))).toContain('Skriv bynavnet')

    await user.type(email, 'karen@')
    await user.type(box('Mobilnummer'), '1234')
    await user.type(box('Postnummer'), '80')
    await next(user)
    await waitFor(() => expect(description(email)).toContain('Skriv en gyldig e-mailadresse, fx navn@domæne.dk'))
    expect(description(box('Mobilnummer'))).toContain('Telefonnummeret skal være 8 cifre')
    expect(description(box('Postnummer'))).toContain('Postnummeret skal være 4 cifre')
    expect(invoicePosts(api)).toHaveLength(0)
  })

  it('tells the browser what each field is and which keyboard it wants', async () => {
    const { user } = renderCheckout({ selected: 1, address: HOME })
    await onStep('Levering')
    const name = await screen.findByRole('textbox', { name: 'Modtagers navn' })
    expect(name).toHaveAttribute('autocomplete', 'name')
    expect(screen.getByRole('textbox', { name: /^Firma/ })).toHaveAttribute('autocomplete', 'organization')
    expect(box('Vej og husnummer')).toHaveAttribute('autocomplete', 'address-line1')
    expect(box('Postnummer')).toHaveAttribute('autocomplete', 'postal-code')
    expect(box('Postnummer')).toHaveAttribute('inputmode', 'numeric')
    expect(box('By')).toHaveAttribute('autocomplete', 'address-level2')
    expect(box('Mobilnummer')).toHaveAttribute('autocomplete', 'tel')
    expect(box('Mobilnummer')).toHaveAttribute('inputmode', 'tel')

    await next(user)
    await onStep('Dine oplysninger')
    expect(box('E-mail')).toHaveAttribute('autocomplete', 'email')
    expect(box('Fornavn')).toHaveAttribute('autocomplete', 'given-name')
    expect(box('Efternavn')).toHaveAttribute('autocomplete', 'family-name')
    expect(box('Mobilnummer')).toHaveAttribute('inputmode', 'tel')
    await user.click(sameAsDelivery())
    expect(box('Postnummer')).toHaveAttribute('inputmode', 'numeric')
    expect(box('Vej og husnummer')).toHaveAttribute('autocomplete', 'address-line1')
  })

  it('offers the register’s addresses as a combobox: arrows move, Enter takes one, Escape closes', async () => {
    const { user } = renderCheckout({ selected: 1, address: HOME }, { suggestions: true })
    await onStep('Levering')
    const address = await screen.findByRole('combobox', { name: 'Vej og husnummer' })
    expect(address).toHaveAttribute('aria-expanded', 'false')
    await user.clear(address)
    await user.type(address, 'Vestergade 12')
    const list = await screen.findByRole('listbox', { name: 'Adresseforslag' })
    expect(within(list).getAllByRole('option')).toHaveLength(2)
    expect(address).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    const second = within(list).getAllByRole('option')[1]!
    expect(address).toHaveAttribute('aria-activedescendant', second.id)
    expect(second).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    expect(address).toHaveValue('Vestergade 12, 2. th')
    expect(box('Postnummer')).toHaveValue('5000')
    expect(box('By')).toHaveValue('Odense C')
    expect(address).toHaveAttribute('aria-expanded', 'false')

    await user.type(address, 'x')
    await screen.findByRole('option', { name: 'Vestergade 12, 8000 Aarhus C' })
    await user.keyboard('{Escape}')
    expect(address).toHaveAttribute('aria-expanded', 'false')
    expect(address).toHaveValue('Vestergade 12, 2. thx')
  })

  it('keeps the address a plain field where the shop has no register', async () => {
    renderCheckout({ selected: 1, address: HOME })
    await onStep('Levering')
    expect(await screen.findByRole('textbox', { name: 'Vej og husnummer' })).not.toHaveAttribute('role')
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  })
})
