/**
 * Paying by invoice (docs/adr/0019). Invoice is credit, so staff grant it: customer service ticks "may pay by
 * invoice" on a business customer and sets a credit limit on the customer's open invoice orders (placed, not paid,
 * not cancelled). Checkout offers invoice to those customers only and refuses an order that would take their open
 * invoices over the limit, inside the transaction that places it (payment.ts). The goods of an invoice order are
 * placed at once; the gift cards it bought are issued, and their codes mailed, only when staff mark the invoice paid.
 */
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { advisoryLock } from '../../db/advisory-locks'
import { dbPool } from '../../db/pool'
import { inTransaction } from '../../db/transaction'
import { DEFAULT_INVOICE_CREDIT_LIMIT, type Culture, type PaymentMethod } from '../constants'
import type { ShopContext } from '../context'
import { ShopError } from '../errors'
import { issueOrderGiftCards } from '../giftcards/issue'
import { formatPrice } from '@delikat/contract/money'
import { sendGiftCardCodes } from './order-mail'

const TEXTS = {
  da: {
    notApproved: 'Betaling med faktura kræver, at vores kundeservice har godkendt jeres firma. Indtil da kan I betale med kort.',
    overLimit: (total: string, open: string, limit: string) =>
      `Ordren på ${total} kan ikke betales med faktura: sammen med jeres ubetalte fakturaer på ${open} er den over jeres kreditgrænse på ${limit} (beløb inkl. moms). Betal med kort, eller kontakt kundeservice.`,
  },
  en: {
    notApproved: 'Paying by invoice requires our customer service to approve your company. Until then you can pay by card.',
    overLimit: (total: string, open: string, limit: string) =>
      `The order of DKK ${total} cannot be paid by invoice: together with your unpaid invoices of DKK ${open} it is over your credit limit of DKK ${limit} (amounts incl. VAT). Pay by card, or contact customer service.`,
  },
} satisfies Record<Culture, unknown>

/** What customer service decided about a customer's invoices. */
export interface InvoiceAccount {
  mayPayByInvoice: boolean
  /** In øre incl. VAT; null: approved without a limit of its own, so DEFAULT_INVOICE_CREDIT_LIMIT. */
  creditLimit: number | null
}

export const notApproved = (culture: Culture) => new ShopError(400, 'ErrorMessage', TEXTS[culture].notApproved)

/** The methods a customer may choose: card for everyone, invoice for a business customer service approved. */
export function paymentMethodsFor(clientType: 'B2C' | 'B2B' | null, account: InvoiceAccount | null): PaymentMethod[] {
  // MobilePay wherever cards are open (docs/adr/0036-mobilepay.md).
  return clientType === 'B2B' && account?.mayPayByInvoice ? ['CreditCard', 'MobilePay', 'Invoice'] : ['CreditCard', 'MobilePay']
}

/**
 * Why an invoice order of `total` may not be placed, or null when it may: the customer is not approved, or their
 * open invoice orders (`open`) and this one would come to more than their limit.
 */
export function invoiceRefusal(account: InvoiceAccount | null, open: number, total: number, culture: Culture): ShopError | null {
  if (!account?.mayPayByInvoice) return notApproved(culture)
  const limit = account.creditLimit ?? DEFAULT_INVOICE_CREDIT_LIMIT
  if (open + total <= limit) return null
  return new ShopError(409, 'ErrorMessage', TEXTS[culture].overLimit(formatPrice(total), formatPrice(open), formatPrice(limit)))
}

const toAccount = (row: { may_pay_by_invoice: boolean | null; invoice_credit_limit: string | null } | undefined): InvoiceAccount | null =>
  row
    ? {
        mayPayByInvoice: row.may_pay_by_invoice === true,
        creditLimit: row.invoice_credit_limit === null ? null : Number(row.invoice_credit_limit),
      }
    : null

/** The caller's invoice approval, read outside any transaction (to offer the methods, and to refuse early). */
export async function invoiceAccount(ctx: ShopContext): Promise<InvoiceAccount | null> {
  if (!ctx.customer) return null
  const { rows } = await dbPool(ctx.payload).query<{ may_pay_by_invoice: boolean | null; invoice_credit_limit: string | null }>(
    'SELECT may_pay_by_invoice, invoice_credit_limit FROM customers WHERE id = $1',
    [ctx.customer.id],
  )
  return toAccount(rows[0])
}

/** GET/POST checkout/{basketUid}/invoicedetails answer these with the fields (docs/api/checkout.md). */
export async function offeredPaymentMethods(ctx: ShopContext): Promise<PaymentMethod[]> {
  return paymentMethodsFor(ctx.customer?.clientType ?? null, await invoiceAccount(ctx))
}

/**
 * Inside the transaction that places an invoice order, with the customer's row locked by the caller (so two
 * invoice orders of one customer are weighed one after the other, each seeing the other's total): throws when the
 * order may not be put on invoice. What staff decided is read again here, under the lock.
 */
export async function assertInvoiceCredit(client: PoolClient, customerId: number, total: number, culture: Culture): Promise<void> {
  const { rows } = await client.query<{ may_pay_by_invoice: boolean | null; invoice_credit_limit: string | null; open: string }>(
    `SELECT c.may_pay_by_invoice, c.invoice_credit_limit,
            (SELECT coalesce(sum(o.totals_total), 0) FROM orders o
              WHERE o.customer_id = c.id AND o.payment_method = 'Invoice' AND o.status <> 'Cancelled' AND o.invoice_paid_at IS NULL) AS open
       FROM customers c WHERE c.id = $1`,
    [customerId],
  )
  const refusal = invoiceRefusal(toAccount(rows[0]), Number(rows[0]?.open ?? 0), total, culture)
  if (refusal) throw refusal
}

/** What the order hook hands over about a saved order. */
export interface SavedOrder {
  id: number
  uid: string
  paymentMethod: string
  status: string
  invoicePaidAt?: string | null
}

/**
 * An order was saved (the admin, where customer service marks an invoice paid): once an invoice order has its paid
 * date, the gift cards it bought are issued and their codes mailed, exactly once however often it is saved. Answers
 * how many cards it issued.
 *
 * The order's row is not locked: on PostgreSQL, Payload's own open transaction holds it while its hooks run. An
 * advisory lock keeps two saves of one order apart instead, and the saved document says what was saved (this
 * connection cannot see Payload's uncommitted write yet).
 */
export async function issueInvoiceGiftCards(payload: Payload, order: SavedOrder): Promise<number> {
  if (order.paymentMethod !== 'Invoice' || order.status === 'Cancelled' || !order.invoicePaidAt) return 0
  const issued = await inTransaction({ payload }, async (client) => {
    await advisoryLock(client, 'invoiceGiftCards', order.id)
    return issueOrderGiftCards(client, order.id)
  })
  if (issued > 0) void sendGiftCardCodes(payload, order.uid)
  return issued
}
