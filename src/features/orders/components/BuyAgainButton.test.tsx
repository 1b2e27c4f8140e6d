// "Køb igen" in the account (docs/adr/0038): the order list's and the receipt's button put the order into the basket
// through one call, then say how many went in and which did not and why, in a toast and beside the button.
import { fireEvent, screen, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import toast from 'react-hot-toast'
import type { ReactElement } from 'react'
import { OrderHistory } from '@/features/account/components/OrderHistory'
import { ReceiptContent, useReceiptPage } from '@/features/account/components/Receipt'
import {
  authState,
  installAccountApi,
  renderAccount,
  type AccountApiAnswer,
  type AccountApiRequest,
} from '@/features/account/testing/renderAccount'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { basket as basketFixture } from '@/test/fixtures'

const UID = '4f0f3c5e-7c1a-4d8e-9a51-2b8c2f7e9d10'
const money = (Amount: number, Text: string) => ({ Amount, Text })
const customer = customerAnswer()
const SETTINGS = { PageSize: 10, Statuses: [{ Value: 'Shipped', Label: 'Afsendt' }] }

const order = {
  Uid: UID,
  OrderNumber: '10002',
  PlacedAt: '2026-11-19T19:03:00.000Z',
  Status: 'Shipped',
  PaymentMethod: 'Invoice',
  DeliveryMethodType: 'PostNord',
  Quantity: 3,
  Total: money(40700, '407,-'),
}

const receipt = {
  Uid: UID,
  OrderNumber: '10002',
  PlacedAt: '2026-11-19T19:03:00.000Z',
  Status: 'Shipped',
  PaymentMethod: 'Invoice',
  Email: 'kunde@delikat.dk',
  IsB2B: false,
  Delivery: null,
  Lines: [
    {
      ProductId: 12,
      Name: 'Rødvin Bordeaux',
      RelativeUrl: null,
      Quantity: 2,
      UnitPrice: money(16900, '169,-'),
      LinePrice: money(33800, '338,-'),
    },
  ],
  GiftCardLines: [],
  Totals: { SubTotal: money(33800, '338,-'), Total: money(38700, '387,-') },
}

const buyAgainAnswer = (over: Record<string, unknown> = {}) => ({
  Basket: basketFixture('b-1', 2),
  Added: [{ ProductId: 12, VariantId: null, Name: 'Rødvin Bordeaux', Quantity: 2 }],
  NotAdded: [
    { ProductId: null, Name: 'Gammel årgang', Reason: 'NoLongerSold', Quantity: 1 },
    { ProductId: 40, Name: 'Vinsmagning', Reason: 'Ticket', Quantity: 2 },
  ],
  ...over,
})

let restore: (() => void) | undefined

function render(ui: ReactElement, buyAgain: () => AccountApiAnswer, url: string, route: string, params = {}) {
  const api = installAccountApi(({ method, path }: AccountApiRequest) => {
    if (path === '/order/settings/') return { status: 200, data: SETTINGS }
    if (path === '/order/search/') return { status: 200, data: { Orders: [order], TotalPages: 1, TotalCount: 1, Page: 1 } }
    if (path === `/order/${UID}/receipt/`) return { status: 200, data: receipt }
    if (method === 'POST' && path === '/basket/') return { status: 201, data: basketFixture('b-1', 0) }
    if (method === 'GET' && path === '/basket/b-1/') return { status: 200, data: basketFixture('b-1', 0) }
    if (path === `/order/${UID}/reorder/`) return buyAgain()
    return { status: 404, data: {} }
  })
  restore = api.restore
  renderAccount(ui, { auth: authState({ status: 'authenticated', customer, loginKey: customer.HardId }), url, route, params })
  return api
}

function AccountReceipt() {
  return <ReceiptContent page={useReceiptPage()} />
}

describe('BuyAgainButton', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
    toast.remove()
    Cookies.remove('basketId', { path: '/' })
  })

  it('puts an order from the list into a new basket and says what went in and what did not, and why', async () => {
    const api = render(<OrderHistory />, () => ({ status: 200, data: buyAgainAnswer() }), '/konto/ordrer/', '/konto/ordrer')
    const row = await screen.findByTestId('order-row')
    fireEvent.click(within(row).getByRole('button', { name: 'Køb igen – ordre 10002' }))

    // The toast says it; the narrow row keeps only the way to the basket.
    const text = '2 varer blev lagt i kurven. Ikke længere i sortiment: Gammel årgang. Billetter købes ikke igen herfra: Vinsmagning.'
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(await within(row).findByTestId('buy-again-outcome')).toHaveTextContent(/^Gå til kurven$/)
    expect(within(row).getByRole('link', { name: 'Gå til kurven' })).toHaveAttribute('href', expect.stringMatching(/^\/kurv\/?$/))
    const call = api.requests.find((r) => r.path === `/order/${UID}/reorder/`)
    expect(call).toMatchObject({ method: 'POST', body: { BasketUid: 'b-1' } })
  })

  it('on the receipt: says so when nothing could go in, without a basket link', async () => {
    render(
      <AccountReceipt />,
      () => ({
        status: 200,
        data: buyAgainAnswer({ Added: [], NotAdded: [{ ProductId: 12, Name: 'Rødvin Bordeaux', Reason: 'SoldOut', Quantity: 2 }] }),
      }),
      `/konto/ordrer/${UID}/`,
      '/konto/ordrer/[orderUid]',
      { orderUid: UID },
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Køb igen' }))
    const outcome = await screen.findByTestId('buy-again-outcome')
    expect(outcome).toHaveTextContent('Ingen af ordrens varer kunne lægges i kurven. Udsolgt: Rødvin Bordeaux.')
    expect(within(outcome).queryByRole('link')).toBeNull()
  })

  it("shows the server's message in the error toast when the call fails", async () => {
    render(
      <AccountReceipt />,
      () => ({ status: 404, data: { ErrorCode: 'OrderNotFound', Message: 'Ordren findes ikke.' } }),
      `/konto/ordrer/${UID}/`,
      '/konto/ordrer/[orderUid]',
      { orderUid: UID },
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Køb igen' }))
    expect(await screen.findByText('Ordren findes ikke.')).toBeInTheDocument()
    expect(screen.queryByTestId('buy-again-outcome')).toBeNull()
  })
})
