/**
 * The order handling panel (admin/OrderActions.tsx, docs/adr/0044-order-fulfilment.md): its rules (which buttons, what
 * may be shipped and refunded, kroner typed by staff, the reservation warning) and what it renders for an order, and
 * the dashboard's order tiles, whose links show the same orders they count.
 */
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { Where } from 'payload'

// Payload's admin kit needs its providers and styles; a plain button stands in for its Button here.
vi.mock('@payloadcms/ui', () => ({
  Button: (props: { children?: ReactNode; disabled?: boolean; extraButtonProps?: Record<string, unknown> }) =>
    createElement('button', { type: 'button', disabled: props.disabled, ...props.extraButtonProps }, props.children),
  useAuth: () => ({ user: null }),
  useDocumentInfo: () => ({ id: undefined }),
  useTranslation: () => ({ i18n: { language: 'da' } }),
}))
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }))

const {
  OrderPanel,
  availableActions,
  expiryWarning,
  kr,
  kronerInput,
  linesValue,
  mayHandleOrders,
  parseKroner,
  refundMax,
  refundPrefill,
  refundRequest,
  refundableQuantity,
  shipPicks,
  shippable,
  stateLine,
} = await import('./OrderActions')
const { sections } = await import('./Dashboard')
type StaffOrder = import('./OrderActions').StaffOrder
type OrderPanelProps = import('./OrderActions').OrderPanelProps

const NOW = new Date('2026-11-27T12:00:00Z')

function order(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    Id: 42,
    OrderNumber: 'D-1042',
    Status: 'Authorized',
    PaymentMethod: 'CreditCard',
    PaymentState: 'Authorized',
    Total: 123_450,
    Authorized: 123_450,
    Captured: 0,
    Refunded: 0,
    Refundable: 0,
    AuthorizationExpiresAt: '2026-12-03T12:00:00Z',
    MethodType: 'PostNord',
    MethodName: 'PostNord pakkeshop',
    NeedsLabel: true,
    InvoicePaidAt: null,
    CanShip: true,
    CanCancel: true,
    CanRefund: false,
    CanMarkInvoicePaid: false,
    Lines: [
      {
        Id: 'wine',
        Name: 'Barolo 2019',
        Quantity: 3,
        Shipped: 1,
        Refunded: 0,
        Returned: 0,
        UnitPrice: 30_000,
        LinePrice: 90_000,
        NeedsDelivery: true,
      },
      {
        Id: 'oil',
        Name: 'Olivenolie',
        Quantity: 1,
        Shipped: 1,
        Refunded: 0,
        Returned: 0,
        UnitPrice: 14_950,
        LinePrice: 14_950,
        NeedsDelivery: true,
      },
      {
        Id: 'ticket',
        Name: 'Vinsmagning',
        Quantity: 2,
        Shipped: 2,
        Refunded: 0,
        Returned: 0,
        UnitPrice: 9_250,
        LinePrice: 18_500,
        NeedsDelivery: false,
      },
    ],
    Shipments: [],
    Events: [],
    ...overrides,
  }
}

function render(overrides: Partial<StaffOrder> = {}, props: Partial<OrderPanelProps> = {}): string {
  return renderToStaticMarkup(
    createElement(OrderPanel, {
      order: order(overrides),
      language: 'da',
      now: NOW,
      busy: null,
      error: null,
      success: null,
      act: async () => undefined,
      complain: () => undefined,
      labelUrl: (id: number) => `/api/shop/staff/orders/42/shipments/${id}/label/`,
      ...props,
    }),
  )
}

describe('kroner as staff read and type them', () => {
  it('writes amounts as the shop does, with "kr."', () => {
    expect(kr(123_450)).toBe('1.234,50 kr.')
    expect(kr(14_900)).toBe('149,- kr.')
    expect(kronerInput(123_450, 'da')).toBe('1234,50')
    expect(kronerInput(123_450, 'en')).toBe('1234.50')
  })

  it('reads Danish and English ways of writing an amount, in øre', () => {
    expect(parseKroner('149')).toBe(14_900)
    expect(parseKroner('149,5')).toBe(14_950)
    expect(parseKroner('1.234,50')).toBe(123_450)
    expect(parseKroner('1234,50 kr.')).toBe(123_450)
    expect(parseKroner(' 149,- ')).toBe(14_900)
    expect(parseKroner('149.50')).toBe(14_950)
    expect(parseKroner('1,234.50')).toBe(123_450)
    expect(parseKroner('1.234')).toBe(123_400)
    expect(parseKroner(kronerInput(98_765, 'da'))).toBe(98_765)
    expect(parseKroner(kronerInput(98_765, 'en'))).toBe(98_765)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-10', '1,234', '12,345', '1.2.3', '10,5,5', '149,999', '1e3'])
      expect(parseKroner(text), text).toBeNull()
  })
})

describe('what the panel offers', () => {
  it('is for customer service and admins only', () => {
    expect(mayHandleOrders(['customerService'])).toBe(true)
    expect(mayHandleOrders(['editor', 'admin'])).toBe(true)
    expect(mayHandleOrders(['editor'])).toBe(false)
    expect(mayHandleOrders(undefined)).toBe(false)
  })

  it('follows the shop’s Can… answers, and offers "Send valgte" only when there is a line to choose', () => {
    expect(availableActions(order())).toEqual({ shipRest: true, shipChosen: true, cancel: true, refund: false, invoicePaid: false })
    const ticketsOnly = order({ Lines: [{ ...order().Lines[2]!, Shipped: 0 }] })
    expect(availableActions(ticketsOnly)).toMatchObject({ shipRest: true, shipChosen: false })
    expect(availableActions(order({ CanShip: false, CanCancel: false, CanRefund: true, CanMarkInvoicePaid: true }))).toEqual({
      shipRest: false,
      shipChosen: false,
      cancel: false,
      refund: true,
      invoicePaid: true,
    })
  })

  it('ships what remains of a line and refunds what went out (tickets: what was bought)', () => {
    const [wine, oil, ticket] = order().Lines
    expect([shippable(wine!), shippable(oil!), shippable(ticket!)]).toEqual([2, 0, 0])
    expect([refundableQuantity(wine!), refundableQuantity({ ...oil!, Refunded: 1 }), refundableQuantity(ticket!)]).toEqual([1, 0, 2])
  })

  it('refunds at most what was captured less refunded, an invoice or gift-card order at most its total', () => {
    expect(refundMax(order({ Captured: 100_000, Refunded: 20_000 }))).toBe(80_000)
    expect(refundMax(order({ PaymentMethod: 'Invoice', Authorized: 0, Captured: 0, Refunded: 23_450 }))).toBe(100_000)
    expect(refundMax(order({ Authorized: 0, Captured: 0 }))).toBe(123_450)
  })
})

describe('the requests it sends', () => {
  it('sends the chosen lines above zero, each within what remains', () => {
    expect(shipPicks(order(), { wine: '1' })).toEqual({ Lines: [{ Id: 'wine', Quantity: 1 }] })
    expect(shipPicks(order(), { wine: '0' })).toEqual({ problem: 'nothingChosen' })
    expect(shipPicks(order(), { wine: '3' })).toEqual({ problem: 'badQuantity' })
    expect(shipPicks(order(), { wine: '1.5' })).toEqual({ problem: 'badQuantity' })
    expect(shipPicks(order(), { wine: '0x1' })).toEqual({ problem: 'badQuantity' })
    expect(shipPicks(order(), { wine: ' 2 ', oil: '1' })).toEqual({ Lines: [{ Id: 'wine', Quantity: 2 }] })
  })

  it('prefills a refund with the chosen lines’ value, capped at what may be refunded', () => {
    const o = order({ Captured: 100_000, CanRefund: true, Lines: order().Lines.map((l) => ({ ...l, Shipped: l.Quantity })) })
    expect(linesValue(o, [{ Id: 'wine', Quantity: 2 }])).toBe(60_000)
    expect(refundPrefill(o, { wine: '2', ticket: '1' })).toBe(69_250)
    expect(refundPrefill(o, { wine: '3', oil: '1', ticket: '2' })).toBe(100_000)
    expect(refundPrefill(o, { wine: '9' })).toBe(0)
  })

  it('asks a refund for a valid amount and reason, and sends goods back only with lines', () => {
    const o = order({ Captured: 100_000, CanRefund: true })
    expect(refundRequest(o, { quantities: { wine: '1' }, amount: '300,00', reason: '  Knust flaske ', returned: true })).toEqual({
      Amount: 30_000,
      Lines: [{ Id: 'wine', Quantity: 1 }],
      Reason: 'Knust flaske',
      Returned: true,
    })
    expect(refundRequest(o, { quantities: {}, amount: '50', reason: 'Kulance', returned: true })).toEqual({
      Amount: 5_000,
      Reason: 'Kulance',
      Returned: false,
    })
    expect(refundRequest(o, { quantities: {}, amount: '1000,01', reason: 'x', returned: false })).toEqual({ problem: 'amountTooHigh' })
    expect(refundRequest(o, { quantities: {}, amount: '0', reason: 'x', returned: false })).toEqual({ problem: 'badAmount' })
    expect(refundRequest(o, { quantities: {}, amount: 'ti kroner', reason: 'x', returned: false })).toEqual({ problem: 'badAmount' })
    expect(refundRequest(o, { quantities: {}, amount: '10', reason: '   ', returned: false })).toEqual({ problem: 'reasonMissing' })
    expect(refundRequest(o, { quantities: {}, amount: '10', reason: 'x'.repeat(501), returned: false })).toEqual({
      problem: 'reasonTooLong',
    })
    expect(refundRequest(o, { quantities: { wine: '2' }, amount: '10', reason: 'x', returned: false })).toEqual({ problem: 'badQuantity' })
  })
})

describe('the reservation warning', () => {
  const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString()

  it('warns within two days, in days, then hours, and once it has lapsed', () => {
    expect(expiryWarning(order({ AuthorizationExpiresAt: at(30) }), NOW, 'da')).toBe(
      'Reservationen udløber om 1 dag – send ordren eller kontakt kunden',
    )
    expect(expiryWarning(order({ AuthorizationExpiresAt: at(5) }), NOW, 'da')).toBe(
      'Reservationen udløber om 5 timer – send ordren eller kontakt kunden',
    )
    expect(expiryWarning(order({ AuthorizationExpiresAt: at(30) }), NOW, 'en')).toBe(
      'The reservation lapses in 1 day – ship the order or contact the customer',
    )
    expect(expiryWarning(order({ AuthorizationExpiresAt: at(-1) }), NOW, 'da')).toMatch(/^Reservationen er udløbet/)
  })

  it('is silent further off, without a reservation, and once the order has gone or is cancelled', () => {
    expect(expiryWarning(order({ AuthorizationExpiresAt: at(48) }), NOW, 'da')).toBeNull()
    expect(expiryWarning(order({ AuthorizationExpiresAt: null }), NOW, 'da')).toBeNull()
    expect(expiryWarning(order({ AuthorizationExpiresAt: at(5), Status: 'Shipped' }), NOW, 'da')).toBeNull()
    expect(expiryWarning(order({ AuthorizationExpiresAt: at(5), Status: 'Cancelled' }), NOW, 'da')).toBeNull()
  })
})

describe('the panel for an order', () => {
  it('states status and payment in one line', () => {
    expect(stateLine(order({ Captured: 30_000 }), 'da')).toBe(
      'Status: Godkendt · Kort: 1.234,50 kr. i alt · reserveret 1.234,50 kr. · hævet 300,- kr. · refunderet 0,- kr.',
    )
    expect(stateLine(order({ PaymentMethod: 'Invoice', Status: 'Settled' }), 'en')).toBe(
      'Status: Paid · Invoice: 1.234,50 kr. total · invoice not paid',
    )
  })

  it('shows a labelled input per line left to ship, prefilled with what remains, and the buttons the order allows', () => {
    const html = render({ AuthorizationExpiresAt: '2026-11-28T18:00:00Z' })
    expect(html).toContain('Reservationen udløber om 1 dag')
    expect(html).toMatch(/<input[^>]*aria-label="Antal af Barolo 2019 at sende \(0–2\)"[^>]*value="2"/)
    expect(html.match(/<input[^>]*type="number"/g)).toHaveLength(1)
    expect(html).toContain('Leveret ved køb')
    for (const label of ['Send valgte', 'Send resten', 'Annuller ordre']) expect(html).toContain(`>${label}</button>`)
    expect(html).not.toContain('Refunder…')
    expect(html).not.toContain('Marker faktura betalt')
    expect(html).toContain('Der laves en fragtlabel (PostNord pakkeshop) for hver forsendelse.')
    expect(html).toContain('role="alert"')
    expect(html).toContain('role="status"')
  })

  it('says "Udleveret" for a pickup in the shop, and offers refund and invoice paid when the shop does', () => {
    const html = render({ MethodType: 'SimplePickup', NeedsLabel: false, CanCancel: false, CanRefund: true, CanMarkInvoicePaid: true })
    expect(html).toContain('>Udleveret (valgte)</button>')
    expect(html).toContain('>Udleveret (resten)</button>')
    expect(html).not.toContain('fragtlabel')
    expect(html).not.toContain('Annuller ordre')
    expect(html).toContain('>Refunder…</button>')
    expect(html).toContain('>Marker faktura betalt</button>')
  })

  it('shows no inputs or ship buttons once nothing may be shipped, and the action under way waits', () => {
    const html = render({ CanShip: false }, { busy: 'invoicePaid', error: 'Det lykkedes ikke: Afvist', success: null })
    expect(html).not.toContain('type="number"')
    expect(html).not.toContain('Send resten')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Annuller ordre<\/button>/)
    expect(html).toContain('<p role="alert" class="delikat-order-actions__error">Det lykkedes ikke: Afvist</p>')
  })

  it('lists shipments with tracking and label links, and the history with refusals marked', () => {
    const html = render({
      Shipments: [
        {
          Id: 7,
          ShippedAt: '2026-11-26T09:30:00Z',
          Carrier: 'PostNord',
          TrackingNumber: '00370000000000001',
          TrackingUrl: 'https://tracking.postnord.test/00370000000000001',
          HasLabel: true,
          Amount: 45_000,
          Lines: [{ Name: 'Barolo 2019', Quantity: 1 }],
        },
      ],
      Events: [
        { At: '2026-11-26T09:30:00Z', Action: 'Ship', Outcome: 'Done', Amount: 45_000, ActorName: 'Kim', Message: null },
        { At: '2026-11-26T10:00:00Z', Action: 'Refund', Outcome: 'Refused', Amount: 5_000, ActorName: null, Message: 'Kortet er spærret' },
      ],
    })
    expect(html).toContain(
      '<a href="https://tracking.postnord.test/00370000000000001" target="_blank" rel="noopener noreferrer">00370000000000001</a>',
    )
    expect(html).toContain('href="/api/shop/staff/orders/42/shipments/7/label/"')
    expect(html).toContain('>Label (PDF)</a>')
    expect(html).toContain('1 × Barolo 2019')
    expect(html).toMatch(/<tr class="delikat-order-actions__refused">.*Refunderet.*Afvist.*50,- kr\..*Butikken.*Kortet er spærret/)
    expect(html).toMatch(/<tr><td>[^<]*<\/td><td>Sendt<\/td><td>Udført<\/td><td>450,- kr\.<\/td><td>Kim<\/td>/)
  })
})

describe('the dashboard’s order tiles', () => {
  const tiles = sections(NOW).flatMap((s) => s.tiles)
  const tile = (label: string) => tiles.find((t) => t.label.da === label)!

  /** The list view's where from the tile's query parameters (as Payload reads `where[a][b][0]=…`). */
  function whereOf(query: Record<string, string>): Record<string, unknown> {
    const where: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(query)) {
      const path = [...key.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!)
      let node = where
      path.slice(0, -1).forEach((part, i) => {
        node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}
        node = node[part] as Record<string, unknown>
      })
      node[path.at(-1)!] = value
    }
    return where
  }
  /** A tile's where as one flat object with string leaves, as the query carries it. */
  function flat(where: Where): Record<string, unknown> {
    const parts = (where.and as Where[] | undefined) ?? [where]
    return JSON.parse(
      JSON.stringify(Object.assign({}, ...parts), (_key, value: unknown) => (typeof value === 'boolean' ? String(value) : value)),
    )
  }

  it('counts payments lapsing within two days, orders waiting to be shipped and unpaid invoices', () => {
    expect(tile('Betalinger der udløber inden for 2 dage').where).toEqual({
      and: [{ 'payment.authorizationExpiresAt': { less_than: '2026-11-29T12:00:00.000Z' } }, { status: { in: ['Authorized', 'Settled'] } }],
    })
    expect(tile('Betalinger der udløber inden for 2 dage').waiting).toBe(true)
    expect(tile('Ordrer der venter på at blive sendt').where).toEqual({
      and: [{ status: { in: ['Authorized', 'Settled'] } }, { shippedAt: { exists: false } }],
    })
    expect(tile('Fakturaer der ikke er betalt').where).toEqual({
      and: [{ paymentMethod: { equals: 'Invoice' } }, { invoicePaidAt: { exists: false } }, { status: { not_equals: 'Cancelled' } }],
    })
  })

  it('links every narrowed tile to the list of just the orders it counts', () => {
    for (const t of tiles.filter((t) => t.query && t.where && !t.versions)) expect(whereOf(t.query!), t.label.en).toEqual(flat(t.where!))
  })
})
