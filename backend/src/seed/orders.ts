/**
 * Demo order history and favourites for the demo logins (docs/architecture.md §2): kunde@delikat.dk has three orders of the last
 * months (by card and by MobilePay) and two favourites, firma@delikat.dk two business orders on invoice. The orders are what checkout would
 * have written: real seeded products at their prices in the customer's terms, totals from the basket's own rules
 * (shop/basket/totals.ts), written through createOrder. Dates count back from the seed's day, oldest order first,
 * so the order numbers rise with the dates.
 */
import type { Payload } from 'payload'
import { inTransaction } from '../db/transaction'
import { computeTotals } from '../shop/basket/totals'
import { customerPrice } from '../shop/catalogue/product-card'
import { issueOrderGiftCards } from '../shop/giftcards/issue'
import { createOrder, type NewOrder } from '../shop/orders/create-order'
import { AUTHORIZATION_VALID_DAYS } from '../shop/orders/fulfilment/constants'
import { captureDeliveredAtPurchase } from '../shop/orders/fulfilment/service'
import { paymentProvider } from '../shop/payments/provider'
import { databaseTestPaymentStore } from '../shop/payments/test-store'
import { createLocalProvider } from '../shop/shipping/local'
import { dbPool } from '../db/pool'
import { env } from '../env'
import { DEMO_CUSTOMERS } from './demo-data'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Delivery prices incl. VAT as these past orders were charged. The delivery methods are seeded (seed/delivery.ts,
 * home delivery 69 kr. today); an order keeps the price it was placed at, so these stay as they were.
 */
const DELIVERY_PRICE = { DeliveryAddress: 7900, PostNord: 4900 } as const

interface DemoLine {
  productNumber: string
  quantity: number
  isFreeGift?: boolean
}

interface DemoOrder {
  email: string
  daysAgo: number
  /** The time of day, "HH:MM" UTC. */
  at: string
  status: NewOrder['status']
  paymentMethod: NewOrder['paymentMethod']
  delivery: NewOrder['delivery']
  deliveryPrice: number
  lines: DemoLine[]
  giftCardLines?: NewOrder['giftCardLines']
  /** A voucher's percentage off the goods. */
  discountPercent?: number
  invoiceDetails?: Record<string, string | undefined>
  /** An invoice order's invoice paid this many days ago (unpaid ones count against the customer's credit). */
  invoicePaidDaysAgo?: number
}

const [KUNDE, FIRMA] = DEMO_CUSTOMERS as [(typeof DEMO_CUSTOMERS)[0], (typeof DEMO_CUSTOMERS)[1]]
const FIRMA_ADDRESS = FIRMA.deliveryAddresses![0]!

const HOME = {
  methodType: 'DeliveryAddress' as const,
  methodName: 'Levering til døren',
  name: `${KUNDE.firstName} ${KUNDE.lastName}`,
  address: KUNDE.address,
  zip: KUNDE.zip,
  city: KUNDE.city,
}

const BUSINESS_DELIVERY = {
  methodType: 'DeliveryAddress' as const,
  methodName: 'Levering til døren',
  name: FIRMA_ADDRESS.name,
  company: FIRMA_ADDRESS.company,
  address: FIRMA_ADDRESS.address,
  zip: FIRMA_ADDRESS.zip,
  city: FIRMA_ADDRESS.city,
}

const FIRMA_INVOICE = { orderedBy: FIRMA.orderedBy, department: FIRMA.department, costPlace: FIRMA.costPlace }

/** Oldest first: the order numbers follow. */
export const DEMO_ORDERS: DemoOrder[] = [
  {
    email: KUNDE.email,
    daysAgo: 95,
    at: '18:42',
    status: 'Shipped',
    paymentMethod: 'CreditCard',
    delivery: HOME,
    deliveryPrice: DELIVERY_PRICE.DeliveryAddress,
    lines: [
      { productNumber: 'V-1001', quantity: 2 },
      { productNumber: 'F-2001', quantity: 1 },
    ],
    // The welcome voucher (VELKOMMEN10) on the first order.
    discountPercent: 10,
  },
  {
    email: FIRMA.email,
    daysAgo: 61,
    at: '08:05',
    status: 'Shipped',
    paymentMethod: 'Invoice',
    delivery: BUSINESS_DELIVERY,
    deliveryPrice: DELIVERY_PRICE.DeliveryAddress,
    lines: [
      { productNumber: 'V-1001', quantity: 12 },
      { productNumber: 'V-1002', quantity: 12 },
      { productNumber: 'F-2001', quantity: 6 },
    ],
    invoiceDetails: { ...FIRMA_INVOICE, requisition: 'REK-2291', orderNote: 'Levering før kl. 10, tak.' },
    invoicePaidDaysAgo: 40,
  },
  {
    email: KUNDE.email,
    daysAgo: 40,
    at: '12:17',
    status: 'Shipped',
    // Paid with MobilePay (docs/adr/0036), so the account shows both ways of paying at the provider.
    paymentMethod: 'MobilePay',
    delivery: {
      methodType: 'PostNord',
      methodName: 'PostNord, afhentning i pakkeshop',
      name: `${KUNDE.firstName} ${KUNDE.lastName}`,
      serviceLocation: 'Netto, Frederiks Allé 110, 8000 Aarhus C',
      address: 'Frederiks Allé 110',
      zip: '8000',
      city: 'Aarhus C',
    },
    deliveryPrice: DELIVERY_PRICE.PostNord,
    lines: [
      { productNumber: 'V-1003', quantity: 6 },
      { productNumber: 'F-2002', quantity: 1 },
      // A summer campaign's gift with six bottles of rosé.
      { productNumber: 'F-2003', quantity: 1, isFreeGift: true },
    ],
  },
  {
    email: FIRMA.email,
    daysAgo: 9,
    at: '09:31',
    status: 'Created',
    paymentMethod: 'Invoice',
    delivery: BUSINESS_DELIVERY,
    deliveryPrice: DELIVERY_PRICE.DeliveryAddress,
    lines: [
      { productNumber: 'G-4001', quantity: 4 },
      { productNumber: 'V-1003', quantity: 24 },
    ],
    invoiceDetails: { ...FIRMA_INVOICE, requisition: 'REK-2318', occasion: 'Personalefest' },
  },
  {
    email: KUNDE.email,
    daysAgo: 6,
    at: '20:03',
    status: 'Authorized',
    paymentMethod: 'CreditCard',
    // A birthday present sent to a friend, with a gift card in the envelope.
    delivery: { ...HOME, name: 'Mette Jensen', address: 'Nørregade 7, 2. th.', zip: '1165', city: 'København K' },
    deliveryPrice: DELIVERY_PRICE.DeliveryAddress,
    lines: [{ productNumber: 'G-4001', quantity: 1 }],
    giftCardLines: [{ amount: 50_000, quantity: 1, isGift: true, greeting: 'Tillykke med de 40, Mette! Kærlig hilsen Kirsten' }],
  },
]

/** Kirsten's favourites, the older first. */
export const DEMO_FAVORITES = { email: KUNDE.email, productNumbers: ['F-2001', 'V-1001'] }

function placedAt(now: Date, daysAgo: number, at: string): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS)
  const [hours, minutes] = at.split(':').map(Number)
  day.setUTCHours(hours!, minutes!, 0, 0)
  return day
}

/** An order as checkout writes it: lines and totals in the customer's terms (B2B without VAT, VAT added). */
export function demoOrderSnapshot(
  order: DemoOrder,
  customer: { id: number; clientType: 'B2C' | 'B2B' },
  products: Map<string, { id: number; name: string; price: number }>,
  now: Date,
): NewOrder {
  const isB2B = customer.clientType === 'B2B'
  const lines = order.lines.map((line) => {
    const product = products.get(line.productNumber)
    if (!product) throw new Error(`Demo order: no product ${line.productNumber}`)
    const unitPrice = line.isFreeGift ? 0 : customerPrice(product.price, isB2B)
    return {
      productId: product.id,
      productNumber: line.productNumber,
      name: product.name,
      quantity: line.quantity,
      unitPrice,
      linePrice: unitPrice * line.quantity,
      isFreeGift: line.isFreeGift ?? false,
    }
  })
  const goods = lines.reduce((sum, l) => sum + l.linePrice, 0)
  const giftCardLines = order.giftCardLines ?? []
  const totals = computeTotals({
    lineTotals: [goods],
    isB2B,
    discount: order.discountPercent ? Math.round((goods * order.discountPercent) / 100) : 0,
    delivery: customerPrice(order.deliveryPrice, isB2B),
    giftCardPurchases: giftCardLines.reduce((sum, g) => sum + g.amount * g.quantity, 0),
  })
  return {
    customerId: customer.id,
    email: order.email,
    culture: 'da',
    isB2B,
    placedAt: placedAt(now, order.daysAgo, order.at),
    status: order.status,
    paymentMethod: order.paymentMethod,
    delivery: order.delivery,
    lines,
    giftCardLines,
    totals: {
      subTotal: totals.SubTotal,
      discount: totals.Discount,
      delivery: totals.Delivery,
      giftCards: totals.GiftCards,
      vat: totals.Vat,
      total: totals.Total,
    },
    invoiceDetails: order.invoiceDetails ?? null,
    invoicePaidAt: order.invoicePaidDaysAgo === undefined ? null : placedAt(now, order.invoicePaidDaysAgo, order.at),
    // A shipped order arrived two days after it was placed: its withdrawal period has run (docs/adr/0023).
    deliveredAt: order.status === 'Shipped' ? placedAt(now, order.daysAgo - 2, order.at) : null,
  }
}

export async function seedOrders(payload: Payload, now = new Date()): Promise<void> {
  const emails = [...new Set(DEMO_ORDERS.map((o) => o.email))]
  const numbers = [...new Set([...DEMO_ORDERS.flatMap((o) => o.lines.map((l) => l.productNumber)), ...DEMO_FAVORITES.productNumbers])]
  const [customers, products] = await Promise.all([
    payload.find({ collection: 'customers', where: { email: { in: emails } }, depth: 0, limit: 0, pagination: false }),
    payload.find({
      collection: 'products',
      where: { productNumber: { in: numbers } },
      locale: 'da',
      depth: 0,
      limit: 0,
      pagination: false,
    }),
  ])
  const customerByEmail = new Map(customers.docs.map((c) => [c.email, { id: c.id, clientType: c.clientType }]))
  const productByNumber = new Map(products.docs.map((p) => [p.productNumber, { id: p.id, name: p.name, price: p.price }]))
  for (const order of DEMO_ORDERS) {
    const customer = customerByEmail.get(order.email)
    if (!customer) throw new Error(`Demo order: no customer ${order.email}`)
    const snapshot = demoOrderSnapshot(order, customer, productByNumber, now)
    const created = await createOrder(payload, snapshot)
    // A card payment that went through has issued the order's gift cards, as checkout does (the birthday present's
    // card can be printed from the order in the account).
    if (order.paymentMethod === 'CreditCard' && order.giftCardLines?.length) {
      await inTransaction({ payload }, (client) => issueOrderGiftCards(client, created.id))
    }
    if (order.paymentMethod !== 'Invoice') await seedPayment(payload, created, snapshot)
    else if (order.status === 'Shipped') await markSeededShipped(payload, created.id, snapshot, null)
  }
  const favoriteOf = customerByEmail.get(DEMO_FAVORITES.email)!
  for (const productNumber of DEMO_FAVORITES.productNumbers) {
    await payload.create({
      collection: 'favorites',
      depth: 0,
      data: { customer: favoriteOf.id, product: productByNumber.get(productNumber)!.id },
    })
  }
}

/**
 * A demo card or MobilePay order's payment at the TEST provider, as checkout and staff would have left it
 * (docs/adr/0044-order-fulfilment.md), so customer service can ship, cancel and refund the demo's orders with the
 * money following there: authorized (a gift card's share captured at purchase), or captured in full and shipped.
 */
async function seedPayment(payload: Payload, order: { id: number; uid: string; orderNumber: string }, snapshot: NewOrder): Promise<void> {
  const e = env()
  const provider = paymentProvider({
    secret: e.PAYLOAD_SECRET,
    backendUrl: e.BACKEND_URL,
    store: databaseTestPaymentStore(dbPool(payload)),
    allowTestProvider: true,
  })
  const total = snapshot.totals.total
  const { providerPaymentId } = await provider.createPayment({
    orderUid: order.uid,
    orderNumber: order.orderNumber,
    amount: total,
    currency: 'DKK',
    culture: snapshot.culture,
    method: snapshot.paymentMethod === 'MobilePay' ? 'MobilePay' : 'CreditCard',
    continueUrl: `${e.STOREFRONT_URL}/kassen/kvittering/?order=${order.uid}`,
    cancelUrl: `${e.STOREFRONT_URL}/kassen/`,
    callbackUrl: `${e.BACKEND_URL}/api/shop/checkout/payment/callback/`,
  })
  const store = databaseTestPaymentStore(dbPool(payload))
  const record = await store.get(providerPaymentId)
  await store.put({ ...record!, state: 'Authorized' }, 'Created')
  await dbPool(payload).query(
    `UPDATE orders SET payment_provider = 'test', payment_provider_payment_id = $2, payment_state = 'Authorized',
            payment_authorization_expires_at = placed_at + make_interval(days => $3::int) WHERE id = $1`,
    [order.id, providerPaymentId, AUTHORIZATION_VALID_DAYS],
  )
  if (snapshot.status === 'Shipped') {
    const captured = await provider.capture(providerPaymentId, { amount: total, key: `seed-${order.orderNumber}` })
    if (!captured.ok) throw new Error(`Demo order ${order.orderNumber}: the TEST capture failed: ${captured.reason}`)
    await markSeededShipped(payload, order.id, snapshot, total)
  } else {
    // The birthday present's gift card was delivered at purchase: its share is captured, as checkout does.
    await captureDeliveredAtPurchase(payload, order.uid, {
      payments: provider,
      shipping: createLocalProvider(),
    })
  }
}

/** A demo order that went out the day after it was placed: its lines shipped, one parcel, the capture recorded. */
async function markSeededShipped(payload: Payload, orderId: number, snapshot: NewOrder, captured: number | null): Promise<void> {
  const shippedAt = new Date((snapshot.placedAt ?? new Date()).getTime() + DAY_MS)
  await inTransaction({ payload }, async (client) => {
    await client.query('UPDATE orders_lines SET shipped_quantity = quantity WHERE _parent_id = $1', [orderId])
    await client.query(
      `UPDATE orders SET shipped_at = $2, payment_authorization_expires_at = NULL,
              payment_state = CASE WHEN $3::numeric IS NULL THEN payment_state ELSE 'Settled' END,
              payment_captured_amount = coalesce($3::numeric, 0) WHERE id = $1`,
      [orderId, shippedAt, captured],
    )
    const { rows } = await client.query<{ id: string; name: string; quantity: string }>(
      'SELECT id, name, quantity FROM orders_lines WHERE _parent_id = $1 ORDER BY _order',
      [orderId],
    )
    await client.query(
      `INSERT INTO shipments (order_id, carrier, method_type, lines, amount, shipped_by_name, shipped_at)
       VALUES ($1, $2, $3, $4, $5, 'Delikat', $6)`,
      [
        orderId,
        snapshot.delivery.methodType === 'PostNord' || snapshot.delivery.methodType === 'DeliveryAddress' ? 'PostNord' : null,
        snapshot.delivery.methodType,
        JSON.stringify(rows.map((r) => ({ lineId: r.id, name: r.name, quantity: Number(r.quantity) }))),
        captured ?? 0,
        shippedAt,
      ],
    )
  })
}
