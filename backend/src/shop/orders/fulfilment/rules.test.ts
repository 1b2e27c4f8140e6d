import { describe, expect, it } from 'vitest'
import {
  canCancel,
  canMarkInvoicePaid,
  canRefund,
  canShip,
  captureAmount,
  deliveredAtPurchase,
  refundCheck,
  shipmentPicks,
  type RuleOrder,
} from './rules'

/** A card order of 3 wines at 100 kr., 1 cheese at 50 kr. and 49 kr. delivery: 399 kr. authorized. */
function order(over: Partial<RuleOrder> = {}): RuleOrder {
  return {
    status: 'Authorized',
    paymentMethod: 'CreditCard',
    hasProviderPayment: true,
    invoicePaid: false,
    total: 39900,
    delivery: 4900,
    giftCardPurchases: 0,
    captured: 0,
    refunded: 0,
    lines: [
      { id: 'wine', quantity: 3, shipped: 0, refunded: 0, linePrice: 30000, needsDelivery: true },
      { id: 'cheese', quantity: 1, shipped: 0, refunded: 0, linePrice: 5000, needsDelivery: true },
    ],
    ...over,
  }
}

describe('what a shipment captures', () => {
  it('the whole authorization when nothing is left behind', () => {
    expect(
      captureAmount(order(), [
        { id: 'wine', quantity: 3 },
        { id: 'cheese', quantity: 1 },
      ]),
    ).toBe(39900)
  })

  it('a share by value with the delivery on the first part, and exactly the rest on the last', () => {
    const first = captureAmount(order(), [{ id: 'wine', quantity: 2 }])
    expect(first).toBe(20000 + 4900)
    const after = order({
      captured: first,
      lines: [
        { id: 'wine', quantity: 3, shipped: 2, refunded: 0, linePrice: 30000, needsDelivery: true },
        { id: 'cheese', quantity: 1, shipped: 0, refunded: 0, linePrice: 5000, needsDelivery: true },
      ],
    })
    // The second part carries no delivery charge again.
    expect(captureAmount(after, [{ id: 'cheese', quantity: 1 }])).toBe(5000)
    expect(
      captureAmount(after, [
        { id: 'wine', quantity: 1 },
        { id: 'cheese', quantity: 1 },
      ]),
    ).toBe(39900 - first)
  })

  it('spreads a discount or gift cards paid with over the parts, and never captures more than is left', () => {
    // 100 kr. off the same order: 299 kr. authorized.
    const discounted = order({ total: 29900 })
    expect(captureAmount(discounted, [{ id: 'cheese', quantity: 1 }])).toBe(Math.round((29900 * (5000 + 4900)) / 39900))
    expect(captureAmount(order({ captured: 39000 }), [{ id: 'wine', quantity: 2 }])).toBe(900)
  })

  it('captures nothing for an invoice order or one paid by gift cards', () => {
    expect(captureAmount(order({ hasProviderPayment: false, paymentMethod: 'Invoice' }), [{ id: 'wine', quantity: 3 }])).toBe(0)
  })

  it('captures tickets and bought e-gift cards at purchase, and all of an order of nothing else', () => {
    const mixed = order({
      total: 44900 + 50000,
      giftCardPurchases: 50000,
      lines: [...order().lines, { id: 'ticket', quantity: 1, shipped: 0, refunded: 0, linePrice: 5000, needsDelivery: false }],
    })
    const picks = deliveredAtPurchase(mixed)
    expect(picks).toEqual([{ id: 'ticket', quantity: 1 }])
    expect(captureAmount(mixed, picks, { withGiftCards: true })).toBe(55000)
    const tickets = order({
      total: 10000,
      delivery: 0,
      lines: [{ id: 'ticket', quantity: 2, shipped: 0, refunded: 0, linePrice: 10000, needsDelivery: false }],
    })
    expect(captureAmount(tickets, deliveredAtPurchase(tickets), { withGiftCards: true })).toBe(10000)
  })
})

describe('which lines a shipment takes', () => {
  it('all that remains when none are picked, the picked ones merged otherwise', () => {
    expect(shipmentPicks(order(), undefined)).toEqual([
      { id: 'wine', quantity: 3 },
      { id: 'cheese', quantity: 1 },
    ])
    expect(
      shipmentPicks(order(), [
        { id: 'wine', quantity: 1 },
        { id: 'wine', quantity: 1 },
        { id: 'cheese', quantity: 0 },
      ]),
    ).toEqual([{ id: 'wine', quantity: 2 }])
  })

  it('refuses more than remains, unknown lines, nothing picked, and a cancelled or unpaid order', () => {
    expect(shipmentPicks(order(), [{ id: 'wine', quantity: 4 }])).toMatchObject({ code: 'TooMany' })
    expect(shipmentPicks(order(), [{ id: 'elsewhere', quantity: 1 }])).toMatchObject({ code: 'UnknownLine' })
    expect(shipmentPicks(order(), [{ id: 'wine', quantity: 0 }])).toMatchObject({ code: 'NothingChosen' })
    expect(shipmentPicks(order({ status: 'Cancelled' }), undefined)).toMatchObject({ code: 'NothingToShip' })
    expect(shipmentPicks(order({ status: 'Created' }), undefined)).toMatchObject({ code: 'NothingToShip' })
    // An invoice order stands as placed.
    expect(canShip(order({ status: 'Created', hasProviderPayment: false, paymentMethod: 'Invoice' }))).toBe(true)
  })
})

describe('cancel, refund and invoice paid', () => {
  const partly = order({
    status: 'Settled',
    captured: 24900,
    lines: [
      { id: 'wine', quantity: 3, shipped: 2, refunded: 0, linePrice: 30000, needsDelivery: true },
      { id: 'cheese', quantity: 1, shipped: 0, refunded: 0, linePrice: 5000, needsDelivery: true },
    ],
  })

  it('cancels only while no goods have gone out', () => {
    expect(canCancel(order())).toBe(true)
    expect(canCancel(partly)).toBe(false)
    expect(canCancel(order({ status: 'Shipped' }))).toBe(false)
  })

  it('refunds up to what is captured and not refunded, lines up to what went out', () => {
    expect(canRefund(order())).toBe(false)
    expect(refundCheck(order(), 100, [])).toMatchObject({ code: 'NothingToRefund' })
    expect(refundCheck(partly, 24900, [{ id: 'wine', quantity: 2 }])).toBeNull()
    expect(refundCheck(partly, 24901, [])).toMatchObject({ code: 'AmountOutOfRange' })
    expect(refundCheck(partly, 0, [])).toMatchObject({ code: 'AmountOutOfRange' })
    expect(refundCheck(partly, 100, [{ id: 'cheese', quantity: 1 }])).toMatchObject({ code: 'TooMany' })
    expect(refundCheck(order({ ...partly, refunded: 24900 }), 1, [])).toMatchObject({ code: 'NothingToRefund' })
  })

  it('credits a shipped invoice order up to its total, and marks an unpaid invoice paid once', () => {
    const invoice = order({ ...partly, paymentMethod: 'Invoice', hasProviderPayment: false, captured: 0, status: 'Created' })
    expect(refundCheck(invoice, 39900, [])).toBeNull()
    expect(canMarkInvoicePaid(invoice)).toBe(true)
    expect(canMarkInvoicePaid({ ...invoice, invoicePaid: true })).toBe(false)
    expect(canMarkInvoicePaid(order())).toBe(false)
  })
})
