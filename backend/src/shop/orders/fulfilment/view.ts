/**
 * The order as staff handle it (GET /api/shop/staff/orders/{id}, docs/api/staff-orders.md): lines with what is
 * shipped, refunded and back; the payment's running totals and when its authorization lapses; shipments with their
 * tracking; the audit trail; and which operations the order allows now.
 */
import type { Payload } from 'payload'
import { dbPool } from '../../../db/pool'
import { ShopError } from '../../errors'
import type { Culture } from '../../constants'
import { needsLabel } from '../../shipping/provider'
import { canCancel, canMarkInvoicePaid, canRefund, canShip, refundable } from './rules'
import * as store from './store'

export interface StaffOrder {
  Id: number
  OrderNumber: string
  Status: store.FulfilmentOrder['status']
  PaymentMethod: store.FulfilmentOrder['paymentMethod']
  PaymentState: string | null
  Total: number
  Authorized: number
  Captured: number
  Refunded: number
  Refundable: number
  AuthorizationExpiresAt: string | null
  MethodType: store.FulfilmentOrder['methodType']
  MethodName: string | null
  NeedsLabel: boolean
  InvoicePaidAt: string | null
  CanShip: boolean
  CanCancel: boolean
  CanRefund: boolean
  CanMarkInvoicePaid: boolean
  Lines: Array<{
    Id: string
    Name: string
    Quantity: number
    Shipped: number
    Refunded: number
    Returned: number
    UnitPrice: number
    LinePrice: number
    NeedsDelivery: boolean
  }>
  Shipments: Array<{
    Id: number
    ShippedAt: string
    Carrier: string | null
    TrackingNumber: string | null
    TrackingUrl: string | null
    HasLabel: boolean
    Amount: number
    Lines: Array<{ Name: string; Quantity: number }>
  }>
  Events: Array<{
    At: string
    Action: string
    Outcome: store.Outcome
    Amount: number | null
    ActorName: string | null
    Message: string | null
  }>
}

const NOT_FOUND: Record<Culture, string> = { da: 'Ordren findes ikke.', en: 'The order does not exist.' }

export async function staffOrder(payload: Payload, orderId: number, culture: Culture): Promise<StaffOrder> {
  const client = await dbPool(payload).connect()
  try {
    const order = await store.loadOrder(client, orderId, false)
    if (!order) throw new ShopError(404, 'OrderNotFound', NOT_FOUND[culture])
    const shipments = await store.shipmentsOf(client, orderId)
    const events = await store.orderEvents(client, orderId)
    return {
      Id: order.id,
      OrderNumber: order.orderNumber,
      Status: order.status,
      PaymentMethod: order.paymentMethod,
      PaymentState: order.paymentState,
      Total: order.total,
      Authorized: order.hasProviderPayment ? order.total : 0,
      Captured: order.captured,
      Refunded: order.refunded,
      Refundable: canRefund(order) ? refundable(order) : 0,
      AuthorizationExpiresAt: order.authorizationExpiresAt?.toISOString() ?? null,
      MethodType: order.methodType,
      MethodName: order.methodName,
      NeedsLabel: needsLabel(order.methodType),
      InvoicePaidAt: order.invoicePaidAt?.toISOString() ?? null,
      CanShip: canShip(order),
      CanCancel: canCancel(order),
      CanRefund: canRefund(order),
      CanMarkInvoicePaid: canMarkInvoicePaid(order),
      Lines: order.lines.map((l) => ({
        Id: l.id,
        Name: l.name,
        Quantity: l.quantity,
        Shipped: l.shipped,
        Refunded: l.refunded,
        Returned: l.returned,
        UnitPrice: l.unitPrice,
        LinePrice: l.linePrice,
        NeedsDelivery: l.needsDelivery,
      })),
      Shipments: shipments.map((s) => ({
        Id: s.id,
        ShippedAt: s.shippedAt.toISOString(),
        Carrier: s.carrier,
        TrackingNumber: s.trackingNumber,
        TrackingUrl: s.trackingUrl,
        HasLabel: s.hasLabel,
        Amount: s.amount,
        Lines: s.lines.map((l) => ({ Name: l.name, Quantity: l.quantity })),
      })),
      Events: events.map((e) => ({
        At: e.createdAt.toISOString(),
        Action: e.action,
        Outcome: e.outcome,
        Amount: e.amount,
        ActorName: e.actorName,
        Message: e.message,
      })),
    }
  } finally {
    client.release()
  }
}
