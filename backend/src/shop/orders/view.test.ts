import { describe, expect, it } from 'vitest'
import type { Order, Product } from '../../payload-types'
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderQuantity,
  toOrderSummary,
  toReceipt,
  type OrderFulfilment,
  type ReceiptDoc,
  type ShipmentDoc,
} from './view'

function order(over: Partial<Order> = {}): Order {
  return {
    id: 7,
    uid: 'a1b2c3d4-0000-4000-8000-000000000001',
    orderNumber: '100042',
    customer: 3,
    email: 'kunde@example.dk',
    culture: 'da',
    isB2B: false,
    placedAt: '2026-10-01T18:42:00.000Z',
    status: 'Shipped',
    paymentMethod: 'CreditCard',
    delivery: {
      methodType: 'PostNord',
      methodName: 'PostNord, afhentning i pakkeshop',
      name: 'Kirsten Kunde',
      company: null,
      address: 'Frederiks Allé 110',
      zip: '8000',
      city: 'Aarhus C',
      serviceLocation: 'Netto, Frederiks Allé 110, 8000 Aarhus C',
    },
    lines: [
      {
        id: 'l1',
        product: 3,
        productNumber: 'V-1003',
        name: 'Rosé de Provence 2024',
        quantity: 6,
        unitPrice: 16900,
        linePrice: 101400,
        isFreeGift: false,
      },
      {
        id: 'l2',
        product: 6,
        productNumber: 'F-2003',
        name: 'Trøffelchips, 125 g',
        quantity: 1,
        unitPrice: 0,
        linePrice: 0,
        isFreeGift: true,
      },
    ],
    giftCardLines: [],
    totals: { subTotal: 101400, discount: 0, delivery: 4900, giftCards: 0, vat: 21260, total: 106300 },
    invoiceDetails: null,
    updatedAt: '2026-10-01T18:42:00.000Z',
    createdAt: '2026-10-01T18:42:00.000Z',
    ...over,
  }
}

describe('toOrderSummary', () => {
  it('gives the list its row: number, date, status, method, what was bought and the total paid', () => {
    expect(toOrderSummary(order())).toEqual({
      Uid: 'a1b2c3d4-0000-4000-8000-000000000001',
      OrderNumber: '100042',
      PlacedAt: '2026-10-01T18:42:00.000Z',
      Status: 'Shipped',
      PaymentMethod: 'CreditCard',
      DeliveryMethodType: 'PostNord',
      // The free gift came on top of the six bottles.
      Quantity: 6,
      Total: { Amount: 106300, Text: '1.063,-' },
      PlacedByStaff: null,
      ShippedAt: null,
      TrackingUrl: null,
    })
  })

  it('shows a business order with the total paid, VAT included, in øre formatted the shop way', () => {
    const b2b = order({
      isB2B: true,
      paymentMethod: 'Invoice',
      totals: { subTotal: 80000, discount: 0, delivery: 6320, giftCards: 0, vat: 21580, total: 107900 },
    })
    expect(toOrderSummary(b2b)).toMatchObject({ PaymentMethod: 'Invoice', Total: { Amount: 107900, Text: '1.079,-' } })
    expect(toOrderSummary(order({ totals: { ...order().totals, total: 24895 } })).Total).toEqual({ Amount: 24895, Text: '248,95' })
  })

  it('counts gift cards bought with the goods, and copes with an order without delivery or lines', () => {
    expect(
      orderQuantity({
        lines: [{ name: 'Gavekurv', quantity: 1, unitPrice: 89900, linePrice: 89900 }],
        giftCardLines: [{ amount: 50000, quantity: 2 }],
      }),
    ).toBe(3)
    expect(toOrderSummary(order({ delivery: undefined, lines: null, giftCardLines: undefined }))).toMatchObject({
      DeliveryMethodType: null,
      Quantity: 0,
    })
  })
})

describe('toReceipt', () => {
  it('copies the snapshot: delivery with the PostNord service point, lines with prices, the free gift, totals', () => {
    const receipt = toReceipt(order())
    expect(receipt).toMatchObject({
      Uid: 'a1b2c3d4-0000-4000-8000-000000000001',
      OrderNumber: '100042',
      Email: 'kunde@example.dk',
      IsB2B: false,
      Delivery: {
        MethodType: 'PostNord',
        MethodName: 'PostNord, afhentning i pakkeshop',
        Name: 'Kirsten Kunde',
        Company: null,
        ServiceLocation: 'Netto, Frederiks Allé 110, 8000 Aarhus C',
      },
      GiftCardLines: [],
      Totals: {
        SubTotal: { Amount: 101400, Text: '1.014,-' },
        Discount: { Amount: 0, Text: '0,-' },
        Delivery: { Amount: 4900, Text: '49,-' },
        GiftCards: { Amount: 0, Text: '0,-' },
        Vat: { Amount: 21260, Text: '212,60' },
        Total: { Amount: 106300, Text: '1.063,-' },
      },
    })
    expect(receipt.Lines).toEqual([
      {
        ProductId: 3,
        Name: 'Rosé de Provence 2024',
        RelativeUrl: null,
        Quantity: 6,
        UnitPrice: { Amount: 16900, Text: '169,-' },
        LinePrice: { Amount: 101400, Text: '1.014,-' },
        IsFreeGift: false,
        Shipped: 0,
        Refunded: 0,
      },
      {
        ProductId: 6,
        Name: 'Trøffelchips, 125 g',
        RelativeUrl: null,
        Quantity: 1,
        UnitPrice: { Amount: 0, Text: '0,-' },
        LinePrice: { Amount: 0, Text: '0,-' },
        IsFreeGift: true,
        Shipped: 0,
        Refunded: 0,
      },
    ])
  })

  it('links a line to its product page when the product was read, and keeps a line whose product is gone', () => {
    const product = { id: 3, friendlyUrlName: 'rose-de-provence-2024' } as Product
    const receipt = toReceipt(
      order({
        lines: [
          { name: 'Rosé de Provence 2024', product, quantity: 1, unitPrice: 16900, linePrice: 16900 },
          { name: 'Udgået vin', product: null, quantity: 2, unitPrice: 9900, linePrice: 19800 },
        ],
      }),
    )
    expect(receipt.Lines.map((l) => [l.ProductId, l.RelativeUrl, l.Name, l.IsFreeGift])).toEqual([
      [3, '/produkter/rose-de-provence-2024/3/', 'Rosé de Provence 2024', false],
      [null, null, 'Udgået vin', false],
    ])
  })

  it('shows a business order in its own terms: lines and sub-total without VAT, the VAT added, the total paid', () => {
    const receipt = toReceipt(
      order({
        isB2B: true,
        paymentMethod: 'Invoice',
        delivery: {
          methodType: 'DeliveryAddress',
          name: 'Varemodtagelsen',
          company: 'Restaurant Smagen ApS',
          address: 'Havnegade 4',
          zip: '1058',
          city: 'København K',
        },
        lines: [{ product: 1, name: 'Barolo DOCG 2019', quantity: 12, unitPrice: 27920, linePrice: 335040 }],
        totals: { subTotal: 335040, discount: 0, delivery: 6320, giftCards: 0, vat: 85340, total: 426700 },
      }),
    )
    expect(receipt.IsB2B).toBe(true)
    expect(receipt.Delivery).toEqual({
      MethodType: 'DeliveryAddress',
      MethodName: null,
      Name: 'Varemodtagelsen',
      Company: 'Restaurant Smagen ApS',
      Address: 'Havnegade 4',
      Zip: '1058',
      City: 'København K',
      ServiceLocation: null,
    })
    expect(receipt.Lines[0]).toMatchObject({
      UnitPrice: { Amount: 27920, Text: '279,20' },
      LinePrice: { Amount: 335040, Text: '3.350,40' },
    })
    expect(receipt.Totals).toMatchObject({
      SubTotal: { Text: '3.350,40' },
      Delivery: { Text: '63,20' },
      Vat: { Text: '853,40' },
      Total: { Text: '4.267,-' },
    })
  })

  it('lists gift cards bought with their greeting only when they are a gift', () => {
    const receipt = toReceipt(
      order({
        giftCardLines: [
          { id: 'a1', amount: 50000, quantity: 1, isGift: true, greeting: 'Tillykke, Mette!' },
          { id: 'a2', amount: 20000, quantity: 2, isGift: false, greeting: 'left over from an earlier edit' },
          { amount: 10000, quantity: 1, isGift: true, greeting: '  ' },
        ],
      }),
    )
    expect(receipt.GiftCardLines).toEqual([
      { LineId: 'a1', Amount: { Amount: 50000, Text: '500,-' }, Quantity: 1, IsGift: true, Greeting: 'Tillykke, Mette!' },
      { LineId: 'a2', Amount: { Amount: 20000, Text: '200,-' }, Quantity: 2, IsGift: false, Greeting: null },
      { LineId: null, Amount: { Amount: 10000, Text: '100,-' }, Quantity: 1, IsGift: true, Greeting: null },
    ])
  })

  it('answers null, not empty strings or undefined, for the optional parts an order lacks', () => {
    const receipt = toReceipt(
      order({ delivery: { methodType: 'NoDelivery', name: '' }, lines: undefined, giftCardLines: null, isB2B: null }),
    )
    expect(receipt.Delivery).toEqual({
      MethodType: 'NoDelivery',
      MethodName: null,
      Name: null,
      Company: null,
      Address: null,
      Zip: null,
      City: null,
      ServiceLocation: null,
    })
    expect(receipt.Lines).toEqual([])
    expect(receipt.GiftCardLines).toEqual([])
    expect(receipt.IsB2B).toBe(false)
    expect(toReceipt(order({ delivery: undefined })).Delivery.MethodType).toBeNull()
  })
})

/** A line with what has gone out and been refunded of it (collections/Orders.ts, docs/adr/0044-order-fulfilment.md). */
type FulfilledLine = NonNullable<Order['lines']>[number] & { shippedQuantity?: number | null; refundedQuantity?: number | null }

const rose: FulfilledLine = { id: 'l1', product: 3, name: 'Rosé de Provence 2024', quantity: 6, unitPrice: 16900, linePrice: 101400 }
const chips: FulfilledLine = { id: 'l2', product: 6, name: 'Trøffelchips, 125 g', quantity: 2, unitPrice: 3900, linePrice: 7800 }

const firstParcel: ShipmentDoc = {
  shippedAt: '2026-11-27T09:15:00.000Z',
  carrier: 'PostNord',
  trackingNumber: '00370712345678901234',
  trackingUrl: 'https://tracking.postnord.com/dk/?id=00370712345678901234',
  lines: [{ lineId: 'l1', name: 'Rosé de Provence 2024', quantity: 6 }],
}
const secondParcel: ShipmentDoc = {
  shippedAt: '2026-11-28T13:40:00.000Z',
  carrier: 'PostNord',
  trackingNumber: '00370712345678909999',
  trackingUrl: 'https://tracking.postnord.com/dk/?id=00370712345678909999',
  lines: [{ lineId: 'l2', name: 'Trøffelchips, 125 g', quantity: 2 }],
}

function fulfilled(over: Partial<Omit<Order, 'shipments'>> & OrderFulfilment & { lines?: FulfilledLine[] }): ReceiptDoc {
  return { ...order({ status: 'Settled' }), ...over }
}

describe('fulfilment on the receipt and the order list', () => {
  it('tells an order sent in one parcel: when, the carrier, the tracking number and link, what went out', () => {
    const doc = fulfilled({
      status: 'Shipped',
      shippedAt: '2026-11-27T09:15:00.000Z',
      lines: [
        { ...rose, shippedQuantity: 6 },
        { ...chips, shippedQuantity: 2 },
      ],
      shipments: {
        docs: [
          { ...firstParcel, lines: [...(firstParcel.lines as unknown[]), { lineId: 'l2', name: 'Trøffelchips, 125 g', quantity: 2 }] },
        ],
      },
    })
    const receipt = toReceipt(doc)
    expect(receipt.ShippedAt).toBe('2026-11-27T09:15:00.000Z')
    expect(receipt.CancelledAt).toBeNull()
    expect(receipt.Shipments).toEqual([
      {
        ShippedAt: '2026-11-27T09:15:00.000Z',
        Carrier: 'PostNord',
        TrackingNumber: '00370712345678901234',
        TrackingUrl: 'https://tracking.postnord.com/dk/?id=00370712345678901234',
        Lines: [
          { Name: 'Rosé de Provence 2024', Quantity: 6 },
          { Name: 'Trøffelchips, 125 g', Quantity: 2 },
        ],
      },
    ])
    expect(receipt.Lines.map((l) => [l.Name, l.Quantity, l.Shipped, l.Refunded])).toEqual([
      ['Rosé de Provence 2024', 6, 6, 0],
      ['Trøffelchips, 125 g', 2, 2, 0],
    ])
    expect(toOrderSummary(doc)).toMatchObject({
      ShippedAt: '2026-11-27T09:15:00.000Z',
      TrackingUrl: 'https://tracking.postnord.com/dk/?id=00370712345678901234',
    })
  })

  it('tells a partly sent order: no ShippedAt yet, the parcel that went and the lines it held', () => {
    const doc = fulfilled({
      lines: [{ ...rose, shippedQuantity: 6 }, chips],
      shipments: { docs: [firstParcel] },
    })
    const receipt = toReceipt(doc)
    expect(receipt.ShippedAt).toBeNull()
    expect(receipt.Shipments).toHaveLength(1)
    expect(receipt.Shipments[0]?.Lines).toEqual([{ Name: 'Rosé de Provence 2024', Quantity: 6 }])
    expect(receipt.Lines.map((l) => l.Shipped)).toEqual([6, 0])
    // The list has the parcel's link while the rest is still to come.
    expect(toOrderSummary(doc)).toMatchObject({ ShippedAt: null, TrackingUrl: firstParcel.trackingUrl })
  })

  it('lists the parcels oldest first and gives the list the latest one’s link, however the join sorted them', () => {
    const doc = fulfilled({
      status: 'Shipped',
      shippedAt: '2026-11-28T13:40:00.000Z',
      shipments: { docs: [secondParcel, 41, firstParcel] },
    })
    expect(toReceipt(doc).Shipments.map((s) => s.TrackingNumber)).toEqual(['00370712345678901234', '00370712345678909999'])
    expect(toOrderSummary(doc).TrackingUrl).toBe(secondParcel.trackingUrl)
  })

  it('tells a cancelled order, with what was refunded per line and no shipments', () => {
    const receipt = toReceipt(
      fulfilled({
        status: 'Cancelled',
        cancelledAt: '2026-11-27T10:00:00.000Z',
        lines: [{ ...rose, refundedQuantity: 6 }],
        shipments: { docs: [] },
      }),
    )
    expect(receipt).toMatchObject({ Status: 'Cancelled', CancelledAt: '2026-11-27T10:00:00.000Z', ShippedAt: null, Shipments: [] })
    expect(receipt.Lines[0]).toMatchObject({ Quantity: 6, Shipped: 0, Refunded: 6 })
  })

  it('answers an order not yet sent with nulls and zeros, also when the read brought no shipments at all', () => {
    for (const doc of [
      fulfilled({ shipments: { docs: [] } }),
      fulfilled({}),
      fulfilled({ shipments: null, shippedAt: null, cancelledAt: null }),
    ]) {
      const receipt = toReceipt(doc)
      expect(receipt).toMatchObject({ ShippedAt: null, CancelledAt: null, Shipments: [] })
      expect(receipt.Lines.every((l) => l.Shipped === 0 && l.Refunded === 0)).toBe(true)
      expect(toOrderSummary(doc)).toMatchObject({ ShippedAt: null, TrackingUrl: null })
    }
  })

  it('keeps a parcel without tracking (handed over in the shop) and drops malformed line entries', () => {
    const receipt = toReceipt(
      fulfilled({
        status: 'Shipped',
        delivery: { methodType: 'SimplePickup' },
        shippedAt: '2026-11-27T15:00:00.000Z',
        shipments: {
          docs: [
            {
              shippedAt: '2026-11-27T15:00:00.000Z',
              carrier: '',
              trackingNumber: null,
              lines: [{ name: 'Rosé de Provence 2024', quantity: 6 }, { name: '', quantity: 1 }, { quantity: 2 }, 'x', null],
            },
          ],
        },
      }),
    )
    expect(receipt.Shipments).toEqual([
      {
        ShippedAt: '2026-11-27T15:00:00.000Z',
        Carrier: null,
        TrackingNumber: null,
        TrackingUrl: null,
        Lines: [{ Name: 'Rosé de Provence 2024', Quantity: 6 }],
      },
    ])
  })
})

describe('order status labels', () => {
  it('name every status in both cultures', () => {
    for (const culture of ['da', 'en'] as const) {
      for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[culture][status]).toMatch(/\S/)
    }
    expect(ORDER_STATUS_LABELS.da.Shipped).toBe('Afsendt')
    expect(ORDER_STATUS_LABELS.en.Cancelled).toBe('Cancelled')
  })
})
