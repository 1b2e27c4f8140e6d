import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { BASKET_UID, fakeCheckout, installCheckoutApi } from '../testing/fakeCheckoutApi'
import { PaymentReturnView } from './PaymentReturnView'

const POLL_MS = 20

function renderReturn(
  confirm: string[],
  orderUid: string | null = 'o-1',
  maxTries = 30,
  dataLayerPurchase?: Record<string, unknown>,
  confirmMethod?: string,
) {
  Cookies.set('basketId', BASKET_UID, { path: '/' })
  const fake = fakeCheckout({ confirm, dataLayerPurchase, confirmMethod })
  const api = installCheckoutApi(fake)
  const user = userEvent.setup()
  renderWithProviders(
    <MockRouterProvider router={createMockRouter({ pathname: '/kassen/kvittering', asPath: `/kassen/kvittering/?order=${orderUid}` })}>
      <BasketProvider locale="da">
        <PaymentReturnView orderUid={orderUid} pollIntervalMs={POLL_MS} maxTries={maxTries} />
      </BasketProvider>
    </MockRouterProvider>,
  )
  const confirmCalls = () => api.find('POST', `/checkout/payment/${orderUid}/confirm/`).length
  return { fake, api, user, confirmCalls }
}

describe('the receipt page (/kassen/kvittering/)', () => {
  let restore: (() => void) | undefined

  beforeAll(() => installBrowserStubs())

  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove('basketId', { path: '/' })
  })

  it('asks again while the payment answers TooSoon, then thanks for the order with the receipt and forgets the basket', async () => {
    const { api, confirmCalls } = renderReturn(['TooSoon', 'TooSoon', 'Authorized'])
    restore = api.restore
    expect(screen.getByRole('heading', { level: 1, name: 'Vi venter på svar fra betalingen' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('vi tjekker din betaling')

    const heading = await screen.findByRole('heading', { level: 1, name: 'Tak for din ordre' })
    expect(confirmCalls()).toBe(3)
    expect(heading).toHaveFocus()
    expect(await screen.findByTestId('order-number')).toHaveTextContent('10023')
    expect(screen.getByText('Vi har sendt en ordrebekræftelse til karen@eksempel.dk.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Rødvin Bordeaux' })).toBeInTheDocument()
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('377,-')
    expect(Cookies.get('basketId')).toBeUndefined()
    // No more asking once the answer is in.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4))
    expect(confirmCalls()).toBe(3)
  })

  it.each(['Created', 'Settled'])('shows the receipt for %s too', async (status) => {
    const { api } = renderReturn([status])
    restore = api.restore
    expect(await screen.findByRole('heading', { level: 1, name: 'Tak for din ordre' })).toBeInTheDocument()
    expect(await screen.findByTestId('order-number')).toHaveTextContent('10023')
  })

  it('stops after the last try with TooSoon, says so, and asks again on request', async () => {
    const { api, user, confirmCalls } = renderReturn(['TooSoon', 'TooSoon', 'TooSoon', 'Authorized'], 'o-1', 3)
    restore = api.restore
    expect(await screen.findByRole('heading', { level: 1, name: 'Betalingen har ikke svaret endnu' })).toBeInTheDocument()
    expect(confirmCalls()).toBe(3)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4))
    expect(confirmCalls()).toBe(3)

    await user.click(screen.getByRole('button', { name: 'Tjek betalingen igen' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Tak for din ordre' })).toBeInTheDocument()
    expect(confirmCalls()).toBe(4)
  })

  it('explains a declined or cancelled payment and leads back to the payment step, keeping the basket', async () => {
    const { api } = renderReturn(['ValidationFailed'])
    restore = api.restore
    expect(await screen.findByRole('heading', { level: 1, name: 'Betalingen blev ikke gennemført' })).toBeInTheDocument()
    expect(screen.getByText('Kortet blev afvist, eller betalingen blev annulleret.')).toBeInTheDocument()
    expect(screen.getByText('Kortet blev afvist af banken.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Prøv at betale igen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/kassen\/?\?trin=betaling$/),
    )
    expect(Cookies.get('basketId')).toBe(BASKET_UID)
  })

  it('explains a refused MobilePay payment and leads back to the payment step with MobilePay named, to try again or pay by card', async () => {
    const { api } = renderReturn(['ValidationFailed'], 'o-1', 30, undefined, 'MobilePay')
    restore = api.restore
    expect(await screen.findByRole('heading', { level: 1, name: 'Betalingen blev ikke gennemført' })).toBeInTheDocument()
    expect(screen.getByTestId('payment-failed')).toHaveTextContent('Betalingen blev afvist i MobilePay, eller den blev annulleret.')
    expect(screen.getByText('Din kurv er gemt, så du kan prøve igen med MobilePay eller betale med kort i stedet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Prøv at betale igen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/kassen\/?\?trin=betaling&afvist=MobilePay$/),
    )
    expect(Cookies.get('basketId')).toBe(BASKET_UID)
  })

  it('says so when the order is not found', async () => {
    const { api } = renderReturn(['OrderNotFound'])
    restore = api.restore
    expect(await screen.findByRole('heading', { level: 1, name: 'Vi kan ikke finde ordren' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fortsæt med at handle' })).toBeInTheDocument()
    expect(Cookies.get('basketId')).toBe(BASKET_UID)
  })

  it('says the order is not found without asking when the address names none', async () => {
    const { api } = renderReturn(['Authorized'], null)
    restore = api.restore
    expect(screen.getByRole('heading', { level: 1, name: 'Vi kan ikke finde ordren' })).toBeInTheDocument()
    expect(api.calls.filter((call) => call.path.includes('/confirm/'))).toHaveLength(0)
  })

  describe('analytics’ purchase (docs/analytics.md)', () => {
    const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase')

    beforeEach(() => {
      window.dataLayer = []
      window.localStorage.clear()
    })

    it('pushes the backend’s purchase, and nothing when the receipt is opened again (the backend sends it once)', async () => {
      const purchase = { transaction_id: '30001', currency: 'DKK', value: 377, tax: 75.4, shipping: 39, coupon: null, items: [] }
      const first = renderReturn(['TooSoon', 'Authorized'], 'o-30001', 30, purchase)
      restore = first.api.restore
      await screen.findByTestId('order-number')
      expect(purchases()).toEqual([
        {
          event: 'purchase',
          ecommerce: { transaction_id: '30001', currency: 'DKK', value: 377, tax: 75.4, shipping: 39, items: [] },
          loginStatus: false,
          businessType: 'b2c',
        },
      ])
      cleanup()
      restore()

      // The receipt again (a reload, or the link in the mail later): the confirm answer has no purchase any more.
      const again = renderReturn(['Authorized'], 'o-30001', 30)
      restore = again.api.restore
      await screen.findByTestId('order-number')
      await waitFor(() => expect(again.confirmCalls()).toBe(1))
      expect(purchases()).toHaveLength(1)
    })

    it('pushes nothing for a declined payment', async () => {
      const { api } = renderReturn(['ValidationFailed'], 'o-32')
      restore = api.restore
      await screen.findByRole('heading', { level: 1, name: 'Betalingen blev ikke gennemført' })
      expect(purchases()).toEqual([])
    })
  })
})
