// "Hvad sker der nu?" on the receipt: the mail, when we send, the expected days for the delivery method, and what
// applies to invoice orders, tickets and gift cards.
import { screen } from '@testing-library/react'
import { receiptSchema } from '@/features/orders/api/get-receipt'
import { I18nextProvider } from 'react-i18next'
import { createTestI18n, renderWithProviders } from '@/test/render'
import { receiptAnswer } from '../testing/fakeCheckoutApi'
import { WhatHappensNext } from './WhatHappensNext'

const FRIDAY_MORNING = new Date('2026-11-27T08:00:00Z')
const receipt = (over: Record<string, unknown> = {}) => receiptSchema.parse({ ...receiptAnswer('o-1'), ...over })
const steps = () => screen.getAllByRole('listitem').map((item) => item.textContent)

describe('WhatHappensNext', () => {
  it('says where the mail went, that we send today, and the service-point window in words', () => {
    renderWithProviders(
      <WhatHappensNext
        receipt={receipt({ ExpectedDelivery: { ShipsOn: '2026-11-27', From: '2026-11-30', To: '2026-12-02' } })}
        now={FRIDAY_MORNING}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Hvad sker der nu?' })).toBeInTheDocument()
    expect(steps()).toEqual([
      'Vi har sendt en ordrebekræftelse til karen@eksempel.dk.',
      'Vi pakker og sender din ordre i dag. Du får en mail med track and trace, når pakken er sendt.',
      'Vi forventer, at pakken ligger klar i din pakkeshop mellem mandag den 30. november og onsdag den 2. december. PostNord giver dig besked, når den kan hentes.',
    ])
  })

  it('names the day we send when it is not today, in English too', () => {
    renderWithProviders(
      <I18nextProvider i18n={createTestI18n('en')}>
        <WhatHappensNext
          receipt={receipt({
            Delivery: { MethodType: 'DeliveryAddress', MethodName: 'Home delivery' },
            ExpectedDelivery: { ShipsOn: '2026-11-30', From: '2026-12-01', To: '2026-12-03' },
          })}
          now={FRIDAY_MORNING}
        />
      </I18nextProvider>,
    )
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument()
    expect(steps().slice(1)).toEqual([
      'We pack and send your order on Monday 30 November. You get an e-mail with tracking when the parcel is on its way.',
      'We expect to deliver the parcel to your door between Tuesday 1 December and Thursday 3 December.',
    ])
  })

  it('says what applies to an invoice order with gift cards, and to tickets', () => {
    renderWithProviders(
      <WhatHappensNext
        receipt={receipt({
          PaymentMethod: 'Invoice',
          Delivery: { MethodType: 'NoDelivery', MethodName: 'Ingen levering' },
          ExpectedDelivery: null,
          HasTickets: true,
          GiftCardLines: [{ LineId: 'g-1', Amount: { Amount: 50000, Text: '500,-' }, Quantity: 1, IsGift: false }],
        })}
        now={FRIDAY_MORNING}
      />,
    )
    expect(steps()).toEqual([
      'Vi har sendt en ordrebekræftelse til karen@eksempel.dk.',
      'Ordren betales med faktura, som vi sender til jer.',
      'Dine billetter kommer på mail. Vis dem ved indgangen på dagen.',
      'Gavekortene og deres koder sender vi på mail, når fakturaen er betalt.',
    ])
  })

  it('says nothing about what is next for a cancelled order', () => {
    renderWithProviders(<WhatHappensNext receipt={receipt({ Status: 'Cancelled' })} now={FRIDAY_MORNING} />)
    expect(screen.queryByRole('heading', { name: 'Hvad sker der nu?' })).toBeNull()
  })

  it('promises no shipment once it has all gone out, and still does while the rest of a part shipment is to come', () => {
    const parcel = { ShippedAt: '2026-11-27T10:00:00.000Z', Carrier: 'PostNord', TrackingNumber: '1', TrackingUrl: null, Lines: [] }
    const sent = { ...receipt({ Status: 'Shipped' }), ShippedAt: '2026-11-27T10:00:00.000Z', Shipments: [parcel] }
    const { unmount } = renderWithProviders(<WhatHappensNext receipt={sent} now={FRIDAY_MORNING} />)
    expect(screen.queryByRole('heading', { name: 'Hvad sker der nu?' })).toBeNull()
    unmount()
    const partly = { ...receipt({ Status: 'Settled' }), ShippedAt: null, Shipments: [parcel] }
    renderWithProviders(<WhatHappensNext receipt={partly} now={FRIDAY_MORNING} />)
    expect(screen.getByRole('heading', { name: 'Hvad sker der nu?' })).toBeTruthy()
  })
})
