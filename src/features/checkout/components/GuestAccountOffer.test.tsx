// The receipt's account offer for a guest (docs/adr/0042): one password field, shown only with the proof this tab
// kept; success logs in, an e-mail with an account turns into a way to log in, a weak password is said at the field.
import { act, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { authState, customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { receiptSchema } from '@/features/orders/api/get-receipt'
import { installFakeShopApi, type FakeAnswer } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import Cookies from 'js-cookie'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { BASKET_UID, fakeCheckout, installCheckoutApi, receiptAnswer } from '../testing/fakeCheckoutApi'
import { PaymentReturnView } from './PaymentReturnView'
import { rememberOrderBasket } from '../orderBasket'
import { GuestAccountOffer } from './GuestAccountOffer'
import { OrderConfirmation } from './OrderConfirmation'

const ORDER_UID = '6f1c2a4e-0000-4000-8000-000000000001'
const BASKET = '6f1c2a4e-0000-4000-8000-0000000000b1'
const receipt = (over: Record<string, unknown> = {}) => receiptSchema.parse({ ...receiptAnswer(ORDER_UID), AccountOffer: true, ...over })

function renderOffer(answer: FakeAnswer, { auth = authState(), over = {} }: { auth?: AuthState; over?: Record<string, unknown> } = {}) {
  const api = installFakeShopApi(() => answer)
  const user = userEvent.setup()
  renderWithProviders(
    <MockRouterProvider router={createMockRouter({ pathname: '/kassen/kvittering' })}>
      <AuthContext.Provider value={auth}>
        <GuestAccountOffer receipt={receipt(over)} />
      </AuthContext.Provider>
    </MockRouterProvider>,
  )
  return { api, user, auth }
}

describe('GuestAccountOffer', () => {
  let restore: (() => void) | undefined
  beforeEach(() => {
    window.sessionStorage.clear()
    rememberOrderBasket(ORDER_UID, BASKET)
  })
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('creates the account with the one password and the kept basket, then logs the guest in', async () => {
    const created = { status: 201, data: { Result: 'Success', Customer: customerAnswer({ Email: 'karen@eksempel.dk' }) } }
    const { api, user, auth } = renderOffer(created)
    restore = api.restore
    expect(screen.getByRole('heading', { name: 'Gem dine oplysninger til næste gang' })).toBeInTheDocument()
    // One field to fill in (the e-mail for password managers is hidden).
    expect(screen.queryAllByRole('textbox')).toHaveLength(0)
    await user.type(screen.getByLabelText('Vælg en adgangskode'), 'Fersk-brie-2026')
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))
    expect(await screen.findByTestId('order-account-created')).toHaveTextContent('Din konto er oprettet, og du er logget ind.')
    expect(api.requests).toEqual([
      { method: 'POST', path: `/order/${ORDER_UID}/account/`, body: { Password: 'Fersk-brie-2026', BasketUid: BASKET } },
    ])
    await waitFor(() => expect(auth.refresh).toHaveBeenCalledTimes(1))
    expect(window.sessionStorage.length).toBe(0)
  })

  // The receipt's query is keyed by the login: logging in reads it again as the customer's. The page must keep the
  // receipt (and the offer's outcome) on screen meanwhile, or the success message unmounts before anyone reads it.
  it('keeps saying the account is created while the receipt is read again as the new customer', async () => {
    const receipts: string[] = []
    const api = installFakeShopApi((request) => {
      if (request.path.endsWith('/account/')) {
        return { status: 201, data: { Result: 'Success', Customer: customerAnswer({ Email: 'karen@eksempel.dk' }) } }
      }
      if (!request.path.endsWith('/receipt/')) return { status: 404 }
      receipts.push(request.path)
      return { status: 200, data: { ...receiptAnswer(ORDER_UID), AccountOffer: receipts.length === 1 } }
    })
    restore = api.restore
    const user = userEvent.setup()
    function LoggingIn() {
      const [auth, setAuth] = useState<AuthState>(() =>
        authState({
          refresh: async () => {
            act(() => setAuth((current) => ({ ...current, status: 'authenticated', loginKey: 'k-new' })))
          },
        }),
      )
      return (
        <AuthContext.Provider value={auth}>
          <OrderConfirmation orderUid={ORDER_UID} />
        </AuthContext.Provider>
      )
    }
    renderWithProviders(
      <MockRouterProvider router={createMockRouter({ pathname: '/kassen/kvittering' })}>
        <LoggingIn />
      </MockRouterProvider>,
    )
    await user.type(await screen.findByLabelText('Vælg en adgangskode'), 'Fersk-brie-2026')
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))
    await waitFor(() => expect(receipts).toHaveLength(2))
    expect(await screen.findByRole('link', { name: 'Se ordren under dine ordrer' })).toBeInTheDocument()
    expect(screen.getByTestId('order-account-created')).toHaveTextContent('Din konto er oprettet, og du er logget ind.')
  })

  it('says a weak password beneath the field before sending anything', async () => {
    const { api, user } = renderOffer({ status: 500 })
    restore = api.restore
    await user.type(screen.getByLabelText('Vælg en adgangskode'), 'kort')
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))
    expect(await screen.findByText('Adgangskoden skal være 10 til 128 tegn og indeholde mindst ét bogstav og ét tal.')).toBeInTheDocument()
    expect(api.requests).toHaveLength(0)
  })

  it("shows the server's password message at the field", async () => {
    const refused = {
      status: 400,
      data: { ErrorCode: 'ContainsError', Message: 'Ret de markerede felter.', Errors: { Password: 'For nem.' } },
    }
    const { api, user } = renderOffer(refused)
    restore = api.restore
    await user.type(screen.getByLabelText('Vælg en adgangskode'), 'Fersk-brie-2026')
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))
    expect(await screen.findByText('For nem.')).toBeInTheDocument()
    expect(screen.getByLabelText('Vælg en adgangskode')).toHaveFocus()
  })

  it('offers to log in instead when the e-mail has an account', async () => {
    const taken = {
      status: 409,
      data: { ErrorCode: 'UnableToCreateCustomer', Message: 'Kontoen kunne ikke oprettes.', Errors: { Email: 'x' } },
    }
    const { api, user, auth } = renderOffer(taken)
    restore = api.restore
    await user.type(screen.getByLabelText('Vælg en adgangskode'), 'Fersk-brie-2026')
    await user.click(screen.getByRole('button', { name: 'Opret konto' }))
    expect(await screen.findByTestId('order-account-exists')).toHaveTextContent('Der findes allerede en konto med karen@eksempel.dk.')
    await user.click(screen.getByRole('button', { name: 'Log ind' }))
    expect(auth.openLogin).toHaveBeenCalledTimes(1)
    expect(auth.refresh).not.toHaveBeenCalled()
  })

  it('is not offered without the kept basket, when the receipt does not offer it, or to someone logged in', () => {
    window.sessionStorage.clear()
    const first = renderOffer({ status: 500 })
    expect(screen.queryByTestId('order-account')).toBeNull()
    first.api.restore()
    rememberOrderBasket(ORDER_UID, BASKET)
    const second = renderOffer({ status: 500 }, { over: { AccountOffer: false } })
    expect(screen.queryByTestId('order-account')).toBeNull()
    second.api.restore()
    const third = renderOffer({ status: 500 }, { auth: authState({ status: 'authenticated', loginKey: 'k-1' }) })
    restore = third.api.restore
    expect(screen.queryByTestId('order-account')).toBeNull()
  })

  it('is offered on the receipt page after the payment, with the basket the order was placed from, which the page then forgets', async () => {
    window.sessionStorage.clear()
    Cookies.set('basketId', BASKET_UID, { path: '/' })
    const fake = fakeCheckout({ confirm: ['Authorized'] })
    const offering = {
      ...fake,
      handler: (request: Parameters<typeof fake.handler>[0]) => {
        const answer = fake.handler(request)
        return request.path.endsWith('/receipt/') ? { ...answer, data: { ...(answer.data as object), AccountOffer: true } } : answer
      },
    }
    const api = installCheckoutApi(offering)
    restore = api.restore
    renderWithProviders(
      <MockRouterProvider router={createMockRouter({ pathname: '/kassen/kvittering' })}>
        <BasketProvider locale="da">
          <PaymentReturnView orderUid={ORDER_UID} pollIntervalMs={20} />
        </BasketProvider>
      </MockRouterProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Gem dine oplysninger til næste gang' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Hvad sker der nu?' })).toBeInTheDocument()
    expect(Cookies.get('basketId')).toBeUndefined()
    expect(window.sessionStorage.getItem(`delikat-order-basket:${ORDER_UID}`)).toBe(BASKET_UID)
  })
})
