// The order's state on the receipt (docs/adr/0044-order-fulfilment.md): sent with the carrier's tracking, partly
// sent with what each parcel held, cancelled, handed over in the shop, and nothing while it is only paid. The answers
// go through the receipt's own schema first, as on the page, so the fields must survive it.
import { screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { receiptSchema } from '@/features/orders/api/get-receipt'
import { createTestI18n, renderWithProviders } from '@/test/render'
import { fulfilmentOf, formatShortDate, isSettledForCustomer, summaryFulfilmentOf } from './shipmentState'
import { OrderFulfilment } from './Shipments'

const money = (Amount: number, Text: string) => ({ Amount, Text })
const TRACKING = 'https://tracking.postnord.com/dk/?id=00370712345678901234'

const receipt = (over: Record<string, unknown> = {}) =>
  receiptSchema.parse({
    Uid: 'o-1',
    OrderNumber: '10023',
    PlacedAt: '2026-11-25T13:32:00.000Z',
    Status: 'Settled',
    PaymentMethod: 'CreditCard',
    Email: 'karen@eksempel.dk',
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
      { Name: 'Trøffelchips, 125 g', Quantity: 2, UnitPrice: money(3900, '39,-'), LinePrice: money(7800, '78,-'), Shipped: 0, Refunded: 0 },
    ],
    GiftCardLines: [],
    Totals: { SubTotal: money(109200, '1.092,-'), Total: money(114100, '1.141,-') },
    ShippedAt: null,
    CancelledAt: null,
    Shipments: [],
    ...over,
  })

const firstParcel = {
  ShippedAt: '2026-11-27T09:15:00.000Z',
  Carrier: 'PostNord',
  TrackingNumber: '00370712345678901234',
  TrackingUrl: TRACKING,
  Lines: [{ Name: 'Rosé de Provence 2024', Quantity: 6 }],
}

const block = () => screen.getByTestId('order-fulfilment')

describe('OrderFulfilment', () => {
  it('says a sent order was sent, when, by whom, with the tracking number and a link that opens the carrier’s page', () => {
    renderWithProviders(
      <OrderFulfilment
        receipt={receipt({
          Status: 'Shipped',
          ShippedAt: '2026-11-27T09:15:00.000Z',
          Shipments: [{ ...firstParcel, Lines: [...firstParcel.Lines, { Name: 'Trøffelchips, 125 g', Quantity: 2 }] }],
        })}
      />,
    )
    expect(block()).toHaveAttribute('data-state', 'Shipped')
    expect(block()).toHaveTextContent('Sendt 27. nov.')
    expect(block()).toHaveTextContent('PostNord · Pakkenummer 00370712345678901234')
    const link = screen.getByRole('link', { name: 'Følg pakken med pakkenummer 00370712345678901234 (åbner i en ny fane)' })
    expect(link).toHaveAttribute('href', TRACKING)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener')
    // One parcel held all of it: no list of contents to repeat the receipt's lines.
    expect(within(block()).queryByRole('list', { name: 'Indhold' })).toBeNull()
    expect(block()).not.toHaveTextContent('Delvist')
  })

  it('says a partly sent order has more to come, and what the parcel so far held', () => {
    renderWithProviders(<OrderFulfilment receipt={receipt({ Shipments: [firstParcel] })} />)
    expect(block()).toHaveAttribute('data-state', 'Partial')
    expect(block()).toHaveTextContent('Delvist sendt – resten følger')
    const parcels = within(block())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Pakker')
    expect(parcels).toHaveLength(1)
    expect(parcels[0]).toHaveTextContent('Sendt 27. nov.')
    expect(within(parcels[0]!).getByRole('list', { name: 'Indhold' })).toHaveTextContent('6 × Rosé de Provence 2024')
    expect(block()).not.toHaveTextContent('Trøffelchips')
    expect(screen.getByRole('link', { name: /^Følg pakken med pakkenummer 00370712345678901234/ })).toHaveAttribute('href', TRACKING)
  })

  it('lists two parcels oldest first, each with its own link, once the rest has gone too', () => {
    const second = {
      ShippedAt: '2026-11-30T10:00:00.000Z',
      Carrier: 'PostNord',
      TrackingNumber: '00370712345678909999',
      TrackingUrl: 'https://tracking.postnord.com/dk/?id=00370712345678909999',
      Lines: [{ Name: 'Trøffelchips, 125 g', Quantity: 2 }],
    }
    renderWithProviders(
      <OrderFulfilment receipt={receipt({ Status: 'Shipped', ShippedAt: second.ShippedAt, Shipments: [second, firstParcel] })} />,
    )
    expect(block().firstElementChild).toHaveTextContent('Sendt 30. nov.')
    const parcels = within(screen.getByRole('list', { name: 'Pakker' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Pakker')
    expect(parcels.map((item) => item.querySelector('time')?.textContent)).toEqual(['Sendt 27. nov.', 'Sendt 30. nov.'])
    expect(within(parcels[1]!).getByRole('list', { name: 'Indhold' })).toHaveTextContent('2 × Trøffelchips, 125 g')
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([TRACKING, second.TrackingUrl])
  })

  it('says a cancelled order is cancelled, and when', () => {
    renderWithProviders(<OrderFulfilment receipt={receipt({ Status: 'Cancelled', CancelledAt: '2026-11-26T08:00:00.000Z' })} />)
    expect(block()).toHaveAttribute('data-state', 'Cancelled')
    expect(block()).toHaveTextContent('Annulleret')
    expect(block()).toHaveTextContent('Ordren blev annulleret 26. nov.')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('says a pickup order was handed over, not sent', () => {
    renderWithProviders(
      <OrderFulfilment
        receipt={receipt({
          Status: 'Shipped',
          Delivery: { MethodType: 'SimplePickup' },
          ShippedAt: '2026-11-27T15:00:00.000Z',
          Shipments: [{ ShippedAt: '2026-11-27T15:00:00.000Z', Carrier: null, TrackingNumber: null, TrackingUrl: null, Lines: [] }],
        })}
      />,
    )
    expect(block()).toHaveAttribute('data-state', 'HandedOver')
    expect(block()).toHaveTextContent('Udleveret 27. nov.')
    expect(block()).not.toHaveTextContent('Sendt')
  })

  it('says nothing while the order is only paid, nor for an older answer without the fields', () => {
    const { container } = renderWithProviders(<OrderFulfilment receipt={receipt()} />)
    expect(container).toBeEmptyDOMElement()
    const older = receipt()
    delete (older as Record<string, unknown>).ShippedAt
    delete (older as Record<string, unknown>).Shipments
    expect(fulfilmentOf(older)).toEqual({ Kind: 'None' })
  })

  it('speaks English too', () => {
    renderWithProviders(
      <I18nextProvider i18n={createTestI18n('en')}>
        <OrderFulfilment receipt={receipt({ Status: 'Shipped', ShippedAt: firstParcel.ShippedAt, Shipments: [firstParcel] })} />
      </I18nextProvider>,
    )
    expect(block()).toHaveTextContent('Sent 27 Nov')
    expect(
      screen.getByRole('link', { name: 'Track the parcel with tracking number 00370712345678901234 (opens in a new tab)' }),
    ).toBeInTheDocument()
  })
})

describe('reading the fulfilment fields', () => {
  it('never makes a link of a tracking address that is not a web address', () => {
    const state = fulfilmentOf(receipt({ Shipments: [{ ...firstParcel, TrackingUrl: 'javascript:alert(1)' }] }))
    expect(state).toMatchObject({ Kind: 'Partial', Shipments: [{ TrackingNumber: '00370712345678901234', TrackingUrl: null }] })
    expect(summaryFulfilmentOf({ ShippedAt: null, TrackingUrl: 'javascript:alert(1)' })).toEqual({ ShippedAt: null, TrackingUrl: null })
    expect(summaryFulfilmentOf({ ShippedAt: '2026-11-27T09:15:00.000Z', TrackingUrl: TRACKING })).toEqual({
      ShippedAt: '2026-11-27T09:15:00.000Z',
      TrackingUrl: TRACKING,
    })
  })

  it('leaves out a parcel it cannot read rather than failing the receipt', () => {
    const state = fulfilmentOf(receipt({ Shipments: [{ Carrier: 'PostNord' }, firstParcel, 'x'] }))
    expect(state).toMatchObject({ Kind: 'Partial' })
    expect(state.Kind === 'Partial' ? state.Shipments.map((s) => s.TrackingNumber) : []).toEqual(['00370712345678901234'])
  })

  it('knows when there is nothing left to promise: sent, handed over or cancelled, not partly sent', () => {
    expect(isSettledForCustomer(receipt({ ShippedAt: '2026-11-27T09:15:00.000Z' }))).toBe(true)
    expect(isSettledForCustomer(receipt({ Status: 'Cancelled' }))).toBe(true)
    expect(isSettledForCustomer(receipt({ Shipments: [firstParcel] }))).toBe(false)
    expect(isSettledForCustomer(receipt())).toBe(false)
  })

  it('writes the day short, in Danish time', () => {
    // 23:30 UTC on the 27th is already the 28th in Copenhagen.
    expect(formatShortDate('2026-11-27T23:30:00.000Z', 'da')).toBe('28. nov.')
    expect(formatShortDate('2026-11-27T09:15:00.000Z', 'en')).toBe('27 Nov')
    expect(formatShortDate('not a date', 'da')).toBeNull()
  })
})
