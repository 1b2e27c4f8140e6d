/**
 * The customer's own data as one JSON file (GDPR art. 15 access and art. 20 portability; docs/adr/0024,
 * docs/api/customers.md "Your data"): the profile, what staff decided about the customer, the delivery addresses,
 * consents, orders (with their withdrawals), favourites, login sessions and age verifications. Every part is built
 * from an allowlist, field by field, so a field added to a collection later reaches no export until someone decides
 * about it (CUSTOMER_FIELD_DECISIONS, held against the collection by data-export.test.ts).
 */
import type { PayloadRequest } from 'payload'
import { dbPool } from '../../db/pool'
import type { Customer as CustomerDoc, Order } from '../../payload-types'
import { DEFAULT_INVOICE_CREDIT_LIMIT, type Culture } from '../constants'
import type { ShopContext } from '../context'
import { ShopError } from '../errors'
import { money, type Money } from '@delikat/contract/money'
import { claimAttempt, DATA_EXPORTS } from '../rate-limit'
import { requireCustomer } from './account'
import { consentHistoryOf, cookieConsentsOf, type ExportedConsentEvent, type ExportedCookieConsent } from '../marketing/store'
import { stockAlertsOf, type ExportedStockAlert } from '../stock-alerts/store'
import { toCustomer, type Customer, type DeliveryAddress, type LegitimateInterest } from './view'

/** Bumped when a part of the file changes shape, so a program reading old files can tell. */
export const DATA_EXPORT_VERSION = 1

/** The profile as the account shows it (view.ts), without what lives in sections of its own, plus its dates. */
export type ExportedProfile = Omit<
  Customer,
  'CanImpersonate' | 'DeliveryAddresses' | 'ClubMember' | 'Newsletter' | 'LegitimateInterests'
> & {
  CreatedAt: string
  UpdatedAt: string
}

export interface ExportedOrder {
  Uid: string
  OrderNumber: string
  PlacedAt: string
  Status: Order['status']
  PaymentMethod: Order['paymentMethod']
  Culture: Culture | null
  IsB2B: boolean
  Email: string
  Delivery: {
    MethodType: string | null
    MethodName: string | null
    Name: string | null
    Company: string | null
    Address: string | null
    Zip: string | null
    City: string | null
    ServiceLocation: string | null
  }
  Lines: Array<{
    ProductId: number | null
    ProductNumber: string | null
    Name: string
    Quantity: number
    UnitPrice: Money
    LinePrice: Money
    IsFreeGift: boolean
  }>
  GiftCardLines: Array<{ Amount: Money; Quantity: number; IsGift: boolean; Greeting: string | null }>
  Totals: { SubTotal: Money; Discount: Money; Delivery: Money; GiftCards: Money; Vat: Money; Total: Money }
  /** What the customer filled in at checkout (docs/product.md §3 invoice fields), as it was stored. */
  InvoiceDetails: Record<string, unknown> | null
  InvoicePaidAt: string | null
  /** The card payment at the provider; null for an invoice order. */
  Payment: { Provider: string | null; State: string | null } | null
  /** The address the order was placed from (the shop keeps it to limit unpaid card orders per client). */
  PlacedFrom: string | null
  /** What the customer withdrew from the order ("Fortryd købet her", docs/adr/0023). */
  Withdrawals: ExportedWithdrawal[]
}

export interface ExportedWithdrawal {
  WithdrawnAt: string
  Reason: string | null
  Total: Money
  Lines: Array<{ Name: string; ProductNumber: string | null; Quantity: number; UnitPrice: Money }>
}

export interface ExportedFavorite {
  ProductId: number
  ProductNumber: string | null
  Name: string | null
  AddedAt: string
}

export interface ExportedSession {
  StartedAt: string | null
  ExpiresAt: string
}

/** Only what the age check stored (docs/adr/0022): never a birth date, a CPR number or the attempt's secrets. */
export interface ExportedAgeVerification {
  Status: string
  VerifiedAge: number | null
  VerifiedAt: string | null
  Provider: string
  Reference: string | null
  StartedAt: string
}

export interface DataExport {
  Version: number
  ExportedAt: string
  Description: string
  Profile: ExportedProfile
  /** Business customers only: whether customer service approved invoice, and for how much. */
  Invoice: { MayPayByInvoice: boolean; CreditLimit: Money | null } | null
  DeliveryAddresses: DeliveryAddress[]
  Consents: { ClubMember: boolean; ClubMemberConsentAt: string | null; Newsletter: boolean; LegitimateInterests: LegitimateInterest[] }
  /** Every club, newsletter and interest consent given, changed or withdrawn, oldest first (docs/adr/0029). */
  ConsentHistory: ExportedConsentEvent[]
  /** The cookie choices made while logged in. */
  CookieConsents: ExportedCookieConsent[]
  Orders: ExportedOrder[]
  Favourites: ExportedFavorite[]
  Sessions: ExportedSession[]
  AgeVerifications: ExportedAgeVerification[]
  /** Back-in-stock requests made logged in or with the account's address, until sent or deleted (docs/adr/0037). */
  StockAlerts: ExportedStockAlert[]
}

const DESCRIPTION: Record<Culture, string> = {
  da: 'Alle oplysninger, Delikat har om dig som kunde: profil, leveringsadresser, samtykker med deres historik, ordrer, favoritter, aktive logins og alderskontroller. Beløb er i øre (Amount) og som tekst i kroner (Text).',
  en: 'All the data Delikat holds about you as a customer: profile, delivery addresses, consents with their history, orders, favourites, active logins and age checks. Amounts are in øre (Amount) and as text in kroner (Text).',
}

const iso = (value: string | Date | null | undefined): string | null => (value ? new Date(value).toISOString() : null)
const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null)

export function toExportedProfile(doc: CustomerDoc): ExportedProfile {
  // The profile exactly as the account shows it (a consumer's business fields are null there too).
  const {
    CanImpersonate: _never,
    DeliveryAddresses: _addresses,
    ClubMember: _club,
    Newsletter: _news,
    LegitimateInterests: _interests,
    ...profile
  } = toCustomer(doc)
  return { ...profile, CreatedAt: iso(doc.createdAt)!, UpdatedAt: iso(doc.updatedAt)! }
}

export function toExportedOrder(doc: Order, withdrawals: ExportedWithdrawal[] = []): ExportedOrder {
  const delivery = doc.delivery ?? {}
  const cardPayment = doc.payment?.provider || doc.payment?.state
  return {
    Uid: doc.uid,
    OrderNumber: doc.orderNumber,
    PlacedAt: iso(doc.placedAt)!,
    Status: doc.status,
    PaymentMethod: doc.paymentMethod,
    Culture: doc.culture ?? null,
    IsB2B: doc.isB2B === true,
    Email: doc.email,
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
    Lines: (doc.lines ?? []).map((line) => ({
      ProductId: typeof line.product === 'number' ? line.product : (line.product?.id ?? null),
      ProductNumber: text(line.productNumber),
      Name: line.name,
      Quantity: line.quantity,
      UnitPrice: money(line.unitPrice),
      LinePrice: money(line.linePrice),
      IsFreeGift: line.isFreeGift === true,
    })),
    GiftCardLines: (doc.giftCardLines ?? []).map((g) => ({
      Amount: money(g.amount),
      Quantity: g.quantity,
      IsGift: g.isGift === true,
      Greeting: text(g.greeting),
    })),
    Totals: {
      SubTotal: money(doc.totals.subTotal),
      Discount: money(doc.totals.discount),
      Delivery: money(doc.totals.delivery),
      GiftCards: money(doc.totals.giftCards),
      Vat: money(doc.totals.vat),
      Total: money(doc.totals.total),
    },
    InvoiceDetails:
      doc.invoiceDetails && typeof doc.invoiceDetails === 'object' && !Array.isArray(doc.invoiceDetails)
        ? (doc.invoiceDetails as Record<string, unknown>)
        : null,
    InvoicePaidAt: iso(doc.invoicePaidAt),
    // Not the payment link or the provider's payment id: the first is a capability, the second the shop's own key.
    Payment: cardPayment ? { Provider: doc.payment?.provider ?? null, State: doc.payment?.state ?? null } : null,
    PlacedFrom: text(doc.clientAddress),
    Withdrawals: withdrawals,
    // Left out as the shop's own bookkeeping, not data about the customer: basketUid, idempotencyKey, reserved.
  }
}

export interface ExportSources {
  customer: CustomerDoc
  orders: Order[]
  /** By order id. */
  withdrawals?: Map<number, ExportedWithdrawal[]>
  favorites: ExportedFavorite[]
  sessions: ExportedSession[]
  ageVerifications: ExportedAgeVerification[]
  consentHistory?: ExportedConsentEvent[]
  cookieConsents?: ExportedCookieConsent[]
  stockAlerts?: ExportedStockAlert[]
  culture: Culture
  now: Date
}

/** The whole file from what was read: pure, so the allowlist is tested without a database. */
export function toDataExport({
  customer,
  orders,
  withdrawals,
  favorites,
  sessions,
  ageVerifications,
  consentHistory = [],
  cookieConsents = [],
  stockAlerts = [],
  culture,
  now,
}: ExportSources): DataExport {
  const view = toCustomer(customer)
  const approved = customer.mayPayByInvoice === true
  return {
    Version: DATA_EXPORT_VERSION,
    ExportedAt: now.toISOString(),
    Description: DESCRIPTION[culture],
    Profile: toExportedProfile(customer),
    Invoice:
      customer.clientType === 'B2B'
        ? { MayPayByInvoice: approved, CreditLimit: approved ? money(customer.invoiceCreditLimit ?? DEFAULT_INVOICE_CREDIT_LIMIT) : null }
        : null,
    DeliveryAddresses: view.DeliveryAddresses,
    Consents: {
      ClubMember: view.ClubMember,
      ClubMemberConsentAt: iso(customer.clubMemberConsentAt),
      Newsletter: view.Newsletter,
      LegitimateInterests: view.LegitimateInterests,
    },
    ConsentHistory: consentHistory,
    CookieConsents: cookieConsents,
    Orders: orders.map((order) => toExportedOrder(order, withdrawals?.get(order.id))),
    Favourites: favorites,
    Sessions: sessions,
    AgeVerifications: ageVerifications,
    StockAlerts: stockAlerts,
  }
}

/** The file's name: the day it was made, in Danish time (the customer's calendar, not UTC's). */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  )
  return `delikat-data-${day}.json`
}

const UNAUTHORIZED: Record<Culture, string> = { da: 'Log ind for at fortsætte.', en: 'Please log in to continue.' }

/**
 * Reads everything about the logged-in customer. Counted per account, every download (DATA_EXPORTS): the file is
 * the whole history, so a stolen session must not be able to pull it over and over, and it is the heaviest read
 * a customer can ask for.
 */
export async function exportCustomerData(ctx: ShopContext, req: PayloadRequest): Promise<{ fileName: string; document: DataExport }> {
  const { payload, culture } = ctx
  const { id } = requireCustomer(ctx)
  const pool = dbPool(payload)
  const limitKey = `customer:${id}`
  await claimAttempt(pool, DATA_EXPORTS, limitKey, culture)

  const customer = await payload.db.findOne<CustomerDoc>({ collection: 'customers', where: { id: { equals: id } }, req })
  if (!customer || customer.accountBlocked) throw new ShopError(401, 'Unauthorized', UNAUTHORIZED[culture])

  const [orders, withdrawals, favorites, sessions, ageVerifications, consentHistory, cookieConsents, stockAlerts] = await Promise.all([
    // Every order of the account, cancelled and unpaid attempts too: they hold data about the customer as well.
    payload.find({
      collection: 'orders',
      where: { customer: { equals: id } },
      sort: ['-placedAt', '-id'],
      depth: 0,
      pagination: false,
      joins: false,
      overrideAccess: true,
    }),
    pool.query<{
      order_id: number
      withdrawn_at: Date
      reason: string | null
      total: string
      lines: Array<{ name: string; product_number: string | null; quantity: number; unit_price: number }>
    }>(
      `SELECT w.order_id, w.withdrawn_at, w.reason, w.total,
              (SELECT coalesce(json_agg(json_build_object('name', l.name, 'product_number', l.product_number, 'quantity', l.quantity,
                 'unit_price', l.unit_price) ORDER BY l._order), '[]') FROM order_withdrawals_lines l WHERE l._parent_id = w.id) AS lines
         FROM order_withdrawals w JOIN orders o ON o.id = w.order_id
        WHERE o.customer_id = $1
        ORDER BY w.withdrawn_at, w.id`,
      [id],
    ),
    pool.query<{ product_id: number; product_number: string | null; name: string | null; created_at: Date }>(
      `SELECT f.product_id, p.product_number, coalesce(l.name, d.name) AS name, f.created_at
         FROM favorites f
         JOIN products p ON p.id = f.product_id
         LEFT JOIN products_locales l ON l._parent_id = p.id AND l._locale = $2
         LEFT JOIN products_locales d ON d._parent_id = p.id AND d._locale = 'da'
        WHERE f.customer_id = $1
        ORDER BY f.created_at DESC, f.id DESC`,
      [id, culture],
    ),
    pool.query<{ created_at: Date | null; expires_at: Date }>(
      'SELECT created_at, expires_at FROM customers_sessions WHERE _parent_id = $1 AND expires_at > now() ORDER BY created_at, _order',
      [id],
    ),
    // The customer's own checks, and those the customer's orders were sold under (a check made before logging in).
    pool.query<{
      status: string
      verified_age: string | null
      verified_at: Date | null
      provider: string
      reference: string | null
      created_at: Date
    }>(
      `SELECT a.status, a.verified_age, a.verified_at, a.provider, a.reference, a.created_at
         FROM age_verifications a
        WHERE a.customer_id = $1 OR a.id IN (SELECT o.age_verification_id FROM orders o WHERE o.customer_id = $1)
        ORDER BY a.created_at, a.id`,
      [id],
    ),
    consentHistoryOf(pool, id, customer.email),
    cookieConsentsOf(pool, id),
    stockAlertsOf(pool, id, customer.email, culture),
  ])

  const byOrder = new Map<number, ExportedWithdrawal[]>()
  for (const w of withdrawals.rows) {
    const list = byOrder.get(w.order_id) ?? []
    list.push({
      WithdrawnAt: iso(w.withdrawn_at)!,
      Reason: text(w.reason),
      Total: money(Number(w.total)),
      Lines: w.lines.map((l) => ({
        Name: l.name,
        ProductNumber: text(l.product_number),
        Quantity: Number(l.quantity),
        UnitPrice: money(Number(l.unit_price)),
      })),
    })
    byOrder.set(w.order_id, list)
  }
  const now = new Date()
  return {
    fileName: exportFileName(now),
    document: toDataExport({
      customer,
      orders: orders.docs,
      withdrawals: byOrder,
      favorites: favorites.rows.map((r) => ({
        ProductId: r.product_id,
        ProductNumber: r.product_number,
        Name: r.name,
        AddedAt: iso(r.created_at)!,
      })),
      sessions: sessions.rows.map((r) => ({ StartedAt: iso(r.created_at), ExpiresAt: iso(r.expires_at)! })),
      ageVerifications: ageVerifications.rows.map((r) => ({
        Status: r.status,
        VerifiedAge: r.verified_age === null ? null : Number(r.verified_age),
        VerifiedAt: iso(r.verified_at),
        Provider: r.provider,
        Reference: r.reference,
        StartedAt: iso(r.created_at)!,
      })),
      consentHistory,
      cookieConsents,
      stockAlerts,
      culture,
      now,
    }),
  }
}
