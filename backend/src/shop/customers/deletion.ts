/**
 * A customer deletes their own account (GDPR art. 17; docs/adr/0024, docs/api/customers.md "Your data"). The
 * password is asked again, so a stolen session alone cannot do it; orders stay for the books (bogføringsloven: 5
 * years) without the customer's name and contact details; everything else about the customer goes, in one
 * transaction, so a crash leaves either the whole account or none of it.
 */
import type { PayloadRequest } from 'payload'
import type { PoolClient } from 'pg'
import { z } from 'zod'
import { dbPool } from '../../db/pool'
import type { Customer as CustomerDoc } from '../../payload-types'
import { inTransaction } from '../../db/transaction'
import { UNPAID_ORDER_MINUTES } from '../checkout/unpaid-orders'
import type { Culture } from '../constants'
import type { ShopContext } from '../context'
import { sendMailInBackground } from '../email'
import { accountDeletedMail } from '../email/templates'
import { ShopError } from '../errors'
import { forgetConsents } from '../marketing/store'
import { ACCOUNT_DELETE_ATTEMPTS, forgetKey, LOGIN_ATTEMPTS, tryClaim } from '../rate-limit'
import { requireCustomer } from './account'
import { collectErrors, containsError, FIELD_TEXTS } from './fields'
import { verifyPassword } from './password'
import { forgetStockAlerts } from '../stock-alerts/store'

/**
 * What an anonymised order says instead of the customer's e-mail address: the column is required, and `.invalid`
 * (RFC 2606) can never receive mail, so a mail the order might still trigger reaches nobody.
 */
export const ANONYMISED_EMAIL = 'slettet@kunde.invalid'

/**
 * The invoice fields a business order keeps: the invoice is a bookkeeping document and names the buyer (company,
 * CVR, EAN, invoice address) and the buyer's own references for their books. The contact person (name, e-mail,
 * phone, "ordered by") and the free texts (note, occasion, greeting) go, as on every order.
 */
export const KEPT_BUSINESS_INVOICE_FIELDS = [
  'Company',
  'Cvr',
  'Ean',
  'Address',
  'Zip',
  'City',
  'Requisition',
  'Department',
  'PlacementNumber',
  'CostPlace',
  'Accounting',
] as const

export type OpenOrderReason = 'AwaitingPayment' | 'NotShipped' | 'InvoiceUnpaid'

const TEXTS = {
  da: {
    unauthorized: 'Log ind for at fortsætte.',
    password: 'Skriv din adgangskode.',
    confirm: 'Sæt kryds for at bekræfte, at din konto skal slettes.',
    tooManyAttempts: (minutes: number) =>
      `For mange forkerte adgangskoder. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    reasons: { AwaitingPayment: 'venter på betaling', NotShipped: 'ikke afsendt endnu', InvoiceUnpaid: 'fakturaen er ikke betalt' },
    order: (number: string, reason: string) => `ordre ${number} (${reason})`,
    ordersInProgress: (list: string) =>
      `Du kan ikke slette din konto, mens du har ordrer, der ikke er afsluttet: ${list}. Vi skal kunne levere, fakturere og kontakte dig om dem. Prøv igen, når de er afsendt og betalt, eller kontakt kundeservice.`,
  },
  en: {
    unauthorized: 'Please log in to continue.',
    password: 'Enter your password.',
    confirm: 'Tick the box to confirm that your account is to be deleted.',
    tooManyAttempts: (minutes: number) => `Too many wrong passwords. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    reasons: { AwaitingPayment: 'waiting for payment', NotShipped: 'not shipped yet', InvoiceUnpaid: 'invoice not paid' },
    order: (number: string, reason: string) => `order ${number} (${reason})`,
    ordersInProgress: (list: string) =>
      `You cannot delete your account while you have orders that are not finished: ${list}. We must be able to deliver and invoice them and reach you about them. Try again once they are shipped and paid, or contact customer service.`,
  },
} satisfies Record<Culture, unknown>

/** The body: the password again, and the box that says the customer means it (a slip of the finger is no request). */
export function deletionSchema(culture: Culture) {
  const t = TEXTS[culture]
  return z.object({
    Password: z.string({ error: t.password }).min(1, { error: t.password }).max(1024, { error: t.password }),
    Confirm: z.literal(true, { error: t.confirm }),
  })
}

export interface DeletionOutcome {
  Result: 'Deleted'
  /** Orders kept for the books, anonymised. */
  OrdersKept: number
}

interface OpenOrder {
  order_number: string
  reason: OpenOrderReason
}

/**
 * The customer's orders that still need them, and why (checked under the customer's row lock, so an order being
 * placed at the same moment is either seen here or fails on the deleted customer):
 * - InvoiceUnpaid: an invoice not yet paid keeps its contact data until it is (reminders, collection);
 * - AwaitingPayment: a card payment the shopper may still complete, for as long as checkout lets it hold stock;
 *   one left longer is abandoned, checkout cancels it, and it is anonymised like any other;
 * - NotShipped: placed and paid (or on invoice) but not shipped: the delivery needs the name and the address, the
 *   shipping mail the e-mail. Nothing is shipped for an order without delivery (e-gift cards, events).
 */
async function openOrders(client: PoolClient, customerId: number): Promise<OpenOrder[]> {
  const { rows } = await client.query<{ order_number: string; reason: OpenOrderReason | null }>(
    `SELECT order_number, CASE
        WHEN payment_method = 'Invoice' AND invoice_paid_at IS NULL AND totals_total > 0 THEN 'InvoiceUnpaid'
        WHEN status = 'Created' AND payment_method IN ('CreditCard', 'MobilePay') AND payment_provider IS NOT NULL
          THEN CASE WHEN placed_at > now() - make_interval(mins => $2) THEN 'AwaitingPayment' END
        WHEN status IN ('Created', 'Authorized') AND delivery_method_type IS DISTINCT FROM 'NoDelivery' THEN 'NotShipped'
      END AS reason
       FROM orders
      WHERE customer_id = $1 AND status <> 'Cancelled'
      ORDER BY placed_at, id`,
    [customerId, UNPAID_ORDER_MINUTES],
  )
  return rows.filter((row): row is OpenOrder => row.reason !== null)
}

/**
 * Everything the deletion writes, in the caller's transaction. Orders keep what the books need (number, dates,
 * status, payment method, lines, amounts, VAT, gift-card amounts; for a business order the buyer as the invoice
 * names it) and lose the link to the customer and every personal detail. Answers the orders kept.
 */
async function removeCustomer(client: PoolClient, customerId: number): Promise<{ ordersKept: number; business: boolean }> {
  const orders = await client.query<{ id: number; is_b2_b: boolean | null }>(
    `UPDATE orders SET
        customer_id = NULL,
        email = $2,
        delivery_name = NULL,
        delivery_company = CASE WHEN is_b2_b THEN delivery_company END,
        delivery_address = NULL,
        delivery_zip = NULL,
        delivery_city = NULL,
        delivery_service_location = NULL,
        invoice_details = CASE WHEN is_b2_b AND jsonb_typeof(invoice_details) = 'object'
          THEN (SELECT jsonb_object_agg(d.key, d.value) FROM jsonb_each(invoice_details) d WHERE d.key = ANY($3::text[])) END,
        client_address = NULL,
        payment_payment_url = NULL,
        updated_at = now()
      WHERE customer_id = $1
      RETURNING id, is_b2_b`,
    [customerId, ANONYMISED_EMAIL, [...KEPT_BUSINESS_INVOICE_FIELDS]],
  )
  const orderIds = orders.rows.map((o) => o.id)
  // A greeting is a personal message, never needed for the books; the gift cards bought stay valid (bearer value).
  await client.query('UPDATE orders_gift_card_lines SET greeting = NULL WHERE _parent_id = ANY($1::int[])', [orderIds])
  // A withdrawal (docs/adr/0023) is the record of a legal act and of a refund, and stays with its order; the reason
  // is the customer's own words, which the law never asked for.
  await client.query('UPDATE order_withdrawals SET reason = NULL, updated_at = now() WHERE order_id = ANY($1::int[])', [orderIds])

  const baskets = await client.query<{ id: number; uid: string }>('SELECT id, uid FROM baskets WHERE customer_id = $1 FOR UPDATE', [
    customerId,
  ])
  const basketIds = baskets.rows.map((b) => b.id)

  // Age checks (docs/adr/0022): one an order was sold under is that order's evidence and stays with it, without the
  // link to the customer or the attempt's leftovers; one no order needs has nothing left to document.
  await client.query(
    `DELETE FROM age_verifications a
      WHERE (a.customer_id = $1 OR a.basket_uid = ANY($2::text[]))
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.age_verification_id = a.id)`,
    [customerId, baskets.rows.map((b) => b.uid)],
  )
  await client.query(
    `UPDATE age_verifications SET customer_id = NULL, basket_uid = NULL, return_path = NULL, code_verifier = NULL, nonce = NULL, updated_at = now()
      WHERE customer_id = $1 OR id IN (SELECT age_verification_id FROM orders WHERE id = ANY($2::int[]))`,
    [customerId, orderIds],
  )

  // The baskets with everything in them (their foreign keys cascade too; said here so nobody has to look).
  await client.query('DELETE FROM basket_lines WHERE basket_id = ANY($1::int[])', [basketIds])
  await client.query('DELETE FROM gift_card_lines WHERE basket_id = ANY($1::int[])', [basketIds])
  await client.query('DELETE FROM gift_card_usages WHERE basket_id = ANY($1::int[])', [basketIds])
  await client.query('DELETE FROM baskets WHERE id = ANY($1::int[])', [basketIds])
  await client.query('DELETE FROM favorites WHERE customer_id = $1', [customerId])
  // Consent records (docs/adr/0029): the history goes, the cookie choices stay without the link to the customer.
  const who = await client.query<{ email: string; hard_id: string | null }>('SELECT email, hard_id FROM customers WHERE id = $1', [
    customerId,
  ])
  if (who.rows[0]) await forgetConsents(client, customerId, who.rows[0].email, who.rows[0].hard_id)
  // Back-in-stock requests with the account's address, made logged in or not (docs/adr/0037).
  if (who.rows[0]) await forgetStockAlerts(client, customerId, who.rows[0].email)
  // The audit trail of staff acting as the customer stays (what staff did is the shop's record), without the address.
  await client.query('UPDATE impersonation_events SET customer_email = NULL WHERE customer_id = $1', [customerId])
  // Payload's own rows about the record: a staff member's lock on it, preferences (customers have none, but Payload
  // keys them by user).
  await client.query(
    'DELETE FROM payload_locked_documents WHERE id IN (SELECT parent_id FROM payload_locked_documents_rels WHERE customers_id = $1)',
    [customerId],
  )
  await client.query(
    'DELETE FROM payload_preferences WHERE id IN (SELECT parent_id FROM payload_preferences_rels WHERE customers_id = $1)',
    [customerId],
  )
  await forgetKey(client, `customer:${customerId}`)
  // The row itself, and by cascade its sessions (every token of the account fails at once, docs/adr/0015), delivery
  // addresses and interests. The password hash, the reset token and the e-mail go with it: the address is free again.
  await client.query('DELETE FROM customers WHERE id = $1', [customerId])
  return { ordersKept: orderIds.length, business: orders.rows.some((o) => o.is_b2_b === true) }
}

/**
 * POST customer/delete. `client`: the caller's address (rate-limit.ts clientAddress). Wrong passwords count like
 * failed logins against the client (LOGIN_ATTEMPTS, shared with login and "change password") and against the account
 * (ACCOUNT_DELETE_ATTEMPTS), without locking the login. The mail confirming the deletion goes to the address the
 * account had, once the deletion is committed.
 */
export async function deleteAccount(ctx: ShopContext, req: PayloadRequest, raw: unknown, client: string): Promise<DeletionOutcome> {
  const { payload, culture } = ctx
  const t = TEXTS[culture]
  const { id } = requireCustomer(ctx)
  const parsed = deletionSchema(culture).safeParse(raw)
  if (!parsed.success) throw containsError(culture, collectErrors(parsed.error))

  const pool = dbPool(payload)
  const accountKey = `customer:${id}`
  const refused = (seconds: number) => new ShopError(429, 'TooManyAttempts', t.tooManyAttempts(Math.ceil(seconds / 60)), undefined, seconds)
  // Both attempts are claimed before the password is tried (docs/adr/0045): a wrong one keeps them, a right one gives
  // them back.
  const byClient = await tryClaim(pool, LOGIN_ATTEMPTS, client)
  if (!byClient.admitted) throw refused(byClient.retryAfterSeconds)
  const byAccount = await tryClaim(pool, ACCOUNT_DELETE_ATTEMPTS, accountKey)
  if (!byAccount.admitted) {
    await byClient.attempt.release()
    throw refused(byAccount.retryAfterSeconds)
  }

  // Read through Payload before the transaction: on the embedded database a transaction holds the one session
  // (docs/adr/0013), and Payload's read would wait for it.
  const stored = await payload.db.findOne<CustomerDoc>({ collection: 'customers', where: { id: { equals: id } }, req })
  if (!stored || stored.accountBlocked) throw new ShopError(401, 'Unauthorized', t.unauthorized)
  if (!(await verifyPassword(stored, parsed.data.Password)))
    throw containsError(culture, { Password: FIELD_TEXTS[culture].currentPassword })
  await Promise.all([byClient.attempt.release(), byAccount.attempt.release()])

  const deleted = await inTransaction(ctx, async (db) => {
    // Checkout takes the same lock before it places a customer's order, so the two wait for each other.
    const { rows } = await db.query<{ email: string; first_name: string }>(
      'SELECT email, first_name FROM customers WHERE id = $1 FOR UPDATE',
      [id],
    )
    const customer = rows[0]
    if (!customer) throw new ShopError(401, 'Unauthorized', t.unauthorized)
    const open = await openOrders(db, id)
    if (open.length > 0) {
      const list = open.map((o) => t.order(o.order_number, t.reasons[o.reason])).join(', ')
      throw new ShopError(409, 'OrdersInProgress', t.ordersInProgress(list))
    }
    return { ...customer, ...(await removeCustomer(db, id)) }
  })

  // No personal data in the log: the row number and the count are enough to follow what happened.
  payload.logger.info(`Customer ${id} deleted their account; ${deleted.ordersKept} orders kept anonymised`)
  sendMailInBackground(payload, {
    to: deleted.email,
    ...accountDeletedMail({
      culture,
      firstName: deleted.first_name,
      deletedAt: new Date(),
      ordersKept: deleted.ordersKept,
      business: deleted.business,
    }),
  })
  return { Result: 'Deleted', OrdersKept: deleted.ordersKept }
}
