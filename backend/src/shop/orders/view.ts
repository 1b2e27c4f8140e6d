/**
 * An order document mapped to the contract's shapes (docs/api/customers.md OrderSummary and Receipt): the one
 * place that does it. An order is a snapshot in the terms of the customer who placed it: a business order's
 * lines, sub-total, discount and delivery are without VAT and its VAT is added on top, a consumer order's include
 * VAT and its VAT is the part they contain. `Total` is what was paid, VAT included, for both; gift cards bought
 * carry no VAT. So the mapping only formats: it never recomputes a price. What has happened to the order since
 * (docs/adr/0044-order-fulfilment.md) is told as it was recorded: when it was sent or cancelled, its shipments with
 * their tracking, and per line how much went out and how much was refunded.
 */
import { productUrl } from '../../content/urls'
import type { Order } from '../../payload-types'
import type { Culture } from '../constants'
import { money, type Money } from '@delikat/contract/money'

export const ORDER_STATUSES = ['Created', 'Authorized', 'Settled', 'Shipped', 'Cancelled'] as const satisfies readonly Order['status'][]
export type OrderStatus = Order['status']

/** What the order list calls each status (GET order/settings). */
export const ORDER_STATUS_LABELS: Record<Culture, Record<OrderStatus, string>> = {
  da: { Created: 'Modtaget', Authorized: 'Betaling godkendt', Settled: 'Betalt', Shipped: 'Afsendt', Cancelled: 'Annulleret' },
  en: { Created: 'Received', Authorized: 'Payment approved', Settled: 'Paid', Shipped: 'Shipped', Cancelled: 'Cancelled' },
}

type DeliveryMethodType = NonNullable<NonNullable<Order['delivery']>['methodType']>

export interface OrderSummary {
  Uid: string
  OrderNumber: string
  PlacedAt: string
  Status: OrderStatus
  PaymentMethod: Order['paymentMethod']
  DeliveryMethodType: DeliveryMethodType | null
  Quantity: number
  Total: Money
  /** The staff member who placed the order acting as the customer (docs/adr/0028); null when the customer did. */
  PlacedByStaff: string | null
  /** When the last of the order went out (or was handed over in the shop); null until then. */
  ShippedAt: string | null
  /** The tracking link of the latest shipment; null before any or when the carrier gave none. */
  TrackingUrl: string | null
}

export interface ReceiptLine {
  /** Null when the product has since been deleted; the line keeps its name and prices. */
  ProductId: number | null
  Name: string
  /** The product page now; null when the product is gone. */
  RelativeUrl: string | null
  Quantity: number
  UnitPrice: Money
  LinePrice: Money
  IsFreeGift: boolean
  /** How many of the line have gone out. */
  Shipped: number
  /** How many of the line have been refunded. */
  Refunded: number
}

/** One parcel the order went out in (docs/adr/0044-order-fulfilment.md), with the lines it held. */
export interface ReceiptShipment {
  ShippedAt: string
  Carrier: string | null
  TrackingNumber: string | null
  TrackingUrl: string | null
  Lines: Array<{ Name: string; Quantity: number }>
}

export interface ReceiptGiftCardLine {
  /** The line's id: with the order's uid it names the line's cards to POST giftcard/download (docs/api/pdf.md). */
  LineId: string | null
  Amount: Money
  Quantity: number
  IsGift: boolean
  Greeting: string | null
}

export interface Receipt {
  Uid: string
  OrderNumber: string
  PlacedAt: string
  Status: OrderStatus
  PaymentMethod: Order['paymentMethod']
  Email: string
  IsB2B: boolean
  Delivery: {
    MethodType: DeliveryMethodType | null
    MethodName: string | null
    Name: string | null
    Company: string | null
    Address: string | null
    Zip: string | null
    City: string | null
    ServiceLocation: string | null
  }
  Lines: ReceiptLine[]
  GiftCardLines: ReceiptGiftCardLine[]
  Totals: { SubTotal: Money; Discount: Money; Delivery: Money; GiftCards: Money; Vat: Money; Total: Money }
  /** As on OrderSummary. */
  PlacedByStaff: string | null
  /** When the last of the order went out (or was handed over in the shop); null until then, and while only some has. */
  ShippedAt: string | null
  CancelledAt: string | null
  /** Oldest first. */
  Shipments: ReceiptShipment[]
}

/**
 * A shipment as the order's `shipments` join brings it (collections/Shipments.ts): the document when the read
 * populates it, only its id when it does not (depth 0), which tells nothing and is passed over.
 */
export interface ShipmentDoc {
  shippedAt: string
  carrier?: string | null
  trackingNumber?: string | null
  trackingUrl?: string | null
  /** `[{ lineId, name, quantity }]`, as the shipping wrote it. */
  lines?: unknown
}

/**
 * The order's fulfilment fields (collections/Orders.ts) as far as the mapping reads them: a read that populates the
 * shipments with only these fields fits, and so does the whole generated document.
 */
export interface OrderFulfilment {
  shippedAt?: string | null
  cancelledAt?: string | null
  shipments?: { docs?: Array<number | ShipmentDoc> | null } | null
}

interface LineFulfilment {
  shippedQuantity?: number | null
  refundedQuantity?: number | null
}

/** What a receipt reads of a shipment (the `populate` of its reads); never its label. */
export const SHIPMENT_FIELDS = { shippedAt: true, carrier: true, trackingNumber: true, trackingUrl: true, lines: true } as const

/** An order as the receipt reads it. */
export type ReceiptDoc = Omit<Order, 'shipments'> & OrderFulfilment

/** The fields an order summary is made from (the search reads no more). */
export type OrderSummaryDoc = Pick<
  Order,
  'uid' | 'orderNumber' | 'placedAt' | 'status' | 'paymentMethod' | 'delivery' | 'lines' | 'giftCardLines' | 'totals' | 'placedByStaffName'
> &
  OrderFulfilment

const text = (value: string | null | undefined): string | null => (value?.trim() ? value : null)

const isoDate = (value: string | null | undefined): string | null => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

const count = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

/** A shipment's lines as written: entries without a name or a positive quantity are left out, not guessed at. */
function shipmentLines(value: unknown): ReceiptShipment['Lines'] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { name, quantity } = entry as { name?: unknown; quantity?: unknown }
    if (typeof name !== 'string' || !name.trim() || typeof quantity !== 'number' || !(quantity > 0)) return []
    return [{ Name: name, Quantity: quantity }]
  })
}

/** The order's shipments that were read, oldest first. */
export function orderShipments(doc: OrderFulfilment): ReceiptShipment[] {
  return (doc.shipments?.docs ?? [])
    .flatMap((shipment) => {
      if (typeof shipment !== 'object' || shipment === null) return []
      const shippedAt = isoDate(shipment.shippedAt)
      if (!shippedAt) return []
      return [
        {
          ShippedAt: shippedAt,
          Carrier: text(shipment.carrier),
          TrackingNumber: text(shipment.trackingNumber),
          TrackingUrl: text(shipment.trackingUrl),
          Lines: shipmentLines(shipment.lines),
        },
      ]
    })
    .sort((a, b) => a.ShippedAt.localeCompare(b.ShippedAt))
}

/**
 * What the customer put in the basket, as the basket counts it: goods and gift cards; a free gift came on top and
 * is not counted.
 */
export function orderQuantity(doc: Pick<Order, 'lines' | 'giftCardLines'>): number {
  const goods = (doc.lines ?? []).filter((l) => !l.isFreeGift).reduce((sum, l) => sum + l.quantity, 0)
  return goods + (doc.giftCardLines ?? []).reduce((sum, g) => sum + g.quantity, 0)
}

export function toOrderSummary(doc: OrderSummaryDoc): OrderSummary {
  return {
    Uid: doc.uid,
    OrderNumber: doc.orderNumber,
    PlacedAt: new Date(doc.placedAt).toISOString(),
    Status: doc.status,
    PaymentMethod: doc.paymentMethod,
    DeliveryMethodType: doc.delivery?.methodType ?? null,
    Quantity: orderQuantity(doc),
    Total: money(doc.totals.total),
    PlacedByStaff: text(doc.placedByStaffName),
    ShippedAt: isoDate(doc.shippedAt),
    TrackingUrl: orderShipments(doc).at(-1)?.TrackingUrl ?? null,
  }
}

/** A line's product: an id (depth 0), the product read with its URL name (depth 1), or null when it is gone. */
function lineProduct(product: NonNullable<Order['lines']>[number]['product']): { id: number | null; url: string | null } {
  if (product === null || product === undefined) return { id: null, url: null }
  if (typeof product === 'number') return { id: product, url: null }
  return { id: product.id, url: product.friendlyUrlName ? productUrl(product.friendlyUrlName, product.id) : null }
}

export function toReceipt(doc: ReceiptDoc): Receipt {
  const delivery = doc.delivery ?? {}
  return {
    Uid: doc.uid,
    OrderNumber: doc.orderNumber,
    PlacedAt: new Date(doc.placedAt).toISOString(),
    Status: doc.status,
    PaymentMethod: doc.paymentMethod,
    Email: doc.email,
    IsB2B: doc.isB2B === true,
    PlacedByStaff: text(doc.placedByStaffName),
    ShippedAt: isoDate(doc.shippedAt),
    CancelledAt: isoDate(doc.cancelledAt),
    Shipments: orderShipments(doc),
    Delivery: {
      MethodType: delivery.methodType ?? null,
      MethodName: text(delivery.methodName),
      Name: text(delivery.name),
      Company: text(delivery.company),
      Address: text(delivery.address),
      Zip: text(delivery.zip),
      City: text(delivery.city),
      ServiceLocation: text(delivery.serviceLocation),
    },
    Lines: (doc.lines ?? []).map((line) => {
      const product = lineProduct(line.product)
      const fulfilment = line as typeof line & LineFulfilment
      return {
        ProductId: product.id,
        Name: line.name,
        RelativeUrl: product.url,
        Quantity: line.quantity,
        UnitPrice: money(line.unitPrice),
        LinePrice: money(line.linePrice),
        IsFreeGift: line.isFreeGift === true,
        Shipped: count(fulfilment.shippedQuantity),
        Refunded: count(fulfilment.refundedQuantity),
      }
    }),
    GiftCardLines: (doc.giftCardLines ?? []).map((g) => ({
      LineId: g.id ?? null,
      Amount: money(g.amount),
      Quantity: g.quantity,
      IsGift: g.isGift === true,
      Greeting: g.isGift ? text(g.greeting) : null,
    })),
    Totals: {
      SubTotal: money(doc.totals.subTotal),
      Discount: money(doc.totals.discount),
      Delivery: money(doc.totals.delivery),
      GiftCards: money(doc.totals.giftCards),
      Vat: money(doc.totals.vat),
      Total: money(doc.totals.total),
    },
  }
}
