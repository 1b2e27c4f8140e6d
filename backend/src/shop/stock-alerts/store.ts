/**
 * The back-in-stock requests in SQL (table `stock_alerts`, docs/adr/0037). One row per product, variant and address
 * (a unique index); the conditional updates here are what keep one mail per request when two saves or two backend
 * instances race.
 */
import type { Pool, PoolClient } from 'pg'
import type { Culture } from '../constants'
import { ALERT_LIFETIME_MS, CONFIRMATION_LINK_MS, CONFIRMATION_RESEND_MS, SENT_KEPT_MS } from './constants'

export interface AlertKey {
  productId: number
  variantId: number | null
  email: string
}

export interface AlertRow {
  id: number
  product_id: number
  variant_id: number | null
  email: string
  culture: Culture
}

const secs = (ms: number) => ms / 1000

/** The same address however it was typed: one request per mailbox, not per spelling. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * Adds a request, or finds the one there is. A sent one is replaced (asking again after the mail is a new request).
 * Answers whether the row is new, and the existing row's state otherwise.
 */
export async function insertAlert(
  pool: Pool,
  key: AlertKey,
  values: { customerId: number | null; culture: Culture; tokenHash: string; confirmed: boolean },
): Promise<{ id: number; created: boolean; confirmed: boolean }> {
  await pool.query(
    'DELETE FROM stock_alerts WHERE product_id = $1 AND coalesce(variant_id, 0) = coalesce($2::int, 0) AND email = $3 AND sent_at IS NOT NULL',
    [key.productId, key.variantId, key.email],
  )
  const inserted = await pool.query<{ id: number }>(
    `INSERT INTO stock_alerts (product_id, variant_id, email, customer_id, culture, token_hash, confirmed_at, confirmation_sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END, CASE WHEN $7::boolean THEN NULL ELSE now() END)
     ON CONFLICT (product_id, (coalesce(variant_id, 0)), email) DO NOTHING
     RETURNING id`,
    [key.productId, key.variantId, key.email, values.customerId, values.culture, values.tokenHash, values.confirmed],
  )
  if (inserted.rows[0]) return { id: inserted.rows[0].id, created: true, confirmed: values.confirmed }
  const existing = await pool.query<{ id: number; confirmed_at: Date | null }>(
    'SELECT id, confirmed_at FROM stock_alerts WHERE product_id = $1 AND coalesce(variant_id, 0) = coalesce($2::int, 0) AND email = $3',
    [key.productId, key.variantId, key.email],
  )
  const row = existing.rows[0]
  // Deleted between the two statements (unsubscribed that very moment): as good as new, nothing more to do.
  if (!row) return { id: 0, created: false, confirmed: false }
  return { id: row.id, created: false, confirmed: row.confirmed_at !== null }
}

/** A customer asking with the account's own address: an unconfirmed request becomes active at once. */
export async function activateForCustomer(pool: Pool, id: number, customerId: number): Promise<void> {
  await pool.query(
    'UPDATE stock_alerts SET confirmed_at = coalesce(confirmed_at, now()), customer_id = $2, updated_at = now() WHERE id = $1',
    [id, customerId],
  )
}

/**
 * A new token for an unconfirmed request whose confirmation mail went out long enough ago (CONFIRMATION_RESEND_MS);
 * null when it is too soon, so asking again and again mails the address once per period.
 */
export async function renewConfirmation(pool: Pool, id: number, tokenHash: string, culture: Culture): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE stock_alerts SET token_hash = $2, culture = $3, confirmation_sent_at = now(), updated_at = now()
      WHERE id = $1 AND confirmed_at IS NULL
        AND (confirmation_sent_at IS NULL OR confirmation_sent_at < now() - make_interval(secs => $4))`,
    [id, tokenHash, culture, secs(CONFIRMATION_RESEND_MS)],
  )
  return (rowCount ?? 0) > 0
}

/** Confirms by token (again is fine); null for an unknown, sent or expired link. */
export async function confirmByToken(pool: Pool, tokenHash: string): Promise<{ product_id: number; variant_id: number | null } | null> {
  const { rows } = await pool.query<{ product_id: number; variant_id: number | null }>(
    `UPDATE stock_alerts SET confirmed_at = coalesce(confirmed_at, now()), updated_at = now()
      WHERE token_hash = $1 AND sent_at IS NULL
        AND (confirmed_at IS NOT NULL OR confirmation_sent_at > now() - make_interval(secs => $2))
      RETURNING product_id, variant_id`,
    [tokenHash, secs(CONFIRMATION_LINK_MS)],
  )
  return rows[0] ?? null
}

/** Deletes the request a link names; whether there was one. */
export async function deleteByToken(pool: Pool, tokenHash: string): Promise<{ product_id: number } | null> {
  const { rows } = await pool.query<{ product_id: number }>('DELETE FROM stock_alerts WHERE token_hash = $1 RETURNING product_id', [
    tokenHash,
  ])
  return rows[0] ?? null
}

/**
 * Claims the active requests for the editions that can be bought now: `sent_at` is set in the same statement that
 * picks them, so of two saves (or two instances) racing, each row goes to one only. `editions` are variant ids, 0
 * for the product itself.
 */
export async function claimDue(pool: Pool, productId: number, editions: number[]): Promise<AlertRow[]> {
  if (editions.length === 0) return []
  const { rows } = await pool.query<AlertRow>(
    `UPDATE stock_alerts SET sent_at = now(), updated_at = now()
      WHERE product_id = $1 AND coalesce(variant_id, 0) = ANY($2::int[]) AND confirmed_at IS NOT NULL AND sent_at IS NULL
      RETURNING id, product_id, variant_id, email, culture`,
    [productId, editions],
  )
  return rows
}

/** After the mail went out: a fresh token for its unsubscribe link (the confirmation mail's one stops working). */
export async function setToken(pool: Pool, id: number, tokenHash: string): Promise<void> {
  await pool.query('UPDATE stock_alerts SET token_hash = $2 WHERE id = $1', [id, tokenHash])
}

/** The mail could not be sent: the request is due again, for the next save to try. */
export async function releaseClaim(pool: Pool, id: number): Promise<void> {
  await pool.query('UPDATE stock_alerts SET sent_at = NULL, updated_at = now() WHERE id = $1', [id])
}

/** Deletes what is kept no longer: unconfirmed after the link's life, sent after SENT_KEPT_MS, any after 12 months. */
export async function purgeExpired(pool: Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `DELETE FROM stock_alerts
      WHERE (confirmed_at IS NULL AND created_at < now() - make_interval(secs => $1))
         OR (sent_at IS NOT NULL AND sent_at < now() - make_interval(secs => $2))
         OR created_at < now() - make_interval(secs => $3)`,
    [secs(CONFIRMATION_LINK_MS), secs(SENT_KEPT_MS), secs(ALERT_LIFETIME_MS)],
  )
  return rowCount ?? 0
}

export interface ExportedStockAlert {
  ProductId: number
  VariantId: number | null
  ProductName: string | null
  Email: string
  RequestedAt: string
  ConfirmedAt: string | null
  SentAt: string | null
}

/** The customer's requests for their data export (docs/adr/0024): those made logged in and those with the account's address. */
export async function stockAlertsOf(pool: Pool, customerId: number, email: string, culture: Culture): Promise<ExportedStockAlert[]> {
  const { rows } = await pool.query<{
    product_id: number
    variant_id: number | null
    name: string | null
    email: string
    created_at: Date
    confirmed_at: Date | null
    sent_at: Date | null
  }>(
    `SELECT a.product_id, a.variant_id, coalesce(l.name, d.name) AS name, a.email, a.created_at, a.confirmed_at, a.sent_at
       FROM stock_alerts a
       LEFT JOIN products_locales l ON l._parent_id = a.product_id AND l._locale = $3
       LEFT JOIN products_locales d ON d._parent_id = a.product_id AND d._locale = 'da'
      WHERE a.customer_id = $1 OR a.email = $2
      ORDER BY a.created_at, a.id`,
    [customerId, normaliseEmail(email), culture],
  )
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)
  return rows.map((r) => ({
    ProductId: r.product_id,
    VariantId: r.variant_id,
    ProductName: r.name,
    Email: r.email,
    RequestedAt: iso(r.created_at)!,
    ConfirmedAt: iso(r.confirmed_at),
    SentAt: iso(r.sent_at),
  }))
}

/** Account deletion: the requests made logged in go by cascade; those with the account's address go here. */
export async function forgetStockAlerts(client: Pool | PoolClient, customerId: number, email: string): Promise<void> {
  await client.query('DELETE FROM stock_alerts WHERE customer_id = $1 OR email = $2', [customerId, normaliseEmail(email)])
}
