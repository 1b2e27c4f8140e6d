/**
 * Per-client limits on guessing (gift-card and voucher codes, passwords) and on calls that mail or cost (sign-ups,
 * reset mails, PDFs). The attempts are kept in `rate_limits` in the database, so every backend instance sees the same
 * count and a restart forgets nothing (docs/architecture.md §1: nothing lives only in one process' memory), and each
 * attempt is claimed in one atomic statement (tryClaim, docs/adr/0045). A client is its address as the nearest trusted proxy saw it
 * (docs/adr/0014, docs/adr/0020).
 */
import type { Pool } from 'pg'
import type { Culture } from './constants'
import {
  CLIENT_LOGIN_FAILURES,
  CLIENT_LOGIN_WINDOW_MS,
  CLIENT_RESET_MAIL_WINDOW_MS,
  CLIENT_RESET_MAILS,
  CLIENT_SIGNUP_WINDOW_MS,
  CLIENT_SIGNUPS,
  DATA_EXPORT_WINDOW_MS,
  DATA_EXPORTS_PER_WINDOW,
  LOGIN_LOCK_MS,
  MAX_LOGIN_ATTEMPTS,
} from './customers/constants'
import { ShopError } from './errors'
import { normaliseAddress } from '../net/client-address'

export interface RateLimit {
  bucket: string
  /** Failed attempts allowed within the window. */
  max: number
  windowMs: number
  /** The 429's text, when it is not about wrong codes. */
  message?: Record<Culture, (minutes: number) => string>
}

/** Wrong gift-card and voucher codes: 10 per client per 15 minutes, ample for typos, useless for guessing. */
export const CODE_ATTEMPTS: RateLimit = { bucket: 'codes', max: 10, windowMs: 15 * 60 * 1000 }

/**
 * Failed logins (and wrong current passwords) per client, across all accounts: 20 per 15 minutes. Each account
 * also locks itself after 5 (Payload's maxLoginAttempts); this stops one client trying many accounts (docs/adr/0015).
 */
export const LOGIN_ATTEMPTS: RateLimit = { bucket: 'login', max: CLIENT_LOGIN_FAILURES, windowMs: CLIENT_LOGIN_WINDOW_MS }

/** Password-reset mails per client, whether the address has an account or not: 5 per 15 minutes. */
export const RESET_MAIL_REQUESTS: RateLimit = { bucket: 'reset-mail', max: CLIENT_RESET_MAILS, windowMs: CLIENT_RESET_MAIL_WINDOW_MS }

/** Sign-ups per client (also a guest's at checkout), taken or not: 5 an hour. Each one mails the address it names. */
export const SIGNUP_ATTEMPTS: RateLimit = {
  bucket: 'signup',
  max: CLIENT_SIGNUPS,
  windowMs: CLIENT_SIGNUP_WINDOW_MS,
  message: {
    da: (minutes) => `Der er oprettet for mange konti herfra. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `Too many accounts were created from here. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/**
 * Downloads of the customer's own data (GET customer/export), per account and every one counted: 5 an hour. The
 * file is the whole history, so a stolen session must not pull it over and over (docs/adr/0024).
 */
export const DATA_EXPORTS: RateLimit = {
  bucket: 'data-export',
  max: DATA_EXPORTS_PER_WINDOW,
  windowMs: DATA_EXPORT_WINDOW_MS,
  message: {
    da: (minutes) => `Du har hentet dine data for mange gange. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `You have downloaded your data too many times. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/**
 * Price lists of a search as PDF (POST product/search/pdf), per client and every one counted: 20 in 10 minutes. A list
 * of up to 1 000 products takes the server a second or two, so a client cannot keep it busy with them.
 */
export const PRICE_LISTS: RateLimit = {
  bucket: 'price-list',
  max: 20,
  windowMs: 10 * 60 * 1000,
  message: {
    da: (minutes) => `Du har hentet mange prislister. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `You have downloaded many price lists. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/**
 * Wrong passwords when deleting the account (POST customer/delete), per account, on top of the client's
 * LOGIN_ATTEMPTS: as many as a login gets before the account locks, so a stolen session cannot guess its way to
 * deleting the account from many addresses. The login itself is not locked by them.
 */
export const ACCOUNT_DELETE_ATTEMPTS: RateLimit = {
  bucket: 'account-delete',
  max: MAX_LOGIN_ATTEMPTS,
  windowMs: LOGIN_LOCK_MS,
  message: {
    da: (minutes) => `For mange forkerte adgangskoder. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `Too many wrong passwords. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/**
 * Cookie choices recorded per client (POST consent), every one counted: 60 per 10 minutes. A visitor makes a choice
 * now and then; a script filling the proof table with rows does not get far.
 */
export const COOKIE_CONSENTS: RateLimit = {
  bucket: 'cookie-consent',
  max: 60,
  windowMs: 10 * 60 * 1000,
  message: {
    da: (minutes) => `For mange cookievalg herfra. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `Too many cookie choices from here. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/**
 * Club sign-ups without an account per client (POST bloomreach/clubsignup), every one counted: 5 an hour. Each one
 * hands an e-mail address to the marketing platform, which must not be fed other people's addresses in bulk.
 */
export const CLUB_SIGNUPS: RateLimit = {
  bucket: 'club-signup',
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: {
    da: (minutes) => `For mange tilmeldinger herfra. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `Too many sign-ups from here. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/**
 * Failed guest order look-ups (POST order/lookup) per client: 10 per 15 minutes. Order numbers are sequential, so
 * only the e-mail keeps an order private; a client may not try many pairs (docs/adr/0038).
 */
export const ORDER_LOOKUPS: RateLimit = {
  bucket: 'order-lookup',
  max: 10,
  windowMs: 15 * 60 * 1000,
  message: {
    da: (minutes) => `For mange forsøg på at finde en ordre. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `Too many attempts to find an order. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/**
 * Back-in-stock requests per client (POST product/{id}/notify), every one counted: 10 an hour. A guest's request mails
 * the address it names, so a client must not use the form to mail other people's addresses (docs/adr/0037).
 */
export const STOCK_ALERT_REQUESTS: RateLimit = {
  bucket: 'stock-alert',
  max: 10,
  windowMs: 60 * 60 * 1000,
  message: {
    da: (minutes) => `Du har bedt om besked mange gange herfra. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `You have asked to be notified many times from here. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/**
 * Back-in-stock requests per e-mail address that need a confirmation mail, from any client: 5 an hour, so many
 * clients together cannot fill one inbox. Counted for every such request, subscribed or not, so it tells nothing.
 */
export const STOCK_ALERT_EMAILS: RateLimit = {
  bucket: 'stock-alert-email',
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: STOCK_ALERT_REQUESTS.message,
}

/** Unknown confirmation or unsubscribe links per client: 20 in 15 minutes (the tokens are 256 random bits anyway). */
export const STOCK_ALERT_TOKENS: RateLimit = {
  bucket: 'stock-alert-token',
  max: 20,
  windowMs: 15 * 60 * 1000,
  message: {
    da: (minutes) => `For mange ugyldige links. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `Too many invalid links. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/** Payload's own reset mail for staff (/api/users/forgot-password): as few as the shop's, counted apart. */
export const STAFF_RESET_MAIL_REQUESTS: RateLimit = {
  bucket: 'staff-reset-mail',
  max: CLIENT_RESET_MAILS,
  windowMs: CLIENT_RESET_MAIL_WINDOW_MS,
}

const messages = {
  da: (minutes: number) => `For mange forkerte koder. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
  en: (minutes: number) => `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
}

/**
 * The client a request comes from. The app's HTTP server (scripts/serve.ts) has already replaced X-Forwarded-For
 * with the one address it worked out from the socket and the trusted proxies (net/client-address.ts), so the last
 * entry is the client; in-process callers (tests) set the header themselves.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return normaliseAddress(forwarded.at(-1)) ?? 'unknown'
}

/** One claimed attempt: give it back when the attempt turned out right, for limits that count only failures. */
export interface Attempt {
  release(): Promise<void>
}

type Claim = { admitted: true; attempt: Attempt } | { admitted: false; retryAfterSeconds: number }

/**
 * Claims one of the limit's attempts for `key` (a client's address, or another key such as `customer:<id>`) in one
 * statement: the upsert locks the key's row, drops the hits older than the window and appends this one only while
 * fewer than `max` remain, so concurrent claims through any number of backend instances queue on the row and exactly
 * `max` of a burst are admitted (docs/adr/0045). The hit is stamped with the database's clock, which every instance
 * shares; it is read back as text because a JavaScript date would lose its microseconds.
 */
export async function tryClaim(pool: Pool, limit: RateLimit, key: string): Promise<Claim> {
  const { rows } = await pool.query<{ admitted: boolean; oldest: string | null; claimed: string | null }>(
    `INSERT INTO rate_limits AS r (bucket, client, hits, admitted) VALUES ($1, $2, ARRAY[clock_timestamp()], $4::int > 0)
     ON CONFLICT (bucket, client) DO UPDATE SET (hits, admitted) = (
       SELECT CASE WHEN cardinality(kept.hits) < $4::int THEN kept.hits || clock_timestamp() ELSE kept.hits END,
              cardinality(kept.hits) < $4::int
       FROM (SELECT ARRAY(SELECT h FROM unnest(r.hits) AS h
                          WHERE h > clock_timestamp() - make_interval(secs => $3::double precision / 1000)
                          ORDER BY h) AS hits) AS kept)
     RETURNING admitted, hits[1]::text AS oldest, CASE WHEN admitted THEN hits[cardinality(hits)]::text END AS claimed`,
    [limit.bucket, key, limit.windowMs, limit.max],
  )
  const row = rows[0]
  if (Math.random() < 0.02) await forgetIdleKeys(pool)
  if (row?.admitted && row.claimed) {
    const claimed = row.claimed
    return { admitted: true, attempt: { release: () => releaseHit(pool, limit, key, claimed) } }
  }
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now()
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000)) }
}

/** Gives one claimed hit back (the first with its exact time; there is only ever one). */
async function releaseHit(pool: Pool, limit: RateLimit, key: string, claimed: string): Promise<void> {
  await pool.query(
    `UPDATE rate_limits SET hits = hits[:array_position(hits, $3::timestamptz) - 1] || hits[array_position(hits, $3::timestamptz) + 1:]
     WHERE bucket = $1 AND client = $2 AND array_position(hits, $3::timestamptz) IS NOT NULL`,
    [limit.bucket, key, claimed],
  )
}

/** Rows whose newest hit no window looks at any more (a day is longer than every window). */
async function forgetIdleKeys(pool: Pool): Promise<void> {
  await pool.query("DELETE FROM rate_limits WHERE cardinality(hits) = 0 OR hits[cardinality(hits)] < now() - interval '1 day'")
}

/** The 429 for a refused claim, in the limit's own words. */
export function tooManyAttempts(limit: RateLimit, culture: Culture, retryAfterSeconds: number): ShopError {
  return new ShopError(
    429,
    'TooManyAttempts',
    (limit.message ?? messages)[culture](Math.ceil(retryAfterSeconds / 60)),
    undefined,
    retryAfterSeconds,
  )
}

/**
 * Claims an attempt or throws 429 (tryClaim). For limits where every attempt counts the caller keeps it; where only
 * failures count (wrong codes, wrong passwords) it releases it once the attempt proves right.
 */
export async function claimAttempt(pool: Pool, limit: RateLimit, key: string, culture: Culture): Promise<Attempt> {
  const claim = await tryClaim(pool, limit, key)
  if (!claim.admitted) throw tooManyAttempts(limit, culture, claim.retryAfterSeconds)
  return claim.attempt
}

/** Forgets every hit counted under a key (an account that is deleted). */
export async function forgetKey(db: Pick<Pool, 'query'>, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE client = $1', [key])
}
