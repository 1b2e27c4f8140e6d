// What has become of an order, in the account (docs/adr/0044-order-fulfilment.md): the receipt page tells it near the
// top with the tracking link, and the front page's latest order says "Sendt" with "Følg pakken" when there is a link.
import { screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { installBrowserStubs } from '@/test/browserStubs'
import { LatestOrderCard } from './LatestOrderCard'
import { ReceiptContent, useReceiptPage } from './Receipt'
import { authState, installAccountApi, renderAccount, type AccountApiAnswer } from '../testing/renderAccount'

const UID = '4f0f3c5e-7c1a-4d8e-9a51-2b8c2f7e9d10'
const TRACKING = 'https://tracking.postnord.com/dk/?id=00370712345678901234'
const money = (Amount: number, Text: string) => ({ Amount, Text })
const customer = customerAnswer()
const SETTINGS = {
  PageSize: 10,
  Statuses: [
    { Value: 'Settled', Label: 'Betalt' },
    { Value: 'Shipped', Label: 'Afsendt' },
    { Value: 'Cancelled', Label: 'Annulleret' },
  ],
}

const receipt = (over: Record<string, unknown> = {}) => ({
  Uid: UID,
  OrderNumber: '10005',
  PlacedAt: '2026-11-25T19:03:00.000Z',
  Status: 'Settled',
  PaymentMethod: 'CreditCard',
  Email: 'kunde@delikat.dk',
  IsB2B: false,
  Delivery: { MethodType: 'PostNord', MethodName: 'PostNord pakkeshop' },
  Lines: [
    {
      Name: 'Rosé de Provence 2024',
      Quantity: 6,
      UnitPrice: money(16900, '169,-'),
      LinePrice: money(101400, '1.014,-'),
      Shipped: 0,
      Refunded: 0,
    },
  ],
  GiftCardLines: [],
  Totals: { SubTotal: money(101400, '1.014,-'), Total: money(106300, '1.063,-') },
  ShippedAt: null,
  CancelledAt: null,
  Shipments: [],
  ...over,
})

const parcel = {
  ShippedAt: '2026-11-27T09:15:00.000Z',
  Carrier: 'PostNord',
  TrackingNumber: '00370712345678901234',
  TrackingUrl: TRACKING,
  Lines: [{ Name: 'Rosé de Provence 2024', Quantity: 6 }],
}

const order = (over: Record<string, unknown> = {}) => ({
  Uid: UID,
  OrderNumber: '10005',
  PlacedAt: '2026-11-25T19:03:00.000Z',
  Status: 'Settled',
  PaymentMethod: 'CreditCard',
  DeliveryMethodType: 'PostNord',
  Quantity: 6,
  Total: money(106300, '1.063,-'),
  PlacedByStaff: null,
  ShippedAt: null,
  TrackingUrl: null,
  ...over,
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

const renderLatest = (summary: ReturnType<typeof order>) =>
  render(<LatestOrderCard />, (path) =>
    path === '/order/search/' ? { status: 200, data: { Orders: [summary], TotalPages: 1, TotalCount: 1, Page: 1 } } : null,
  )

describe('the order’s shipment in the account', () => {
  beforeAll(() => installBrowserStubs())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('tells on the receipt page that the order was sent, with the tracking link near the top', async () => {
    renderReceipt(receipt({ Status: 'Shipped', ShippedAt: parcel.ShippedAt, Shipments: [parcel] }))
    const state = await screen.findByTestId('order-fulfilment')
    expect(state).toHaveTextContent('Sendt 27. nov.')
    expect(within(state).getByRole('link', { name: /^Følg pakken med pakkenummer 00370712345678901234/ })).toHaveAttribute('href', TRACKING)
    // Before the lines: the first thing the customer reads about the order.
    const lines = screen.getByRole('heading', { name: 'Varer' })
    expect(state.compareDocumentPosition(lines) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it.each([
    ['a partly sent order', receipt({ Shipments: [parcel] }), 'Delvist sendt – resten følger'],
    ['a cancelled order', receipt({ Status: 'Cancelled', CancelledAt: '2026-11-26T08:00:00.000Z' }), 'Annulleret'],
    [
      'a pickup order handed over',
      receipt({ Status: 'Shipped', Delivery: { MethodType: 'SimplePickup' }, ShippedAt: '2026-11-27T15:00:00.000Z' }),
      'Udleveret 27. nov.',
    ],
  ])('tells on the receipt page %s', async (_name, answer, words) => {
    renderReceipt(answer)
    expect(await screen.findByTestId('order-fulfilment')).toHaveTextContent(words)
  })

  it('adds nothing to the receipt of an order only paid', async () => {
    renderReceipt(receipt())
    expect(await screen.findByText('kunde@delikat.dk')).toBeInTheDocument()
    expect(screen.queryByTestId('order-fulfilment')).toBeNull()
  })

  it('says "Sendt" on the latest order with "Følg pakken" for it', async () => {
    renderLatest(order({ Status: 'Shipped', ShippedAt: parcel.ShippedAt, TrackingUrl: TRACKING }))
    expect(await screen.findByText('Sendt')).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Følg pakken til ordre 10005 (åbner i en ny fane)' })
    expect(link).toHaveAttribute('href', TRACKING)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener')
  })

  it('keeps the status and offers no link while the latest order is only paid', async () => {
    renderLatest(order())
    expect(await screen.findByText('Betalt')).toBeInTheDocument()
    expect(screen.queryByText('Sendt')).toBeNull()
    expect(screen.queryByRole('link', { name: /Følg pakken/ })).toBeNull()
  })
})
