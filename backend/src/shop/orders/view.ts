/**
 * An order document mapped to the contract's shapes (docs/api/customers.md OrderSummary and Receipt): the one
 * place that does it. An order is a snapshot in the terms of the customer who placed it: a business order's
 * lines, sub-total, discount and delivery are without VAT and its VAT is added on top, a consumer order's include
 * VAT and its VAT is the part they contain. `Total` is what was paid, VAT included, for both; gift cards bought
 * carry no VAT. So the mapping only formats: it never recomputes a price.
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
}

/** The fields an order summary is made from (the search reads no more). */
export type OrderSummaryDoc = Pick<
  Order,
  'uid' | 'orderNumber' | 'placedAt' | 'status' | 'paymentMethod' | 'delivery' | 'lines' | 'giftCardLines' | 'totals' | 'placedByStaffName'
>

const text = (value: string | null | undefined): string | null => (value?.trim() ? value : null)

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
  }
}

/** A line's product: an id (depth 0), the product read with its URL name (depth 1), or null when it is gone. */
function lineProduct(product: NonNullable<Order['lines']>[number]['product']): { id: number | null; url: string | null } {
  if (product === null || product === undefined) return { id: null, url: null }
  if (typeof product === 'number') return { id: product, url: null }
  return { id: product.id, url: product.friendlyUrlName ? productUrl(product.friendlyUrlName, product.id) : null }
}

export function toReceipt(doc: Order): Receipt {
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
      return {
        ProductId: product.id,
        Name: line.name,
        RelativeUrl: product.url,
        Quantity: line.quantity,
        UnitPrice: money(line.unitPrice),
        LinePrice: money(line.linePrice),
        IsFreeGift: line.isFreeGift === true,
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
