/**
 * The SQL of acting as customers (docs/adr/0028): acts, the admin's one-time links, the staff sessions the
 * storefront holds, the customer search and the audit rows. Decisions live in service.ts.
 */
import type { Pool, PoolClient } from 'pg'
import type { EndReason } from './constants'

type Db = Pool | PoolClient

export interface Act {
  id: string
  staffUserId: number
  staffSid: string
  staffName: string
  staffEmail: string
  /** The staff session's expiry; null when that session has ended. */
  staffSessionExpiresAt: Date | null
  staffRoles: string[]
  customerId: number
  customerSid: string
  customer: CustomerRow
  startedAt: Date
  lastSeenAt: Date
}

interface ActRow extends Omit<CustomerRow, 'id'> {
  id: string
  staff_user_id: number
  staff_sid: string
  staff_name: string
  staff_email: string
  staff_session_expires_at: Date | null
  staff_roles: string[]
  customer_id: number
  customer_sid: string
  started_at: Date
  last_seen_at: Date
}

const ACT_SELECT = `
  SELECT i.id, i.staff_user_id, i.staff_sid, u.name AS staff_name, u.email AS staff_email,
         s.expires_at AS staff_session_expires_at,
         coalesce((SELECT array_agg(r.value::text) FROM users_roles r WHERE r.parent_id = u.id), '{}') AS staff_roles,
         i.customer_id, i.customer_sid, i.started_at, i.last_seen_at,
         c.first_name, c.last_name, c.email, c.phone, c.client_type, c.company, c.cvr, c.hard_id, c.account_blocked
    FROM impersonations i
    JOIN users u ON u.id = i.staff_user_id
    JOIN customers c ON c.id = i.customer_id
    LEFT JOIN users_sessions s ON s._parent_id = i.staff_user_id AND s.id = i.staff_sid`

const toAct = (row: ActRow): Act => ({
  id: row.id,
  staffUserId: row.staff_user_id,
  staffSid: row.staff_sid,
  staffName: row.staff_name,
  staffEmail: row.staff_email,
  staffSessionExpiresAt: row.staff_session_expires_at ? new Date(row.staff_session_expires_at) : null,
  staffRoles: row.staff_roles,
  customerId: row.customer_id,
  customerSid: row.customer_sid,
  customer: {
    id: row.customer_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    client_type: row.client_type,
    company: row.company,
    cvr: row.cvr,
    hard_id: row.hard_id,
    account_blocked: row.account_blocked,
  },
  startedAt: new Date(row.started_at),
  lastSeenAt: new Date(row.last_seen_at),
})

/** The running act a customer session belongs to. */
export async function findActBySession(db: Db, customerId: number, customerSid: string): Promise<Act | null> {
  const { rows } = await db.query<ActRow>(`${ACT_SELECT} WHERE i.customer_sid = $1 AND i.customer_id = $2 AND i.ended_at IS NULL`, [
    customerSid,
    customerId,
  ])
  return rows[0] ? toAct(rows[0]) : null
}

/** The running act of a staff session (one at most: starting another ends the first). */
export async function findActOfStaff(db: Db, staffUserId: number, staffSid: string): Promise<Act | null> {
  const { rows } = await db.query<ActRow>(
    `${ACT_SELECT} WHERE i.staff_user_id = $1 AND i.staff_sid = $2 AND i.ended_at IS NULL ORDER BY i.started_at DESC LIMIT 1`,
    [staffUserId, staffSid],
  )
  return rows[0] ? toAct(rows[0]) : null
}

/** The act and the customer session it acts through, together: a bearer can name the session only once the act exists. */
export async function insertAct(
  client: PoolClient,
  act: { id: string; staffUserId: number; staffSid: string; customerId: number; customerSid: string; expiresAt: Date },
): Promise<void> {
  await client.query(
    `INSERT INTO customers_sessions (_order, _parent_id, id, created_at, expires_at)
     VALUES ((SELECT coalesce(max(_order), 0) + 1 FROM customers_sessions WHERE _parent_id = $1), $1, $2, now(), $3)`,
    [act.customerId, act.customerSid, act.expiresAt],
  )
  await client.query('INSERT INTO impersonations (id, staff_user_id, staff_sid, customer_id, customer_sid) VALUES ($1, $2, $3, $4, $5)', [
    act.id,
    act.staffUserId,
    act.staffSid,
    act.customerId,
    act.customerSid,
  ])
}

/** Ends the act and its customer session; false when it had ended already (so it is audited once). */
export async function endAct(db: Db, actId: string, reason: EndReason): Promise<boolean> {
  const { rows } = await db.query<{ customer_id: number; customer_sid: string }>(
    'UPDATE impersonations SET ended_at = now(), end_reason = $2 WHERE id = $1 AND ended_at IS NULL RETURNING customer_id, customer_sid',
    [actId, reason],
  )
  const ended = rows[0]
  if (!ended) return false
  await db.query('DELETE FROM customers_sessions WHERE _parent_id = $1 AND id = $2', [ended.customer_id, ended.customer_sid])
  return true
}

export async function touchAct(db: Db, actId: string): Promise<void> {
  await db.query('UPDATE impersonations SET last_seen_at = now() WHERE id = $1 AND ended_at IS NULL', [actId])
}

/** The expiry of a staff user's session, or null when it has ended. */
export async function staffSessionExpiry(db: Db, staffUserId: number, sid: string): Promise<Date | null> {
  const { rows } = await db.query<{ expires_at: Date }>('SELECT expires_at FROM users_sessions WHERE _parent_id = $1 AND id = $2', [
    staffUserId,
    sid,
  ])
  return rows[0] ? new Date(rows[0].expires_at) : null
}

/** A session of the staff user's own, as Payload's login would add it (the admin's link starts one on the storefront). */
export async function insertStaffSession(db: Db, staffUserId: number, sid: string, expiresAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
     VALUES ((SELECT coalesce(max(_order), 0) + 1 FROM users_sessions WHERE _parent_id = $1), $1, $2, now(), $3)`,
    [staffUserId, sid, expiresAt],
  )
}

export async function deleteStaffSession(db: Db, staffUserId: number, sid: string): Promise<void> {
  await db.query('DELETE FROM users_sessions WHERE _parent_id = $1 AND id = $2', [staffUserId, sid])
}

export async function insertLink(
  db: Db,
  link: { id: string; staffUserId: number; staffSid: string; customerId: number; expiresAt: Date },
): Promise<void> {
  await db.query('INSERT INTO impersonation_links (id, staff_user_id, staff_sid, customer_id, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    link.id,
    link.staffUserId,
    link.staffSid,
    link.customerId,
    link.expiresAt,
  ])
}

/** Takes a link once: the first caller gets it, every later one (or one after it expired) nothing. */
export async function takeLink(db: Db, id: string): Promise<{ staffUserId: number; staffSid: string; customerId: number } | null> {
  const { rows } = await db.query<{ staff_user_id: number; staff_sid: string; customer_id: number }>(
    `UPDATE impersonation_links SET used_at = now()
      WHERE id = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING staff_user_id, staff_sid, customer_id`,
    [id],
  )
  const row = rows[0]
  return row ? { staffUserId: row.staff_user_id, staffSid: row.staff_sid, customerId: row.customer_id } : null
}

export interface CustomerRow {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string | null
  client_type: 'B2C' | 'B2B'
  company: string | null
  cvr: string | null
  hard_id: string | null
  account_blocked: boolean | null
}

const CUSTOMER_COLUMNS = 'id, first_name, last_name, email, phone, client_type, company, cvr, hard_id, account_blocked'

export async function findCustomer(db: Db, id: number): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = $1`, [id])
  return rows[0] ?? null
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Customers whose name, e-mail, company or customer number holds the query, or whose phone or CVR holds its digits
 * (typed with or without spaces), by name.
 */
export async function searchCustomers(
  db: Db,
  query: string,
  limit: number,
  offset: number,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const pattern = `%${escapeLike(query.trim())}%`
  const digits = query.replace(/[\s-]/g, '')
  const digitPattern = /^\+?\d{2,}$/.test(digits) ? `%${digits.replace(/^\+45/, '')}%` : null
  const { rows } = await db.query<CustomerRow & { total: string }>(
    `SELECT ${CUSTOMER_COLUMNS}, count(*) OVER () AS total
       FROM customers
      WHERE (first_name || ' ' || last_name) ILIKE $1 OR email ILIKE $1 OR company ILIKE $1 OR hard_id ILIKE $1
         OR ($2::text IS NOT NULL AND (regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') LIKE $2
                                        OR regexp_replace(coalesce(cvr, ''), '[^0-9]', '', 'g') LIKE $2))
      ORDER BY last_name, first_name, id
      LIMIT $3 OFFSET $4`,
    [pattern, digitPattern, limit, offset],
  )
  return { rows, total: rows[0] ? Number(rows[0].total) : 0 }
}

export interface AuditEvent {
  action: 'Start' | 'Stop' | 'Link' | 'Call'
  reason?: string | null
  act?: string | null
  staffId: number
  staffName: string
  customerId: number
  customerEmail: string | null
  method?: string | null
  path?: string | null
  status?: number | null
}

/** One row of the audit trail (the `impersonation-events` collection): written here only, never changed. */
export async function insertEvent(db: Db, e: AuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO impersonation_events (action, reason, act, staff_id, staff_name, customer_id, customer_email, method, path, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      e.action,
      e.reason ?? null,
      e.act ?? null,
      e.staffId,
      e.staffName,
      e.customerId,
      e.customerEmail,
      e.method ?? null,
      e.path ?? null,
      e.status ?? null,
    ],
  )
}
