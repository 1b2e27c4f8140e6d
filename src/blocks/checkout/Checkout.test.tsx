import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import Cookies from 'js-cookie'
import type { NextRouter } from 'next/router'
import { useMemo, useState, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { AppToaster } from '@/components/Toasts/Toasts'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { authState } from '@/features/auth/testing/fakeAuthBackend'
import { basketKeys } from '@/features/basket/api/basket-keys'
import type { Basket } from '@/features/basket/api/schemas'
import { BasketProvider } from '@/features/basket/BasketProvider'
import {
  BASKET_UID,
  FILLED_INVOICE,
  SERVICE_LOCATIONS,
  fakeCheckout,
  guestInvoiceFields,
  installCheckoutApi,
  type FakeCheckoutOptions,
} from '@/features/checkout/testing/fakeCheckoutApi'
import { leaveForPayment } from '@/features/checkout/paymentRedirect'
import { installBrowserStubs } from '@/test/browserStubs'
import { basket as basketFixture } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider, queryOf } from '@/test/router'
import { Checkout } from './Checkout'

vi.mock('@/features/checkout/paymentRedirect', () => ({ leaveForPayment: vi.fn() }))

/** A router whose address follows replace() (shallow, as Next's), with push recorded. */
function TestRouter({
  url,
  push,
  replace,
  children,
}: {
  url: string
  push: NextRouter['push']
  replace: NextRouter['replace']
  children: ReactNode
}) {
  const [current, setCurrent] = useState(url)
  const router = useMemo(
    () =>
      createMockRouter({
        asPath: current,
        query: queryOf(current, { slug: ['kassen'] }),
        push,
        replace: (next, as, options) => {
          setCurrent(String(next))
          return replace(next, as, options)
        },
      }),
    [current, push, replace],
  )
  return <MockRouterProvider router={router}>{children}</MockRouterProvider>
}

/** Every step done, as a shopper coming back to pay finds it. */
const READY_TO_PAY: FakeCheckoutOptions = {
  selected: 3,
  invoiceFields: guestInvoiceFields(FILLED_INVOICE),
}

function renderCheckout(
  options: FakeCheckoutOptions = {},
  { url = '/kassen/', auth = authState() }: { url?: string; auth?: AuthState } = {},
) {
  Cookies.set('basketId', BASKET_UID, { path: '/' })
  const fake = fakeCheckout(options)
  const api = installCheckoutApi(fake)
  const push = vi.fn(() => Promise.resolve(true))
  const replace = vi.fn(() => Promise.resolve(true))
  const user = userEvent.setup()
  const { queryClient } = renderWithProviders(
    <TestRouter url={url} push={push} replace={replace}>
      <AuthContext.Provider value={auth}>
        <BasketProvider locale="da">
          <Checkout block={{ Type: 'checkout', Id: 'k2' }} index={0} />
          <AppToaster />
        </BasketProvider>
      </AuthContext.Provider>
    </TestRouter>,
  )
  return { fake, api, push, replace, user, auth, queryClient }
}

const step = () => screen.getByRole('group', { name: /^(Levering|Dine oplysninger|Betaling)$/ })
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Næste' }))
const payButton = () => screen.getByRole('button', { name: /^(Gå til betaling|Afgiv ordre)$/ })

/** The text beneath a control, as assistive technology finds it. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

async function onStep(name: string) {
  await waitFor(() => expect(step()).toHaveAccessibleName(name))
}

describe('checkout block', () => {
  let restore: (() => void) | undefined

  beforeAll(() => installBrowserStubs())

  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
    vi.mocked(leaveForPayment).mockClear()
    // Toasts live in a store outside React: one test's must not show in the next.
    act(() => toast.remove())
  })

  it('says the basket is empty, with the way to the shop, when there is nothing to pay for', async () => {
    const fake = fakeCheckout()
    restore = installCheckoutApi(fake).restore
    renderWithProviders(
      <MockRouterProvider router={createMockRouter()}>
        <BasketProvider locale="da">
          <Checkout block={{ Type: 'checkout', Id: 'k2' }} index={0} />
        </BasketProvider>
      </MockRouterProvider>,
    )
    expect(await screen.findByText('Din kurv er tom, så der er intet at betale for endnu.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fortsæt med at handle' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('group', { name: 'Levering' })).not.toBeInTheDocument()
  })

  it('offers a guest the login, and business customers the business login for invoices', async () => {
    const { api, user, auth } = renderCheckout()
    restore = api.restore
    await onStep('Levering')
    const line = screen.getByTestId('checkout-login')
    expect(line).toHaveTextContent('Erhvervskunder skal logge ind for at betale med faktura.')
    await user.click(within(line).getByRole('button', { name: 'Log ind' }))
    expect(auth.openLogin).toHaveBeenCalledWith()
    await user.click(within(line).getByRole('button', { name: 'Log ind som erhvervskunde' }))
    expect(auth.openLogin).toHaveBeenCalledWith({ clientType: 'B2B' })
  })

  it('lists the delivery methods with their prices, and choosing one updates the totals and the basket', async () => {
    const { api, user, queryClient } = renderCheckout()
    restore = api.restore
    await onStep('Levering')
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('338,-')

    const postNord = screen.getByRole('radio', { name: 'PostNord pakkeshop 39,-' })
    expect(description(postNord)).toContain('Gratis over 799,-')
    const pickup = screen.getByRole('radio', { name: 'Hent i butikken Gratis' })
    expect(description(pickup)).toContain('Afhentes: Vestergade 1, 8000 Aarhus C')

    await user.click(postNord)
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('377,-'))
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('39,-')
    expect(api.find('PUT', `/checkout/${BASKET_UID}/deliverymethod/2/`)).toHaveLength(1)
    expect(postNord).toBeChecked()
    // The header and the basket page read the same basket: its totals now include the delivery.
    await waitFor(() => expect(queryClient.getQueryData<Basket>(basketKeys.detail(BASKET_UID))?.Totals.Total.Amount).toBe(37700))

    await user.click(pickup)
    await waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('Gratis'))
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('338,-')
  })

  it('asks for a method before moving on', async () => {
    const { api, user } = renderCheckout()
    restore = api.restore
    await onStep('Levering')
    await next(user)
    const first = screen.getByRole('radio', { name: /Levering til døren/ })
    await waitFor(() => expect(first).toHaveFocus())
    expect(screen.getByRole('group', { name: 'Vælg levering' })).toHaveAccessibleDescription('Vælg, hvordan du vil have din ordre leveret.')
    expect(step()).toHaveAccessibleName('Levering')
    expect(api.calls.filter((call) => call.path.includes('deliveryadress'))).toHaveLength(0)
  })

  it('shows the address form, puts the server field errors beneath the fields and stays, then moves on', async () => {
    const { api, user, fake, replace } = renderCheckout({ addressErrors: { Zip: 'Cykelbuddet kører ikke til 9000.' } })
    restore = api.restore
    await onStep('Levering')
    await user.click(screen.getByRole('radio', { name: /Cykelbud \(Burd\)/ }))
    const zip = await screen.findByRole('textbox', { name: 'Postnummer' })
    expect(zip).toHaveValue('8000')

    // A required field left empty stops it in the browser, without a call.
    const name = screen.getByRole('textbox', { name: 'Modtagers navn' })
    await user.clear(name)
    await next(user)
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(name).toHaveFocus()
    expect(description(name)).toContain('Skriv modtagerens navn')
    expect(api.find('PUT', `/checkout/${BASKET_UID}/deliveryadress/4/`)).toHaveLength(0)
    await user.type(name, 'Karen Kunde')

    await user.clear(zip)
    await user.type(zip, '9000')
    await next(user)
    await waitFor(() => expect(description(zip)).toBe('Cykelbuddet kører ikke til 9000.'))
    expect(zip).toHaveAttribute('aria-invalid', 'true')
    expect(zip).toHaveFocus()
    expect(step()).toHaveAccessibleName('Levering')
    expect(api.find('PUT', `/checkout/${BASKET_UID}/deliveryadress/4/`)[0]?.body).toMatchObject({
      Name: 'Karen Kunde',
      Zip: '9000',
      // The postcode filled in its town (docs/adr/0035).
      City: 'Aalborg',
    })

    await user.clear(zip)
    await user.type(zip, '8000')
    await next(user)
    await onStep('Dine oplysninger')
    expect(fake.state.address).toMatchObject({ Zip: '8000', Phone: '12345678' })
    expect(replace).toHaveBeenLastCalledWith('/kassen/?trin=oplysninger', undefined, { shallow: true, scroll: false })
  })

  it('PostNord: lists the nearest service points, searches by postal code and sends the chosen one', async () => {
    const { api, user, fake } = renderCheckout()
    restore = api.restore
    await onStep('Levering')
    await user.click(screen.getByRole('radio', { name: /PostNord pakkeshop/ }))

    const points = await screen.findByRole('group', { name: 'Vælg udleveringssted' })
    const netto = within(points).getByRole('radio', { name: 'Netto Vestergade' })
    expect(description(netto)).toContain('Vestergade 20, 8000 Aarhus C')
    expect(description(netto)).toContain('450 m væk')
    expect(description(netto)).toContain('Man-fre 8-21')
    const fotex = within(points).getByRole('radio', { name: 'Føtex Frederiksgade' })
    expect(description(fotex)).toContain('1,2 km væk')
    // The first look goes by the address the server knows.
    expect(api.find('GET', `/checkout/${BASKET_UID}/postnordservicelocations/`)[0]?.params).not.toHaveProperty('zip')

    // Nothing chosen: said beneath the list.
    await next(user)
    await waitFor(() => expect(screen.getByText('Vælg et udleveringssted.')).toBeInTheDocument())
    expect(step()).toHaveAccessibleName('Levering')

    // A postal code that is not one is caught before asking.
    const zip = screen.getByRole('textbox', { name: 'Postnummer' })
    await user.clear(zip)
    await user.type(zip, '80')
    await user.click(screen.getByRole('button', { name: 'Find udleveringssteder' }))
    expect(description(zip)).toBe('Skriv et postnummer på 4 cifre.')
    await user.type(zip, '00')
    await user.click(screen.getByRole('button', { name: 'Find udleveringssteder' }))
    await waitFor(() =>
      expect(api.find('GET', `/checkout/${BASKET_UID}/postnordservicelocations/`).at(-1)?.params).toMatchObject({ zip: '8000' }),
    )

    await user.click(
      within(screen.getByRole('group', { name: 'Vælg udleveringssted' })).getByRole('radio', { name: 'Føtex Frederiksgade' }),
    )
    await next(user)
    await onStep('Dine oplysninger')
    expect(api.find('PUT', `/checkout/${BASKET_UID}/deliveryadress/2/`).at(-1)?.body).toEqual({
      ServiceLocationId: SERVICE_LOCATIONS[1]?.Id,
    })
    expect(fake.state.serviceLocation?.Name).toBe('Føtex Frederiksgade')
  })

  it('invoice details: validated on "next" with the first error focused, the server errors beneath the fields, then saved', async () => {
    const { api, user, fake } = renderCheckout(
      { selected: 3, invoiceErrors: { Phone: 'Nummeret findes ikke.' } },
      { url: '/kassen/?trin=oplysninger' },
    )
    restore = api.restore
    await onStep('Dine oplysninger')

    await next(user)
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveFocus()
    expect(description(email)).toContain('Skriv din e-mailadresse')
    expect(description(screen.getByRole('textbox', { name: 'Fornavn' }))).toContain('Skriv dit fornavn')
    expect(api.find('POST', `/checkout/${BASKET_UID}/invoicedetails/`)).toHaveLength(0)

    // Fixing a field clears its error as it is typed (revalidation on change).
    await user.type(email, 'karen@eksempel.dk')
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'))
    await user.type(screen.getByRole('textbox', { name: 'Mobilnummer' }), FILLED_INVOICE.Phone)
    await user.type(screen.getByRole('textbox', { name: 'Fornavn' }), FILLED_INVOICE.FirstName)
    await user.type(screen.getByRole('textbox', { name: 'Efternavn' }), FILLED_INVOICE.LastName)
    await user.type(screen.getByRole('textbox', { name: 'Vej og husnummer' }), FILLED_INVOICE.Address)
    await user.type(screen.getByRole('textbox', { name: 'Postnummer' }), FILLED_INVOICE.Zip)
    // The postcode fills in its town (docs/adr/0035).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'By' })).toHaveValue(FILLED_INVOICE.City))

    await next(user)
    const phone = screen.getByRole('textbox', { name: 'Mobilnummer' })
    await waitFor(() => expect(description(phone)).toBe('Nummeret findes ikke.'))
    expect(phone).toHaveFocus()
    expect(step()).toHaveAccessibleName('Dine oplysninger')

    await next(user)
    await onStep('Betaling')
    expect(api.find('POST', `/checkout/${BASKET_UID}/invoicedetails/`).at(-1)?.body).toEqual({ ...FILLED_INVOICE, OrderNote: '' })
    expect(fake.state.invoiceFields.find((item) => item.Name === 'City')?.Value).toBe('Aarhus C')
  })

  it('a guest who gives a password gets an account with the details: the login is asked for again before moving on', async () => {
    const auth = authState()
    const passwordLabel = 'Opret en konto med en adgangskode'
    const invoiceFields = [
      ...guestInvoiceFields(FILLED_INVOICE),
      {
        Name: 'Password',
        FieldType: 'Password' as const,
        DisplayMode: 'EditableInline' as const,
        Label: passwordLabel,
        Value: '',
        Required: false,
      },
    ]
    const { api, user } = renderCheckout({ selected: 3, invoiceFields }, { url: '/kassen/?trin=oplysninger', auth })
    restore = api.restore
    await onStep('Dine oplysninger')
    await user.type(screen.getByLabelText(passwordLabel, { exact: false }), 'Smagfuld-2026')
    await next(user)
    await onStep('Betaling')
    expect(api.find('POST', `/checkout/${BASKET_UID}/invoicedetails/`).at(-1)?.body).toMatchObject({ Password: 'Smagfuld-2026' })
    expect(auth.refresh).toHaveBeenCalledTimes(1)
  })

  it("opens the URL's step only when the steps before it are done, and keeps the URL on the step shown", async () => {
    const { api, replace } = renderCheckout({}, { url: '/kassen/?trin=betaling' })
    restore = api.restore
    await onStep('Levering')
    expect(replace).toHaveBeenCalledWith('/kassen/?trin=levering', undefined, { shallow: true, scroll: false })
  })

  it('opens the payment step from the URL when all is done, with the order, card payment only for consumers, and the terms', async () => {
    const { api } = renderCheckout(READY_TO_PAY, { url: '/kassen/?trin=betaling' })
    restore = api.restore
    await onStep('Betaling')
    const methods = screen.getByRole('group', { name: 'Betalingsmåde' })
    expect(within(methods).getAllByRole('radio')).toHaveLength(1)
    expect(within(methods).getByRole('radio', { name: 'Betalingskort' })).toBeChecked()
    expect(within(methods).queryByRole('radio', { name: 'Faktura' })).not.toBeInTheDocument()
    expect(within(step()).getByTestId('checkout-total')).toHaveTextContent('338,-')
    expect(screen.getByRole('link', { name: /handelsbetingelserne/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/handelsbetingelser\/?$/),
    )
    // Beside the step: what the first two steps hold.
    expect(screen.getByRole('complementary', { name: 'Levering og oplysninger' })).toHaveTextContent('karen@eksempel.dk')
  })

  it('shows lines that can no longer be bought with their reason before payment', async () => {
    const basket = basketFixture(BASKET_UID, 2)
    basket.Lines[0] = { ...basket.Lines[0]!, Unavailable: 'QuantityGreaterThanInventory' }
    const { api } = renderCheckout({ ...READY_TO_PAY, basket }, { url: '/kassen/?trin=betaling' })
    restore = api.restore
    await onStep('Betaling')
    const warning = screen.getByTestId('unavailable-lines')
    expect(warning).toHaveTextContent('Rødvin Bordeaux: Vi har ikke så mange på lager')
    expect(within(warning).getByRole('link', { name: 'Ret kurven' })).toHaveAttribute('href', expect.stringMatching(/^\/kurv\/?$/))
    const line = within(step()).getByRole('list', { name: 'Varer i ordren' })
    expect(line).toHaveTextContent('Vi har ikke så mange på lager')
  })

  it('business customers the shop approved may pay by invoice, which places the order and shows the receipt', async () => {
    const { api, user, push } = renderCheckout(
      {
        ...READY_TO_PAY,
        paymentMethods: ['CreditCard', 'Invoice'],
        payment: () => ({ status: 200, data: { OrderUid: 'o-7', OrderNumber: 10024, Flow: 'Receipt' } }),
      },
      { url: '/kassen/?trin=betaling', auth: authState({ status: 'authenticated', isB2B: true, loginKey: 'B-1' }) },
    )
    restore = api.restore
    await onStep('Betaling')
    await user.click(screen.getByRole('radio', { name: 'Faktura' }))
    await user.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await user.click(payButton())
    expect(payButton()).toHaveTextContent('Afgiv ordre')
    await waitFor(() => expect(push).toHaveBeenCalledWith('/kassen/kvittering/?order=o-7'))
    expect(api.find('POST', '/checkout/payment/')[0]?.body).toEqual({ BasketUid: BASKET_UID, PaymentMethod: 'Invoice', AcceptTerms: true })
    expect(screen.queryByTestId('invoice-not-approved')).not.toBeInTheDocument()
  })

  it('a business the shop has not approved for invoice is offered card only, and told why', async () => {
    const { api } = renderCheckout(READY_TO_PAY, {
      url: '/kassen/?trin=betaling',
      auth: authState({ status: 'authenticated', isB2B: true, loginKey: 'B-2' }),
    })
    restore = api.restore
    await onStep('Betaling')
    const methods = screen.getByRole('group', { name: 'Betalingsmåde' })
    expect(within(methods).getAllByRole('radio')).toHaveLength(1)
    expect(within(methods).getByRole('radio', { name: 'Betalingskort' })).toBeChecked()
    expect(within(methods).queryByRole('radio', { name: 'Faktura' })).not.toBeInTheDocument()
    expect(within(methods).getByTestId('invoice-not-approved')).toHaveTextContent(
      'Betaling med faktura kræver, at vores kundeservice har godkendt jeres firma. Indtil da betaler I med kort.',
    )
    expect(payButton()).toHaveTextContent('Gå til betaling')
  })

  it('an invoice order over the credit limit is refused: the reason stays on the payment step', async () => {
    const reason =
      'Ordren på 400,- kan ikke betales med faktura: sammen med jeres ubetalte fakturaer på 24.800,- er den over jeres kreditgrænse på 25.000,- (beløb inkl. moms).'
    const { api, user, push } = renderCheckout(
      {
        ...READY_TO_PAY,
        paymentMethods: ['CreditCard', 'Invoice'],
        payment: () => ({ status: 409, data: { ErrorCode: 'ErrorMessage', Message: reason } }),
      },
      { url: '/kassen/?trin=betaling', auth: authState({ status: 'authenticated', isB2B: true, loginKey: 'B-3' }) },
    )
    restore = api.restore
    await onStep('Betaling')
    await user.click(screen.getByRole('radio', { name: 'Faktura' }))
    await user.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await user.click(payButton())
    await waitFor(() => expect(screen.getByTestId('payment-notice')).toHaveTextContent(reason))
    expect(step()).toHaveAccessibleName('Betaling')
    expect(push).not.toHaveBeenCalled()
    // The shopper may pay by card instead.
    await waitFor(() => expect(payButton()).toBeEnabled())
    expect(screen.getByRole('radio', { name: 'Betalingskort' })).toBeEnabled()
  })

  it('asks for the terms beneath the box and focuses it, before and after asking the server', async () => {
    const { api, user } = renderCheckout(
      {
        ...READY_TO_PAY,
        payment: () => ({ status: 400, data: { ErrorCode: 'TermsRequiresAccept', Message: 'Du skal acceptere handelsbetingelserne.' } }),
      },
      { url: '/kassen/?trin=betaling' },
    )
    restore = api.restore
    await onStep('Betaling')
    const terms = screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ })
    await user.click(payButton())
    await waitFor(() => expect(terms).toHaveFocus())
    expect(description(terms)).toBe('Sæt kryds for at acceptere handelsbetingelserne.')
    expect(terms).toHaveAttribute('aria-invalid', 'true')
    expect(api.find('POST', '/checkout/payment/')).toHaveLength(0)

    await user.click(terms)
    expect(terms).not.toHaveAttribute('aria-invalid')
    await user.click(payButton())
    await waitFor(() => expect(description(terms)).toBe('Du skal acceptere handelsbetingelserne.'))
    expect(terms).toHaveFocus()
  })

  it('Flow Payment sends the shopper to the PaymentUrl, with an Idempotency-Key per attempt, reused after no answer', async () => {
    const { api, user } = renderCheckout(
      {
        ...READY_TO_PAY,
        payment: (_request, attempt) =>
          attempt === 1
            ? 'network-error'
            : {
                status: 200,
                data: { OrderUid: 'o-1', OrderNumber: '10023', Flow: 'Payment', PaymentUrl: 'https://betaling.example/pay/o-1' },
              },
      },
      { url: '/kassen/?trin=betaling' },
    )
    restore = api.restore
    await onStep('Betaling')
    await user.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))

    await user.click(payButton())
    // No answer: the docs/product.md §8 fallback toast, and the shopper may try the same payment again.
    expect(await screen.findByText('Noget gik galt. Prøv igen.')).toBeInTheDocument()
    expect(leaveForPayment).not.toHaveBeenCalled()
    await waitFor(() => expect(payButton()).toBeEnabled())

    await user.click(payButton())
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith('https://betaling.example/pay/o-1'))
    expect(screen.getByTestId('payment-notice')).toHaveTextContent('Du sendes videre til betalingen…')
    // Leaving: the button rests, so no second order can be sent.
    expect(payButton()).toBeDisabled()

    const keys = api.find('POST', '/checkout/payment/').map((call) => call.headers['Idempotency-Key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('a new attempt after an answer gets a new Idempotency-Key', async () => {
    const { api, user } = renderCheckout(
      {
        ...READY_TO_PAY,
        payment: (_request, attempt) =>
          attempt === 1
            ? { status: 400, data: { ErrorCode: 'ErrorMessage', Message: 'Betalingen kunne ikke startes.' } }
            : { status: 200, data: { OrderUid: 'o-1', Flow: 'Payment', PaymentUrl: 'https://betaling.example/pay/o-1' } },
      },
      { url: '/kassen/?trin=betaling' },
    )
    restore = api.restore
    await onStep('Betaling')
    await user.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await user.click(payButton())
    // ErrorMessage without field errors: the server's message on the step; the shopper stays.
    expect(await screen.findByText('Betalingen kunne ikke startes.')).toBeInTheDocument()
    expect(step()).toHaveAccessibleName('Betaling')
    await waitFor(() => expect(payButton()).toBeEnabled())
    await user.click(payButton())
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalled())
    const keys = api.find('POST', '/checkout/payment/').map((call) => call.headers['Idempotency-Key'])
    expect(keys[1]).not.toBe(keys[0])
  })

  it('RedirectToBasket goes back to the basket with the reason', async () => {
    const { api, user, push } = renderCheckout(
      {
        ...READY_TO_PAY,
        payment: () => ({ status: 409, data: { ErrorCode: 'RedirectToBasket', Message: 'Rødvin Bordeaux er udsolgt.' } }),
      },
      { url: '/kassen/?trin=betaling' },
    )
    restore = api.restore
    await onStep('Betaling')
    await user.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await user.click(payButton())
    await waitFor(() => expect(push).toHaveBeenCalledWith('/kurv/'))
    expect(await screen.findByText('Rødvin Bordeaux er udsolgt.')).toBeInTheDocument()
  })

  it('DeliveryAddressStateInvalid returns to the delivery step with the message', async () => {
    const { api, user, replace } = renderCheckout(
      {
        ...READY_TO_PAY,
        payment: () => ({
          status: 400,
          data: { ErrorCode: 'DeliveryAddressStateInvalid', Message: 'Udleveringsstedet findes ikke længere.' },
        }),
      },
      { url: '/kassen/?trin=betaling' },
    )
    restore = api.restore
    await onStep('Betaling')
    await user.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await user.click(payButton())
    await onStep('Levering')
    const notice = screen.getByTestId('delivery-notice')
    expect(notice).toHaveTextContent('Udleveringsstedet findes ikke længere.')
    expect(notice).toHaveFocus()
    await waitFor(() => expect(replace).toHaveBeenLastCalledWith('/kassen/?trin=levering', undefined, { shallow: true, scroll: false }))
  })

  it('ErrorMessage with field errors returns to the invoice details with the errors beneath the fields', async () => {
    const { api, user } = renderCheckout(
      {
        ...READY_TO_PAY,
        payment: () => ({
          status: 400,
          data: { ErrorCode: 'ErrorMessage', Message: 'Ret dine oplysninger.', Errors: { Email: 'E-mailadressen kan ikke modtage post.' } },
        }),
      },
      { url: '/kassen/?trin=betaling' },
    )
    restore = api.restore
    await onStep('Betaling')
    await user.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await user.click(payButton())
    await onStep('Dine oplysninger')
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    await waitFor(() => expect(description(email)).toBe('E-mailadressen kan ikke modtage post.'))
    expect(email).toHaveValue(FILLED_INVOICE.Email)
    expect(email).toHaveFocus()
  })

  it('BasketSubmitAlreadyInProgress shows a calm message, rests the button and sends no second request', async () => {
    const { api, user } = renderCheckout(
      {
        ...READY_TO_PAY,
        payment: () => ({ status: 409, data: { ErrorCode: 'BasketSubmitAlreadyInProgress', Message: 'Ordren er ved at blive oprettet.' } }),
      },
      { url: '/kassen/?trin=betaling' },
    )
    restore = api.restore
    await onStep('Betaling')
    await user.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await user.click(payButton())
    await waitFor(() => expect(screen.getByTestId('payment-notice')).toHaveTextContent('Din ordre er ved at blive oprettet…'))
    expect(payButton()).toBeDisabled()
    await user.click(payButton())
    await user.keyboard('{Enter}')
    expect(api.find('POST', '/checkout/payment/')).toHaveLength(1)
    expect(step()).toHaveAccessibleName('Betaling')
  })

  it('any other failure shows the docs/product.md §8 toast and keeps the shopper on the step', async () => {
    const { api, user } = renderCheckout({ ...READY_TO_PAY, payment: () => ({ status: 500 }) }, { url: '/kassen/?trin=betaling' })
    restore = api.restore
    await onStep('Betaling')
    await user.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await user.click(payButton())
    expect(await screen.findByText('Noget gik galt. Prøv igen.')).toBeInTheDocument()
    expect(step()).toHaveAccessibleName('Betaling')
  })
})

describe('checkout analytics (docs/analytics.md)', () => {
  let restore: (() => void) | undefined

  beforeAll(() => installBrowserStubs())

  beforeEach(() => {
    window.dataLayer = []
  })

  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
    vi.mocked(leaveForPayment).mockClear()
    act(() => toast.remove())
  })

  const pushed = (name: string) =>
    (window.dataLayer ?? []).filter((entry): entry is Record<string, unknown> => (entry as { event?: string }).event === name)

  it('begin_checkout once when the checkout opens, add_shipping_info with the method type once the delivery step is done', async () => {
    const { api, user } = renderCheckout()
    restore = api.restore
    await onStep('Levering')
    expect(pushed('begin_checkout')).toEqual([
      {
        event: 'begin_checkout',
        ecommerce: {
          currency: 'DKK',
          value: 338,
          items: [{ item_id: 'V-1012', item_name: 'Rødvin Bordeaux', price: 169, quantity: 2, item_category: 'Wine' }],
        },
        loginStatus: false,
        businessType: 'b2c',
      },
    ])
    // The clearing push before every e-commerce event.
    expect(window.dataLayer?.[window.dataLayer.indexOf(pushed('begin_checkout')[0]) - 1]).toEqual({ ecommerce: null })

    await user.click(screen.getByRole('radio', { name: 'Hent i butikken Gratis' }))
    expect(pushed('add_shipping_info')).toEqual([])
    await next(user)
    await onStep('Dine oplysninger')
    expect(pushed('add_shipping_info')).toEqual([
      expect.objectContaining({ ecommerce: expect.objectContaining({ shipping_tier: 'SimplePickup', value: 338 }), loginStatus: false }),
    ])
    expect(pushed('begin_checkout')).toHaveLength(1)
  })

  it('add_payment_info once per payment attempt with the method, as the business customer', async () => {
    const { api, user } = renderCheckout(
      {
        ...READY_TO_PAY,
        paymentMethods: ['CreditCard', 'Invoice'],
        payment: (_request, attempt) =>
          attempt === 1 ? 'network-error' : { status: 200, data: { OrderUid: 'o-7', OrderNumber: 10024, Flow: 'Receipt' } },
      },
      { url: '/kassen/?trin=betaling', auth: authState({ status: 'authenticated', isB2B: true, loginKey: 'B-1' }) },
    )
    restore = api.restore
    await onStep('Betaling')
    await user.click(screen.getByRole('radio', { name: 'Faktura' }))
    await user.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await user.click(payButton())
    await screen.findByText('Noget gik galt. Prøv igen.')
    await waitFor(() => expect(payButton()).toBeEnabled())
    // The same attempt sent again after no answer is not a second choice of payment.
    await user.click(payButton())
    await waitFor(() => expect(api.find('POST', '/checkout/payment/')).toHaveLength(2))
    expect(pushed('add_payment_info')).toEqual([
      expect.objectContaining({ ecommerce: expect.objectContaining({ payment_type: 'Invoice' }), loginStatus: true, businessType: 'b2b' }),
    ])
  })
})
