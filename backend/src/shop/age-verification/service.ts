/**
 * Verifying a shopper's age before alcohol is sold (docs/adr/0022, docs/api/checkout.md "Age verification").
 *
 * `start` records an attempt for the visitor's basket (and the customer, when one is logged in) with a fresh PKCE
 * verifier and nonce, and answers the provider's address. The provider sends the shopper back to `finish` (the
 * callback) with the attempt's state and a code; `finish` takes the attempt once (a code cannot be replayed), redeems
 * the code, keeps the age bracket (16 or 18, or nothing for a person under 16) with the time, the provider and its
 * reference, forgets the verifier and nonce, and sends the shopper back to the storefront page they came from with
 * the outcome in the query. What counts afterwards is validity.ts's rule; the payment refuses a basket without it.
 */
import type { Payload } from 'payload'
import { z } from 'zod'
import { dbPool } from '../../db/pool'
import { getBasket } from '../basket/service'
import { AGE_VERIFICATION_ATTEMPT_MINUTES, AGE_VERIFICATION_STARTS_PER_HOUR, type Culture, type RequiredAge } from '../constants'
import type { ShopContext } from '../context'
import { ShopError } from '../errors'
import { isShopStorefront } from '../../net/storefront-origin'
import { claimAttempt, type RateLimit } from '../rate-limit'
import { ageBracket, pkceChallenge, randomToken, type AgeVerificationProvider } from './provider'
import type { AgeVerificationStatus } from './statuses'
import { asRequiredAge, validVerification } from './validity'

/** The shop's callback below the backend's public URL, where every provider sends the shopper back. */
export const AGE_CALLBACK_PATH = '/api/shop/ageverification/callback'
/** The query parameter the storefront reads the outcome from (and `age`, the verified bracket). */
export const OUTCOME_PARAM = 'ageVerification'

export type AgeOutcome = Exclude<AgeVerificationStatus, 'Pending'>

export const AGE_VERIFICATION_STARTS: RateLimit = {
  bucket: 'age-verification',
  max: AGE_VERIFICATION_STARTS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  message: {
    da: (minutes) => `Der er startet for mange alderskontroller herfra. Prøv igen om ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    en: (minutes) => `Too many age checks were started from here. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
}

/**
 * A path on the storefront to come back to, with a plain query at most (`/kassen/?trin=betaling`): absolute within
 * the site, no scheme or host (`//evil.example` is a host), no fragment, so the callback can never send anybody off
 * the shop. The outcome is added to the query.
 */
export const returnPathSchema = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[A-Za-z0-9\-._~/%]*(\?[A-Za-z0-9\-._~=&%]*)?$/, { error: 'ReturnPath must be a path on the shop, such as /kassen/' })

export interface StartRequest {
  BasketUid: string
  ReturnPath: string
}

export interface AgeUrls {
  /** The backend's public origin: the callback lives there. */
  backendUrl: string
  /** The storefront's public origin: the shopper is sent back there unless the attempt names another of the shop's. */
  storefrontUrl: string
  /** Further origins of the shop's storefront (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[]
  /** At the start: the storefront origin the shopper is on (net/storefront-origin.ts), kept with the attempt. */
  shopperOrigin?: string
}

const callbackUrl = (urls: AgeUrls) => `${urls.backendUrl.replace(/\/+$/, '')}${AGE_CALLBACK_PATH}`

const TEXTS = {
  da: {
    providerDown: 'Alderskontrollen kan ikke startes lige nu. Prøv igen om lidt.',
    required: (age: number) =>
      `Kurven indeholder varer, der kun må sælges til personer, der er fyldt ${age} år. Bekræft din alder med MitID, før du betaler.`,
  },
  en: {
    providerDown: 'The age check cannot be started right now. Please try again shortly.',
    required: (age: number) =>
      `The basket holds goods that may only be sold to persons aged ${age} or over. Confirm your age with MitID before paying.`,
  },
} satisfies Record<Culture, unknown>

/** The visitor's valid verification: the basket's or the logged-in customer's, the highest age first. */
export async function currentVerification(ctx: ShopContext, basketUid: string | null): Promise<{ id: number; age: RequiredAge } | null> {
  const pool = dbPool(ctx.payload)
  if (basketUid !== null) {
    // Only the visitor's own basket speaks for them.
    const { rows: own } = await pool.query('SELECT 1 FROM baskets WHERE uid = $1 AND (customer_id IS NULL OR customer_id = $2)', [
      basketUid,
      ctx.customer?.id ?? null,
    ])
    if (own.length === 0) basketUid = null
  }
  if (basketUid === null && !ctx.customer) return null
  const { rows } = await pool.query<{ id: number; verified_age: string }>(
    `SELECT a.id, a.verified_age FROM age_verifications a WHERE ${validVerification('$1', '$2::int')}
      ORDER BY a.verified_age DESC, a.verified_at DESC LIMIT 1`,
    [basketUid, ctx.customer?.id ?? null],
  )
  const row = rows[0]
  const age = asRequiredAge(row?.verified_age)
  return row && age !== null ? { id: row.id, age } : null
}

/** The payment's gate: throws AgeVerificationRequired (403) unless the visitor is verified at the basket's age. */
export function assertAgeVerified(culture: Culture, required: RequiredAge | null, verified: RequiredAge | null): void {
  if (required === null || (verified !== null && verified >= required)) return
  throw new ShopError(403, 'AgeVerificationRequired', TEXTS[culture].required(required))
}

/** POST ageverification/start: the attempt, and where to send the shopper. */
export async function startAgeVerification(
  ctx: ShopContext,
  request: StartRequest,
  provider: AgeVerificationProvider,
  urls: AgeUrls,
  client: string,
): Promise<{ Url: string }> {
  // Someone else's basket is a 404, as everywhere.
  const basket = await getBasket(ctx, request.BasketUid)
  const pool = dbPool(ctx.payload)
  await claimAttempt(pool, AGE_VERIFICATION_STARTS, client, ctx.culture)
  // Attempts nobody finished say nothing worth keeping.
  await pool.query(
    `DELETE FROM age_verifications WHERE status <> 'Verified' AND created_at < now() - make_interval(mins => $1)
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.age_verification_id = age_verifications.id)`,
    [AGE_VERIFICATION_ATTEMPT_MINUTES * 4],
  )
  const state = randomToken()
  const nonce = randomToken()
  const verifier = randomToken(48)
  let url: string
  try {
    url = await provider.authorizationUrl({
      state,
      nonce,
      codeChallenge: pkceChallenge(verifier),
      redirectUri: callbackUrl(urls),
      culture: ctx.culture,
    })
  } catch (error) {
    ctx.payload.logger.error({ err: error }, 'Age verification could not be started')
    throw new ShopError(503, 'AgeVerificationUnavailable', TEXTS[ctx.culture].providerDown)
  }
  await pool.query(
    `INSERT INTO age_verifications (attempt, provider, status, basket_uid, customer_id, culture, return_path, code_verifier, nonce)
     VALUES ($1, $2, 'Pending', $3, $4, $5, $6, $7, $8)`,
    [
      state,
      provider.name,
      basket.Uid,
      ctx.customer?.id ?? null,
      ctx.culture,
      `${urls.shopperOrigin ?? ''}${request.ReturnPath}`,
      verifier,
      nonce,
    ],
  )
  return { Url: url }
}

/**
 * Where an attempt sends the shopper back: the storefront origin they started on (when it is still the shop's) and
 * their path, else the path on STOREFRONT_URL, else its home page.
 */
function returnTarget(stored: string | null, urls: AgeUrls): string {
  if (!stored) return '/'
  if (returnPathSchema.safeParse(stored).success) return stored
  const match = /^(https?:\/\/[^/?#]+)(\/.*)$/.exec(stored)
  if (!match || !returnPathSchema.safeParse(match[2]).success) return '/'
  return isShopStorefront(match[1]!, urls.storefrontUrl, urls.allowedOrigins) ? stored : match[2]!
}

export interface CallbackQuery {
  state: string | null
  code: string | null
  error: string | null
}

/**
 * The provider's return (GET ageverification/callback): finishes the attempt once and answers where to send the
 * shopper: the storefront page they started from, with `ageVerification=<outcome>` (and `age` when verified). An
 * unknown, finished or stale attempt goes to the storefront's home with Failed and changes nothing.
 */
export async function finishAgeVerification(
  payload: Payload,
  query: CallbackQuery,
  provider: AgeVerificationProvider,
  urls: AgeUrls,
): Promise<string> {
  const pool = dbPool(payload)
  const storefront = urls.storefrontUrl.replace(/\/+$/, '')
  const back = (where: string, outcome: AgeOutcome, age: RequiredAge | null = null) => {
    const target = new URL(where.startsWith('/') ? `${storefront}${where}` : where)
    target.searchParams.delete(OUTCOME_PARAM)
    target.searchParams.delete('age')
    target.searchParams.set(OUTCOME_PARAM, outcome)
    if (age !== null) target.searchParams.set('age', String(age))
    return target.toString()
  }
  // Taken once: a second use of the same state (a replayed callback) finds no Pending attempt.
  const { rows } = await pool.query<{
    id: number
    return_path: string | null
    code_verifier: string | null
    nonce: string | null
    provider: string
  }>(
    `UPDATE age_verifications SET status = 'Failed', updated_at = now()
      WHERE attempt = $1 AND status = 'Pending' AND created_at > now() - make_interval(mins => $2)
      RETURNING id, return_path, code_verifier, nonce, provider`,
    [query.state ?? '', AGE_VERIFICATION_ATTEMPT_MINUTES],
  )
  const attempt = rows[0]
  if (!attempt) return back('/', 'Failed')
  const path = returnTarget(attempt.return_path, urls)
  const finish = async (status: AgeOutcome, age: RequiredAge | null = null, reference: string | null = null) => {
    await pool.query(
      `UPDATE age_verifications SET status = $2::enum_age_verifications_status, verified_age = $3, reference = $4,
              verified_at = CASE WHEN $2::text = 'Verified' THEN now() ELSE NULL END,
              code_verifier = NULL, nonce = NULL, updated_at = now()
        WHERE id = $1`,
      [attempt.id, status, age, reference],
    )
    return back(path, status, age)
  }
  if (query.error || !query.code) return finish('Cancelled')
  if (attempt.provider !== provider.name || !attempt.code_verifier || !attempt.nonce) return finish('Failed')
  try {
    const person = await provider.redeem({
      code: query.code,
      codeVerifier: attempt.code_verifier,
      nonce: attempt.nonce,
      redirectUri: callbackUrl(urls),
    })
    const bracket = ageBracket(person.age)
    // Under 16: nothing about the person is kept, only that the attempt ended too young.
    return bracket === null ? finish('TooYoung') : finish('Verified', bracket, person.reference)
  } catch (error) {
    payload.logger.warn({ err: error }, 'An age verification could not be redeemed')
    return finish('Failed')
  }
}
