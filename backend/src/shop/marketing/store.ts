/**
 * The consent records in SQL (docs/adr/0029): cookie choices (`cookie_consents`) and the history of club,
 * newsletter and interest consents (`consent_events`), written by the shop and never changed afterwards; read back
 * for the customer's data export and removed with the account.
 */
import type { Pool, PoolClient } from 'pg'
import type { LegitimateInterest } from '../customers/view'
import type { ConsentCategory, ConsentChange, ConsentSource } from './platform'

type Db = Pool | PoolClient

export type ConsentKind = 'club' | 'newsletter' | 'legitimateInterests'
export type ConsentAction = 'granted' | 'withdrawn' | 'changed'

export interface ConsentEvent {
  customerId: number | null
  /** For a club sign-up without an account; an account's events are found by their customer. */
  email?: string | null
  kind: ConsentKind
  action: ConsentAction
  /** The interests chosen, or the reason given for leaving the club. */
  value?: unknown
  version?: string | null
  source: ConsentSource
}

export async function recordConsentEvents(db: Db, events: ConsentEvent[], at: Date = new Date()): Promise<void> {
  for (const e of events) {
    await db.query(
      `INSERT INTO consent_events (customer_id, email, kind, action, value, version, source, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        e.customerId,
        e.email ?? null,
        e.kind,
        e.action,
        e.value === undefined ? null : JSON.stringify(e.value),
        e.version ?? null,
        e.source,
        at,
      ],
    )
  }
}

/** A newsletter or club flag that changed, as the history's event and the platform's consent change. */
export function flagChange(
  kind: 'club' | 'newsletter',
  customerId: number | null,
  before: boolean,
  after: boolean,
  source: ConsentSource,
  at: Date,
  version?: string,
): { events: ConsentEvent[]; changes: ConsentChange[] } {
  if (before === after) return { events: [], changes: [] }
  return {
    events: [{ customerId, kind, action: after ? 'granted' : 'withdrawn', version: after ? version : undefined, source }],
    changes: [{ category: kind, action: after ? 'accept' : 'reject', source, version: after ? version : undefined, at }],
  }
}

/** A new set of interests: one history event with the whole list, one platform change per interest that moved. */
export function interestsChange(
  customerId: number,
  before: readonly LegitimateInterest[],
  after: readonly LegitimateInterest[],
  source: ConsentSource,
  at: Date,
): { events: ConsentEvent[]; changes: ConsentChange[] } {
  const was = new Set(before)
  const is = new Set(after)
  const changes: ConsentChange[] = []
  for (const key of new Set([...was, ...is]) as Set<ConsentCategory & LegitimateInterest>) {
    if (was.has(key) !== is.has(key)) changes.push({ category: key, action: is.has(key) ? 'accept' : 'reject', source, at })
  }
  if (changes.length === 0) return { events: [], changes: [] }
  const action: ConsentAction = is.size === 0 ? 'withdrawn' : was.size === 0 ? 'granted' : 'changed'
  return { events: [{ customerId, kind: 'legitimateInterests', action, value: [...after].sort(), source }], changes }
}

export interface CookieConsentRecord {
  consentId: string
  version: string
  functional: boolean
  statistic: boolean
  marketing: boolean
  method: 'AcceptAll' | 'RejectAll' | 'Custom' | 'External'
  url: string | null
  userAgent: string | null
  customerId: number | null
}

export async function recordCookieConsent(db: Db, record: CookieConsentRecord, at: Date = new Date()): Promise<void> {
  await db.query(
    `INSERT INTO cookie_consents (consent_id, version, functional, statistic, marketing, method, url, recorded_at, user_agent, customer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      record.consentId,
      record.version,
      record.functional,
      record.statistic,
      record.marketing,
      record.method,
      record.url,
      at,
      record.userAgent,
      record.customerId,
    ],
  )
}

export interface ExportedConsentEvent {
  Kind: ConsentKind
  Action: ConsentAction
  Value: unknown
  Version: string | null
  Source: ConsentSource
  RecordedAt: string
}

export interface ExportedCookieConsent {
  ConsentId: string
  Version: string
  Functional: boolean
  Statistic: boolean
  Marketing: boolean
  Method: CookieConsentRecord['method']
  Url: string | null
  RecordedAt: string
}

/**
 * The customer's consent history for the data export: the account's own events and the club sign-ups made with its
 * e-mail address before (or without) logging in, oldest first.
 */
export async function consentHistoryOf(db: Db, customerId: number, email: string): Promise<ExportedConsentEvent[]> {
  const { rows } = await db.query<{
    kind: ConsentKind
    action: ConsentAction
    value: unknown
    version: string | null
    source: ConsentSource
    recorded_at: Date
  }>(
    `SELECT kind, action, value, version, source, recorded_at FROM consent_events
      WHERE customer_id = $1 OR (customer_id IS NULL AND lower(email) = lower($2))
      ORDER BY recorded_at, id`,
    [customerId, email],
  )
  return rows.map((r) => ({
    Kind: r.kind,
    Action: r.action,
    Value: r.value ?? null,
    Version: r.version,
    Source: r.source,
    RecordedAt: new Date(r.recorded_at).toISOString(),
  }))
}

/** The cookie choices made while logged in to the account (a guest's choices name nobody, so none is the account's). */
export async function cookieConsentsOf(db: Db, customerId: number): Promise<ExportedCookieConsent[]> {
  const { rows } = await db.query<{
    consent_id: string
    version: string
    functional: boolean | null
    statistic: boolean | null
    marketing: boolean | null
    method: CookieConsentRecord['method']
    url: string | null
    recorded_at: Date
  }>(
    `SELECT consent_id, version, functional, statistic, marketing, method, url, recorded_at FROM cookie_consents
      WHERE customer_id = $1 ORDER BY recorded_at, id`,
    [customerId],
  )
  return rows.map((r) => ({
    ConsentId: r.consent_id,
    Version: r.version,
    Functional: r.functional === true,
    Statistic: r.statistic === true,
    Marketing: r.marketing === true,
    Method: r.method,
    Url: r.url,
    RecordedAt: new Date(r.recorded_at).toISOString(),
  }))
}

/**
 * What the account's deletion does to the consent records, in its transaction (docs/adr/0029): the history of club,
 * newsletter and interest consents goes, with the sign-ups made with the account's address and what the built-in
 * platform kept about it: with the account gone there is nobody left to send to, so there is nothing left to prove.
 * The cookie choices stay as proof of what that browser chose, without the link to the customer; the user agent
 * goes with the link.
 */
export async function forgetConsents(client: PoolClient, customerId: number, email: string, hardId: string | null): Promise<void> {
  await client.query('DELETE FROM consent_events WHERE customer_id = $1 OR (customer_id IS NULL AND lower(email) = lower($2))', [
    customerId,
    email,
  ])
  await client.query('DELETE FROM marketing_platform_calls WHERE lower(email) = lower($1) OR hard_id = $2', [email, hardId])
  await client.query('UPDATE cookie_consents SET customer_id = NULL, user_agent = NULL, updated_at = now() WHERE customer_id = $1', [
    customerId,
  ])
}
