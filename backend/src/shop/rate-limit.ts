/**
 * Per-client limits on guessing (gift-card and voucher codes; later logins). Failed attempts are rows in
 * `rate_limit_hits`, so every backend instance sees the same count and a restart forgets nothing (docs/architecture.md §1:
 * nothing lives only in one process' memory). A client is its address as the nearest trusted proxy saw it
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

/** Throws 429 when the client has used up its failures; to be called before the attempt is tried. */
export async function assertNotLimited(pool: Pool, limit: RateLimit, client: string, culture: Culture): Promise<void> {
  const { rows } = await pool.query<{ hits: string; oldest: Date | null }>(
    `SELECT count(*) AS hits, min(at) AS oldest FROM rate_limit_hits
     WHERE bucket = $1 AND client = $2 AND at > now() - make_interval(secs => $3::double precision / 1000)`,
    [limit.bucket, client, limit.windowMs],
  )
  const hits = Number(rows[0]?.hits ?? 0)
  if (hits < limit.max) return
  const oldest = rows[0]?.oldest ? new Date(rows[0].oldest).getTime() : Date.now()
  const seconds = Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000))
  throw new ShopError(429, 'TooManyAttempts', (limit.message ?? messages)[culture](Math.ceil(seconds / 60)), undefined, seconds)
}

/** Counts one failed attempt, and now and then clears rows that no window looks at any more. */
export async function recordFailure(pool: Pool, limit: RateLimit, client: string): Promise<void> {
  await pool.query('INSERT INTO rate_limit_hits (bucket, client) VALUES ($1, $2)', [limit.bucket, client])
  if (Math.random() < 0.02) {
    await pool.query("DELETE FROM rate_limit_hits WHERE at < now() - interval '1 day'")
  }
}
