// Paying while staff act as the customer (docs/api/impersonation.md, docs/adr/0028): card is closed, invoice is
// used where the customer has it, and without it the pay button says why instead of sending anything.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import toast from 'react-hot-toast'
import { AppToaster } from '@/components/Toasts/Toasts'
import { AuthContext } from '@/features/auth/auth-context'
import { authState, customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider, queryOf } from '@/test/router'
import {
  BASKET_UID,
  FILLED_INVOICE,
  fakeCheckout,
  guestInvoiceFields,
  installCheckoutApi,
  type FakeCheckoutOptions,
} from '../testing/fakeCheckoutApi'
import { CheckoutView } from './CheckoutView'

vi.mock('@/features/checkout/paymentRedirect', () => ({ leaveForPayment: vi.fn(), leaveForAgeCheck: vi.fn() }))

const READY_TO_PAY: FakeCheckoutOptions = { selected: 3, invoiceFields: guestInvoiceFields(FILLED_INVOICE) }
const URL = '/kassen/?trin=betaling'

let restore: (() => void) | undefined

function renderCheckout(options: FakeCheckoutOptions, { acting, business }: { acting: boolean; business: boolean }) {
  Cookies.set('basketId', BASKET_UID, { path: '/' })
  const api = installCheckoutApi(fakeCheckout({ ...READY_TO_PAY, ...options }))
  restore = api.restore
  const customer = customerAnswer({ ClientType: business ? 'B2B' : 'B2C', CanImpersonate: acting })
  const auth = authState({ status: 'authenticated', customer, loginKey: customer.HardId, isB2B: business })
  const router = createMockRouter({ asPath: URL, query: queryOf(URL, {}), push: vi.fn(async () => true), replace: vi.fn(async () => true) })
  renderWithProviders(
    <MockRouterProvider router={router}>
      <AuthContext.Provider value={auth}>
        <BasketProvider locale="da">
          <CheckoutView />
          <AppToaster />
        </BasketProvider>
      </AuthContext.Provider>
    </MockRouterProvider>,
  )
  return { api, router }
}

const methods = () => screen.getByRole('group', { name: 'Betalingsmåde' })
const payButton = () => screen.getByRole('button', { name: /^(Gå til betaling|Afgiv ordre)$/ })

describe('the checkout while staff act as the customer', () => {
  beforeAll(() => installBrowserStubs())
  beforeEach(() => toast.remove())
  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
  })

  it('uses invoice for an approved business, card closed', async () => {
    const { api } = renderCheckout(
      {
        paymentMethods: ['CreditCard', 'Invoice'],
        payment: () => ({ status: 200, data: { OrderUid: 'o-7', OrderNumber: 10024, Flow: 'Receipt' } }),
      },
      { acting: true, business: true },
    )
    const invoice = await within(await screen.findByRole('group', { name: 'Betalingsmåde' })).findByRole('radio', { name: 'Faktura' })
    await waitFor(() => expect(invoice).toBeChecked())
    expect(within(methods()).getByRole('radio', { name: 'Betalingskort' })).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    expect(payButton()).toHaveTextContent('Afgiv ordre')
    await userEvent.click(payButton())
    await waitFor(() => expect(api.find('POST', '/checkout/payment/')).toHaveLength(1))
    expect(api.find('POST', '/checkout/payment/')[0]?.body).toEqual({ BasketUid: BASKET_UID, PaymentMethod: 'Invoice', AcceptTerms: true })
  })

  it('says why the order cannot be placed for a customer without invoice, and sends nothing', async () => {
    const { api } = renderCheckout({}, { acting: true, business: false })
    await screen.findByRole('group', { name: 'Betalingsmåde' })
    expect(within(methods()).getByTestId('acting-no-method')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await userEvent.click(payButton())
    expect(await screen.findByTestId('payment-notice')).toHaveTextContent('Ordren kan ikke afgives, mens du handler som kunden')
    expect(api.find('POST', '/checkout/payment/')).toEqual([])
  })

  it("shows the server's message when it refuses card payment with ImpersonationNotAllowed", async () => {
    // The customer answer can lag behind the act (it started in another tab): the backend's word is shown.
    const message = 'Kortbetaling kan kun gennemføres af kunden selv.'
    renderCheckout(
      { payment: () => ({ status: 403, data: { ErrorCode: 'ImpersonationNotAllowed', Message: message } }) },
      { acting: false, business: false },
    )
    await screen.findByRole('group', { name: 'Betalingsmåde' })
    await userEvent.click(screen.getByRole('checkbox', { name: /Jeg har læst og accepterer/ }))
    await userEvent.click(payButton())
    expect(await screen.findByTestId('payment-notice')).toHaveTextContent(message)
  })
})
