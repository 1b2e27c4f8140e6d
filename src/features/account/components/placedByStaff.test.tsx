// An order staff placed on the customer's behalf (PlacedByStaff, docs/api/impersonation.md): the receipt says who,
// the order history marks the row; orders the customer placed, and older answers without the field, show nothing.
import { screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { receiptSchema } from '@/features/orders/api/get-receipt'
import { orderSummarySchema } from '@/features/orders/api/search-orders'
import { installBrowserStubs } from '@/test/browserStubs'
import { OrderConfirmation } from '@/features/checkout/components/OrderConfirmation'
import { OrderHistory } from './OrderHistory'
import { ReceiptContent, useReceiptPage } from './Receipt'
import { authState, installAccountApi, renderAccount, type AccountApiAnswer } from '../testing/renderAccount'

const UID = '4f0f3c5e-7c1a-4d8e-9a51-2b8c2f7e9d10'
const money = (Amount: number, Text: string) => ({ Amount, Text })
const customer = customerAnswer()
const SETTINGS = { PageSize: 10, Statuses: [{ Value: 'Created', Label: 'Modtaget' }] }

const receipt = (PlacedByStaff?: string | null) => ({
  Uid: UID,
  OrderNumber: '10005',
  PlacedAt: '2026-11-19T19:03:00.000Z',
  Status: 'Created',
  PaymentMethod: 'Invoice',
  Email: 'kunde@delikat.dk',
  IsB2B: false,
  Delivery: null,
  Lines: [],
  GiftCardLines: [],
  Totals: { SubTotal: money(10000, '100,-'), Total: money(10000, '100,-') },
  ...(PlacedByStaff === undefined ? {} : { PlacedByStaff }),
})

const order = (number: string, PlacedByStaff?: string | null) => ({
  Uid: `00000000-0000-4000-8000-0000000${number}`,
  OrderNumber: number,
  PlacedAt: '2026-11-19T19:03:00.000Z',
  Status: 'Created',
  PaymentMethod: 'Invoice',
  DeliveryMethodType: 'DeliveryAddress',
  Quantity: 1,
  Total: money(10000, '100,-'),
  ...(PlacedByStaff === undefined ? {} : { PlacedByStaff }),
})

let restore: (() => void) | undefined

function render(ui: ReactElement, answer: (path: string) => AccountApiAnswer | null, url = '/konto/', route = '/konto', params = {}) {
  const api = installAccountApi(({ path }) => {
    if (path === '/order/settings/') return { status: 200, data: SETTINGS }
    return answer(path) ?? { status: 404, data: {} }
  })
  restore = api.restore
  renderAccount(ui, { auth: authState({ status: 'authenticated', customer, loginKey: customer.HardId }), url, route, params })
}

function AccountReceipt() {
  return <ReceiptContent page={useReceiptPage()} />
}

const renderReceipt = (answer: ReturnType<typeof receipt>) =>
  render(
    <AccountReceipt />,
    (path) => (path === `/order/${UID}/receipt/` ? { status: 200, data: answer } : null),
    `/konto/ordrer/${UID}/`,
    '/konto/ordrer/[orderUid]',
    { orderUid: UID },
  )

describe('orders placed by staff on the customer’s behalf', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('parses answers with and without PlacedByStaff', () => {
    expect(receiptSchema.parse(receipt('Kirsten Kundeservice')).PlacedByStaff).toBe('Kirsten Kundeservice')
    expect(receiptSchema.parse(receipt(null)).PlacedByStaff).toBeNull()
    expect(receiptSchema.parse(receipt()).PlacedByStaff).toBeUndefined()
    expect(orderSummarySchema.parse(order('10001')).PlacedByStaff).toBeUndefined()
  })

  it('says on the account receipt who placed the order', async () => {
    renderReceipt(receipt('Kirsten Kundeservice'))
    expect(await screen.findByTestId('placed-by-staff')).toHaveTextContent(
      'Afgivet af Kirsten Kundeservice fra kundeservice på kundens vegne.',
    )
  })

  it('says nothing of staff on a receipt the customer placed', async () => {
    renderReceipt(receipt(null))
    expect(await screen.findByText('kunde@delikat.dk')).toBeInTheDocument()
    expect(screen.queryByTestId('placed-by-staff')).toBeNull()
  })

  it('says it on the checkout receipt too', async () => {
    render(<OrderConfirmation orderUid={UID} />, (path) =>
      path === `/order/${UID}/receipt/` ? { status: 200, data: receipt('Kirsten Kundeservice') } : null,
    )
    expect(await screen.findByTestId('placed-by-staff')).toHaveTextContent(
      'Afgivet af Kirsten Kundeservice fra kundeservice på kundens vegne.',
    )
  })

  it('marks the order in the history, with the name in its title', async () => {
    render(
      <OrderHistory />,
      (path) =>
        path === '/order/search/'
          ? {
              status: 200,
              data: { Orders: [order('10002', 'Kirsten Kundeservice'), order('10001', null)], TotalPages: 1, TotalCount: 2, Page: 1 },
            }
          : null,
      '/konto/ordrer/',
      '/konto/ordrer',
    )
    const rows = await screen.findAllByTestId('order-row')
    const mark = within(rows[0]!).getByTestId('placed-by-staff')
    expect(mark).toHaveTextContent('Afgivet af kundeservice')
    expect(mark).toHaveAttribute('title', 'Afgivet af Kirsten Kundeservice fra kundeservice')
    expect(within(rows[1]!).queryByTestId('placed-by-staff')).toBeNull()
  })
})
